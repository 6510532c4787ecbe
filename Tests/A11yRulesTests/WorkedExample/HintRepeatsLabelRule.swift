import A11yCore
import A11yRuleKit
import SwiftSyntax

/// A hint that says the same words as the label: VoiceOver reads them twice and the hint adds nothing.
struct HintRepeatsLabelRule: Rule {
    init() {}

    static let description = RuleDescription(
        id: "hint-repeats-label",
        title: "Hint repeats the label",
        summary: "A SwiftUI .accessibilityHint or a UIKit accessibilityHint with the same text as the element's label.",
        rationale: """
            VoiceOver reads the label, pauses, then reads the hint. A hint that repeats the label makes every \
            visit to the element longer and tells the listener nothing about what happens when they activate it.
            """,
        suggestion: "Say in the hint what happens on activation (\"Opens the order history\"), or remove the hint.",
        severity: .warning,
        criterion: CriterionReference(component: "button", criterion: "name"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples)

    func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        // SwiftUI: `.accessibilityLabel("Orders").accessibilityHint("Orders")` on the same view.
        for hint in file.facts.calls("accessibilityHint") where hint.receiver != nil {
            guard let text = hint.arguments.first?.expression.staticStringValue, let name = hint.nameToken else { continue }
            let labels = SwiftUIViewContext(hint).chain.modifiers(named: "accessibilityLabel")
            if labels.contains(where: { $0.call?.arguments.first?.expression.staticStringValue == text }) {
                diagnoses.append(diagnosis(at: name, "This hint repeats the label '\(text)'; VoiceOver reads it twice"))
            }
        }
        // UIKit: `button.accessibilityLabel = "Orders"` and `button.accessibilityHint = "Orders"` on the same object.
        let labels = file.facts.assignments("accessibilityLabel")
        for hint in file.facts.assignments("accessibilityHint") {
            guard let text = hint.value.staticStringValue else { continue }
            let owner = hint.owner?.compactText
            if labels.contains(where: { $0.owner?.compactText == owner && $0.value.staticStringValue == text }) {
                diagnoses.append(diagnosis(at: hint.target, "This hint repeats the label '\(text)'; VoiceOver reads it twice"))
            }
        }
    }
}

extension HintRepeatsLabelRule {
    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            struct Orders: View {
                var body: some View {
                    Button("Orders") {}.accessibilityLabel("Orders").accessibilityHint("Opens your past orders")
                }
            }
            """),
        // A hint from a variable may say something else at run time.
        RuleExample("""
            struct Badge: View {
                let detail: String
                var body: some View { Image("badge").accessibilityLabel("Badge").accessibilityHint(detail) }
            }
            """),
        RuleExample("""
            final class OrdersButton: UIButton {
                func configure() {
                    accessibilityLabel = "Orders"
                    accessibilityHint = "Opens your past orders"
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            struct Orders: View {
                var body: some View {
                    Button("Orders") {}.accessibilityLabel("Orders").↓accessibilityHint("Orders")
                }
            }
            """),
        RuleExample("""
            final class OrdersButton: UIButton {
                func configure() {
                    accessibilityLabel = "Orders"
                    ↓accessibilityHint = "Orders"
                }
            }
            """),
    ]
}
