import A11yCore
import SwiftSyntax
import A11yRuleKit

/// The UIKit half of `ModalTapOutsideOnlyRule`: a modal-like class that closes when its background is tapped
/// and offers nothing else.
///
/// Judged once, in the class's own declaration, where the defect lives: a view or controller with a dimming
/// background colour or a modal name (`…Popup`, `…Sheet`) that adds a tap recognizer whose action closes it
/// (`#selector(dismissTapped)`). The project index then checks that neither the class, its other declarations
/// nor its supertypes add a control that closes it or an escape handler.
extension ModalTapOutsideOnlyRule {
    static let uiKitRationale = """
        In UIKit this is a tap recognizer on the modal's dimmed background whose action closes it.
        """

    func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for recognizer in file.facts.calls("UITapGestureRecognizer") where recognizer.calledExpression.is(DeclReferenceExprSyntax.self) {
            guard let action = recognizer.argument("action")?.expression, Self.onlyCloses(TypeFactsCollector.selectorName(action)),
                let type = recognizer.enclosingTypeDeclaration, looksModal(type, in: file)
            else { continue }
            let declarations = file.facts.typeDeclarations.filter { $0.name == type.name }.map(\.node)
            if declarations.contains(where: { !DismissAnalysis.closingEscapeHandlers(in: $0, facts: file.facts).isEmpty }) { continue }
            report(type.name, at: recognizer, "closes only when its background is tapped", into: &diagnoses)
        }
        // A panel that closes when a touch lands outside its content (`touchesBegan` overridden to dismiss).
        for function in file.facts.functions("touchesBegan") + file.facts.functions("touchesEnded") {
            guard function.modifiers.contains(where: { $0.name.text == "override" }), let body = function.body,
                DismissAnalysis.escapeCloses(body, facts: file.facts),
                let type = function.enclosingTypeDeclaration, looksModal(type, in: file)
            else { continue }
            let declarations = file.facts.typeDeclarations.filter { $0.name == type.name }.map(\.node)
            if declarations.contains(where: { !DismissAnalysis.closingEscapeHandlers(in: $0, facts: file.facts).isEmpty }) { continue }
            report(type.name, at: function.name, "closes only when a touch lands outside it", into: &diagnoses)
        }
    }

    /// A defect when no other type of the app inherits the class; a base class (`SheetBase`, whose subclasses
    /// lay out the content and its buttons) is left to a reviewer: what closes each subclass is in the subclass.
    private func report(_ type: String, at node: some SyntaxProtocol, _ how: String, into diagnoses: inout [Diagnosis]) {
        let suggestion = "Add a close button to the modal, or override accessibilityPerformEscape() to dismiss it and return true."
        diagnoses.append(diagnosis(
            at: node, "'\(type)' \(how): no button, option or escape gesture closes it", suggestion: suggestion,
            conditions: Self.otherWayOutConditions(type) + [.typeLacks(type, .inheritedInApp)]))
        diagnoses.append(diagnosis(
            at: node,
            "'\(type)' \(how), and the app's classes that inherit it supply its content: check that each offers a button or an escape gesture",
            severity: .note, suggestion: suggestion,
            // A base class that builds its own close button for the subclasses to place offers that way out itself.
            conditions: [.typeLacks(type, .handlesEscape), .typeLacks(type, .hasDismissControl), .typeHas(type, .inheritedInApp)], kind: .review))
    }

    /// The class, in any of its declarations or supertypes, offers no other way out: no control that closes
    /// it, no control or option at all (an OK button whose handler closes it out of sight), no escape handler.
    static func otherWayOutConditions(_ type: String) -> [ProjectCondition] {
        [.typeLacks(type, .hasDismissControl), .typeLacks(type, .handlesEscape), .typeLacks(type, .offersControl)]
    }

    /// `dismissTapped`, `closePopup`: an action that closes. A show/hide toggle (`showHideSideBar`) is usually
    /// reachable from a button too, and is not judged.
    static func onlyCloses(_ action: String) -> Bool {
        let words = NameHeuristics.words(action)
        return DismissAnalysis.namesDismissal(action) && !words.contains("show") && !words.contains("toggle")
    }

    /// A class whose own background dims the screen (`backgroundColor` on itself, or on its controller's `view`,
    /// in any of its declarations in this file), or that is named like a modal. A dimmed subview (a lid over
    /// part of a screen) is not the class's own background.
    private func looksModal(_ type: TypeDeclaration, in file: SourceFileContext) -> Bool {
        if NameHeuristics.namesModal(type.name, vocabulary: file.settings.vocabulary) { return true }
        let declarations = file.facts.typeDeclarations.filter { $0.name == type.name }.map(\.node)
        return file.facts.assignments("backgroundColor").contains { assignment in
            let owner = assignment.owner.map(VariableResolver.normalizedText)
            return (owner == nil || owner == "self" || owner == "view") && DimmingCues.isDimmingColor(assignment.value)
                && declarations.contains { assignment.sequence.isContained(in: $0) }
        }
    }
}
