import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A text field whose only name is its placeholder, which disappears as soon as something is typed or picked.
///
/// UIKit: a `UITextField` (or a project subclass whose declarations never set a label) given a placeholder
/// and never an `accessibilityLabel`; outlets are left alone, since a storyboard may name them. A field whose
/// `inputView` is a picker is an error against the picker's name criterion. SwiftUI: a `TextField` or
/// `SecureField` with an empty title and a prompt; a title, an `accessibilityLabel` or `LabeledContent` names it.
public struct PlaceholderAsNameRule: Rule {
    public init() {}


    public static let description = RuleDescription(
        id: "placeholder-as-name",
        title: "Placeholder used as the field's name",
        summary: "A UITextField (also one an alert hands to addTextField) with a placeholder and no accessibilityLabel, or a SwiftUI TextField or SecureField with an empty title and a prompt.",
        rationale: """
            Placeholder text is a hint, not a name. VoiceOver reads it only while the field is empty; once the \
            user has typed, or picked a date in a field whose input view is a picker, the field is announced by \
            its content alone ("12 May, text field") and nothing says what the value is. A visible UILabel \
            beside a UITextField is not tied to it either.
            """,
        suggestion: "Set accessibilityLabel to the field's visible label (UIKit), or give the TextField a title and move the example text to prompt: (SwiftUI).",
        severity: .warning,
        criterion: CriterionReference(component: "text-input", criterion: "name"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
        check(.swiftUI, into: &diagnoses) { checkSwiftUI(file, into: &$0) }
    }

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        var reported: Set<String> = []
        for property in ["placeholder", "attributedPlaceholder"] {
            for assignment in file.facts.assignments(property) {
                guard let owner = assignment.owner, assignment.value.isMeaningfulText,
                    let member = assignment.target.as(MemberAccessExprSyntax.self),
                    let field = UIKitInstance.named(owner, at: assignment.sequence, in: file),
                    let typeName = field.typeName,
                    // An outlet's storyboard may name it; one no audited IB file connects is left alone.
                    let outlet = field.outletConditions(lacking: .setsAccessibilityLabel)
                else { continue }
                // A SwiftUI view (or any struct) with its own `placeholder` property is not a UIKit text field.
                if let declaration = field.classDeclaration(in: file), declaration.kind == .struct || declaration.isSwiftUIView { continue }
                var conditions: [ProjectCondition] = outlet
                if typeName != "UITextField" {
                    // A project's own text field class may name itself (a floating label, for instance).
                    guard typeName.hasSuffix("TextField"), !FrameworkTypes.contains(typeName) else { continue }
                    conditions += [.typeHas(typeName, .declared), .typeLacks(typeName, .setsAccessibilityLabel)]
                }
                let key = field.aliases.map { "\($0.name)@\($0.scope.position.utf8Offset)" }.joined(separator: ",")
                guard !reported.contains(key), !field.receivesAccessibilityLabel(in: file) else { continue }
                reported.insert(key)
                if isPickerBacked(field, in: file) {
                    diagnoses.append(diagnosis(
                        at: member.declName,
                        "'\(field.displayName)' opens a picker and is named only by its placeholder; once a value is picked, VoiceOver reads the value without saying what it is",
                        severity: .error,
                        criterion: CriterionReference(component: "time-date-picker", criterion: "name"),
                        conditions: conditions))
                } else {
                    diagnoses.append(diagnosis(
                        at: member.declName,
                        "'\(field.displayName)' is named only by its placeholder, which VoiceOver stops reading once the field has text",
                        conditions: conditions))
                }
            }
        }
    }

    /// `field.inputView = datePicker`, `= UIPickerView()`, or a view whose name says it is a picker.
    private func isPickerBacked(_ field: UIKitInstance, in file: SourceFileContext) -> Bool {
        field.assignments("inputView", in: file).contains { assignment in
            let value = assignment.value
            if let type = value.constructedTypeName { return UIKitClasses.pickers.contains(type) }
            if let resolved = VariableResolver.resolve(value, at: assignment.sequence, in: file), let type = resolved.typeName {
                return UIKitClasses.pickers.contains(type) || type.hasSuffix("Picker")
            }
            return (value.lastNameComponent ?? "").lowercased().contains("picker")
        }
    }

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for name in ["TextField", "SecureField"] {
            for call in file.facts.calls(name) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                guard let prompt = call.argument("prompt")?.expression, prompt.isMeaningfulText else { continue }
                let unnamed: Bool
                if let title = call.arguments.first, title.label == nil, !title.expression.is(ClosureExprSyntax.self) {
                    unnamed = SwiftUILabels.isEmptyTitle(title.expression)
                } else if let label = SwiftUILabels.labelArgument(of: call, trailingIsLabel: true) {
                    unnamed = SwiftUILabels.content(of: label) == .empty
                } else {
                    unnamed = false
                }
                guard unnamed else { continue }
                let context = SwiftUIViewContext(call)
                if context.hasOwnAccessibilityLabel || context.isHidden { continue }
                if context.enclosing.contains(where: { $0.call.calledExpression.lastNameComponent == "LabeledContent" }) { continue }
                diagnoses.append(diagnosis(
                    at: call, "\(name) has no title, only a prompt; VoiceOver stops reading the prompt once the field has text"))
            }
        }
    }
}
