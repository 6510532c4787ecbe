import A11yCore
import SwiftSyntax

/// A place where the app replaces the whole visible screen by hand, so VoiceOver is not told on its own.
///
/// UIKit: the key window's `rootViewController` assigned after launch (sign-in, sign-out, a language change);
/// a child view controller's view added in code that swaps children (the type also removes children, or
/// the function is named for a change: `replace…`, `transition…`, `show…`); `transition(from:to:duration:…)`.
/// SwiftUI: a view whose `body` is a `switch` or an `if`/`else` choosing between whole screens on a state that
/// names a session, onboarding or destination (`switch session.state { case .signedIn: … }`,
/// `if isLoggedIn { Home() } else { Login() }`).
///
/// Left alone: navigation pushes, tab switches and system presentations (VoiceOver follows them); windows
/// made in the same function (a new window is a presentation or the first setup); the launch callbacks
/// (`application(_:didFinishLaunchingWithOptions:)`, `scene(_:willConnectTo:options:)`); children added once
/// in `viewDidLoad` and the like; switches on loading, loaded and error states inside one screen.
public struct ScreenChange {
    public enum Kind: Sendable {
        case windowRoot
        case childSwap
        case switchedBody
    }

    public let node: Syntax
    public let framework: Framework
    public let kind: Kind
    /// What changes: `'window.rootViewController'`, `'detailsViewController'`, `'session.state'`.
    public let subject: String
    public let typeName: String?

    public static func all(in file: SourceFileContext) -> [ScreenChange] {
        file.memoized(MemoKey("screen-changes")) { file in
            // AppKit windows and view controllers announce with other calls (`NSAccessibility.post`).
            if file.facts.importsAppKitOnly { return [] }
            return windowRoots(in: file) + childSwaps(in: file) + switchedBodies(in: file)
        }
    }

    // MARK: - UIKit

    /// Functions the system calls once to build the app or a screen: a child or a root set there is the first
    /// content, not a change.
    package static let setupFunctions: Set<String> = [
        "application", "scene", "sceneWillEnterForeground", "viewDidLoad", "loadView", "awakeFromNib",
        "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "start",
    ]
    package static let setupWords: [[UInt8]] = ["setup", "init", "initial", "configure", "launch", "build", "preview"].map { Array($0.utf8) }

