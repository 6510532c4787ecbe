import A11yCore
import SwiftSyntax

extension UIKitModalPresentation {
    /// Where the add site's own code lives: the enclosing type, or the function when it is free.
    package var siteScope: Syntax? {
        if let enclosingType { return Syntax(enclosingType.node) }
        return enclosingFunction.map(Syntax.init)
    }

    /// `offerDialog.accessibilityViewIsModal = true` at the add site, in the setup of the view (anywhere in the
    /// presenting type, or inside the variable's own lazy initializer).
    package func marksModalAtSite(in file: SourceFileContext) -> Bool {
        let target = modalViewText
        let assignments = file.facts.assignments("accessibilityViewIsModal").filter { $0.value.isTrueLiteral }
        if let scope = siteScope,
            assignments.contains(where: { $0.sequence.isContained(in: scope) && $0.owner.map(VariableResolver.normalizedText) == target })
        {
            return true
        }
        if let declaration = variable?.declaration, !isChildController {
            return assignments.contains { $0.sequence.isContained(in: declaration) }
        }
        return false
    }

    /// A screen- or layout-changed notification posted on the path that adds the view.
    package func movesFocusAtSite(in file: SourceFileContext) -> Bool {
        guard let enclosingFunction else { return false }
        return AccessibilityAPIs.postsFocusNotification(onPathOf: enclosingFunction, facts: file.facts)
    }

    /// Conditions for a point the modal's own class may handle. UIKit's own classes handle nothing; a class
    /// the project does not declare may, out of sight, so its finding needs the declaration when `onlyIfDeclared`.
    package func conditionsForModalType(lacking fact: TypeFact, onlyIfDeclared: Bool = false) -> [ProjectCondition] {
        guard let typeName else { return recognitionConditions }
        var conditions = recognitionConditions + [.typeLacks(typeName, fact)]
        if onlyIfDeclared && !typeIsSystem && !conditions.contains(.typeHas(typeName, .declared)) {
            conditions.append(.typeHas(typeName, .declared))
        }
        return conditions
    }
}
