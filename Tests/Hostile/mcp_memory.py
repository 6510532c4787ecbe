#!/usr/bin/env python3
"""Call the MCP server's audit_path on a folder several times and print its resident memory after each call.

    python3 Tests/Hostile/mcp_memory.py .build/release/native-a11y FOLDER [--calls 10] [--tool audit_path]

The server is started with FOLDER as its root and spoken to over standard input and output (one JSON-RPC
message per line). After each answer, the server's resident set size is read from /proc (Linux only).
"""
import argparse
import json
import subprocess
import time


def resident_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("folder")
    parser.add_argument("--calls", type=int, default=10)
    parser.add_argument("--tool", default="audit_path", choices=["audit_path", "plan", "fix_preview"])
    args = parser.parse_args()
    server = subprocess.Popen(
        [args.binary, "mcp", "--root", args.folder], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True)

    def ask(message):
        server.stdin.write(json.dumps(message) + "\n")
        server.stdin.flush()
        while True:
            answer = json.loads(server.stdout.readline())
            if answer.get("id") == message.get("id"):
                return answer

    ask({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-03-26", "capabilities": {}, "clientInfo": {"name": "memory-probe", "version": "1"}}})
    server.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
    server.stdin.flush()
    print(f"after start: {resident_mb(server.pid):.0f} MB")
    for call in range(1, args.calls + 1):
        started = time.time()
        answer = ask({"jsonrpc": "2.0", "id": call, "method": "tools/call", "params": {
            "name": args.tool, "arguments": {"path": "."}}})
        failed = answer.get("error") or answer.get("result", {}).get("isError")
        print(f"after call {call}: {resident_mb(server.pid):.0f} MB ({time.time() - started:.1f} s{', failed' if failed else ''})")
    server.stdin.close()
    server.wait(timeout=60)


if __name__ == "__main__":
    main()
