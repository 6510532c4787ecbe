import SwiftSyntax

/// Recognizers for the accessibility APIs rules and project facts look for. One place, so every rule
/// agrees on what "marks modal" or "moves focus" means.
public enum AccessibilityAPIs {
    /// `.accessibilityAddTraits(.isModal)`, `.accessibilityAddTraits([.isModal, .isHeader])`,
    /// `.accessibility(addTraits: .isModal)`.
    public static func addsModalTrait(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.lastNameComponent else { return false }
        guard name == "accessibilityAddTraits" || (name == "accessibility" && call.argument("addTraits") != nil)
        else { return false }
        return call.arguments.contains { argument in
            argument.expression.descendantsOrSelfMembers().contains("isModal")
        }
    }

    /// `.accessibilityAction(.escape) { … }` (also with `named:` absent and the closure as argument).
    public static func isEscapeAction(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.lastNameComponent == "accessibilityAction",
            let kind = call.firstUnlabeledArgument?.expression
        else { return false }
        return kind.isMember(named: ["escape"])
    }

    /// `UIAccessibility.post(notification: .screenChanged|.layoutChanged, …)`,
    /// `UIAccessibilityPostNotification(UIAccessibilityScreenChangedNotification, …)`,
    /// `AccessibilityNotification.ScreenChanged(…).post()` and the layout-changed forms.
    public static func postsFocusNotification(_ call: FunctionCallExprSyntax) -> Bool {
        posts(call, members: ["screenChanged", "layoutChanged"], types: ["ScreenChanged", "LayoutChanged"])
    }

    /// `UIAccessibility.post(notification: .announcement, argument: …)`, `AccessibilityNotification.Announcement(…).post()`,
    /// `UIAccessibilityPostNotification(UIAccessibilityAnnouncementNotification, …)`.
    public static func postsAnnouncement(_ call: FunctionCallExprSyntax) -> Bool {
        posts(call, members: ["announcement"], types: ["Announcement"])
    }

    /// A post of one of these notifications, in its three spellings: `post(notification: .member, …)`,
    /// `AccessibilityNotification.Type(…).post()`, and the C function whose constant names the type.
    private static func posts(_ call: FunctionCallExprSyntax, members: Set<String>, types: [String]) -> Bool {
        switch call.calledExpression.lastNameComponent {
        case "post":
            if let notification = call.argument("notification")?.expression {
                return notification.isMember(named: members)
            }
            guard let kind = call.receiver?.unwrapped.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent else { return false }
            return types.contains(kind)
        case "UIAccessibilityPostNotification":
            guard let constant = call.arguments.first?.expression.lastNameComponent else { return false }
            return types.contains { constant.contains($0) }
        default:
            return false
        }
    }

    /// `.accessibilityFocused($x)`, `.accessibilityFocused($x, equals: …)`, `.focused($x)`.
    public static func bindsFocus(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.lastNameComponent, call.receiver != nil else { return false }
        return name == "accessibilityFocused" || name == "focused"
    }

    /// True when code that runs as `function` shows something posts a screen- or layout-changed notification:
    /// in the function itself (completion closures included) or in a function of the same type it calls
    /// (`announce()`, `self.moveFocus(to:)`). A post elsewhere in the type does not follow the showing.
    public static func postsFocusNotification(onPathOf function: CodeBlockSyntax, facts: SyntaxFacts) -> Bool {
        let posts = facts.calls("post") + facts.calls("UIAccessibilityPostNotification")
        let focusPosts = posts.filter(postsFocusNotification)
        if focusPosts.contains(where: { $0.isContained(in: function) }) { return true }
        guard let type = function.enclosingTypeDeclaration else { return false }
        // Helpers of the same type (or its other declarations in this file) called from the function.
        let helpers = facts.functions(inCallsFrom: function).filter { helper in
            facts.typeDeclarations.contains { $0.name == type.name && helper.isContained(in: $0.node) }
        }
        return focusPosts.contains { post in helpers.contains { post.isContained(in: $0) } }
    }

    /// `.accessibilityFocused($x)` (or `.focused($x)`) whose state `x` the enclosing type really sets
    /// (`x = true`, `x = .field`): a binding that is only declared and applied never moves focus.
    public static func bindsFocusThatIsSet(_ call: FunctionCallExprSyntax, facts: SyntaxFacts) -> Bool {
        guard bindsFocus(call), let argument = call.arguments.first?.expression else { return false }
        var name = VariableResolver.normalizedText(argument)
        guard name.hasPrefix("$") else { return false }
        name.removeFirst()
        let scope = call.enclosingTypeDeclaration.map { Syntax($0.node) } ?? Syntax(call.root)
        return facts.assignments(name, in: scope).contains { assignment in
            let owner = assignment.owner.map(VariableResolver.normalizedText)
            return (owner == nil || owner == "self") && !assignment.value.isFalseLiteral && !assignment.value.isNilLiteral
        }
    }

    /// `.accessibilityHidden(x)` where `x` is not the literal `false`.
    /// Also the older `.accessibility(hidden: x)`.
    public static func hidesFromAccessibility(_ call: FunctionCallExprSyntax) -> Bool {
        let value: ExprSyntax?
        switch call.calledExpression.lastNameComponent {
        case "accessibilityHidden": value = call.arguments.first?.expression
        case "accessibility":
            guard let hidden = call.argument("hidden") else { return false }
            value = hidden.expression
        default: return false
        }
        return !(value?.isFalseLiteral ?? false)
    }

    /// The value given to `.accessibilityHidden(…)` or `.accessibility(hidden:)`.
    public static func hidingValue(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        switch call.calledExpression.lastNameComponent {
        case "accessibilityHidden": call.arguments.first?.expression
        case "accessibility": call.argument("hidden")?.expression
        default: nil
        }
    }

    /// True when the modifier takes a view's content away from VoiceOver: ``hidesFromAccessibility(_:)``, or
    /// `.accessibilityElement(children: flag ? .ignore : .contain)`, which collapses the content behind a modal
    /// into one empty element while the flag is set.
    public static func hidesContent(_ call: FunctionCallExprSyntax) -> Bool {
        if hidesFromAccessibility(call) { return true }
        guard call.calledExpression.lastNameComponent == "accessibilityElement",
            let children = call.argument("children")?.expression, children.is(TernaryExprSyntax.self) || children.is(SequenceExprSyntax.self)
        else { return false }
        return children.descendantsOrSelfMembers().contains("ignore")
    }

}

extension SyntaxProtocol {
    /// Names of every member access inside the node (`isModal` for `[.isModal, .isHeader]`).
    package func descendantsOrSelfMembers() -> Set<String> {
        var names: Set<String> = []
        if let member = self.as(MemberAccessExprSyntax.self) { names.insert(member.declName.baseName.text) }
        for member in descendants(MemberAccessExprSyntax.self) { names.insert(member.declName.baseName.text) }
        return names
    }
}
