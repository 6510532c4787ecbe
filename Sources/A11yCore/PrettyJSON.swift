import Foundation

/// The JSON every document of the tool is written in: indented, keys sorted (so output is stable and
/// diffs are readable), slashes unescaped, ending with a newline.
public enum PrettyJSON {
    public static func encode(_ value: some Encodable) throws -> String {
        String(decoding: try data(value), as: UTF8.self) + "\n"
    }

    public static func data(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}
