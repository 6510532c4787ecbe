import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `PlaceholderAsNameRule`: a text field given a placeholder in the file and no
/// name, in the file or in its outlet's code. A label laid out beside it in the scene is not tied to it.
extension PlaceholderAsNameRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "text fields whose only name is the placeholder set in the file."

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        for field in file.objects(["textField"]) {
            guard let placeholder = field.attributes["placeholder"], !placeholder.trimmingCharacters(in: .whitespaces).isEmpty,
                field.accessibilityLabel == nil, !field.hasRuntimeNaming, !file.isHiddenFromAccessibility(field), !file.isInsideElement(field),
                field.attributes["alpha"].flatMap(Double.init) != 0
            else { continue }
            diagnoses.append(diagnosis(
                at: field, in: file,
                "\(file.describe(field)) is named only by its placeholder \"\(placeholder)\", which VoiceOver stops reading once the field has text",
                suggestion: "Give it a label in the Accessibility inspector (or set accessibilityLabel on its outlet) naming what is typed; keep the placeholder as an example.",
                lacking: [.setsAccessibilityLabel, .hiddenFromAccessibility]))
        }
    }
}
