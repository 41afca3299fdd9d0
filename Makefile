# Treaty — every target works from a fresh clone on Debian with the Swift toolchain installed.
SWIFT ?= swift
TREATY = .build/debug/treaty

.PHONY: all deps build test lint demo bench conformance live-check clean

all: build

# libyaml is the only system library Treaty needs; install it when we can, or say how.
deps:
	@pkg-config --exists yaml-0.1 2>/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing libyaml-dev"; apt-get update -qq && apt-get install -y -qq libyaml-dev pkg-config >/dev/null; \
	  else \
	    echo "Treaty needs libyaml: run 'sudo apt-get install libyaml-dev pkg-config'"; exit 1; \
	  fi; }

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) test --parallel

lint: build
	$(TREATY) lint contracts

demo: build
	@echo "== treaty lint contracts/"
	@$(TREATY) lint contracts
	@echo
	@echo "== treaty overview contracts/"
	@$(TREATY) overview contracts

bench: deps
	$(SWIFT) build -c release --product treaty-bench
	.build/release/treaty-bench

conformance: deps
	$(SWIFT) build --product treaty-conformance
	.build/debug/treaty-conformance

# Live checks against a local httpbin (installed from PyPI when missing): green contract, drifted
# copy with exact findings, stopped server exits 3. Fails when httpbin cannot be started.
live-check: deps
	scripts/live-check.sh

clean:
	rm -rf .build
