import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `PickerMissingLabelRule`: a date picker that neither the file nor the outlet's
/// code names. Picker views are left alone: their delegate names each component
/// (`accessibilityLabelForComponent`), in code this rule cannot tie to the file.
extension PickerMissingLabelRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "date pickers without a name."

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        for picker in file.objects(["datePicker"]) {
            guard picker.accessibilityLabel == nil, !picker.hasRuntimeNaming, !file.isHiddenFromAccessibility(picker), !file.isInsideElement(picker)
            else { continue }
            diagnoses.append(diagnosis(
                at: picker, in: file,
                "\(file.describe(picker)) has no accessibility label; VoiceOver reads the selected value without saying what it sets",
                suggestion: "Give it a label in the Accessibility inspector, or set accessibilityLabel on its outlet, naming what is picked.",
                lacking: [.setsAccessibilityLabel, .hiddenFromAccessibility]))
        }
    }
}
