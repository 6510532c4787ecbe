import A11yCore
import SwiftSyntax

/// How a layer behaves, for the modal rules and the recognizers that meet it in other files: marked modal, closed
/// on escape, closed by a control of its own, offering any other control, showing progress to wait out, dimming,
/// covering or painting the screen.
package enum ModalBehaviourFacts: ProjectFactRecorder {
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        let facts = file.facts
        for call in facts.calls("accessibilityAddTraits") + facts.calls("accessibility") where AccessibilityAPIs.addsModalTrait(call) {
            draft.add(.marksModal, for: call)
        }
        for assignment in facts.assignments("accessibilityViewIsModal") where assignment.value.isTrueLiteral {
            draft.add(.marksModal, for: assignment.sequence)
        }
        for variable in facts.variablesByName["accessibilityViewIsModal"] ?? [] where variable.modifiers.contains(where: { $0.name.text == "override" }) {
            draft.add(.marksModal, for: variable)
        }
        // Escape counts only when it closes something; focus only when the focus state is really set.
        for handler in DismissAnalysis.closingEscapeHandlers(in: file.tree, facts: facts) {
            draft.add(.handlesEscape, for: handler)
        }
        // A library controller whose escape handling the app switches on in its own extension or subclass.
        for name in ThirdPartyPresenters.escapeSwitches {
            for assignment in facts.assignments(name) where assignment.value.isTrueLiteral && assignment.isOnSelf {
                draft.add(.handlesEscape, for: assignment.sequence)
            }
        }
        for button in facts.calls("Button") {
            if let action = DismissAnalysis.buttonAction(button), DismissAnalysis.dismisses(action, flags: [], facts: facts) {
                draft.add(.hasDismissControl, for: button)
            }
        }
        for call in facts.calls("addTarget") {
            if let action = call.argument("action")?.expression, DismissAnalysis.namesDismissal(TypeFactsCollector.selectorName(action)) {
                draft.add(.hasDismissControl, for: call)
            }
        }
        for call in facts.calls("UIAction") + facts.calls("addAction") {
            if call.closures.contains(where: { DismissAnalysis.dismisses($0, flags: [], facts: facts) }) {
                draft.add(.hasDismissControl, for: call)
            }
        }
        // Any other way out than a tap on the background: a control, an option to choose, a key, a timer.
        // (A SwiftUI view's buttons count only when they close it: ``TypeFact/hasDismissControl``.)
        for name in TypeFactsCollector.uiKitControls + ["scheduledTimer", "asyncAfter", "UIKeyCommand"] {
            for call in facts.calls(name) { draft.add(.offersControl, for: call) }
        }
        // A list, grid, picker or search field of the app's own: something to choose or type in.
        for (name, calls) in facts.callsByName where name.first?.isUppercase == true
            && ["TableView", "CollectionView", "PickerView", "GridView", "SearchBar", "TextField"].contains(where: name.hasSuffix)
        {
            for call in calls { draft.add(.offersControl, for: call) }
        }
        for name in ["tableView", "collectionView", "pressesBegan"] {
            for function in facts.functions(name) where name == "pressesBegan" || function.signature.parameterClause.parameters.contains(where: {
                ["didSelectRowAt", "didSelectItemAt"].contains($0.firstName.text)
            }) {
                draft.add(.offersControl, for: function)
            }
        }
        for function in facts.functionsByName.values.joined() where function.attributes.contains(where: {
            $0.as(AttributeSyntax.self)?.attributeName.simpleName == "IBAction"
        }) {
            draft.add(.offersControl, for: function)
        }
        // A spinner drawn by hand: a view that turns a shape for ever (`.rotationEffect(…)` under a `repeatForever`
        // animation) and shows no words and no control.
        for call in facts.calls("rotationEffect") {
            guard let type = call.enclosingTypeDeclaration, type.kind == .struct, draft[type] != nil,
                !facts.calls("repeatForever", in: type.node).isEmpty, facts.calls("Text", in: type.node).isEmpty,
                !TypeFactsCollector.userControls.contains(where: { !facts.calls($0, in: type.node).isEmpty })
            else { continue }
            draft.add(.showsProgress, for: call)
        }
        // A spinner or progress bar with no control beside it: a screen to wait out.
        // A timer that takes it away is no control for the user: it still ends by itself.
        for name in ["UIActivityIndicatorView", "UIProgressView", "ProgressView"] {
            for call in facts.calls(name) {
                guard let type = call.enclosingTypeDeclaration, draft[type] != nil,
                    !TypeFactsCollector.userControls.contains(where: { !facts.calls($0, in: type.node).isEmpty })
                else { continue }
                draft.add(.showsProgress, for: call)
            }
        }
        // A controller whose root view is such a view of this file (`view = activityView` with
        // `let activityView = WaitingView()`) is a screen to wait out too.
        let waitingViews = Set(draft.ownSummaries.filter { $0.facts.contains(.showsProgress) }.map(\.name))
        if !waitingViews.isEmpty {
            for assignment in facts.assignments("view") where assignment.isOnSelf {
                guard let controller = assignment.sequence.enclosingTypeDeclaration,
                    !TypeFactsCollector.userControls.contains(where: { !facts.calls($0, in: controller.node).isEmpty })
                else { continue }
                let property = VariableResolver.plainName(assignment.value).flatMap { name in
                    (facts.variablesByName[name] ?? []).first { $0.enclosingTypeDeclaration?.name == controller.name }
                }
                let rootType = assignment.value.constructedTypeName ?? property?.bindings.first?.initializer?.value.constructedTypeName
                if let rootType, waitingViews.contains(rootType) { draft.add(.showsProgress, for: assignment.sequence) }
            }
        }
        // (A shadow's or a border's colour is no layer: `.shadow(color: .black.opacity(0.15), …)` dims nothing.)
        for call in facts.calls("opacity") where DimmingCues.isDimmingExpression(ExprSyntax(call)) && !Self.colorsAnOutline(call)
            && !Self.fillsAPanel(call)
        {
            draft.add(.looksModal, for: call)
        }
        for assignment in facts.assignments("backgroundColor") where DimmingCues.isDimmingColor(assignment.value) {
            draft.add(.looksModal, for: assignment.sequence)
        }
        // A catcher of taps over the whole screen (`Spacer().frame(maxWidth: .infinity, maxHeight: .infinity)
        // .contentShape(Rectangle()).onTapGesture { selected = nil }`): nothing behind it takes a touch.
        for call in facts.calls("onTapGesture") {
            let chain = ModifierChain(SwiftUIViewContext.outermostExpression(ExprSyntax(call)))
            if DimmingCues.isClearTapCatcher(chain), DimmingCues.fillsScreen(chain) { draft.add(.coversScreen, for: call) }
        }
        // An opaque colour or gradient laid under the safe areas, or behind content stretched to the full frame: the
        // view paints the whole screen.
        for call in facts.calls("ignoresSafeArea") + facts.calls("edgesIgnoringSafeArea") {
            guard let receiver = call.receiver, DimmingCues.isOpaqueLayer(ModifierChain(receiver)) || Self.hasOpaqueBottomLayer(receiver)
            else { continue }
            draft.add(.coversScreen, for: call)
            draft.add(.laysScreenLayer, for: call)
        }
        for call in facts.calls("background") {
            guard let receiver = call.receiver, call.arguments.contains(where: { DimmingCues.isOpaqueLayer(ModifierChain($0.expression)) })
            else { continue }
            if DimmingCues.fillsScreen(ModifierChain(receiver)) { draft.add(.coversScreen, for: call) }
            // A view modifier's `content.background(Color(.systemBackground))`: it paints behind whatever it modifies.
            if ModifierChain(receiver).root.as(DeclReferenceExprSyntax.self)?.baseName.text == "content",
                call.enclosingTypeDeclaration?.inheritedTypes.contains("ViewModifier") == true
            {
                draft.add(.paintsOpaqueBackground, for: call)
            }
        }
    }

    /// A stack whose first layer is opaque (`ZStack { Color.black; … }`, `ZStack { VStack { Spacer() }.background(.black); … }`):
    /// what lies over that layer is shown on a painted screen.
    static func hasOpaqueBottomLayer(_ expression: ExprSyntax) -> Bool {
        let chain = ModifierChain(expression)
        guard chain.rootTypeName == "ZStack", let closure = chain.root.as(FunctionCallExprSyntax.self)?.trailingClosure,
            let first = closure.statements.expressions.first
        else { return false }
        return DimmingCues.isOpaqueLayer(ModifierChain(first))
    }

    /// A translucent colour behind a panel that does not fill the screen (`.background(.black.opacity(0.75))
    /// .cornerRadius(10)` on a countdown card, `.frame(maxWidth: .infinity).background(Color.black.opacity(0.8))` on a
    /// bar): the panel's own fill, which dims nothing around it. A scrim given as a background reaches the whole screen
    /// (`.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.black.opacity(0.4))`, or the colour itself
    /// `.ignoresSafeArea()`).
    static func fillsAPanel(_ node: some SyntaxProtocol) -> Bool {
        guard let argument = node.ancestor(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.lastNameComponent == "background"
        else { return false }
        if ["RoundedRectangle", "Capsule", "Circle"].contains(ModifierChain(argument.expression).rootTypeName ?? "") { return true }
        let panel = ModifierChain(SwiftUIViewContext.outermostExpression(ExprSyntax(call)))
        if SwiftUICustomModal.isBounded(panel, clipping: ["clipShape", "cornerRadius"]) { return true }
        return !DimmingCues.fillsScreen(panel) && !DimmingCues.fillsScreen(ModifierChain(argument.expression))
    }

    /// An argument of a shadow, border or stroke: a colour drawn around a view, not a layer laid over others.
    static func colorsAnOutline(_ node: some SyntaxProtocol) -> Bool {
        guard let argument = node.ancestor(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return ["shadow", "border", "stroke", "strokeBorder", "overlayBorder"].contains(call.calledExpression.lastNameComponent ?? "")
    }
}
