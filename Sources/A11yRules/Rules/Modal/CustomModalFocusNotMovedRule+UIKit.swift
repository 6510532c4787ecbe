import A11yCore
import SwiftSyntax
import A11yRuleKit

/// The UIKit half of `CustomModalFocusNotMovedRule`.
/// A UIKit custom modal appears without a notification that moves VoiceOver to it.
extension CustomModalFocusNotMovedRule {
    static let uiKitRationale = """
        UIKit does not move VoiceOver focus to a view just because it was added. Without a screen-changed \
        (or layout-changed) notification naming the new view, focus stays on the control that opened it, \
        behind the modal.
        """

    func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for modal in CustomModal.all(in: file) {
            guard case .missing(let conditions) = modal.focusOnOpen(in: file) else { continue }
            switch modal.shape {
            case .addedView(let presentation):
                var fix: Fix?
                if presentation.argumentIsSimple, let statement = presentation.statement,
                    let edit = FixHelpers.insertLine(
                        "UIAccessibility.post(notification: .screenChanged, argument: \(presentation.modalViewText))", after: statement)
                {
                    fix = Fix(title: "Post a screen-changed notification with the modal view", edits: [edit])
                }
                diagnoses.append(diagnosis(
                    at: presentation.argument,
                    "VoiceOver focus does not move to \(presentation.label) after it is added",
                    fix: fix, conditions: conditions))
            case .window(let window):
                diagnoses.append(diagnosis(
                    at: window.showNode,
                    "VoiceOver focus does not move into \(window.label) when it is shown",
                    suggestion: "Once the window is visible, post UIAccessibility.post(notification: .screenChanged, argument:) with its first element.",
                    conditions: conditions))
            case .swiftUI, .presentation:
                continue
            }
        }
    }
}
