import A11yCore
import SwiftSyntax

/// Summarizes what each type declaration (and extension) in a file establishes, for the project index.
///
/// Works from ``SyntaxFacts`` (no extra walk of the tree): each relevant call or assignment is attributed
/// to its innermost enclosing type.
public enum TypeFactsCollector {
    public static func summaries(for file: SourceFileContext) -> [TypeSummary] {
        let facts = file.facts
        // Presentation wrappers are recorded under their signature key, for their calls in other files.
        let wrappers = UIKitCustomPresentation.wrappers(in: file)
        var summaries: [Int: TypeSummary] = [:]
        var order: [Int] = []
        for declaration in facts.typeDeclarations {
            let key = declaration.node.position.utf8Offset
            // An extension alone does not show the type: a library's class extended by the app stays undeclared.
            let facts: Set<TypeFact> = declaration.kind == .extension ? [] : [.declared]
            var summary = TypeSummary(name: declaration.name, inheritedTypes: declaration.inheritedTypes, facts: facts)
            if NameHeuristics.namesModal(declaration.name, vocabulary: file.settings.vocabulary) { summary.facts.insert(.looksModal) }
            summaries[key] = summary
            order.append(key)
        }
        guard !summaries.isEmpty else { return wrappers }

        func add(_ fact: TypeFact, for node: some SyntaxProtocol) {
            guard let type = node.enclosingTypeDeclaration else { return }
            summaries[type.node.position.utf8Offset]?.facts.insert(fact)
        }

        for call in facts.calls("accessibilityAddTraits") + facts.calls("accessibility") where AccessibilityAPIs.addsModalTrait(call) {
            add(.marksModal, for: call)
        }
        for assignment in facts.assignments("accessibilityViewIsModal") where assignment.value.isTrueLiteral {
            add(.marksModal, for: assignment.sequence)
        }
        for variable in facts.variablesByName["accessibilityViewIsModal"] ?? [] where variable.modifiers.contains(where: { $0.name.text == "override" }) {
            add(.marksModal, for: variable)
        }
        // Escape counts only when it closes something; focus only when the focus state is really set.
        for handler in DismissAnalysis.closingEscapeHandlers(in: file.tree, facts: facts) {
            add(.handlesEscape, for: handler)
        }
        for call in facts.calls("post") + facts.calls("UIAccessibilityPostNotification") where AccessibilityAPIs.postsFocusNotification(call) {
            add(.movesFocus, for: call)
        }
        for call in facts.calls("accessibilityFocused") + facts.calls("focused") where AccessibilityAPIs.bindsFocusThatIsSet(call, facts: facts) {
            add(.movesFocus, for: call)
        }
        for button in facts.calls("Button") {
            if let action = DismissAnalysis.buttonAction(button), DismissAnalysis.dismisses(action, flags: [], facts: facts) {
                add(.hasDismissControl, for: button)
            }
        }
        for call in facts.calls("addTarget") {
            if let action = call.argument("action")?.expression, DismissAnalysis.namesDismissal(selectorName(action)) {
                add(.hasDismissControl, for: call)
            }
        }
        for call in facts.calls("UIAction") + facts.calls("addAction") {
            if call.closures.contains(where: { DismissAnalysis.dismisses($0, flags: [], facts: facts) }) {
                add(.hasDismissControl, for: call)
            }
        }
        for call in facts.calls("opacity") where DimmingCues.isDimmingExpression(ExprSyntax(call)) {
            add(.looksModal, for: call)
        }
        for assignment in facts.assignments("backgroundColor") where DimmingCues.isDimmingColor(assignment.value) {
            add(.looksModal, for: assignment.sequence)
        }
        for assignment in facts.assignments("accessibilityLabel") {
            add(.setsAccessibilityLabel, for: assignment.sequence)
        }
        for call in facts.calls("accessibilityLabel") {
            add(.setsAccessibilityLabel, for: call)
        }
        for variable in facts.variablesByName["accessibilityLabel"] ?? [] {
            add(.setsAccessibilityLabel, for: variable)
        }
        for name in UIKitClasses.systemControllers where name != "UIAlertController" {
            for call in facts.calls(name) { add(.presentsSystemController, for: call) }
        }
        // The button or link trait: a SwiftUI modifier anywhere in the type, or UIKit traits the object gives
        // itself (set, inserted, or overridden), not those it gives a subview.
        for call in facts.calls("accessibilityAddTraits") + facts.calls("accessibility")
        where SwiftUIViewContext.addsTrait(["isButton", "isLink"], call: call) {
            add(.actsAsButton, for: call)
        }
        let controlTraits: Set<String> = ["button", "link"]
        func isSelf(_ owner: ExprSyntax?) -> Bool {
            owner.map { $0.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) } ?? true
        }
        for assignment in facts.assignments("accessibilityTraits") where isSelf(assignment.owner)
            && assignment.valueElements.contains(where: { !$0.descendantsOrSelfMembers().isDisjoint(with: controlTraits) })
        {
            add(.actsAsButton, for: assignment.sequence)
        }
        for call in facts.calls("insert") + facts.calls("formUnion") {
            guard let receiver = call.receiver?.unwrapped, receiver.lastNameComponent == "accessibilityTraits",
                isSelf(receiver.as(MemberAccessExprSyntax.self)?.base),
                call.arguments.contains(where: { !$0.expression.descendantsOrSelfMembers().isDisjoint(with: controlTraits) })
            else { continue }
            add(.actsAsButton, for: call)
        }
        for variable in facts.variablesByName["accessibilityTraits"] ?? []
        where variable.modifiers.contains(where: { $0.name.text == "override" }) && !variable.descendantsOrSelfMembers().isDisjoint(with: controlTraits) {
            add(.actsAsButton, for: variable)
        }
        return order.compactMap { summaries[$0] } + wrappers
    }

    /// `closeTapped` for `#selector(closeTapped)` or `#selector(Self.closeTapped(_:))`.
    static func selectorName(_ expression: ExprSyntax) -> String {
        if let macro = expression.as(MacroExpansionExprSyntax.self), let argument = macro.arguments.first?.expression {
            return argument.lastNameComponent ?? argument.compactText
        }
        return expression.lastNameComponent ?? expression.compactText
    }
}
