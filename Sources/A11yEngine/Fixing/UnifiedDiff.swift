/// A unified diff between two versions of a file, as `git apply` and `patch -p1` read it.
public enum UnifiedDiff {
    /// The diff of `old` and `new`, labelled `a/<path>` and `b/<path>`; empty when they are equal.
    public static func render(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        guard old != new else { return "" }
        let oldLines = lines(old)
        let newLines = lines(new)
        let script = editScript(oldLines.map(\.text), newLines.map(\.text))
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(script, context: context) {
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart = hunk.first.map { $0.oldIndex + (oldCount == 0 ? 0 : 1) } ?? 0
            let newStart = hunk.first.map { $0.newIndex + (newCount == 0 ? 0 : 1) } ?? 0
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                let line: Line
                switch step.kind {
                case .same: line = oldLines[step.oldIndex]; out += " "
                case .delete: line = oldLines[step.oldIndex]; out += "-"
                case .insert: line = newLines[step.newIndex]; out += "+"
                }
                out += line.text + "\n"
                if !line.hasNewline { out += "\\ No newline at end of file\n" }
            }
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    struct Line {
        /// The line without its `\n` (a `\r` before it stays: it is part of what changed or not).
        let text: String
        let hasNewline: Bool
    }

    static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            result.append(Line(text: String(decoding: bytes[start..<index], as: UTF8.self), hasNewline: true))
            start = index + 1
        }
        if start < bytes.count {
            result.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), hasNewline: false))
        }
        return result
    }

    enum Kind { case same, delete, insert }

    struct Step {
        let kind: Kind
        /// The position in each version this step is at (for an insertion, the old line it comes before).
        let oldIndex: Int
        let newIndex: Int
    }

    /// The shortest edit script between two line lists (Myers' algorithm; corrections change few lines, so
    /// the number of differences stays small).
    static func editScript(_ a: [String], _ b: [String]) -> [Step] {
        let n = a.count, m = b.count
        let max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        outer: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                    x = v[max + k + 1]
                } else {
                    x = v[max + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] { x += 1; y += 1 }
                v[max + k] = x
                if x >= n && y >= m { trace.append(v); break outer }
            }
        }
        // Walk back through the recorded frontiers.
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? k + 1 : k - 1
            let previousX = v[max + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1; y -= 1
                steps.append(Step(kind: .same, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    steps.append(Step(kind: .insert, oldIndex: x, newIndex: y))
                } else {
                    x -= 1
                    steps.append(Step(kind: .delete, oldIndex: x, newIndex: y))
                }
            }
        }
        while x > 0 && y > 0 { x -= 1; y -= 1; steps.append(Step(kind: .same, oldIndex: x, newIndex: y)) }
        return steps.reversed()
    }

    /// Groups the changes with `context` unchanged lines around them; changes closer than twice that share
    /// a hunk.
    static func hunks(_ script: [Step], context: Int) -> [[Step]] {
        let changed = script.indices.filter { script[$0].kind != .same }
        guard !changed.isEmpty else { return [] }
        var groups: [(Int, Int)] = []
        var start = changed[0], end = changed[0]
        for index in changed.dropFirst() {
            if index - end <= 2 * context { end = index } else { groups.append((start, end)); (start, end) = (index, index) }
        }
        groups.append((start, end))
        return groups.map { first, last in
            Array(script[max(0, first - context)...min(script.count - 1, last + context)])
        }
    }
}
