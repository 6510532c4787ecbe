import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A controller presented over the current screen (custom, over-full-screen or over-current-context
/// style) whose view never confines VoiceOver.
public struct CustomPresentationNotModalRule: Rule {
    public init() {}

    static let overStyles = UIKitCustomPresentation.overStyles

    public static let options = [
        presentationStyles,
    ]
    static let presentationStyles = RuleOptionDescription(
        rule: "custom-presentation-not-modal", key: "presentation_styles", default: .strings(UIKitCustomPresentation.overStyles.sorted()),
        summary: "Presentation styles that leave the presenting screen reachable.")

    public static let description = RuleDescription(
        id: "custom-presentation-not-modal",
        title: "Custom presentation not marked modal",
        summary: "A controller presented .custom, .overFullScreen or .overCurrentContext never sets accessibilityViewIsModal on its view.",
        rationale: """
            With these presentation styles the presenting screen stays in the view hierarchy underneath, and \
            VoiceOver can move into it: the user swipes out of the dialog into a screen that looks inactive. \
            Standard styles (page sheet, form sheet, full screen) remove it and need nothing.
            """,
        suggestion: "Set view.accessibilityViewIsModal = true in the presented controller's viewDidLoad, or use a standard presentation style.",
        severity: .error,
        criterion: CriterionReference(component: "modal", criterion: "focus-confined"),
        frameworks: [.uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        let styles = Set(file.value(of: Self.presentationStyles).strings ?? [])
        check(folded: "uikit-custom-presentation-not-modal", .uiKit, into: &diagnoses) { found in
            // The family's model decides (with the configured styles: the default ones are the model's own list).
            let modals = styles == UIKitCustomPresentation.overStyles
                ? CustomModal.all(in: file) : UIKitCustomPresentation.all(in: file, styles: styles).map { CustomModal(.presentation($0)) }
            for modal in modals {
                guard case .presentation(let site) = modal.shape, case .missing(let conditions) = modal.confinement(in: file) else { continue }
                found.append(diagnosis(
                    at: site.node,
                    "'\(site.presentedType)' is \(site.how), but its view never sets accessibilityViewIsModal",
                    suggestion: site.isLibrary
                        ? "The library does not mark its screen modal: set accessibilityViewIsModal = true on the presented view once it is shown (or on your content controller's view), or use a component that does."
                        : nil,
                    notes: site.notes,
                    conditions: conditions))
                // A controller the app does not declare (a library's, an Objective-C class) may mark itself modal
                // out of sight: a person checks it, rather than the audit keeping quiet.
                let declared = ProjectCondition.typeHas(site.presentedType, .declared)
                if conditions.contains(declared) {
                    found.append(diagnosis(
                        at: site.node,
                        "'\(site.presentedType)' is \(site.how), and its code is not in the app: check that its view sets accessibilityViewIsModal (or that VoiceOver cannot reach the screen behind it)",
                        severity: .note,
                        suggestion: "If the screen behind stays reachable, set accessibilityViewIsModal = true on the presented view once it is shown, or present it with a standard style.",
                        notes: site.notes,
                        conditions: conditions.map { $0 == declared ? .typeLacks(site.presentedType, .declared) : $0 },
                        kind: .review))
                }
            }
        }
    }
}
