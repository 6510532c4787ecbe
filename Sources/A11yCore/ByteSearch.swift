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
}
