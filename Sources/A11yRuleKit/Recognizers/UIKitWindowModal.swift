import Foundation
import A11yCore
import SwiftSyntax

/// A second `UIWindow` made visible over the app to host a sheet, a menu, a lock screen or a blocking HUD.
///
/// VoiceOver reads every visible window, so the app's main window stays reachable behind it unless the new
/// window (or its root view) is marked modal, or the main window is hidden from accessibility. Recognized
/// where the code shows the window: `makeKeyAndVisible()` or `isHidden = false` on a window that is not the
/// app's main `window`, or on a type the project declares as a `UIWindow` subclass in the same file.
/// Left out: windows the code does not build (the app's window taken from its scene), windows that let
/// touches through (`isUserInteractionEnabled = false`, or a window class overriding hit testing), windows
/// shown while the same code hides the app's other windows (a replacement, not an overlay), toast and banner
/// windows, and windows made only to present a system alert.
public struct UIKitWindowModal {
    /// The `makeKeyAndVisible()` call or the `isHidden = false` assignment.
    public let showNode: Syntax
    /// The window as written: `lockWindow`, `self.menuWindow`.
    public let windowText: String
    /// The window's declared or constructed type, when it is a project subclass (`AppLockWindow`).
    public let windowType: String?
    /// The type of the controller given as `rootViewController`, when known.
    public let rootControllerType: String?
    public let enclosingType: TypeDeclaration?
    public let function: CodeBlockSyntax

    public var label: String {
        let name = windowText == "self" ? windowType ?? windowText : windowText
        if let rootControllerType { return "window '\(name)' (root \(rootControllerType))" }
        return "window '\(name)'"
    }

    /// Every window overlay shown in the file (computed once per file).
    public static func all(in file: SourceFileContext) -> [UIKitWindowModal] {
        file.memoized(MemoKey("uikit-window-modals")) { file in
            var shows: [(Syntax, ExprSyntax)] = []
            // A window class that shows itself (`isHidden = false` or `makeKeyAndVisible()` in its own methods): the
            // window is `self`.
            // Built only when needed: making a node costs a syntax arena, and most files show no window.
            var madeItself: ExprSyntax?
            func itself() -> ExprSyntax {
                if let madeItself { return madeItself }
                let made = ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
                madeItself = made
                return made
            }
            let inWindowClass = { (node: Syntax) in node.enclosingTypeDeclaration.map(isWindowClass) ?? false }
            for call in file.facts.calls("makeKeyAndVisible") {
                if let receiver = call.receiver {
                    shows.append((Syntax(call), receiver))
                } else if inWindowClass(Syntax(call)) {
                    shows.append((Syntax(call), itself()))
                }
            }
            for assignment in file.facts.assignments("isHidden") where assignment.value.isFalseLiteral {
                if let owner = assignment.owner {
                    shows.append((Syntax(assignment.sequence), owner))
                } else if inWindowClass(Syntax(assignment.sequence)) {
                    shows.append((Syntax(assignment.sequence), itself()))
                }
            }
            var seen: Set<String> = []
            return shows.compactMap { node, receiver -> UIKitWindowModal? in
                guard let modal = recognize(node, receiver: receiver, file: file) else { return nil }
                // One report per window per function.
                let key = "\(modal.function.position.utf8Offset):\(modal.windowText)"
                return seen.insert(key).inserted ? modal : nil
            }
            .sorted { $0.showNode.position < $1.showNode.position }
        }
    }

