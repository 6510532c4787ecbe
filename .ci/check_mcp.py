#!/usr/bin/env python3
"""Drives `native-a11y mcp` with the Python MCP client, as an editor or agent would.

Usage: check_mcp.py NATIVE_A11Y_BINARY EXAMPLES_DIR

Builds a scratch folder to serve: a copy of EXAMPLES_DIR, a file with a correctable finding, a symbolic link
that leads out of the folder, and a Swift file beside (outside) it. Then, over stdio: initialize, list the
tools and check each one's schema, call every tool, and check that paths leaving the folder are refused and
that fix_preview writes nothing. The audit_path finding count must equal the CLI's for the same files.
"""

import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

EXPECTED_TOOLS = {"audit_source", "audit_path", "explain_rule", "criteria", "plan", "fix_preview"}

# One fixed font size: a finding with a safe correction (to a text style).
CORRECTABLE = """import SwiftUI

struct PriceTag: View {
    var body: some View {
        Text("9.99").font(.system(size: 15))
    }
}
"""

failures = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def field(obj, snake, camel):
    """mcp 2.x names fields in snake case, 1.x as on the wire; accept both."""
    return getattr(obj, snake, None) if hasattr(obj, snake) else getattr(obj, camel, None)


def texts(result):
    return [item.text for item in result.content if getattr(item, "type", "") == "text"]


def is_error(result):
    return bool(field(result, "is_error", "isError"))


