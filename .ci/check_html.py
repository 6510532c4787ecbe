#!/usr/bin/env python3
"""Checks the DOM headless Chromium built from the HTML report: one finding article per finding of the JSON
report, no script element, and the severity filter's inputs and labels.

    python3 .ci/check_html.py DOM.html REPORT.json
"""
import json
import sys
from html.parser import HTMLParser


class Census(HTMLParser):
    def __init__(self):
        super().__init__()
        self.findings = {"error": 0, "warning": 0, "note": 0}
        self.scripts = 0
        self.radios = set()
        self.labels = set()

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        if tag == "article" and "finding" in classes:
            for severity in self.findings:
                if "sev-" + severity in classes:
                    self.findings[severity] += 1
        if tag == "script":
            self.scripts += 1
        if tag == "input" and attributes.get("type") == "radio":
            self.radios.add(attributes.get("id"))
        if tag == "label" and attributes.get("for"):
            self.labels.add(attributes["for"])


def main():
    dom_path, report_path = sys.argv[1], sys.argv[2]
    census = Census()
    with open(dom_path, encoding="utf-8") as handle:
        census.feed(handle.read())
    with open(report_path, encoding="utf-8") as handle:
        findings = json.load(handle)["findings"]
    expected = {severity: sum(1 for f in findings if f["severity"] == severity) for severity in census.findings}
    problems = []
    if census.findings != expected:
        problems.append(f"findings in the DOM {census.findings}, in the JSON report {expected}")
    if census.scripts:
        problems.append(f"{census.scripts} script elements")
    filters = {"show-all", "show-error", "show-warning", "show-note"}
    if not filters <= census.radios or not filters <= census.labels:
        problems.append(f"filter inputs {sorted(census.radios)}, labels {sorted(census.labels)}")
    if problems:
        print("HTML report check failed:\n  " + "\n  ".join(problems), file=sys.stderr)
        sys.exit(1)
    print(f"HTML report: {sum(census.findings.values())} findings rendered, as in the JSON report")


if __name__ == "__main__":
    main()
