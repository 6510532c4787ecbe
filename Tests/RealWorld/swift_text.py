"""Plain-text readings of Swift source shared by the scoring scripts (no parser: good enough to find spans)."""


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
