import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `ControlMissingLabelRule`: a switch, slider, stepper, editable text view or
/// text field without a placeholder that neither the file nor the outlet's code names.
extension ControlMissingLabelRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "switches, sliders, steppers, fields and editable text views without a name."

    static let interfaceBuilderComponents = ControlComponents.subset(
        ControlComponents.interfaceBuilder, ["switch", "slider", "stepper", "textField", "textView"])

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        for control in file.objects(Set(Self.interfaceBuilderComponents.keys)) {
            guard control.accessibilityLabel == nil, !control.hasRuntimeNaming, !file.isHiddenFromAccessibility(control), !file.isInsideElement(control)
            else { continue }
            // A field's placeholder is left to `placeholder-as-name`; a text view that only displays is no control.
            if control.tag == "textField", !(control.attributes["placeholder"] ?? "").isEmpty { continue }
            if control.tag == "textView", control.attributes["editable"] == "NO" { continue }
            if control.attributes["alpha"].flatMap(Double.init) == 0 { continue }
            diagnoses.append(diagnosis(
                at: control, in: file,
                "\(file.describe(control)) has no accessibility label; VoiceOver reads its value without saying what it controls",
                criterion: CriterionReference(component: Self.interfaceBuilderComponents[control.tag] ?? "toggle-switch", criterion: "name"),
                suggestion: "Give it a label in the Accessibility inspector, or set accessibilityLabel on its outlet, naming what it changes.",
                lacking: control.tag == "textView" ? [.setsAccessibilityLabel, .hiddenFromAccessibility, .displaysOnly] : [.setsAccessibilityLabel, .hiddenFromAccessibility]))
        }
    }
}
