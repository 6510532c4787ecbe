/// Replaces the UTF-8 byte range `start..<end` of a file with `replacement`.
/// An insertion has `start == end`.
public struct TextEdit: Hashable, Codable, Sendable {
    public var start: Int
    public var end: Int
    public var replacement: String

    public init(start: Int, end: Int, replacement: String) {
        precondition(start <= end, "a text edit's range must not be reversed")
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(start: offset, end: offset, replacement: text)
    }

    /// True when the two edits touch the same bytes (two insertions at one offset also overlap, since
    /// their order would be ambiguous).
    public func overlaps(_ other: TextEdit) -> Bool {
        if start == end && other.start == other.end { return start == other.start }
        return start < other.end && other.start < end
    }
}

/// A safe, mechanical correction for a finding: a title for humans and the edits that perform it.
public struct Fix: Hashable, Codable, Sendable {
    public var title: String
    public var edits: [TextEdit]

    public init(title: String, edits: [TextEdit]) {
        self.title = title
        self.edits = edits
    }
}
