#!/usr/bin/env python3
"""Parse every .feature file given (files or folders) with the official Gherkin parser; fail on any error.

    pip install gherkin-official
    python3 .ci/check_gherkin.py plan-features/ criteria.feature
"""
import os
import sys

from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner


def features(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, _, names in os.walk(path):
                for name in sorted(names):
                    if name.endswith(".feature"):
                        yield os.path.join(root, name)
        else:
            yield path


def main():
    files = list(features(sys.argv[1:]))
    if not files:
        sys.exit("no .feature files found in " + " ".join(sys.argv[1:]))
    failed = 0
    scenarios = 0
    for path in files:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        try:
            document = Parser().parse(TokenScanner(text))
        except Exception as error:  # the parser raises a composite error listing each problem
            failed += 1
            print(f"{path}: {error}", file=sys.stderr)
            continue
        feature = document.get("feature")
        if not feature:
            failed += 1
            print(f"{path}: no Feature", file=sys.stderr)
            continue
        scenarios += sum(1 for child in feature["children"] if "scenario" in child)
    if failed:
        sys.exit(f"{failed} of {len(files)} feature files do not parse")
    print(f"{len(files)} feature files parse ({scenarios} scenarios)")


if __name__ == "__main__":
    main()
