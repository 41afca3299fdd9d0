#!/usr/bin/env python3
"""Compile and run time of a generated suite of 6,000 scenarios (1,000 endpoints × 6 scenarios).

Writes the generation bench's contracts, generates an XCTest and a Swift Testing suite for them
with the debug `treaty`, adds a minimal client and adapters, and builds and runs each as its own
package (depending on this one by path) under .build/bench-suite. Prints seconds per 1,000
scenarios against the goals of docs/benchmarks.md. With --scaling it also measures 100 and 5,000
endpoints and prints how the cost grows, one table per flavour.

    python3 scripts/bench-suite.py                        # both flavours, 6,000 scenarios each
    python3 scripts/bench-suite.py --testing xctest --contracts 2   # one flavour, 1,200 scenarios
    python3 scripts/bench-suite.py --floor --scaling      # what make bench runs
    python3 scripts/bench-suite.py --contract spec3.yaml  # a real contract or OpenAPI document
    python3 scripts/bench-suite.py --contract spec3.yaml --variants both   # response variants off, then on

With --contract, the suite is that document's, with the adapter `treaty generate --adapter-skeleton`
writes: what a new adopter compiles first. Its scenarios fail (no method is implemented yet), so
the run time is that of failing scenarios; compile time is the figure to read."""
import argparse
import os
import re
import resource
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "bench-suite")
TESTS = os.path.join(WORK, "Tests", "GenSuiteTests")

PACKAGE = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GenSuite",
    dependencies: [.package(path: "../..")],
    targets: [
        .testTarget(name: "GenSuiteTests", dependencies: [.product(name: "TreatyStubs", package: "PACKAGE_IDENTITY")]),
    ]
)
"""

CLIENT = """import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TreatyStubs

/// The smallest honest client: GET, Accept header, status and decoding errors kept apart.
enum BenchClient {
    struct Thing: Decodable { var id: Int; var name: String }
    enum Failure: Error { case transport(URLError), http(Int, Int?), decoding }

    static func get(_ stubs: StubSession, _ path: String) async throws {
        var request = URLRequest(url: stubs.url(path))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, response): (Data, URLResponse)
        do { (data, response) = try await stubs.urlSession.data(for: request) } catch let error as URLError { throw Failure.transport(error) }
        let http = response as! HTTPURLResponse
        guard (200..<300).contains(http.statusCode) else {
            throw Failure.http(http.statusCode, http.value(forHTTPHeaderField: "Retry-After").flatMap { Int($0) })
        }
        do { _ = try JSONDecoder().decode([Thing].self, from: data) } catch { throw Failure.decoding }
    }

    static func classify(_ error: any Error) -> ClientOutcome {
        switch error {
        case Failure.transport(let failure): return .transport(code: failure.code)
        case Failure.http(let status, let retryAfter): return .http(status: status, retryAfter: retryAfter)
        case Failure.decoding: return .decoding
        default: return .unclassified(String(describing: error))
        }
    }
}
"""


def adapter(index, endpoints):
    name = f"Gen{index}"
    methods = "\n".join(
        f"    func list{n}(_ input: {name}Contract.List{n}Input) async throws {{ try await BenchClient.get(stubs, \"/v1/things{n}/\\(input.thingId)\") }}"
        for n in range(endpoints))
    return f"""import TreatyStubs

struct {name}Adapter: {name}ContractAdapter {{
    let stubs: StubSession
    init(stubs: StubSession) {{ self.stubs = stubs }}
{methods}
    static func classify(_ error: any Error) -> ClientOutcome {{ BenchClient.classify(error) }}
}}

