import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A switch, slider, stepper, text field or colour well with no name: VoiceOver reads its kind and value,
/// never what it controls.
///
/// SwiftUI: `Toggle`, `Slider`, `Stepper`, `TextField`, `SecureField`, `ColorPicker` and `Gauge` built with an
/// empty title (`""`, `Text("")`, an empty label closure) and no accessibility label on the control or a
/// container that names it. `.labelsHidden()` only hides a title visually, so it is not reported by itself.
/// A text field with an empty title and a prompt is left to `placeholder-as-name`.
/// UIKit: `UISwitch`, `UISlider`, `UIStepper`, `UITextField` and `UITextView` created in code and never given an
/// accessibilityLabel (see ``UIKitUnnamedControl``); text fields with a placeholder are left to
/// `placeholder-as-name`, and a switch shown as a table cell's accessory is named by the cell.
public struct ControlMissingLabelRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "control-missing-label",
        title: "Control without a label",
        summary: "A SwiftUI Toggle, Slider, Stepper, TextField, SecureField, ColorPicker or Gauge with an empty title and no accessibility label, a TextEditor with no accessibility label, or a UIKit switch, slider, stepper or text view never given an accessibilityLabel.",
        rationale: """
            A control's title is its name: VoiceOver reads it with the role and the value, as in "Wi-Fi, switch \
            button, on". A control built with an empty title, to draw its label as a separate text beside it, is \
            read as "switch button, on" or "adjustable, 40 percent": the listener hears a value with no subject, \
            and a row of such controls cannot be told apart. UIKit never ties a UILabel to the control next to it.
            """,
        suggestion: "Give the control a title (hide it with .labelsHidden() if the design needs), or .accessibilityLabel (SwiftUI); set accessibilityLabel on the control (UIKit), naming what it changes.",
        severity: .error,
        criterion: CriterionReference(component: "toggle-switch", criterion: "name"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    /// SwiftUI controls, each with whether its trailing closure is its label, and the criterion a tester checks.
    static let swiftUIControls: [(name: String, trailingIsLabel: Bool, component: String)] = [
        ("Toggle", true), ("Slider", true), ("Stepper", true), ("TextField", false), ("SecureField", false), ("ColorPicker", true), ("Gauge", true),
    ].map { ($0.0, $0.1, ControlComponents.swiftUI[$0.0] ?? "button") }

    static let uiKitComponents = ControlComponents.subset(ControlComponents.uiKit, ["UISwitch", "UISlider", "UIStepper", "UITextField", "UITextView"])

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { checkSwiftUI(file, into: &$0) }
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        // A `TextEditor` takes no title at all: only an accessibility label, or a container that names it, does.
        for call in file.facts.calls("TextEditor") where call.calledExpression.is(DeclReferenceExprSyntax.self) {
            let context = SwiftUIViewContext(call)
            if context.hasOwnAccessibilityLabel || context.isHidden || context.enclosing.contains(where: SwiftUILabels.namesItsContent) { continue }
            if call.argument("text")?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent == "constant" { continue }
            diagnoses.append(diagnosis(
                at: call, "TextEditor has no accessibility label (it takes no title); VoiceOver reads its text without saying what it is for",
                criterion: CriterionReference(component: ControlComponents.swiftUI["TextField"] ?? "text-input", criterion: "name"),
                suggestion: "Add .accessibilityLabel(\"…\") naming what the text is for (the visible caption beside it, if there is one).",
                fix: SwiftUILabels.labelFromTextBeside(context)))
        }
        for control in Self.swiftUIControls {
            for call in file.facts.calls(control.name) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                // `Slider(value:in:)` and `Gauge(value:)` with no title at all are as unnamed as an empty one.
                let untitled = call.arguments.first?.label != nil && SwiftUILabels.labelArgument(of: call, trailingIsLabel: control.trailingIsLabel) == nil
                guard untitled || SwiftUILabels.hasNoName(call, trailingIsLabel: control.trailingIsLabel) else { continue }
                // `TextField(text:)` does not exist without a title; a prompt makes it `placeholder-as-name`'s.
                if control.component == "text-input" && (untitled || call.argument("prompt") != nil) { continue }
                let context = SwiftUIViewContext(call)
                if context.hasOwnAccessibilityLabel || context.isHidden { continue }
                if context.enclosing.contains(where: SwiftUILabels.namesItsContent) { continue }
                // Bound to a constant, the field only displays text.
                if call.argument("text")?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent == "constant" { continue }
                // A fully transparent field is kept for its keyboard, behind text drawn in its place; VoiceOver skips it.
                if context.chain.modifiers.contains(where: { $0.name == "opacity" && $0.call?.arguments.first?.expression.isZeroLiteral == true }) { continue }
                diagnoses.append(diagnosis(
                    at: call, "\(control.name) has no title and no accessibility label; VoiceOver reads its value without saying what it controls",
                    criterion: CriterionReference(component: control.component, criterion: "name"),
                    fix: SwiftUILabels.labelFromTextBeside(context)))
            }
        }
    }

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for site in UIKitUnnamedControl.sites(of: Set(Self.uiKitComponents.keys), in: file) {
            if let instance = site.instance {
                // A text view that is not editable only displays text.
                if site.base == "UITextView", instance.assignments("isEditable", in: file).contains(where: { $0.value.isFalseLiteral }) { continue }
                if site.base == "UITextField" || site.base == "UITextView",
                    ["placeholder", "attributedPlaceholder"].contains(where: { !instance.assignments($0, in: file).isEmpty })
                {
                    continue
                }
                // Fully transparent (`alpha = 0`, `layer.opacity = 0`): kept for its keyboard, skipped by VoiceOver.
                let names = Set(instance.aliases.map(\.name))
                let transparent = instance.assignments("alpha", in: file).contains { $0.value.isZeroLiteral }
                    || file.facts.assignments("opacity").contains { assignment in
                        guard assignment.value.isZeroLiteral, let owner = assignment.owner?.unwrapped.as(MemberAccessExprSyntax.self),
                            owner.declName.baseName.text == "layer", let base = owner.base.flatMap(VariableResolver.plainName)
                        else { return false }
                        return names.contains(base)
                    }
                if transparent { continue }
                // `cell.accessoryView = toggle`: the cell reads its text with the switch's state.
                if file.facts.assignments("accessoryView").contains(where: { VariableResolver.plainName($0.value).map(names.contains) ?? false }) {
                    continue
                }
            }
            let component = Self.uiKitComponents[site.base] ?? "toggle-switch"
            diagnoses.append(diagnosis(
                at: site.call,
                "\(site.subject) is never given an accessibilityLabel; VoiceOver reads its value without saying what it controls",
                criterion: CriterionReference(component: component, criterion: "name"),
                conditions: site.conditions))
        }
    }
}
