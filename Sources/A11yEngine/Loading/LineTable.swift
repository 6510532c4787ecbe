#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import A11yCore

/// Converts UTF-8 offsets into lines and columns (UTF-8 and UTF-16) for one file.
public struct LineTable: Sendable {
    /// Offset of the first byte of each line.
    private let lineStarts: [Int]
    private let bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                offset = base.distance(to: UnsafeRawPointer(found)) + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
        self.bytes = bytes
    }

    public var lineCount: Int {
        // A final line without a newline still counts; an empty trailing line after the last newline does not.
        if bytes.isEmpty { return 0 }
        return lineStarts.last == bytes.count ? lineStarts.count - 1 : lineStarts.count
    }

    public func position(at offset: Int) -> SourcePosition {
        let offset = max(0, min(offset, bytes.count))
        // Binary search for the last line start <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        var utf16 = 0
        var index = start
        while index < offset {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 { utf16 += byte >= 0xF0 ? 2 : 1 }
            index += 1
        }
        return SourcePosition(line: low + 1, column: offset - start + 1, utf16Column: utf16 + 1, offset: offset)
    }
}
