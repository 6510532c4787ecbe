/// Font APIs of SwiftUI and UIKit: names that mention fonts but set no size of their own, and the system's font
/// builders, which the text-size rules judge by their arguments. A call to any other function that gives a font
/// is the app's own helper.
public enum FontAPIs {
    public static let names: Set<String> = [
        "font", "fontWeight", "fontDesign", "fontWidth", "system", "custom", "systemFont", "boldSystemFont", "italicSystemFont",
        "preferredFont", "scaledFont", "monospacedDigit", "monospacedDigitSystemFont", "monospacedSystemFont", "withSize", "dynamicTypeSize",
    ]
    /// Fonts that follow the user's text size: a text style, or a size scaled by `UIFontMetrics`.
    public static let dynamicTypeFonts: Set<String> = ["preferredFont", "scaledFont"]
}
