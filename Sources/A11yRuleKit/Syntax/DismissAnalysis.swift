import SwiftSyntax

/// Decides whether code closes something: `isPresented = false`, `item = nil`, `show.toggle()`,
/// `dismiss()`, `onClose?()`, `presentationMode.wrappedValue.dismiss()`.
public enum DismissAnalysis {
    package static let dismissWords: Set<String> = ["dismiss", "close", "hide", "cancel", "done", "pop", "back", "exit", "collapse"]
    package static let presentationWords: Set<String> = ["show", "showing", "shown", "present", "presented", "presenting", "visible", "open", "opened", "displayed", "active", "expanded"]

    /// True when an action (a closure, or a function reference such as `dismiss`) closes the surface
    /// presented by one of `flags` (names such as `showModal`; empty means any presentation-like name).
    public static func dismisses(_ action: ExprSyntax, flags: Set<String>, facts: SyntaxFacts) -> Bool {
        if let closure = action.as(ClosureExprSyntax.self) { return dismisses(closure, flags: flags, facts: facts) }
        if let name = action.lastNameComponent { return namesDismissal(name) }
        return false
    }

    /// The same for a block of code, answered from the file's facts without walking the block.
    public static func dismisses(_ body: some SyntaxProtocol, flags: Set<String>, facts: SyntaxFacts) -> Bool {
        if clearsPresentationFlag(in: body, flags: flags, facts: facts) { return true }
        for call in facts.dismissalCalls where call.isContained(in: body) {
            if call.calledExpression.lastNameComponent == "dismiss" || isOwnAction(call) { return true }
        }
        return false
    }

    /// `isPresented = false`, `item = nil`, `show.toggle()`: the flag (or, with no flags, a presentation-like
    /// name) that shows something is cleared inside `body`.
    package static func clearsPresentationFlag(in body: some SyntaxProtocol, flags: Set<String>, facts: SyntaxFacts) -> Bool {
        for assignment in facts.clearingAssignments where assignment.sequence.isContained(in: body) {
            if let target = assignment.target.lastNameComponent, isPresentationFlag(target, flags: flags) { return true }
        }
        return facts.calls("toggle", in: body).contains { call in
            call.receiver?.lastNameComponent.map { isPresentationFlag($0, flags: flags) } ?? false
        }
    }

    /// True when an escape handler closes something: it dismisses, removes or hides a view, or clears a
    /// presentation flag. Popping navigation or doing something else does not close a modal.
    public static func escapeCloses(_ body: some SyntaxProtocol, flags: Set<String> = [], facts: SyntaxFacts) -> Bool {
        if !facts.calls("removeFromSuperview", in: body).isEmpty { return true }
        if facts.assignments("isHidden", in: body).contains(where: { $0.value.isTrueLiteral }) { return true }
        if facts.assignments("alpha", in: body).contains(where: { $0.value.compactText == "0" }) { return true }
        if clearsPresentationFlag(in: body, flags: flags, facts: facts) { return true }
        // Inside an escape handler, a call named for closing closes, whoever receives it
        // (`controller.handleTapOnCloseButton()`), unless it goes back in navigation.
        return facts.dismissalCalls.contains { call in
            guard call.isContained(in: body), let name = call.calledExpression.lastNameComponent else { return false }
            let words = NameHeuristics.words(name)
            return !words.contains("pop") && !words.contains("back")
        }
    }

    /// The escape handlers of a type that really close something: `accessibilityPerformEscape()` overrides
    /// and `.accessibilityAction(.escape) { … }` modifiers inside `scope`.
    public static func closingEscapeHandlers(in scope: some SyntaxProtocol, flags: Set<String> = [], facts: SyntaxFacts) -> [Syntax] {
        let overrides = facts.functions("accessibilityPerformEscape").filter { $0.isContained(in: scope) }
            .compactMap { function in function.body.flatMap { escapeCloses($0, flags: flags, facts: facts) ? Syntax(function) : nil } }
        let actions = facts.calls("accessibilityAction", in: scope).filter { call in
            AccessibilityAPIs.isEscapeAction(call) && (call.closures.contains { escapeCloses($0, flags: flags, facts: facts) }
                || call.arguments.contains { argument in
                    argument.label?.text == "action" && !argument.expression.is(ClosureExprSyntax.self)
                        && argument.expression.lastNameComponent.map(namesDismissal) == true
                })
        }
        return overrides + actions.map(Syntax.init)
    }

    /// `dismiss`, `closeTapped`, `onClose`, `hideSheet`, `didTapCancel`.
    public static func namesDismissal(_ name: String) -> Bool {
        NameHeuristics.hasWord(name, in: dismissWordBytes)
    }

    package static let dismissWordBytes = dismissWords.map { Array($0.utf8) }

    /// `onClose()`, `self.hideMenu()`, `onDismiss?()`: a call on the view itself or on a closure it holds,
    /// not `service.cancel(order)`, which acts on something else.
    package static func isOwnAction(_ call: FunctionCallExprSyntax) -> Bool {
        var callee = call.calledExpression
        if let optional = callee.as(OptionalChainingExprSyntax.self) { callee = optional.expression }
        if callee.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        let owner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        guard let reference = owner.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.tokenKind == .keyword(.self) || reference.baseName.text == "coordinator"
            || reference.baseName.text == "delegate" || reference.baseName.text.hasPrefix("on")
    }


    package static func isPresentationFlag(_ name: String, flags: Set<String>) -> Bool {
        if flags.contains(name) { return true }
        let normalized = name.hasPrefix("$") ? String(name.dropFirst()) : name
        if flags.contains(normalized) { return true }
        return flags.isEmpty && NameHeuristics.words(normalized).contains { presentationWords.contains($0) || $0 == "presented" }
    }

    /// The action of a SwiftUI `Button`: its `action:` argument or its closure when the label is a string.
    public static func buttonAction(_ button: FunctionCallExprSyntax) -> ExprSyntax? {
        if let action = button.argument("action")?.expression { return action }
        // `Button("Close") { … }`, `Button("Close", role: .cancel) { … }`: the trailing closure is the action.
        if let first = button.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self),
            let trailing = button.trailingClosure
        {
            return ExprSyntax(trailing)
        }
        // `Button { … } label: { … }`: the first trailing closure is the action.
        if let trailing = button.trailingClosure, button.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) {
            return ExprSyntax(trailing)
        }
        return nil
    }

    /// True when a SwiftUI `Button` inside `scope` closes the surface.
    public static func containsDismissButton(in scope: some SyntaxProtocol, facts: SyntaxFacts, flags: Set<String>) -> Bool {
        facts.calls("Button", in: scope).contains { button in
            guard let action = buttonAction(button) else { return false }
            return dismisses(action, flags: flags, facts: facts)
        }
    }
}
