import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `CustomPresentationNotModalRule`: a storyboard presents a controller over the
/// screen (segue or scene style), and the controller's code never marks its view modal.
extension CustomPresentationNotModalRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "segues and scenes that present a controller over the full screen."

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        let styles = Set(file.value(of: Self.presentationStyles).strings ?? [])
        for site in IBPresentation.all(in: file, styles: styles) {
            diagnoses.append(IBDiagnosis(
                ruleID: Self.description.id, start: site.start, end: site.end, identity: site.identity,
                message: "'\(site.presentedName)' is \(site.how), but its view never sets accessibilityViewIsModal",
                suggestion: site.presentedClass == nil
                    ? "Give the scene a view controller class that sets view.accessibilityViewIsModal = true in viewDidLoad, or use a standard presentation style."
                    : nil,
                conditions: site.conditions(lacking: .marksModal)))
        }
    }
}
