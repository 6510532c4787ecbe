import A11yCore
import SwiftSyntax
import A11yRuleKit

/// The UIKit half of `PickerMissingLabelRule`.
/// A UIKit date or option picker that is never given an accessibility label.
///
/// Follows each picker created in code (`UIDatePicker()`, `UIPickerView()`, or a subclass declared in the
/// same file) to where it is configured: the function for a local, the whole type for a property, its lazy
/// initializer, a closure run over several pickers, or a helper of the file it is passed to. A subclass is
/// credited with a label set in any of its declarations, in any file. Outlets (named in a storyboard) and
/// pickers returned to a caller are left alone.
extension PickerMissingLabelRule {
    static let uiKitRationale = """
        UIKit does not connect a picker to the UILabel drawn beside it. Without an accessibilityLabel, \
        VoiceOver reads a wheel as "12 May, adjustable" and a compact date picker as a bare date: the listener \
        hears a value but not whether it is a departure date, a birthday or an alarm time.
        """

    func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for site in UIKitUnnamedControl.sites(of: UIKitClasses.pickers, in: file) {
            let kind = site.base == "UIDatePicker" ? "date picker" : "picker"
            diagnoses.append(diagnosis(
                at: site.call,
                "\(site.subject) is never given an accessibilityLabel; VoiceOver reads the \(kind)'s value without its purpose",
                conditions: site.conditions))
        }
    }
}
