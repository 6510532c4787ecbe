#!/usr/bin/env python3
"""Compare an audit's JSON report with the `// expect: rule, rule` comments in the Examples sources
(`// review: rule` for a result to review).

Exits 1 and lists the differences when a planted defect is not reported on its line, or when a line
without an expectation is reported.
"""
import json
import os
import re
import sys

report_path, examples = sys.argv[1], sys.argv[2]
with open(report_path, encoding="utf-8") as handle:
    report = json.load(handle)

expected = set()
for folder, _, files in os.walk(examples):
    for name in files:
        if not name.endswith(".swift"):
            continue
        path = os.path.join(folder, name)
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                for match in re.finditer(r"// (expect|review): ([^/]*)", line):
                    kind = "defect" if match.group(1) == "expect" else "review"
                    for rule in match.group(2).split(","):
                        expected.add((os.path.normpath(path), number, rule.strip(), kind))

actual = {(os.path.normpath(f["path"]), f["line"], f["ruleId"], f.get("kind", "defect")) for f in report["findings"]}
missing = sorted(expected - actual)
unexpected = sorted(actual - expected)
for path, line, rule, kind in missing:
    print(f"missing: {path}:{line} {rule} ({kind})", file=sys.stderr)
for path, line, rule, kind in unexpected:
    print(f"unexpected: {path}:{line} {rule} ({kind})", file=sys.stderr)
if report["problems"]:
    print(f"problems: {report['problems']}", file=sys.stderr)
if missing or unexpected or report["problems"] or not expected:
    sys.exit(1)
print(f"Examples: {len(expected)} expected findings reported, no others")
