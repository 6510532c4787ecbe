import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A swipe, drag, pinch or rotation that does something nothing else on the screen does.
///
/// With VoiceOver on, swipes and drags move focus instead of reaching the app, and a pinch or a path needs a
/// steady hand: what the gesture does must also be possible with a control or an accessibility action. A
/// gesture is left alone when it only follows the finger (an offset, a scale), when its screen offers
/// accessibility actions (`.accessibilityAction`, `.swipeActions`, `.contextMenu`, `accessibilityCustomActions`,
/// an adjustable or escape handler), or when a control of the same screen does the same thing: calls one of the
/// functions the gesture calls, or changes the same state. A gesture that closes or hides something is quiet
/// when a control of the view closes it. A defect only when the gesture calls an action of the app that nothing
/// else in the file calls and no control in any file reaches; everything else is a result to review: a gesture
/// that only changes state (a control elsewhere may be bound to it), one on a view that also answers a tap,
/// one whose action other code also runs, a close gesture with no close control in sight, and a long press,
/// which VoiceOver users can perform (double tap and hold) but rarely discover.
public struct GestureWithoutAlternativeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "gesture-without-alternative",
        title: "Custom gesture without an alternative",
        summary: "A swipe, drag, pinch, rotation or long press whose action no control and no accessibility action of the screen offers as well.",
        rationale: """
            VoiceOver takes over swipes and drags to move between elements, so a gesture the app reads on its \
            content never arrives; a pinch, a rotation or a path is hard for anyone with limited dexterity. \
            When the gesture deletes, opens, closes or changes something, a VoiceOver user needs another way \
            in: a button, an adjustable element, or an action in the actions rotor.
            """,
        suggestion: "Offer the same action another way: an accessibility action on the element (.accessibilityAction(named:) in SwiftUI, accessibilityCustomActions in UIKit), an adjustable action for a value, or a visible button.",
        severity: .warning,
        criterion: CriterionReference(component: "custom-gesture", criterion: "alternative"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        let gestures = CustomGesture.all(in: file)
        guard !gestures.isEmpty else { return }
        for gesture in gestures {
            let framework: Framework = gesture.framework
            check(framework, into: &diagnoses) { diagnoses in
                guard let type = gesture.enclosingType else { return }
                let functions = gesture.calledFunctions.filter { !Self.onlyMoves($0) }
                let states = gesture.changedState
                if functions.isEmpty && states.isEmpty { return }
                if Self.drawsAPath(gesture, functions: functions, states: states) { return }
                if Self.offersAccessibilityActions(for: gesture, type, in: file) { return }
                if Self.controlDoesTheSame(in: type, functions: functions, states: states, as: gesture, file: file) { return }
                if Self.goesBackAsTheBackButtonDoes(gesture, in: file) { return }
                let what = gesture.handlerName.map { "runs \($0)(…)" } ?? Self.describe(functions: functions, states: states)
                let node = gesture.node
                // Swipe or drag to close: quiet when a control of the screen closes it, a question otherwise (a
                // close button may sit in the view that presents it).
                // (A flag named for showing counts when the handler clears it: `opened = true` opens something.)
                let closes = functions.contains(where: DismissAnalysis.namesDismissal)
                    || gesture.handlers.contains { DismissAnalysis.clearsPresentationFlag(in: $0, flags: [], facts: file.facts) }
                if closes {
                    if Self.hasClosingControl(in: type, file: file) { return }
                    diagnoses.append(diagnosis(
                        at: node, "This \(gesture.kind.rawValue) gesture \(what) to close or hide something; no control of this view closes it",
                        severity: .note,
                        suggestion: "Check that the screen offers another way to close it: a visible close button, or the escape gesture (accessibilityPerformEscape, .accessibilityAction(.escape)).",
                        kind: .review))
                    return
                }
                // Certain only when the gesture calls an action of the app that nothing else in the file calls (other
                // files are settled by the reached-from-control fact); state may be bound to controls elsewhere.
                if gesture.kind == .longPress || functions.isEmpty || Self.alsoTappable(gesture, in: file)
                    || !Self.onlyTheGestureDoesIt(gesture, functions: functions, states: states, in: type, file: file)
                {
                    let message = gesture.kind == .longPress
                        ? "This long press \(what), and no control of the screen does; VoiceOver users can only reach it by double tapping and holding"
                        : "This \(gesture.kind.rawValue) gesture \(what); other code also does this, which may or may not give VoiceOver users a way in"
                    // A function it calls that a control of another type reaches (a button's action in the player
                    // view, `skipButtonTapped`) is the way in: nothing to ask. (This type's own controls were compared
                    // above, arguments and all: one that calls the function for something else is no way in.)
                    let calledByOwnControls = Set(ControlActions.all(in: type, file: file).flatMap { action in
                        action.descendants(FunctionCallExprSyntax.self).compactMap { $0.calledExpression.lastNameComponent }
                    })
                    diagnoses.append(diagnosis(
                        at: node, message, severity: .note,
                        suggestion: "Check that a VoiceOver user can do what the gesture does another way they will find: an accessibility action (.accessibilityAction(named:) or accessibilityCustomActions), a context menu or a button.",
                        conditions: Self.calledFromHandlers(gesture).union(functions).subtracting(calledByOwnControls).sorted()
                            .map { .typeLacks(TypeSummary.functionKey($0), .reachedFromControl) },
                        kind: .review))
                    return
                }
                let keys = functions.sorted().map(TypeSummary.functionKey)
                diagnoses.append(diagnosis(
                    at: node, "This \(gesture.kind.rawValue) gesture \(what), and no control or accessibility action offers the same",
                    conditions: keys.map { .typeLacks($0, .reachedFromControl) }))
                if let first = keys.first {
                    diagnoses.append(diagnosis(
                        at: node, "This \(gesture.kind.rawValue) gesture \(what); a control in another file calls the same function, which may or may not be reachable from this screen",
                        severity: .note,
                        suggestion: "Check that a VoiceOver user on this screen can do what the gesture does; if not, add an accessibility action on the element or a visible button.",
                        conditions: [.typeHas(first, .reachedFromControl)], kind: .review))
                }
            }
        }
    }

    /// A drag that draws: on a `Canvas`, or handled by code named for drawing (`drawLineComplete`, `strokes`,
    /// `signaturePoints`). The path the finger takes is the input itself, which no button can stand in for; the
    /// success criterion on pointer gestures leaves such path-based input out as essential.
    static func drawsAPath(_ gesture: CustomGesture, functions: Set<String>, states: Set<String>) -> Bool {
        guard gesture.kind == .drag else { return false }
        if let call = gesture.modifierCall, SwiftUIViewContext(call).chain.rootTypeName == "Canvas" { return true }
        return (functions.union(states)).contains { name in
            !Set(NameHeuristics.words(name)).isDisjoint(with: ["draw", "drawing", "stroke", "strokes", "sketch", "paint", "signature", "ink"])
        }
    }

    /// The functions the gesture's handlers call (`transport?.skipPressed(self)` in `@objc func swiped(_:)`).
    static func calledFromHandlers(_ gesture: CustomGesture) -> Set<String> {
        Set(gesture.handlers.flatMap { $0.descendants(FunctionCallExprSyntax.self) }.compactMap { call in
            call.calledExpression.lastNameComponent.flatMap { $0.first?.isLowercase == true ? $0 : nil }
        })
    }

    /// `showModal(for: .snooze)` → `showModal(for:.snooze)`: the function's last name and its arguments as written.
    static func signature(_ call: FunctionCallExprSyntax) -> String {
        (call.calledExpression.lastNameComponent ?? "") + "(" + call.arguments.map(\.trimmedDescription).joined(separator: ",") + ")"
    }

    /// A control of the type closes something: a SwiftUI button whose action dismisses, a UIKit control or bar
    /// button whose target function does.
    static func hasClosingControl(in type: TypeDeclaration, file: SourceFileContext) -> Bool {
        if DismissAnalysis.containsDismissButton(in: type.node, facts: file.facts, flags: []) { return true }
        // An action a storyboard or xib connects to a control (`@IBAction func close()`): a close button there.
        // (From the file's index of functions, by name: no second walk of the type.)
        let closesFromInterfaceBuilder = file.facts.functionsByName.lazy.filter { DismissAnalysis.namesDismissal($0.key) }.flatMap(\.value).contains { function in
            function.isContained(in: type.node)
                && function.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBAction" }
        }
        if closesFromInterfaceBuilder { return true }
        return ControlActions.all(in: type, file: file).contains { action in
            action.descendants(FunctionCallExprSyntax.self).contains { $0.calledExpression.lastNameComponent.map(DismissAnalysis.namesDismissal) == true }
                || CustomGesture.selectorName(ExprSyntax(action) ?? ExprSyntax(NilLiteralExprSyntax())).map(DismissAnalysis.namesDismissal) == true
        }
    }

    /// The same view also answers a plain tap (SwiftUI `.onTapGesture` on the chain, a UIKit tap recognizer in
    /// the type): VoiceOver's double tap reaches that, and it may lead to the same place.
    static func alsoTappable(_ gesture: CustomGesture, in file: SourceFileContext) -> Bool {
        if let call = gesture.modifierCall {
            let chain = ModifierChain(SwiftUIViewContext.outermostExpression(ExprSyntax(call)))
            return chain.modifiers.contains { ["onTapGesture", "onLongPressGesture"].contains($0.name) && $0.call?.id != call.id }
                || SwiftUIViewContext(call).enclosing.contains { ["Button", "NavigationLink"].contains($0.call.calledExpression.lastNameComponent ?? "") }
        }
        guard let type = gesture.enclosingType else { return false }
        return !file.facts.calls("UITapGestureRecognizer", in: type.node).isEmpty
    }

    /// Nothing but the gesture does its work in this file: its action functions are called nowhere else, and
    /// its state is set nowhere else. (Other files are the `reached-from-control` fact's business.)
    static func onlyTheGestureDoesIt(
        _ gesture: CustomGesture, functions: Set<String>, states: Set<String>, in type: TypeDeclaration, file: SourceFileContext
    ) -> Bool {
        let inHandler = { (node: Syntax) in gesture.handlers.contains { node.isContained(in: $0) } }
        let handlerFunctions = Set(gesture.handlers.compactMap { $0.parent?.as(FunctionDeclSyntax.self)?.name.text })
        for function in functions {
            let elsewhere = file.facts.calls(function).contains { !inHandler(Syntax($0)) && !handlerFunctions.contains($0.ancestor(FunctionDeclSyntax.self)?.name.text ?? "") }
            if elsewhere { return false }
        }
        for state in states {
            let elsewhere = file.facts.assignments(state, in: type.node).contains { !inHandler(Syntax($0.sequence)) }
            if elsewhere { return false }
        }
        return true
    }

    /// "calls delete(…)", "changes isExpanded".
    static func describe(functions: Set<String>, states: Set<String>) -> String {
        if let function = functions.sorted().first { return "calls \(function)(…)" }
        return "changes \(states.sorted().prefix(2).map { "'\($0)'" }.joined(separator: " and "))"
    }

    /// Helpers that only move, animate or lay out what is under the finger.
    static let movementWords: Set<String> = CustomGesture.trackingWords.union([
        "layout", "animate", "animation", "snap", "spring", "feedback", "haptics", "vibrate", "scroll",
    ])

    /// The gesture pops the navigation stack (a swipe or drag back, often driving an interactive transition): the
    /// navigation bar's back button does the same, unless this file hides the button or the bar.
    static func goesBackAsTheBackButtonDoes(_ gesture: CustomGesture, in file: SourceFileContext) -> Bool {
        let pops = gesture.handlers.contains { handler in
            handler.descendants(FunctionCallExprSyntax.self).contains { call in
                ["popViewController", "popToRootViewController", "popToViewController"].contains(call.calledExpression.lastNameComponent ?? "")
            }
        }
        guard pops else { return false }
        let hidesBack = ["hidesBackButton", "isNavigationBarHidden"].contains { property in
            file.facts.assignments(property).contains { $0.value.isTrueLiteral }
        } || ["setHidesBackButton", "setNavigationBarHidden"].contains { name in
            file.facts.calls(name).contains { $0.arguments.first?.expression.isTrueLiteral ?? false }
        }
        return !hidesBack
    }

    static func onlyMoves(_ function: String) -> Bool {
        NameHeuristics.words(function).contains(where: movementWords.contains)
    }

    /// The screen offers accessibility actions: VoiceOver users get the gesture's work that way.
    static func offersAccessibilityActions(for gesture: CustomGesture, _ type: TypeDeclaration, in file: SourceFileContext) -> Bool {
        let facts = file.facts
        let modifiers = ["accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction",
                         "swipeActions", "contextMenu", "UIAccessibilityCustomAction", "accessibilityRepresentation"]
        // SwiftUI: on the gesture's own view or a view around it (a screen's other rows may offer actions of their
        // own that have nothing to do with this gesture). UIKit: anywhere in the class, which owns its elements.
        if let call = gesture.modifierCall {
            return SwiftUIViewContext(call).allModifiers.contains { modifiers.contains($0.name) }
        }
        if modifiers.contains(where: { !facts.calls($0, in: type.node).isEmpty }) { return true }
        if !facts.assignments("accessibilityCustomActions", in: type.node).isEmpty { return true }
        let overrides = ["accessibilityIncrement", "accessibilityDecrement", "accessibilityScroll", "accessibilityPerformEscape",
                         "accessibilityActivate"]
        if overrides.contains(where: { name in facts.functions(name).contains { $0.isContained(in: type.node) } }) { return true }
        return (facts.variablesByName["accessibilityCustomActions"] ?? []).contains { $0.isContained(in: type.node) }
    }

    /// A control of the same type calls one of the gesture's functions or changes the same state.
    /// (A function called with other arguments, `showModal(for: .treatment)` beside the gesture's `showModal(for: .snooze)`,
    /// is another action.)
    static func controlDoesTheSame(
        in type: TypeDeclaration, functions: Set<String>, states: Set<String>, as gesture: CustomGesture, file: SourceFileContext
    ) -> Bool {
        // What the gesture calls, with its arguments where it gives any: `showModal(for: .snooze)`.
        let gestureCalls = gesture.handlers.flatMap { $0.descendants(FunctionCallExprSyntax.self) }.filter { call in
            call.calledExpression.lastNameComponent.map(functions.contains) ?? false
        }
        let withArguments = Set(gestureCalls.filter { !$0.arguments.isEmpty }.map(signature))
        let plain = Set(gestureCalls.filter { $0.arguments.isEmpty }.compactMap { $0.calledExpression.lastNameComponent })
            .union(functions.subtracting(gestureCalls.compactMap { $0.calledExpression.lastNameComponent }))
        return ControlActions.all(in: type, file: file).contains { action in
            let calls = action.descendants(FunctionCallExprSyntax.self)
            let called = Set(calls.compactMap { $0.calledExpression.lastNameComponent })
                .union(action.descendants(DeclReferenceExprSyntax.self).map(\.baseName.text))
            if !called.isDisjoint(with: plain) { return true }
            if !withArguments.isDisjoint(with: calls.map(signature)) { return true }
            let touched = Set(action.descendants(DeclReferenceExprSyntax.self).map { $0.baseName.text.hasPrefix("$") ? String($0.baseName.text.dropFirst()) : $0.baseName.text })
                .union(action.descendants(MemberAccessExprSyntax.self).map(\.declName.baseName.text))
            return !touched.isDisjoint(with: states)
        }
    }
}
