#!/usr/bin/env python3
"""Run every `native-a11y` command the README and docs/ show in shell blocks, and every example in the tool's own
`--help` texts, as a reader would copy it.

Each runs in a scratch folder holding the sample app as `Examples/`, and again as `App/` and `Sources/` (with the
folders the docs name), inside a git repository whose `origin/main` is its first commit. A documented command must not be a usage
error: exit status 0, 1 (findings) or 3 (some input not audited) passes; 2, a crash or a signal fails, and so does
an `--output` the command did not write. The benchmark's commands are left to docs/performance.md's own runs.

    python3 .ci/check_documented_commands.py BINARY
"""
import glob
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMMAND = re.compile(r"^(?:swift run (?:-q )?(?:-c release )?)?native-a11y\s")


def documented_commands():
    for page in ["README.md"] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md"))):
        text = open(os.path.join(ROOT, page), encoding="utf-8").read()
        for block in re.findall(r"```(?:sh|bash|shell|console)\n(.*?)```", text, re.S):
            for line in block.split("\n"):
                line = line.strip()
                if COMMAND.match(line):
                    yield os.path.relpath(os.path.join(ROOT, page), ROOT), line


def help_examples(binary):
    """The example lines of `native-a11y help SUBCOMMAND`, for every subcommand `--help` lists."""
    top = subprocess.run([binary, "--help"], capture_output=True, text=True).stdout
    listing = top.split("SUBCOMMANDS:", 1)[1] if "SUBCOMMANDS:" in top else ""
    subcommands = re.findall(r"^  ([a-z][a-z-]*)\s", listing, re.M)
    for subcommand in subcommands:
        text = subprocess.run([binary, "help", subcommand], capture_output=True, text=True).stdout
        for line in text.split("\n"):
            line = line.strip()
            if line.startswith("native-a11y "):
                yield f"native-a11y help {subcommand}", line


def scratch_project():
    folder = tempfile.mkdtemp(prefix="documented-commands-")
    shutil.copytree(os.path.join(ROOT, "Examples"), os.path.join(folder, "Examples"))
    shutil.copytree(os.path.join(ROOT, "Examples"), os.path.join(folder, "App"))
    shutil.copytree(os.path.join(ROOT, "Examples"), os.path.join(folder, "Sources"))
    os.makedirs(os.path.join(folder, "App", "Sources"), exist_ok=True)
    shutil.copy(os.path.join(ROOT, "Examples", "SwiftUI", "CheckoutFormScreen.swift"), os.path.join(folder, "App", "Sources"))
    shutil.copytree(os.path.join(ROOT, "Examples", "SwiftUI"), os.path.join(folder, "Widgets"))
    git = ["git", "-c", "user.name=ci", "-c", "user.email=ci@example.invalid"]
    subprocess.run(["git", "init", "-q", folder], check=True)
    subprocess.run(git + ["-C", folder, "add", "-A"], check=True)
    subprocess.run(git + ["-C", folder, "commit", "-q", "-m", "start"], check=True)
    subprocess.run(["git", "-C", folder, "update-ref", "refs/remotes/origin/main", "HEAD"], check=True)
    return folder


def main():
    binary = os.path.abspath(sys.argv[1])
    failures = 0
    ran = 0
    for page, line in list(documented_commands()) + list(help_examples(binary)):
        words = shlex.split(line, comments=True)
        words = words[words.index("native-a11y") + 1:] if "native-a11y" in words else []
        if not words or "-bench" in line or words[0] == "mcp":
            continue
        # A redirection to a system place (a completion script) goes to the scratch folder instead.
        if ">" in words:
            words = words[:words.index(">")]
        folder = scratch_project()
        outputs = [words[i + 1] for i, word in enumerate(words[:-1]) if word in ("--output", "--write-baseline")]
        if "--baseline" in words:
            subprocess.run([binary, "audit", "--write-baseline", words[words.index("--baseline") + 1]], cwd=folder, capture_output=True)
        result = subprocess.run([binary] + words, cwd=folder, capture_output=True, text=True, timeout=600)
        ran += 1
        missing = [path for path in outputs if not os.path.exists(os.path.join(folder, path))]
        if result.returncode not in (0, 1, 3) or missing:
            failures += 1
            print(f"FAIL {page}: {line}\n  exit {result.returncode}; missing outputs: {missing}\n  {result.stderr[-600:]}", file=sys.stderr)
        else:
            print(f"ok   {page}: {line.split('#')[0].strip()} (exit {result.returncode})")
        shutil.rmtree(folder, ignore_errors=True)
    if ran < 15:
        print(f"only {ran} documented commands found: the extraction is broken", file=sys.stderr)
        failures += 1
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
