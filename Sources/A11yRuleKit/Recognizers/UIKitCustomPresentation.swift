import A11yCore
import SwiftSyntax

/// Controllers presented in a way that leaves the presenting screen in the hierarchy behind them
/// (`.custom`, `.overFullScreen`, `.overCurrentContext`), found in the three places apps set the style:
/// at the presenting site (`promo.modalPresentationStyle = .overFullScreen`), in the presented controller's
/// own setup (`modalPresentationStyle = .custom` in its `init`), or in an app wrapper that takes the controller
/// as a parameter (`func present(asCard controller: UIViewController)`), followed to each of its calls.
public enum UIKitCustomPresentation {
    /// One place a controller is presented over the screen.
    public struct Site {
        /// Where findings land: the style assignment, or the controller handed to a wrapper.
        public let node: Syntax
        /// The controller (or, for a hosting controller, the SwiftUI root view) whose declaration decides.
        public let presentedType: String
        /// "presented .overFullScreen", "presented through 'present(asCard:)'".
        public let how: String
        public let notes: [String]
        /// What must hold for the site to be a custom modal at all (the type is declared, presents no
        /// system controller, the wrapper really is one).
        public let conditions: [ProjectCondition]
        /// `promo.view.accessibilityViewIsModal = true` written at the presenting site.
        public let marksModalAtSite: Bool
        /// Whose code decides what the site lacks.
        public var judge: Judge = .presentedType
        /// A blocking progress screen (`InProgressViewController`, `SpinnerViewController`): it ends by itself.
        public var isBlockingProgress: Bool { NameHeuristics.namesProgress(presentedType) }

        public var isLibrary: Bool {
            switch judge {
            case .library, .librarySubclass: return true
            default: return false
            }
        }

        public enum Judge {
            /// The presented controller's declaration (the usual case).
            case presentedType
            /// The code hands over a controller typed only `UIViewController` (a parameter, a factory's result):
            /// its declaration is unknown, so the wrapper that presents it is what can be judged.
            case wrapper(key: String)
            /// A library presents it: what the library does, then the app's content controller, if any.
            case library(ThirdPartyPresenter, content: String?, libraryType: String)
            /// The app's own subclass of a library's controller that styles itself (`class SheetPanel:
            /// FloatingPanelController`), judged where it is declared. Whether a panel closes on escape is settled
            /// where each is built (`panel.isRemovalInteractionEnabled = true`), out of the declaration's sight, unless
            /// the subclass settles it for all.
            case librarySubclass(ThirdPartyPresenter, subclass: String)
            /// The style is set on a controller whose type the code does not say (`let sheet = makeSheet()`): the
            /// style alone shows it is laid over the screen, and nothing at the site marks it modal. Its own code,
            /// out of sight, may close it on escape.
            case unknownController
        }

        /// The conditions under which the site lacks `fact`, or nil when it is known to have it (or when
        /// nothing can be known: a controller of unknown type may close itself on escape out of sight).
        public func lacks(_ fact: TypeFact) -> [ProjectCondition]? {
            switch judge {
            case .presentedType:
                return [.typeLacks(presentedType, fact)]
            case .wrapper(let key):
                return fact == .handlesEscape ? nil : [.typeLacks(key, fact)]
            case .library(let library, let content, let libraryType):
                if library.handles.contains(fact) { return nil }
                // The app's extension of the library's controller may switch escape on for every panel.
                let switchable = fact == .handlesEscape && library.escapeSwitch != nil ? [ProjectCondition.typeLacks(libraryType, fact)] : []
                return (content.map { [.typeLacks($0, fact)] } ?? []) + switchable
            case .librarySubclass(let library, let subclass):
                if library.handles.contains(fact) || fact == .handlesEscape { return nil }
                return [.typeLacks(subclass, fact)]
            case .unknownController:
                return fact == .handlesEscape ? nil : []
            }
        }
    }

    /// Every presentation over the screen in the file (computed once per file and set of styles).
    public static func all(in file: SourceFileContext, styles: Set<String> = overStyles) -> [Site] {
        styles == overStyles ? file.memoized(MemoKey("uikit-custom-presentations")) { find(in: $0, styles: styles) } : find(in: file, styles: styles)
    }

