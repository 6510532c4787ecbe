import CByteSearch

extension Array where Element == UInt8 {
    /// True when the bytes contain the UTF-8 of `needle` (a cheap pre-check before reading the tree).
    ///
    /// The C library's `memmem` skips ahead on mismatches; a scan that stops at every occurrence of the
    /// needle's first byte is several times slower for needles that start with a common letter ("oast").
    public func containsSubsequence(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            withUnsafeBytes { haystack in
                a11y_contains_bytes(haystack.baseAddress, haystack.count, pattern.baseAddress, pattern.count) != 0
            }
        }
    }

    /// Where the UTF-8 of `needle` first occurs in `self[start..<end]` (`end` defaults to the end), or nil. The
    /// same search as `containsSubsequence`: a generic `firstRange(of:)` on a slice is many times slower.
    public func firstOffset(of needle: String, from start: Int, to end: Int? = nil) -> Int? {
        let end = Swift.min(end ?? count, count)
        guard start >= 0, start < end else { return needle.isEmpty && start == end ? start : nil }
        var needle = needle
        return needle.withUTF8 { pattern in
            withUnsafeBytes { haystack in
                let offset = a11y_find_bytes(haystack.baseAddress! + start, end - start, pattern.baseAddress, pattern.count)
                return offset < 0 ? nil : start + offset
            }
        }
    }
}
