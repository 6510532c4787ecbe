import SwiftSyntax

/// What a SwiftUI `Text` shows, read from its argument: words, or only a number or an amount.
public enum TextContent {
    /// Words whose values are counts and amounts: `Text(likeCount)`, `Text("\(order.total)")`.
    public static let numericNames: [[UInt8]] = [
        "count", "number", "amount", "total", "score", "points", "votes", "likes", "price", "balance", "quantity",
        "percent", "percentage", "gems", "coins", "streak", "level",
    ].map { Array($0.utf8) }

    /// Text the app's localization gives, not data: a key of generated string constants, under a namespace named
    /// for strings or localization (`L10n.Settings.title`, `Strings.Backup.intro`, `L10n.Whatsnew.version(v)`),
    /// `NSLocalizedString(…)`, `String(localized: …)`, or `"key".localized`; either branch of a choice between
    /// such texts.
    public static func isLocalizedText(_ expression: ExprSyntax) -> Bool {
        let expression = expression.unwrapped
        if let ternary = expression.as(SequenceExprSyntax.self)?.ternaryParts {
            return isLocalizedText(ternary.then) && isLocalizedText(ternary.otherwise)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            switch call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            case "NSLocalizedString": return true
            case "String": return call.arguments.first?.label?.text == "localized"
            default: return call.calledExpression.as(MemberAccessExprSyntax.self).map { isLocalizedText(ExprSyntax($0)) } ?? false
            }
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        if member.declName.baseName.text == "localized", base.is(StringLiteralExprSyntax.self) { return true }
        // `L10n.General.activity`: down the names to a type's.
        guard base.is(MemberAccessExprSyntax.self) || base.is(DeclReferenceExprSyntax.self) else { return false }
        var current = base
        while let link = current.as(MemberAccessExprSyntax.self), let next = link.base { current = next }
        guard let root = current.as(DeclReferenceExprSyntax.self)?.baseName.text, root.first?.isUppercase == true else { return false }
        return ["L10n", "Strings", "Localizable", "Localized", "Loc", "LocalizedStrings", "Texts", "Copy"].contains(root)
            || NameHeuristics.words(root).contains { ["l10n", "strings", "localizable", "localized", "localization"].contains($0) }
    }

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
