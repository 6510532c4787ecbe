import SwiftSyntax

/// A SwiftUI view expression seen from the inside out: its own modifier chain, and the modifiers of the
/// views that contain it, up to the enclosing declaration. Built by walking parents only (never the tree).
///
/// `VStack { Text("a").onTapGesture { … } }.accessibilityHidden(true)`: for the `Text`, the own chain is
/// `Text("a").onTapGesture { … }` and the enclosing `VStack` contributes `accessibilityHidden`.
public struct SwiftUIViewContext {
    /// A view that contains the expression, and the modifiers that apply to its content.
    public struct Enclosing {
        /// The call whose closure holds the expression: a container (`VStack { … }`, `Button { } label: { … }`)
        /// or a modifier (`.overlay { … }`, `.alert(…) { … }`).
        public let call: FunctionCallExprSyntax
        /// The closure of `call` that holds the expression.
        public let closure: ClosureExprSyntax
        /// The modifiers applied around `call`: for a container all of its chain, for a modifier those
        /// applied after it.
        public let modifiers: [ModifierChain.Modifier]
        /// The enclosing view's chain.
        public let chain: ModifierChain
    }

    /// The full chain the expression heads or belongs to.
    public let chain: ModifierChain
    /// Containing views, innermost first.
    public let enclosing: [Enclosing]

    public init(_ expression: some ExprSyntaxProtocol) {
        let outer = Self.outermostExpression(ExprSyntax(expression))
        chain = ModifierChain(outer)
        var found: [Enclosing] = []
        var current = Syntax(outer)
        while let parent = current.parent {
            if parent.is(MemberBlockSyntax.self) { break }
            if let closure = parent.as(ClosureExprSyntax.self), let call = Self.callTaking(closure) {
                let callChain = ModifierChain(Self.outermostExpression(ExprSyntax(call)))
                let applied = callChain.modifiers.filter { modifier in
                    guard let modifierCall = modifier.call else { return false }
                    return modifierCall.id != call.id && call.isContained(in: modifierCall)
                }
                found.append(Enclosing(call: call, closure: closure, modifiers: applied, chain: callChain))
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) || parent.is(InitializerDeclSyntax.self) {
                break
            }
            current = parent
        }
        enclosing = found
    }

    /// Every modifier that applies to the view: its own, then those of the views around it.
    public var allModifiers: [ModifierChain.Modifier] { chain.modifiers + enclosing.flatMap(\.modifiers) }

    /// True when the view or a view around it is hidden from VoiceOver.
    public var isHidden: Bool {
        allModifiers.contains { modifier in
            guard let call = modifier.call else { return false }
            return AccessibilityAPIs.hidesFromAccessibility(call)
        }
    }

    /// `.accessibilityLabel(…)` or `.accessibility(label:)` on the view itself.
    public var hasOwnAccessibilityLabel: Bool { chain.modifiers.contains(where: Self.setsLabel) }

    /// True when the modifier gives a label.
    public static func setsLabel(_ modifier: ModifierChain.Modifier) -> Bool {
        switch modifier.name {
        case "accessibilityLabel", "accessibilityRepresentation": return true
        case "accessibility": return modifier.call?.argument("label") != nil
        default: return false
        }
    }

    /// True when one of the modifiers adds one of these traits (`isButton`, `isLink`…).
    public static func addsTrait(_ traits: Set<String>, in modifiers: [ModifierChain.Modifier]) -> Bool {
        modifiers.contains { modifier in modifier.call.map { addsTrait(traits, call: $0) } ?? false }
    }

    /// True when the call is `.accessibilityAddTraits(…)` or `.accessibility(addTraits: …)` with one of these
    /// traits (`.isButton`, `[.isButton, .isHeader]`).
    public static func addsTrait(_ traits: Set<String>, call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.lastNameComponent,
            name == "accessibilityAddTraits" || (name == "accessibility" && call.argument("addTraits") != nil)
        else { return false }
        let arguments = name == "accessibility" ? call.arguments.filter { $0.label?.text == "addTraits" } : Array(call.arguments)
        return arguments.contains { !$0.expression.descendantsOrSelfMembers().isDisjoint(with: traits) }
    }

    /// The outermost expression of the modifier chain `expression` belongs to:
    /// `Text("a").font(.body).padding()` for `Text("a")`.
    public static func outermostExpression(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
            {
                current = ExprSyntax(call)
            } else if let optional = current.parent?.as(OptionalChainingExprSyntax.self) {
                current = ExprSyntax(optional)
            } else {
                return current
            }
        }
    }

    /// The call a closure is passed to, as an argument or a trailing closure.
    public static func callTaking(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            return element.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }
}
