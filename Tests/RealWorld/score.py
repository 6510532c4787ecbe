#!/usr/bin/env python3
"""Score the modal rules against hand-labelled sites in real apps.

The labelled apps are not part of this repository. Bring each one's Swift files into a folder named
OWNER+NAME under DEVSET (at the commit the labels name), then:

    swift build -c release
    python3 Tests/RealWorld/score.py --devset ~/devset --binary .build/release/native-a11y

Each app is audited on its own, as a team would audit it. A finding "reports" a site when it is in the same
file, within the site's start..end lines (or two lines around them, unless it lies within another site's own
span: a modal on the line after a toast is not the toast's). Printed: recall on defective custom modals, the share of
look-alikes and toasts flagged, precision of the findings that land on labelled sites (a finding is right
when the site is a modal that misses the requirement the rule checks), and the modal findings that land on
no labelled site, to be judged by reading. `--sample K` prints every K-th modal finding for a precision
sample that nobody picks by hand.
"""
import argparse
import json
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict

from swift_text import braced_end, swift_files

HERE = os.path.dirname(os.path.abspath(__file__))

# Which requirement each modal rule checks (old and new ids).
REQUIREMENT = {
    "custom-modal-not-modal": "marked_modal",
    "uikit-custom-modal-not-modal": "marked_modal",
    "custom-presentation-not-modal": "marked_modal",
    "uikit-custom-presentation-not-modal": "marked_modal",
    "custom-modal-background-reachable": "marked_modal",
    "custom-modal-focus-not-moved": "focus_moved",
    "uikit-custom-modal-focus-not-moved": "focus_moved",
    "custom-modal-no-escape": "escape",
    "uikit-custom-modal-no-escape": "escape",
    "modal-tap-outside-only": "non_tap_exit",
    "uikit-modal-tap-outside-only": "non_tap_exit",
}
SLACK = 2  # lines of tolerance around a site's span, unless the finding lies within another site's own span


def load_labels(path):
    labels = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if not line:
                continue
            try:
                labels.append(json.loads(line))
            except json.JSONDecodeError as error:
                sys.exit(f"{path}:{number}: not JSON: {error}")
    return labels


def audit(binary, folder):
    result = subprocess.run(
        [binary, "audit", "--no-cache", "--format", "json", "--fail-on", "never", "--quiet", "."],
        cwd=folder, capture_output=True, text=True)
    if result.returncode not in (0, 1, 3):
        sys.exit(f"audit of {folder} failed ({result.returncode}): {result.stderr[-2000:]}")
    # Findings in debug-only code (an `#if DEBUG` branch, a developer tool) are reported apart and never fail a run: no
    # user of the shipped app meets them, so they are not scored.
    return [f for f in json.loads(result.stdout)["findings"] if not f.get("debugOnly")]


