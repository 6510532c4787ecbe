import A11yCore
import SwiftSyntax

/// Questions the SwiftUI modal rules ask about one modal. Each looks only at the modal's own subtree,
/// the modifiers around it, and (through conditions) the container type's declaration.
extension SwiftUICustomModal {
    /// Where checks look: the conditional content, plus the modifiers applied to the site itself
    /// (`ZStack { … }.accessibilityAction(.escape) { … }`).
    package func calls(_ name: String, in file: SourceFileContext) -> [FunctionCallExprSyntax] {
        file.facts.calls(name, in: conditional) + modifiersApplied(to: siteCall).filter {
            $0.calledExpression.lastNameComponent == name
        }
    }

    /// `.accessibilityAddTraits(.isModal)` on the content.
    package func contentMarksModal(in file: SourceFileContext) -> Bool {
        file.facts.calls("accessibilityAddTraits", in: conditional).contains(where: AccessibilityAPIs.addsModalTrait)
            || file.facts.calls("accessibility", in: conditional).contains(where: AccessibilityAPIs.addsModalTrait)
    }

    package func hasEscapeAction(in file: SourceFileContext) -> Bool {
        let closes: (FunctionCallExprSyntax) -> Bool = { call in
            !DismissAnalysis.closingEscapeHandlers(in: call, flags: flags, facts: file.facts).isEmpty
        }
        return calls("accessibilityAction", in: file).contains(where: closes)
    }

    package func movesFocusIntoContent(in file: SourceFileContext) -> Bool {
        if (file.facts.calls("accessibilityFocused", in: conditional) + file.facts.calls("focused", in: conditional))
            .contains(where: { AccessibilityAPIs.bindsFocusThatIsSet($0, facts: file.facts) })
        {
            return true
        }
        // A screen-changed notification posted by the screen that shows the modal.
        guard let screen = siteCall.enclosingTypeDeclaration else { return false }
        return (file.facts.calls("post", in: screen.node) + file.facts.calls("UIAccessibilityPostNotification", in: screen.node))
            .contains(where: AccessibilityAPIs.postsFocusNotification)
    }

    /// An announcement posted from the content or from the view's helpers that build it
    /// (`.onAppear { UIAccessibility.post(notification: .announcement, argument: "Sending") }`).
    package func announcesWhileShown(in file: SourceFileContext) -> Bool {
        let scopes = [conditional] + helperContent(in: file).map(Syntax.init)
        return scopes.contains { scope in
            (file.facts.calls("post", in: scope) + file.facts.calls("UIAccessibilityPostNotification", in: scope))
                .contains(where: AccessibilityAPIs.postsAnnouncement)
        }
    }

    /// A way out other than the background: a control in the content (an OK button that confirms, an option to
    /// choose, a link), or a tap on the content itself.
    package func offersOtherWayOut(in file: SourceFileContext) -> Bool {
        let controls = ["Button", "Link", "NavigationLink", "Menu", "Picker", "Toggle", "TextField"]
        if controls.contains(where: { !file.facts.calls($0, in: Syntax(container.expression)).isEmpty }) { return true }
        if !file.facts.calls("onTapGesture", in: Syntax(container.expression)).isEmpty { return true }
        // The control that opened it closes it too (a toolbar button that toggles the flag), and stays in reach.
        guard let screen = siteCall.enclosingTypeDeclaration else { return false }
        return file.facts.calls("Button", in: screen.node).contains { button in
            guard !button.isContained(in: conditional), let action = DismissAnalysis.buttonAction(button) ?? button.trailingClosure.map(ExprSyntax.init)
            else { return false }
            // `showsFilters.toggle()`, `showsFilters = false`, `selection = nil`: it closes, not only opens.
            return DismissAnalysis.clearsPresentationFlag(in: action, flags: flags, facts: file.facts)
        }
    }

    package func hasDismissControl(in file: SourceFileContext) -> Bool {
        DismissAnalysis.containsDismissButton(in: conditional, facts: file.facts, flags: flags)
    }

    /// Conditions for a point the container's declaration may handle itself: the container type must lack
    /// the fact wherever it is declared. With `onlyIfDeclared`, a container whose declaration the project
    /// does not hold, and that the use site hands a way to close itself (a binding or a closure), is given
    /// the benefit of the doubt: it may close itself in code nobody here can read.
    package func conditionsForContainer(lacking fact: TypeFact, onlyIfDeclared: Bool = false) -> [ProjectCondition] {
        guard let containerType else { return recognitionConditions }
        var conditions = recognitionConditions + [.typeLacks(containerType, fact)]
        if onlyIfDeclared && containerCanDismissItself && !conditions.contains(.typeHas(containerType, .declared)) {
            conditions.append(.typeHas(containerType, .declared))
        }
        return conditions
    }

    /// The modifiers applied to an expression from outside: for `ZStack { … }.padding().accessibilityAction(…)`,
    /// the `padding` and `accessibilityAction` calls.
    package func modifiersApplied(to expression: some ExprSyntaxProtocol) -> [FunctionCallExprSyntax] {
        var result: [FunctionCallExprSyntax] = []
        var current = Syntax(expression)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current,
            let call = member.parent?.as(FunctionCallExprSyntax.self)
        {
            result.append(call)
            current = Syntax(call)
        }
        return result
    }

    /// Laid over whatever view the app's own modifier is applied to (`overlay { … }` on `self` in `extension View`):
    /// that view, at every call site, stays in VoiceOver's reach unless the modal marks itself.
    package var coversModifiedView: Bool { site == .overlay && siteCall.receiver == nil }

    /// The background views that VoiceOver can still reach: not hidden, and not a plain colour.
    package var reachableBackground: [ModifierChain] {
        background.filter { chain in
            !DimmingCues.isPlainBackdrop(chain)
                && !chain.modifiers.contains { $0.call.map(AccessibilityAPIs.hidesContent) ?? false }
                && !fadesOutWhileShown(chain)
        }
    }

    /// The content behind is made fully transparent on the modal's own condition (`content.opacity(isActive ? 0 : 1)`):
    /// SwiftUI leaves a view at opacity 0 out of what VoiceOver reads, so nothing behind is in reach.
    package func fadesOutWhileShown(_ chain: ModifierChain) -> Bool {
        chain.modifiers(named: "opacity").contains { modifier in
            guard let ternary = modifier.call?.arguments.first?.expression.unwrapped.as(SequenceExprSyntax.self)?.ternaryParts,
                ternary.then.literalNumber == 0
            else { return false }
            let read = Set(ternary.condition.descendants(DeclReferenceExprSyntax.self).map(\.baseName.text)
                + [ternary.condition.as(DeclReferenceExprSyntax.self)?.baseName.text].compactMap { $0 })
            return !read.isDisjoint(with: flags)
        }
    }
}
