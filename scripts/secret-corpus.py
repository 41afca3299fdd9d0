#!/usr/bin/env python3
"""Collects real public JSON payloads for `make secret-precision`.

Each argument is a JSON file: an OpenAPI document (or an excerpt of one), whose `example` and
`examples.*.value` objects are written out, or a recorded fixture list of `{"response": ...}`
entries, whose responses are written out. One payload per file in OUT, named after its source.

    scripts/secret-corpus.py OUT api.github.com.json recordings/*.json
"""
import json
import os
import sys


def examples(node, found):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "examples" and isinstance(value, dict):
                found += [v["value"] for v in value.values() if isinstance(v, dict) and "value" in v]
            elif key == "example":
                found.append(value)
            else:
                examples(value, found)
    elif isinstance(node, list):
        for item in node:
            examples(item, found)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    written = 0
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as file:
            document = json.load(file)
        found = []
        if isinstance(document, list) and all(isinstance(e, dict) and "response" in e for e in document):
            found = [entry["response"] for entry in document]
        else:
            examples(document, found)
        stem = os.path.basename(path).rsplit(".", 1)[0]
        for index, payload in enumerate(p for p in found if isinstance(p, (dict, list))):
            with open(os.path.join(out, f"{stem}-{index}.json"), "w", encoding="utf-8") as file:
                json.dump(payload, file, sort_keys=True)
            written += 1
    print(f"{written} payload(s) in {out}")


if __name__ == "__main__":
    main()
