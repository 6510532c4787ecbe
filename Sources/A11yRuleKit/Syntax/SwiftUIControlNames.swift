import SwiftSyntax

/// How a SwiftUI control (a picker, a toggle, a slider, a text field) gets its name, shared by the rules
/// that report unnamed controls.
extension SwiftUILabels {
    /// An empty title (`""`, `Text("")`) or an empty label (`EmptyView()`, `{}`). `trailingIsLabel` says
    /// whether the trailing closure is the label (`Toggle(isOn:) { … }`) or content (`Picker`'s options).
    public static func hasNoName(_ call: FunctionCallExprSyntax, trailingIsLabel: Bool) -> Bool {
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            return isEmptyTitle(first.expression)
        }
        guard let label = labelArgument(of: call, trailingIsLabel: trailingIsLabel) else { return false }
        return content(of: label) == .empty
    }

    /// `LabeledContent("Nights") { … }` names its content; a container combined into one element reads its
    /// text and the control's value together; a container with its own label names what it holds.
    public static func namesItsContent(_ enclosing: SwiftUIViewContext.Enclosing) -> Bool {
        if enclosing.call.calledExpression.lastNameComponent == "LabeledContent" {
            if let title = enclosing.call.arguments.first, title.label == nil, !title.expression.is(ClosureExprSyntax.self) {
                return !isEmptyTitle(title.expression)
            }
            if let label = labelArgument(of: enclosing.call, trailingIsLabel: false), label.id != enclosing.closure.id {
                return content(of: label) != .empty
            }
        }
        return enclosing.modifiers.contains { modifier in
            modifier.name == "accessibilityElement" && modifier.call?.argument("children")?.expression.isMember(named: ["combine"]) == true
        } || enclosing.modifiers.contains(where: SwiftUIViewContext.setsLabel)
    }
}