def is_defective(label):
    meets = label.get("meets") or {}
    return label["verdict"] == "modal" and any(value is False for value in meets.values())


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--devset", required=True, help="folder holding one OWNER+NAME folder per app")
    parser.add_argument("--binary", default=".build/release/native-a11y")
    parser.add_argument("--labels", default=os.path.join(HERE, "modal-sites.jsonl"))
    parser.add_argument("--sample", type=int, default=0, help="print every K-th modal finding")
    parser.add_argument("--verbose", action="store_true", help="list missed sites and flagged look-alikes")
    parser.add_argument("--credit-components", action="store_true",
                        help="count a defective site as found when it builds a class (or a subclass of one) whose declaration has a modal finding")
    args = parser.parse_args()

    labels = load_labels(args.labels)
    binary = os.path.abspath(args.binary)
    findings_by_repo = {}
    for repo in sorted({label["repo"] for label in labels}):
        folder = os.path.join(args.devset, repo.replace("/", "+"))
        if not os.path.isdir(folder):
            sys.exit(f"missing {folder}: copy {repo}'s Swift files there first")
        findings_by_repo[repo] = [f for f in audit(binary, folder) if f["ruleId"] in REQUIREMENT]

    # The labels' own spans (not their `also` spans), by repository and file: a finding inside one of them belongs
    # to that site, and the tolerance around a neighbouring site's span does not give it to that site as well.
    own_spans = defaultdict(list)
    for label in labels:
        own_spans[(label["repo"], label["path"])].append((label["start"], label["end"], id(label)))

    def inside_another(label, finding):
        return any(start <= finding["line"] <= end and owner != id(label)
                   for start, end, owner in own_spans[(label["repo"], finding["path"])])

    def matches(label, finding):
        # `also`: other places where reporting the site counts, e.g. the shared helper that sets the style.
        spans = [label] + label.get("also", [])
        for span in spans:
            if finding["path"] != span["path"]:
                continue
            if span["start"] <= finding["line"] <= span["end"]:
                return True
            if span["start"] - SLACK <= finding["line"] <= span["end"] + SLACK and not inside_another(label, finding):
                return True
        return False

    declared = {}

    def class_spans(repo):
        # Each class's declaration span and supertype list, from a plain reading of the app's Swift files.
        if repo not in declared:
            folder = os.path.join(args.devset, repo.replace("/", "+"))
            spans, supers = defaultdict(list), defaultdict(set)
            for path, lines in swift_files(folder):
                for number, line in enumerate(lines):
                    match = re.match(r"\s*(?:(?:public|open|final|private|fileprivate|internal|@\w+)\s+)*(?:class|struct|extension)\s+(\w+)(?:\s*:\s*([\w ,.<>]+))?", line)
                    if not match:
                        continue
                    spans[match.group(1)].append((path, number + 1, braced_end(lines, number, 3000) + 1))
                    if match.group(2):
                        supers[match.group(1)].update(part.split("<")[0].strip() for part in match.group(2).split(","))
            declared[repo] = (spans, supers)
        return declared[repo]

    def component_reports(label):
        # The site builds `Sheet(…)` (or `SheetSubclass(…)`), and the audit reports a modal defect inside the
        # declaration of that class or of one of its superclasses: reported once, where the shared code lives.
        spans, supers = class_spans(label["repo"])
        folder = os.path.join(args.devset, label["repo"].replace("/", "+"))
        try:
            lines = open(os.path.join(folder, label["path"]), encoding="utf-8", errors="replace").read().split("\n")
        except OSError:
            return False
        text = "\n".join(lines[label["start"] - 1:label["end"]])
        names, queue = set(), [n for pair in re.findall(r"\b([A-Z]\w+)\s*\(|\bclass\s+(\w+)", text) for n in pair if n in spans]
        while queue:
            name = queue.pop()
            if name in names:
                continue
            names.add(name)
            queue += [parent for parent in supers.get(name, ()) if parent in spans]
        return any(f["path"] == path and first <= f["line"] <= last
                   for name in names for path, first, last in spans[name] for f in findings_by_repo[label["repo"]])

    recall_hit, recall_total = Counter(), Counter()
    framework_hit, framework_total = Counter(), Counter()
    flagged, lookalikes = [], 0
    missed = []
    right = wrong = 0
    wrong_list = []
    matched_findings = set()
    per_rule = defaultdict(lambda: [0, 0])
    for label in labels:
        found = [f for f in findings_by_repo[label["repo"]] if matches(label, f)]
        for finding in found:
            matched_findings.add((label["repo"], finding["path"], finding["line"], finding["ruleId"]))
            requirement = REQUIREMENT[finding["ruleId"]]
            met = (label.get("meets") or {}).get(requirement)
            ok = label["verdict"] == "modal" and met is False
            per_rule[finding["ruleId"]][0 if ok else 1] += 1
            if ok:
                right += 1
            else:
                wrong += 1
                wrong_list.append((label, finding))
        if label["verdict"] in ("lookalike", "toast"):
            lookalikes += 1
            if found:
                flagged.append(label)
        elif is_defective(label):
            recall_total[label["kind"]] += 1
            framework_total[label.get("framework", "?")] += 1
            if found or (args.credit_components and component_reports(label)):
                recall_hit[label["kind"]] += 1
                framework_hit[label.get("framework", "?")] += 1
            else:
                missed.append(label)

    total_defective = sum(recall_total.values())
    hit = sum(recall_hit.values())
    print(f"labels: {len(labels)} sites in {len(findings_by_repo)} apps")
    print(f"recall on defective custom modals: {hit}/{total_defective} = {hit / max(total_defective, 1):.0%}")
    for kind in sorted(recall_total):
        print(f"  {kind:22} {recall_hit[kind]}/{recall_total[kind]}")
    for framework in sorted(framework_total):
        print(f"  framework {framework:12} {framework_hit[framework]}/{framework_total[framework]}")
    print(f"look-alikes and toasts flagged: {len(flagged)}/{lookalikes} = {len(flagged) / max(lookalikes, 1):.0%}")
    judged = right + wrong
    print(f"findings on labelled sites: {right}/{judged} right = {right / max(judged, 1):.0%}")
    for rule, (good, bad) in sorted(per_rule.items()):
        print(f"  {rule:38} {good} right, {bad} wrong")
    # Each finding once: right when any site it lands on is a modal missing what the rule checks; sites only
    # seen as wrappers or left unsure do not judge it.
    once = Counter()
    for repo, fs in findings_by_repo.items():
        for f in fs:
            sites = [l for l in labels if l["repo"] == repo and matches(l, f) and l["verdict"] in ("modal", "lookalike", "toast")]
            if sites:
                requirement = REQUIREMENT[f["ruleId"]]
                once["right" if any(l["verdict"] == "modal" and (l.get("meets") or {}).get(requirement) is False for l in sites) else "wrong"] += 1
    print(f"findings on labelled sites, each once: {once['right']}/{once['right'] + once['wrong']} right")
    unlabelled = [(repo, f) for repo, fs in findings_by_repo.items() for f in fs
                  if (repo, f["path"], f["line"], f["ruleId"]) not in matched_findings]
    print(f"modal findings on no labelled site (judge by reading): {len(unlabelled)}")
    for repo, finding in unlabelled:
        print(f"  {repo} {finding['path']}:{finding['line']} {finding['ruleId']}")
    if args.verbose:
        for label in missed:
            print(f"MISSED {label['repo']} {label['path']}:{label['line']} {label['kind']} — {label.get('note', '')}")
        for label in flagged:
            print(f"FLAGGED {label['repo']} {label['path']}:{label['line']} {label['kind']} — {label.get('note', '')}")
        for label, finding in wrong_list:
            print(f"WRONG {finding['ruleId']} at {label['repo']} {finding['path']}:{finding['line']} ({label['verdict']}) — {label.get('note', '')}")
    if args.sample:
        everything = sorted(((repo, f) for repo, fs in findings_by_repo.items() for f in fs),
                            key=lambda item: (item[0], item[1]["path"], item[1]["line"], item[1]["ruleId"]))
        print(f"sample: every {args.sample}th of {len(everything)} modal findings")
        for repo, finding in everything[::args.sample]:
            print(f"  {repo} {finding['path']}:{finding['line']} {finding['ruleId']}: {finding['message']}")


if __name__ == "__main__":
    main()
