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
    static func merge(_ perFile: [[(String, Double)]]) -> [String: Double] {
        var values: [String: Double?] = [:]
        for (name, value) in perFile.joined() {
            if let known = values[name] {
                if known != value { values[name] = .some(nil) }
            } else {
                values[name] = value
            }
        }
        return values.compactMapValues { $0 }
    }

    /// The constants of one file.
    static func constants(in bytes: [UInt8]) -> [(String, Double)] {
        guard bytes.containsSubsequence("let ") else { return [] }
        var found: [(String, Double)] = []
        var index = 0
        var lastLineEnd = -1
        while let occurrence = bytes.firstOffset(of: "let ", from: index) {
            index = occurrence + 4
            guard occurrence > lastLineEnd else { continue }
            var start = occurrence
            while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            var end = occurrence
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            lastLineEnd = end
            guard end - start < 160, let line = String(validating: bytes[start..<end], as: UTF8.self), let constant = constant(in: line)
            else { continue }
            found.append(constant)
        }
        return found
    }

    /// `let controlSize = 40.0` at the top level, or `static let rowHeight: CGFloat = 36` → (name, value).
    static func constant(in line: String) -> (String, Double)? {
        let topLevel = !(line.first?.isWhitespace ?? true)
        var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        // Access and storage words before `let`.
        let allowed: Set<String> = ["public", "private", "fileprivate", "internal", "package", "static", "nonisolated"]
        var isStatic = false
        while let first = words.first, first != "let" {
            guard allowed.contains(first) else { return nil }
            if first == "static" { isStatic = true }
            words.removeFirst()
        }
        guard topLevel || isStatic, words.first == "let" else { return nil }
        let rest = words.dropFirst().joined(separator: " ")
        guard let equals = rest.firstIndex(of: "=") else { return nil }
        var name = rest[..<equals].trimmingCharacters(in: .whitespaces)
        if let colon = name.firstIndex(of: ":") {
            let type = name[name.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard ["CGFloat", "Double", "Float", "Int"].contains(type) else { return nil }
            name = String(name[..<colon]).trimmingCharacters(in: .whitespaces)
        }
        guard let head = name.first, head.isLetter || head == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var value = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        // A trailing comment.
        if let comment = value.range(of: "//") { value = value[..<comment.lowerBound].trimmingCharacters(in: .whitespaces) }
        guard !value.isEmpty, value.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" }), let number = Double(value.replacingOccurrences(of: "_", with: ""))
        else { return nil }
        return (name, number)
    }
}
