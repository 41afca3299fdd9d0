#!/usr/bin/env bash
# End-to-end live checks against a local httpbin ('make live-check'):
#   1. contracts/httpbin.yaml conforms (exit 0), in every report format, with no secret in any report;
#   2. the drifted copy in Tests/LiveCheck yields exactly the expected findings (exit 1);
#   3. 'treaty summary' puts that drift in its lane (exit 1);
#   4. with httpbin stopped, the check exits 3 (could not verify), never 1.
# Fails loudly when httpbin cannot be installed or started.
set -euo pipefail
cd "$(dirname "$0")/.."

TREATY=.build/debug/treaty
OUT=.build/live-check
RESOURCES=Tests/LiveCheck
export HTTPBIN_TOKEN="live-check-token-5d1f0c"
AUTH='Authorization: Bearer ${HTTPBIN_TOKEN}'

fail() { echo "live-check: FAIL: $*" >&2; exit 1; }
expect_status() { # expected actual what
  [ "$1" = "$2" ] || fail "$3 exited $2, expected $1"
  echo "live-check: ok: $3 exited $2"
}

swift build --product treaty >/dev/null
rm -rf "$OUT" && mkdir -p "$OUT"
trap 'scripts/httpbin.sh stop' EXIT
scripts/httpbin.sh start
URL="$(cat .build/httpbin.url)"

set +e
"$TREATY" check contracts/httpbin.yaml --base-url "$URL" --header "$AUTH" --timeout 10 \
  --report "json:$OUT/green.json" --report "junit:$OUT/green.xml" --report "markdown:$OUT/green.md" \
  --report "html:$OUT/green.html" > "$OUT/green.txt"
status=$?
set -e
cat "$OUT/green.txt"
expect_status 0 "$status" "check of contracts/httpbin.yaml"

set +e
"$TREATY" check "$RESOURCES/httpbin-drifted.yaml" --base-url "$URL" --header "$AUTH" --timeout 10 \
  --report "json:$OUT/drifted.json" --report "junit:$OUT/drifted.xml" --report "markdown:$OUT/drifted.md" \
  --report "html:$OUT/drifted.html" > "$OUT/drifted.txt"
status=$?
set -e
expect_status 1 "$status" "check of the drifted copy"
python3 - "$OUT/drifted.json" > "$OUT/drifted.findings" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
lines = []
for sample in report["samples"]:
    for f in sample["findings"]:
        lines.append(f'{sample["endpoint"]} #{sample["sample"]} {f["check"]} {f["rule"]} {f["target"]} {f["pointer"]} {f["classification"]}')
print("\n".join(sorted(lines)))
PY
diff -u "$RESOURCES/httpbin-drifted.expected" "$OUT/drifted.findings" || fail "the drifted copy's findings differ from $RESOURCES/httpbin-drifted.expected"
echo "live-check: ok: the drifted copy yields exactly the expected findings"

if grep -l "$HTTPBIN_TOKEN" "$OUT"/*; then fail "a report contains the token"; fi
echo "live-check: ok: no report contains the token"

set +e
"$TREATY" summary --live "$OUT/drifted.json" > "$OUT/summary.txt"
status=$?
set -e
expect_status 1 "$status" "summary of the drifted run"
grep -q "^schema drift: drift:" "$OUT/summary.txt" || fail "the summary does not show the drift lane"

scripts/httpbin.sh stop
set +e
"$TREATY" check contracts/httpbin.yaml --base-url "$URL" --retries 0 --timeout 5 --report "json:$OUT/stopped.json" > "$OUT/stopped.txt"
status=$?
set -e
expect_status 3 "$status" "check with httpbin stopped"
grep -q '"verdict": "environment"' "$OUT/stopped.json" || fail "the stopped run is not 'environment'"
grep -q '"drift": 0' "$OUT/stopped.json" || fail "the stopped run counted drift"
echo "live-check: all checks passed"