    private static func windowRoots(in file: SourceFileContext) -> [ScreenChange] {
        var changes: [ScreenChange] = []
        for assignment in file.facts.assignments("rootViewController") {
            // The app's window; a window with a purpose of its own (`toastWindow`, `alertWindow`) is an overlay.
            guard let owner = assignment.owner, let ownerName = owner.lastNameComponent,
                ["window", "keyWindow", "mainWindow", "appWindow"].contains(ownerName), !assignment.value.isNilLiteral
            else { continue }
            // A type other than the app's or scene's delegate that makes a window of its own shows it over the app.
            if let type = assignment.sequence.enclosingTypeDeclaration, !isAppDelegate(type),
                file.facts.calls("UIWindow").contains(where: { $0.isContained(in: type.node) })
            {
                continue
            }
            guard let scope = codeScope(of: assignment.sequence), !isSetup(scope) else { continue }
            let windowText = owner.compactText.replacingOccurrences(of: "?", with: "")
            // A helper that makes the window only when there is none yet (`if window == nil { window = UIWindow(…) }`)
            // sets the first root once and replaces the screen on every later call.
            let missingCheck = ownerName + "==nil"
            let windowsMade = file.facts.calls("UIWindow").filter { $0.isContained(in: scope.body) }
            let makesWindowOnlyWhenMissing = !windowsMade.isEmpty && windowsMade.allSatisfy { call in
                call.ancestor(IfExprSyntax.self).map { Syntax($0.conditions).compactText.replacingOccurrences(of: " ", with: "").contains(missingCheck) } == true
            }
            if !makesWindowOnlyWhenMissing {
                // A window made here is new: shown for the first time, or over the app as a presentation.
                if !windowsMade.isEmpty { continue }
                if file.facts.calls("makeKeyAndVisible").contains(where: { $0.isContained(in: scope.body) }) { continue }
                // The window itself is set here (or this is its `didSet`), or raised to a level of its own: a new or
                // overlay window, shown for the first time.
                if scope.name == ownerName
                    || file.facts.assignments(ownerName).contains(where: { $0.target.compactText == windowText && $0.sequence.isContained(in: scope.body) })
                    || file.facts.assignments("windowLevel").contains(where: { $0.sequence.isContained(in: scope.body) })
                {
                    continue
                }
            }
            if postsFocus(in: scope, facts: file.facts) { continue }
            // The root it already has, set back (`guard let tabs = currentTabs()` … `rootViewController = tabs`, where
            // `currentTabs()` returns the window's root): nothing is replaced, unless the same code changes what that
            // root shows (another tab, a new navigation stack), which is a new screen all the same.
            if setsBackCurrentRoot(assignment.value, in: scope.body, file: file), !changesShownContent(in: scope.body, file: file) { continue }
            // Replaced again in the same code before anything is drawn (`rootViewController = splash` … `rootViewController
            // = tabs`): nobody meets the first screen, only the last.
            let closure = { (node: Syntax) in node.ancestor(ClosureExprSyntax.self)?.position }
            if file.facts.assignments("rootViewController").contains(where: { later in
                later.sequence.position > assignment.sequence.position && later.sequence.isContained(in: scope.body)
                    && later.owner?.compactText.replacingOccurrences(of: "?", with: "") == windowText
                    && closure(Syntax(later.sequence)) == closure(Syntax(assignment.sequence))
            }) {
                continue
            }
            // Code that runs only while the window has no root yet sets the first one.
            let rootCheck = windowText + ".rootViewController == nil"
            if scope.body.descendants(GuardStmtSyntax.self).contains(where: { Syntax($0.conditions).compactText.contains(rootCheck) })
                || assignment.sequence.ancestor(IfExprSyntax.self).map({ Syntax($0.conditions).compactText.contains(rootCheck) }) == true
            {
                continue
            }
            changes.append(ScreenChange(
                node: Syntax(assignment.sequence), framework: .uiKit, kind: .windowRoot,
                subject: "\(owner.compactText).rootViewController", typeName: assignment.sequence.enclosingTypeDeclaration?.name))
        }
        return changes
    }

    private static func childSwaps(in file: SourceFileContext) -> [ScreenChange] {
        let facts = file.facts
        var changes: [ScreenChange] = []
        // Each child added outside the screen's setup, and the call that puts its view on screen: `addSubview`,
        // `insertSubview`, or a helper of the project given `child.view`.
        for addChild in facts.calls("addChild") {
            guard let child = addChild.arguments.first?.expression.unwrapped, let scope = codeScope(of: addChild), !isSetup(scope),
                let type = addChild.enclosingTypeDeclaration, isViewController(type)
            else { continue }
            let childName = child.compactText
            if NameHeuristics.hasWord(child.lastNameComponent ?? childName, in: partialContentWords)
                || NameHeuristics.hasWord(type.name, in: dropDownWords)
            {
                continue
            }
            // A helper added to every view controller: whether it replaces anything depends on callers elsewhere.
            if type.kind == .extension && type.name == "UIViewController" { continue }
            // (Also a function that switches to the tab it is given: `show(tab:)`, `select(segment:)`.)
            if ([type.name, scope.name, childName] + scope.parameters).contains(where: { NameHeuristics.hasWord($0, in: tabWords) }) { continue }
            if isCalledOnlyWhileSettingUp(scope, facts: facts) { continue }
            guard let placing = viewPlacement(of: childName, in: scope, facts: facts) else { continue }
            let removesChildren = (facts.calls("removeFromParent") + facts.calls("willMove").filter { $0.arguments.first?.expression.isNilLiteral == true })
                .contains { $0.isContained(in: type.node) }
            guard removesChildren || NameHeuristics.hasWord(scope.name, in: changeWords) else { continue }
            if postsFocus(in: scope, facts: facts) { continue }
            changes.append(ScreenChange(
                node: Syntax(placing), framework: .uiKit, kind: .childSwap, subject: childName, typeName: type.name))
        }
        for call in facts.calls("transition") where call.argument("from") != nil && call.argument("to") != nil && call.argument("duration") != nil {
            if let type = call.enclosingTypeDeclaration, type.kind == .extension && type.name == "UIViewController" { continue }
            guard let scope = codeScope(of: call), !isSetup(scope), !isCalledOnlyWhileSettingUp(scope, facts: facts),
                !([call.enclosingTypeDeclaration?.name ?? "", scope.name] + scope.parameters).contains(where: { NameHeuristics.hasWord($0, in: tabWords) }),
                !postsFocus(in: scope, facts: facts)
            else { continue }
            let subject = call.argument("to")?.expression.compactText ?? "the new child"
            changes.append(ScreenChange(
                node: Syntax(call), framework: .uiKit, kind: .childSwap, subject: subject,
                typeName: call.enclosingTypeDeclaration?.name))
        }
        return changes
    }

