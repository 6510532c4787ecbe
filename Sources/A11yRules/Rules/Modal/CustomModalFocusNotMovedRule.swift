import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A hand-built SwiftUI modal appears, and VoiceOver focus stays on the screen behind it.
public struct CustomModalFocusNotMovedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "custom-modal-focus-not-moved",
        title: "Focus not moved into a custom modal",
        summary: "Nothing moves VoiceOver focus into a custom modal when it appears: no focus state set (SwiftUI), no screen- or layout-changed notification on the path that shows it (UIKit).",
        rationale: """
            When a system sheet appears, VoiceOver moves to it. A hand-built modal is just new content: focus \
            stays where it was, behind the dialog, and the user may never learn it opened. Moving focus in \
            (and back to the control that opened it when it closes) is what tells them.
            """ + " " + uiKitRationale,
        suggestion: "When the modal appears, set an @AccessibilityFocusState bound to it (SwiftUI) or post UIAccessibility.post(notification: .screenChanged, argument:) with the modal view or its first element (UIKit).",
        severity: .warning,
        criterion: CriterionReference(component: "modal", criterion: "focus-on-open"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: uiKitCorrections
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { diagnoses in
            for modal in CustomModal.all(in: file) {
                guard case .swiftUI(let overlay) = modal.shape, case .missing(let conditions) = modal.focusOnOpen(in: file) else { continue }
                // A progress cover has nothing to act on: what is missing is word of the wait.
                let message = overlay.isBlockingProgress(in: file)
                    ? "While \(overlay.label) blocks the screen, nothing announces the wait or moves VoiceOver focus to it"
                    : "VoiceOver focus does not move into \(overlay.label) when it appears"
                diagnoses.append(diagnosis(at: overlay.container.expression, message, conditions: conditions))
            }
        }
        check(folded: "uikit-custom-modal-focus-not-moved", .uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }
}
