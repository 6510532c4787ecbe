#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Array where Element == UInt8 {
    /// True when the bytes contain the UTF-8 of `needle` (a cheap pre-check before reading comments).
    public func containsSubsequence(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        return withUnsafeBytes { haystack in
            pattern.withUnsafeBytes { pattern in
                guard let base = haystack.baseAddress, let needle = pattern.baseAddress, pattern.count > 0 else { return false }
                // memchr to each occurrence of the first byte, then compare the rest.
                var offset = 0
                let last = haystack.count - pattern.count
                while offset <= last, let found = memchr(base + offset, Int32(pattern[0]), last - offset + 1) {
                    let index = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(base + index, needle, pattern.count) == 0 { return true }
                    offset = index + 1
                }
                return false
            }
        }
    }
}