    private static func find(in file: SourceFileContext, styles: Set<String>) -> [Site] {
        var sites: [Site] = []
        for assignment in file.facts.assignments("modalPresentationStyle") {
            guard let style = style(of: assignment), styles.contains(style) else { continue }
            if let site = site(assignment, style: style, in: file) { sites.append(site) }
        }
        // A controller that forces its style through an overridden property: every presentation of it is over the
        // screen, whoever presents it.
        for variable in file.facts.variablesByName["modalPresentationStyle"] ?? [] where variable.modifiers.contains(where: { $0.name.text == "override" }) {
            guard let binding = variable.bindings.first, let statements = binding.getterStatements,
                let type = variable.enclosingTypeDeclaration
            else { continue }
            let returned = statements.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression ?? $0.item.as(ExprSyntax.self) }
            guard let style = returned.lazy.compactMap({ $0.unwrapped.as(MemberAccessExprSyntax.self)?.declName.baseName.text }).first,
                styles.contains(style)
            else { continue }
            sites.append(Site(
                node: Syntax(binding.pattern), presentedType: type.name, how: "given the .\(style) presentation style by its own property",
                notes: [], conditions: [.typeLacks(type.name, .presentsSystemController)], marksModalAtSite: false))
        }
        // Calls of the project's presentation wrappers (`present(asCard: controller)`), wherever declared.
        for call in wrapperCalls(in: file) {
            var conditions: [ProjectCondition] = [.typeHas(call.key, .presentsArgumentOverScreen)]
            if call.typeIsKnown { conditions += [.typeHas(call.type, .declared), .typeLacks(call.type, .presentsSystemController)] }
            let shown = call.key.replacingOccurrences(of: "\(trailingClosureLabel):", with: "")
            var site = Site(
                node: Syntax(call.argument), presentedType: call.type, how: "presented through '\(shown)'",
                notes: ["'\(shown)' gives the controller a custom or over-full-screen style, which leaves the screen behind it reachable."]
                    + (call.typeIsKnown ? [] : ["The controller is typed only as a view controller here, so the wrapper's own code is what was checked."]),
                conditions: conditions,
                marksModalAtSite: false)
            if !call.typeIsKnown { site.judge = .wrapper(key: call.key) }
            sites.append(site)
        }
        sites += librarySites(in: file)
        return sites.sorted { $0.node.position < $1.node.position }
    }

    /// `promo.modalPresentationStyle = .overFullScreen` at a presenting site, or `modalPresentationStyle = .custom`
    /// in the presented controller's own code.
    private static func site(_ assignment: Assignment, style: String, in file: SourceFileContext) -> Site? {
        let owner = assignment.owner.map(\.unwrapped)
        let ownerIsSelf = owner == nil || owner?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        let scope = assignment.sequence.enclosingTypeDeclaration.map { Syntax($0.node) } ?? Syntax(assignment.sequence.root)
        let how = "presented .\(style)"
        if ownerIsSelf {
            guard let type = assignment.sequence.enclosingTypeDeclaration else { return nil }
            // A controller that styles itself but is made a page of a navigation stack (which is what gets presented)
            // is not presented with its own style.
            return Site(
                node: Syntax(assignment.sequence), presentedType: type.name, how: how, notes: [],
                conditions: [.typeLacks(type.name, .presentsSystemController), .typeLacks(type.name, .placedInNavigation)],
                marksModalAtSite: false)
        }
        guard let owner else { return nil }
        let variable = VariableResolver.resolve(owner, at: assignment.sequence, in: file)
        let ownerText = VariableResolver.normalizedText(owner)
        guard let variable, let type = variable.typeName ?? hostingType(variable) else {
            return unknownControllerSite(assignment, owner: owner, style: style, file: file)
        }
        // A type guessed from a factory's name (`TipFlow.makeSheet()`) that does not read as a controller's: the
        // controller's class is not known.
        let guessed = variable.declaration.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation == nil
            && variable.initializer.map { $0.constructedTypeName == nil && $0.as(FunctionCallExprSyntax.self)?.argument("rootView") == nil } == true
        if guessed && !(type.hasSuffix("Controller") || type.hasSuffix("VC")) {
            return unknownControllerSite(assignment, owner: owner, style: style, file: file)
        }
        // A system picker that fills the screen given a style that keeps the screen underneath (`picker.modalPresentationStyle
        // = .overFullScreen` on a photo picker): the system does not hide the presenter for VoiceOver with that style, and
        // whether the picker marks its own view modal is out of sight: a result to review (its type is not declared). A
        // share sheet, which covers part of the screen and dismisses itself, is left to the system.
        if UIKitClasses.systemControllers.contains(type) {
            guard Self.fullScreenSystemPickers.contains(type), style == "overFullScreen" || style == "overCurrentContext",
                !isEmbeddedInstead(ownerText, around: assignment.sequence, in: file)
            else { return nil }
            let marksAtSite = marksViewModal(ownerText, in: scope, file: file)
            return Site(
                node: Syntax(assignment.sequence), presentedType: type, how: "presented .\(style)", notes: [],
                conditions: [.typeHas(type, .declared)], marksModalAtSite: marksAtSite)
        }
        // A controller presented only to present a system one from (a share sheet over an empty host).
        if let function = assignment.sequence.enclosingFunctionBody,
            file.facts.calls("present", in: function).contains(where: { call in
                guard let receiver = call.receiver, VariableResolver.normalizedText(receiver) == ownerText,
                    let presented = call.arguments.first?.expression
                else { return false }
                let type = presented.constructedTypeName ?? VariableResolver.resolve(presented, at: call, in: file)?.typeName
                return type.map(UIKitClasses.systemControllers.contains) ?? false
            })
        {
            return nil
        }
        if isEmbeddedInstead(ownerText, around: assignment.sequence, in: file) { return nil }
        let marksAtSite = marksViewModal(ownerText, in: scope, file: file)
        var conditions: [ProjectCondition] = []
        let presentedType: String
        if let root = variable.initializer?.as(FunctionCallExprSyntax.self)?.argument("rootView")?.expression {
            // A hosting controller (UIKit's or the app's subclass): the SwiftUI root view may mark itself modal.
            guard let rootType = root.constructedTypeName ?? VariableResolver.resolve(root, at: assignment.sequence, in: file)?.typeName
                ?? VariableResolver.resolve(root, at: assignment.sequence, in: file)?.initializer?.constructedTypeName
            else { return nil }
            presentedType = rootType
            if !FrameworkTypes.contains(type) { conditions.append(.typeLacks(type, .marksModal)) }
        } else if type == "UIHostingController" {
            return nil
        } else if type.hasSuffix("NavigationController") {
            // The navigation controller only frames its root controller, which is the content.
            // Built empty and filled later (`nav.viewControllers = [IntroViewController()]`), or made by a factory that
            // hands it back for callers to fill: what it will frame is not known here.
            guard let root = UIKitCustomPresentation.presentedType(owner, at: assignment.sequence, in: file)
                ?? firstController(placedIn: ownerText, around: assignment.sequence, in: file)
            else { return unknownControllerSite(assignment, owner: owner, style: style, file: file) }
            presentedType = root
        } else {
            presentedType = type
        }
        // A plain controller made here only to hold a view of the app laid on it (`holder.view.addSubview(panel)`): that
        // view is what is shown, and it must confine VoiceOver itself unless the site marks the holder's view.
        if presentedType == "UIViewController", let held = heldView(ownerText, around: assignment.sequence, in: file) {
            return Site(
                node: Syntax(assignment.sequence), presentedType: held, how: how, notes: [],
                conditions: [.typeHas(held, .declared), .typeLacks(held, .marksModal)], marksModalAtSite: marksAtSite)
        }
        if FrameworkTypes.contains(presentedType) { return nil }
        // An undeclared controller may handle everything out of sight.
        conditions += [.typeHas(presentedType, .declared), .typeLacks(presentedType, .presentsSystemController)]
        return Site(node: Syntax(assignment.sequence), presentedType: presentedType, how: how, notes: [], conditions: conditions, marksModalAtSite: marksAtSite)
    }

    /// True when the controller is handed to another controller's initializer or pushed around the style assignment and never
    /// presented itself (`ModalViewController(childViewController: picker)`, `UINavigationController(rootViewController:
    /// picker)`): the container is what is presented, so the style given to the controller inside it is never used.
    private static func isEmbeddedInstead(_ owner: String, around node: some SyntaxProtocol, in file: SourceFileContext) -> Bool {
        guard let function = node.enclosingFunctionBody else { return false }
        let handsOwner: (FunctionCallExprSyntax) -> Bool = { $0.arguments.first.map { VariableResolver.normalizedText($0.expression) } == owner }
        // (A presentation only another platform compiles, `#if os(tvOS) … present(nav, …)`, does not present it on iOS.)
        let offIOS = file.facts.offIOSRanges
        let presentsOwner = ["present", "presentViewController", "show"].contains { name in
            file.facts.calls(name, in: function).contains { call in handsOwner(call) && !offIOS.contains { $0.contains(call.position) } }
        }
        if presentsOwner { return false }
        // Made the child of another controller (`holder.addChild(nav)`, an app's `addChildViewController(nav, toContainerView:)`).
        if file.facts.callsByName.contains(where: { name, calls in
            name.hasPrefix("addChild") && calls.contains { $0.isContained(in: function) && handsOwner($0) }
        }) {
            return true
        }
        // Pushed onto a navigation stack, where the style is never read.
        if file.facts.calls("pushViewController", in: function).contains(where: {
            $0.arguments.first.map { VariableResolver.normalizedText($0.expression) } == owner
        }) {
            return true
        }
        return function.descendants(FunctionCallExprSyntax.self).contains { call in
            guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
                type.hasSuffix("Controller")
            else { return false }
            return call.arguments.contains { $0.label != nil && VariableResolver.normalizedText($0.expression) == owner }
        }
    }

    /// The class of the first controller the code around puts into a navigation controller built empty:
    /// `nav.viewControllers = [IntroViewController()]`, `nav.setViewControllers([…], animated:)`,
    /// `nav.pushViewController(IntroViewController(), animated:)`.
    private static func firstController(placedIn owner: String, around node: some SyntaxProtocol, in file: SourceFileContext) -> String? {
        guard let function = node.enclosingFunctionBody else { return nil }
        let ownedBy: (ExprSyntax?) -> Bool = { $0.map(VariableResolver.normalizedText) == owner }
        var placed: [ExprSyntax] = file.facts.assignments("viewControllers", in: function).filter { ownedBy($0.owner) }.map(\.value)
        for name in ["setViewControllers", "pushViewController"] {
            placed += file.facts.calls(name, in: function).filter { ownedBy($0.receiver) }.compactMap { $0.arguments.first?.expression }
        }
        for value in placed {
            let first = value.as(ArrayExprSyntax.self)?.elements.first?.expression ?? value
            if let type = presentedType(first, at: node, in: file) { return type }
        }
        return nil
    }

    /// `UIHostingController(rootView: …)` written without a declared type: a hosting controller.
    private static func hostingType(_ variable: ResolvedVariable) -> String? {
        guard let call = variable.initializer?.as(FunctionCallExprSyntax.self), call.argument("rootView") != nil else { return nil }
        return ExprSyntax(call).constructedTypeName
    }

    /// The style set on a controller of unknown type: `let sheet = coordinator.makeSheet()`, a parameter typed
    /// `UIViewController`, a storyboard's `instantiateViewController`. Left out: names that say the controller is a
    /// system one (a share sheet, a picker), and a controller presented only to present a system one from.
    private static func unknownControllerSite(_ assignment: Assignment, owner: ExprSyntax, style: String, file: SourceFileContext) -> Site? {
        guard let name = VariableResolver.plainName(owner) ?? owner.lastNameComponent, name != "self" else { return nil }
        let words = NameHeuristics.words(name)
        let systemWords: Set<String> = ["activity", "share", "safari", "mail", "message", "picker", "alert", "document", "camera", "photo", "search"]
        if words.contains(where: systemWords.contains) { return nil }
        // (Within the closure that presents it, when there is one: an action sheet whose handler presents the
        // controller is no system controller presented instead.)
        let nearest = assignment.sequence.ancestor(ClosureExprSyntax.self).map { Syntax($0.statements) }
            ?? assignment.sequence.enclosingFunctionBody.map { Syntax($0) }
        if let nearest, UIKitClasses.systemControllers.contains(where: { !file.facts.calls($0, in: nearest).isEmpty }) {
            return nil
        }
        let ownerText = VariableResolver.normalizedText(owner)
        let scope = assignment.sequence.enclosingTypeDeclaration.map { Syntax($0.node) } ?? Syntax(assignment.sequence.root)
        if isEmbeddedInstead(ownerText, around: assignment.sequence, in: file) { return nil }
        let marksAtSite = marksViewModal(ownerText, in: scope, file: file)
        var site = Site(
            node: Syntax(assignment.sequence), presentedType: name, how: "presented .\(style)",
            notes: ["The controller's class is not named here; the presentation style is what shows it is laid over the screen."],
            conditions: [], marksModalAtSite: marksAtSite)
        site.judge = .unknownController
        return site
    }

    /// The app's view the code around `node` adds to the controller's view (`holder.view.addSubview(panel)`), by type.
    private static func heldView(_ ownerText: String, around node: some SyntaxProtocol, in file: SourceFileContext) -> String? {
        guard let function = node.enclosingFunctionBody else { return nil }
        for call in file.facts.calls("addSubview", in: function) where call.receiver.map(VariableResolver.normalizedText) == ownerText + ".view" {
            guard let added = call.arguments.first?.expression else { continue }
            let resolved = VariableResolver.resolve(added, at: call, in: file)
            if let type = added.constructedTypeName ?? resolved?.typeName ?? resolved?.initializer?.constructedTypeName,
                !FrameworkTypes.contains(type)
            {
                return type
            }
        }
        return nil
    }

    /// `promo.view.accessibilityViewIsModal = true` written in `scope` for the presented controller named `ownerText`.
    private static func marksViewModal(_ ownerText: String, in scope: Syntax, file: SourceFileContext) -> Bool {
        file.facts.assignments("accessibilityViewIsModal", in: scope).contains {
            $0.value.isTrueLiteral && $0.owner.map(VariableResolver.normalizedText) == "\(ownerText).view"
        }
    }

    /// System pickers that fill the screen they are presented over.
    package static let fullScreenSystemPickers: Set<String> = ["PHPickerViewController", "UIImagePickerController", "UIDocumentPickerViewController"]

    /// Styles that keep the presenting screen reachable underneath.
    public static let overStyles: Set<String> = ["custom", "overFullScreen", "overCurrentContext"]

    /// The style an assignment to `modalPresentationStyle` sets, normalized (`.Custom`, the Swift 2 spelling,
    /// becomes `custom`); nil for anything that is not a plain member.
    public static func style(of assignment: Assignment) -> String? {
        func written(_ expression: ExprSyntax) -> String? {
            guard let name = expression.unwrapped.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
            return name.prefix(1).lowercased() + name.dropFirst()
        }
        // `isPhone ? .overFullScreen : .formSheet`: laid over the screen on the devices that take that branch.
        // (The ternary is spread over the assignment's elements: `… ? then : otherwise`.)
        let elements = assignment.valueElements
        if elements.count >= 3, let mark = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self) {
            let styles = [mark.thenExpression, elements[elements.count - 1]].compactMap(written)
            return styles.first(where: overStyles.contains) ?? styles.first
        }
        return written(assignment.value)
    }

    /// Wrapper functions of this file: each gives its controller parameter an over-the-screen style. Keys
    /// name the function by its base name and the parameter's label, as calls write them: `present(asCard:)`,
    /// `show(_:)`. UIKit's own `present(_:animated:)` spelling is left out: overriding it is a different thing.
    /// A wrapper that also sets `accessibilityViewIsModal` marks what it presents.
    public static func wrappers(in file: SourceFileContext) -> [TypeSummary] {
        var summaries: [TypeSummary] = []
        for assignment in file.facts.assignments("modalPresentationStyle") {
            guard let owner = assignment.owner, let function = assignment.sequence.ancestor(FunctionDeclSyntax.self),
                let name = VariableResolver.plainName(owner)
            else { continue }
            let parameters = function.signature.parameterClause.parameters
            func parameter(named name: String) -> FunctionParameterSyntax? {
                parameters.first { ($0.secondName ?? $0.firstName).text == name }
            }
            // What the wrapper presents: its controller parameter, or a hosting controller it builds around its view
            // parameter (`let host = UIHostingController(rootView: content())`).
            guard let presented = parameter(named: name) ?? hostedParameter(name, in: function, parameter: parameter) else { continue }
            // A builder closure may be passed trailing, with no label at the call: every closure goes by one label.
            let label = presented.type.description.contains("->") ? trailingClosureLabel : presented.firstName.text
            var keys: [String]
            if let style = style(of: assignment) {
                guard overStyles.contains(style) else { continue }
                // A wrapper that picks the style from an argument (`switch style { case .fadeOver: … = .overFullScreen }`)
                // presents over the screen only for the cases that set such a style.
                let selectors = styleSelectors(around: assignment.sequence, in: function)
                keys = selectors.isEmpty
                    ? [wrapperKey(function.name.text, label: label)]
                    : selectors.map { wrapperKey(function.name.text, label: label, selector: $0) }
            } else if let styleName = VariableResolver.plainName(assignment.value), let styleParameter = parameter(named: styleName) {
                // The style is the caller's (`host.modalPresentationStyle = style`): over the screen when a call passes
                // one of those styles (`present(style: .overCurrentContext) { Sheet() }`).
                keys = overStyles.sorted().map { wrapperKey(function.name.text, label: label, selector: (styleParameter.firstName.text, $0)) }
            } else {
                continue
            }
            for key in keys where key != "present(_:)" && !summaries.contains(where: { $0.name == key }) {
                var facts: Set<TypeFact> = [.presentsArgumentOverScreen]
                if file.facts.assignments("accessibilityViewIsModal", in: Syntax(function)).contains(where: { $0.value.isTrueLiteral }) {
                    facts.insert(.marksModal)
                }
                summaries.append(TypeSummary(name: key, facts: facts))
            }
        }
        return summaries
    }

    /// The view parameter a local hosting controller is built around: `content` in
    /// `let host = UIHostingController(rootView: content())` or `UIHostingController(rootView: content)`.
    private static func hostedParameter(
        _ name: String, in function: FunctionDeclSyntax, parameter: (String) -> FunctionParameterSyntax?
    ) -> FunctionParameterSyntax? {
        guard let body = function.body else { return nil }
        for declaration in body.statements.compactMap({ $0.item.as(VariableDeclSyntax.self) }) {
            guard let binding = declaration.bindings.first, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                call.calledExpression.lastNameComponent?.hasSuffix("HostingController") == true,
                let root = call.argument("rootView")?.expression
            else { continue }
            let rootName = root.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? VariableResolver.plainName(root)
            return rootName.flatMap(parameter)
        }
        return nil
    }

    /// An argument's case a wrapper switches on to choose the style: (the argument's label, the case's name).
    package typealias StyleSelector = (label: String, option: String)

    /// The cases of a `switch` over one of the function's parameters that lead to `node`: `switch style { case
    /// .fadeOver, .dimmed: … }` in `present(_:withStyle style:)` gives (withStyle, fadeOver) and (withStyle, dimmed).
    package static func styleSelectors(around node: some SyntaxProtocol, in function: FunctionDeclSyntax) -> [StyleSelector] {
        guard let switchCase = node.ancestor(SwitchCaseSyntax.self), switchCase.ancestor(FunctionDeclSyntax.self)?.id == function.id,
            let switchExpr = switchCase.ancestor(SwitchExprSyntax.self),
            let subject = switchExpr.subject.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == subject }),
            let items = switchCase.label.as(SwitchCaseLabelSyntax.self)?.caseItems
        else { return [] }
        return items.compactMap { item in
            guard let option = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
                option.base == nil
            else { return nil }
            return (parameter.firstName.text, option.declName.baseName.text)
        }
    }

    package static func wrapperKey(_ base: String, label: String?, selector: StyleSelector? = nil) -> String {
        guard let selector else { return "\(base)(\(label ?? "_"):)" }
        return "\(base)(\(label ?? "_"):\(selector.label):.\(selector.option))"
    }

    /// The label a wrapper's key gives the builder closure it presents, which calls pass as a trailing closure or
    /// under its label: `present(style: .overCurrentContext) { Sheet() }`.
    static let trailingClosureLabel = "{}"

    /// Callee names worth checking against the project's wrappers: apps name them after presenting.
    package static let wrapperVerbs = ["present", "show", "display", "route", "open"]

    /// Calls that hand a controller to a function named like a presenter, with the key a wrapper of the
    /// project would have and the controller's type. The project index decides later whether that
    /// function really is a wrapper.
    public static func wrapperCalls(in file: SourceFileContext) -> [(argument: ExprSyntax, key: String, type: String, typeIsKnown: Bool)] {
        var result: [(ExprSyntax, String, String, Bool)] = []
        for (name, calls) in file.facts.callsByName where wrapperVerbs.contains(where: name.hasPrefix) {
            for call in calls {
                // Options passed as plain cases (`withStyle: .fadeOver`): a wrapper may present over the screen for some only.
                let selectors: [StyleSelector] = call.arguments.compactMap { argument in
                    guard let label = argument.label?.text, let option = argument.expression.as(MemberAccessExprSyntax.self), option.base == nil
                    else { return nil }
                    return (label, option.declName.baseName.text)
                }
                // A builder closure, trailing or labelled, is known by one label: the wrapper's key cannot tell them apart.
                let handed: [(label: String?, expression: ExprSyntax, index: Int)] = call.arguments.enumerated().map { index, argument in
                    (argument.expression.is(ClosureExprSyntax.self) ? trailingClosureLabel : argument.label?.text, argument.expression, index)
                } + (call.trailingClosure.map { [(trailingClosureLabel, ExprSyntax($0), call.arguments.count)] } ?? [])
                for (label, expression, index) in handed {
                    let argument = (expression: expression, label: label)
                    let key = wrapperKey(name, label: label)
                    let isOption = argument.expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
                    if key == "present(_:)" || (index > 0 && label == nil) || isOption { continue }
                    let keys = [key] + selectors.map { wrapperKey(name, label: label, selector: $0) }
                    if let type = presentedType(argument.expression, at: call, in: file) {
                        result += keys.map { (argument.expression, $0, type, true) }
                    } else if let name = controllerOfUnknownType(argument.expression, at: call, in: file) {
                        result += keys.map { (argument.expression, $0, name, false) }
                    } else if !selectors.isEmpty,
                        let name = VariableResolver.plainName(argument.expression) ?? argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                            ?? builtView(argument.expression)
                    {
                        // Handed to a wrapper together with the option that shows it over the screen: a controller,
                        // whatever its type, as far as the project's wrapper says so.
                        result += keys.dropFirst().map { (argument.expression, $0, name, false) }
                    }
                }
            }
        }
        return result.sorted { $0.0.position < $1.0.position }
    }

    /// The view a builder closure hands over (`{ DragView(…) }`, `{ viewToShow }`): what a wrapper hosts.
    private static func builtView(_ expression: ExprSyntax) -> String? {
        guard let closure = expression.as(ClosureExprSyntax.self), let only = closure.statements.expressions.first,
            closure.statements.count == 1
        else { return nil }
        return only.constructedTypeName ?? VariableResolver.plainName(only)
    }

    /// The name of a controller the code hands over without saying its type: a parameter or variable typed
    /// `UIViewController`, or a name bound to a factory's result (`if let menu = Actions.menuController()`).
    /// Only names that read as a controller count; a constructed or declared concrete type is not unknown.
    package static func controllerOfUnknownType(_ expression: ExprSyntax, at node: some SyntaxProtocol, in file: SourceFileContext) -> String? {
        guard let name = VariableResolver.plainName(expression), name.hasSuffix("Controller") || name.hasSuffix("VC") else { return nil }
        guard let variable = VariableResolver.resolve(expression, at: node, in: file) else { return name }
        switch variable.typeName {
        case "UIViewController": return name
        case nil: return variable.initializer?.as(FunctionCallExprSyntax.self) != nil ? name : nil
        default: return nil
        }
    }

    /// The type of controller an expression hands over: `self`'s type, a constructed or declared type, and
    /// for a navigation controller built around a root controller, the root's type. Nil for UIKit's own
    /// controllers and for anything not written simply.
    public static func presentedType(_ expression: ExprSyntax, at node: some SyntaxProtocol, in file: SourceFileContext) -> String? {
        let expression = expression.unwrapped
        var type: String?
        var initializer: ExprSyntax? = expression
        if expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            type = node.enclosingTypeDeclaration?.name
        } else if let constructed = expression.constructedTypeName {
            type = constructed
        } else if let variable = VariableResolver.resolve(expression, at: node, in: file) {
            type = variable.typeName
            initializer = variable.initializer
        }
        guard var name = type else { return nil }
        if name.hasSuffix("NavigationController"),
            let root = initializer?.as(FunctionCallExprSyntax.self)?.argument("rootViewController")?.expression
        {
            guard let rootType = presentedType(root, at: node, in: file) else { return nil }
            name = rootType
        }
        guard name.hasSuffix("Controller") || name.hasSuffix("VC"), !FrameworkTypes.contains(name),
            !UIKitClasses.systemControllers.contains(name)
        else { return nil }
        return name
    }
}

extension UIKitCustomPresentation: ProjectFactRecorder {
    /// Presentation wrappers, under their signature keys for their calls in other files.
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        draft.recorded += wrappers(in: file)
    }
}
