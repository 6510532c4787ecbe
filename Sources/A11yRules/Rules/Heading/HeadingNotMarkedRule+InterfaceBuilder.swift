import A11yCore
import A11yInterfaceBuilder

/// The Interface Builder half of `HeadingNotMarkedRule`: a label set in a title text style (Large Title,
/// Title 1, Title 2) without the Header trait, in the file or on its outlet.
extension HeadingNotMarkedRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "labels in a title text style without the Header trait."

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        for label in file.objects(["label"]) {
            guard let style = label.font?.textStyleName, Self.uiKitTitleStyles.contains(style),
                label.accessibility?.traits.contains("header") != true, !file.isHiddenFromAccessibility(label), !file.isInsideElement(label)
            else { continue }
            diagnoses.append(diagnosis(
                at: label, in: file,
                "\(file.describe(label)) is styled as a title (\(style)) but is not marked as a heading",
                suggestion: "Tick the Header trait in the Accessibility inspector, or add .header to its outlet's accessibilityTraits.",
                lacking: [.marksHeader]))
        }
    }
}
