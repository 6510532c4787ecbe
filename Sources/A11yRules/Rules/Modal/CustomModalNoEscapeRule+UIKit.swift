import A11yCore
import SwiftSyntax

/// The UIKit half of `CustomModalNoEscapeRule`.
/// A UIKit custom modal that the VoiceOver escape gesture cannot close.
extension CustomModalNoEscapeRule {
    static let uiKitRationale = """
        In UIKit the gesture calls accessibilityPerformEscape() on the focused element and then on its \
        ancestors; outside a page sheet, nothing closes a custom modal unless its view or its controller answers.
        """

    func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        // A blocking progress view ends by itself: there is nothing for escape to close.
        for presentation in UIKitModalPresentation.all(in: file) where !presentation.isBlockingProgress {
            var conditions = presentation.conditionsForModalType(lacking: .handlesEscape, onlyIfDeclared: true)
            var owner = "the code that adds it"
            if let controller = presentation.enclosingType {
                if !DismissAnalysis.closingEscapeHandlers(in: controller.node, facts: file.facts).isEmpty { continue }
                conditions.append(.typeLacks(controller.name, .handlesEscape))
                owner = "'\(controller.name)'"
            }
            diagnoses.append(diagnosis(
                at: presentation.argument,
                "\(presentation.label) cannot be closed with the escape gesture: neither it nor \(owner) overrides accessibilityPerformEscape()",
                conditions: conditions))
        }
        for window in UIKitWindowModal.all(in: file) {
            let owner = window.enclosingType.map { "'\($0.name)'" } ?? "the code that shows it"
            if let type = window.enclosingType, !DismissAnalysis.closingEscapeHandlers(in: type.node, facts: file.facts).isEmpty {
                continue
            }
            diagnoses.append(diagnosis(
                at: window.showNode,
                "\(window.label) cannot be closed with the escape gesture: neither its controller nor \(owner) overrides accessibilityPerformEscape()",
                conditions: window.escapeConditions()))
        }
        // Outside a page sheet, UIKit does not dismiss a presented controller on escape by itself.
        for site in UIKitCustomPresentation.all(in: file) where !site.isBlockingProgress {
            guard let lacking = site.lacks(.handlesEscape) else { continue }
            diagnoses.append(diagnosis(
                at: site.node,
                "'\(site.presentedType)' is \(site.how), and the escape gesture cannot close it: it does not override accessibilityPerformEscape()",
                suggestion: site.isLibrary
                    ? "The library gives no escape action: present the screen from a controller of your own that overrides accessibilityPerformEscape(), or use a component that closes on escape."
                    : "Override accessibilityPerformEscape() in the presented controller (or its view), dismiss it, and return true.",
                notes: site.notes,
                conditions: site.conditions + lacking))
        }
    }
}
