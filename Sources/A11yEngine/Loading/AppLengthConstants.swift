import A11yCore

/// The app's number constants, read from the Swift files before any is analysed: a button framed
/// `.frame(width: controlSize, height: controlSize)` in one file is judged by the value another file gives it
/// (`let controlSize = 40.0`).
///
/// Only one-line declarations are read: a `let` at the top level of a file (no indentation) or a `static let`,
/// whose value is a number written out (`let controlSize: CGFloat = 40`, `static let rowHeight = 36.0`). A name given
/// different values in different places is left out. The lines are read as bytes, not parsed: a line that does not
/// have exactly this shape is skipped.
package enum AppLengthConstants {
    package static func read(_ files: some Sequence<[UInt8]>) -> [String: Double] {
        merge(files.map { constants(in: $0) })
    }

    /// The constants of several files together; a name given different values is left out.
    static func merge(_ perFile: [[(String, Double)]]) -> [String: Double] { ConstantLines.merge(perFile) }

    /// The constants of one file.
    static func constants(in bytes: [UInt8]) -> [(String, Double)] {
        guard bytes.containsSubsequence("let ") else { return [] }
        var found: [(String, Double)] = []
        ConstantLines.lines(of: bytes, holding: "let ") { start, occurrence, end in
            // Most `let`s are local: only a line that is not indented, or that holds `static` before the `let`, can
            // declare a constant here (checked on the bytes before anything else is read).
            let indented = bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t")
            guard !indented || bytes.firstOffset(of: "static", from: start, to: occurrence) != nil else { return }
            guard end - start < 160, let constant = constant(in: bytes[start..<end]) else { return }
            found.append(constant)
        }
        return found
    }

    /// Access and storage words that may come before `let`.
    static let declarationWords: Set<String> = ["public", "private", "fileprivate", "internal", "package", "static", "nonisolated"]

    /// `let controlSize = 40.0` at the top level, or `static let rowHeight: CGFloat = 36` → (name, value), read on the
    /// line's bytes.
    static func constant(in line: ArraySlice<UInt8>) -> (String, Double)? {
        var cursor = line.startIndex
        let end = line.endIndex
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_")
        }
        func skipSpaces() { while cursor < end, isSpace(line[cursor]) { cursor += 1 } }
        func word() -> String? {
            let first = cursor
            while cursor < end, isWordByte(line[cursor]) { cursor += 1 }
            return cursor > first ? String(decoding: line[first..<cursor], as: UTF8.self) : nil
        }
        let topLevel = !(cursor < end && isSpace(line[cursor]))
        skipSpaces()
        var isStatic = false
        while true {
            guard let next = word() else { return nil }
            if next == "let" { break }
            guard declarationWords.contains(next) else { return nil }
            if next == "static" { isStatic = true }
            skipSpaces()
        }
        guard topLevel || isStatic else { return nil }
        skipSpaces()
        guard let name = word(), let head = name.utf8.first, !(head >= 0x30 && head <= 0x39) else { return nil }
        skipSpaces()
        if cursor < end, line[cursor] == UInt8(ascii: ":") {
            cursor += 1
            skipSpaces()
            guard let type = word(), ["CGFloat", "Double", "Float", "Int"].contains(type) else { return nil }
            skipSpaces()
        }
        guard cursor < end, line[cursor] == UInt8(ascii: "=") else { return nil }
        cursor += 1
        skipSpaces()
        let numberStart = cursor
        while cursor < end, (line[cursor] >= 0x30 && line[cursor] <= 0x39) || line[cursor] == UInt8(ascii: ".") || line[cursor] == UInt8(ascii: "_") {
            cursor += 1
        }
        guard cursor > numberStart, let number = Double(String(decoding: line[numberStart..<cursor], as: UTF8.self).replacingOccurrences(of: "_", with: ""))
        else { return nil }
        skipSpaces()
        // Nothing after the number but a comment.
        guard cursor == end || cursor + 1 < end && line[cursor] == UInt8(ascii: "/") && line[cursor + 1] == UInt8(ascii: "/") else { return nil }
        return (name, number)
    }
}
