/// A fast, stable 64-bit hash (FNV-1a) for content hashes and fingerprints. Stable across runs, machines
/// and Swift versions, unlike `Hasher`.
public struct StableHash: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
    }

    public mutating func combine(_ string: String) {
        var string = string
        string.withUTF8 { combine($0) }
        combine([0xff])  // separator, so ("ab", "c") and ("a", "bc") differ
    }

    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    public static func hex(of bytes: some Sequence<UInt8>) -> String {
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
