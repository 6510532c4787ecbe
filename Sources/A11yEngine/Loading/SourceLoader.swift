import A11yCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a source file's bytes and checks they are text the parser can take: readable, not binary,
/// valid UTF-8, not larger than the limit. Each failure becomes a ``FileProblem`` with a clear message.
public enum SourceLoader {
    public enum Outcome {
        case loaded([UInt8])
        case failed(FileProblem)
    }

    /// Loads the file at `location`, reporting problems under `path` (the name the user sees).
    public static func load(path: String, at location: String? = nil, maximumSize: Int) -> Outcome {
        // A FIFO, device or socket is never opened: opening a FIFO waits for a writer, reading a device may not end.
        var kind = stat()
        if stat(location ?? path, &kind) == 0, (kind.st_mode & S_IFMT) != S_IFREG {
            return .failed(FileProblem(path: path, kind: .specialFile, message: "not read: it is \(specialKind(kind.st_mode)), not a regular file"))
        }
        // Non-blocking, in case the file was swapped for one of those since.
        let descriptor = open(location ?? path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            return .failed(FileProblem(path: path, kind: errno == ENOENT ? .notFound : .unreadable, message: "cannot read the file: \(reason)"))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failed(FileProblem(path: path, kind: .unreadable, message: "cannot read the file: \(String(cString: strerror(errno)))"))
        }
        let size = Int(status.st_size)
        if size > maximumSize {
            return .failed(FileProblem(
                path: path, kind: .tooLarge,
                message: "skipped: the file is \(formatBytes(size)), over the \(formatBytes(maximumSize)) limit (max_file_size in .native-a11y.yml)"))
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, size - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(FileProblem(path: path, kind: .unreadable, message: "cannot read the file: \(String(cString: strerror(errno)))"))
            }
            if count == 0 { break }
            filled += count
        }
        if filled < size { bytes.removeLast(size - filled) }
        return check(bytes, path: path)
    }

    static func specialKind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFDIR: "a directory"
        default: "a special file"
        }
    }

    /// Validates bytes already in memory (the same checks as for a file).
    public static func check(_ bytes: [UInt8], path: String) -> Outcome {
        if let zero = bytes.firstIndex(of: 0) {
            return .failed(FileProblem(
                path: path, kind: .binary, message: "skipped: the file holds binary data (a NUL byte at offset \(zero)), not Swift source"))
        }
        if let invalid = firstInvalidUTF8Offset(bytes) {
            let table = LineTable(bytes)
            let position = table.position(at: invalid)
            return .failed(FileProblem(
                path: path, kind: .invalidEncoding,
                message: "skipped: the file is not valid UTF-8 (first invalid byte 0x\(String(bytes[invalid], radix: 16, uppercase: true)) at line \(position.line), column \(position.column))",
                line: position.line, column: position.column))
        }
        return .loaded(bytes)
    }

    /// The offset of the first byte that breaks UTF-8, or nil when all is valid.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        // Source is mostly ASCII: skip it eight bytes at a time.
        let asciiRun = { (start: Int) -> Int in
            bytes.withUnsafeBytes { buffer in
                var offset = start
                while offset + 8 <= count, buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    offset += 8
                }
                return offset
            }
        }
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                index = asciiRun(index + 1)
                continue
            }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(byte & 0x1F))
            case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(byte & 0x0F))
            case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(byte & 0x07))
            default: return index
            }
            guard index + length <= count else { return index }
            for offset in 1..<length {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
            index += length
        }
        return nil
    }

    static func formatBytes(_ count: Int) -> String {
        if count >= 1024 * 1024 { return String(format: "%.1f MB", Double(count) / 1_048_576) }
        if count >= 1024 { return String(format: "%.1f KB", Double(count) / 1024) }
        return "\(count) bytes"
    }
}
