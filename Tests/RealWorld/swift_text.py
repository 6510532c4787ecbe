"""Plain-text readings of Swift source shared by the scoring scripts (no parser: good enough to find spans)."""
import os


def swift_files(folder):
    """Each Swift file below `folder`: its path relative to the folder, and its lines."""
    for root, _dirs, names in os.walk(folder):
        for name in names:
            if name.endswith(".swift"):
                full = os.path.join(root, name)
                yield os.path.relpath(full, folder), open(full, encoding="utf-8", errors="replace").read().split("\n")


def braced_end(lines, start, limit):
    """The index of the line where the braces opened from `lines[start]` on close again (at most `limit` lines on);
    `start` itself when no brace opens."""
    depth, opened = 0, False
    for later in range(start, min(len(lines), start + limit)):
        depth += lines[later].count("{") - lines[later].count("}")
        opened = opened or "{" in lines[later]
        if opened and depth <= 0:
            return later
    return start
