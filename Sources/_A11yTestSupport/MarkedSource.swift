/// Example code with `↓` markers where findings must land. The markers are removed; their UTF-8 offsets
/// in the cleaned text are kept.
public struct MarkedSource: Sendable {
    public static let marker: Character = "↓"

    public let text: String
    public let markerOffsets: [Int]

    public init(_ marked: String) {
        var text = ""
        var offsets: [Int] = []
        var utf8Count = 0
        for character in marked {
            if character == Self.marker {
                offsets.append(utf8Count)
            } else {
                text.append(character)
                utf8Count += character.utf8.count
            }
        }
        self.text = text
        self.markerOffsets = offsets
    }

    /// 1-based line numbers of the markers in the cleaned text.
    public var markerLines: [Int] {
        let bytes = Array(text.utf8)
        return markerOffsets.map { offset in bytes[..<offset].filter { $0 == UInt8(ascii: "\n") }.count + 1 }
    }
}
