#!/usr/bin/env python3
"""make mutants: apply each fault in scripts/mutants.txt to a scratch copy of the package, one at a
time, run the generated Projects contract suite against it, and report which faults it caught.

make example-mutants (--example Tracker): the same for a consumer package under Examples/, with the
faults of scripts/tracker-mutants.txt, run against its generated suite (TrackerContractTests). That
package depends on Treaty by a relative path, so it is mutated in place, where `make example` has
built it already; every file is restored after each mutant, also when the run is interrupted.

A mutant marked 'expect: pass' is a variant the suite must accept (a conforming client that
writes a value another way): it fails the run when the suite rejects it. A mutant marked
'killedBy: variant' counts as killed only when response variants fail and no scenario does: a
fault the fixtures cannot show (docs/generate.md, "Response variants").

Exit 0 when every mutant is killed and every variant passes, 1 otherwise."""
import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parse(path):
    mutants, current, edit = [], None, None
    for raw in open(path, encoding="utf-8"):
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        key, _, value = line.partition(": ") if ": " in line else (line.rstrip(":"), "", "")
        value = value.replace("\\n", "\n")
        if key in ("mutant", "release"):  # scripts/releases.py reads releases in the same form
            current = {"name": value, "edits": [], "expect": "fail", "killedBy": None}
            mutants.append(current)
        elif key == "expect" and value in ("fail", "pass"):
            current["expect"] = value
        elif key == "killedBy" and value == "variant":
            current["killedBy"] = value
        elif key == "file":
            edit = {"file": value}
            current["edits"].append(edit)
        elif key in ("find", "replace", "append"):
            edit[key] = value
        else:
            sys.exit(f"{os.path.relpath(path, ROOT)}: unknown line {line!r}")
    return mutants


def copy_package(work):
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout.split(b"\0")
    # SwiftPM's mirror settings (make mirror, for offline machines) are not tracked; the copy needs them too.
    files.append(b".swiftpm/configuration/mirrors.json")
    for name in (f.decode() for f in files if f):
        source, target = os.path.join(ROOT, name), os.path.join(work, name)
        if not os.path.isfile(source):
            continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if not os.path.exists(target) or open(source, "rb").read() != open(target, "rb").read():
            shutil.copy2(source, target)


class DidNotCompile(Exception):
    pass


class Run:
    """Where the mutants are applied and how the suite is built and run there."""

    def __init__(self, package, faults, suite, scratch, flags):
        self.package, self.faults, self.suite, self.scratch, self.flags = package, faults, suite, scratch, flags

    def suite_status(self, log):
        """The suite's exit status; a mutant that does not compile is an error, never a kill."""
        with open(log, "w") as out:
            build = subprocess.run(["swift", "build", "--build-tests", *self.flags], cwd=self.package,
                                   stdout=out, stderr=subprocess.STDOUT)
            if build.returncode != 0:
                raise DidNotCompile(os.path.relpath(log, ROOT))
            command = ["swift", "test", "--skip-build", *self.flags, "--filter", self.suite]
            return subprocess.run(command, cwd=self.package, stdout=out, stderr=subprocess.STDOUT).returncode


VARIANT_FAILURE = "the client cannot decode a response the contract allows"


def killed_by_variant_only(log):
    """Whether the log's client regressions are all response variants' (and there is one). The
    suite's doc comment, echoed by Swift Testing, names the lane too: `endpoint/scenario: …`."""
    lines = [
        line for line in open(log, encoding="utf-8", errors="replace")
        if "client regression: " in line and "client regression: endpoint/scenario" not in line
    ]
    return bool(lines) and all(VARIANT_FAILURE in line for line in lines)


def first_failure(log):
    """The first client regression the suite reported, to show why a mutant was killed: as Swift
    Testing records it (`Caught error: client regression: …`), else as another test quotes it."""
    lines = open(log, encoding="utf-8", errors="replace").read().splitlines()
    for pattern in (r"Caught error: (client regression: .*)", r"(client regression: [^\"]*)"):
        for line in lines:
            found = re.search(pattern, line)
            if found:
                text = found.group(1).replace("\\'", "'")
                return text if len(text) <= 240 else text[:237] + "..."
    return None


