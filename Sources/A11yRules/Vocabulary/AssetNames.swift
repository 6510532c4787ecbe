import SwiftSyntax

/// The names SwiftUI gives images built from an asset: `Image("close")` is read by VoiceOver as its name (the
/// name is also the text's localization key). UIKit falls back to the same name for a button that shows only
/// an asset image. A name that reads as words ("close", "share-arrow") may say
/// enough, or may describe a picture rather than what it means: a person must judge. A name that does not read as
/// words ("ic_btn_close_24", "img3") is no name.
public enum AssetNames {
    /// Parts of asset names that are file-naming habits, not words a listener understands.
    static let habits: Set<String> = ["ic", "icn", "ico", "img", "btn", "bg", "asset", "px", "pt", "x", "tab", "nav"]

    /// `"close"` for `Image("close")`, nil for any other image.
    public static func literalName(of image: FunctionCallExprSyntax) -> String? {
        guard let first = image.arguments.first, first.label == nil,
            let literal = first.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
        else { return nil }
        return text
    }

    /// The first asset image named by a literal inside `node`.
    public static func firstName(in node: some SyntaxProtocol) -> String? {
        let calls = (node.as(FunctionCallExprSyntax.self).map { [$0] } ?? []) + node.descendants(FunctionCallExprSyntax.self)
        return calls.lazy.filter { $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image" }
            .compactMap(literalName).first
    }

    /// The asset a UIKit image expression loads by a literal name: `UIImage(named: "close")`.
    public static func uiKitName(in expression: some SyntaxProtocol) -> String? {
        let calls = (expression.as(FunctionCallExprSyntax.self).map { [$0] } ?? []) + expression.descendants(FunctionCallExprSyntax.self)
        for call in calls where call.calledExpression.lastNameComponent == "UIImage" || call.calledExpression.lastNameComponent == "init" {
            guard let literal = call.argument("named")?.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
            else { continue }
            return text
        }
        return nil
    }

    /// True when the name reads as words: letters, with `-`, `_`, `.` or spaces between words of two letters or
    /// more, no digits, and none of the file-naming habits (`ic_`, `btn`, `@2x`).
    public static func isReadable(_ name: String) -> Bool {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || "-_. ".contains($0) }) else { return false }
        let words = name.split(whereSeparator: { "-_. ".contains($0) }).flatMap { NameHeuristics.words(String($0)) }
        return !words.isEmpty && words.allSatisfy { $0.count >= 2 && !habits.contains($0) }
    }
}