    package static func isAppDelegate(_ type: TypeDeclaration) -> Bool {
        type.name.hasSuffix("AppDelegate") || type.name.hasSuffix("SceneDelegate")
            || type.inheritedTypes.contains { $0.hasSuffix("ApplicationDelegate") || $0.hasSuffix("SceneDelegate") }
    }

    /// The call in `scope` that puts `child.view` in the screen's own view or its content container:
    /// `view.addSubview(child.view)`, `contentContainer.insertSubview(child.view, at: 0)`, or a helper of the
    /// project named for it (`embedSubview(child.view)`). A stack or scroll view given the child's view is
    /// building a screen out of sections, not replacing it.
    private static func viewPlacement(of child: String, in scope: CodeScope, facts: SyntaxFacts) -> FunctionCallExprSyntax? {
        let expected = child + ".view"
        for call in scope.body.descendants(FunctionCallExprSyntax.self) {
            guard call.arguments.contains(where: { $0.expression.unwrapped.compactText == expected }),
                let name = call.calledExpression.lastNameComponent
            else { continue }
            let placesView = name == "addSubview" || name == "insertSubview"
                || (NameHeuristics.hasWord(name, in: placementWords) && !NameHeuristics.hasWord(name, in: stackWords))
            guard placesView else { continue }
            guard let receiver = call.receiver?.unwrapped else { return call }
            if receiver.isSelfReference { return call }
            let receiverName = receiver.lastNameComponent ?? ""
            if receiverName == "view"
                || (NameHeuristics.hasWord(receiverName, in: containerWords) && !NameHeuristics.hasWord(receiverName, in: stackWords))
            {
                return call
            }
        }
        return nil
    }

    package static let placementWords: [[UInt8]] = ["subview", "embed", "attach", "pin", "fill"].map { Array($0.utf8) }
    package static let containerWords: [[UInt8]] = ["container", "content"].map { Array($0.utf8) }
    package static let stackWords: [[UInt8]] = ["arranged", "stack", "scroll"].map { Array($0.utf8) }

    /// A view controller (or a container of them), where children make up the screen; views and cells that
    /// host a controller only embed content.
    package static func isViewController(_ type: TypeDeclaration) -> Bool {
        ([type.name] + type.inheritedTypes).contains { $0.hasSuffix("Controller") }
    }

