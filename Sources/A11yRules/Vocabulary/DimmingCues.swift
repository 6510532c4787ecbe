import SwiftSyntax

/// What a layer that dims or blurs the screen behind a modal looks like in code. A dimming layer is strong
/// evidence of a modal; a clear or plain backdrop is not.
public enum DimmingCues {
    /// A SwiftUI layer that dims the screen: `Color.black.opacity(0.4)`, `Rectangle().fill(.ultraThinMaterial)`,
    /// `Color(.black).opacity(…)`, a blur view. A clear tap-catcher is not one.
    public static func isDimmingLayer(_ chain: ModifierChain) -> Bool {
        isDimmingExpression(chain.expression)
    }

    public static func isDimmingExpression(_ expression: ExprSyntax) -> Bool {
        let chain = ModifierChain(expression)
        let rootType = chain.rootTypeName
        if let rootType, rootType.contains("Blur") { return true }
        // `.black.opacity(0.8)` where a colour is expected (an argument, a `fill`).
        let implicitColor = chain.root.as(MemberAccessExprSyntax.self).map { $0.base == nil && ["black", "gray"].contains($0.declName.baseName.text) } ?? false
        guard rootType == "Color" || rootType == "Rectangle" || implicitColor else { return false }
        let members = expression.descendantsOrSelfMembers()
        if !members.isDisjoint(with: SwiftUIViews.materials) { return true }
        if members.contains("clear") && !members.contains("black") { return false }
        let hasOpacity = expression.descendants(FunctionCallExprSyntax.self).contains {
            $0.calledExpression.lastNameComponent == "opacity"
        } || expression.descendants(LabeledExprSyntax.self).contains { $0.label?.text == "opacity" }
        return hasOpacity
    }

    /// `Color.white`, `Color(.systemBackground).ignoresSafeArea()`, `Spacer()`: nothing to hide.
    public static func isPlainBackdrop(_ chain: ModifierChain) -> Bool {
        guard let type = chain.rootTypeName else { return false }
        return SwiftUIViews.backdrops.contains(type)
    }

    /// A UIKit dimming colour: `UIColor.black.withAlphaComponent(0.5)`, `.black.withAlphaComponent(…)`,
    /// `UIColor(white: 0, alpha: 0.4)`.
    public static func isDimmingColor(_ expression: ExprSyntax) -> Bool {
        let members = expression.descendantsOrSelfMembers()
        let calls = expression.descendants(FunctionCallExprSyntax.self) + (expression.as(FunctionCallExprSyntax.self).map { [$0] } ?? [])
        if calls.contains(where: { $0.calledExpression.lastNameComponent == "withAlphaComponent" }) {
            return members.contains("black") || members.contains("darkGray") || members.contains("gray")
        }
        return calls.contains { call in
            ExprSyntax(call).constructedTypeName == "UIColor" && call.argument("white") != nil && call.argument("alpha") != nil
        }
    }
}
