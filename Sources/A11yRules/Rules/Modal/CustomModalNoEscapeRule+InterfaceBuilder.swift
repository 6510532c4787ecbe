import A11yCore
import A11yInterfaceBuilder
import A11yRuleKit

/// The Interface Builder half of `CustomModalNoEscapeRule`: a controller a storyboard presents over the screen
/// (segue or scene style) whose code does not close it on the VoiceOver escape gesture.
extension CustomModalNoEscapeRule: InterfaceBuilderRule {
    public static let interfaceBuilderSummary = "segues and scenes that present a controller over the full screen."

    public func check(_ file: IBFileContext, into diagnoses: inout [IBDiagnosis]) {
        for site in IBPresentation.all(in: file, styles: UIKitCustomPresentation.overStyles) where !NameHeuristics.namesProgress(site.presentedName) {
            diagnoses.append(IBDiagnosis(
                ruleID: Self.description.id, start: site.start, end: site.end, identity: site.identity,
                message: "'\(site.presentedName)' is \(site.how), and the VoiceOver escape gesture (a two-finger scrub) cannot close it: it does not override accessibilityPerformEscape()",
                suggestion: "Override accessibilityPerformEscape() in the presented controller, dismiss it, and return true.",
                conditions: site.conditions(lacking: .handlesEscape)))
        }
    }
}
