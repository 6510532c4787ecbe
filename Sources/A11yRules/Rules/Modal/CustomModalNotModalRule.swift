import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A hand-built SwiftUI modal without the modal trait: VoiceOver lets focus wander to the screen behind it.
public struct CustomModalNotModalRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "custom-modal-not-modal",
        title: "Custom modal not marked modal",
        summary: "Content drawn over the screen lacks the modal mark while what is behind stays reachable: a SwiftUI ZStack or overlay without the isModal trait, or a UIKit view added to a window or root view, a blocking progress view or a second UIWindow without accessibilityViewIsModal.",
        rationale: """
            A view shown over the screen with a ZStack or .overlay is, for VoiceOver, just more content on the \
            same screen: swiping moves past the dialog into the screen behind it, and nothing tells the user a \
            dialog is open. The isModal trait confines VoiceOver to the dialog, as a system sheet or alert does.
            """ + " " + uiKitRationale,
        suggestion: "Mark the modal: .accessibilityAddTraits(.isModal) on its container (SwiftUI) or accessibilityViewIsModal = true on the modal view (UIKit); or hide what is behind it from VoiceOver while it shows; or use a system presentation.",
        severity: .error,
        criterion: CriterionReference(component: "modal", criterion: "focus-confined"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { diagnoses in
            // Hiding everything behind the modal confines VoiceOver just as well as the trait does.
            for modal in CustomModal.all(in: file) {
                guard case .swiftUI(let overlay) = modal.shape, case .missing(let conditions) = modal.confinement(in: file) else { continue }
                let fix = Fix(
                    title: "Add .accessibilityAddTraits(.isModal)",
                    edits: [FixHelpers.appendModifier(".accessibilityAddTraits(.isModal)", to: overlay.container.expression)])
                diagnoses.append(diagnosis(
                    at: overlay.container.expression,
                    "\(overlay.label) is not marked modal",
                    severity: overlay.evidence == .strong ? nil : .warning,
                    // Only a certain modal gets the trait written for it: a banner or a floating button taken
                    // for one would trap VoiceOver.
                    fix: Self.isCertainModal(overlay, in: file) ? fix : nil,
                    conditions: conditions))
            }
        }
        check(folded: "uikit-custom-modal-not-modal", .uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    /// A dimming layer behind it or a modal's name, and not a progress indicator: on real apps, overlays
    /// recognized otherwise were as often banners, floating buttons or spinners.
    static func isCertainModal(_ modal: SwiftUICustomModal, in file: SourceFileContext) -> Bool {
        guard modal.evidence == .strong, !modal.isBlockingProgress(in: file) else { return false }
        if !modal.dimmingLayers.isEmpty { return true }
        return modal.containerType.map { NameHeuristics.namesModal($0, vocabulary: file.settings.vocabulary) } ?? false
    }
}
