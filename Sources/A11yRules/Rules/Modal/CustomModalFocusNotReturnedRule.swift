import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A hand-built modal closes and nothing sends VoiceOver focus back to the control that opened it.
///
/// When the modal's views leave the screen, VoiceOver focus has nowhere to stay: it lands on the first element of
/// the screen, or nowhere, and the user must find their place again. The opener is still on screen, so focus
/// should go back to it (or to a sensible place near it).
///
/// SwiftUI: a custom modal shown by a flag that a control of the same screen sets (`Button { showMenu = true }`)
/// outside the modal. Met when a focus state bound outside the modal (`.accessibilityFocused($menuButtonFocused)`
/// on the opener) is set somewhere in the screen, or when the code that hides the modal posts a focus
/// notification with an element. A defect when the screen has no focus state at all; a result to review when it
/// has one that is bound only inside the modal or never set (it may move focus in and never back).
/// UIKit: a custom modal view added over the screen and removed by the same screen (`dialog.removeFromSuperview()`)
/// with no screen- or layout-changed notification naming an element on that path; a view that removes itself is
/// left to review. Presented controllers are left alone: UIKit returns focus when it dismisses them.
public struct CustomModalFocusNotReturnedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "custom-modal-focus-not-returned",
        title: "Focus not returned when a custom modal closes",
        summary: "A custom modal that a control of the screen opens closes without sending VoiceOver focus back to that control: no focus state bound outside the modal (SwiftUI), no layout- or screen-changed notification with an element on the path that removes it (UIKit).",
        rationale: """
            When a system sheet or alert closes, VoiceOver puts focus back on the control that opened it. When a \
            hand-built modal's views go away, focus is lost: it jumps to the top of the screen or to whatever \
            VoiceOver picks, and the user must search for the place they were. Sending focus back to the opener \
            keeps their place.
            """,
        suggestion: "When the modal closes, set an @AccessibilityFocusState bound to the control that opened it (SwiftUI), or post UIAccessibility.post(notification: .layoutChanged, argument: openerButton) after removing the modal view (UIKit).",
        severity: .warning,
        criterion: CriterionReference(component: "modal", criterion: "focus-returns"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { diagnoses in
            for modal in CustomModal.all(in: file) {
                guard case .swiftUI(let overlay) = modal.shape, !modal.endsByItself(in: file), let verdict = Self.focusReturn(overlay, in: file) else { continue }
                switch verdict {
                case .met: continue
                case .missing:
                    diagnoses.append(diagnosis(
                        at: overlay.container.expression,
                        "When \(overlay.label) closes, nothing sends VoiceOver focus back to the control that opened it",
                        conditions: overlay.recognitionConditions))
                case .unclear:
                    diagnoses.append(diagnosis(
                        at: overlay.container.expression,
                        "When \(overlay.label) closes, VoiceOver focus may not go back to the control that opened it",
                        severity: .note,
                        suggestion: "Close the modal with VoiceOver on and check that focus lands on the control that opened it; if it does not, bind an @AccessibilityFocusState to that control and set it when the modal closes.",
                        conditions: overlay.recognitionConditions, kind: .review))
                }
            }
        }
        check(.uiKit, into: &diagnoses) { diagnoses in
            for modal in CustomModal.all(in: file) {
                guard case .addedView(let view) = modal.shape, !modal.endsByItself(in: file), !view.isChildController,
                    view.recognitionConditions.isEmpty, let verdict = Self.focusReturn(view, in: file)
                else { continue }
                // A lock or privacy cover, which no control opened and no escape may close, has no opener to go back to.
                if case .notAsked = modal.escape(in: file) { continue }
                switch verdict {
                case .met: continue
                case .missing:
                    diagnoses.append(diagnosis(
                        at: view.argument,
                        "When \(view.label) is removed, nothing sends VoiceOver focus back to the screen; post .layoutChanged with the control that opened it"))
                case .unclear:
                    diagnoses.append(diagnosis(
                        at: view.argument,
                        "\(view.label) removes itself; VoiceOver focus may not go back to the control that opened it",
                        severity: .note,
                        suggestion: "Close it with VoiceOver on and check where focus lands; if it is lost, post UIAccessibility.post(notification: .layoutChanged, argument: openerButton) once it is removed.",
                        kind: .review))
                }
            }
        }
    }

    enum Verdict { case met, missing, unclear }

    // MARK: SwiftUI

    /// Nil when no control of the same screen opens the modal: the opener is elsewhere, out of sight.
    static func focusReturn(_ overlay: SwiftUICustomModal, in file: SourceFileContext) -> Verdict? {
        guard let screen = overlay.siteCall.enclosingTypeDeclaration, !overlay.flags.isEmpty else { return nil }
        let facts = file.facts
        let insideModal = { (node: Syntax) in node.isContained(in: overlay.conditional) }
        var opens: [Syntax] = [], closes: [Syntax] = []
        for flag in overlay.flags {
            for assignment in facts.assignments(flag, in: screen.node) {
                let value = assignment.value
                if value.isFalseLiteral || value.isNilLiteral { closes.append(Syntax(assignment.sequence)) } else { opens.append(Syntax(assignment.sequence)) }
            }
            for call in facts.calls("toggle", in: screen.node) where call.receiver.map(VariableResolver.normalizedText) == flag {
                opens.append(Syntax(call))
                closes.append(Syntax(call))
            }
        }
        // The opener stays on screen behind the modal: a control's action outside the modal sets the flag, or
        // calls a function of the screen that does, or a button of the app's own is handed the flag's binding.
        let controls = controlCalls.flatMap { facts.calls($0, in: screen.node) }.filter { !insideModal(Syntax($0)) }
        let openedByControl = opens.contains { node in
            guard !insideModal(node) else { return false }
            if isControlAction(node) { return true }
            guard let function = node.ancestor(FunctionDeclSyntax.self) else { return false }
            let name = function.name.text
            return controls.contains { control in
                control.descendants(DeclReferenceExprSyntax.self).contains { $0.baseName.text == name }
            }
        }
        let bindingHandedToButton = overlay.flags.contains { flag in
            facts.callsByName.contains { name, calls in
                (name.hasSuffix("Button") || name.hasSuffix("Toggle")) && name.first?.isUppercase == true
                    && calls.contains { call in
                        call.isContained(in: screen.node) && !insideModal(Syntax(call))
                            && call.arguments.contains { $0.expression.compactText.hasPrefix("$" + flag) }
                    }
            }
        }
        guard openedByControl || bindingHandedToButton else { return nil }

        // Focus states bound to something outside the modal (the opener, a neighbour) that the screen sets.
        let binders = (facts.calls("accessibilityFocused", in: screen.node) + facts.calls("focused", in: screen.node))
            .filter { AccessibilityAPIs.bindsFocus($0) && !insideModal(Syntax($0)) }
        if binders.contains(where: { AccessibilityAPIs.bindsFocusThatIsSet($0, facts: facts) }) { return .met }
        // A focus notification naming an element where the modal is hidden, or when its flag changes.
        let onChange = facts.calls("onChange", in: screen.node).filter { call in
            call.arguments.first.map { argument in overlay.flags.contains { argument.expression.compactText.contains($0) } } ?? false
        }
        let scopes = closes.compactMap(Self.scope) + onChange.map(Syntax.init)
        if scopes.contains(where: { postsFocusToElement(in: $0, facts: facts) }) { return .met }
        let hasFocusState = !(facts.variablesByAttribute["AccessibilityFocusState"] ?? []).filter { $0.isContained(in: screen.node) }.isEmpty
            || !(facts.variablesByAttribute["FocusState"] ?? []).filter { $0.isContained(in: screen.node) }.isEmpty
        return hasFocusState || !binders.isEmpty ? .unclear : .missing
    }

    static let controlCalls = ["Button", "onTapGesture", "Link", "NavigationLink", "contextMenu", "swipeActions"]

    /// Inside the action of a control: a `Button`'s closure, a tap handler, a menu or swipe action.
    static func isControlAction(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let call = ancestor.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.lastNameComponent, controlCalls.contains(name)
            {
                return true
            }
            if ancestor.is(MemberBlockSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    /// The closure or function a statement runs in.
    static func scope(_ node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(CodeBlockSyntax.self) && ancestor.parent?.is(FunctionDeclSyntax.self) == true {
                return ancestor
            }
            current = ancestor.parent
        }
        return nil
    }

    /// A screen- or layout-changed post with an element (not `nil`) in `scope`.
    static func postsFocusToElement(in scope: Syntax, facts: SyntaxFacts) -> Bool {
        let posts = (facts.calls("post", in: scope) + facts.calls("UIAccessibilityPostNotification", in: scope))
            .filter(AccessibilityAPIs.postsFocusNotification)
        return posts.contains { post in
            let argument = post.argument("argument")?.expression ?? (post.arguments.count > 1 ? post.arguments.last?.expression : nil)
            return argument.map { !$0.isNilLiteral } ?? false
        }
    }

    // MARK: UIKit

    /// Nil when the code that removes the view cannot be seen.
    static func focusReturn(_ view: UIKitModalPresentation, in file: SourceFileContext) -> Verdict? {
        let facts = file.facts
        let name = view.modalViewText
        if let screen = view.enclosingType {
            let removals = facts.calls("removeFromSuperview", in: screen.node).filter { call in
                call.receiver.map(VariableResolver.normalizedText) == name
            }
            if !removals.isEmpty {
                // Posted where the view is removed: the closure or function the removal runs in, not the
                // function that built the closure (a post there follows the showing).
                let returns = removals.contains { removal in
                    scope(Syntax(removal)).map { postsFocusToElement(in: $0, facts: facts) } ?? false
                }
                return returns ? .met : .missing
            }
        }
        // A view of this file that removes itself (`removeFromSuperview()` in its own dismiss).
        guard let type = view.typeName,
            let declaration = facts.typeDeclarations.first(where: { $0.name == type && $0.kind != .extension })
        else { return nil }
        let own = facts.calls("removeFromSuperview", in: declaration.node).filter { call in
            call.receiver == nil || call.receiver?.isSelfReference == true
        }
        guard !own.isEmpty else { return nil }
        let returns = own.contains { removal in
            scope(Syntax(removal)).map { postsFocusToElement(in: $0, facts: facts) } ?? false
        }
        return returns ? .met : .unclear
    }
}
