#!/usr/bin/env python3
"""Precision of the non-modal rules on the real-app development set.

Audits each app on its own, takes every k-th finding of each rule (k chosen so a rule gives at least 20, all
when it has fewer than 40), sorted by rule, repository, path and line, and joins the sample with the judgements
in finding-judgements.jsonl. Prints, per rule, how many findings there are, the sample size, and how many of the
sample were judged right, wrong or unsure; findings nobody has judged yet are listed, to be read and added.

    python3 Tests/RealWorld/precision.py --devset DEVSET --binary .build/release/native-a11y

A finding in code nothing calls counts as right: dead code is still code. Results to review (JSON `kind: review`)
are counted apart (column `review`) and left out of the sample unless `--with-review`.
"""
import argparse
import json
import os
import subprocess
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
MODAL = {"custom-modal-not-modal", "custom-modal-focus-not-moved", "custom-modal-no-escape", "custom-presentation-not-modal",
         "custom-modal-background-reachable", "modal-tap-outside-only", "unused-suppression"}
OLD_IDS = {"uikit-picker-missing-label": "picker-missing-label"}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--devset", required=True)
    parser.add_argument("--binary", default=".build/release/native-a11y")
    parser.add_argument("--judgements", default=os.path.join(HERE, "finding-judgements.jsonl"))
    parser.add_argument("--with-review", action="store_true", help="sample review items with the defects")
    parser.add_argument("--show", action="append", default=[], metavar="RULE", help="also list this rule's sample with its verdicts")
    args = parser.parse_args()

    judged = {}
    repos = set()
    with open(args.judgements, encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                item = json.loads(line)
                repos.add(item["repo"])
                rule = OLD_IDS.get(item["rule"], item["rule"])
                judged[(item["repo"], item["path"], item["line"], rule)] = item["verdict"]

    findings = []
    reviews = Counter()
    for repo in sorted(repos):
        folder = os.path.join(args.devset, repo.replace("/", "+"))
        if not os.path.isdir(folder):
            sys.exit(f"missing {folder}")
        result = subprocess.run([os.path.abspath(args.binary), "audit", "--no-cache", "--format", "json", "--fail-on", "never", "--quiet", "."],
                                cwd=folder, capture_output=True, text=True)
        for finding in json.loads(result.stdout)["findings"]:
            if finding["ruleId"] in MODAL:
                continue
            if finding.get("kind") == "review":
                reviews[finding["ruleId"]] += 1
                if not args.with_review:
                    continue
            findings.append((finding["ruleId"], repo, finding["path"], finding["line"]))

    by_rule = defaultdict(list)
    for finding in sorted(findings):
        by_rule[finding[0]].append(finding)
    print(f"{'rule':30} {'total':>5} {'n':>3} {'right':>5} {'wrong':>5} {'unsure':>6} {'unjudged':>8} {'review':>6}")
    pending = []
    for rule, items in sorted(by_rule.items()):
        k = max(1, len(items) // 20) if len(items) >= 40 else 1
        sample = items[::k]
        counts = Counter(judged.get((repo, path, line, rule), "unjudged") for rule, repo, path, line in sample)
        print(f"{rule:30} {len(items):5} {len(sample):3} {counts['right']:5} {counts['wrong']:5} {counts['unsure']:6} {counts['unjudged']:8} {reviews[rule]:6}")
        pending += [item for item in sample if (item[1], item[2], item[3], item[0]) not in judged]
        if rule in args.show:
            for _, repo, path, line in sample:
                print(f"    {judged.get((repo, path, line, rule), 'unjudged'):8} {repo} {path}:{line}")
    for rule, repo, path, line in pending:
        print(f"  to judge: {repo} {path}:{line} {rule}")


if __name__ == "__main__":
    main()
