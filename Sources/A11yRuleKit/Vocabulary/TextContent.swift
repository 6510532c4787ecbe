import SwiftSyntax

/// What a SwiftUI `Text` shows, read from its argument: words, or only a number or an amount.
public enum TextContent {
    /// Words whose values are counts and amounts: `Text(likeCount)`, `Text("\(order.total)")`.
    public static let numericNames: [[UInt8]] = [
        "count", "number", "amount", "total", "score", "points", "votes", "likes", "price", "balance", "quantity",
        "percent", "percentage", "gems", "coins", "streak", "level",
    ].map { Array($0.utf8) }

    /// A `Text` that shows words: a literal with letters, or a value whose name is not a count or amount.
    public static func carriesWords(_ text: FunctionCallExprSyntax) -> Bool {
        guard let first = text.arguments.first?.expression else { return false }
        if text.arguments.contains(where: { $0.label?.text == "format" }) { return false }
        if first.is(IntegerLiteralExprSyntax.self) || first.is(FloatLiteralExprSyntax.self) { return false }
        let values: [ExprSyntax]
        if let literal = first.as(StringLiteralExprSyntax.self) {
            let letters = literal.segments.contains { segment in
                segment.as(StringSegmentSyntax.self)?.content.text.contains(where: \.isLetter) ?? false
            }
            if letters { return true }
            values = literal.segments.compactMap { $0.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression }
            if values.isEmpty { return false }
        } else {
            values = [first]
        }
        return values.contains { value in
            let name = value.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? value.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? value.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent
            guard let name else { return true }
            return !NameHeuristics.hasWord(name, in: numericNames) && !["formatted", "String", "description"].contains(name)
        }
    }
}
