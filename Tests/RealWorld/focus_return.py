#!/usr/bin/env python3
"""Score `custom-modal-focus-not-returned` against hand-labelled modals.

Labels come in two JSON-lines files read side by side, line by line: the modals (`--modals`, as the modal census
writes them, each with `app_folder`, `path`, `start`, `end` and `also` spans) and a reader's verdicts on them
(`--verdicts`: `opener` "control", "automatic" or "unsure"; `focus_returned` true, false or null; `closes_at` spans).
A modal counts as reported when a finding of the rule lands within two lines of one of its spans.

    swift build -c release
    python3 Tests/RealWorld/focus_return.py --modals IN.jsonl --verdicts OUT.jsonl --binary .build/release/native-a11y

The kept label files (`firstlook*-modal-sites.jsonl`) name no folder: give `--apps APPS`, the folder that holds each
app as `OWNER+NAME`, and pass the same file as modals and verdicts.

Printed: for modals that do not return focus, reported or not, by framework and kind; for modals nothing opens
(null), how many were reported (false alarms).
"""
import argparse
import collections
import json
import subprocess


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--modals", required=True)
    parser.add_argument("--verdicts", required=True)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--apps", help="folder of the apps (OWNER+NAME each), for labels that name no app_folder")
    args = parser.parse_args()
    modals = [json.loads(line) for line in open(args.modals)]
    verdicts = [json.loads(line) for line in open(args.verdicts)]
    cache = {}

    def findings(folder):
        if folder not in cache:
            result = subprocess.run(
                [args.binary, "audit", "--no-cache", "--format", "json", "--fail-on", "never", "--quiet", "."],
                cwd=folder, capture_output=True, text=True)
            cache[folder] = [f for f in json.loads(result.stdout)["findings"] if f["ruleId"] == "custom-modal-focus-not-returned"]
        return cache[folder]

    counts = collections.Counter()
    missed = collections.Counter()
    for modal, verdict in zip(modals, verdicts):
        spans = [(modal["path"], modal["start"], modal["end"])]
        spans += [(extra["path"], extra["start"], extra["end"]) for extra in modal.get("also", [])]
        spans += [(close["path"], close["line"], close["line"]) for close in verdict.get("closes_at", []) if "(library)" not in close["path"]]
        reported = any(f["path"] == path and start - 2 <= f["line"] <= end + 2
                       for f in findings(modal.get("app_folder") or f"{args.apps}/{modal['repo'].replace('/', '+')}")
                       for (path, start, end) in spans)
        returned = verdict.get("focus_returned")
        key = "returns focus" if returned else "does not return focus" if returned is False else "nothing opens it"
        counts[(key, reported)] += 1
        if returned is False and not reported:
            missed[(modal["framework"], modal["kind"])] += 1
    for (key, reported), count in sorted(counts.items()):
        print(f"{key:24} {'reported' if reported else 'not reported':13} {count}")
    for (framework, kind), count in missed.most_common():
        print(f"  missed {framework} {kind}: {count}")


if __name__ == "__main__":
    main()
