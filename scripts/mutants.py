#!/usr/bin/env python3
"""make mutants: apply each fault in scripts/mutants.txt to a scratch copy of the package, one at a
time, run the generated Projects contract suite against it, and report which faults it caught.

A mutant marked 'killedBy: variant' counts as killed only when response variants fail and no
scenario does: it is a fault the fixtures cannot show (docs/generate.md, "Response variants").

Exit 0 when every mutant is killed, 1 when one survives or cannot be applied."""
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build", "mutants")
WORK = os.path.join(SCRATCH, "package")


def parse(path):
    mutants, current, edit = [], None, None
    for raw in open(path, encoding="utf-8"):
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        key, _, value = line.partition(": ") if ": " in line else (line.rstrip(":"), "", "")
        value = value.replace("\\n", "\n")
        if key == "mutant":
            current = {"name": value, "edits": [], "killedBy": None}
            mutants.append(current)
        elif key == "killedBy":
            current["killedBy"] = value
        elif key == "file":
            edit = {"file": value}
            current["edits"].append(edit)
        elif key in ("find", "replace"):
            edit[key] = value
        else:
            sys.exit(f"scripts/mutants.txt: unknown line {line!r}")
    return mutants


def copy_package():
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout.split(b"\0")
    # SwiftPM's mirror settings (make mirror, for offline machines) are not tracked; the copy needs them too.
    files.append(b".swiftpm/configuration/mirrors.json")
    for name in (f.decode() for f in files if f):
        source, target = os.path.join(ROOT, name), os.path.join(WORK, name)
        if not os.path.isfile(source):
            continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if not os.path.exists(target) or open(source, "rb").read() != open(target, "rb").read():
            shutil.copy2(source, target)


class DidNotCompile(Exception):
    pass


VARIANT_FAILURE = "the client cannot decode a response the contract allows"


def killed_by_variant_only(log):
    """Whether the log's client regressions are all response variants' (and there is one). The
    suite's doc comment, echoed by Swift Testing, names the lane too: `endpoint/scenario: …`."""
    lines = [
        line for line in open(log, encoding="utf-8", errors="replace")
        if "client regression: " in line and "client regression: endpoint/scenario" not in line
    ]
    return bool(lines) and all(VARIANT_FAILURE in line for line in lines)


def run_suite(log):
    """The suite's exit status; a mutant that does not compile is an error, never a kill."""
    with open(log, "w") as out:
        build = subprocess.run(["swift", "build", "--build-tests"], cwd=WORK, stdout=out, stderr=subprocess.STDOUT)
        if build.returncode != 0:
            raise DidNotCompile(os.path.relpath(log, ROOT))
        command = ["swift", "test", "--skip-build", "--filter", "ProjectsContractTests"]
        return subprocess.run(command, cwd=WORK, stdout=out, stderr=subprocess.STDOUT).returncode


def main():
    mutants = parse(os.path.join(ROOT, "scripts", "mutants.txt"))
    os.makedirs(WORK, exist_ok=True)
    copy_package()
    print("baseline: unmutated ExampleClient against the generated suite", flush=True)
    try:
        baseline = run_suite(os.path.join(SCRATCH, "baseline.log"))
    except DidNotCompile as log:
        print(f"the package does not build; see {log}")
        return 1
    if baseline != 0:
        print(f"the suite fails without any mutant; see {os.path.relpath(os.path.join(SCRATCH, 'baseline.log'), ROOT)}")
        return 1
    killed, survivors = 0, []
    for number, mutant in enumerate(mutants, 1):
        originals = {}
        try:
            for edit in mutant["edits"]:
                path = os.path.join(WORK, edit["file"])
                text = originals.setdefault(path, open(path, encoding="utf-8").read())
                current = open(path, encoding="utf-8").read()
                if current.count(edit["find"]) != 1:
                    raise ValueError(f"'find' text occurs {current.count(edit['find'])} times in {edit['file']}")
                open(path, "w", encoding="utf-8").write(current.replace(edit["find"], edit["replace"]))
            log = os.path.join(SCRATCH, f"mutant-{number}.log")
            status = run_suite(log)
            if status != 0 and mutant["killedBy"] == "variant" and not killed_by_variant_only(log):
                print(f"  '{mutant['name']}' was caught, but not by response variants alone; see {os.path.relpath(log, ROOT)}")
                survivors.append(mutant["name"] + " (not by variants alone)")
                status = 0
        except DidNotCompile as log:
            print(f"  cannot build '{mutant['name']}': see {log}")
            survivors.append(mutant["name"] + " (did not compile)")
            status = 0
        except ValueError as problem:
            print(f"  cannot apply '{mutant['name']}': {problem}")
            survivors.append(mutant["name"] + " (not applied)")
            status = 0
        finally:
            for path, text in originals.items():
                open(path, "w", encoding="utf-8").write(text)
        if status != 0:
            killed += 1
            print(f"  killed   {mutant['name']}", flush=True)
        elif not survivors or not survivors[-1].startswith(mutant["name"]):
            survivors.append(mutant["name"])
            print(f"  SURVIVED {mutant['name']}", flush=True)
    print(f"killed {killed} of {len(mutants)}")
    for name in survivors:
        print(f"survivor: {name}")
    return 0 if killed == len(mutants) else 1


if __name__ == "__main__":
    sys.exit(main())