def apply(mutant, package, originals):
    for edit in mutant["edits"]:
        path = os.path.join(package, edit["file"])
        originals.setdefault(path, open(path, encoding="utf-8").read())
        current = open(path, encoding="utf-8").read()
        if "append" in edit:
            current += edit["append"] + "\n"
        elif current.count(edit["find"]) != 1:
            raise ValueError(f"'find' text occurs {current.count(edit['find'])} times in {edit['file']}")
        else:
            current = current.replace(edit["find"], edit["replace"])
        open(path, "w", encoding="utf-8").write(current)


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--example", metavar="NAME",
                        help="a package under Examples/ (faults in scripts/<name>-mutants.txt), mutated in place")
    options = parser.parse_args()
    if options.example is None:
        scratch = os.path.join(ROOT, ".build", "mutants")
        return "ExampleClient", Run(os.path.join(scratch, "package"), os.path.join(ROOT, "scripts", "mutants.txt"),
                                    "ProjectsContractTests", scratch, [])
    name = options.example
    package = os.path.join(ROOT, "Examples", name)
    faults = os.path.join(ROOT, "scripts", f"{name.lower()}-mutants.txt")
    if not os.path.isdir(package) or not os.path.isfile(faults):
        sys.exit(f"no package Examples/{name} with faults in {os.path.relpath(faults, ROOT)}")
    # The flags `make example` built with, so the package is not built again from scratch.
    flags = os.environ.get("SWIFTPM_FLAGS", "").split()
    return f"Examples/{name}", Run(package, faults, f"{name}ContractTests", os.path.join(ROOT, ".build", "mutants"), flags)


def main():
    started = time.monotonic()
    subject, run = arguments()
    mutants = parse(run.faults)
    os.makedirs(run.scratch, exist_ok=True)
    if run.package.startswith(run.scratch):
        copy_package(run.package)
    # A stop request (CI cancelling the job) still restores the files of an in-place run.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    prefix = os.path.join(run.scratch, os.path.basename(run.package).lower() + "-")
    print(f"baseline: unmutated {subject} against the generated suite", flush=True)
    try:
        baseline = run.suite_status(prefix + "baseline.log")
    except DidNotCompile as log:
        print(f"the package does not build; see {log}")
        return 1
    if baseline != 0:
        print(f"the suite fails without any mutant; see {os.path.relpath(prefix + 'baseline.log', ROOT)}")
        return 1
    faults = [m for m in mutants if m["expect"] == "fail"]
    killed, failures = 0, []
    for number, mutant in enumerate(mutants, 1):
        originals, log = {}, f"{prefix}mutant-{number}.log"
        try:
            apply(mutant, run.package, originals)
            status = run.suite_status(log)
        except DidNotCompile as problem:
            print(f"  cannot build '{mutant['name']}': see {problem}", flush=True)
            failures.append(mutant["name"] + " (did not compile)")
            continue
        except ValueError as problem:
            print(f"  cannot apply '{mutant['name']}': {problem}", flush=True)
            failures.append(mutant["name"] + " (not applied)")
            continue
        finally:
            for path, text in originals.items():
                open(path, "w", encoding="utf-8").write(text)
        if mutant["expect"] == "pass":
            if status == 0:
                print(f"  passed   {mutant['name']}", flush=True)
            else:
                print(f"  REJECTED {mutant['name']}: see {os.path.relpath(log, ROOT)}", flush=True)
                print(f"           {first_failure(log)}", flush=True)
                failures.append(mutant["name"] + " (a conforming variant, rejected)")
        elif status != 0 and mutant["killedBy"] == "variant" and not killed_by_variant_only(log):
            print(f"  CAUGHT BY A SCENARIO {mutant['name']}: only response variants may catch it; see "
                  f"{os.path.relpath(log, ROOT)}", flush=True)
            failures.append(mutant["name"] + " (not by response variants alone)")
        elif status != 0:
            killed += 1
            print(f"  killed   {mutant['name']}", flush=True)
            reason = first_failure(log)
            if reason:
                print(f"           {reason}", flush=True)
        else:
            print(f"  SURVIVED {mutant['name']}", flush=True)
            failures.append(mutant["name"])
    variants = len(mutants) - len(faults)
    passed = f", {variants - sum('conforming variant' in f for f in failures)} of {variants} variants passed" if variants else ""
    print(f"killed {killed} of {len(faults)}{passed} in {time.monotonic() - started:.0f} s")
    for name in failures:
        print(f"failure: {name}")
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
