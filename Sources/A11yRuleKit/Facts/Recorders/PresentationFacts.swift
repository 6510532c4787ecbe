import A11yCore
import SwiftSyntax

/// How the file shows other types: controllers placed in a navigation stack, views shown as a system presentation's
/// content or as a conditional layer, and hosts that present a system controller as they appear.
package enum PresentationFacts: ProjectFactRecorder {
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        let facts = file.facts
        // Facts this file establishes about types of other files, by what it does with their instances.
        // Controllers placed in a navigation stack, whatever file does it.
        func placed(_ expression: ExprSyntax?, at node: some SyntaxProtocol) {
            guard let expression else { return }
            let elements = expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [expression]
            for element in elements {
                guard let type = element.constructedTypeName ?? VariableResolver.resolve(element, at: node, in: file)?.typeName,
                    !FrameworkTypes.contains(type)
                else { continue }
                draft.recorded.append(TypeSummary(name: type, facts: [.placedInNavigation]))
            }
        }
        for call in facts.calls("UINavigationController") { placed(call.argument("rootViewController")?.expression, at: call) }
        for call in facts.calls("setViewControllers") + facts.calls("pushViewController") { placed(call.arguments.first?.expression, at: call) }
        for assignment in facts.assignments("viewControllers") where assignment.valueElements.count == 1 { placed(assignment.value, at: assignment.sequence) }
        // Views shown as the content of a system presentation, or as a layer shown on a condition (`if asking { … }` in
        // an overlay or a stack), whatever file does it.
        for name in ["sheet", "fullScreenCover", "popover", "overlay", "ZStack"] {
            let layered = name == "overlay" || name == "ZStack"
            for call in facts.calls(name) where layered || call.receiver != nil || call.calledExpression.is(DeclReferenceExprSyntax.self) {
                guard let content = call.trailingClosure ?? call.argument("content")?.expression.as(ClosureExprSyntax.self) else { continue }
                let items = layered
                    ? content.statements.expressions.compactMap { $0.as(IfExprSyntax.self) }.flatMap { SwiftUICustomModal.branches(of: $0).flatMap { $0.body.statements.expressions } }
                    : content.statements.expressions
                for item in items {
                    guard let type = ModifierChain(item).rootTypeName, type.first?.isUppercase == true, !SwiftUIViews.all.contains(type) else { continue }
                    draft.recorded.append(TypeSummary(name: type, facts: [.shownAsPresentedContent]))
                }
            }
        }
        // The root view of a hosting controller is the content of a controller: presented, pushed or embedded, it is
        // that controller's to confine and announce (`UIHostingController(rootView: DrawerPanel { … })`, or through a
        // local `let panel = DrawerPanel { … }`). A finding about the presentation belongs where its style is chosen.
        for call in facts.calls("UIHostingController") {
            guard let root = call.argument("rootView")?.expression,
                let type = root.constructedTypeName ?? VariableResolver.resolve(root, at: call, in: file)?.initializer?.constructedTypeName,
                type.first?.isUppercase == true, !SwiftUIViews.all.contains(type)
            else { continue }
            draft.recorded.append(TypeSummary(name: type, facts: [.shownAsPresentedContent]))
        }
        // A host shows the system controller as soon as it appears (from a lifecycle method, or a function one of
        // them calls); a screen that offers a share button among its controls is no host.
        for name in UIKitClasses.systemControllers where name != "UIAlertController" {
            for call in facts.calls(name) where Self.runsOnAppearing(call, facts: facts) { draft.add(.presentsSystemController, for: call) }
        }
    }

    /// True when the call runs as the controller appears: in an initializer, a lifecycle method, or a function of the
    /// same type that one of them calls.
    static func runsOnAppearing(_ call: FunctionCallExprSyntax, facts: SyntaxFacts) -> Bool {
        if call.ancestor(InitializerDeclSyntax.self) != nil { return true }
        guard let function = call.ancestor(FunctionDeclSyntax.self) else { return true }
        let name = function.name.text
        if appearingFunctions.contains(name) { return true }
        let type = function.enclosingTypeDeclaration?.name
        return facts.calls(name).contains { use in
            guard let caller = use.ancestor(FunctionDeclSyntax.self), appearingFunctions.contains(caller.name.text) else { return false }
            return caller.enclosingTypeDeclaration?.name == type
        }
    }

    /// The lifecycle methods that run as a controller appears.
    static let appearingFunctions: Set<String> = ["viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewIsAppearing"]
}
