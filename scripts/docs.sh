#!/usr/bin/env bash
# Builds the DocC reference of the TreatyStubs product from the symbols its built module declares,
# into .build/docs/TreatyStubs.doccarchive. Any DocC warning (an unresolved link, an undocumented
# parameter) fails, so the catalogue and the doc comments stay in step. `make docs` runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

swift=${SWIFT:-swift}
bin=$($swift build --show-bin-path ${SWIFTPM_FLAGS:-})
target=$($swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
docc=$(command -v docc || echo "xcrun docc")
graphs=.build/symbol-graphs/TreatyStubs
rm -rf "$graphs" .build/docs/TreatyStubs.doccarchive
mkdir -p "$graphs" .build/docs
$swift symbolgraph-extract -module-name TreatyStubs -I "$bin/Modules" -target "$target" -output-dir "$graphs" \
  -minimum-access-level public
log=$($docc convert Sources/TreatyStubs/TreatyStubs.docc --additional-symbol-graph-dir "$graphs" \
  --output-path .build/docs/TreatyStubs.doccarchive 2>&1) || { echo "$log"; exit 1; }
if grep -q "warning:" <<<"$log"; then
  echo "$log"
  echo "docs: DocC reported warnings; fix the doc comments or Sources/TreatyStubs/TreatyStubs.docc" >&2
  exit 1
fi
echo "docs: .build/docs/TreatyStubs.doccarchive built without warnings"
