#!/usr/bin/env python3
"""Score one rule against hand-labelled lines in real apps: recall, false alarms and precision.

Each label names a line where the rule should report (`verdict: report`) or stay quiet (`verdict: quiet`),
found by searching the apps for the construct the rule is about, not by running the rule. Copy each
labelled app's `.swift` files into `DEVSET/OWNER+NAME/` at the commit the labels name, then:

    swift build -c release
    python3 Tests/RealWorld/sites.py --labels Tests/RealWorld/motion-sites.jsonl --devset DEVSET

Each app is audited on its own with `--only` the labels' rule. A finding matches a label in the same file
within two lines. Printed: recall on `report` lines, the `quiet` lines reported (false alarms), and the
findings on no labelled line, to judge by reading. Precision is the share of findings on `report` lines
when every finding is on a labelled line.
"""
import argparse
import json
import os
import subprocess
import sys
from collections import defaultdict

SLACK = 2


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--labels", required=True)
    parser.add_argument("--devset", required=True, action="append", help="folder holding OWNER+NAME app folders (repeatable)")
    parser.add_argument("--binary", default=".build/release/native-a11y")
    args = parser.parse_args()

    labels = [json.loads(line) for line in open(args.labels, encoding="utf-8") if line.strip()]
    rules = {label["rule"] for label in labels}
    if len(rules) != 1:
        sys.exit(f"{args.labels}: expected labels for one rule, found {sorted(rules)}")
    rule = rules.pop()
    binary = os.path.abspath(args.binary)

    by_repo = defaultdict(list)
    for label in labels:
        by_repo[label["repo"]].append(label)

    findings = []
    for repo in sorted(by_repo):
        folder = next((os.path.join(root, repo.replace("/", "+")) for root in args.devset
                       if os.path.isdir(os.path.join(root, repo.replace("/", "+")))), None)
        if folder is None:
            sys.exit(f"{repo}: not found under {args.devset}")
        result = subprocess.run(
            [binary, "audit", "--only", rule, "--no-cache", "--format", "json", "--fail-on", "never", "--quiet", "."],
            cwd=folder, capture_output=True, text=True)
        if result.returncode not in (0, 1, 3):
            sys.exit(f"audit of {folder} failed ({result.returncode}): {result.stderr[-2000:]}")
        findings += [(repo, finding) for finding in json.loads(result.stdout)["findings"]]

    def matches(label, repo, finding):
        return label["repo"] == repo and label["path"] == finding["path"] and abs(label["line"] - finding["line"]) <= SLACK

    reported = [label for label in labels if label["verdict"] == "report"]
    quiet = [label for label in labels if label["verdict"] == "quiet"]
    found = [label for label in reported if any(matches(label, repo, f) for repo, f in findings)]
    alarms = [label for label in quiet if any(matches(label, repo, f) for repo, f in findings)]
    unlabelled = [(repo, f) for repo, f in findings if not any(matches(label, repo, f) for label in labels)]
    on_report = [(repo, f) for repo, f in findings if any(matches(label, repo, f) for label in reported)]

    print(f"{rule}: {len(findings)} findings in {len(by_repo)} apps")
    print(f"recall: {len(found)}/{len(reported)} report lines reported")
    print(f"false alarms: {len(alarms)}/{len(quiet)} quiet lines reported")
    for label in alarms:
        print(f"  alarm  {label['repo']} {label['path']}:{label['line']} ({label.get('category', '')})")
    for label in reported:
        if label not in found:
            print(f"  missed {label['repo']} {label['path']}:{label['line']} ({label.get('category', '')})")
    if unlabelled:
        print(f"findings on no labelled line: {len(unlabelled)} (judge by reading)")
        for repo, finding in unlabelled:
            print(f"  {repo} {finding['path']}:{finding['line']}: {finding['message']}")
    else:
        print(f"precision: {len(on_report)}/{len(findings)} findings on report lines")


if __name__ == "__main__":
    main()
