import A11yCore
import A11yInterfaceBuilder
import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Turns the findings of an audit into the corrected text of each file, refusing what cannot be trusted.
///
/// A finding's correction is applied whole or not at all: when one of its edits touches bytes another
/// correction already changes, the later one is skipped. The corrected text keeps the file's line endings,
/// and it must parse at least as well as the original, or the file is left as it is.
public enum FixPlanner {
    public struct Applied: Sendable, Equatable {
        public let rule: RuleID
        public let title: String
        public let line: Int
    }

    public struct FileFix: Sendable {
        public let path: String
        public let original: [UInt8]
        /// The corrected bytes; equal to `original` when nothing could be applied.
        public let fixed: [UInt8]
        public let applied: [Applied]
        /// Corrections not applied, with the reason.
        public let skipped: [(Applied, String)]
        /// Set when the whole file was left alone, with the reason.
        public let rejection: String?

        public var changes: Bool { rejection == nil && fixed != original }

        /// What was left alone and why, a line each: the whole file, or each correction skipped.
        public var skipNotes: [String] {
            if let rejection { return ["\(path): left unchanged: \(rejection)"] }
            return skipped.map { "\(path):\($0.0.line): \($0.0.rule.rawValue) not corrected: \($0.1)" }
        }
    }

    /// Plans the corrections of `findings` from the files as they are on disk now (relative paths are read
    /// from `workingDirectory`).
    public static func plan(_ findings: [Finding], workingDirectory: String) -> [FileFix] {
        plan(findings) { path in
            FileManager.default.contents(atPath: FilePaths.absolute(path, workingDirectory: workingDirectory)).map { [UInt8]($0) }
        }
    }

    /// The unified diff of every file that changes, each named by `displayPath`.
    public static func diff(_ plans: [FileFix], displayPath: (String) -> String = { $0 }) -> String {
        plans.filter(\.changes).map { UnifiedDiff.render(path: displayPath($0.path), old: $0.original, new: $0.fixed) }.joined()
    }

    /// Plans the corrections of `findings`, reading each file's current bytes with `read` (nil: unreadable).
    public static func plan(_ findings: [Finding], read: (String) -> [UInt8]?) -> [FileFix] {
        var byPath: [String: [Finding]] = [:]
        for finding in findings where finding.fix?.edits.isEmpty == false {
            byPath[finding.path, default: []].append(finding)
        }
        return byPath.keys.sorted().map { path in
            plan(path: path, findings: byPath[path]!, original: read(path))
        }
    }

    static func plan(path: String, findings: [Finding], original: [UInt8]?) -> FileFix {
        guard let original else {
            return FileFix(path: path, original: [], fixed: [], applied: [], skipped: [], rejection: "the file could not be read again")
        }
        // Inserted lines end the way the file's lines do: CRLF, a lone CR (classic Mac), or LF.
        let usesCRLF = original.containsSubsequence("\r\n")
        let usesCR = !usesCRLF && original.contains(UInt8(ascii: "\r")) && !original.contains(UInt8(ascii: "\n"))
        var accepted: [TextEdit] = []
        var applied: [Applied] = []
        var skipped: [(Applied, String)] = []
        for finding in findings.sorted(by: { $0.span.start.offset < $1.span.start.offset }) {
            guard let fix = finding.fix else { continue }
            let entry = Applied(rule: finding.ruleID, title: fix.title, line: finding.span.start.line)
            let edits = fix.edits.map { usesCRLF ? withCRLF($0) : usesCR ? withCR($0) : $0 }
            if edits.contains(where: { $0.end > original.count }) {
                skipped.append((entry, "its edit lies outside the file, which changed since the audit"))
            } else if edits.contains(where: { edit in accepted.contains { $0.overlaps(edit) && !bothInsert($0, edit) } }) {
                skipped.append((entry, "another correction changes the same code"))
            } else {
                // Two insertions at one point (two modifiers after the same view) go in finding order.
                for edit in edits {
                    if let index = accepted.firstIndex(where: { bothInsert($0, edit) }) {
                        accepted[index] = TextEdit(start: edit.start, end: edit.end, replacement: accepted[index].replacement + edit.replacement)
                    } else {
                        accepted.append(edit)
                    }
                }
                applied.append(entry)
            }
        }
        let result = FixApplier.apply(accepted, to: original)
        let fixed = result.bytes
        if !result.skipped.isEmpty {
            // Two edits of one correction overlap: applying part of it is not applying it.
            return FileFix(path: path, original: original, fixed: original, applied: [], skipped: applied.map { ($0, "its edits overlap") } + skipped,
                           rejection: "a correction's edits overlap one another")
        }
        if SourceDiscovery.isInterfaceBuilderFile(path) {
            // A storyboard or xib must still be a well-formed IB document after the edit.
            if fixed != original && (try? IBParser.parse(fixed, kind: path.hasSuffix(".xib") ? .xib : .storyboard)) == nil {
                return FileFix(path: path, original: original, fixed: original, applied: [], skipped: applied.map { ($0, "the corrected file would not be a valid Interface Builder document") } + skipped,
                               rejection: "the corrected file is not well-formed XML")
            }
        } else if fixed != original && syntaxErrorCount(fixed) > syntaxErrorCount(original) {
            return FileFix(path: path, original: original, fixed: original, applied: [], skipped: applied.map { ($0, "the corrected file would not parse") } + skipped,
                           rejection: "the corrected text has syntax errors the original does not have")
        }
        return FileFix(path: path, original: original, fixed: fixed, applied: applied, skipped: skipped, rejection: nil)
    }

    private static func bothInsert(_ first: TextEdit, _ second: TextEdit) -> Bool {
        first.start == first.end && second.start == second.end && first.start == second.start
    }

    /// Line breaks in the inserted text written as the file writes them.
    private static func withCRLF(_ edit: TextEdit) -> TextEdit {
        var text = ""
        var previous: Character?
        for character in edit.replacement {
            if character == "\n" && previous != "\r" { text.append("\r") }
            text.append(character)
            previous = character
        }
        return TextEdit(start: edit.start, end: edit.end, replacement: text)
    }

    /// Line breaks in the inserted text written as a lone CR, as the file writes them.
    private static func withCR(_ edit: TextEdit) -> TextEdit {
        TextEdit(start: edit.start, end: edit.end, replacement: edit.replacement.replacingOccurrences(of: "\n", with: "\r"))
    }

    static func syntaxErrorCount(_ bytes: [UInt8]) -> Int {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        guard tree.hasError else { return 0 }
        return ParseDiagnosticsGenerator.diagnostics(for: tree).count
    }
}
