/// A point in a source file. Lines and columns are 1-based; `column` counts UTF-8 bytes, as compilers and
/// Xcode do, and `utf16Column` counts UTF-16 code units, as SARIF and editors expect by default.
public struct SourcePosition: Hashable, Codable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    public var utf16Column: Int
    /// Offset from the start of the file in UTF-8 bytes (0-based).
    public var offset: Int

    public init(line: Int, column: Int, utf16Column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.utf16Column = utf16Column
        self.offset = offset
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }
}

/// The span of source a finding is about.
public struct SourceSpan: Hashable, Codable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}
