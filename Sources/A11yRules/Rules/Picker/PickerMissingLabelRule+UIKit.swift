import A11yCore
import SwiftSyntax

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
        var types: [(name: String, base: String)] = UIKitClasses.pickers.sorted().map { ($0, $0) }
        for declaration in file.facts.typeDeclarations where declaration.kind == .class {
            if let base = declaration.inheritedTypes.first(where: UIKitClasses.pickers.contains) {
                types.append((declaration.name, base))
            }
        }
        for (name, base) in types {
            for call in file.facts.calls(name) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                if let instance = UIKitInstance.constructed(by: call, in: file) {
                    if instance.isOutlet || instance.isReturnedToCaller || instance.receivesAccessibilityLabel(in: file) { continue }
                }
                // The code that builds the picker also gives the row it sits in custom actions to change the
                // value: the row is the element VoiceOver meets, named and adjustable, and the picker a part of it.
                if let body = call.enclosingFunctionBody, !file.facts.calls("UIAccessibilityCustomAction", in: body).isEmpty { continue }
                let kind = base == "UIDatePicker" ? "date picker" : "picker"
                let subject = name == base ? name : "\(name) (a \(base))"
                diagnoses.append(diagnosis(
                    at: call,
                    "\(subject) is never given an accessibilityLabel; VoiceOver reads the \(kind)'s value without its purpose",
                    conditions: name == base ? [] : [.typeLacks(name, .setsAccessibilityLabel)]))
            }
        }
    }
}
