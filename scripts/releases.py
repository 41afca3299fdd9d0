#!/usr/bin/env python3
"""make example-releases: the can-i-deploy walk-through of docs/can-i-deploy.md, run for real.

Examples/Bookshelf/Releases/releases.txt describes three releases of the Bookshelf app still in the
field, each as edits to the package on main (the form of scripts/mutants.txt). For each one, in
place on the build `make example` made, this script applies its edits, regenerates the suite when
its contract differs, runs the generated suite with a usage record and response probing, and
publishes the record under the release's app version into a store. Every file is restored after
each release, also when the run is interrupted.

It then applies Releases/api-change.txt to a copy of the contract and asks `treaty can-i-deploy`
which releases the change breaks, weighted by Releases/installs.csv, writing the text report to
standard output and the HTML page to .build/releases/can-i-deploy.html. The run fails unless the
matrix is the one the walk-through promises: release 1.0.0 breaks, 2.0.0 and 3.0.0 are safe.

Exit 0 when it is, 1 otherwise."""
import json
import os
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mutants import apply, parse  # noqa: E402  (the same edit format and the same way to apply it)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(ROOT, "Examples", "Bookshelf")
RELEASES = os.path.join(PACKAGE, "Releases")
GENERATED = os.path.join(PACKAGE, "Tests", "BookshelfTests", "Generated")
WORK = os.path.join(ROOT, ".build", "releases")
TREATY = os.path.join(ROOT, ".build", "debug", "treaty")
EXPECTED = {"1.0.0": "breaks", "2.0.0": "safe", "3.0.0": "safe"}


def run(command, log, env=None, cwd=PACKAGE):
    with open(log, "a") as out:
        out.write("$ " + " ".join(command) + "\n")
        out.flush()
        return subprocess.run(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, env=env).returncode


def snapshot(folder):
    return {name: open(os.path.join(folder, name), "rb").read() for name in sorted(os.listdir(folder))}


def restore(folder, files):
    for name in os.listdir(folder):
        if name not in files:
            os.remove(os.path.join(folder, name))
    for name, data in files.items():
        with open(os.path.join(folder, name), "wb") as out:
            out.write(data)


def publish(release, store, flags):
    """Builds `release`, runs its suite with a usage record and probing, and publishes the record."""
    log = os.path.join(WORK, f"release-{release['name']}.log")
    record = os.path.join(WORK, f"usage-{release['name']}.json")
    for stale in (log, record):
        if os.path.exists(stale):
            os.remove(stale)
    originals, generated = {}, snapshot(GENERATED)
    try:
        apply(release, PACKAGE, originals)
        if any(edit["file"].startswith("contracts/") for edit in release["edits"]):
            if run([TREATY, "generate"], log) != 0:
                return f"cannot generate its suite; see {os.path.relpath(log, ROOT)}"
        if run(["swift", "build", "--build-tests", *flags], log) != 0:
            return f"does not build; see {os.path.relpath(log, ROOT)}"
        env = dict(os.environ, TREATY_USAGE_RECORD=record, TREATY_PROBE_RESPONSES="1")
        if run(["swift", "test", "--skip-build", *flags, "--filter", "BookshelfContractTests"], log, env) != 0:
            return f"its suite fails; see {os.path.relpath(log, ROOT)}"
        publish = [TREATY, "usage", "publish", record, "--app-version", release["name"], "--store", store,
                   "--contract", "contracts/bookshelf.yaml"]
        if run(publish, log) != 0:
            return f"cannot be published; see {os.path.relpath(log, ROOT)}"
    finally:
        for path, text in originals.items():
            open(path, "w", encoding="utf-8").write(text)
        restore(GENERATED, generated)
    return None


def main():
    started = time.monotonic()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    if not os.access(TREATY, os.X_OK):
        subprocess.run(["swift", "build", "--product", "treaty"], cwd=ROOT, check=True)
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(WORK)
    store = os.path.join(WORK, "store")
    flags = os.environ.get("SWIFTPM_FLAGS", "").split()
    for release in parse(os.path.join(RELEASES, "releases.txt")):
        began = time.monotonic()
        problem = publish(release, store, flags)
        if problem:
            print(f"release {release['name']} {problem}")
            return 1
        print(f"published release {release['name']} ({time.monotonic() - began:.0f} s)", flush=True)

    change = parse(os.path.join(RELEASES, "api-change.txt"))[0]
    proposal = os.path.join(WORK, "proposal")
    os.makedirs(os.path.join(proposal, "contracts"))
    for name in os.listdir(os.path.join(PACKAGE, "contracts")):
        shutil.copy2(os.path.join(PACKAGE, "contracts", name), os.path.join(proposal, "contracts", name))
    apply(change, proposal, {})
    new = os.path.join(proposal, "contracts", "bookshelf.yaml")
    installs = os.path.join(RELEASES, "installs.csv")
    ask = [TREATY, "can-i-deploy", new, "--usage", store, "--installs", installs]
    text = subprocess.run(ask, cwd=ROOT, capture_output=True, text=True)
    print(text.stdout, end="")
    html = os.path.join(WORK, "can-i-deploy.html")
    subprocess.run(ask + ["--format", "html", "--output", html, "--fail-on", "none"], cwd=ROOT, check=True)
    matrix = json.loads(subprocess.run(ask + ["--format", "json", "--fail-on", "none"], cwd=ROOT,
                                       capture_output=True, text=True, check=True).stdout)
    verdicts = {row["appVersion"]: row["verdict"] for row in matrix["versions"]}
    gated = subprocess.run(ask + ["--fail-on", ">=2.0"], cwd=ROOT, capture_output=True).returncode
    failures = []
    if verdicts != EXPECTED:
        failures.append(f"the matrix is {verdicts}, not {EXPECTED}")
    if text.returncode != 1:
        failures.append(f"can-i-deploy exited {text.returncode} where release 1.0.0 breaks; expected 1")
    if gated != 0:
        failures.append(f"can-i-deploy --fail-on '>=2.0' exited {gated}; expected 0, as 2.0.0 and later are safe")
    print(f"HTML matrix: {os.path.relpath(html, ROOT)}; {time.monotonic() - started:.0f} s")
    for failure in failures:
        print(f"failure: {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
