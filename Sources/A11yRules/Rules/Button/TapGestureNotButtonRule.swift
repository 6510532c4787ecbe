import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A view made tappable with a tap gesture instead of being a button: VoiceOver does not announce it as one.
///
/// Left alone: double taps, taps at a location (`{ location in … }`), taps that only dismiss the keyboard or
/// move focus, backdrops (a dimming layer, a full-screen background, a clear or plain shape whose tap closes
/// something; the modal rules judge those), controls that already have a role, hidden views, and views that
/// carry the button or link trait, or an accessibility representation. A project view or class that adds the
/// button or link trait in its own declaration, in any audited file, is left alone too; one whose declaration
/// is not in this file is only a note. In UIKit, a tap on an image view is reported because VoiceOver cannot
/// reach the image view at all, unless it is made an element (a note for an outlet, which a storyboard may
/// configure); a tap that zooms the image is left alone.
///
/// The fix adds the button trait where that is all that is missing: on a `Text` or `Image` (one element),
/// and on a UIKit view that is already one accessibility element. Containers need grouping first.
public struct TapGestureNotButtonRule: Rule {
    public init() {}


    public static let description = RuleDescription(
        id: "tap-gesture-not-button",
        title: "Tap gesture instead of a button",
        summary: "A SwiftUI .onTapGesture (or a TapGesture given to .gesture), or a UIKit UITapGestureRecognizer on a label, an image view, a plain view or an accessibility element, without the button or link trait.",
        rationale: """
            VoiceOver tells the listener what they can do with an element by its role. A Text, an image or a \
            card made tappable with a tap gesture still announces as plain text or an image, so nothing says it \
            can be activated, and a call to action ("Close", "See all") is easy to miss. A Button, or the \
            button trait, announces "button".
            """,
        suggestion: "Use a Button (SwiftUI) or a UIButton, or add the button trait: .accessibilityAddTraits(.isButton), or accessibilityTraits.insert(.button).",
        severity: .warning,
        criterion: CriterionReference(component: "button", criterion: "role"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { checkSwiftUI(file, into: &$0) }
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    private enum WrappedContent { case addsTrait, builtBy(String), unknown }

    /// The single view in the content closure of the chain's root container: one that adds the button trait itself, or
    /// one built by a type of the app (`Row()`, `NoticeRows.storage()`).
    private static func wrappedContent(of chain: ModifierChain) -> WrappedContent {
        guard let call = chain.root.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure,
            closure.statements.count == 1, let expression = closure.statements.first?.item.as(ExprSyntax.self)
        else { return .unknown }
        let inner = ModifierChain(expression)
        if SwiftUIViewContext.addsTrait(["isButton", "isLink"], in: inner.modifiers) { return .addsTrait }
        if let made = inner.root.as(FunctionCallExprSyntax.self) {
            if let member = made.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
                base.baseName.text.first?.isUppercase == true, !SwiftUIViews.all.contains(base.baseName.text)
            {
                return .builtBy(base.baseName.text)
            }
            if let type = inner.rootTypeName, type.first?.isUppercase == true, !SwiftUIViews.all.contains(type) { return .builtBy(type) }
        }
        return .unknown
    }

    // MARK: - SwiftUI

    /// A tap handler attached to a view: `.onTapGesture { … }`, or a `TapGesture` given to a gesture modifier
    /// (`.highPriorityGesture(TapGesture().onEnded { … })`, `.gesture(…)`, `.simultaneousGesture(…)`).
    private struct TapHandler {
        let call: FunctionCallExprSyntax
        let action: ExprSyntax
        let count: ExprSyntax?
        let modifier: String
    }

    private static func tapHandlers(in file: SourceFileContext) -> [TapHandler] {
        var handlers: [TapHandler] = file.facts.calls("onTapGesture").compactMap { call in
            guard let action = call.closures.first.map(ExprSyntax.init) ?? call.argument("perform")?.expression else { return nil }
            return TapHandler(call: call, action: action, count: call.argument("count")?.expression, modifier: "onTapGesture")
        }
        for name in ["gesture", "highPriorityGesture", "simultaneousGesture"] {
            for call in file.facts.calls(name) where call.calledExpression.is(MemberAccessExprSyntax.self) {
                guard let gesture = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                    let onEnded = gesture.calledExpression.as(MemberAccessExprSyntax.self), onEnded.declName.baseName.text == "onEnded",
                    let made = onEnded.base?.as(FunctionCallExprSyntax.self), made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TapGesture",
                    let action = gesture.closures.first.map(ExprSyntax.init) ?? gesture.arguments.first?.expression
                else { continue }
                handlers.append(TapHandler(call: call, action: action, count: made.argument("count")?.expression, modifier: name))
            }
        }
        return handlers
    }

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        let handlers = Self.tapHandlers(in: file)
        guard !handlers.isEmpty else { return }
        let focusStates = Set((file.facts.variablesByAttribute["FocusState"] ?? []).flatMap { variable in
            variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        })
        for handler in handlers {
            let (call, action) = (handler.call, handler.action)
            guard let nameToken = call.nameToken else { continue }
            if let count = handler.count, count.compactText != "1" { continue }
            let closure = action.as(ClosureExprSyntax.self)
            // `{ location in … }`: a tap at a point of a drawing or a map, not a call to action.
            if closure?.signature?.parameterClause != nil { continue }
            // `.onTapGesture {}`: swallows taps so they do not reach what is behind; it does nothing a button would.
            if let closure, closure.statements.isEmpty { continue }
            if Self.onlyMovesFocus(action, focusStates: focusStates) { continue }

            let context = SwiftUIViewContext(call)
            let root = context.chain.rootTypeName
            if let root, Self.swiftUIViewsWithARole.contains(root) { continue }
            // Inside a Button's label, or the body of a custom button or toggle style, the Button is the element.
            if context.enclosing.contains(where: { $0.call.calledExpression.lastNameComponent == "Button" }) { continue }
            if let type = call.enclosingTypeDeclaration, type.inheritedTypes.contains(where: SwiftUIViews.controlStyles.contains) { continue }
            if Self.isBackdrop(context.chain, root: root, action: action, facts: file.facts) { continue }
            // A tap that only closes a notice or a panel (not a close icon), or a shortcut for a labelled
            // Button of the same view that does the same thing: VoiceOver users have the real control.
            if root != "Image" && root != "Text" && Self.closesWhatItSitsIn(action, tap: call, facts: file.facts) { continue }
            if Self.repeatsButtonAction(action, of: call, in: file) { continue }
            if context.isHidden { continue }
            let modifiers = context.allModifiers
            if SwiftUIViewContext.addsTrait(["isButton", "isLink"], in: modifiers) { continue }
            if modifiers.contains(where: { $0.name == "accessibilityRepresentation" }) { continue }
            // The element already offers the action to VoiceOver (`.accessibilityAction(named: "Learn more") { … }`).
            if context.chain.modifiers.contains(where: { modifier in
                modifier.name == "accessibilityAction" && !(modifier.call.map(AccessibilityAPIs.isEscapeAction) ?? false)
            }) {
                continue
            }

            // A view type of the project may add the trait in its own body, in this file or another: the
            // project index settles it. Declared out of sight, the type may still add it, so it is only a note.
            var severity: Severity?
            var suffix = ""
            var conditions: [ProjectCondition] = []
            // The one view a container wraps may be the element that carries the trait (`NoticeCard { NoticeRows.storageFull() }`
            // where the rows' builder combines its content and adds `.isButton`): its type settles it too.
            switch Self.wrappedContent(of: context.chain) {
            case .addsTrait: continue
            case .builtBy(let type): conditions.append(.typeLacks(type, .actsAsButton))
            case .unknown: break
            }
            if let root, !SwiftUIViews.all.contains(root) {
                conditions.append(.typeLacks(root, .actsAsButton))
                if !file.facts.typeDeclarations.contains(where: { $0.name == root && $0.isSwiftUIView }) {
                    severity = .note
                    suffix = ", unless \(root)'s own body adds the button trait"
                }
            }

            var fix: Fix?
            if root == "Text" || root == "Image" {
                fix = Fix(
                    title: "Add .accessibilityAddTraits(.isButton)",
                    edits: [FixHelpers.appendModifier(".accessibilityAddTraits(.isButton)", to: context.chain.expression)])
            }
            let subject = root.map { "\($0) with .\(handler.modifier)" } ?? "view with .\(handler.modifier)"
            diagnoses.append(diagnosis(
                at: nameToken, "\(subject) is not announced as a button\(suffix); add the button trait or use a Button",
                severity: severity, fix: fix, conditions: conditions))
        }
    }


    /// The tap closes something: it dismisses, or clears a presentation flag. A flag only toggled
    /// (`showPumpPicker.toggle()`) opens as often as it closes: it closes only what the tapped view sits in, an
    /// `if` that reads the same flag.
    static func closesWhatItSitsIn(_ action: ExprSyntax, tap: FunctionCallExprSyntax, facts: SyntaxFacts) -> Bool {
        guard DismissAnalysis.dismisses(action, flags: [], facts: facts) else { return false }
        guard let closure = action.as(ClosureExprSyntax.self) else { return true }
        let toggled = Set(facts.calls("toggle", in: closure).compactMap { $0.receiver?.lastNameComponent })
        if toggled.isEmpty { return true }
        // Something else in it closes too (`isPresented = false`, `dismiss()`).
        let others = facts.clearingAssignments.contains { $0.sequence.isContained(in: closure) }
            || facts.dismissalCalls.contains { $0.isContained(in: closure) && $0.calledExpression.lastNameComponent != "toggle" }
        if others { return true }
        var current = Syntax(tap).parent
        while let node = current {
            if let ifExpr = node.as(IfExprSyntax.self), tap.isContained(in: Syntax(ifExpr.body)) {
                let read = Set(ifExpr.conditions.descendants(DeclReferenceExprSyntax.self).map(\.baseName.text)
                    + ifExpr.conditions.descendants(MemberAccessExprSyntax.self).map(\.declName.baseName.text))
                if !read.isDisjoint(with: toggled) { return true }
            }
            if node.is(FunctionDeclSyntax.self) || node.is(VariableDeclSyntax.self) && node.parent?.is(MemberBlockItemSyntax.self) == true { break }
            current = node.parent
        }
        return false
    }

    /// True when a `Button` in the same type runs the same statements as the tap (`isExpanded.toggle()`,
    /// `onEdit()`): the tap is a shortcut and the button is the accessible way to do it.
    private static func repeatsButtonAction(_ action: ExprSyntax, of call: FunctionCallExprSyntax, in file: SourceFileContext) -> Bool {
        guard let type = call.enclosingTypeDeclaration else { return false }
        let buttons = file.memoized(ButtonActions.key, ButtonActions.init).byType[type.name] ?? []
        guard !buttons.isEmpty else { return false }
        let tap = actionKey(action)
        return !tap.isEmpty && buttons.contains { tap.isSubset(of: $0) }
    }

    /// What each `Button` of the file does, by the type (or extension of it) that declares it: computed once
    /// per file, only when a tap needs it.
    private struct ButtonActions {
        static let key = MemoKey<ButtonActions>("button-actions-by-type")
        var byType: [String: [Set<String>]] = [:]

        init(_ file: SourceFileContext) {
            for button in file.facts.calls("Button") {
                guard let action = DismissAnalysis.buttonAction(button), let type = button.enclosingTypeDeclaration else { continue }
                byType[type.name, default: []].append(TapGestureNotButtonRule.actionKey(action))
            }
        }
    }

    /// What an action does, as comparable text: each statement of a closure, or `name()` for a reference.
    fileprivate static func actionKey(_ action: ExprSyntax) -> Set<String> {
        guard let closure = action.as(ClosureExprSyntax.self) else {
            return action.lastNameComponent.map { ["\($0)()"] } ?? []
        }
        return Set(closure.statements.map { item in
            let text = Syntax(item.item).compactText
            return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        })
    }

    /// A dimming layer, a full-screen background, a clear tap-catcher, or a colour or shape whose tap closes
    /// something: the tap-outside gesture of a modal (the modal rules judge those), not a call to action.
    private static func isBackdrop(_ chain: ModifierChain, root: String?, action: ExprSyntax, facts: SyntaxFacts) -> Bool {
        if DimmingCues.isDimmingExpression(chain.expression) { return true }
        if chain.has("ignoresSafeArea") || chain.has("edgesIgnoringSafeArea") { return true }
        if let root, SwiftUIViews.screens.contains(root) { return true }
        guard let root, SwiftUIViews.backdrops.contains(root) else { return false }
        if chain.root.descendantsOrSelfMembers().contains("clear") { return true }
        return DismissAnalysis.dismisses(action, flags: [], facts: facts)
    }

    /// A tap that only dismisses the keyboard or moves focus: `focused = nil`, `hideKeyboard()`,
    /// `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), …)`.
    private static func onlyMovesFocus(_ action: ExprSyntax, focusStates: Set<String>) -> Bool {
        func isKeyboardName(_ name: String) -> Bool {
            let words = NameHeuristics.words(name)
            return words.contains("keyboard") || name == "endEditing" || name == "resignFirstResponder" || name == "sendAction"
        }
        guard let closure = action.as(ClosureExprSyntax.self) else {
            return action.lastNameComponent.map(isKeyboardName) ?? false
        }
        let items = closure.statements
        guard !items.isEmpty else { return false }
        return items.allSatisfy { item in
            guard let expression = CodeBlockItemListSyntax([item]).expressions.first else { return false }
            if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledExpression.lastNameComponent {
                return isKeyboardName(name)
            }
            if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let target = sequence.elements.first?.lastNameComponent
            {
                return focusStates.contains(target)
            }
            return false
        }
    }

    // MARK: - UIKit

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for call in file.facts.calls("addGestureRecognizer") {
            guard let argument = call.arguments.first?.expression, let nameToken = call.nameToken else { continue }
            // The recognizer: built inline, or a variable holding a UITapGestureRecognizer.
            let recognizer = argument.unwrapped
            var construction = recognizer.as(FunctionCallExprSyntax.self)
            var recognizerVariable: UIKitInstance?
            if recognizer.constructedTypeName != "UITapGestureRecognizer" {
                guard let resolved = VariableResolver.resolve(recognizer, at: call, in: file), resolved.typeName == "UITapGestureRecognizer"
                else { continue }
                construction = resolved.initializer?.as(FunctionCallExprSyntax.self)
                recognizerVariable = UIKitInstance.named(recognizer, at: call, in: file)
            }
            if construction == nil, let name = VariableResolver.plainName(recognizer) {
                // `self.tap = UITapGestureRecognizer(…)` elsewhere, then `addGestureRecognizer(tap!)`.
                construction = file.facts.assignments(name).lazy.compactMap { $0.value.unwrapped.as(FunctionCallExprSyntax.self) }
                    .first { ExprSyntax($0).constructedTypeName == "UITapGestureRecognizer" }
            }
            let selector = construction?.argument("action").map { TypeFactsCollector.selectorName($0.expression) }
            if let selector, Self.namesBackgroundTap(selector) { continue }
            if let selector {
                // A control of the file sends the same action: the tap is a shortcut for a real button.
                if file.facts.calls("addTarget").contains(where: { $0.argument("action").map { TypeFactsCollector.selectorName($0.expression) } == selector }) {
                    continue
                }
                // The handler reads where the tap landed (positional input: a scrubber, a map), or only closes
                // the view (a notice dismissed by a tap): not a call to action.
                if file.facts.functions(selector).contains(where: { handler in
                    guard let body = handler.body else { return false }
                    return !file.facts.calls("location", in: body).isEmpty || DismissAnalysis.dismisses(body, flags: [], facts: file.facts)
                }) {
                    continue
                }
            }
            // Double taps and taps that let touches through (background taps) are not calls to action.
            if let recognizerVariable,
                recognizerVariable.assignments("numberOfTapsRequired", in: file).contains(where: { $0.value.compactText != "1" })
                    || recognizerVariable.assignments("cancelsTouchesInView", in: file).contains(where: { $0.value.isFalseLiteral })
            {
                continue
            }

            let receiver = call.receiver
            if let receiver, let name = VariableResolver.plainName(receiver),
                Self.backgroundViewNames.contains(name) || NameHeuristics.words(name).contains(where: Self.backdropWords.contains)
            {
                continue
            }
            guard let view = UIKitInstance.named(receiver, at: call, in: file) else { continue }
            let kinds = view.kinds(in: file)
            if kinds.contains(where: Self.tapExcluded.contains) { continue }
            if view.mentionsTraits(["button", "link"], in: file) { continue }
            // A class of the project may add the trait itself, in this file or another (or a superclass may).
            var conditions = view.typeName.flatMap { $0.hasPrefix("UI") ? nil : [ProjectCondition.typeLacks($0, .actsAsButton)] } ?? []
            // An outlet's storyboard may give it the button trait.
            conditions += view.outletConditions(lacking: .actsAsButton, requiringConnection: false) ?? []

            let subject = receiver == nil ? "this view" : "'\(view.displayName)'"
            if view.isAccessibilityElement(in: file) {
                // One element: the button trait is all it lacks.
                var fix: Fix?
                // Written only where nothing else decides the traits: an outlet's storyboard may set them, a
                // later assignment would replace them, and a label or image that never takes touches is no button.
                let takesTouches = !(kinds.contains("UILabel") || kinds.contains("UIImageView"))
                    || view.assignments("isUserInteractionEnabled", in: file).contains { $0.value.isTrueLiteral }
                // A plain view is an element only when the code says so; otherwise its cell or container may be
                // the element, and a trait on the view is never read.
                let isElementForSure = kinds.contains("UILabel") || kinds.contains("UIImageView")
                    || view.assignments("isAccessibilityElement", in: file).contains { $0.value.isTrueLiteral }
                if !view.isOutlet, view.assignments("accessibilityTraits", in: file).isEmpty, takesTouches, isElementForSure,
                    let statement = call.parent?.as(CodeBlockItemSyntax.self), receiver == nil || view.variable != nil
                {
                    let target = receiver.map { VariableResolver.normalizedText($0) + "." } ?? ""
                    if let edit = FixHelpers.insertLine("\(target)accessibilityTraits.insert(.button)", after: statement) {
                        fix = Fix(title: "Add the button trait", edits: [edit])
                    }
                }
                diagnoses.append(diagnosis(
                    at: nameToken, "a tap gesture makes \(subject) act as a button, but VoiceOver does not announce it as one", fix: fix,
                    conditions: conditions))
            } else if kinds.contains("UIImageView") {
                // An image view is not an accessibility element by default: VoiceOver skips it, so the action
                // is out of reach. Zooming only changes how the image looks.
                if let selector, NameHeuristics.words(selector).contains(where: Self.zoomWords.contains) { continue }
                // An outlet may be made an element, labelled and given the trait in the storyboard.
                let outlet = view.isOutlet
                diagnoses.append(diagnosis(
                    at: nameToken,
                    "a tap gesture makes \(subject) act as a button, but an image view is not an accessibility element, so VoiceOver cannot reach it\(outlet ? ", unless the storyboard makes it one" : "")",
                    severity: outlet ? .note : nil,
                    suggestion: "Use a UIButton with the image, or make the image view an accessibility element with a label and the button trait: isAccessibilityElement = true, accessibilityLabel = …, accessibilityTraits = .button.",
                    conditions: conditions))
            } else if Self.isPlainContainer(kinds), !(selector.map(DismissAnalysis.namesDismissal) ?? false) {
                // A plain view whose labels VoiceOver reads one by one, as text: a card tapped as a whole.
                diagnoses.append(diagnosis(
                    at: nameToken,
                    "a tap gesture makes \(subject) act as a button, but VoiceOver reads its content as plain text; make it one element with the button trait",
                    conditions: conditions))
            }
        }
    }

