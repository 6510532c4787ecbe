import A11yCore
import SwiftSyntax

/// A view added over the screen with `addSubview`/`insertSubview` that acts as a hand-built modal: recognized
/// by its type name, its variable name, or its declaration in the project (a dimming background or a
/// modal name there). Child view controllers added with `addSubview(child.view)` count too.
public struct UIKitModalPresentation {
    public let call: FunctionCallExprSyntax
    /// The view being added, as written: `offerDialog`, `child.view`, `PromoCard()`.
    public let argument: ExprSyntax
    /// `offerDialog` for `addSubview(offerDialog)` or `child` for `addSubview(child.view)`.
    public let variable: ResolvedVariable?
    /// The type of the added view, or of the child controller.
    public let typeName: String?
    public let isChildController: Bool
    /// The statement containing the call, for fixes that add a line before or after it.
    public let statement: CodeBlockItemSyntax?
    public let enclosingType: TypeDeclaration?
    public let enclosingFunction: CodeBlockSyntax?
    /// Conditions under which the view is a modal at all (only its declaration could tell).
    public let recognitionConditions: [ProjectCondition]
    /// A loading or progress view that covers the screen: it ends by itself, so no escape is expected.
    public let isBlockingProgress: Bool

    /// `'offerDialog' (RenewalOfferDialog)`.
    public var label: String {
        let written = VariableResolver.normalizedText(argument)
        if let typeName, typeName != written, !written.hasPrefix(typeName + "(") { return "'\(written)' (\(typeName))" }
        return "'\(written)'"
    }

    /// True when the type is UIKit's own (`UIView`, `UIVisualEffectView`): it has no declaration to consult.
    public var typeIsSystem: Bool {
        guard let typeName else { return true }
        return FrameworkTypes.contains(typeName)
    }

    /// The expression whose `accessibilityViewIsModal` should be set: `offerDialog`, `child.view`.
    public var modalViewText: String { VariableResolver.normalizedText(argument) }

