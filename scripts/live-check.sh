#!/usr/bin/env bash
# End-to-end live checks against a local httpbin ('make live-check'):
#   1. contracts/httpbin.yaml and the shared ../shared/openapi/httpbin.openapi.yaml conform (exit 0), in every
#      report format, with no secret in any report;
#   2. the drifted copies of both in Tests/LiveCheck yield exactly the expected findings (exit 1);
#   3. 'treaty summary' puts that drift in its lane (exit 1);
#   4. explored inputs find drift the fixed samples miss (Tests/LiveCheck/httpbin-explore.yaml),
#      and a form body arrives field by field (Tests/LiveCheck/httpbin-form.yaml);
#   5. a baseline accepts known drift: the second run of the drifted copy is all persisting, exit 0;
#   6. a recording of httpbin refreshes a fixture, which then verifies (Tests/LiveCheck/record);
#   7. no report, recording or baseline holds the token;
#   8. with httpbin stopped, the check exits 3 (could not verify), never 1.
# Fails loudly when httpbin cannot be installed or started.
set -euo pipefail
cd "$(dirname "$0")/.."

TREATY=.build/debug/treaty
OUT=.build/live-check
RESOURCES=Tests/LiveCheck
OPENAPI=../shared/openapi/httpbin.openapi.yaml # used in place: shared/ sits beside the clone
export HTTPBIN_TOKEN="live-check-token-5d1f0c"
AUTH='Authorization: Bearer ${HTTPBIN_TOKEN}'

fail() { echo "live-check: FAIL: $*" >&2; exit 1; }
expect_status() { # expected actual what
  [ "$1" = "$2" ] || fail "$3 exited $2, expected $1"
  echo "live-check: ok: $3 exited $2"
}
check() { # name contract: 'treaty check' with every report format, into $OUT/name.*
  "$TREATY" check "$2" --base-url "$URL" --header "$AUTH" --timeout 10 \
    --report "json:$OUT/$1.json" --report "junit:$OUT/$1.xml" --report "markdown:$OUT/$1.md" \
    --report "html:$OUT/$1.html" > "$OUT/$1.txt"
}
expect_findings() { # name expected: the findings in $OUT/name.json, one sorted line each, are exactly 'expected'
  python3 - "$OUT/$1.json" > "$OUT/$1.findings" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
lines = []
for sample in report["samples"]:
    for f in sample["findings"]:
        lines.append(f'{sample["endpoint"]} #{sample["sample"]} {f["check"]} {f["rule"]} {f["target"]} {f["pointer"]} {f["classification"]}')
print("\n".join(sorted(lines)))
PY
  diff -u "$2" "$OUT/$1.findings" || fail "the findings of $1 differ from $2"
  echo "live-check: ok: $1 yields exactly the findings in $2"
}

[ -f "$OPENAPI" ] || fail "$OPENAPI not found; the shared/ folder must sit beside the repository"
swift build ${SWIFTPM_FLAGS:-} --product treaty >/dev/null   # make's flags, so no rebuild
rm -rf "$OUT" && mkdir -p "$OUT"
trap 'scripts/httpbin.sh stop' EXIT
scripts/httpbin.sh start
URL="$(cat .build/httpbin.url)"

status=0; check green contracts/httpbin.yaml || status=$?
cat "$OUT/green.txt"
expect_status 0 "$status" "check of contracts/httpbin.yaml"

status=0; check openapi "$OPENAPI" || status=$?
cat "$OUT/openapi.txt"
expect_status 0 "$status" "check of $OPENAPI"

status=0; check drifted "$RESOURCES/httpbin-drifted.yaml" || status=$?
expect_status 1 "$status" "check of the drifted copy"
expect_findings drifted "$RESOURCES/httpbin-drifted.expected"

status=0; check openapi-drifted "$RESOURCES/httpbin-drifted.openapi.yaml" || status=$?
expect_status 1 "$status" "check of the drifted OpenAPI copy"
expect_findings openapi-drifted "$RESOURCES/httpbin-drifted.openapi.expected"

