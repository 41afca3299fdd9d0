# Treaty — every target works from a fresh clone on Debian with the Swift toolchain installed.
SWIFT ?= swift
TREATY = .build/debug/treaty

# The compiler holds the rules: every import must be a declared dependency of its target, and
# with STRICT=1 (set by .ci/run) a warning is an error. Every build below passes the same flags,
# so switching between targets never rebuilds from scratch.
SWIFTPM_FLAGS = --explicit-target-dependency-import-check error
ifeq ($(STRICT),1)
SWIFTPM_FLAGS += -Xswiftc -warnings-as-errors
endif
export SWIFTPM_FLAGS

.PHONY: all mirror example deps build test lint demo golden generate-check format-check runtime-scan module-graph-check cli-docs cli-docs-check lint-snapshot-check lint-snapshot sarif-validator bench bench-serve conformance mutants secret-precision live-check clean

all: build

# Offline builds: when ../shared/mirrors (beside the project) holds bare mirrors of the packages
# the manifests name, SwiftPM is told to fetch each real URL from there. SwiftPM matches a mirror by
# the URL exactly as a manifest writes it, so both spellings (with and without `.git`) are mapped.
# It needs an absolute path, resolved here at make time; it is written to .swiftpm/ (never
# committed), and a mapping already there is not written again.
MIRRORS := $(abspath ../shared/mirrors)
# owner/name of every package in the graphs: Treaty's own, and Examples/Tracker's
# (swift-openapi-generator, its runtime and URLSession transport, and what they depend on).
MIRRORED = apple/swift-argument-parser apple/swift-openapi-generator apple/swift-openapi-runtime \
	apple/swift-openapi-urlsession apple/swift-http-types apple/swift-collections mattpolzin/OpenAPIKit \
	jpsim/Yams apple/swift-algorithms apple/swift-numerics
# PACKAGE is the package to set them for (default: this one; `make example` passes Examples/Bookshelf).
PACKAGE ?= .
mirror:
	@config="$(PACKAGE)/.swiftpm/configuration/mirrors.json"; \
	for repo in $(MIRRORED); do \
	  bare="$(MIRRORS)/$${repo#*/}.git"; [ -d "$$bare" ] || continue; \
	  for url in "https://github.com/$$repo" "https://github.com/$$repo.git"; do \
	    grep -s -B1 -F "\"original\" : \"$$url\"" "$$config" | grep -q -F "\"mirror\" : \"$$bare\"" && continue; \
	    $(SWIFT) package --package-path $(PACKAGE) config set-mirror --original "$$url" --mirror "$$bare" || exit 1; \
	  done; \
	done

# The consumer package (Examples/Bookshelf): depends on Treaty by path, checks its committed suite
# through the command plugin, and runs it with its hand-written tests, as an adopting team would.
EXAMPLE = Examples/Bookshelf
example: deps
	@$(MAKE) --no-print-directory mirror PACKAGE=$(EXAMPLE)
	$(SWIFT) package --package-path $(EXAMPLE) --allow-writing-to-package-directory treaty generate --check
	$(SWIFT) test --package-path $(EXAMPLE) $(SWIFTPM_FLAGS)

# The system libraries Treaty needs: libyaml (reading contracts) and libcurl (live checks).
# Install them when we can, or say how.
deps: mirror
	@{ pkg-config --exists yaml-0.1 && pkg-config --exists libcurl; } 2>/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing libyaml-dev libcurl4-openssl-dev"; apt-get update -qq && \
	      apt-get install -y -qq libyaml-dev libcurl4-openssl-dev pkg-config >/dev/null; \
	  else \
	    echo "Treaty needs libyaml and libcurl: run 'sudo apt-get install libyaml-dev libcurl4-openssl-dev pkg-config'"; exit 1; \
	  fi; }

build: deps
	$(SWIFT) build $(SWIFTPM_FLAGS)

# The tests run under a watchdog: a run that hangs stops after 15 minutes (it takes about one)
# with every thread's stack in the log, instead of holding CI until its own limit.
test: deps runtime-scan
	$(SWIFT) build --build-tests $(SWIFTPM_FLAGS)
	scripts/watchdog.sh 900 $(SWIFT) test $(SWIFTPM_FLAGS) --parallel --skip-build

lint: build
	$(TREATY) lint contracts

demo: build
	@echo "== treaty lint contracts/"
	@$(TREATY) lint contracts
	@echo
	@echo "== treaty overview contracts/"
	@$(TREATY) overview contracts
	@echo "== treaty fixtures verify"
	@$(TREATY) fixtures verify
	@echo
	@echo "== treaty generate contracts/projects.yaml --out Tests/ProjectsContractTests --check"
	@$(TREATY) generate contracts/projects.yaml --out Tests/ProjectsContractTests --check
	@echo
	@echo "== the generated Projects suite, run against ExampleClient"
	@$(SWIFT) test $(SWIFTPM_FLAGS) --filter ProjectsContractTests 2>&1 | grep -E "^(✔|✘) Test run|↳ client regression" || true

