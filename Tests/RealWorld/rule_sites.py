#!/usr/bin/env python3
"""Score every rule against hand-labelled lines in real apps at once: recall, false alarms and precision per rule.

Labels are JSON lines with `repo`, `commit`, `path`, `line`, `rule` and `verdict` (`report` or `quiet`), found by a
census of the app's screens (or of its storyboards and xibs) before the rules were run on it. Copy each labelled
app's Swift and Interface Builder files into `APPS/OWNER+NAME/` at the commit the labels name, then:

    swift build -c release
    python3 Tests/RealWorld/rule_sites.py --apps APPS --labels LABELS.jsonl [--labels MORE.jsonl] [--only-ib]

Each app is audited once, with every rule. A finding matches a label of its rule in the same file within two lines.
In a storyboard or xib, a finding points at its element's opening tag, so a label on a line inside the element (its
`fontDescription`, a `state`, its accessibility settings) matches a finding at that element's tag too.
Printed per rule: recall on `report` labels, the `quiet` labels reported (false alarms), the share of findings on
labelled lines that are on `report` lines (precision where labelled), and how many findings fell on no labelled line.
`--only-ib` keeps only findings and labels in `.storyboard` and `.xib` files; `--paths-from-labels` keeps only
findings in files that carry at least one label (a census that sampled screens labels only some files);
`--show RULE` lists that rule's misses, alarms and unlabelled findings. Review items (JSON `kind: review`) are
left out unless `--with-review`, which counts them as reports. `--credit-components` counts a `report` label on a line
that builds one of the app's own views or classes (`CoverImage(url: …)`) or calls one of its functions
(`sceneDelegate.show(next)`) as found when the audit reports the same rule inside that declaration, or inside a function
of the same file that it calls, up to two calls deep (a helper's public method calling its private `show`): the tool reports
a shared component's or helper's defect once, where it is written.
"""
import argparse
import json
import os
import re
import subprocess
import sys
from collections import defaultdict

from swift_text import braced_end, swift_files

SLACK = 2


def audit(binary, folder):
    result = subprocess.run(
        [binary, "audit", "--no-cache", "--format", "json", "--fail-on", "never", "--quiet", "."],
        cwd=folder, capture_output=True, text=True)
    if result.returncode not in (0, 1, 3):
        sys.exit(f"audit of {folder} failed ({result.returncode}): {result.stderr[-2000:]}")
    # Findings in debug-only code (an `#if DEBUG` branch, a developer tool) are reported apart and never fail a run: no
    # user of the shipped app meets them, so they are not scored.
    return [f for f in json.loads(result.stdout)["findings"] if not f.get("debugOnly")]


def is_ib(path):
    return path.endswith(".storyboard") or path.endswith(".xib")


# Tags that describe their parent element rather than being an element of the interface.
IB_PROPERTY_TAGS = {
    "fontDescription", "state", "accessibility", "accessibilityTraits", "color", "rect", "autoresizingMask",
    "textInputTraits", "constraints", "constraint", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute",
    "string", "attributedString", "fragment", "attributes", "font", "paragraphStyle", "inset", "size", "point",
    "bool", "real", "integer", "nil", "connections", "outlet", "action", "segue", "subviews", "viewLayoutGuide",
    "imageReference", "edgeInsets", "directionalEdgeInsets", "buttonConfiguration", "preferredSymbolConfiguration",
}


