import A11yCore
import SwiftSyntax
import A11yRuleKit

/// While a hand-built SwiftUI modal shows, the screen behind it (or its dimming layer) stays in
/// VoiceOver's reach.
public struct CustomModalBackgroundReachableRule: Rule {
    public init() {}

    public static let options = [
        checkDimmingLayer,
    ]
    static let checkDimmingLayer = RuleOptionDescription(
        rule: "custom-modal-background-reachable", key: "check_dimming_layer", default: .bool(true),
        summary: "Also report a tappable dimming layer that VoiceOver can reach.")

    public static let description = RuleDescription(
        id: "custom-modal-background-reachable",
        title: "Content behind a custom modal stays reachable",
        summary: "The views behind a ZStack or overlay modal are not hidden from VoiceOver while it shows, or its tappable dimming layer is exposed.",
        rationale: """
            Sighted users cannot touch what a dimming layer covers; VoiceOver users can still swipe to it and \
            activate it, acting on a screen they believe is paused. A dimming layer that closes the modal on \
            tap becomes an unnamed element of its own, read as an empty stop.
            """,
        suggestion: "Apply .accessibilityHidden(isPresented) to the content behind the modal and .accessibilityHidden(true) to its dimming layer.",
        severity: .warning,
        criterion: CriterionReference(component: "modal", criterion: "focus-confined"),
        frameworks: [.swiftUI],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for modal in SwiftUICustomModal.all(in: file) {
            let reachable = modal.reachableBackground
            if let first = reachable.first {
                let fix = modal.presentedExpression.map { presented in
                    Fix(
                        title: "Hide the content behind from VoiceOver while the modal shows",
                        edits: reachable.map { FixHelpers.appendModifier(".accessibilityHidden(\(presented))", to: $0.expression) })
                }
                let others = reachable.count > 1 ? " (and \(reachable.count - 1) more view\(reachable.count > 2 ? "s" : ""))" : ""
                diagnoses.append(diagnosis(
                    at: first.expression,
                    "'\(first.displayName)'\(others) stays reachable by VoiceOver behind \(modal.label)",
                    fix: fix,
                    conditions: modal.recognitionConditions))
            }
            let checksDimmingLayer = file.value(of: Self.checkDimmingLayer).bool ?? true
            for layer in modal.dimmingLayers where checksDimmingLayer && layer.has("onTapGesture") {
                let hidden = layer.modifiers.contains { $0.call.map(AccessibilityAPIs.hidesFromAccessibility) ?? false }
                guard !hidden else { continue }
                diagnoses.append(diagnosis(
                    at: layer.expression,
                    "the tappable dimming layer behind \(modal.label) is exposed to VoiceOver as an unnamed element",
                    suggestion: "Apply .accessibilityHidden(true) to the dimming layer and give the modal a close button or an escape action.",
                    fix: Fix(title: "Hide the dimming layer from VoiceOver",
                             edits: [FixHelpers.appendModifier(".accessibilityHidden(true)", to: layer.expression)]),
                    conditions: modal.recognitionConditions))
            }
        }
    }
}
