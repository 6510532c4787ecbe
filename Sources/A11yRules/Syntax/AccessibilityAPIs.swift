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
        guard let name = call.calledExpression.lastNameComponent else { return false }
        switch name {
        case "post":
            if let notification = call.argument("notification")?.expression {
                return notification.isMember(named: ["screenChanged", "layoutChanged"])
            }
            if let receiver = call.receiver?.unwrapped.as(FunctionCallExprSyntax.self),
                let kind = receiver.calledExpression.lastNameComponent
            {
                return kind == "ScreenChanged" || kind == "LayoutChanged"
            }
            return false
        case "UIAccessibilityPostNotification":
            guard let first = call.arguments.first?.expression.lastNameComponent else { return false }
            return first.contains("ScreenChanged") || first.contains("LayoutChanged")
        default:
            return false
        }
    }

    /// `.accessibilityFocused($x)`, `.accessibilityFocused($x, equals: …)`, `.focused($x)`.
    public static func bindsFocus(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.lastNameComponent, call.receiver != nil else { return false }
        return name == "accessibilityFocused" || name == "focused"
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

    /// Names of system controllers that present themselves (a host that only shows one is not a modal).
    public static let systemControllers: Set<String> = [
        "UIActivityViewController", "SFSafariViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "UIImagePickerController", "UIDocumentPickerViewController",
        "PHPickerViewController", "UIDocumentInteractionController", "UIAlertController",
        "UIFontPickerViewController", "UIColorPickerViewController", "UIPrintInteractionController",
        "SKStoreProductViewController", "UIReferenceLibraryViewController", "CNContactPickerViewController",
        "EKEventEditViewController", "QLPreviewController", "AVPlayerViewController",
    ]
}

extension SyntaxProtocol {
    /// Names of every member access inside the node (`isModal` for `[.isModal, .isHeader]`).
    func descendantsOrSelfMembers() -> Set<String> {
        var names: Set<String> = []
        if let member = self.as(MemberAccessExprSyntax.self) { names.insert(member.declName.baseName.text) }
        for member in descendants(MemberAccessExprSyntax.self) { names.insert(member.declName.baseName.text) }
        return names
    }
}
