import A11yCore

/// Applies text edits to a file's bytes. Edits that overlap an edit already accepted are skipped (and
/// counted), never merged: two fixes touching the same bytes cannot both be right.
public enum FixApplier {
    public struct Result: Sendable {
        public var bytes: [UInt8]
        public var applied: [TextEdit]
        public var skipped: [TextEdit]
    }

    /// Applies edits in the order given, skipping overlaps and edits outside the file.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> Result {
        var accepted: [TextEdit] = []
        var skipped: [TextEdit] = []
        for edit in edits {
            if edit.end > bytes.count || accepted.contains(where: { $0.overlaps(edit) }) {
                skipped.append(edit)
            } else {
                accepted.append(edit)
            }
        }
        var output = bytes
        for edit in accepted.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            output.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return Result(bytes: output, applied: accepted, skipped: skipped)
    }

    public static func apply(_ edits: [TextEdit], to text: String) -> String {
        String(decoding: apply(edits, to: Array(text.utf8)).bytes, as: UTF8.self)
    }
}