    private static func recognize(_ node: Syntax, receiver: ExprSyntax, file: SourceFileContext) -> UIKitWindowModal? {
        guard let function = node.enclosingFunctionBody else { return nil }
        let text = VariableResolver.normalizedText(receiver)
        // A window that shows itself and hides again in the same code (`makeKeyAndVisible(); isHidden = true` to set
        // up the key window at launch) is not shown there.
        if text == "self", file.facts.assignments("isHidden", in: Syntax(function)).contains(where: { assignment in
            assignment.value.isTrueLiteral && (assignment.owner == nil || assignment.owner.map(VariableResolver.normalizedText) == "self")
                && assignment.sequence.position > node.position
        }) {
            return nil
        }
        let name = text.split(separator: ".").last.map(String.init) ?? text
        // Raised above the app (`windowLevel = .alert`, `.statusBar + 1`): a window shown over the others, however
        // it was built (a factory, a scene helper, a lazy property).
        let raised = file.facts.assignments("windowLevel").contains { assignment in
            assignment.owner.map(VariableResolver.normalizedText) == text || assignment.owner == nil && assignment.sequence.enclosingTypeDeclaration.map { isWindowType($0.name) || $0.inheritedTypes.contains("UIWindow") } == true
        }
        // The app's own main window, set up by its delegate (a window raised over the app is not that one).
        // (Also its backing storage in the delegate, `_window`.)
        if (name.drop(while: { $0 == "_" }) == "window" || text.hasSuffix("view.window")) && !raised { return nil }
        // An app that keeps a window per state names the one its screens live in (`mainWindow`, `appWindow`): that
        // window is the app, whatever level it is given among the others.
        if mainWindowNames.contains(NameHeuristics.words(name)) { return nil }
        let variable = text == "self" ? nil : VariableResolver.resolve(receiver, at: node, in: file)
        let declaredType = text == "self" ? node.enclosingTypeDeclaration?.name : variable?.typeName
        let assignedTypes = file.facts.assignments(name, in: function).compactMap { $0.value.constructedTypeName }
        let windowType = declaredType ?? assignedTypes.first
        let looksLikeWindow = name.lowercased().hasSuffix("window") || (windowType.map(isWindowType) ?? false) || raised
        guard looksLikeWindow else { return nil }
        if NameHeuristics.namesNonBlockingSurface(name) || (windowType.map(NameHeuristics.namesNonBlockingSurface) ?? false) {
            // A toast or banner window; a HUD window that blocks touches is still a modal.
            if !(name.lowercased().contains("hud") || (windowType?.lowercased().contains("hud") ?? false)) { return nil }
        }
        let owned: (Assignment) -> Bool = { assignment in
            (assignment.owner.map(VariableResolver.normalizedText) ?? "self") == text
        }
        if file.facts.assignments("isUserInteractionEnabled", in: function).contains(where: { owned($0) && $0.value.isFalseLiteral }) {
            return nil
        }
        // A window made only to present a system alert from (also from an extension of the alert itself).
        if !file.facts.calls("UIAlertController", in: function).isEmpty { return nil }
        if let type = node.enclosingTypeDeclaration, type.kind == .extension && UIKitClasses.systemControllers.contains(type.name)
            || type.inheritedTypes.contains(where: UIKitClasses.systemControllers.contains)
        {
            return nil
        }
        // The app's main window, handed to the app or scene delegate's `window` property where it is shown.
        if let delegate = node.enclosingTypeDeclaration, isAppDelegate(delegate),
            file.facts.assignments("window", in: function).contains(where: { VariableResolver.normalizedText($0.value) == text })
        {
            return nil
        }
        // A window given a frame of its own rather than the screen's bounds (a floating button) covers only part of it.
        let frames = file.facts.assignments("frame", in: function).filter { $0.owner.map(VariableResolver.normalizedText) == text }.map(\.value)
            + file.facts.assignments(name).compactMap { assignment -> ExprSyntax? in
                guard let call = assignment.value.as(FunctionCallExprSyntax.self), assignment.value.constructedTypeName.map(isWindowType) == true else { return nil }
                return call.argument("frame")?.expression
            }
        // (The screen's bounds, or another window's frame, `UIWindow(frame: mainWindow!.frame)`, is the full screen.)
        if !frames.isEmpty, frames.allSatisfy({ !coversScreen(frame: $0) }) { return nil }
        // Only a window the app makes is a second window: one taken from the scene (`scene.keyWindow`) is
        // the app's own, unless the code raises it over the others.
        guard raised || createsWindow(named: name, declared: variable, in: file) else { return nil }
        // Not a blocking surface: a window that hides itself after a delay (a banner), or one shown only while
        // the app leaves the foreground (a privacy cover for the app switcher).
        if hidesItselfLater(text, in: node.enclosingTypeDeclaration.map { Syntax($0.node) } ?? Syntax(function), shownIn: function, file: file) { return nil }
        // A cover that asks the user to unlock the app (its code speaks of authentication, biometrics or a passcode)
        // stays when the app comes back: a lock screen over the app, whatever its name or when it first shows.
        let asksToUnlock = function.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return NameHeuristics.words(name).contains { NameHeuristics.unlockWords.contains($0) }
        }
        if !asksToUnlock, showsOnlyInBackground(node, file: file) { return nil }
        // A window named for a privacy cover (or rooted in one) hides the app while it is in the switcher or behind a
        // system prompt; the app takes it away itself.
        // (A window class that shows itself may be given its root in another of its methods, and a storyboard's scene
        // is known by its id: `instantiateViewController(withIdentifier: "PrivacyShieldController")`.)
        let rootScope = text == "self" ? node.enclosingTypeDeclaration.map { Syntax($0.node) } ?? Syntax(function) : Syntax(function)
        let rootAssignment = file.facts.assignments("rootViewController", in: rootScope).first(where: owned)
        let rootName = rootAssignment.flatMap { assignment -> String? in
            let initializer = VariableResolver.resolve(assignment.value, at: assignment.sequence, in: file)
            let made = (initializer?.initializer ?? assignment.value).unwrapped.as(FunctionCallExprSyntax.self)
            return assignment.value.constructedTypeName ?? initializer?.typeName
                ?? made?.argument("withIdentifier")?.expression.staticStringValue ?? made?.argument("identifier")?.expression.staticStringValue
        }
        if !asksToUnlock, ([name, windowType] + [rootName]).compactMap({ $0 }).contains(where: NameHeuristics.namesSelfEndingCover) { return nil }
        // A window class that passes touches through (`hitTest` or `point(inside:with:)` overridden).
        let builtTypes = file.facts.assignments(name).compactMap { $0.value.constructedTypeName } + [windowType].compactMap { $0 }
        if builtTypes.contains(where: { letsTouchesThrough($0, in: file) }) { return nil }
        // Shown while the same code hides the app's other windows: it replaces them, it is not over them. So is a
        // window whose showing function is called only where the code then hides another window
        // (`showRestoreWindow(); hideMainWindow()`).
        if hidesAnotherWindow(in: Syntax(function), than: text, file: file) || replacesWindowAtEveryCall(function, than: text, file: file) {
            return nil
        }
        let root = file.facts.assignments("rootViewController", in: function).first(where: owned)
        // A window that hosts whatever view its caller hands it (`present(content:)` making `UIHostingController(rootView:
        // content())`): what it shows is judged where that view is declared (a panel over its own scrim, a banner).
        if let root, hostsHandedContent(root.value, at: root.sequence, in: function, file: file) { return nil }
        let rootType = root.flatMap { assignment -> String? in
            // A hosting controller is judged by the SwiftUI view it hosts, which may mark itself modal.
            if let hosted = hostedViewType(assignment.value, at: assignment.sequence, in: file) { return hosted }
            if let type = assignment.value.constructedTypeName { return type }
            return VariableResolver.resolve(assignment.value, at: assignment.sequence, in: file)?.typeName
        }
        return UIKitWindowModal(
            showNode: node, windowText: text, windowType: windowType.flatMap { FrameworkTypes.contains($0) ? nil : $0 },
            rootControllerType: rootType.flatMap { FrameworkTypes.contains($0) ? nil : $0 },
            enclosingType: node.enclosingTypeDeclaration, function: function)
    }

    /// `UIScreen.main.bounds`, `scene.coordinateSpace.bounds`, `mainWindow!.frame`.
    private static func coversScreen(frame: ExprSyntax) -> Bool {
        let text = frame.compactText
        if text.contains("bounds") { return true }
        guard let member = frame.unwrapped.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "frame", let base = member.base
        else { return false }
        return VariableResolver.normalizedText(base).lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "!?")).hasSuffix("window")
    }

    private static func isWindowType(_ name: String) -> Bool { name == "UIWindow" || name.hasSuffix("Window") }

    /// A class of the app that is a window (`class CallWindow: UIWindow`).
    private static func isWindowClass(_ type: TypeDeclaration) -> Bool {
        type.kind == .class && type.inheritedTypes.contains(where: isWindowType)
    }

    /// The app's or a scene's delegate, which owns the main window.
    package static func isAppDelegate(_ type: TypeDeclaration) -> Bool {
        type.name.hasSuffix("AppDelegate") || type.name.hasSuffix("SceneDelegate")
            || type.inheritedTypes.contains { ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"].contains($0) }
    }

    /// Words of the name of the window an app's screens live in, when it keeps several.
    private static let mainWindowNames: Set<[String]> = [["main", "window"], ["app", "window"], ["root", "window"], ["primary", "window"]]

    /// True when code in `scope` hides a window other than `window` (`mainWindow?.isHidden = true`).
    private static func hidesAnotherWindow(in scope: Syntax, than window: String, file: SourceFileContext) -> Bool {
        let name = window.split(separator: ".").last.map(String.init) ?? window
        return file.facts.assignments("isHidden", in: scope).contains { assignment in
            // Not the window itself (`self?.menuWindow?.isHidden = true` in the closure that closes it).
            guard assignment.value.isTrueLiteral, let owner = assignment.owner.map(VariableResolver.normalizedText),
                owner != window, owner.split(separator: ".").last.map(String.init) != name
            else { return false }
            return owner.lowercased().hasSuffix("window")
        }
    }

    /// The function that shows the window is called in the file, and every function calling it also hides another
    /// window, itself or through a function of the file that does (`hideMainWindow()`, even after a delay).
    private static func replacesWindowAtEveryCall(_ body: CodeBlockSyntax, than window: String, file: SourceFileContext) -> Bool {
        guard let shower = body.parent?.as(FunctionDeclSyntax.self) else { return false }
        let callers = file.facts.calls(shower.name.text).filter { !$0.isContained(in: Syntax(shower)) }
        guard !callers.isEmpty else { return false }
        // (Also one named for hiding another window, `hideSplashWindow()`, whatever it does to it: a lower level.)
        let own = Set(NameHeuristics.words(window.split(separator: ".").last.map(String.init) ?? window)).subtracting(["window"])
        let hiders = file.facts.functionsByName.filter { name, functions in
            let words = NameHeuristics.words(name)
            if words.contains("window"), DismissAnalysis.namesDismissal(name), own.isDisjoint(with: words) { return true }
            return functions.contains { $0.body.map { hidesAnotherWindow(in: Syntax($0), than: window, file: file) } ?? false }
        }.keys
        return callers.allSatisfy { call in
            guard let caller = call.enclosingFunctionBody else { return false }
            return hidesAnotherWindow(in: Syntax(caller), than: window, file: file)
                || hiders.contains { !file.facts.calls($0, in: Syntax(caller)).isEmpty }
        }
    }

    /// A delayed block (`asyncAfter`, a timer, `perform(_:with:afterDelay:)`) hides or drops the window: it shows
    /// for a moment and goes, like a toast. A delay inside a function named for hiding (`hidePasscodeWindow()` waiting
    /// for its fade) counts only when the code that shows the window calls that function: otherwise it is the
    /// hiding something else asks for, not a timer.
    package static func hidesItselfLater(_ window: String, in scope: Syntax, shownIn shower: CodeBlockSyntax? = nil, file: SourceFileContext) -> Bool {
        let delayed = file.facts.calls("asyncAfter", in: scope) + file.facts.calls("scheduledTimer", in: scope)
            + file.facts.calls("perform", in: scope).filter { $0.argument("afterDelay") != nil }
        return delayed.contains { call in
            if let shower, let hider = call.ancestor(FunctionDeclSyntax.self), hider.body?.id != shower.id,
                DismissAnalysis.namesDismissal(hider.name.text), file.facts.calls(hider.name.text, in: Syntax(shower)).isEmpty
            {
                return false
            }
            let hides = file.facts.assignments("isHidden", in: Syntax(call)).contains {
                $0.value.isTrueLiteral && ($0.owner.map(VariableResolver.normalizedText) ?? "self") == window
            }
            let drops = file.facts.assignments(window.split(separator: ".").last.map(String.init) ?? window, in: Syntax(call)).contains { $0.value.isNilLiteral }
            let selector = call.argument("selector")?.expression ?? call.arguments.first?.expression
            let hidingSelector = call.calledExpression.lastNameComponent == "perform"
                && selector.map { DismissAnalysis.namesDismissal(TypeFactsCollector.selectorName($0)) } ?? false
            return hides || drops || hidingSelector
        }
    }

    /// Shown from the app's resign-active or enter-background handling: a cover for the app switcher. A helper
    /// of the type (`showPrivacyScreen()`) counts when every call of it in the file comes from that handling.

    package static func showsOnlyInBackground(_ node: Syntax, file: SourceFileContext, depth: Int = 0) -> Bool {
        let words = ["ResignActive", "resignActive", "EnterBackground", "enterBackground"]
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                if words.contains(where: { function.name.text.contains($0) }) { return true }
                guard depth < 2, function.signature.parameterClause.parameters.isEmpty else { return false }
                let calls = file.facts.calls(function.name.text).filter { $0.arguments.isEmpty && !$0.isContained(in: Syntax(function)) }
                return !calls.isEmpty && calls.allSatisfy { showsOnlyInBackground(Syntax($0), file: file, depth: depth + 1) }
            }
            // `NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification) { … }`
            if let closure = ancestor.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.arguments.contains(where: { argument in words.contains { argument.expression.compactText.contains($0) } })
            {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// The file builds the window: its declaration or an assignment to it constructs a window type.
    private static func createsWindow(named name: String, declared variable: ResolvedVariable?, in file: SourceFileContext) -> Bool {
        if let initializer = variable?.initializer, let type = initializer.constructedTypeName ?? closureResultType(initializer) {
            return isWindowType(type)
        }
        return file.facts.assignments(name).contains { assignment in
            assignment.value.constructedTypeName.map(isWindowType) ?? false
        }
    }

    /// `lazy var window: UIWindow = { let w = UIWindow(…); …; return w }()`: the window the closure builds.
    private static func closureResultType(_ initializer: ExprSyntax) -> String? {
        guard let closure = initializer.as(FunctionCallExprSyntax.self)?.calledExpression.as(ClosureExprSyntax.self) else { return nil }
        return closure.descendants(FunctionCallExprSyntax.self).lazy.compactMap { ExprSyntax($0).constructedTypeName }.first(where: isWindowType)
    }

    /// A window class of this file that overrides hit testing: touches reach the windows beneath it.
    private static func letsTouchesThrough(_ type: String, in file: SourceFileContext) -> Bool {
        guard let declaration = file.facts.typeDeclarations.first(where: { $0.name == type && $0.kind == .class }) else { return false }
        return (file.facts.functions("hitTest") + file.facts.functions("point")).contains { $0.isContained(in: declaration.node) }
    }

    // MARK: - Checks

    /// Where the showing code lives: the enclosing type, or the function when it is free.
    package var siteScope: Syntax { enclosingType.map { Syntax($0.node) } ?? Syntax(function) }

    /// `accessibilityViewIsModal = true` on the window in the showing code, or the main window hidden from
    /// VoiceOver there (`accessibilityElementsHidden = true`).
    package func marksModalAtSite(in file: SourceFileContext) -> Bool {
        // The window itself, or the view of the controller made its root (`lockScreen.view.accessibilityViewIsModal`).
        let roots = file.facts.assignments("rootViewController", in: siteScope).filter { assignment in
            (assignment.owner.map(VariableResolver.normalizedText) ?? "self") == windowText
        }.map { VariableResolver.normalizedText($0.value) }
        let owners = [windowText] + roots
        if file.facts.assignments("accessibilityViewIsModal", in: siteScope).contains(where: { assignment in
            guard assignment.value.isTrueLiteral else { return false }
            // Set in the window class itself (`accessibilityViewIsModal = true`): the owner is `self`.
            let owner = assignment.owner.map(VariableResolver.normalizedText) ?? "self"
            return owners.contains { owner == $0 || owner.hasPrefix($0 + ".") }
        }) {
            return true
        }
        return file.facts.assignments("accessibilityElementsHidden", in: siteScope).contains { $0.value.isTrueLiteral }
    }

    package func movesFocusAtSite(in file: SourceFileContext) -> Bool {
        AccessibilityAPIs.postsFocusNotification(onPathOf: function, facts: file.facts)
    }

    /// The finding stands only if neither the window's own class nor its root controller has the fact.
    package func conditions(lacking fact: TypeFact) -> [ProjectCondition] {
        // A window class that overrides hit testing (in any file) lets touches through to the app beneath.
        [windowType, rootControllerType].compactMap { $0 }.map { .typeLacks($0, fact) } + (windowType.map { [.typeLacks($0, .widensTapArea)] } ?? [])
    }

    /// The escape finding needs a root controller the project declares: one from elsewhere may handle it.
    package func escapeConditions() -> [ProjectCondition] {
        var conditions = conditions(lacking: .handlesEscape)
        if let rootControllerType { conditions.append(.typeHas(rootControllerType, .declared)) }
        if let enclosingType { conditions.append(.typeLacks(enclosingType.name, .handlesEscape)) }
        return conditions
    }
}

extension UIKitWindowModal {
    /// `MediaPreview` for `window.rootViewController = UIHostingController(rootView: MediaPreview(…))`, also through
    /// variables (`let host = UIHostingController(rootView: preview)` with `let preview = MediaPreview(…)`).
    /// True when the root controller hosts a view the enclosing function is handed: `UIHostingController(rootView:
    /// content())` or `(rootView: content.environmentObject(model))` where `content` is a parameter.
    private static func hostsHandedContent(_ value: ExprSyntax, at node: some SyntaxProtocol, in function: CodeBlockSyntax, file: SourceFileContext) -> Bool {
        let call = value.unwrapped.as(FunctionCallExprSyntax.self)
            ?? VariableResolver.resolve(value, at: node, in: file)?.initializer?.as(FunctionCallExprSyntax.self)
        guard let rootView = call?.argument("rootView")?.expression,
            let declaration = function.parent?.as(FunctionDeclSyntax.self)
        else { return false }
        let root = ModifierChain(rootView).root
        let name = (root.as(FunctionCallExprSyntax.self)?.calledExpression ?? root).as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name else { return false }
        return declaration.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }

    package static func hostedViewType(_ value: ExprSyntax, at node: some SyntaxProtocol, in file: SourceFileContext) -> String? {
        let call = value.unwrapped.as(FunctionCallExprSyntax.self)
            ?? VariableResolver.resolve(value, at: node, in: file)?.initializer?.as(FunctionCallExprSyntax.self)
        guard let call, let rootView = call.argument("rootView")?.expression else { return nil }
        if let type = rootView.constructedTypeName { return type }
        let variable = VariableResolver.resolve(rootView, at: node, in: file)
        return variable?.typeName ?? variable?.initializer?.constructedTypeName
    }
}
