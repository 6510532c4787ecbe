// Stand-ins for the SwiftUI views used below, so the target builds on every platform. The audit reads the
// code's shape, so it judges these as it judges SwiftUI's own.
public struct Font: Sendable {
    public static func system(size: Double) -> Font { Font() }
    public static let body = Font(), footnote = Font()
}

public struct Text {
    public init(_ content: String) {}
    public func font(_ font: Font) -> Text { self }
}

public enum Greeting {
    /// Fixed at 13 points: does not grow with the reader's text size.
    public static var title: Text { Text("Welcome back").font(.system(size: 13)) }
    /// Follows the text size.
    public static var subtitle: Text { Text("Three new messages").font(.body) }
}
