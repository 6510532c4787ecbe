import A11yCore
import SwiftSyntax

/// A SwiftUI picker with no name: VoiceOver reads its value, but never what the value is for.
public struct PickerMissingLabelRule: Rule {
    public init() {}


    public static let description = RuleDescription(
        id: "picker-missing-label",
        title: "Picker without a label",
        summary: "A SwiftUI Picker, DatePicker or MultiDatePicker with an empty title and no accessibility label, or a UIKit UIDatePicker or UIPickerView never given an accessibilityLabel.",
        rationale: """
            A picker's title is its name: VoiceOver reads it before the value, as in "Check-in date, 12 May". A \
            picker built with an empty title, to hide the built-in label and draw a custom one nearby, is read as \
            a bare date or option, and the listener has to guess which of several pickers they are on. \
            labelsHidden() is the way to hide a title visually: VoiceOver still reads it.
            """ + " " + uiKitRationale,
        suggestion: "Give the picker a title, or .accessibilityLabel (SwiftUI), or set accessibilityLabel on the picker (UIKit), naming what is being chosen, such as \"Check-in date\".",
        severity: .error,
        criterion: CriterionReference(component: "time-date-picker", criterion: "name"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: uiKitCorrections
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { diagnoses in
            for name in SwiftUIViews.pickers.sorted() {
                for call in file.facts.calls(name) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                    guard Self.hasNoName(call, isPicker: name == "Picker") else { continue }
                    let context = SwiftUIViewContext(call)
                    if context.hasOwnAccessibilityLabel || context.isHidden { continue }
                    if context.chain.modifiers(named: "pickerStyle").contains(where: Self.isSelfNamingStyle) { continue }
                    if context.enclosing.contains(where: Self.labelsItsContent) { continue }
                    diagnoses.append(diagnosis(
                        at: call, "\(name) has no title and no accessibility label; VoiceOver reads its value without saying what it is for"))
                }
            }
        }
        check(folded: "uikit-picker-missing-label", .uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    /// An empty title (`""`, `Text("")`) or an empty label (`EmptyView()`, `{}`).
    static func hasNoName(_ call: FunctionCallExprSyntax, isPicker: Bool) -> Bool {
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            return SwiftUILabels.isEmptyTitle(first.expression)
        }
        // `Picker`'s trailing closure holds its options; for the date pickers it is the label.
        guard let label = SwiftUILabels.labelArgument(of: call, trailingIsLabel: !isPicker) else { return false }
        return SwiftUILabels.content(of: label) == .empty
    }

    private static func isSelfNamingStyle(_ modifier: ModifierChain.Modifier) -> Bool {
        guard let style = modifier.call?.arguments.first?.expression else { return false }
        let name = style.lastNameComponent ?? style.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent
        return name.map(SwiftUIViews.selfNamingPickerStyles.contains) ?? false
    }

    /// `LabeledContent("Nights") { … }` names its content; a container combined into one element reads its
    /// text and the picker's value together.
    private static func labelsItsContent(_ enclosing: SwiftUIViewContext.Enclosing) -> Bool {
        if enclosing.call.calledExpression.lastNameComponent == "LabeledContent" {
            if let title = enclosing.call.arguments.first, title.label == nil, !title.expression.is(ClosureExprSyntax.self) {
                return !SwiftUILabels.isEmptyTitle(title.expression)
            }
            if let label = SwiftUILabels.labelArgument(of: enclosing.call, trailingIsLabel: false), label.id != enclosing.closure.id {
                return SwiftUILabels.content(of: label) != .empty
            }
        }
        return enclosing.modifiers.contains { modifier in
            modifier.name == "accessibilityElement" && modifier.call?.argument("children")?.expression.isMember(named: ["combine"]) == true
        } || enclosing.modifiers.contains(where: SwiftUIViewContext.setsLabel)
    }
}
