import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `ControlMissingLabelRule`: a switch, slider, stepper, editable text view or
/// text field without a placeholder that neither the file nor the outlet's code names.
extension ControlMissingLabelRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "switches, sliders, steppers, fields and editable text views without a name, and buttons that show nothing."

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
            // A switch in a table cell that shows a label of its own: the cell may be read as one element, the label
            // and the switch together. Whether it is, a person checks with VoiceOver.
            if control.tag == "switch", let cell = file.document.ancestors(of: control).first(where: { $0.tag == "tableViewCell" }),
                file.document.objects.contains(where: { $0.tag == "label" && file.document.ancestors(of: $0).contains { $0.index == cell.index } })
            {
                diagnoses.append(diagnosis(
                    at: control, in: file,
                    "\(file.describe(control)) has no accessibility label; it sits in a table cell with a label, which VoiceOver may read with it as one element",
                    severity: .note,
                    criterion: CriterionReference(component: "toggle-switch", criterion: "name"),
                    suggestion: "Check with VoiceOver that the cell is read as its label and the switch together; if the switch is its own stop, set accessibilityLabel on it to the label's text.",
                    lacking: [.setsAccessibilityLabel, .hiddenFromAccessibility], kind: .review))
                continue
            }
            diagnoses.append(diagnosis(
                at: control, in: file,
                "\(file.describe(control)) has no accessibility label; VoiceOver reads its value without saying what it controls",
                criterion: CriterionReference(component: Self.interfaceBuilderComponents[control.tag] ?? "toggle-switch", criterion: "name"),
                suggestion: "Give it a label in the Accessibility inspector, or set accessibilityLabel on its outlet, naming what it changes.",
                lacking: control.tag == "textView" ? [.setsAccessibilityLabel, .hiddenFromAccessibility, .displaysOnly]
                    : control.tag == "textField" ? [.setsAccessibilityLabel, .hiddenFromAccessibility, .setsPlaceholder]
                    : [.setsAccessibilityLabel, .hiddenFromAccessibility]))
        }
        // A button that shows nothing at all in the file: no title in any state, no picture, no label. Unless its
        // outlet's code or its class gives it a title or a label, VoiceOver announces only "button". (A picture and
        // nothing else is `icon-only-button-unlabeled`'s; the system's own info and add buttons name themselves.)
        for button in file.objects(["button"]) {
            guard button.titles.isEmpty, button.images.isEmpty, button.attributes["title"]?.isEmpty ?? true,
                button.attributes["image"] == nil, ["custom", "system", nil].contains(button.attributes["buttonType"]),
                // A class of the app may draw or title itself.
                button.customClass.map(FrameworkTypes.contains) ?? true,
                button.accessibilityLabel == nil, !button.hasRuntimeNaming, button.attributes["hidden"] != "YES",
                !file.isHiddenFromAccessibility(button), !file.isInsideElement(button)
            else { continue }
            if button.attributes["alpha"].flatMap(Double.init) == 0 { continue }
            diagnoses.append(diagnosis(
                at: button, in: file,
                "\(file.describe(button)) shows no title or picture in the file and has no accessibility label; VoiceOver announces only \"button\"",
                criterion: CriterionReference(component: "button", criterion: "name"),
                suggestion: "Give it a title, or a label in the Accessibility inspector (or set accessibilityLabel on its outlet) that names its action.",
                lacking: [.setsAccessibilityLabel, .hiddenFromAccessibility]))
        }
    }
}
