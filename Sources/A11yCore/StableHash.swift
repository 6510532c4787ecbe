/// A fast, stable 64-bit hash for content hashes and fingerprints: the same input gives the same value
/// across runs, machines and Swift versions, unlike `Hasher`. Not cryptographic; it detects changes.
///
/// Bytes are consumed eight at a time (a multiply-and-fold mix per word), so hashing a whole file costs a
/// small fraction of parsing it.
public struct StableHash: Sendable {
    public private(set) var value: UInt64 = 0x243F_6A88_85A3_08D3
    private var length: UInt64 = 0

    public init() {}

    private static let k1: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let k2: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    @inline(__always)
    private mutating func mix(_ word: UInt64) {
        let product = (value ^ word).multipliedFullWidth(by: Self.k1)
        value = product.high ^ product.low ^ Self.k2
    }

    public mutating func combine(_ buffer: UnsafeRawBufferPointer) {
        let count = buffer.count
        var offset = 0
        while offset + 8 <= count {
            mix(UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(buffer[offset]) << shift
            shift += 8
            offset += 1
        }
        mix(tail ^ (UInt64(count) << 56))
        length &+= UInt64(count)
    }

    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    public mutating func combine(_ string: String) {
        var string = string
        string.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    public var hex: String {
        var final = value ^ length
        final ^= final >> 33
        final &*= 0xFF51_AFD7_ED55_8CCD
        final ^= final >> 33
        let digits = String(final, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    public static func hex(of bytes: [UInt8]) -> String {
        var hash = StableHash()
        hash.combine(bytes)
        return hash.hex
    }

    public static func hex(of strings: String...) -> String {
        var hash = StableHash()
        for string in strings { hash.combine(string) }
        return hash.hex
    }
}
