import A11yCore
import SwiftSyntax
import A11yRuleKit

/// The UIKit half of `CustomModalNotModalRule`.
/// A UIKit view added over the screen as a modal without `accessibilityViewIsModal`.
extension CustomModalNotModalRule {
    static let uiKitRationale = """
        A view added on top of the screen is, to VoiceOver, one more subview: swiping leaves it and reaches \
        every control underneath. accessibilityViewIsModal makes VoiceOver ignore the view's siblings while \
        it is on screen, as it does for a presented alert.
        """

    func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for modal in CustomModal.all(in: file) {
            guard case .missing(let conditions) = modal.confinement(in: file) else { continue }
            switch modal.shape {
            case .addedView(let presentation):
                var fix: Fix?
                // (Not for a view added by a helper of its own, `loadingView?.addTo(view)`: its receiver may be optional.)
                let addedDirectly = ["addSubview", "insertSubview"].contains(presentation.call.calledExpression.lastNameComponent ?? "")
                if addedDirectly, presentation.argumentIsSimple, let statement = presentation.statement,
                    let edit = FixHelpers.insertLine("\(presentation.modalViewText).accessibilityViewIsModal = true", before: statement)
                {
                    fix = Fix(title: "Set accessibilityViewIsModal = true before adding the view", edits: [edit])
                }
                diagnoses.append(diagnosis(
                    at: presentation.argument,
                    "\(presentation.label) is added over the screen without accessibilityViewIsModal = true",
                    fix: fix, conditions: conditions))
            case .window(let window):
                diagnoses.append(diagnosis(
                    at: window.showNode,
                    "\(window.label) is shown over the app, but neither it nor its root view sets accessibilityViewIsModal = true",
                    suggestion: "Set accessibilityViewIsModal = true on the new window (or its root controller's view), or hide the main window with accessibilityElementsHidden while it shows.",
                    notes: ["A second visible window leaves the main window's content readable by VoiceOver underneath."],
                    conditions: conditions))
            case .swiftUI, .presentation:
                // SwiftUI content is judged above; presented controllers by `custom-presentation-not-modal`.
                continue
            }
        }
    }
}