typealias {name}ContractSubject = {name}Adapter
"""


class Timing:
    """Wall-clock seconds, and the CPU seconds the command's processes used: on a machine shared
    with other builds the wall clock swings with their load, the CPU time much less."""

    def __init__(self, wall, cpu):
        self.wall, self.cpu = wall, cpu

    def __str__(self):
        return f"{self.wall:6.1f} s (CPU {self.cpu:5.1f} s)"


def forget_suite_build():
    """Removes the test target's build products, so the next build compiles every file of the suite.
    The compiler skips a file whose content it compiled before, even when the file was rewritten: a
    rerun of the same suite, or a smaller suite whose files a larger one shares, would otherwise be
    timed as a partial build. SwiftPM's own files there (the file list and the output file map) stay:
    it writes them only when the package's description changes."""
    products = os.path.join(WORK, ".build", "debug", "GenSuiteTests.build")
    for name in os.listdir(products) if os.path.isdir(products) else []:
        if name not in ("sources", "output-file-map.json"):
            os.remove(os.path.join(products, name))


def clean_build(failure="the generated suite does not compile"):
    """`swift build --build-tests` of the suite from scratch (`forget_suite_build`), timed; exits
    with `failure` and the build's output when it fails."""
    forget_suite_build()
    timing, result = timed(["swift", "build", "--build-tests"], WORK)
    if result.returncode != 0:
        sys.exit(failure + ":\n" + result.stdout[-3000:] + result.stderr[-3000:])
    return timing


