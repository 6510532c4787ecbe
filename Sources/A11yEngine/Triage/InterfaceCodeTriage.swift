/// Decides from a Swift file's bytes, before any parsing, whether it can hold code a rule reads.
///
/// Every rule looks at interface code: a UIKit type (`UIButton`, `UIFont`), Core Graphics
/// or Core Animation values, a SwiftUI view (`some View`, `struct Row: View`), or a framework that draws
/// interface (`import MapKit`). A file that names none of these (a model, a network client, a store) gives rules
/// nothing to look at; the audit reads only its declarations (see ``DeclarationReader``) and parses it in full
/// only when another file shows that it touches an interface type after all (see ``InterfaceTypeNames``).
///
/// The test errs one way only: a false "may hold interface code" costs a parse, never a finding.
public enum InterfaceCodeTriage {
    /// True when the file names something from an interface framework, or re-exports a module (whose
    /// re-exported names then need no import in the files that use them).
    public static func mayHoldInterfaceCode(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                let byte = buffer[index]
                switch byte {
                case UInt8(ascii: "U"), UInt8(ascii: "C"):
                    // `UIView`, `CGFloat`, `CALayer`: a platform prefix, then a capitalised word. (`NS` names are left
                    // out: Foundation's `NSLocalizedString` and `NSError` are in every model file.)
                    if index + 3 < count, Self.isPlatformPrefix(byte, buffer[index + 1]), isUpper(buffer[index + 2]), isLower(buffer[index + 3]),
                        index == 0 || !isIdentifierByte(buffer[index - 1]) || isLower(buffer[index - 1])
                    {
                        return true
                    }
                    // `SwiftUI`, `MessageUI`, `PhotosUI`: a module whose name ends in UI.
                    if byte == UInt8(ascii: "U"), index + 1 < count, buffer[index + 1] == UInt8(ascii: "I"), index > 0, isLower(buffer[index - 1]),
                        index + 2 == count || !isIdentifierByte(buffer[index + 2])
                    {
                        return true
                    }
                case UInt8(ascii: "V"):
                    // A name that ends in `View`: `some View`, `Image`-free SwiftUI rows (`struct Row: View`), `ScrollView`.
                    if index + 3 < count, buffer[index + 1] == UInt8(ascii: "i"), buffer[index + 2] == UInt8(ascii: "e"), buffer[index + 3] == UInt8(ascii: "w"),
                        index + 4 == count || !isIdentifierByte(buffer[index + 4])
                    {
                        return true
                    }
                case UInt8(ascii: "K"):
                    // `MapKit`, `WebKit`, `AVKit`, `SpriteKit`, `StoreKit`, `WidgetKit`: frameworks that draw interface.
                    if index > 0, index + 2 < count, buffer[index + 1] == UInt8(ascii: "i"), buffer[index + 2] == UInt8(ascii: "t"),
                        index + 3 == count || !isIdentifierByte(buffer[index + 3]), isIdentifierByte(buffer[index - 1])
                    {
                        return true
                    }
                case UInt8(ascii: "@"):
                    if Self.matches(buffer, at: index, "@_exported") { return true }
                default:
                    break
                }
                index += 1
            }
            return otherFrameworks.contains { bytes.containsSubsequence($0) }
        }
    }

    /// Interface frameworks whose names the byte scan above does not catch.
    static let otherFrameworks = ["SafariServices", "QuickLook", "CarPlay", "Charts"]

    private static func isPlatformPrefix(_ first: UInt8, _ second: UInt8) -> Bool {
        switch first {
        case UInt8(ascii: "U"): second == UInt8(ascii: "I")
        case UInt8(ascii: "C"): second == UInt8(ascii: "G") || second == UInt8(ascii: "A")
        default: false
        }
    }

    private static func matches(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= buffer.count else { return false }
        let start = word.utf8Start
        for offset in 0..<length where buffer[index + offset] != start[offset] { return false }
        return true
    }
}

@inline(__always) func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
@inline(__always) func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
@inline(__always) func isIdentifierByte(_ byte: UInt8) -> Bool {
    isUpper(byte) || isLower(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
}
