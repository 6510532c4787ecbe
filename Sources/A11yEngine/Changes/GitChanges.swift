import Foundation

/// What a git work tree changed since a ref: the files, and the lines of each file's current version that
/// are new or edited. For pull-request runs, which report only what the change touched.
///
/// The audit still reads every file (facts from the whole project decide some findings); these changes only
/// select which findings are reported.
public struct GitChanges: Sendable, Equatable {
    /// Absolute, standardized paths of changed files, each with the changed line ranges of its current
    /// version; nil for a file that is new as a whole (added since the ref, or not yet tracked).
    public var files: [String: [ClosedRange<Int>]?]

    public init(files: [String: [ClosedRange<Int>]?]) {
        self.files = files
    }

    /// True when the file changed (and, with `linesOnly`, when `line` is one of its changed lines).
    public func contains(path: String, line: Int, linesOnly: Bool) -> Bool {
        guard let ranges = files[path] else { return false }
        guard linesOnly, let ranges else { return true }
        return ranges.contains { $0.contains(line) }
    }

    /// Reads the changes of the work tree around `directory` since `ref`: committed, staged and unstaged
    /// edits, and untracked files git does not ignore.
    public static func since(_ ref: String, in directory: String) throws -> GitChanges {
        let root = try git(["rev-parse", "--show-toplevel"], in: directory, failure: { _ in
            "--changed-since needs a git work tree, and \(directory) is not inside one"
        }).trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: root, failure: { _ in
            let shallow = (try? git(["rev-parse", "--is-shallow-repository"], in: root, failure: { _ in "" }))?
                .trimmingCharacters(in: .whitespacesAndNewlines) == "true"
            return shallow
                ? "'\(ref)' is not in this shallow clone; fetch it first (git fetch --depth=100 origin \(ref), or check out with the full history)"
                : "'\(ref)' names no commit in this repository"
        })
        // `-c core.quotePath=false` keeps non-ASCII paths as they are; `-U0` gives exact line ranges.
        let diff = try git(
            ["-c", "core.quotePath=false", "diff", "--no-ext-diff", "--no-color", "-U0", "-M", "--diff-filter=ACMR", ref, "--"],
            in: root, failure: { "git diff against '\(ref)' failed: \($0)" })
        var changes = parse(diff: diff, root: root)
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: root, failure: { "git ls-files failed: \($0)" })
        for path in untracked.split(separator: "\0") where !path.isEmpty {
            changes.files[FilePaths.absolute(String(path), workingDirectory: root)] = .some(nil)
        }
        return changes
    }

    /// The directory to ask git from for a path: the path itself when it is a directory, else the nearest
    /// existing directory above it (a file's folder, or the parent of a path that does not exist).
    public static func directory(holding path: String) -> String {
        var url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        while !(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue), url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url.path
    }

    /// Reads `git diff -U0` output: each `+++ b/path` header, then its hunks' `+start,count` ranges. A file
    /// whose diff starts from `/dev/null` is new as a whole.
    static func parse(diff: String, root: String) -> GitChanges {
        var files: [String: [ClosedRange<Int>]?] = [:]
        var current: String?
        var isNew = false
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("--- ") {
                isNew = line == "--- /dev/null"
            } else if line.hasPrefix("+++ ") {
                guard let path = headerPath(line.dropFirst(4)), path.hasPrefix("b/") else { current = nil; continue }
                let file = FilePaths.absolute(String(path.dropFirst(2)), workingDirectory: root)
                files[file] = isNew ? .some(nil) : .some([])
                current = file
            } else if line.hasPrefix("@@ "), let current, case .some(.some(var ranges)) = files[current],
                let range = newRange(ofHunkHeader: line)
            {
                ranges.append(range)
                files[current] = .some(ranges)
            }
        }
        return GitChanges(files: files)
    }

    /// `@@ -12,3 +14,5 @@` → 14...18; nil for a hunk that only removes lines (`+14,0`).
    static func newRange(ofHunkHeader header: Substring) -> ClosedRange<Int>? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let parts = plus.dropFirst().split(separator: ",")
        guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        return count > 0 ? start...(start + count - 1) : nil
    }

    /// The path of a `+++` header as git writes it: followed by a tab when it holds a space, and in C-style
    /// quotes when it holds a quote, a backslash or a control character (`"b/a\"b.swift"`); nil for
    /// `/dev/null`.
    static func headerPath(_ text: Substring) -> String? {
        var text = text
        if text.hasSuffix("\t") { text = text.dropLast() }
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return text == "/dev/null" ? nil : String(text) }
        var bytes: [UInt8] = []
        var scalars = Array(text.dropFirst().dropLast().utf8)[...]
        while let byte = scalars.popFirst() {
            guard byte == UInt8(ascii: "\\"), let escaped = scalars.popFirst() else { bytes.append(byte); continue }
            switch escaped {
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                // Three octal digits: one byte of a UTF-8 sequence.
                var value = Int(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = scalars.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value * 8 + Int(digit - UInt8(ascii: "0"))
                    scalars.removeFirst()
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(escaped)  // \" and \\ stand for themselves
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs git and returns its standard output; a failure becomes an error with `failure`'s message (given
    /// git's own message).
    private static func git(_ arguments: [String], in directory: String, failure: (String) -> String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            throw GitChangesError(message: "--changed-since needs git, which could not be started: \(error.localizedDescription)")
        }
        // Read both pipes before waiting, so a large diff cannot fill a pipe and stall git.
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let message = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitChangesError(message: failure(String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return String(decoding: output, as: UTF8.self)
    }
}

public struct GitChangesError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { "error: \(message)" }
}

extension AuditReport {
    /// Keeps the findings in changed files (on changed lines with `linesOnly`), and the problems of changed
    /// files or of inputs that are not files at all (a missing path).
    public mutating func keep(_ changes: GitChanges, linesOnly: Bool, workingDirectory: String) {
        findings.removeAll { finding in
            !changes.contains(
                path: FilePaths.absolute(finding.path, workingDirectory: workingDirectory), line: finding.span.start.line, linesOnly: linesOnly)
        }
        problems.removeAll { problem in
            let path = FilePaths.absolute(problem.path, workingDirectory: workingDirectory)
            return FileManager.default.fileExists(atPath: path) && changes.files[path] == nil
        }
    }
}
