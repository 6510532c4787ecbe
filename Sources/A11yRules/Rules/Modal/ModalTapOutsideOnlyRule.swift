import A11yCore
import SwiftSyntax

/// A hand-built SwiftUI modal whose only way out is a tap on the dimmed background.
public struct ModalTapOutsideOnlyRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "modal-tap-outside-only",
        title: "Modal closes only by tapping outside",
        summary: "A modal is dismissed by a tap gesture on its background and offers no close button or escape action.",
        rationale: """
            VoiceOver users do not tap where they cannot see: they move through elements, and a dimming layer is \
            not one. When tapping outside is the only way to close a modal that covers the screen, a VoiceOver \
            or Switch Control user is trapped in it.
            """,
        suggestion: "Give the modal a visible close button, or at least an .accessibilityAction(.escape) that closes it.",
        severity: .error,
        criterion: CriterionReference(component: "modal", criterion: "close-option"),
        frameworks: [.swiftUI],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for modal in SwiftUICustomModal.all(in: file) {
            let catchers = modal.items.map(ModifierChain.init).filter { $0.expression.id != modal.container.expression.id }
            let taps = catchers.flatMap { chain in
                chain.modifiers(named: "onTapGesture").filter { modifier in
                    guard let call = modifier.call, isSingleTap(call), let closure = call.closures.first else { return false }
                    return DismissAnalysis.dismisses(closure, flags: modal.flags, facts: file.facts)
                }
            }
            guard let tap = taps.first else { continue }
            if modal.hasDismissControl(in: file) || modal.hasEscapeAction(in: file) || modal.hasOpaqueContent { continue }
            var conditions = modal.conditionsForContainer(lacking: .hasDismissControl, onlyIfDeclared: true)
            if let type = modal.containerType { conditions.append(.typeLacks(type, .handlesEscape)) }
            diagnoses.append(diagnosis(
                at: tap.nameToken,
                "\(modal.label) can only be closed by tapping outside it",
                conditions: conditions))
        }
    }

    /// `.onTapGesture { }` or `.onTapGesture(count: 1) { }`.
    private func isSingleTap(_ call: FunctionCallExprSyntax) -> Bool {
        guard let count = call.argument("count")?.expression else { return true }
        return count.compactText == "1"
    }
}