    /// Receivers whose taps are background taps (dismissing the keyboard, closing an overlay).
    /// SwiftUI views that already have a role of their own.
    static let swiftUIViewsWithARole = SwiftUIViews.controls.union(SwiftUIViews.textInputs)

    /// UIKit views that have a role of their own, or whose taps are usually background taps.
    static let tapExcluded = UIKitClasses.controls.union(UIKitClasses.textInputs).union(UIKitClasses.pickers)
        .union(UIKitClasses.scrollingContainers).union(UIKitClasses.cells).union(UIKitClasses.bars).union(["UIWindow"])

    static let backgroundViewNames: Set<String> = ["view", "contentView", "tableView", "collectionView", "scrollView", "window"]
    static let backdropWords: Set<String> = ["background", "backdrop", "dimming", "dim", "scrim", "overlay", "blur", "shadow"]

    /// Actions that only magnify an image.
    static let zoomWords: Set<String> = ["zoom", "magnify", "pinch"]

    /// `UIView` or `UIStackView` themselves, or a class of this file built on them: views with no role of
    /// their own. Image views are judged on their own: VoiceOver does not reach one at all by default.
    private static func isPlainContainer(_ kinds: Set<String>) -> Bool {
        kinds.contains { $0 == "UIView" || $0 == "UIStackView" }
    }

    /// `dismissKeyboard`, `endEditing`, `backgroundTapped`: a tap that is not a call to action.
    private static func namesBackgroundTap(_ name: String) -> Bool {
        let words = NameHeuristics.words(name)
        return words.contains("keyboard") || words.contains("background") || name.hasPrefix("endEditing")
    }
}