# The generated suites are goldens: regenerate them after a generator change and review the diff.
# treaty.yaml lists the three contracts with their output folders and options.
golden: build
	$(TREATY) generate

# Fails when a checked-in generated suite is stale.
generate-check: build
	rm -rf .build/petstore-import
	$(TREATY) import openapi ../shared/openapi/petstore.yaml --out .build/petstore-import --name Petstore >/dev/null
	diff -u Tests/Contracts/petstore/petstore.yaml .build/petstore-import/petstore.yaml
	$(TREATY) generate --check

# Every diagnostic of the bundled contracts, ../shared/openapi, the bench inputs and some mutants,
# as `treaty lint --format json` prints it: fails when one moved, changed, appeared or vanished.
# `make lint-snapshot` records a deliberate change; review the diff of Tests/LintSnapshot/lint.txt.
lint-snapshot-check: build
	$(SWIFT) build --product treaty-bench
	scripts/lint-snapshot.sh $(TREATY) .build/debug/treaty-bench > .build/lint-snapshot.txt
	diff -u Tests/LintSnapshot/lint.txt .build/lint-snapshot.txt

lint-snapshot: build
	$(SWIFT) build --product treaty-bench
	scripts/lint-snapshot.sh $(TREATY) .build/debug/treaty-bench > Tests/LintSnapshot/lint.txt

# jsonschema (PyPI) in .build/venv: the SARIF output tests validate against the SARIF 2.1.0 schema
# with it, and skip with a reason without it (CI installs it and requires it).
sarif-validator:
	@[ -x .build/venv/bin/python ] || python3 -m venv .build/venv
	@.build/venv/bin/python -c "import jsonschema, rfc3986_validator" 2>/dev/null || \
	  .build/venv/bin/python -m pip install -q jsonschema rfc3986-validator

# docs/cli.md's command reference, below its marker line, is written by the (hidden) 'treaty
# cli-reference' command from the command declarations; the prose above the marker is by hand.
cli-docs: build
	scripts/cli-docs.sh

cli-docs-check: build
	scripts/cli-docs.sh --check

# The runtime modules (what a test target links) use nothing newer than the declared platforms,
# nothing Linux-only outside '#if canImport', and document every public declaration.
runtime-scan:
	scripts/runtime-scan.py

# The module graph keeps its layers: features depend only on the core model (and tooling), never on each other.
module-graph-check:
	scripts/module-graph-check.py

bench: deps
	@[ -x .build/venv/bin/python ] || python3 -m venv .build/venv
	@.build/venv/bin/python -c "import fastjsonschema" 2>/dev/null || .build/venv/bin/python -m pip install -q fastjsonschema
	$(SWIFT) build -c release --product treaty-bench
	PATH="$$PWD/.build/venv/bin:$$PATH" .build/release/treaty-bench
	python3 scripts/bench-suite.py --floor --scaling

# Requests per second of `treaty serve` with keep-alive, beside Python's http.server and the
# in-process stubs in the same run (docs/benchmarks.md). The Python peer runs from .build/venv.
bench-serve: deps
	@[ -x .build/venv/bin/python ] || python3 -m venv .build/venv
	$(SWIFT) build -c release --product treaty
	$(SWIFT) build -c release --product treaty-bench
	scripts/bench-serve.py

conformance: deps
	$(SWIFT) build $(SWIFTPM_FLAGS) --product treaty-conformance
	.build/debug/treaty-conformance

# Live checks against a local httpbin (installed from PyPI when missing): green contract, drifted
# copy with exact findings, stopped server exits 3. Fails when httpbin cannot be started.
live-check: deps
	scripts/live-check.sh

# swift-format in strict mode over hand-written Swift (generated goldens and Examples/*/Generated have their own renderer).
format-check:
	swift format lint --strict $$(git ls-files '*.swift' | grep -v -E '^Tests/(Projects|Notes|Petstore)ContractTests/(Projects|Notes|Petstore)Contract(Tests)?\.swift$$' | grep -v '^Examples/.*/Generated/')

clean:
	rm -rf .build

# Deliberate faults in ExampleClient; the generated contract suite must catch every one.
mutants: deps
	python3 scripts/mutants.py

# Secret-scan precision on real public payloads (docs/fixtures.md): CORPUS is a folder of JSON
# payloads (scripts/secret-corpus.py makes one), ALLOW the project allow list, comma-separated.
secret-precision: deps
	@[ -n "$(CORPUS)" ] || { echo "usage: make secret-precision CORPUS=DIR [ALLOW=a,b]"; exit 2; }
	$(SWIFT) build $(SWIFTPM_FLAGS) --build-tests
	TREATY_SECRET_CORPUS="$(abspath $(CORPUS))" TREATY_SECRET_ALLOW="$(ALLOW)" \
		$(SWIFT) test $(SWIFTPM_FLAGS) --skip-build --filter SecretScanPrecisionTests