def timed(command, cwd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Timing(wall, cpu), result


def floor_source(testing, contracts):
    """The same number of test cases (Swift Testing) or methods (XCTest) as the suite, doing nothing."""
    if testing == "swift-testing":
        return (f"import Testing\n\n/// The floor: an empty parameterized test with {contracts * 600} arguments.\n"
                f"@Test(arguments: 0..<{contracts * 600})\nfunc floor(_ index: Int) async {{}}\n")
    classes = []
    for index in range(contracts):
        methods = "\n".join(f"    func test_list{n}() async throws {{}}" for n in range(100))
        classes.append(f"final class Floor{index}: XCTestCase {{\n{methods}\n}}\n")
    return "import XCTest\n\n" + "\n".join(classes)


def measure_floor(testing, contracts):
    """Compile and run a suite of empty tests shaped like the generated one: what is left when
    every scenario costs nothing."""
    shutil.rmtree(TESTS, ignore_errors=True)
    os.makedirs(TESTS)
    open(os.path.join(TESTS, "Floor.swift"), "w").write(floor_source(testing, contracts))
    compiled = clean_build("the floor does not compile")
    ran, result = timed(["swift", "test", "--skip-build"], WORK)
    what = f"{contracts * 600} empty test cases" if testing == "swift-testing" else f"{contracts * 100} empty methods"
    print(f"  floor, {what}: compile {compiled}, run {ran}", flush=True)


# Debug-build goals per flavour: compile seconds per 1,000 scenarios, run seconds for 6,000.
GOALS = {"xctest": (5, 10), "swift-testing": (5, 5)}

# The sizes of --scaling, in contracts of 100 endpoints: 100, 1,000 and 5,000 endpoints.
SCALING = (1, 10, 50)


class SuiteRun:
    """The figures of one generated suite: its size, the three timings and the test summary."""

    def __init__(self, contracts, generated, compiled, ran, summary, passed):
        self.contracts, self.generated, self.compiled, self.ran = contracts, generated, compiled, ran
        self.summary, self.passed = summary, passed
        self.scenarios = contracts * 600


def measure(testing, contracts):
    """Generate, compile and run the suite for the first `contracts` bench contracts."""
    shutil.rmtree(TESTS, ignore_errors=True)
    os.makedirs(TESTS)
    sources = os.path.join(WORK, "contracts")
    paths = [os.path.join(sources, f"gen{index}.yaml") for index in range(contracts)]
    generated, result = timed([os.path.join(ROOT, ".build/debug/treaty"), "generate", *paths, "--out", TESTS, "--testing", testing], WORK)
    if result.returncode != 0:
        sys.exit(result.stdout + result.stderr)
    open(os.path.join(TESTS, "BenchClient.swift"), "w").write(CLIENT)
    for index in range(contracts):
        open(os.path.join(TESTS, f"Gen{index}Adapter.swift"), "w").write(adapter(index, 100))
    compiled = clean_build()
    # Swift Testing runs tests in parallel in one process; SwiftPM's '--parallel' for XCTest on Linux
    # starts a process per test, so XCTest suites are run sequentially, as users would run them.
    command = ["swift", "test", "--skip-build"] + (["--parallel"] if testing == "swift-testing" else [])
    ran, result = timed(command, WORK)
    output = result.stdout + result.stderr
    marker = "Test run with" if testing == "swift-testing" else "Executed"
    summary = [line.strip() for line in output.splitlines() if marker in line]
    # A crashed test process prints no summary, only the backtracer's first line.
    crash = [line[line.index("*** Signal"):].split("...")[0] for line in output.splitlines() if "*** Signal" in line]
    if not summary:
        summary = ["no test summary printed" + (f" ({crash[0]})" if crash else "")]
    return SuiteRun(contracts, generated, compiled, ran, summary[-1], result.returncode == 0)


VARIANT_KINDS = ["null-members", "absent-members", "empty-arrays", "array-bounds", "enum-values", "number-bounds", "string-bounds",
                 "unknown-members", "branches"]


def measure_document(testing, path, variants=True, rounds=1):
    """Generate, compile and run the suite of one contract or OpenAPI document with the skeleton
    adapter; returns the figures and how many scenarios and endpoints the suite has. Without
    `variants`, every kind of response variant is turned off, through a treaty.yaml of the bench's."""
    treaty = os.path.join(ROOT, ".build/debug/treaty")
    shutil.rmtree(TESTS, ignore_errors=True)
    os.makedirs(TESTS)
    overview = subprocess.run([treaty, "overview", path], capture_output=True, text=True)
    # The first line: `file: Name version — 468 endpoints, 1402 scenarios, …`.
    counts = re.search(r"(\d+) endpoints, (\d+) scenarios", overview.stdout)
    if overview.returncode != 0 or not counts:
        sys.exit(f"{path} has lint errors or no endpoints:\n" + overview.stdout[-3000:] + overview.stderr[-3000:])
    if int(counts.group(2)) == 0:
        sys.exit(f"{path} has no scenarios: there is no suite to measure")
    if variants:
        command = [treaty, "generate", path, "--out", TESTS, "--testing", testing,
                   "--adapter-skeleton", os.path.join(TESTS, "Adapter.swift")]
    else:
        config = os.path.join(WORK, "treaty-no-variants.yaml")
        open(config, "w").write(
            f"contracts:\n  - path: {path}\n    out: {TESTS}\n    testing: {testing}\n"
            f"    adapterSkeleton: {os.path.join(TESTS, 'Adapter.swift')}\n"
            f"    variants: {{ off: [{', '.join(VARIANT_KINDS)}] }}\n")
        command = [treaty, "generate", "--config", config, "--root", "/"]
    generated, result = timed(command, WORK)
    if result.returncode != 0:
        sys.exit(result.stdout + result.stderr)
    compiled = [clean_build() for _ in range(rounds)]
    ran, result = timed(["swift", "test", "--skip-build"] + (["--parallel"] if testing == "swift-testing" else []), WORK)
    return generated, compiled, ran, int(counts.group(1)), int(counts.group(2))


# Real documents measured by --documents: the variable naming a copy, and the file tried in ../shared/openapi.
DOCUMENTS = [("TREATY_BENCH_GITHUB", "api.github.com.json"), ("TREATY_BENCH_OKTA", "okta-management.yaml")]

# The compile goal for real documents' Swift Testing suites, seconds per 1,000 scenarios (issue 47).
DOCUMENT_GOAL = 4

# Clean builds of each document's suite, of which the median is reported against the goal.
DOCUMENT_ROUNDS = 3


def print_document(testing, path, figures, variants=True, goal=None):
    generated, compiled, ran, endpoints, scenarios = figures
    per = 1000 / scenarios
    compile_goal = goal or GOALS[testing][0]
    print(f"generated {testing} suite of {os.path.basename(path)}: {endpoints} endpoints, {scenarios} scenarios,"
          f" with the skeleton adapter, response variants {'on' if variants else 'off'}")
    print(f"  treaty generate (debug build)   {generated}")
    # The median build: with two cores the driver sometimes starts the second batch of files only
    # when the first is done, and the same build takes half again as long (docs/benchmarks.md).
    median = sorted(compiled, key=lambda timing: timing.wall)[len(compiled) // 2]
    rounds = "" if len(compiled) == 1 else (f" median of {len(compiled)} builds (wall "
                                            + ", ".join(f"{timing.wall:.1f}" for timing in compiled) + " s);")
    print(f"  compile (swift build, debug)    {median}  {rounds} {median.wall * per:5.2f} s per 1,000 scenarios"
          f" (CPU {median.cpu * per:.2f} s)   goal: ≤ {compile_goal} s ({median.wall * per / compile_goal:.2f}× the goal)")
    print(f"  run (swift test)                {ran}   every scenario fails: no adapter method is written yet",
          flush=True)


def print_goals(testing, run):
    """One suite's figures, per 1,000 scenarios, against the goals."""
    per = 1000 / run.scenarios
    compile_goal, run_goal = GOALS[testing]
    print(f"generated {testing} suite: {run.scenarios} scenarios ({run.contracts} contracts of 100 endpoints × 6 scenarios)")
    print(f"  treaty generate (debug build)   {run.generated}   {run.generated.wall * per:5.2f} s per 1,000 scenarios")
    print(f"  compile (swift build, debug)    {run.compiled}   {run.compiled.wall * per:5.2f} s per 1,000 scenarios"
          f" (CPU {run.compiled.cpu * per:.2f} s)   goal: ≤ {compile_goal} s")
    print(f"  run (swift test)                {run.ran}   {run.ran.wall * 6000 / run.scenarios:5.1f} s per 6,000 scenarios"
          f"   goal: ≤ {run_goal} s")
    print("  " + run.summary, flush=True)


def print_curve(testing, runs):
    """How generate, compile and run time grow with the suite: one row per size."""
    print(f"scaling, generated {testing} suite (debug build; wall seconds, CPU seconds in brackets):")
    print(f"  {'endpoints':>9}  {'scenarios':>9}  {'generate':>8}  {'compile':<22}  {'per 1,000 scenarios':<20}"
          f"  {'run':<22}  per 6,000 scenarios")
    for run in sorted(runs, key=lambda run: run.contracts):
        per = 1000 / run.scenarios
        compiled, ran = run.compiled, run.ran
        print(f"  {run.contracts * 100:>9,}  {run.scenarios:>9,}  {run.generated.wall:6.1f} s  {compiled}"
              f"  {compiled.wall * per:5.2f} s (CPU {compiled.cpu * per:5.2f} s)  {ran}  {ran.wall * 6000 / run.scenarios:6.1f} s"
              + ("" if run.passed else f"   FAILED: {run.summary}"))
    print(flush=True)


# Edits to one operation of the 500-operation document, made in turn, as text: (what, the text
# after which the first `old` is replaced by `new`).
EDITS = [
    ("listThing60 gains a summary", "/things60:\n", "      operationId: listThing60\n",
     "      operationId: listThing60\n      summary: Lists the things of kind 60.\n"),
    ("listThing60 gains an optional query parameter", "operationId: listThing60\n", "      parameters:\n",
     "      parameters:\n        - { name: sort, in: query, schema: { type: string } }\n"),
    ("the schema Thing60 gains an optional property", "    Thing60:\n", "      properties:\n",
     "      properties:\n        note: { type: string }\n"),
]

# Incremental goal (issue 47: "a small part of the generated suite"): an edit to one operation
# recompiles neither the contract file nor the tests file, and at most two part files (the one
# holding the edited type and one that uses it), besides the archive and the adapter.
INCREMENTAL_PARTS = 2


def build_listing(testing_dir):
    """`swift build --build-tests -v`, timed, with the suite files the compiler compiled (its
    primary files: SwiftPM batches files into jobs, each naming the ones it compiles)."""
    timing, result = timed(["swift", "build", "--build-tests", "-v"], WORK)
    if result.returncode != 0:
        sys.exit("the generated suite does not compile:\n" + result.stdout[-3000:] + result.stderr[-3000:])
    compiled = set(re.findall(r"-primary-file (\S+)", result.stdout + result.stderr))
    return timing, sorted(os.path.basename(path) for path in compiled if path.startswith(testing_dir + os.sep))


def measure_incremental(testing):
    """The generated suite of the bench's 500-operation OpenAPI document, built whole, then again
    after each edit of `EDITS` (regenerated, then built): which files the compiler recompiled and
    the CPU time against the whole build's."""
    document = os.path.join(WORK, "incremental.yaml")
    subprocess.run([os.path.join(ROOT, ".build/release/treaty-bench"), "--write-openapi", document, "--count", "500"],
                   check=True)
    original = open(document).read()
    treaty = os.path.join(ROOT, ".build/debug/treaty")
    generate = [treaty, "generate", document, "--out", TESTS, "--testing", testing]
    shutil.rmtree(TESTS, ignore_errors=True)
    os.makedirs(TESTS)
    result = subprocess.run(generate + ["--adapter-skeleton", os.path.join(TESTS, "Adapter.swift")], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(result.stdout + result.stderr)
    files = sorted(name for name in os.listdir(TESTS) if name.endswith(".swift"))
    forget_suite_build()
    whole, compiled = build_listing(TESTS)
    print(f"incremental builds, generated {testing} suite of the bench's 500-operation OpenAPI document ({len(files)} files):")
    print(f"  whole suite                     {whole}   {len(compiled)} files compiled")
    text = original
    for what, anchor, old, new in EDITS:
        at = text.find(old, text.find(anchor)) if anchor in text else -1
        if at < 0:
            sys.exit(f"the bench document no longer has the text this edit changes: {what}")
        text = text[:at] + new + text[at + len(old):]
        open(document, "w").write(text)
        result = subprocess.run(generate, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(result.stdout + result.stderr)
        rewritten = [line.split("/")[-1] for line in result.stderr.splitlines() if line.startswith("wrote ")]
        timing, compiled = build_listing(TESTS)
        share = timing.cpu / whole.cpu
        parts = [name for name in compiled if "Contract+Part" in name]
        whole_files = [name for name in compiled if name.endswith("Contract.swift") or name.endswith("ContractTests.swift")]
        met = not whole_files and len(parts) <= INCREMENTAL_PARTS
        print(f"  {what}: rewrote {', '.join(rewritten) or 'nothing'}")
        print(f"    recompiled {len(compiled)} of {len(files)} files ({', '.join(compiled)})   {timing}"
              f"   {share:.2f}× the whole build's CPU   goal: no contract or tests file, ≤ {INCREMENTAL_PARTS} parts:"
              f" {'met' if met else 'not met'}", flush=True)
    open(document, "w").write(original)


def prepare(contracts):
    """Build `treaty` and `treaty-bench`, write `contracts` bench contracts and the package, and
    build its dependencies, which are not measured."""
    subprocess.run(["swift", "build", "--product", "treaty"], cwd=ROOT, check=True, capture_output=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "treaty-bench"], cwd=ROOT, check=True, capture_output=True)
    os.makedirs(WORK, exist_ok=True)
    shutil.rmtree(os.path.join(WORK, "contracts"), ignore_errors=True)
    subprocess.run([os.path.join(ROOT, ".build/release/treaty-bench"), "--write-contracts", os.path.join(WORK, "contracts"),
                    "--count", str(contracts)], check=True)
    identity = os.path.basename(ROOT).lower()  # SwiftPM names a path dependency after its folder
    open(os.path.join(WORK, "Package.swift"), "w").write(PACKAGE.replace("PACKAGE_IDENTITY", identity))
    # SwiftPM's mirror settings (make mirror, for offline machines): this package resolves the same dependencies.
    mirrors = os.path.join(ROOT, ".swiftpm", "configuration", "mirrors.json")
    if os.path.isfile(mirrors):
        os.makedirs(os.path.join(WORK, ".swiftpm", "configuration"), exist_ok=True)
        shutil.copyfile(mirrors, os.path.join(WORK, ".swiftpm", "configuration", "mirrors.json"))
    # Not measured: the dependencies (TreatyStubs, and the tools of this package's plugins), built
    # for a test target of one empty file, so the figures are the suite's own.
    shutil.rmtree(TESTS, ignore_errors=True)
    os.makedirs(TESTS)
    open(os.path.join(TESTS, "Empty.swift"), "w").write("import TreatyStubs\n")
    subprocess.run(["swift", "build", "--build-tests"], cwd=WORK, capture_output=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--testing", choices=["xctest", "swift-testing"], action="append",
                        help="the flavour to measure (repeatable; default: both)")
    parser.add_argument("--floor", action="store_true",
                        help="also compile and run empty tests of the same shape, the floor of both figures")
    parser.add_argument("--contracts", type=int, default=10, choices=range(1, 51), metavar="1-50",
                        help="how many 100-endpoint contracts to generate (default 10: 6,000 scenarios)")
    parser.add_argument("--scaling", action="store_true",
                        help="also measure 100, 1,000 and 5,000 endpoints and print how the cost grows")
    parser.add_argument("--contract", metavar="FILE",
                        help="measure the suite of this contract or OpenAPI document instead of the bench's")
    parser.add_argument("--variants", choices=["on", "off", "both"], default="on",
                        help="with --contract: response variants on (default), off, or both, one after the other")
    parser.add_argument("--incremental", action="store_true",
                        help="measure incremental builds of the 500-operation document's suite instead")
    parser.add_argument("--documents", action="store_true",
                        help="measure the Swift Testing suites of GitHub's and Okta's descriptions instead "
                             "(TREATY_BENCH_GITHUB, TREATY_BENCH_OKTA; a missing one is said and skipped)")
    options = parser.parse_args()
    if options.incremental:
        prepare(1)
        for testing in options.testing or ["swift-testing"]:
            measure_incremental(testing)
        return 0
    if options.documents:
        prepare(1)
        for variable, fallback in DOCUMENTS:
            path = os.environ.get(variable) or os.path.join(ROOT, "..", "shared", "openapi", fallback)
            if not os.path.isfile(path):
                print(f"{variable} is not set and {fallback} is not in ../shared/openapi: that document is not measured",
                      flush=True)
                continue
            print_document("swift-testing", path, measure_document("swift-testing", path, rounds=DOCUMENT_ROUNDS),
                           goal=DOCUMENT_GOAL)
        return 0
    if options.contract:
        path = os.path.abspath(options.contract)
        prepare(1)
        for testing in options.testing or ["xctest", "swift-testing"]:
            for variants in {"on": [True], "off": [False], "both": [False, True]}[options.variants]:
                print_document(testing, path, measure_document(testing, path, variants), variants)
        return 0
    # The goal size is measured first and reported against the goals; the other sizes only in the curve.
    sizes = [options.contracts] + sorted(set(SCALING) - {options.contracts} if options.scaling else [])
    prepare(max(sizes))
    passed = True
    for testing in options.testing or ["xctest", "swift-testing"]:
        runs = []
        for contracts in sizes:
            if contracts != options.contracts:
                print(f"  (measuring {contracts * 100:,} endpoints for the curve)", file=sys.stderr, flush=True)
            runs.append(measure(testing, contracts))
            passed = runs[-1].passed and passed
            if contracts == options.contracts:
                print_goals(testing, runs[-1])
                if options.floor:
                    measure_floor(testing, contracts)
        if options.scaling:
            print_curve(testing, runs)
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