def ib_owner_lines(path):
    """For each line of an IB file that opens a property tag, the line of the element it describes."""
    import xml.parsers.expat
    owners = {}
    stack = []
    parser = xml.parsers.expat.ParserCreate()

    def start(tag, _attributes):
        line = parser.CurrentLineNumber
        if tag in IB_PROPERTY_TAGS:
            owner = next((l for t, l in reversed(stack) if t not in IB_PROPERTY_TAGS), None)
            if owner is not None:
                owners.setdefault(line, owner)
        stack.append((tag, line))

    parser.StartElementHandler = start
    parser.EndElementHandler = lambda _tag: stack.pop()
    try:
        with open(path, "rb") as handle:
            parser.ParseFile(handle)
    except (OSError, xml.parsers.expat.ExpatError):
        pass
    return owners


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--apps", required=True, action="append", help="folder holding OWNER+NAME app folders (repeatable)")
    parser.add_argument("--labels", required=True, action="append")
    parser.add_argument("--binary", default=".build/release/native-a11y")
    parser.add_argument("--only-ib", action="store_true")
    parser.add_argument("--paths-from-labels", action="store_true")
    parser.add_argument("--show", action="append", default=[])
    parser.add_argument("--with-review", action="store_true", help="count review items as reports")
    parser.add_argument("--element-spans", action="store_true",
                        help="in Swift, a label inside the element a finding points at (a Button's label closure, up to 12 lines on) matches it")
    parser.add_argument("--credit-components", action="store_true", help="credit call-site labels with the component's finding")
    args = parser.parse_args()

    labels = []
    for path in args.labels:
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            if line.strip():
                try:
                    labels.append(json.loads(line))
                except json.JSONDecodeError as error:
                    sys.exit(f"{path}:{number}: {error}")
    labels = [l for l in labels if l.get("verdict") in ("report", "quiet") and (not args.only_ib or is_ib(l["path"]))]
    binary = os.path.abspath(args.binary)
    findings = []
    all_findings = defaultdict(list)
    folders = {}
    for repo in sorted({l["repo"] for l in labels}):
        folder = next((os.path.join(root, repo.replace("/", "+")) for root in args.apps
                       if os.path.isdir(os.path.join(root, repo.replace("/", "+")))), None)
        if folder is None:
            sys.exit(f"{repo}: not found under {args.apps}")
        labelled_paths = {l["path"] for l in labels if l["repo"] == repo}
        folders[repo] = folder
        for finding in audit(binary, folder):
            if finding.get("kind") != "review" or args.with_review:
                all_findings[repo].append(finding)
            if args.only_ib and not is_ib(finding["path"]):
                continue
            if args.paths_from_labels and finding["path"] not in labelled_paths:
                continue
            if finding.get("kind") == "review" and not args.with_review:
                continue
            findings.append((repo, finding))

    owner_lines = {}
    for label in labels:
        if is_ib(label["path"]):
            key = (label["repo"], label["path"])
            if key not in owner_lines:
                folder = next((os.path.join(root, label["repo"].replace("/", "+")) for root in args.apps
                               if os.path.isdir(os.path.join(root, label["repo"].replace("/", "+")))), "")
                owner_lines[key] = ib_owner_lines(os.path.join(folder, label["path"]))

    element_ends = {}

    def element_end(repo, finding):
        # The line where the brackets opened on the finding's line close again (at most 12 lines on): the element
        # the finding points at, with its label closure (`Button { … } label: { Image(…) }`).
        key = (repo, finding["path"], finding["line"])
        if key not in element_ends:
            end = finding["line"]
            try:
                lines = open(os.path.join(folders[repo], finding["path"]), encoding="utf-8", errors="replace").read().split("\n")
                depth, opened = 0, False
                for number in range(finding["line"] - 1, min(len(lines), finding["line"] + 12)):
                    text = lines[number].split("//")[0]
                    text = text[finding.get("column", 1) - 1:] if number == finding["line"] - 1 else text
                    for char in text:
                        if char in "({[":
                            depth, opened = depth + 1, True
                        elif char in ")}]":
                            depth -= 1
                    if opened and depth <= 0:
                        end = number + 1
                        break
                else:
                    end = finding["line"] + 12 if opened else finding["line"]
            except OSError:
                pass
            element_ends[key] = end
        return element_ends[key]

    def matches(label, repo, finding):
        if not (label["repo"] == repo and label["rule"] == finding["ruleId"] and label["path"] == finding["path"]):
            return False
        if abs(label["line"] - finding["line"]) <= SLACK:
            return True
        if args.element_spans and label["path"].endswith(".swift") and finding["line"] < label["line"] <= element_end(repo, finding):
            return True
        owner = owner_lines.get((repo, label["path"]), {}).get(label["line"])
        return owner is not None and owner == finding["line"]

    declarations = {}

    def declared_spans(repo):
        """Each type the app declares: name → [(path, first line, last line)], the span ending at the next top-level line."""
        if repo in declarations:
            return declarations[repo]
        spans = defaultdict(list)
        folder = folders[repo]
        for path, lines in swift_files(folder):
            starts = [i for i, text in enumerate(lines) if text and not text[0].isspace() and not text.startswith(("//", "}", "#", "@"))]
            for index, start in enumerate(starts):
                match = re.match(r"(?:(?:public|private|fileprivate|internal|final|open)\s+)*(?:struct|class|enum)\s+(\w+)", lines[start])
                if match:
                    end = starts[index + 1] if index + 1 < len(starts) else len(lines)
                    spans[match.group(1)].append((path, start + 1, end))
            # Functions and methods: from `func name(` to the brace that closes their body.
            for number, text in enumerate(lines):
                match = re.search(r"\bfunc\s+(\w+)\s*[(<]", text)
                if not match:
                    continue
                end = braced_end(lines, number, 400)
                spans[match.group(1)].append((path, number + 1, end + 1))
        declarations[repo] = spans
        return spans

    def component_reports(label):
        if not label["path"].endswith(".swift"):
            return False
        folder = folders[label["repo"]]
        try:
            text = open(os.path.join(folder, label["path"]), encoding="utf-8", errors="replace").read().split("\n")[label["line"] - 1]
        except (OSError, IndexError):
            return False
        spans = declared_spans(label["repo"])
        repo_findings = all_findings[label["repo"]]

        def reaches(name, depth, same_file=None):
            # The declaration reports it, or a function of the same file it calls does (a helper's private `show`).
            for path, first, last in spans.get(name, []):
                if same_file is not None and path != same_file:
                    continue
                if any(f["ruleId"] == label["rule"] and f["path"] == path and first <= f["line"] <= last for f in repo_findings):
                    return True
                if depth > 0:
                    body = "\n".join(open(os.path.join(folder, path), encoding="utf-8", errors="replace").read().split("\n")[first:last])
                    if any(reaches(called, depth - 1, path) for called in set(re.findall(r"\b([A-Za-z_]\w+)\s*\(", body)) - {name}):
                        return True
            return False

        return any(reaches(name, 2) for name in re.findall(r"\b([A-Za-z_]\w+)\s*\(", text))

    rules = sorted({l["rule"] for l in labels} | {f["ruleId"] for _, f in findings if f["ruleId"] != "unused-suppression"})
    print(f"{'rule':36} {'recall':>12} {'false alarms':>13} {'right where labelled':>21} {'unlabelled':>10}")
    totals = defaultdict(int)
    for rule in rules:
        reported = [l for l in labels if l["rule"] == rule and l["verdict"] == "report"]
        quiet = [l for l in labels if l["rule"] == rule and l["verdict"] == "quiet"]
        mine = [(repo, f) for repo, f in findings if f["ruleId"] == rule]
        found = [l for l in reported if any(matches(l, repo, f) for repo, f in mine)
                 or (args.credit_components and component_reports(l))]
        alarms = [l for l in quiet if any(matches(l, repo, f) for repo, f in mine)]
        on_report = [(r, f) for r, f in mine if any(matches(l, r, f) for l in reported)]
        on_quiet = [(r, f) for r, f in mine if any(matches(l, r, f) for l in quiet) and (r, f) not in on_report]
        unlabelled = [(r, f) for r, f in mine if (r, f) not in on_report and (r, f) not in on_quiet]
        judged = len(on_report) + len(on_quiet)
        print(f"{rule:36} {len(found):>5}/{len(reported):<6} {len(alarms):>5}/{len(quiet):<7} "
              f"{len(on_report):>9}/{judged:<11} {len(unlabelled):>10}")
        for key, value in (("found", len(found)), ("reported", len(reported)), ("alarms", len(alarms)), ("quiet", len(quiet)),
                           ("on_report", len(on_report)), ("judged", judged), ("unlabelled", len(unlabelled))):
            totals[key] += value
        if rule in args.show:
            for l in reported:
                if l not in found:
                    print(f"    missed {l['repo']} {l['path']}:{l['line']} ({l.get('category', '')}) {l.get('note', '')[:100]}")
            for l in alarms:
                print(f"    alarm  {l['repo']} {l['path']}:{l['line']} ({l.get('category', '')}) {l.get('note', '')[:100]}")
            for r, f in unlabelled:
                print(f"    unlabelled {r} {f['path']}:{f['line']}: {f['message'][:140]}")
    print(f"{'all':36} {totals['found']:>5}/{totals['reported']:<6} {totals['alarms']:>5}/{totals['quiet']:<7} "
          f"{totals['on_report']:>9}/{totals['judged']:<11} {totals['unlabelled']:>10}")


if __name__ == "__main__":
    main()