status=0
"$TREATY" check "$RESOURCES/httpbin-form.yaml" --base-url "$URL" --allow-unsafe --timeout 10 > "$OUT/form.txt" || status=$?
cat "$OUT/form.txt"
expect_status 0 "$status" "check of a form body echoed by /post"

status=0; check explore-fixed "$RESOURCES/httpbin-explore.yaml" || status=$?
expect_status 0 "$status" "check of the explore contract's fixed samples"
status=0
"$TREATY" check "$RESOURCES/httpbin-explore.yaml" --base-url "$URL" --header "$AUTH" --explore 8 --seed 7 \
  --report "json:$OUT/explore.json" > "$OUT/explore.txt" || status=$?
expect_status 1 "$status" "check with --explore 8"
grep -q '"pointer": "/args/mode"' "$OUT/explore.json" || fail "explore did not find the drift at /args/mode"
grep -q "explored: curl -X GET '$URL/get?mode=%C3%9Cbung'" "$OUT/explore.txt" || fail "the drift does not name its request"
echo "live-check: ok: explore finds /args/mode and names the request"

for run in 1 2; do
  status=0
  "$TREATY" check "$RESOURCES/httpbin-drifted.yaml" --base-url "$URL" --header "$AUTH" --timeout 10 \
    --baseline "$OUT/baseline.json" --update-baseline --run-id "$run" --report "json:$OUT/baseline-$run.json" \
    > "$OUT/baseline-$run.txt" || status=$?
  expect_status $((run == 1 ? 1 : 0)) "$status" "baseline run $run of the drifted copy"
done
grep -Eq "^baseline: 0 new, [1-9][0-9]* persisting, 0 resolved" "$OUT/baseline-2.txt" || fail "the second run is not all persisting"
grep -q '"baseline": "new"' "$OUT/baseline-2.json" && fail "the second run has new findings"
echo "live-check: ok: the second run against an unchanged server is all persisting"

rm -rf "$OUT/record" && cp -r "$RESOURCES/record" "$OUT/record"
status=0
"$TREATY" check "$OUT/record/recorded.yaml" --base-url "$URL" --header "$AUTH" --record "$OUT/record/live" \
  > "$OUT/record.txt" 2> "$OUT/record.err" || status=$?
expect_status 0 "$status" "check --record"
"$TREATY" fixtures refresh "$OUT/record/recorded.yaml" --from "$OUT/record/live" > "$OUT/refresh.diff" 2> "$OUT/refresh.err"
grep -q "1 fixture(s) refreshed, 0 unchanged, 1 refused" "$OUT/refresh.err" || fail "refresh: $(cat "$OUT/refresh.err")"
grep -q '"Authorization": "Bearer ' "$OUT/record/headers.json" || fail "the refreshed fixture lacks the scrubbed header"
status=0; "$TREATY" fixtures verify "$OUT/record/recorded.yaml" > "$OUT/verify.txt" || status=$?
expect_status 0 "$status" "fixtures verify on the refreshed fixture"

if grep -rl "$HTTPBIN_TOKEN" "$OUT"; then fail "a report, recording or baseline contains the token"; fi
echo "live-check: ok: no report, recording or baseline contains the token"

status=0; "$TREATY" summary --live "$OUT/drifted.json" > "$OUT/summary.txt" || status=$?
expect_status 1 "$status" "summary of the drifted run"
grep -q "^schema drift: drift:" "$OUT/summary.txt" || fail "the summary does not show the drift lane"

scripts/httpbin.sh stop
status=0
"$TREATY" check contracts/httpbin.yaml --base-url "$URL" --retries 0 --timeout 5 --report "json:$OUT/stopped.json" \
  > "$OUT/stopped.txt" || status=$?
expect_status 3 "$status" "check with httpbin stopped"
grep -q '"verdict": "environment"' "$OUT/stopped.json" || fail "the stopped run is not 'environment'"
grep -q '"drift": 0' "$OUT/stopped.json" || fail "the stopped run counted drift"
echo "live-check: all checks passed"
