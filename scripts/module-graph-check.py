#!/usr/bin/env python3
"""Checks Package.swift's products (the four libraries and tools users get) and its module graph against the layers
the README's layout section shows:
the core model at the bottom, tooling on it, the features as leaves (no feature depends on
another), the runtime apart from YAML, tooling and features, and the CLI on top.

Reads `swift package dump-package`; prints `target -> dependency: why` for each forbidden edge
and exits 1 when there is any. Test targets and benchmarks may depend on anything.
"""
import json
import subprocess
import sys

CORE = {"TreatyContract"}
TOOLING = {"TreatyTooling"}
FEATURES = {"TreatyLoader", "TreatyImport", "TreatyGenerator", "TreatyDiff", "TreatyLive"}
RUNTIME = {"TreatyStubs", "TreatyStubsTesting"}

# What users depend on: the CLI, the runtime, its test-framework bridge and the contract model its API
# speaks in (STYLE: products are a promise; docs/stubs.md says why the model is one), and the two
# SwiftPM plugins that run the CLI inside a user's package.
PLUGINS = {"TreatyCommandPlugin", "TreatyBuildPlugin"}
PRODUCTS = {"treaty", "TreatyStubs", "TreatyStubsTesting", "TreatyContract"} | PLUGINS

# What each layer may depend on.
ALLOWED = {
    "TreatyContract": set(),
    "TreatyTooling": CORE,
    "TreatyStubs": CORE,
    "TreatyStubsTesting": CORE | {"TreatyStubs"},
    "TreatyYAML": {"CTreatyYAML"},
}
# A plugin only runs the command line; it never links a library of its own.
for plugin in PLUGINS:
    ALLOWED[plugin] = {"treaty"}
# The system libraries each feature wraps: libyaml for the loader, libcurl for live checks.
SYSTEM = {"TreatyLoader": {"TreatyYAML"}, "TreatyLive": {"CCurl"}}
for feature in FEATURES:
    ALLOWED[feature] = CORE | TOOLING | SYSTEM.get(feature, set())


def main():
    package = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
    problems = []
    for target in package["targets"]:
        name = target["name"]
        if name not in ALLOWED:
            continue
        for dependency in target["dependencies"]:
            other = list(dependency.values())[0][0]
            if other not in ALLOWED[name]:
                kind = "feature-to-feature edge" if name in FEATURES and other in FEATURES else "crosses a layer"
                problems.append(f"{name} -> {other}: {kind}; allowed: {', '.join(sorted(ALLOWED[name])) or 'nothing'}")
    products = sorted(product["name"] for product in package["products"])
    if products != sorted(PRODUCTS):
        problems.append(f"products are {', '.join(products)}; a user gets {', '.join(sorted(PRODUCTS))} and nothing else")
    for problem in problems:
        print(problem)
    if problems:
        print(f"module-graph-check: {len(problems)} forbidden edge(s); see the README's layout section")
        return 1
    print("module-graph-check: features depend only on the core model and tooling; the runtime on the core model")
    return 0


if __name__ == "__main__":
    sys.exit(main())
