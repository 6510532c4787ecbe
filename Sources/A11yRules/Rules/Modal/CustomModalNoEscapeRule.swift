import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A hand-built SwiftUI modal that the VoiceOver escape gesture (a two-finger scrub) cannot close.
public struct CustomModalNoEscapeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "custom-modal-no-escape",
        title: "Custom modal ignores the escape gesture",
        summary: "A custom modal that nothing closes on the escape gesture: no .accessibilityAction(.escape) that dismisses it (SwiftUI), no accessibilityPerformEscape() in the modal, its controller or the presented controller (UIKit).",
        rationale: """
            VoiceOver users close sheets, alerts and popovers with a two-finger scrub (Z shape), and keyboard \
            users with Escape. A hand-built modal does not answer either unless it declares an escape action, \
            so the user must hunt for a close button, if there is one.
            """ + " " + uiKitRationale,
        suggestion: "Add .accessibilityAction(.escape) { … } that dismisses the modal (SwiftUI), or override accessibilityPerformEscape() in the modal view or its controller, dismiss, and return true (UIKit).",
        severity: .warning,
        criterion: CriterionReference(component: "modal", criterion: "escape-closes"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { diagnoses in
            // A blocking progress overlay ends by itself: there is nothing to escape from (the model says so).
            for modal in CustomModal.all(in: file) {
                guard case .swiftUI(let overlay) = modal.shape, case .missing(let conditions) = modal.escape(in: file) else { continue }
                var fix: Fix?
                if let statement = dismissStatement(for: overlay, in: file) {
                    fix = Fix(
                        title: "Add an escape action that closes the modal",
                        edits: [FixHelpers.appendModifier(".accessibilityAction(.escape) { \(statement) }", to: overlay.container.expression)])
                }
                diagnoses.append(diagnosis(
                    at: overlay.container.expression,
                    "\(overlay.label) cannot be closed with the VoiceOver escape gesture (a two-finger scrub)",
                    fix: fix,
                    conditions: conditions))
            }
        }
        check(folded: "uikit-custom-modal-no-escape", .uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    /// `flag = false` when the modal is shown by a plain `@State` or `@Binding` Boolean, `item = nil` for
    /// `if let item`; nil when no assignment is certain to be valid.
    private func dismissStatement(for modal: SwiftUICustomModal, in file: SourceFileContext) -> String? {
        guard let presented = modal.presentedExpression else { return nil }
        let isOptional = presented.hasSuffix(" != nil")
        let name = isOptional ? String(presented.dropLast(7)) : presented
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let isSettable = (file.facts.variablesByName[name] ?? []).contains { decl in
            let wrapper = decl.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.simpleName }
            guard wrapper.contains("State") || wrapper.contains("Binding") else { return false }
            return decl.enclosingTypeDeclaration.map { modal.siteCall.isContained(in: $0.node) } ?? false
        }
        guard isSettable else { return nil }
        return isOptional ? "\(name) = nil" : "\(name) = false"
    }
}
