import A11yCore
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

        /// The label of the slot `closure` fills: `header` in `Section { … } header: { … }` or
        /// `Section(header: { … })`; nil for the first trailing closure (a container's content).
        public var slotLabel: String? {
            guard let parent = closure.parent else { return nil }
            switch parent.kind {
            case .multipleTrailingClosureElement: return parent.cast(MultipleTrailingClosureElementSyntax.self).label.text
            case .labeledExpr: return parent.cast(LabeledExprSyntax.self).label?.text
            default: return nil
            }
        }
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
        // One kind read per step: the typed casts (`parent.as(…)`) each cost a generic call and a copy.
        walk: while let parent = current.parent {
            switch parent.kind {
            case .memberBlock, .functionDecl, .accessorBlock, .initializerDecl:
                break walk
            case .closureExpr:
                let closure = parent.cast(ClosureExprSyntax.self)
                if let call = Self.callTaking(closure) {
                    let callChain = ModifierChain(Self.outermostExpression(ExprSyntax(call)))
                    let applied = callChain.modifiers.filter { modifier in
                        guard let modifierCall = modifier.call else { return false }
                        return modifierCall.id != call.id && call.isContained(in: modifierCall)
                    }
                    found.append(Enclosing(call: call, closure: closure, modifiers: applied, chain: callChain))
                }
            default:
                break
            }
            current = parent
        }
        enclosing = found
    }

    /// Every modifier that applies to the view: its own, then those of the views around it.
    public var allModifiers: [ModifierChain.Modifier] { chain.modifiers + enclosing.flatMap(\.modifiers) }

    /// True when the view or a view around it is hidden from VoiceOver.
    /// Hidden from VoiceOver whenever it shows: `.accessibilityHidden(true)`. A condition
    /// (`.accessibilityHidden(isLoading)`, `.accessibilityHidden(showDialog)`) hides it only part of the time,
    /// and the rest of the time it still needs what the rules ask of it.
    public var isHidden: Bool {
        allModifiers.contains { modifier in
            guard let call = modifier.call else { return false }
            return AccessibilityAPIs.hidesFromAccessibility(call) && AccessibilityAPIs.hidingValue(call)?.isTrueLiteral != false
        }
    }

    /// `.accessibilityLabel(…)` or `.accessibility(label:)` on the view itself.
    public var hasOwnAccessibilityLabel: Bool { chain.modifiers.contains(where: Self.setsLabel) }

    /// True when the view is what a function of its type returns (`func pickerButton() -> some View { Button … }`)
    /// and every place in the file that uses the helper names the result (`pickerButton().accessibilityLabel("Photo")`).
    public func isLabelledWhereItsHelperIsUsed(in file: SourceFileContext) -> Bool {
        guard let function = Syntax(chain.expression).ancestor(FunctionDeclSyntax.self), function.body?.statements.count == 1,
            function.body?.statements.first?.item.as(ExprSyntax.self).map({ ModifierChain($0).expression.id == chain.expression.id })
                ?? function.body?.statements.first?.item.as(ReturnStmtSyntax.self)?.expression.map({ $0.id == chain.expression.id }) ?? false
        else { return false }
        let uses = file.facts.calls(function.name.text).map { ModifierChain(SwiftUIViewContext.outermostExpression(ExprSyntax($0))) }
        return !uses.isEmpty && uses.allSatisfy { $0.modifiers.contains(where: Self.setsLabel) }
    }

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
        var current = Syntax(expression)
        var links = 0
        while let parent = current.parent, links < ModifierChain.maximumLength {
            links += 1
            switch parent.kind {
            case .memberAccessExpr:
                // `current.name(…)`: the member must have `current` as its base and be the called expression.
                guard let call = parent.parent, call.kind == .functionCallExpr,
                    parent.cast(MemberAccessExprSyntax.self).base?.id == current.id,
                    call.cast(FunctionCallExprSyntax.self).calledExpression.id == parent.id
                else { return current.cast(ExprSyntax.self) }
                current = call
            case .optionalChainingExpr:
                current = parent
            default:
                return current.cast(ExprSyntax.self)
            }
        }
        return current.cast(ExprSyntax.self)
    }

    /// The call a closure is passed to, as an argument or a trailing closure.
    public static func callTaking(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard let parent = closure.parent else { return nil }
        let call: Syntax?
        switch parent.kind {
        case .functionCallExpr: call = parent
        case .multipleTrailingClosureElement, .labeledExpr: call = parent.parent?.parent
        default: call = nil
        }
        guard let call, call.kind == .functionCallExpr else { return nil }
        return call.cast(FunctionCallExprSyntax.self)
    }
}

