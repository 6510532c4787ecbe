import A11yCore
import SwiftSyntax

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
            diagnoses.append(diagnosis(
                at: recognizer,
                "'\(type.name)' closes only when its background is tapped: no button and no escape gesture close it",
                suggestion: "Add a close button to the modal, or override accessibilityPerformEscape() to dismiss it and return true.",
                conditions: [.typeLacks(type.name, .hasDismissControl), .typeLacks(type.name, .handlesEscape)]))
        }
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
