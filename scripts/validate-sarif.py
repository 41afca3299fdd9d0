#!/usr/bin/env python3
"""Validates SARIF logs against the SARIF 2.1.0 schema kept in Tests/SARIF.

usage: validate-sarif.py LOG.sarif...

Exit 0 when every log is valid, 1 with each error (file, JSON path, message) when one is not,
3 when the jsonschema package is missing (run 'make sarif-validator').
"""
import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed; run 'make sarif-validator'", file=sys.stderr)
    sys.exit(3)

SCHEMA = pathlib.Path(__file__).resolve().parent.parent / "Tests" / "SARIF" / "sarif-schema-2.1.0.json"


def main(paths):
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    # The schema is draft-04 but names later formats (uri-reference): check every format jsonschema knows.
    validator = validator_class(schema, format_checker=jsonschema.FormatChecker())
    failed = False
    for path in paths:
        log = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
        for error in sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path)):
            failed = True
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print(f"{path}: {where}: {error.message}")
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
