import A11yCore
import SwiftSyntax

/// The label, button title or text field a UIKit `font` assignment styles, found through the object's name:
/// `titleLabel.font = …`, `button.titleLabel?.font = …`, `self.font = …` in a `UILabel` subclass.
///
/// Both font rules ask the same questions of it: what the object is (for the criterion), how to name it in a
/// message, and whether the code turns on `adjustsFontForContentSizeCategory` for it.
package struct UIKitTextTarget {
    /// The text inputs of both frameworks: the font of one sizes what the user types.
    package static let textInputs = SwiftUIViews.textInputs.union(UIKitClasses.textInputs)

    package let element: UIKitInstance
    /// How the code writes the object: `'banner.titleLabel'`, `'cell.textLabel'`, `this UILabel`.
    package let subject: String
    /// The text resize criterion of a button or field; nil for a plain label (the rule's own criterion).
    package let criterion: CriterionReference?
    /// The assignment styles a button's title label (`button.titleLabel?.font`).
    package let isButtonTitle: Bool
    /// `adjustsFontForContentSizeCategory = true` is set on the same object (or the same title label).
    package let adjusts: Bool
    /// The declared or constructed type, with the supertypes this file declares.
    package let kinds: [String]

    package init?(_ assignment: Assignment, in file: SourceFileContext) {
        // `titleLabel?.font = …` inside a UIButton subclass is the button's own title.
        let selfIsButton = assignment.owner?.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text == "titleLabel"
            && UIKitInstance.named(assignment.owner, at: assignment.sequence, in: file) == nil
            && UIKitInstance.ofSelf(at: assignment.sequence, in: file)?.kinds(in: file).contains("UIButton") == true
        // The button whose title label `expression` is (`button` for `button.titleLabel`, nil for a button's
        // own `titleLabel`); the expression itself, with false, when it is not a title label.
        func titleLabelOwner(_ expression: ExprSyntax?) -> (owner: ExprSyntax?, isTitle: Bool) {
            let expression = expression?.unwrapped
            if let member = expression?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "titleLabel" {
                return (member.base?.unwrapped, true)
            }
            if selfIsButton, expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == "titleLabel" { return (nil, true) }
            return (expression, false)
        }
        let (owner, isButtonTitle) = titleLabelOwner(assignment.owner)
        guard let element = UIKitInstance.named(owner, at: assignment.sequence, in: file)
            ?? owner.flatMap({ UIKitInstance.path($0, at: assignment.sequence) ?? UIKitInstance.undeclared($0, at: assignment.sequence) })
        else { return nil }
        let type = element.typeName ?? owner.flatMap { Self.typeNamed(by: $0.lastNameComponent ?? "") } ?? ""
        let kinds = [type] + element.kinds(in: file).subtracting([type]).sorted()
        if isButtonTitle || kinds.contains("UIButton") {
            criterion = Self.textResize("button")
        } else if kinds.contains(where: UIKitTextTarget.textInputs.contains) {
            criterion = Self.textResize("text-input")
        } else if kinds.contains("UILabel") {
            criterion = nil
        } else if type.isEmpty, ["text", "attributedText"].contains(where: { !element.assignments($0, in: file).isEmpty }) {
            // A receiver of unknown type (an outlet, a superclass's property) that is given text: it shows text.
            criterion = nil
        } else {
            return nil
        }
        adjusts = file.facts.assignments("adjustsFontForContentSizeCategory").contains { other in
            guard other.value.isTrueLiteral else { return false }
            let (otherOwner, otherIsTitle) = titleLabelOwner(other.owner)
            return otherIsTitle == isButtonTitle && element.isOwner(otherOwner, at: other.sequence)
        }
        subject = assignment.owner.map { "'\(VariableResolver.normalizedText($0))'" }
            ?? "this \(kinds.first { $0.hasPrefix("UI") } ?? "view")"
        self.element = element
        self.isButtonTitle = isButtonTitle
        self.kinds = kinds.filter { !$0.isEmpty }
    }

    /// The UIKit type a property's name implies, for paths the resolver cannot follow: `cell.textLabel` is a
    /// UILabel, `header.searchField` a UITextField.
    package static func typeNamed(by name: String) -> String? {
        guard let last = NameHeuristics.words(name).last else { return nil }
        switch last {
        case "label": return "UILabel"
        case "field": return "UITextField"
        case "view" where NameHeuristics.words(name).suffix(2) == ["text", "view"]: return "UITextView"
        default: return nil
        }
    }

    package static func textResize(_ component: String) -> CriterionReference {
        CriterionReference(component: component, criterion: "text-resize")
    }
}
