import A11yCore

/// What the readers of the app's constants share: the lines of a file that hold a word, each visited once, and the
/// merging of every file's constants, where a name given different values in different places is left out.
enum ConstantLines {
    /// Calls `visit` with the start of each line holding `word`, the word's offset and the line's end (its newline or
    /// the file's end), once per line.
    static func lines(of bytes: [UInt8], holding word: String, _ visit: (_ start: Int, _ occurrence: Int, _ end: Int) -> Void) {
        var index = 0
        var lastLineEnd = -1
        while let occurrence = bytes.firstOffset(of: word, from: index) {
            index = occurrence + word.utf8.count
            guard occurrence > lastLineEnd else { continue }
            var start = occurrence
            while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            var end = occurrence
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            lastLineEnd = end
            visit(start, occurrence, end)
        }
    }

    /// The constants of several files together; a name given different values is left out.
    static func merge<Value: Equatable>(_ perFile: [[(String, Value)]]) -> [String: Value] {
        var values: [String: Value?] = [:]
        for (name, value) in perFile.joined() {
            if let known = values[name] {
                if known != value { values[name] = .some(nil) }
            } else {
                values[name] = value
            }
        }
        return values.compactMapValues { $0 }
    }
}
