#!/bin/sh
# Prints `treaty lint --format json` (and the exit code) for every bundled contract, every
# document in ../shared/openapi and the bench's generated inputs, one section per run.
# `make lint-snapshot-check` compares it with Tests/LintSnapshot/lint.txt, so a loader change
# that moves, rewords, adds or drops a single diagnostic shows as a diff.
# usage: scripts/lint-snapshot.sh TREATY BENCH > snapshot.txt   (run from the package root)
set -u
treaty=$1
bench=$2
generated=.build/lint-snapshot-inputs
rm -rf "$generated"
mkdir -p "$generated"
"$bench" --write-contracts "$generated/contracts" >/dev/null
"$bench" --write-openapi "$generated/openapi.yaml" >/dev/null

run() {
    printf '== treaty lint --format json %s\n' "$*"
    "$treaty" lint --format json "$@"
    printf '\n== exit %s\n' "$?"
}

for file in contracts/*.yaml Tests/Contracts/*.yaml Tests/Contracts/*/*.yaml Tests/LiveCheck/*.yaml; do
    run "$file"
done
run contracts
if [ -d ../shared/openapi ]; then
    for file in ../shared/openapi/*.yaml; do
        run "$file"
        run --strict "$file"
    done
fi
run "$generated/contracts"
run "$generated/openapi.yaml"

# The process bench's project: 1,000 endpoints whose scenarios share three fixture files. Then two
# contracts of three endpoints sharing fixtures that are broken, missing, and a link out of their
# project into the first one's, linted in one run with it in both orders: a fixture one project
# reads is still refused to the other.
"$bench" --write-shared-fixtures "$generated/shared" >/dev/null
run "$generated/shared/contracts"
broken="$generated/shared-broken"
"$bench" --write-shared-fixtures "$broken" --count 2 >/dev/null
for file in "$broken"/contracts/*.yaml; do
    awk '/^  get3:/ { skip = 1 } /^schemas:/ { skip = 0 } !skip' "$file" > "$file.cut" && mv "$file.cut" "$file"
done
printf '{"error": "not_found",\n' > "$broken/Fixtures/error-not-found.json"
rm "$broken/Fixtures/error-rate-limited.json" "$broken/Fixtures/thing-success.json"
ln -s ../../shared/Fixtures/thing-success.json "$broken/Fixtures/thing-success.json"
run "$generated/shared/contracts" "$broken/contracts"
run "$broken/contracts" "$generated/shared/contracts"

# Mutants of a Treaty contract and an OpenAPI document: each edit makes the loader report.
mutate() {
    source=$1
    shift
    number=0
    for edit in "$@"; do
        number=$((number + 1))
        mutant="$generated/mutant$number-$(basename "$source")"
        sed "$edit" "$source" > "$mutant"
        run "$mutant"
    done
}
mutate contracts/projects.yaml 's/responses:/respones:/' 's/type: integer/type: integr/' \
    's/schemas\/Project"/schemas\/Projet"/' 's/minimum: 1/minimum: one/' 's/method: GET/method: FETCH/' \
    '0,/status: 200/s//status: 299/' 's/required: \[id, name\]/required: id/' '3s/$/ {/' 's/^  /\t/' \
    '0,/    method:/s/    method:.*/&\n    method: GET/' 's/format: date-time/format: datetime/'
if [ -f ../shared/openapi/petstore-expanded.yaml ]; then
    mutate ../shared/openapi/petstore-expanded.yaml 's/responses:/respones:/' 's/type: integer/type: integr/' \
        's/schemas\/Pet"/schemas\/Pt"/' 's/in: query/in: cookie/' 's/openapi: .*/openapi: 3.0.9/' \
        's/required: true/required: yes/' 's/format: int64/format: long/' '0,/- name/s//- nme/'
fi