    /// Children that cover part of a screen for a while: an empty state, a spinner, a banner.
    package static let partialContentWords: [[UInt8]] = [
        "empty", "placeholder", "loading", "loader", "spinner", "progress", "overlay", "banner", "notification", "toast",
        "hud", "tooltip", "skeleton", "error", "suggestion", "suggestions", "tray", "dropdown", "menu",
    ].map { Array($0.utf8) }
    /// Controllers that float over part of a screen while the user works in it.
    package static let dropDownWords: [[UInt8]] = ["suggestion", "suggestions", "tray", "dropdown", "menu", "popover", "tooltip"].map { Array($0.utf8) }
    /// Containers whose children take turns under a control that keeps focus: tabs, segments, panes.
    package static let tabWords: [[UInt8]] = ["tab", "tabs", "tabbed", "segment", "segmented", "pane", "page", "pager"].map { Array($0.utf8) }

    /// Names of functions that change what a container shows.
    package static let changeWords: [[UInt8]] = ["replace", "transition", "switch", "swap", "show", "present", "display", "attach"]
        .map { Array($0.utf8) }

    /// The value is the window's current root: read from `rootViewController` where it was bound in this code,
    /// directly or through a function of the file that only reads the root and returns it.
    private static func setsBackCurrentRoot(_ value: ExprSyntax, in body: Syntax, file: SourceFileContext) -> Bool {
        guard let name = VariableResolver.plainName(value) else { return false }
        let conditions = body.descendants(OptionalBindingConditionSyntax.self).filter { $0.pattern.trimmedDescription == name }
            .compactMap { $0.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))) }
        let bindings = body.descendants(PatternBindingSyntax.self).filter { $0.pattern.trimmedDescription == name }.compactMap { $0.initializer?.value }
        guard let bound = (conditions + bindings).first else { return false }
        // `window?.rootViewController` read as a member (not an argument label: `Navigation(rootViewController: home)`).
        let readsRoot = { (expression: Syntax) in
            let members = (expression.as(MemberAccessExprSyntax.self).map { [$0] } ?? []) + expression.descendants(MemberAccessExprSyntax.self)
            return members.contains { $0.declName.baseName.text == "rootViewController" }
        }
        if readsRoot(Syntax(bound)) { return true }
        guard let call = bound.unwrapped.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        return file.facts.functions(callee).contains { function in
            guard let functionBody = function.body else { return false }
            return readsRoot(Syntax(functionBody)) && file.facts.assignments("rootViewController", in: Syntax(functionBody)).isEmpty
        }
    }

    /// The code selects another tab or replaces a navigation stack.
    private static func changesShownContent(in body: Syntax, file: SourceFileContext) -> Bool {
        ["selectedViewController", "selectedIndex", "viewControllers"].contains { !file.facts.assignments($0, in: body).isEmpty }
            || ["setViewControllers", "pushViewController", "popToRootViewController"].contains { !file.facts.calls($0, in: body).isEmpty }
    }

    /// The function, accessor or closure body the code runs in, with a name to judge it by.
    package struct CodeScope {
        package let name: String
        package let body: Syntax
        /// The function's parameter labels and names (`show(tab:)` → `tab`), which say what it switches between.
        package var parameters: [String] = []
    }

    package static func codeScope(of node: some SyntaxProtocol) -> CodeScope? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self), let body = function.body {
                let parameters = function.signature.parameterClause.parameters.flatMap { [$0.firstName.text] + ($0.secondName.map { [$0.text] } ?? []) }
                return CodeScope(name: function.name.text, body: Syntax(body), parameters: parameters.filter { $0 != "_" })
            }
            if let accessor = ancestor.as(AccessorDeclSyntax.self), let body = accessor.body {
                // `didSet` of `contentViewController`: named after the property.
                let property = accessor.ancestor(PatternBindingSyntax.self)?.pattern.trimmedDescription ?? ""
                return CodeScope(name: property, body: Syntax(body))
            }
            if ancestor.is(InitializerDeclSyntax.self) { return CodeScope(name: "init", body: ancestor) }
            current = ancestor.parent
        }
        return nil
    }

    /// A function this file calls only from setup code (`viewDidLoad`, `init`) or when nothing is there yet
    /// (`if webViewController == nil { addWebViewController() }`): it embeds, once.
    package static func isCalledOnlyWhileSettingUp(_ scope: CodeScope, facts: SyntaxFacts) -> Bool {
        let calls = facts.calls(scope.name)
        return !calls.isEmpty && calls.allSatisfy { call in
            if let caller = codeScope(of: call), isSetup(caller) { return true }
            return call.ancestor(IfExprSyntax.self).map { Syntax($0.conditions).compactText.contains("== nil") } ?? false
        }
    }

    package static func isSetup(_ scope: CodeScope) -> Bool {
        setupFunctions.contains(scope.name) || NameHeuristics.hasWord(scope.name, in: setupWords)
    }

    /// A screen- or layout-changed post in the same code, or in a function of the same type it calls.
    package static func postsFocus(in scope: CodeScope, facts: SyntaxFacts) -> Bool {
        if let body = scope.body.as(CodeBlockSyntax.self) {
            return AccessibilityAPIs.postsFocusNotification(onPathOf: body, facts: facts)
        }
        return (facts.calls("post") + facts.calls("UIAccessibilityPostNotification")).contains { post in
            AccessibilityAPIs.postsFocusNotification(post) && post.isContained(in: scope.body)
        }
    }

    // MARK: - SwiftUI

    /// Words of a switched state, or of its cases, that say whole screens take turns: a session, onboarding, a
    /// destination or a step of a flow.
    package static let screenStateWords: [[UInt8]] = [
        "signed", "signin", "logged", "login", "logout", "auth", "authenticated", "unauthenticated", "authentication",
        "onboarding", "onboarded", "welcome", "destination", "route", "screen", "flow", "root", "registration", "registered",
        "signup", "paywall", "connect",
    ].map { Array($0.utf8) }
    /// Words of a screen that stands before the app (signing in, registering, a paywall, connecting to a server
    /// or a device the app controls).
    package static let gateWords: [[UInt8]] = [
        "login", "signin", "signup", "registration", "welcome", "onboarding", "auth", "authentication", "paywall", "connect",
    ].map { Array($0.utf8) }
    /// Last words of a type that is a whole screen.
    package static let screenSuffixes: Set<String> = ["view", "screen", "page", "flow", "controller"]

    /// Words that say a switch shows the states of one screen's content.
    package static let contentStateWords: [[UInt8]] = [
        "loading", "loaded", "empty", "error", "failed", "failure", "content", "display", "idle", "results", "placeholder",
    ].map { Array($0.utf8) }

    private static func switchedBodies(in file: SourceFileContext) -> [ScreenChange] {
        var changes: [ScreenChange] = []
        for variable in file.facts.variablesByName["body"] ?? [] {
            // Most bodies are not one `switch` or `if`: that test is the cheapest, so it comes first.
            guard let binding = variable.bindings.first, let statements = binding.getterStatements,
                let choice = rootChoice(statements, depth: 0),
                binding.typeAnnotation?.type.trimmedDescription.contains("View") == true,
                let type = variable.enclosingTypeDeclaration, !file.facts.isInPreview(variable)
            else { continue }
            var names: [String] = []
            var subject = ""
            var branches: [CodeBlockItemListSyntax] = []
            if let switchExpr = choice.as(SwitchExprSyntax.self) {
                subject = switchExpr.subject.compactText
                names += [switchExpr.subject.lastNameComponent].compactMap { $0 }
                for switchCase in switchExpr.cases {
                    guard let caseItem = switchCase.as(SwitchCaseSyntax.self) else { continue }
                    if case .case(let label) = caseItem.label {
                        names += label.caseItems.flatMap { $0.pattern.descendants(IdentifierPatternSyntax.self).map(\.identifier.text) }
                        names += label.caseItems.flatMap { item in
                            (item.pattern.descendants(MemberAccessExprSyntax.self).map(\.declName.baseName.text))
                        }
                    }
                    branches.append(caseItem.statements)
                }
            } else if let ifExpr = choice.as(IfExprSyntax.self), let elseBody = ifExpr.elseBody {
                if readsOnlyStaticValues(Syntax(ifExpr.conditions)) { continue }
                subject = ifExpr.conditions.trimmedDescription
                names += ifExpr.conditions.descendants(DeclReferenceExprSyntax.self).map(\.baseName.text)
                names += ifExpr.conditions.descendants(MemberAccessExprSyntax.self).map(\.declName.baseName.text)
                branches.append(ifExpr.body.statements)
                if case .codeBlock(let block) = elseBody { branches.append(block.statements) } else { continue }
            } else {
                continue
            }
            // The screens the branches show speak for the state too, when one side is a gate the other is not:
            // `if appState.ready { Library() } else { RegistrationView() }`.
            let shown = branches.compactMap { statements in
                statements.expressions.first.flatMap { ModifierChain($0).rootTypeName }
            }
            let gates = shown.filter { name in
                NameHeuristics.hasWord(name, in: gateWords) && NameHeuristics.words(name).last.map(screenSuffixes.contains) == true
            }
            let gateBranch = !gates.isEmpty && gates.count < branches.count ? gates : []
            guard (names + gateBranch).contains(where: { NameHeuristics.hasWord($0, in: screenStateWords) }),
                !names.contains(where: { NameHeuristics.hasWord($0, in: contentStateWords) }),
                branches.filter(showsScreen).count >= 2
            else { continue }
            changes.append(ScreenChange(
                node: Syntax(choice), framework: .swiftUI, kind: .switchedBody, subject: subject, typeName: type.name))
        }
        return changes
    }

    /// A condition read only from types' members (`FeatureFlags.newOnboarding`, `AppConfig.isBeta`): a setting fixed
    /// while the view shows, so its branches are two builds of one screen, not screens that replace each other.
    private static func readsOnlyStaticValues(_ condition: Syntax) -> Bool {
        let bases = condition.descendants(DeclReferenceExprSyntax.self).filter { reference in
            !(reference.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == reference.id } ?? false)
        }
        return !bases.isEmpty && bases.allSatisfy { reference in
            reference.baseName.text.first?.isUppercase == true && reference.parent?.is(MemberAccessExprSyntax.self) == true
        }
    }

    /// The `switch` or `if` that is the whole body, perhaps inside a `Group`, `ZStack` or navigation container.
    private static func rootChoice(_ statements: CodeBlockItemListSyntax, depth: Int) -> Syntax? {
        // A `switch` or `if` written as a statement is wrapped in an expression statement.
        let items = statements.compactMap { $0.item.as(ExprSyntax.self) ?? $0.item.as(ExpressionStmtSyntax.self)?.expression }
        guard items.count == 1, let only = items.first else { return nil }
        if only.is(SwitchExprSyntax.self) || only.is(IfExprSyntax.self) { return Syntax(only) }
        guard depth < 2, let call = ModifierChain(only).root.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.lastNameComponent, ["Group", "ZStack", "NavigationStack", "NavigationView"].contains(name),
            let closure = call.trailingClosure
        else { return nil }
        return rootChoice(closure.statements, depth: depth + 1)
    }

    /// A branch that builds a screen of its own: a custom view, or a view property (`standardContent`), and
    /// not a progress indicator.
    private static func showsScreen(_ statements: CodeBlockItemListSyntax) -> Bool {
        for item in statements {
            let wrapped = item.item.as(ExpressionStmtSyntax.self)?.expression
            if let ifExpr = (wrapped ?? item.item.as(ExprSyntax.self))?.as(IfExprSyntax.self) {
                if showsScreen(ifExpr.body.statements) { return true }
                continue
            }
            guard let expression = item.item.as(ExprSyntax.self) else { continue }
            let root = ModifierChain(expression).root
            if root.is(DeclReferenceExprSyntax.self) { return true }
            guard let name = root.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent else { continue }
            if name == "ProgressView" || name == "EmptyView" || name == "Color" { return false }
            if !SwiftUIViews.all.contains(name) || SwiftUIViews.screens.contains(name) { return true }
        }
        return false
    }
}
