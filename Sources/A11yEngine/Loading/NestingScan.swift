#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds inputs the Swift parser cannot handle in reasonable time.
///
/// SwiftParser decides whether `[` starts a type (`[Int]`, `[3 of Int]`) by looking ahead, and for `[`
/// directly inside `[` it looks ahead twice, so `[[[[…]]]]` costs time exponential in the depth: about 20
/// levels take seconds, 30 take hours. Parentheses between them do not help (`[([([(…` grows the same way),
/// so a `(` neither counts nor ends a run. Code never nests brackets like that, so a file that does is
/// skipped and reported instead of stalling the audit.
public enum NestingScan {
    /// A quick first pass that ignores comments and strings: when even it finds no run longer than
    /// `limit`, the careful scan is not needed (nearly every file).
    public static func mayHaveLongBracketRun(_ bytes: [UInt8], longerThan limit: Int) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return false }
            var offset = 0
            let count = buffer.count
            // Jump from '[' to '[' with memchr; most files have few.
            while offset < count, let found = memchr(base + offset, Int32(UInt8(ascii: "[")), count - offset) {
                var index = base.distance(to: UnsafeRawPointer(found))
                var run = 0
                while index < count {
                    let byte = buffer[index]
                    if byte == UInt8(ascii: "[") {
                        run += 1
                        if run > limit { return true }
                    } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r")
                        && byte != UInt8(ascii: "(")
                    {
                        break
                    }
                    index += 1
                }
                offset = index + 1
            }
            return false
        }
    }

    /// Why the audit does not parse the file, or nil when it does: brackets that would make the parser take
    /// exponential time, or nested interpolations that would take it quadratic memory. The quick counts answer
    /// for nearly every file; the careful scans run only when they cannot.
    public static func reasonNotToParse(_ bytes: [UInt8], maximumRun: Int = 16) -> String? {
        if mayHaveLongBracketRun(bytes, longerThan: maximumRun) {
            let run = longestBracketRun(bytes)
            if run > maximumRun { return "\(run) '[' are opened one inside another; the Swift parser needs exponential time for that" }
        }
        if mayNestInterpolations(bytes, deeperThan: maximumInterpolationDepth) {
            let depth = deepestInterpolation(bytes)
            if depth > maximumInterpolationDepth {
                return "string interpolations nest \(depth) deep; the Swift parser's memory grows with the square of that"
            }
        }
        return nil
    }

    /// True when the audit skips the file before parsing (see ``reasonNotToParse(_:maximumRun:)``).
    public static func skipsParsing(_ bytes: [UInt8], maximumRun: Int = 16) -> Bool {
        reasonNotToParse(bytes, maximumRun: maximumRun) != nil
    }

    /// String interpolations nested deeper than this are machine-made: the parser's memory grows with the
    /// square of the depth (3,000 levels, a 25 KB file, take 440 MB), while code rarely nests three.
    public static let maximumInterpolationDepth = 64

    /// The interpolations of a file nest deeper than `limit` only if it has more than `limit` of them: a
    /// count that answers for nearly every file without the careful scan.
    public static func mayNestInterpolations(_ bytes: [UInt8], deeperThan limit: Int) -> Bool {
        let backslash = UInt8(ascii: "\\"), open = UInt8(ascii: "("), hash = UInt8(ascii: "#")
        var openings = 0
        for index in bytes.indices.dropLast() where bytes[index] == backslash && (bytes[index + 1] == open || bytes[index + 1] == hash) {
            openings += 1
            if openings > limit { return true }
        }
        return false
    }

    /// How deeply string interpolations nest (`"a \(f("b \(x)"))"` is 2), outside comments; raw strings
    /// (`#"…\#(x)…"#`) and multi-line strings count too.
    public static func deepestInterpolation(_ bytes: [UInt8]) -> Int {
        let backslash = UInt8(ascii: "\\"), open = UInt8(ascii: "("), close = UInt8(ascii: ")"), quote = UInt8(ascii: "\"")
        let hash = UInt8(ascii: "#"), newline = UInt8(ascii: "\n"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        // A string frame knows how it ends; a code frame (an interpolation) counts its own parentheses.
        enum Frame { case string(multiline: Bool, hashes: Int), code(parentheses: Int) }
        var stack: [Frame] = [.code(parentheses: 0)]
        var deepest = 0
        var index = 0
        let count = bytes.count
        func hashes(from start: Int) -> Int {
            var end = start
            while end < count && bytes[end] == hash { end += 1 }
            return end - start
        }
        while index < count {
            let byte = bytes[index]
            switch stack[stack.count - 1] {
            case .code(let parentheses):
                if byte == slash && index + 1 < count && bytes[index + 1] == slash {
                    while index < count && bytes[index] != newline { index += 1 }
                    continue
                } else if byte == slash && index + 1 < count && bytes[index + 1] == star {
                    index += 2
                    while index + 1 < count && !(bytes[index] == star && bytes[index + 1] == slash) { index += 1 }
                    index += 2
                    continue
                } else if byte == quote || (byte == hash && index + hashes(from: index) < count && bytes[index + hashes(from: index)] == quote) {
                    let raw = byte == hash ? hashes(from: index) : 0
                    index += raw
                    let multiline = index + 2 < count && bytes[index + 1] == quote && bytes[index + 2] == quote
                    stack.append(.string(multiline: multiline, hashes: raw))
                    index += multiline ? 3 : 1
                    continue
                } else if byte == open {
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                } else if byte == close {
                    if parentheses > 0 {
                        stack[stack.count - 1] = .code(parentheses: parentheses - 1)
                    } else if stack.count > 1 {
                        stack.removeLast()  // the interpolation ends; back in its string
                    }
                }
                index += 1
            case .string(let multiline, let raw):
                if byte == backslash && hashes(from: index + 1) == raw {
                    let after = index + 1 + raw
                    if after < count && bytes[after] == open {
                        stack.append(.code(parentheses: 0))
                        deepest = max(deepest, stack.count / 2)
                        index = after + 1
                    } else {
                        index = after + 1  // an escaped character
                    }
                    continue
                }
                if byte == quote {
                    let closes = multiline ? (index + 2 < count && bytes[index + 1] == quote && bytes[index + 2] == quote) : true
                    let end = index + (multiline ? 3 : 1)
                    if closes && hashes(from: end) >= raw {
                        stack.removeLast()
                        index = end + raw
                        continue
                    }
                } else if byte == newline && !multiline {
                    stack.removeLast()  // an unterminated string ends at the line's end, as the parser recovers
                }
                index += 1
            }
        }
        return deepest
    }

    /// The most `[` opened in a row (with only white space and `(` between), outside comments and string literals.
    public static func longestBracketRun(_ bytes: [UInt8]) -> Int {
        var longest = 0
        var run = 0
        var index = 0
        let count = bytes.count
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "["):
                run += 1
                longest = max(longest, run)
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "("):
                break
            case slash where index + 1 < count && bytes[index + 1] == slash:
                while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case slash where index + 1 < count && bytes[index + 1] == star:
                var depth = 1
                index += 2
                while index + 1 < count && depth > 0 {
                    if bytes[index] == slash && bytes[index + 1] == star {
                        depth += 1
                        index += 2
                    } else if bytes[index] == star && bytes[index + 1] == slash {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                }
                run = 0
                continue
            case quote:
                let multiline = index + 2 < count && bytes[index + 1] == quote && bytes[index + 2] == quote
                index += multiline ? 3 : 1
                while index < count {
                    if bytes[index] == backslash {
                        index += 2
                        continue
                    }
                    if multiline {
                        if bytes[index] == quote && index + 2 < count && bytes[index + 1] == quote && bytes[index + 2] == quote {
                            index += 3
                            break
                        }
                    } else if bytes[index] == quote || bytes[index] == UInt8(ascii: "\n") {
                        index += 1
                        break
                    }
                    index += 1
                }
                run = 0
                continue
            default:
                run = 0
            }
            index += 1
        }
        return longest
    }
}