async def drive(binary, root, cli_findings):
    params = StdioServerParameters(command=binary, args=["mcp", "--root", root])
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            info = field(init, "server_info", "serverInfo")
            check(info.name == "native-a11y", f"initialize: server is {info.name}")

            listed = await session.list_tools()
            tools = {tool.name: tool for tool in listed.tools}
            check(set(tools) == EXPECTED_TOOLS, f"tools/list: {sorted(tools)}")
            for name, tool in sorted(tools.items()):
                schema = field(tool, "input_schema", "inputSchema")
                check(schema.get("type") == "object" and isinstance(schema.get("properties"), dict),
                      f"{name}: input schema is an object with properties")
                annotations = tool.annotations
                check(annotations is not None and field(annotations, "read_only_hint", "readOnlyHint") is True,
                      f"{name}: marked read-only")

            # audit_source: text in, JSON findings out.
            result = await session.call_tool("audit_source", {"source": CORRECTABLE, "file_name": "PriceTag.swift"})
            report = json.loads(texts(result)[0])
            rules = [finding["ruleId"] for finding in report["findings"]]
            check(not is_error(result) and rules == ["fixed-font-size"], f"audit_source: findings {rules}")
            check(report["findings"][0]["path"] == "PriceTag.swift" and report["findings"][0]["line"] == 5,
                  "audit_source: the finding is at PriceTag.swift:5")

            # audit_path: the same findings as the command line for the same folder.
            result = await session.call_tool("audit_path", {"path": "Examples"})
            report = json.loads(texts(result)[0])
            check(not is_error(result) and len(report["findings"]) == cli_findings and cli_findings > 0,
                  f"audit_path Examples: {len(report['findings'])} findings, the CLI finds {cli_findings}")
            result = await session.call_tool("audit_path", {"path": "Examples", "format": "text", "only": ["fixed-font-size"]})
            lines = [line for line in texts(result)[0].splitlines() if "[" in line]
            check(lines and all(line.endswith("[fixed-font-size]") for line in lines),
                  f"audit_path with only and format text: {len(lines)} fixed-font-size lines")

            # Refused paths: '..', an absolute path outside, a symbolic link out, a link inside a walked folder.
            for path in ["../outside", "/etc", "escape", "escape/Outside.swift"]:
                result = await session.call_tool("audit_path", {"path": path})
                message = " ".join(texts(result))
                check(is_error(result) and "refused" in message and "outside the served folder" in message,
                      f"audit_path {path!r} refused: {message[:110]}")
            result = await session.call_tool("audit_path", {"path": ".", "format": "json"})
            report = json.loads(texts(result)[0])
            outside = [problem for problem in report["problems"] if problem["kind"] == "outside-root"]
            read_outside = [f for f in report["findings"] if "Outside.swift" in f["path"]]
            check(len(outside) == 1 and not read_outside,
                  "audit_path '.': the link out is reported as outside-root and its file not read")

            # explain_rule, and an unknown rule with a suggestion.
            result = await session.call_tool("explain_rule", {"rule": "fixed-font-size"})
            text = texts(result)[0]
            check(not is_error(result) and text.startswith("fixed-font-size:") and "How to fix" in text,
                  "explain_rule fixed-font-size")
            result = await session.call_tool("explain_rule", {"rule": "fixed-font-sise"})
            check(is_error(result) and "did you mean: fixed-font-size" in texts(result)[0], "explain_rule misspelt: suggests")

            # criteria: named components in a format, and the list without names.
            result = await session.call_tool("criteria", {"components": ["alert"], "format": "gherkin", "platform": "ios"})
            text = texts(result)[0]
            check(not is_error(result) and "alert dialog" in text.lower() and "GIVEN" in text and "THEN" in text, "criteria alert as gherkin")
            result = await session.call_tool("criteria", {})
            check(not is_error(result) and "modal" in texts(result)[0], "criteria with no component lists them")
            result = await session.call_tool("criteria", {"components": ["alret"]})
            check(is_error(result) and "alert" in texts(result)[0], "criteria unknown component: suggests")

            # plan: JSON with screens.
            result = await session.call_tool("plan", {"path": "Examples", "format": "json"})
            plan = json.loads(texts(result)[0])
            check(not is_error(result) and len(plan["screens"]) > 0, f"plan Examples: {len(plan['screens'])} screens")

            # fix_preview: a diff, and the file untouched.
            before = open(os.path.join(root, "Fixable", "PriceTag.swift"), "rb").read()
            result = await session.call_tool("fix_preview", {"path": "Fixable"})
            diff = texts(result)[0]
            after = open(os.path.join(root, "Fixable", "PriceTag.swift"), "rb").read()
            check(not is_error(result) and "--- a/Fixable/PriceTag.swift" in diff and "+++ b/Fixable/PriceTag.swift" in diff
                  and "-        Text(\"9.99\").font(.system(size: 15))" in diff, "fix_preview Fixable: a unified diff")
            check(before == after, "fix_preview wrote nothing")
            result = await session.call_tool("fix_preview", {"source": CORRECTABLE})
            check(not is_error(result) and "+++ b/Snippet.swift" in texts(result)[0], "fix_preview on source text")

            # Arguments the schema forbids are named, not ignored.
            result = await session.call_tool("audit_path", {"path": ".", "formatt": "json"})
            check(is_error(result) and "formatt" in texts(result)[0], "an unknown argument is named")


def main():
    binary, examples = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    scratch = tempfile.mkdtemp(prefix="native-a11y-mcp-")
    try:
        root = os.path.join(scratch, "served")
        shutil.copytree(examples, os.path.join(root, "Examples"), ignore=shutil.ignore_patterns(".native-a11y-cache"))
        os.makedirs(os.path.join(root, "Fixable"))
        with open(os.path.join(root, "Fixable", "PriceTag.swift"), "w") as file:
            file.write(CORRECTABLE)
        os.makedirs(os.path.join(scratch, "outside"))
        with open(os.path.join(scratch, "outside", "Outside.swift"), "w") as file:
            file.write(CORRECTABLE)
        os.symlink(os.path.join(scratch, "outside"), os.path.join(root, "escape"))

        cli = subprocess.run([binary, "audit", "--format", "json", "--no-cache", "Examples"], cwd=root,
                             capture_output=True, text=True)
        cli_findings = len(json.loads(cli.stdout)["findings"])
        asyncio.run(drive(binary, root, cli_findings))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if failures:
        print(f"{len(failures)} MCP check(s) failed")
        sys.exit(1)
    print("MCP server: every check passed")


if __name__ == "__main__":
    main()
