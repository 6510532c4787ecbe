import A11yCore
import SwiftSyntax

/// A type that acts as a button or link for VoiceOver (a trait it gives itself), or whose tap area is larger than
/// its frame (a hit test of its own, a height it constrains itself).
package enum ControlTraitFacts: ProjectFactRecorder {
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        let facts = file.facts
        // The button or link trait: a SwiftUI modifier anywhere in the type, or UIKit traits the object gives
        // itself (set, inserted, or overridden), not those it gives a subview.
        for call in facts.calls("accessibilityAddTraits") + facts.calls("accessibility")
        where SwiftUIViewContext.addsTrait(["isButton", "isLink"], call: call) {
            draft.add(.actsAsButton, for: call)
        }
        for function in facts.functions("point") + facts.functions("hitTest") where function.modifiers.contains(where: { $0.name.text == "override" }) {
            draft.add(.widensTapArea, for: function)
        }
        // A control class that sets its own height in code (`heightAnchor.constraint(equalToConstant: 56)` on itself):
        // the frame a storyboard gives it is not the size it shows.
        for call in facts.calls("constraint") where Self.constrainsOwnHeight(call, facts: facts) {
            draft.add(.widensTapArea, for: call)
        }
        let controlTraits: Set<String> = ["button", "link"]
        for assignment in facts.assignments("accessibilityTraits") where assignment.isOnSelf
            && assignment.valueElements.contains(where: { !$0.descendantsOrSelfMembers().isDisjoint(with: controlTraits) })
        {
            draft.add(.actsAsButton, for: assignment.sequence)
        }
        for call in facts.calls("insert") + facts.calls("formUnion") {
            guard let receiver = call.receiver?.unwrapped, receiver.lastNameComponent == "accessibilityTraits",
                receiver.as(MemberAccessExprSyntax.self)?.base?.isSelfReference ?? true,
                call.arguments.contains(where: { !$0.expression.descendantsOrSelfMembers().isDisjoint(with: controlTraits) })
            else { continue }
            draft.add(.actsAsButton, for: call)
        }
        for variable in facts.variablesByName["accessibilityTraits"] ?? []
        where variable.modifiers.contains(where: { $0.name.text == "override" }) && !variable.descendantsOrSelfMembers().isDisjoint(with: controlTraits) {
            draft.add(.actsAsButton, for: variable)
        }
    }

    /// `heightAnchor.constraint(equalToConstant: 56)` or `self.heightAnchor.constraint(greaterThanOrEqualToConstant: h)`
    /// of 44 points or more: a literal, or a property of the type whose literal value is (a name that cannot be read
    /// counts: the code chooses the height).
    static func constrainsOwnHeight(_ call: FunctionCallExprSyntax, facts: SyntaxFacts) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            base.lastNameComponent == "heightAnchor",
            base.is(DeclReferenceExprSyntax.self) || base.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
            let value = (call.argument("equalToConstant") ?? call.argument("greaterThanOrEqualToConstant"))?.expression,
            let type = call.enclosingTypeDeclaration, type.kind == .class
        else { return false }
        if let number = value.literalNumber { return number >= 44 }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return true }
        let declared = (facts.variablesByName[name] ?? []).first { $0.enclosingTypeDeclaration?.name == type.name }
        return declared?.bindings.first?.initializer?.value.literalNumber.map { $0 >= 44 } ?? true
    }
}