extension SwiftUIViewContext {
    /// A view built in a property or function other than `body` (`private var titleLabel: some View`,
    /// `func row(for item:)`) that the same type places inside one of `containers` (a control's label, a
    /// toolbar). Searches the type's members, so callers ask only for nodes they would otherwise report.
    public static func isBuiltInside(_ containers: Set<String>, _ node: some SyntaxProtocol, in file: SourceFileContext) -> Bool {
        isBuilt(node, in: file, every: false) { context in
            context.enclosing.contains { containers.contains($0.call.calledExpression.lastNameComponent ?? "") }
        }
    }

    /// A view built in a property or function other than `body` that the same type uses where `settles`
    /// holds for the use's context (inside a control's label, under a hidden or one-element container…),
    /// directly or through another builder. Every use must settle it: one plain use leaves the view exposed.
    public static func isBuiltForUse(_ node: some SyntaxProtocol, in file: SourceFileContext, where settles: (SwiftUIViewContext) -> Bool) -> Bool {
        isBuilt(node, in: file, every: true, where: settles)
    }

    private static func isBuilt(
        _ node: some SyntaxProtocol, in file: SourceFileContext, every: Bool, where settles: (SwiftUIViewContext) -> Bool
    ) -> Bool {
        // The builder first: most views sit in `body`, and then the type is not needed.
        guard let builder = builderName(around: Syntax(node)), let type = node.enclosingTypeName else { return false }
        return isUsed(builder, in: type.declaration, file: file, depth: 0, every: every, where: settles)
    }

    /// The property or function (other than `body`) whose code holds `node`.
    private static func builderName(around node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .functionDecl: return ancestor.cast(FunctionDeclSyntax.self).name.text
            case .variableDecl:
                let variable = ancestor.cast(VariableDeclSyntax.self)
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                return name == "body" ? nil : name
            case .memberBlock: return nil
            default: current = ancestor.parent
            }
        }
        return nil
    }

    /// A use of `builder` in the type (`every`: each use) settles the question, directly or through another
    /// builder that is itself used so (`iconView` used in `label`, and `label` in a `Button`).
    private static func isUsed(
        _ builder: String, in scope: Syntax, file: SourceFileContext, depth: Int, every: Bool, where settles: (SwiftUIViewContext) -> Bool
    ) -> Bool {
        let uses = ((file.facts.placedBuilders[builder] ?? []).compactMap { $0.item.as(ExprSyntax.self) }
            + file.facts.calls(builder).map(ExprSyntax.init)).filter { $0.isContained(in: scope) }
        guard !uses.isEmpty else { return false }
        let settled = { (expression: ExprSyntax) -> Bool in
            if settles(SwiftUIViewContext(expression)) { return true }
            guard depth < 2, let outer = builderName(around: Syntax(expression)), outer != builder else { return false }
            return isUsed(outer, in: scope, file: file, depth: depth + 1, every: every, where: settles)
        }
        return every ? uses.allSatisfy(settled) : uses.contains(where: settled)
    }

    /// The conditions that no file places the view declaring `node` in a control's label, directly or inside
    /// other views (see ``TypeSummary/placementKey(_:)``), and that no custom view around the node wraps its
    /// content in a control (``TypeFact/wrapsContentInControl``).
    public static func notInControlLabel(_ node: some SyntaxProtocol, context: SwiftUIViewContext? = nil) -> [ProjectCondition] {
        var conditions: [ProjectCondition] = []
        if let type = node.enclosingTypeName {
            conditions.append(.typeLacks(TypeSummary.placementKey(type.name), .usedInControlLabel))
        }
        for enclosing in context?.enclosing ?? [] {
            guard let name = enclosing.call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                name.first?.isUppercase == true, !SwiftUIViews.all.contains(name)
            else { continue }
            conditions.append(.typeLacks(name, .wrapsContentInControl))
        }
        return conditions
    }
}
