#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds inputs the Swift parser cannot handle in reasonable time.
///
/// SwiftParser decides whether `[` starts a type (`[Int]`, `[3 of Int]`) by looking ahead, and for `[`
/// directly inside `[` it looks ahead twice, so `[[[[…]]]]` costs time exponential in the depth: about 20
/// levels take seconds, 30 take hours. Code never nests brackets like that, so a file that does is skipped
/// and reported instead of stalling the audit.
enum NestingScan {
    /// A quick first pass that ignores comments and strings: when even it finds no run longer than
    /// `limit`, the careful scan is not needed (nearly every file).
    static func mayHaveLongBracketRun(_ bytes: [UInt8], longerThan limit: Int) -> Bool {
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
                    } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
                        break
                    }
                    index += 1
                }
                offset = index + 1
            }
            return false
        }
    }

    /// The most `[` opened in a row (with only white space between), outside comments and string literals.
    static func longestBracketRun(_ bytes: [UInt8]) -> Int {
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
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
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
