/// The text styles that title a screen or a section, as each framework names them.
public enum TextStyles {
    /// `.title3` is left out: on real screens it styled field captions and row titles more often than
    /// section titles.
    public static let swiftUITitles: Set<String> = ["largeTitle", "title", "title2"]
    public static let uiKitTitles: Set<String> = ["largeTitle", "title1", "title2"]

    /// The text styles by their iOS size at the default text size, regular weight, under their UIKit and
    /// SwiftUI names (`.headline`, the semibold 17, is left out: a weight is kept on `.body`).
    public static let sizes: [(uiKit: String, swiftUI: String, size: Double)] = [
        ("caption2", "caption2", 11), ("caption1", "caption", 12), ("footnote", "footnote", 13),
        ("subheadline", "subheadline", 15), ("callout", "callout", 16), ("body", "body", 17), ("title3", "title3", 20),
        ("title2", "title2", 22), ("title1", "title", 28), ("largeTitle", "largeTitle", 34),
    ]

    /// The size a UIKit text style draws at by default (`headline` is the body's size, in semibold).
    public static func uiKitSize(_ style: String) -> Double? {
        style == "headline" ? 17 : sizes.first { $0.uiKit == style }?.size
    }
}