    /// True when the argument is simple enough to repeat in a fix.
    public var argumentIsSimple: Bool {
        let text = modalViewText
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    public static func all(in file: SourceFileContext) -> [UIKitModalPresentation] {
        file.memoized(MemoKey("uikit-added-modal-views")) { file in
            ((file.facts.calls("addSubview") + file.facts.calls("insertSubview")).compactMap { recognize($0, file: file) }
                + addedByOwnHelper(in: file))
                .sorted { $0.call.position < $1.call.position }
        }
    }

    /// A loading or modal view laid over a screen by a method of its own (`loadingView.addTo(view)`, where the view's
    /// class or a superclass declares `func addTo(_ host: UIView) { host.addSubview(self); frame = host.bounds }`):
    /// recognized by the view's name, and by that method's declaration, wherever it is (see ``coveringHelpers(in:)``).
    private static func addedByOwnHelper(in file: SourceFileContext) -> [UIKitModalPresentation] {
        guard file.sourceMentions("add") else { return [] }
        var found: [UIKitModalPresentation] = []
        // (The prefix first: most files call hundreds of functions, and splitting each name into words costs.)
        for (name, calls) in file.facts.callsByName where name.hasPrefix("add") && name != "addSubview"
            && NameHeuristics.words(name).first == "add"
        {
            for call in calls where call.arguments.count == 1 {
                guard let receiver = call.receiver, let container = call.arguments.first?.expression,
                    isScreenLevel(container, at: call)
                else { continue }
                let target = receiver.unwrapped
                let variable = VariableResolver.resolve(target, at: call, in: file)
                guard let typeName = variable?.typeName ?? target.constructedTypeName, !FrameworkTypes.contains(typeName) else { continue }
                let names = [typeName, variable?.name ?? VariableResolver.plainName(target)].compactMap { $0 }
                let waits = names.contains(where: NameHeuristics.namesProgress)
                var recognition: [ProjectCondition] = [.memberHas(typeName, name, .addsItselfOverArgument)]
                // (Named neither for waiting nor as a modal: its declaration must look like one, as for `addSubview`.)
                if !waits && !names.contains(where: { NameHeuristics.namesModal($0, vocabulary: file.settings.vocabulary) }) {
                    recognition.append(.typeHas(typeName, .looksModal))
                }
                found.append(UIKitModalPresentation(
                    call: call, argument: target, variable: variable, typeName: typeName, isChildController: false,
                    statement: call.ancestor(CodeBlockItemSyntax.self), enclosingType: call.enclosingTypeDeclaration,
                    enclosingFunction: call.enclosingFunctionBody, recognitionConditions: recognition, isBlockingProgress: waits))
            }
        }
        return found
    }

    /// Methods of views that add the view to the container they are given and make it cover it, under their member key
    /// (the type's, so that subclasses inherit it): `func addTo(_ host: UIView) { host.addSubview(self); frame = host.bounds }`
    /// (see ``TypeFact/addsItselfOverArgument``).
    package static func coveringHelpers(in file: SourceFileContext) -> [TypeSummary] {
        var names: Set<String> = []
        for call in file.facts.calls("addSubview") {
            guard let argument = call.arguments.first?.expression, argument.isSelfReference,
                let receiver = call.receiver?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let function = call.ancestor(FunctionDeclSyntax.self),
                function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == receiver }),
                coversContainer(argument, call: call, file: file), let type = function.enclosingTypeDeclaration
            else { continue }
            names.insert(TypeSummary.memberKey(type.name, function.name.text))
        }
        return names.sorted().map { TypeSummary(name: $0, facts: [.addsItselfOverArgument]) }
    }

    private static func recognize(_ call: FunctionCallExprSyntax, file: SourceFileContext) -> UIKitModalPresentation? {
        guard let argument = call.arguments.first?.expression else { return nil }
        if isBuildingOwnContent(call) || isTransitionStep(call) { return nil }
        var target = argument.unwrapped
        var isChildController = false
        // `addSubview(child.view)`: the controller is the modal.
        if let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "view", let base = member.base,
            base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
        {
            target = base
            isChildController = true
        }
        let variable = VariableResolver.resolve(target, at: call, in: file)
        // `view.addSubview(self)`: a view that shows itself over the screen.
        let addsItself = target.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        let typeName = variable?.typeName ?? target.constructedTypeName ?? (addsItself ? call.enclosingTypeDeclaration?.name : nil)
        let variableName = variable?.name ?? VariableResolver.plainName(target)

        // A progress view that covers its container blocks the screen until the work ends: a modal to wait
        // out. Any other toast, banner or small spinner lets the user carry on.
        let names = [typeName, variableName].compactMap { $0 }
        var isBlockingProgress = false
        if names.contains(where: NameHeuristics.namesNonBlockingSurface) {
            guard names.contains(where: NameHeuristics.namesProgress), coversContainer(target, call: call, file: file) else { return nil }
            isBlockingProgress = true
        }
        // A control or a label is no modal, unless the code dims it where it shows it: a full-screen button as a
        // scrim that closes on tap, with the card added inside it.
        if let typeName, UIKitClasses.neverModal.contains(typeName),
            !(typeName == "UIButton" && dimmedWhereShown(target, variable: variable, call: call, file: file))
        {
            return nil
        }

        let function = call.enclosingFunctionBody
        let type = call.enclosingTypeDeclaration
        // A modal covers the screen: it goes into a window or a screen's root view, not into a button, a cell
        // or a child's content.
        // Or a view named as a modal and sized to cover whatever container it is given (`sheet.frame = presenter.bounds`).
        guard addsToScreenLevelContainer(call)
            || names.contains(where: { NameHeuristics.namesModal($0, vocabulary: file.settings.vocabulary) }) && coversContainer(target, call: call, file: file)
        else { return nil }
        if passesTouchesOrIsTemporary(target: target, after: call, in: function, file: file) { return nil }

        // A scrim: the view is given a dimming colour where it is shown. When the same code then adds more views to
        // the same container, the scrim is only the backdrop and the view added after it is the modal.
        let receiverText = call.receiver.map(VariableResolver.normalizedText)
        let addedAfter = function.map { body in
            (file.facts.calls("addSubview", in: body) + file.facts.calls("insertSubview", in: body)).filter {
                $0.position > call.position && $0.receiver.map(VariableResolver.normalizedText) == receiverText
            }
        } ?? []
        // A blur laid over a whole window (a lock cover that stays until the user unlocks): a scrim with nothing on it,
        // unless it shows only while the app is in the background (a privacy cover for the app switcher).
        let isBlurCover = typeName == "UIVisualEffectView" && addsToWindow(call) && coversContainer(target, call: call, file: file)
            && !UIKitWindowModal.showsOnlyInBackground(Syntax(call), file: file)
        let isScrim = isBlurCover || dimmedWhereShown(target, variable: variable, call: call, file: file)
        if isScrim && !addedAfter.isEmpty { return nil }
        let overScrim = function.map { body in
            (file.facts.calls("addSubview", in: body) + file.facts.calls("insertSubview", in: body)).contains { earlier in
                guard earlier.position < call.position, earlier.receiver.map(VariableResolver.normalizedText) == receiverText,
                    let added = earlier.arguments.first?.expression.unwrapped
                else { return false }
                return dimmedWhereShown(added, variable: VariableResolver.resolve(added, at: earlier, in: file), call: earlier, file: file)
            }
        } ?? false

        // A view that lays itself over the whole container it is handed (`host.addSubview(self)` with
        // `frame = host.bounds`) and takes the taps that land anywhere on it (a tap recognizer on itself): an overlay
        // by what it does, whatever its name (a coach mark, a tour step). An empty state laid over a list, with a
        // button of its own, takes no such tap.
        let coversHostItself = addsItself && coversContainer(target, call: call, file: file)
            && (type.map { declaration in
                file.facts.calls("addGestureRecognizer", in: Syntax(declaration.node)).contains { $0.receiver == nil || $0.receiver?.isSelfReference == true }
                    && !file.facts.assignments("isUserInteractionEnabled", in: Syntax(declaration.node)).contains { $0.isOnSelf && $0.value.isFalseLiteral }
            } ?? false)
        // A scrim whose only content is a spinner (`backdrop.addSubview(spinner)`) blocks the screen while work runs: a
        // progress cover, which no escape should close.
        if isScrim, !isBlockingProgress, let function {
            let placed = (file.facts.calls("addSubview", in: function) + file.facts.calls("insertSubview", in: function)).filter {
                $0.receiver.map(VariableResolver.normalizedText) == VariableResolver.normalizedText(target)
            }.compactMap { $0.arguments.first?.expression }
            if !placed.isEmpty, placed.allSatisfy({ placedView in
                let resolved = VariableResolver.resolve(placedView, at: placedView, in: file)
                return [VariableResolver.plainName(placedView), resolved?.typeName, placedView.constructedTypeName].compactMap { $0 }
                    .contains(where: NameHeuristics.namesProgress)
            }) {
                isBlockingProgress = true
            }
        }
        // A view that lays itself over a whole window (`window.addSubview(self)` from `init(window:)` with the window's
        // frame): nothing of the app beneath takes a touch while it is there.
        let coversWindowItself = addsItself && addsToWindow(call) && coversContainer(target, call: call, file: file)
        // Any view laid over a whole window and pinned to it (`window.addSubview(lock); lock.pinToParent()`): it sits over
        // every screen of the app, whatever its name. Not a privacy cover shown only while the app is in the background.
        // (The app's own view: a blur or a plain view is judged as a scrim above. Nor a view made clear where it is added,
        // which draws nothing: a hit area that catches drags at the window's edge.)
        let coversWindow = !addsItself && addsToWindow(call) && typeName.map { !FrameworkTypes.contains($0) } == true
            && coversContainer(target, call: call, file: file) && !UIKitWindowModal.showsOnlyInBackground(Syntax(call), file: file)
            && !(function.map { body in
                file.facts.assignments("backgroundColor", in: body).contains {
                    $0.owner.map(VariableResolver.normalizedText) == VariableResolver.normalizedText(target) && $0.value.descendantsOrSelfMembers().contains("clear")
                }
            } ?? false)
        var recognition: [ProjectCondition] = []
        let named = isBlockingProgress || isScrim || overScrim || coversHostItself || coversWindowItself || coversWindow
            || names.contains { NameHeuristics.namesModal($0, vocabulary: file.settings.vocabulary) }
        if !named {
            guard let typeName, !FrameworkTypes.contains(typeName) else { return nil }
            recognition = [.typeHas(typeName, .looksModal)]
        }
        let statement = call.ancestor(CodeBlockItemSyntax.self)
        return UIKitModalPresentation(
            call: call, argument: argument, variable: variable, typeName: typeName, isChildController: isChildController,
            statement: statement, enclosingType: type, enclosingFunction: function, recognitionConditions: recognition,
            isBlockingProgress: isBlockingProgress)
    }

    /// True when the view is given a dimming colour (`UIColor.black.withAlphaComponent(0.4)`) by the code that shows
    /// it, by its type's code in this file, or in its own lazy initializer: a scrim over the screen.
    package static func dimmedWhereShown(_ target: ExprSyntax, variable: ResolvedVariable?, call: FunctionCallExprSyntax, file: SourceFileContext) -> Bool {
        let name = VariableResolver.normalizedText(target)
        let scope = call.enclosingTypeDeclaration.map { Syntax($0.node) } ?? call.enclosingFunctionBody.map(Syntax.init)
        if let scope, file.facts.assignments("backgroundColor", in: scope).contains(where: { assignment in
            assignment.owner.map(VariableResolver.normalizedText) == name && DimmingCues.isDimmingColor(assignment.value)
        }) {
            return true
        }
        if let initializer = variable?.initializer {
            return file.facts.assignments("backgroundColor", in: Syntax(initializer)).contains { DimmingCues.isDimmingColor($0.value) }
        }
        return false
    }

    /// True when the code that adds the view makes it fill its container: `hud.frame = view.bounds`,
    /// `view.pinSubviewToAllEdges(hud)`, `hud.autoresizingMask = [.flexibleWidth, .flexibleHeight]`.
    package static func coversContainer(_ target: ExprSyntax, call: FunctionCallExprSyntax, file: SourceFileContext) -> Bool {
        guard let function = call.enclosingFunctionBody else { return false }
        let name = VariableResolver.normalizedText(target)
        let isTarget: (ExprSyntax?) -> Bool = { owner in
            guard let owner else { return name == "self" }
            return VariableResolver.normalizedText(owner) == name
        }
        // `sheet.frame = host.bounds`, or the host's own frame (`frame = host.frame`) for a view added to that host.
        let host = call.receiver.map(VariableResolver.normalizedText)
        // A view adding itself, made with the host's size (`super.init(frame: window.frame)`).
        if name == "self", let host, function.statements.contains(where: { item in
            guard let made = item.item.as(FunctionCallExprSyntax.self), made.calledExpression.as(MemberAccessExprSyntax.self)?.base?.is(SuperExprSyntax.self) == true,
                let frame = made.argument("frame")?.expression.as(MemberAccessExprSyntax.self), let base = frame.base
            else { return false }
            return ["frame", "bounds"].contains(frame.declName.baseName.text) && VariableResolver.normalizedText(base) == host
        }) {
            return true
        }
        if file.facts.assignments("frame", in: function).contains(where: { assignment in
            guard isTarget(assignment.owner) else { return false }
            if assignment.value.lastNameComponent == "bounds" { return true }
            guard let member = assignment.value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "frame", let base = member.base
            else { return false }
            return host != nil && VariableResolver.normalizedText(base) == host
        }) {
            return true
        }
        if file.facts.assignments("autoresizingMask", in: function).contains(where: {
            isTarget($0.owner) && $0.value.descendantsOrSelfMembers().isSuperset(of: ["flexibleWidth", "flexibleHeight"])
        }) {
            return true
        }
        if function.statements.contains(where: { item in
            item.item.as(FunctionCallExprSyntax.self).map { pin in
                let callee = pin.calledExpression.lastNameComponent?.lowercased() ?? ""
                if callee.hasPrefix("pin") && callee.contains("edges")
                    && pin.arguments.contains(where: { VariableResolver.normalizedText($0.expression) == name })
                {
                    return true
                }
                // The view's own helper that pins it to whatever holds it (`cover.pinToParent()`, `cover.fillSuperview()`).
                guard pin.arguments.isEmpty, let receiver = pin.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                    VariableResolver.normalizedText(receiver) == name
                else { return false }
                return ["pin", "fill", "constrain", "stretch", "match"].contains(where: callee.hasPrefix)
                    && ["parent", "superview", "container", "edges"].contains(where: callee.contains)
            } ?? false
        }) {
            return true
        }
        // The view's own layout helper handed the host (`loader.activateConstraints(in: window)`, `cover.pin(to: view)`),
        // or constraints tying all four of its edges in this code (`cover.topAnchor.constraint(equalTo: view.topAnchor)`…).
        if let host, file.facts.callsByName.contains(where: { callee, calls in
            let lowered = callee.lowercased()
            guard ["constrain", "pin", "fill", "embed", "stretch", "cover", "match", "layout"].contains(where: lowered.contains) else { return false }
            // Handed the container alone: a helper pinning one edge (`pin(.top, to: .top, of: window)`) says nothing of the rest.
            return calls.contains { call in
                call.isContained(in: function) && call.receiver.map(VariableResolver.normalizedText) == name
                    && call.arguments.count == 1 && call.arguments.first.map { VariableResolver.normalizedText($0.expression) } == host
            }
        }) {
            return true
        }
        let anchors = Set(function.descendants(MemberAccessExprSyntax.self).compactMap { member -> String? in
            guard let base = member.base, VariableResolver.normalizedText(base) == name else { return nil }
            return member.declName.baseName.text
        })
        return anchors.contains("topAnchor") && anchors.contains("bottomAnchor")
            && (anchors.contains("leadingAnchor") || anchors.contains("leftAnchor")) && (anchors.contains("trailingAnchor") || anchors.contains("rightAnchor"))
    }

    /// Functions that build a controller's or a view's own content: what they add to their own view is
    /// part of it, not a surface shown over the screen (when the controller itself is presented over the
    /// screen, the presentation rule judges it).
    /// (`viewWillAppear` too: a view added there is on screen when the presentation moves focus into the screen.)
    package static let setUpFunctionNames: Set<String> = ["viewDidLoad", "viewWillAppear", "loadView", "awakeFromNib", "init", "layoutSubviews"]
    package static let setUpPrefixes = ["setup", "setUp", "configure", "layout", "build", "make", "add", "install", "commonInit"]

    /// `view.addSubview(card)` inside `viewDidLoad` or `setUpViews()`, `addSubview(label)` inside a view's
    /// initializer.
    private static func isBuildingOwnContent(_ call: FunctionCallExprSyntax) -> Bool {
        let receiver = call.receiver.map(VariableResolver.normalizedText)
        guard receiver == nil || receiver == "view" || receiver == "self" || receiver == "contentView" else { return false }
        var current = call.parent
        while let node = current {
            if node.is(InitializerDeclSyntax.self) { return true }
            if let function = node.as(FunctionDeclSyntax.self) {
                let name = function.name.text
                return setUpFunctionNames.contains(name) || setUpPrefixes.contains { name.hasPrefix($0) }
            }
            if node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// True when the receiver of `addSubview` is a window or a screen's root view: `view` in a controller,
    /// `window`, `view.window`, `navigationController?.view`, `UIApplication.shared.keyWindow`, or a view handed
    /// in by the caller (`func show(in container: UIView)`), which is how reusable popups are shown.
    package static func addsToScreenLevelContainer(_ call: FunctionCallExprSyntax) -> Bool {
        guard let receiver = call.receiver else {
            // `addSubview(x)` inside a view: a window adds to itself; any other view builds its own content.
            return call.enclosingTypeDeclaration.map { $0.name.hasSuffix("Window") || $0.inheritedTypes.contains("UIWindow") } ?? false
        }
        return isScreenLevel(receiver, at: call)
    }

    /// The container a view is added to, written at `call`, is a window or a screen's root view (`view`, `self.view`,
    /// `navigationController?.view`), or a container view the enclosing function is handed.
    private static func isScreenLevel(_ container: ExprSyntax, at call: FunctionCallExprSyntax) -> Bool {
        let type = call.enclosingTypeDeclaration
        let parts = path(of: container)
        guard let last = parts.last else { return false }
        if parts.contains(where: { $0.lowercased().hasSuffix("window") || $0 == "windows" || $0 == "first" && parts.contains("windows") }) {
            return true
        }
        // A container view passed in as a parameter by the caller.
        if parts.count == 1, let function = call.ancestor(FunctionDeclSyntax.self),
            function.signature.parameterClause.parameters.contains(where: { parameter in
                (parameter.secondName ?? parameter.firstName).text == last && parameter.type.simpleName == "UIView"
            })
        {
            return true
        }
        guard last == "view" else { return false }
        // `view` in a function outside any type can only be a controller's view.
        if parts.count == 1 || (parts.count == 2 && parts[0] == "self") { return type.map(isController) ?? true }
        return screenControllers.contains(parts[parts.count - 2]) || parts[parts.count - 2].hasSuffix("ViewController")
    }

    /// `window?.addSubview(…)`, `view.window?.addSubview(…)`, `UIApplication.shared.keyWindow?.addSubview(…)`.
    private static func addsToWindow(_ call: FunctionCallExprSyntax) -> Bool {
        receiverPath(call)?.contains { $0.lowercased().hasSuffix("window") } ?? false
    }

    /// The receiver of `addSubview` as names: `navigationController?.view` reads as `["navigationController", "view"]`.
    private static func receiverPath(_ call: FunctionCallExprSyntax) -> [String]? {
        call.receiver.map(path)
    }

    private static func path(of expression: ExprSyntax) -> [String] {
        VariableResolver.normalizedText(expression).split(separator: ".").map { String($0.filter { $0 != "?" && $0 != "!" }) }
    }

    /// Properties that lead to a controller whose `view` fills a screen: `navigationController?.view`.
    package static let screenControllers: Set<String> = [
        "navigationController", "tabBarController", "splitViewController", "parent", "presentingViewController",
        "rootViewController", "topViewController", "visibleViewController",
    ]

    /// A view controller, by its supertype or its name.
    private static func isController(_ type: TypeDeclaration) -> Bool {
        return type.name.hasSuffix("Controller") || type.name.hasSuffix("VC")
            || type.inheritedTypes.contains { $0.hasSuffix("Controller") }
    }

    /// A custom presentation's animator putting the presented controller's view into the transition
    /// container: the presentation, not a subview, is the modal.
    private static func isTransitionStep(_ call: FunctionCallExprSyntax) -> Bool {
        if let receiver = call.receiver?.compactText, receiver.hasSuffix("containerView") { return true }
        var current = call.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function.name.text == "animateTransition" }
            current = node.parent
        }
        return false
    }

    /// A HUD that lets touches through (`isUserInteractionEnabled = false`), a hidden view, or a view added
    /// only to be measured and removed again in the same function.
    private static func passesTouchesOrIsTemporary(
        target: ExprSyntax, after call: FunctionCallExprSyntax, in function: CodeBlockSyntax?, file: SourceFileContext
    ) -> Bool {
        guard let function else { return false }
        let name = VariableResolver.normalizedText(target)
        for property in ["isUserInteractionEnabled", "isHidden"] {
            for assignment in file.facts.assignments(property, in: function)
            where assignment.owner.map(VariableResolver.normalizedText) == name {
                if property == "isUserInteractionEnabled" ? assignment.value.isFalseLiteral : assignment.value.isTrueLiteral {
                    return true
                }
            }
        }
        return file.facts.calls("removeFromSuperview", in: function).contains { removal in
            removal.position > call.position && removal.receiver.map(VariableResolver.normalizedText) == name
        }
    }

}

extension SyntaxProtocol {
    /// The nearest ancestor of the given kind.
    public func ancestor<Node: SyntaxProtocol>(_ kind: Node.Type) -> Node? {
        var current = parent
        while let node = current {
            if let match = node.as(Node.self) { return match }
            current = node.parent
        }
        return nil
    }
}

extension UIKitModalPresentation: ProjectFactRecorder {
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        draft.recorded += coveringHelpers(in: file)
    }
}
