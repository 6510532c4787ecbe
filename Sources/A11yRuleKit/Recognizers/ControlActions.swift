import A11yCore
import SwiftSyntax

/// The actions of a type's controls: a `Button`'s closure or action, what a `Toggle`, `Stepper`, `Slider` or
/// `Picker` binds, a `Menu`'s items, a UIKit control's or bar button's target function, a `UIAction`'s
/// handler, an accessibility action's closure.
package enum ControlActions {
    package static let swiftUIControls = ["Button", "Toggle", "Stepper", "Slider", "Picker", "Menu", "Link", "NavigationLink", "DatePicker"]

    /// A view type of the app named for a button (`PillButton`, `PrimaryButton`): a button of its own, whose
    /// closures and arguments are its action and its title.
    package static func isAppButton(_ name: String?) -> Bool {
        guard let name, name.hasSuffix("Button"), name.first?.isUppercase == true, !swiftUIControls.contains(name), !name.hasPrefix("UI")
        else { return false }
        return NameHeuristics.words(name).last == "button"
    }

    package static func all(in type: TypeDeclaration, file: SourceFileContext) -> [Syntax] {
        let facts = file.facts
        var actions: [Syntax] = []
        for name in swiftUIControls + facts.callsByName.keys.filter(isAppButton).sorted() {
            for call in facts.calls(name, in: type.node) {
                actions += call.arguments.map { Syntax($0.expression) } + call.closures.map(Syntax.init)
            }
        }
        for call in facts.calls("UIAction", in: type.node) { actions += call.closures.map(Syntax.init) }
        // Target functions: `addTarget(self, action: #selector(next))`, `UIBarButtonItem(…, action: #selector(next))`.
        for name in ["addTarget", "UIBarButtonItem", "UIButton", "UIKeyCommand"] {
            for call in facts.calls(name, in: type.node) {
                guard let selector = call.argument("action")?.expression, let function = CustomGesture.selectorName(selector) else { continue }
                actions.append(Syntax(selector))
                actions += facts.functions(function).filter { $0.isContained(in: type.node) }.compactMap { $0.body.map(Syntax.init) }
            }
        }
        return actions
    }

    /// Functions of the project a control's action calls, recorded under their helper keys for other files:
    /// a gesture whose work a control elsewhere also reaches.
    package static func reachedFunctions(in file: SourceFileContext) -> [TypeSummary] {
        let facts = file.facts
        var names: Set<String> = []
        var scopes: [Syntax] = []
        for name in swiftUIControls + ["UIAction", "accessibilityAction"] + facts.callsByName.keys.filter(isAppButton).sorted() {
            for call in facts.calls(name) { scopes += call.closures.map(Syntax.init) + call.arguments.map { Syntax($0.expression) } }
        }
        for name in ["addTarget", "UIBarButtonItem", "UIButton", "UIKeyCommand", "UIAccessibilityCustomAction"] {
            for call in facts.calls(name) {
                if let selector = call.argument("action")?.expression ?? call.argument("selector")?.expression,
                    let function = CustomGesture.selectorName(selector)
                {
                    names.insert(function)
                }
                scopes += call.closures.map(Syntax.init)
            }
        }
        // (An `@IBAction` is a control's when a storyboard or xib connects a control to it: the file records that, not
        // the attribute, since a file may connect a gesture recognizer to it instead; see ``InterfaceBuilderFacts``.)
        for scope in scopes {
            for call in scope.descendants(FunctionCallExprSyntax.self) + (scope.as(FunctionCallExprSyntax.self).map { [$0] } ?? []) {
                if let name = call.calledExpression.lastNameComponent, name.first?.isLowercase == true { names.insert(name) }
            }
            if let reference = scope.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
                names.insert(reference.baseName.text)  // `Button("Next", action: next)`
            }
        }
        return names.sorted().map { TypeSummary(name: TypeSummary.functionKey($0), facts: [.reachedFromControl]) }
    }
}

extension ControlActions: ProjectFactRecorder {
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        draft.recorded += reachedFunctions(in: file)
    }
}
