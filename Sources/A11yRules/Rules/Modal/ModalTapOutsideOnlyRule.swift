import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A hand-built modal whose only way out is a tap on the dimmed background (SwiftUI here, UIKit in
/// `ModalTapOutsideOnlyRule+UIKit.swift`).
public struct ModalTapOutsideOnlyRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "modal-tap-outside-only",
        title: "Modal closes only by tapping outside",
        summary: "A custom modal is dismissed by a tap on its background and offers no close button or escape action: a SwiftUI ZStack or overlay modal, or a UIKit view or controller with a dimmed background or modal name.",
        rationale: """
            VoiceOver users do not tap where they cannot see: they move through elements, and a dimming layer is \
            not one. When tapping outside is the only way to close a modal that covers the screen, a VoiceOver \
            or Switch Control user is trapped in it.
            """ + " " + uiKitRationale,
        suggestion: "Give the modal a visible close button, or at least an escape action that closes it (.accessibilityAction(.escape) in SwiftUI, accessibilityPerformEscape() in UIKit).",
        severity: .error,
        criterion: CriterionReference(component: "modal", criterion: "close-option"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { diagnoses in
            for modal in SwiftUICustomModal.all(in: file) {
                let catchers = modal.items.map(ModifierChain.init).filter { $0.expression.id != modal.container.expression.id }
                let taps = catchers.flatMap { chain in
                    chain.modifiers(named: "onTapGesture").filter { modifier in
                        guard let call = modifier.call, isSingleTap(call), let closure = call.closures.first else { return false }
                        return DismissAnalysis.dismisses(closure, flags: modal.flags, facts: file.facts)
                    }
                }
                guard let tap = taps.first else { continue }
                if modal.hasDismissControl(in: file) || modal.hasEscapeAction(in: file) || modal.hasOpaqueContent || modal.offersOtherWayOut(in: file) {
                    continue
                }
                var conditions = modal.conditionsForContainer(lacking: .hasDismissControl, onlyIfDeclared: true)
                if let type = modal.containerType { conditions += [.typeLacks(type, .handlesEscape), .typeLacks(type, .offersControl)] }
                diagnoses.append(diagnosis(
                    at: tap.nameToken,
                    "\(modal.label) can only be closed by tapping outside it",
                    conditions: conditions))
            }
        }
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    /// `.onTapGesture { }` or `.onTapGesture(count: 1) { }`.
    private func isSingleTap(_ call: FunctionCallExprSyntax) -> Bool {
        guard let count = call.argument("count")?.expression else { return true }
        return count.compactText == "1"
    }
}
