import SwiftSyntax

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

    /// Weights that make text read as bold.
    public static let boldWeights: Set<String> = ["bold", "semibold", "heavy", "black"]

    /// A bold weight in a font expression: `.bold()`, `weight: .semibold`, `.fontWeight(.heavy)`.
    public static func isBold(_ expression: ExprSyntax) -> Bool {
        expression.descendantsOrSelfMembers().contains(where: boldWeights.contains)
            || expression.descendants(FunctionCallExprSyntax.self).contains { $0.calledExpression.lastNameComponent == "bold" }
    }

    /// A UIKit point-size font that looks like a title: 20 points or more, or 17 or more in a bold weight
    /// (`.systemFont(ofSize: 28, weight: .bold)`, `.boldSystemFont(ofSize: 20)`, an app's
    /// `scaledSystemFont(ofSize: 24, ofWeight: .semibold)`).
    public static func isTitleLikeUIKitFont(_ value: ExprSyntax) -> Bool {
        let calls = ([value.unwrapped.as(FunctionCallExprSyntax.self)].compactMap { $0 } + value.descendants(FunctionCallExprSyntax.self))
        guard let sized = calls.first(where: { $0.argument("ofSize")?.expression.literalNumber != nil }),
            let size = sized.argument("ofSize")?.expression.literalNumber
        else { return false }
        let bold = isBold(ExprSyntax(sized)) || (sized.calledExpression.lastNameComponent?.lowercased().contains("bold") ?? false)
        return size >= 20 || bold && size >= 17
    }
}
