import SwiftSyntax

/// A SwiftUI view expression split into its root view and the modifiers applied to it, innermost first:
/// `Text("Hi").font(.title).accessibilityHidden(true)` → root `Text("Hi")`, modifiers `font`,
/// `accessibilityHidden`.
public struct ModifierChain {
    public struct Modifier {
        public let name: String
        /// The call, or nil for a property-style member such as `Color.black.opacity` (`opacity` is a call).
        public let call: FunctionCallExprSyntax?
        /// The name token, where findings about a modifier land.
        public let nameToken: TokenSyntax
    }

    public let expression: ExprSyntax
    public let root: ExprSyntax
    public let modifiers: [Modifier]

    /// The most links a chain walk follows, like the parser's own limit on nesting. Rules read a chain from
    /// each of its modifiers, so a file of one chain of 60,000 calls (never written by hand) would otherwise
    /// cost time quadratic in its length; past this many links, a chain is read as if it began there.
    public static let maximumLength = 256

    public init(_ expression: ExprSyntax) {
        self.expression = expression
        var current = expression
        var collected: [Modifier] = []
        // Kinds are read before casting: a typed cast costs a generic call and a copy of the node.
        loop: while collected.count < Self.maximumLength {
            switch current.kind {
            case .functionCallExpr:
                let call = current.cast(FunctionCallExprSyntax.self)
                guard call.calledExpression.kind == .memberAccessExpr else { break loop }
                let member = call.calledExpression.cast(MemberAccessExprSyntax.self)
                guard let base = member.base, !ModifierChain.isTypeReference(base) else { break loop }
                collected.append(Modifier(name: member.declName.baseName.text, call: call, nameToken: member.declName.baseName))
                current = base
            case .optionalChainingExpr:
                current = current.cast(OptionalChainingExprSyntax.self).expression
            default:
                break loop
            }
        }
        root = current
        modifiers = collected.reversed()
    }

    /// `Color` in `Color.black.opacity(…)` is a type, not a view being modified.
    private static func isTypeReference(_ expression: ExprSyntax) -> Bool {
        guard expression.kind == .declReferenceExpr else { return false }
        return expression.cast(DeclReferenceExprSyntax.self).baseName.text.first?.isUppercase == true
    }

    public func modifiers(named name: String) -> [Modifier] { modifiers.filter { $0.name == name } }
    public func has(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

    /// The view type at the root: `Dialog` for `Dialog(…)`, `Color` for `Color.black`, nil for `content`.
    public var rootTypeName: String? {
        if let name = root.constructedTypeName { return name }
        var current: ExprSyntax? = root
        var links = 0
        while let expression = current, links < Self.maximumLength {
            links += 1
            if let member = expression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                return name.first?.isUppercase == true ? name : nil
            } else {
                return nil
            }
        }
        return nil
    }

    /// A short human name for messages: the root type, or the root's text when it is short.
    public var displayName: String {
        if let type = rootTypeName { return type }
        let text = root.compactText
        return text.count <= 40 ? text : String(text.prefix(37)) + "…"
    }
}
