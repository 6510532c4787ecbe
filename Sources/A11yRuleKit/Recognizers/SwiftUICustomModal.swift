import A11yCore
import SwiftSyntax

/// Content a SwiftUI view shows conditionally over the screen, recognized as a hand-built modal.
///
/// Shapes: `ZStack { Content(); if flag { … } }`, `.overlay { if flag { … } }`, `.overlay(flag ? X() : nil)`,
/// including inside a custom `ViewModifier`'s `body(content:)` or a `View` extension. System presentations
/// (`.sheet`, `.fullScreenCover`, `.alert`, `.confirmationDialog`, `.popover`, `.inspector`) never appear
/// here: the system already confines focus and handles escape for them.
public struct SwiftUICustomModal {
    public enum Site: Sendable {
        case zStack
        case overlay
        /// A panel that lays a scrim behind itself while it is open (`.background(open ? Color.black.opacity(0.5) : nil)`):
        /// it shows itself, so what it covers is not in sight here.
        case ownScrim
        /// A view whose whole body is a scrim and what it frames (`ZStack { Color.black.opacity(0.3).ignoresSafeArea(); card }`):
        /// it only makes sense laid over a screen, so it is a modal wherever it is shown (an overlay, a window of its own).
        case scrimComponent
    }

    /// What made the content count as a modal; rules lower their severity on weaker evidence.
    public enum Evidence: Sendable {
        /// A dimming layer or material behind it, or a modal-like type name.
        case strong
        /// A dismiss button and full-screen extent, without a dimming layer or telling name.
        case moderate
    }

    public let site: Site
    /// The `ZStack` or `.overlay` call.
    public let siteCall: FunctionCallExprSyntax
    /// The `if` (or the ternary) that shows the content.
    public let conditional: Syntax
    /// The views shown while presented.
    public let items: [ExprSyntax]
    /// The modal's main view, which should carry the modal trait.
    public let container: ModifierChain
    /// The container's custom type, when it is one (`ConfirmDeleteDialog`), nil for `VStack { … }`.
    public let containerType: String?
    public let dimmingLayers: [ModifierChain]
    /// The content behind: the `ZStack` children before the `if`, or the view `.overlay` is applied to.
    public let background: [ModifierChain]
    /// Names the condition reads, e.g. `showModal`.
    public let flags: Set<String>
    /// An expression that is true while the modal shows (`showModal`, `item != nil`), when one can be
    /// written without changing meaning.
    public let presentedExpression: String?
    public let evidence: Evidence
    /// Conditions that must hold for this content to be a modal at all (recognized by its declaration).
    public let recognitionConditions: [ProjectCondition]

    /// "ZStack overlay 'ConfirmDeleteDialog'", ".overlay 'VStack'".
    public var label: String {
        switch site {
        case .zStack: "ZStack overlay '\(container.displayName)'"
        case .overlay: "overlay '\(container.displayName)'"
        case .ownScrim: "'\(container.displayName)' with its own scrim"
        case .scrimComponent: "'\(containerType ?? container.displayName)' (a panel over its own scrim)"
        }
    }

    /// True when part of the content is supplied from elsewhere and cannot be read here: a view-builder
    /// parameter passed in (`VStack(content: menu)`, `menu()`, `content`), as in a reusable modifier.
    /// Content that only shows progress: a `ProgressView` (with text, perhaps) and no control. The user
    /// waits and it ends by itself, so there is nothing to escape from.
    /// The view's own helpers that build the content count as the content (`if busy { savingCover }`).
    public func isBlockingProgress(in file: SourceFileContext) -> Bool {
        var showsProgress = false
        for item in items + helperContent(in: file) {
            let calls = (item.as(FunctionCallExprSyntax.self).map { [$0] } ?? []) + item.descendants(FunctionCallExprSyntax.self)
            for call in calls {
                guard let name = call.calledExpression.lastNameComponent else { continue }
                // `ProgressView()`, or an app's own spinner view (`BrandProgressView()`, `LoadingSpinner()`).
                if name == "ProgressView" || name.first?.isUppercase == true && !SwiftUIViews.all.contains(name) && NameHeuristics.namesProgress(name) {
                    showsProgress = true
                }
                if SwiftUIViews.controls.contains(name) || SwiftUIViews.textInputs.contains(name) { return false }
            }
        }
        return showsProgress
    }

    /// What the view's own properties and functions named by the content build: `loadingOverlay`, `sendingCover()`.
    package func helperContent(in file: SourceFileContext) -> [ExprSyntax] {
        items.flatMap { Self.builtViews(of: ModifierChain($0), in: file) }
    }

    public var hasOpaqueContent: Bool {
        items.contains { item in
            let chain = ModifierChain(item)
            if chain.root.is(DeclReferenceExprSyntax.self) { return true }  // `content`
            guard let call = chain.root.as(FunctionCallExprSyntax.self) else { return false }
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isLowercase == true {
                return true  // `menu()`
            }
            return call.arguments.contains { argument in
                argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isLowercase == true
                    && argument.label?.text == "content"
            }
        }
    }

    /// True when the container is a custom type whose declaration cannot be seen unless the project
    /// declares it, and the use site hands it a way to close itself (a binding or a closure).
    public var containerCanDismissItself: Bool {
        guard let call = container.root.as(FunctionCallExprSyntax.self) else { return false }
        return call.arguments.contains { argument in
            let expression = argument.expression
            if expression.is(ClosureExprSyntax.self) { return true }
            if let prefix = expression.as(DeclReferenceExprSyntax.self), prefix.baseName.text.hasPrefix("$") { return true }
            return expression.compactText.hasPrefix("$")
        } || call.trailingClosure != nil
    }

    /// Every SwiftUI custom modal in the file (computed once per file).
    public static func all(in file: SourceFileContext) -> [SwiftUICustomModal] {
        file.memoized(MemoKey("swiftui-custom-modals")) { file in
            // A widget's layers stay on the widget: no screen of the app is beneath them.
            if file.facts.importsWidgetKit { return [] }
            var modals: [SwiftUICustomModal] = []
            for call in file.facts.calls("ZStack") {
                let layered = fromZStack(call, file: file)
                modals += layered
                if layered.isEmpty, let component = fromScrimComponent(call, file: file) { modals.append(component) }
            }
            for call in file.facts.calls("overlay") where call.receiver != nil || isAppliedToSelf(call) {
                // (An overlay in a row of a list or a form stays in the row: asked only of what was recognized.)
                if let modal = fromOverlay(call, file: file), !SwiftUIViewContext(call).enclosing.contains(where: isListRow) { modals.append(modal) }
            }
            for call in file.facts.calls("background") where call.receiver != nil {
                if let modal = fromOwnScrim(call, file: file) { modals.append(modal) }
            }
            return modals.sorted { $0.container.expression.position < $1.container.expression.position }
        }
    }

    // MARK: - Recognition

    private static func fromZStack(_ call: FunctionCallExprSyntax, file: SourceFileContext) -> [SwiftUICustomModal] {
        guard let closure = call.trailingClosure ?? call.argument("content")?.expression.as(ClosureExprSyntax.self)
        else { return [] }
        // A stack made a tile or a card (`.frame(width: 120, height: 120)`, rounded, clipped): its layers stay in it.
        // (A plain `.clipped()` is left out here: whole screens clip to their bounds too.)
        if isBounded(ModifierChain(SwiftUIViewContext.outermostExpression(ExprSyntax(call))), clipping: ["clipShape", "cornerRadius"]) { return [] }
        // So does a stack inside a view given a fixed size (`GeometryReader { ZStack { … } }.frame(height: 196)`).
        let enclosing = SwiftUIViewContext(call).enclosing
        if enclosing.contains(where: { isBounded($0.chain, clipping: []) }) { return [] }
        if enclosing.contains(where: isListRow) { return [] }
        return layers(closure.statements.expressions, behind: [], siteCall: call, file: file)
    }

    /// The flags a drop destination sets while a drag is over it (`isTargeted: $dropping`).
    private static func dropTargetFlags(in file: SourceFileContext) -> Set<String> {
        file.memoized(MemoKey("drop-target-flags")) { file in
            Set((file.facts.calls("onDrop") + file.facts.calls("dropDestination")).compactMap { call in
                guard let reference = call.argument("isTargeted")?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    reference.hasPrefix("$")
                else { return nil }
                return String(reference.dropFirst())
            })
        }
    }

    /// A stack or overlay in a row of a list or a form (`Section { ZStack { restoreButton; if restoring { ProgressView() } } }`):
    /// a row cannot cover the screen, so what it lays over its own content stays in the row.
    private static func isListRow(_ enclosing: SwiftUIViewContext.Enclosing) -> Bool {
        ["List", "Form", "Section"].contains(enclosing.chain.rootTypeName ?? "")
    }

    /// The layers of a stack, each over those before it. A `switch` among them stacks its case's views over what
    /// came before it (`ZStack { switch state { case .ready: Tabs(); SideMenu(…) } }`).
    private static func layers(
        _ children: [ExprSyntax], behind earlier: [ModifierChain], siteCall call: FunctionCallExprSyntax, file: SourceFileContext
    ) -> [SwiftUICustomModal] {
        var result: [SwiftUICustomModal] = []
        // `VStack { if loading { LoadingCover() } }.animation(…)`: a stack that holds only a conditional layer is that layer.
        let children = children.map { child -> ExprSyntax in
            // The view's own helper or property that shows its layer under an `if` (`levelNotice()` with
            // `Group { if updated { … } }`) is that layer, reported where the helper builds it.
            if !child.is(IfExprSyntax.self), let ifExpr = conditionalLayer(inMember: child, in: file) { return ExprSyntax(ifExpr) }
            guard let inner = stackLayers(of: child)?.filter({ ModifierChain($0).rootTypeName != "Spacer" }), inner.count == 1,
                let ifExpr = inner[0].as(IfExprSyntax.self), showsNothingOtherwise(ifExpr)
            else { return child }
            return ExprSyntax(ifExpr)
        }
        for (index, child) in children.enumerated() {
            let background = earlier + children[..<index].enumerated().flatMap { content($1, first: $0 == 0) }
            if let switchExpr = child.as(SwitchExprSyntax.self) {
                for case .switchCase(let switchCase) in switchExpr.cases {
                    result += layers(switchCase.statements.expressions, behind: background, siteCall: call, file: file)
                }
                continue
            }
            guard index > 0 || !earlier.isEmpty else { continue }
            // A helper of the view that picks its layer with a `switch` where some state shows nothing
            // (`alertView()` with `switch state { case .idle: EmptyView(); case .failed: failureCard() }`): each
            // other case is a layer shown in that state.
            if let switchExpr = switchLayer(inMember: child, in: file) {
                guard background.contains(where: { !DimmingCues.isPlainBackdrop($0) }) else { continue }
                for case .switchCase(let switchCase) in switchExpr.cases {
                    let items = switchCase.statements.expressions
                    guard !items.isEmpty, !items.allSatisfy({ ModifierChain($0).rootTypeName == "EmptyView" }),
                        let modal = make(
                            site: .zStack, siteCall: call, conditional: Syntax(switchCase), items: items, background: background,
                            condition: .expression(switchExpr.subject), file: file)
                    else { continue }
                    result.append(modal)
                }
                continue
            }
            // A component always in the stack that shows itself on a presentation flag it is bound to.
            if !child.is(IfExprSyntax.self) {
                guard background.contains(where: { !DimmingCues.isPlainBackdrop($0) }) else { continue }
                if let modal = fromBoundComponent(child, site: .zStack, siteCall: call, background: background, file: file)
                    ?? fromSlidingLayer(child, siblings: children, siteCall: call, background: background, file: file)
                    ?? builtExpression(child, in: file).flatMap({ built in
                        fromSlidingLayer(child, shape: built, siblings: children, siteCall: call, background: background, file: file)
                    })
                    ?? fromSelfShowingComponent(child, siteCall: call, background: background)
                {
                    result.append(modal)
                }
                continue
            }
            guard let ifExpr = child.as(IfExprSyntax.self), showsNothingOtherwise(ifExpr) else { continue }
            // `if state == .main { … }` then `if state == .lock { … }`: one screen or the other, never one over another.
            if swapsWith(ifExpr, earlier: children[..<index]) { continue }
            // Something must be behind it: a plain colour or spacer alone is a backdrop, not content.
            guard background.contains(where: { !DimmingCues.isPlainBackdrop($0) }) else { continue }
            // `if loading { … } else if let error { … }`: each branch is a layer of its own.
            for branch in branches(of: ifExpr) {
                if let modal = make(
                    site: .zStack, siteCall: call, conditional: Syntax(branch.node),
                    items: branch.body.statements.expressions, background: background,
                    condition: .ifConditions(branch.conditions), file: file)
                {
                    result.append(modal)
                }
            }
        }
        return result
    }

    /// What a stack's child puts behind later layers: a view, the content an `if … else` swaps, or, first in the
    /// stack, the content an `if` shows once it has what it needs (`if let account { Inbox(account) }`,
    /// `if store.isReady { Library() }` is the screen). A plain `if flag { … }` or an `if let` laid over what came
    /// before is a layer of its own, and a `switch` picks among screens: neither is counted.
    private static func content(_ child: ExprSyntax, first: Bool) -> [ModifierChain] {
        guard let ifExpr = child.as(IfExprSyntax.self) else {
            // First in the stack, a `switch` picks the screen later layers cover (`switch device { case .display:
            // DisplayView(); case .console: ConsoleView() }`), whichever case shows.
            if first, let switchExpr = child.as(SwitchExprSyntax.self) { return caseViews(switchExpr) }
            return child.is(SwitchExprSyntax.self) ? [] : [ModifierChain(child)]
        }
        // First in the stack, nothing lies under it: whatever condition shows it, it is the screen later layers cover
        // (also when it picks that screen with a `switch`: `if let device { switch device { … } }`).
        guard first || !showsNothingOtherwise(ifExpr) else { return [] }
        let items = ifExpr.body.statements.expressions
        return items.filter { !$0.is(IfExprSyntax.self) && !$0.is(SwitchExprSyntax.self) }.map(ModifierChain.init)
            + (first ? items.compactMap { $0.as(SwitchExprSyntax.self) }.flatMap(caseViews) : [])
    }

    /// The views a `switch` shows in its cases, other than `EmptyView()`.
    private static func caseViews(_ switchExpr: SwitchExprSyntax) -> [ModifierChain] {
        switchExpr.cases.flatMap { item -> [ModifierChain] in
            guard case .switchCase(let switchCase) = item else { return [] }
            return switchCase.statements.expressions.filter { !$0.is(IfExprSyntax.self) && !$0.is(SwitchExprSyntax.self) }.map(ModifierChain.init)
                .filter { $0.rootTypeName != "EmptyView" }
        }
    }

    /// `overlay { … }` with no receiver in a function of `extension View`: the app's own modifier
    /// (`func busyCover(_ on: Bool) -> some View { overlay { if on { scrim; ProgressView() } }.disabled(on) }`), laid
    /// over whatever view it is applied to. Its declaration is the one place to report, for every screen that uses it.
    private static func isAppliedToSelf(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.is(DeclReferenceExprSyntax.self), let type = call.enclosingTypeDeclaration,
            type.kind == .extension, type.name == "View"
        else { return false }
        var current = call.parent
        while let ancestor = current, ancestor.kind != .memberBlock {
            if ancestor.kind == .functionDecl { return true }
            current = ancestor.parent
        }
        return false
    }

    private static func fromOverlay(_ call: FunctionCallExprSyntax, file: SourceFileContext) -> SwiftUICustomModal? {
        // An overlay on a control (a spinner over a button while it works) stays within the control.
        if let receiver = call.receiver, let root = ModifierChain(receiver).rootTypeName, SwiftUIViews.controls.contains(root) { return nil }
        // The view beneath: the receiver, or, for the app's modifier on `self`, nothing this code can point at; what
        // the modifier applies around the overlay (`.disabled(on)`) still says whether the screen beneath is paused.
        let background = call.receiver.map { [ModifierChain($0)] } ?? []
        let wrapper = call.receiver == nil ? ModifierChain(SwiftUIViewContext.outermostExpression(ExprSyntax(call))) : nil
        // An overlay on a card (clipped, rounded or given a fixed size) stays within the card: it cannot cover the
        // screen, whatever it holds.
        if let beneath = background.first, isBounded(beneath) { return nil }
        // So does one on a view clipped or rounded after the overlay (`.overlay { … }.frame(…).clipShape(…)`): the
        // clip cuts the layer to the tile.
        if call.receiver != nil, isBounded(ModifierChain(SwiftUIViewContext.outermostExpression(ExprSyntax(call))), clipping: ["clipShape", "cornerRadius"]) {
            return nil
        }
        // An overlay on a picture (`Image(…).resizable().overlay { if uploading { … } }`) lies on that picture; a picture
        // stretched under the safe areas is a screen's backdrop and may carry a screen's layer.
        if let beneath = background.first, let root = beneath.rootTypeName, ["Image", "AsyncImage"].contains(root),
            !beneath.has("ignoresSafeArea"), !beneath.has("edgesIgnoringSafeArea")
        {
            return nil
        }
        let closure = call.trailingClosure ?? call.argument("content")?.expression.as(ClosureExprSyntax.self)
        if let closure {
            var children = closure.statements.expressions
            guard children.count == 1 else { return nil }
            // `.overlay { ZStack { if confirming { scrim; Dialog() } } }`: a stack that holds only the layer.
            if let inner = stackLayers(of: children[0]), inner.count == 1, inner[0].is(IfExprSyntax.self) {
                children = inner
            }
            // `.overlay { switcherLayer }`, where the view's own property shows the layer on a flag.
            if let ifExpr = conditionalLayer(inMember: children[0], in: file) {
                return make(
                    site: .overlay, siteCall: call, conditional: Syntax(ifExpr),
                    items: ifExpr.body.statements.expressions, background: background,
                    condition: .ifConditions(ifExpr.conditions), beneath: wrapper, file: file)
            }
            guard let ifExpr = children[0].as(IfExprSyntax.self) else {
                // On `self`, an always-present view is the modifier's own decoration (a host view framed to nothing).
                guard call.receiver != nil else { return nil }
                return fromBoundComponent(children[0], site: .overlay, siteCall: call, background: background, file: file)
            }
            // `if unlocked { LockCover().hidden() } else { LockCover() }`: the layer shows in the `else`.
            if case .codeBlock(let otherwise) = ifExpr.elseBody, showsNothing(ifExpr.body.statements) {
                return make(
                    site: .overlay, siteCall: call, conditional: Syntax(ifExpr),
                    items: otherwise.statements.expressions, background: background,
                    condition: .ifConditions(ifExpr.conditions), beneath: wrapper, file: file)
            }
            guard showsNothingOtherwise(ifExpr) else { return nil }
            return make(
                site: .overlay, siteCall: call, conditional: Syntax(ifExpr),
                items: ifExpr.body.statements.expressions, background: background,
                condition: .ifConditions(ifExpr.conditions), beneath: wrapper, file: file)
        }
        if let argument = call.firstUnlabeledArgument?.expression, let ifExpr = conditionalLayer(inMember: argument, in: file) {
            return make(
                site: .overlay, siteCall: call, conditional: Syntax(ifExpr),
                items: ifExpr.body.statements.expressions, background: background,
                condition: .ifConditions(ifExpr.conditions), beneath: wrapper, file: file)
        }
        // `.overlay(flag ? Dialog() : nil)`, or `.overlay(recorder)` whose getter is that choice.
        guard let argument = call.firstUnlabeledArgument?.expression.unwrapped.as(SequenceExprSyntax.self)
            ?? call.firstUnlabeledArgument.flatMap({ choiceInMember($0.expression, in: file) })
        else {
            // `.overlay(SideMenu(isShowing: $menuShown))`: always there, shown by the flag it is bound to.
            guard let receiver = call.receiver, let shown = call.firstUnlabeledArgument?.expression else { return nil }
            return fromBoundComponent(shown, site: .overlay, siteCall: call, background: background, file: file)
                ?? fromComponent(shown, overDisabled: receiver, siteCall: call, background: background)
        }
        guard let ternary = argument.ternaryParts else { return nil }
        let nothing: (ExprSyntax) -> Bool = { $0.isNilLiteral || $0.constructedTypeName == "EmptyView" }
        // `flag ? Dialog() : nil`, or the other way round, `!flag ? nil : Dialog()`.
        let (shown, condition): (ExprSyntax, ExprSyntax)
        if nothing(ternary.otherwise) {
            (shown, condition) = (ternary.then, ternary.condition)
        } else if nothing(ternary.then) {
            (shown, condition) = (ternary.otherwise, ternary.condition)
        } else {
            return nil
        }
        return make(
            site: .overlay, siteCall: call, conditional: Syntax(argument),
            items: [shown], background: background,
            condition: .expression(condition), beneath: wrapper, file: file)
    }

    /// One of the app's views always in the stack, handed no flag, whose own body shows it on a condition of its
    /// model (`MoverMenu(model: files)` with `var body: some View { if model.showingMover { MoverPanel() } }`): a
    /// modal when, wherever declared, its body is that `if` and what it shows covers the screen.
    /// One of the app's views laid over content that is disabled on a condition (`.disabled(store.busy).overlay(BusyCover())`),
    /// whose own body shows it on a condition, wherever declared: a cover that blocks the content while it shows, however
    /// small what it draws.
    private static func fromComponent(
        _ expression: ExprSyntax, overDisabled receiver: ExprSyntax, siteCall: FunctionCallExprSyntax, background: [ModifierChain]
    ) -> SwiftUICustomModal? {
        let chain = ModifierChain(expression)
        guard chain.root.is(FunctionCallExprSyntax.self), chain.modifiers.isEmpty, let type = chain.rootTypeName,
            type.first?.isUppercase == true, !SwiftUIViews.all.contains(type), !background.isEmpty
        else { return nil }
        let blocksBeneath = ModifierChain(receiver).modifiers.contains { modifier in
            guard let argument = modifier.call?.arguments.first?.expression else { return false }
            switch modifier.name {
            case "disabled": return argument.as(BooleanLiteralExprSyntax.self) == nil
            case "allowsHitTesting": return argument.as(PrefixOperatorExprSyntax.self)?.operator.text == "!"
            default: return false
            }
        }
        guard blocksBeneath else { return nil }
        return SwiftUICustomModal(
            site: .overlay, siteCall: siteCall, conditional: Syntax(expression), items: [expression], container: chain,
            containerType: type, dimmingLayers: [], background: background, flags: [], presentedExpression: nil,
            evidence: .strong,
            recognitionConditions: [.typeHas(type, .showsItselfOnCondition), .typeLacks(type, .passesTouchesThrough)])
    }

    private static func fromSelfShowingComponent(_ expression: ExprSyntax, siteCall: FunctionCallExprSyntax, background: [ModifierChain]) -> SwiftUICustomModal? {
        let chain = ModifierChain(expression)
        guard let call = chain.root.as(FunctionCallExprSyntax.self), !call.arguments.isEmpty, let type = chain.rootTypeName,
            type.first?.isUppercase == true, !SwiftUIViews.all.contains(type), !background.isEmpty
        else { return nil }
        return SwiftUICustomModal(
            site: .zStack, siteCall: siteCall, conditional: Syntax(expression), items: [expression], container: chain,
            containerType: type, dimmingLayers: [], background: background, flags: [], presentedExpression: nil,
            evidence: .strong,
            recognitionConditions: [.typeHas(type, .showsItselfOnCondition), .typeHas(type, .coversScreen), .typeLacks(type, .passesTouchesThrough)])
    }

    /// A layer always in the stack that slides or fades in on a flag, over a scrim tied to the same flag: a drawer
    /// (`SideMenu().offset(x: menuOpen ? 0 : -320)` beside `Color.black.opacity(menuOpen ? 0.4 : 0)`), a card faded
    /// in with `.opacity(open ? 1 : 0)`. Without the scrim it may be a toolbar sliding away, so the scrim is required.
    private static func fromSlidingLayer(
        _ child: ExprSyntax, shape: ExprSyntax? = nil, siblings: [ExprSyntax], siteCall: FunctionCallExprSyntax, background: [ModifierChain],
        file: SourceFileContext
    ) -> SwiftUICustomModal? {
        // `shape`: what the child is built as, when a helper of the view builds it (`gallery()`).
        let chain = ModifierChain(shape ?? child)
        let flag = chain.modifiers.lazy.filter { ["offset", "opacity", "scaleEffect"].contains($0.name) }.compactMap { modifier -> String? in
            guard let call = modifier.call else { return nil }
            for argument in call.arguments {
                guard let condition = argument.expression.as(SequenceExprSyntax.self)?.ternaryParts?.condition,
                    let flag = simpleFlag(condition) ?? presenceFlag(condition)
                else { continue }
                return flag
            }
            return nil
        }.first
        guard let flag else { return nil }
        let flagName = String(flag.split(separator: ".").last ?? Substring(flag))
        // The scrim: another layer of the stack that dims and reads the same flag, shown by it or faded by it.
        var scrims: [ModifierChain] = []
        let readsFlag: (any SyntaxProtocol) -> Bool = { node in
            node.descendants(DeclReferenceExprSyntax.self).contains { $0.baseName.text == flagName }
                || node.descendants(MemberAccessExprSyntax.self).contains { $0.declName.baseName.text == flagName }
        }
        for sibling in siblings where sibling.id != child.id {
            let candidates: [ExprSyntax]
            if let ifExpr = sibling.as(IfExprSyntax.self) {
                guard readsFlag(ifExpr.conditions) else { continue }
                candidates = ifExpr.body.statements.compactMap { $0.item.as(ExprSyntax.self) }
            } else {
                guard readsFlag(sibling) else { continue }
                candidates = [sibling]
            }
            scrims += candidates.map(ModifierChain.init).filter { DimmingCues.isDimmingLayer($0) && DimmingCues.isDark($0.expression) }
        }
        // Or, with no scrim, the content beside it disabled or blurred on the same flag while it shows (a carousel
        // faded in over a list made untouchable or blurred out of sight), as the screen behind any layer counts.
        let pausedSiblings = siblings.filter { sibling in
            sibling.id != child.id && ModifierChain(sibling).modifiers.contains { modifier in
                ["disabled", "allowsHitTesting", "blur"].contains(modifier.name) && (modifier.call.map(readsFlag) ?? false)
            }
        }
        guard !scrims.isEmpty || !pausedSiblings.isEmpty else { return nil }
        let reference = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(flagName)))
        return make(
            site: .zStack, siteCall: siteCall, conditional: Syntax(child), items: [child] + scrims.map(\.expression),
            background: background.filter { chain in !scrims.contains { $0.expression.id == chain.expression.id } },
            condition: .expression(reference), file: file)
    }

    /// A panel that dims the screen behind itself while open: `.background(open ? Color.black.opacity(0.5) : nil)`,
    /// `.background { if open { Color.black.opacity(0.5).onTapGesture { open = false } } }`. The scrim must be dark and
    /// reach the whole screen or close the panel on a tap; a pressed row's tint does neither.
    private static func fromOwnScrim(_ call: FunctionCallExprSyntax, file: SourceFileContext) -> SwiftUICustomModal? {
        guard let receiver = call.receiver else { return nil }
        var scrim: ExprSyntax?
        var condition: ExprSyntax?
        if let closure = call.trailingClosure ?? call.argument("content")?.expression.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1, let ifExpr = closure.statements.first?.item.as(ExprSyntax.self)?.as(IfExprSyntax.self),
                ifExpr.elseBody == nil, ifExpr.conditions.count == 1, case .expression(let test) = ifExpr.conditions.first?.condition,
                ifExpr.body.statements.count == 1
            else { return nil }
            scrim = ifExpr.body.statements.first?.item.as(ExprSyntax.self)
            condition = test
        } else if let sequence = call.firstUnlabeledArgument?.expression.unwrapped.as(SequenceExprSyntax.self) {
            guard let ternary = sequence.ternaryParts else { return nil }
            let nothing: (ExprSyntax) -> Bool = { $0.isNilLiteral || $0.descendantsOrSelfMembers() == ["clear"] || $0.constructedTypeName == "EmptyView" }
            if nothing(ternary.otherwise) {
                scrim = ternary.then
            } else if nothing(ternary.then) {
                scrim = ternary.otherwise
            }
            condition = ternary.condition
        }
        guard let scrim, let condition else { return nil }
        let scrimChain = ModifierChain(scrim)
        guard DimmingCues.isDimmingLayer(scrimChain), DimmingCues.isDark(scrim),
            scrimChain.has("onTapGesture") || DimmingCues.fillsScreen(scrimChain)
        else { return nil }
        let container = ModifierChain(receiver)
        let rootType = container.rootTypeName
        // The app's own view shown, named at the site or by the view's helper that builds it
        // (`if confirming { wipePrompt() }` where `wipePrompt()` returns `DimmedCard { … }`).
        let containerType = rootType.flatMap { SwiftUIViews.all.contains($0) ? nil : $0 } ?? builtComponent(of: container, in: file)
        if let containerType, NameHeuristics.namesNonBlockingSurface(containerType) { return nil }
        let (flags, presented) = presentation(.expression(condition))
        if !flags.isEmpty, flags.allSatisfy({ StateNeverSet.isNeverTrue($0, near: call, in: file) }) { return nil }
        // The panel opens with the flag: its own look or content reads it (`.offset(y: open ? 0 : 400)`, `if open { … }`).
        // A backdrop that only fades itself (a viewer's black background, cleared when a drag begins) dims no screen
        // for a panel.
        if !readsAnyFlag(flags, in: Syntax(receiver)) { return nil }
        return SwiftUICustomModal(
            site: .ownScrim, siteCall: call, conditional: Syntax(call), items: [receiver], container: container,
            containerType: containerType, dimmingLayers: [scrimChain], background: [], flags: flags,
            presentedExpression: presented, evidence: .strong, recognitionConditions: [])
    }

    /// A view whose body is a stack of a dark scrim over the whole screen and a panel (`struct NoticeCard: View { var body:
    /// some View { ZStack { Color.black.opacity(0.3).ignoresSafeArea(); VStack { … } } } }`): whoever shows it (an
    /// overlay, a window of its own, a helper), it lays itself over a screen, and it must confine VoiceOver itself. Unless
    /// some code shows it as a system presentation's content, where the system does (see
    /// ``TypeFact/shownAsPresentedContent``). A full-screen colour that is opaque (a player's black backdrop) is no scrim.
    private static func fromScrimComponent(_ call: FunctionCallExprSyntax, file: SourceFileContext) -> SwiftUICustomModal? {
        guard let closure = call.trailingClosure ?? call.argument("content")?.expression.as(ClosureExprSyntax.self),
            let type = call.enclosingTypeDeclaration, type.inheritedTypes.contains("View")
        else { return nil }
        let outer = SwiftUIViewContext.outermostExpression(ExprSyntax(call))
        // The body's root view: `var body: some View { ZStack { … } }`.
        guard let binding = outer.ancestor(PatternBindingSyntax.self),
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
            SwiftUIViewContext(call).enclosing.isEmpty
        else { return nil }
        let children = closure.statements.expressions
        guard children.count >= 2, let first = children.first else { return nil }
        let scrim = ModifierChain(first)
        guard DimmingCues.isDimmingLayer(scrim), DimmingCues.isDark(first), DimmingCues.fillsScreen(scrim) || scrim.has("onTapGesture")
        else { return nil }
        let panel = Array(children.dropFirst())
        guard panel.contains(where: { !DimmingCues.isPlainBackdrop(ModifierChain($0)) }) else { return nil }
        return SwiftUICustomModal(
            site: .scrimComponent, siteCall: call, conditional: Syntax(call), items: panel, container: ModifierChain(outer),
            containerType: type.name, dimmingLayers: [scrim], background: [], flags: [], presentedExpression: nil,
            evidence: .strong, recognitionConditions: [.typeLacks(type.name, .shownAsPresentedContent)])
    }

    /// True when the code reads one of the flags (not only sets it: `open = false` in a gesture reads nothing).
    private static func readsAnyFlag(_ flags: Set<String>, in scope: Syntax) -> Bool {
        scope.descendants(DeclReferenceExprSyntax.self).contains { reference in
            guard flags.contains(reference.baseName.text) else { return false }
            if let list = reference.parent?.as(ExprListSyntax.self) {
                let next = list.index(after: reference.index)
                if next != list.endIndex, list[next].is(AssignmentExprSyntax.self) { return false }
            }
            return true
        }
    }

    /// A custom view placed unconditionally over the content and bound to a presentation flag
    /// (`SideMenu(isShowing: $menuShown)`, `BottomSheet(isOpen: $open) { … }`): it shows and hides itself on that
    /// flag. It is a modal when its declaration, in any audited file, looks like one (a dimming layer, a modal's
    /// name); the flag is what presents it.
    private static func fromBoundComponent(
        _ expression: ExprSyntax, site: Site, siteCall: FunctionCallExprSyntax, background: [ModifierChain], file: SourceFileContext
    ) -> SwiftUICustomModal? {
        var chain = ModifierChain(expression)
        // Placed through a property or helper of the view that builds it (`hintLayer`, with `var hintLayer: some View {
        // GuideTip(showing: $hinting) }`): the component it builds.
        if chain.rootTypeName == nil {
            let built = builtViews(of: chain, in: file)
            guard built.count == 1 else { return nil }
            chain = ModifierChain(built[0])
        }
        guard let call = chain.root.as(FunctionCallExprSyntax.self), let type = chain.rootTypeName, !SwiftUIViews.all.contains(type),
            type.first?.isUppercase == true
        else { return nil }
        // A control bound to a state it reports (`PinButton(isDragActive: $dragging)`) is not a surface that shows itself.
        if let last = NameHeuristics.words(type).last, Self.controlWords.contains(last) { return nil }
        let flag = call.arguments.lazy.compactMap { argument -> String? in
            // `$menuShown`, `$menuShown.animation()`: a binding the component reads to show itself.
            let root = ModifierChain(argument.expression).root
            if let reference = root.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
                let name = String(reference.baseName.text.dropFirst())
                let label = argument.label?.text ?? name
                // `item: $selected`: an optional the component shows itself for, as `.sheet(item:)` does.
                if label == "item" { return name }
                return DismissAnalysis.isPresentationFlag(label, flags: []) || DismissAnalysis.isPresentationFlag(name, flags: []) ? name : nil
            }
            // `isOpen: coordinator.drawerIsOpen`: the flag's value, handed to a parameter that says it presents.
            guard let label = argument.label?.text, DismissAnalysis.isPresentationFlag(label, flags: []),
                simpleFlag(argument.expression) != nil, let name = argument.expression.lastNameComponent
            else { return nil }
            return name
        }.first
        guard let flag else { return nil }
        let reference = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(flag)))
        guard let modal = make(
            site: site, siteCall: siteCall, conditional: Syntax(expression), items: [chain.expression], background: background,
            condition: .expression(reference), file: file)
        else { return nil }
        // Recognized by its declaration alone, whatever the site shows.
        return SwiftUICustomModal(
            site: modal.site, siteCall: modal.siteCall, conditional: modal.conditional, items: modal.items, container: modal.container,
            containerType: modal.containerType, dimmingLayers: modal.dimmingLayers, background: modal.background, flags: modal.flags,
            presentedExpression: modal.presentedExpression, evidence: .strong,
            recognitionConditions: modal.recognitionConditions.isEmpty ? [.typeHas(type, .looksModal)] : modal.recognitionConditions)
    }

    /// A view kept to a card's or a bar's size: clipped or rounded (`clipShape`, `cornerRadius`, `mask`), held to an
    /// aspect ratio, or given a literal width or height (`.frame(height: 20)`). What lies over it cannot cover the screen.
    package static func isBounded(_ chain: ModifierChain, clipping: Set<String> = ["clipShape", "cornerRadius", "aspectRatio", "clipped", "mask"]) -> Bool {
        chain.modifiers.contains { modifier in
            if clipping.contains(modifier.name) { return true }
            guard modifier.name == "frame", let call = modifier.call else { return false }
            return call.arguments.contains { argument in
                ["width", "height"].contains(argument.label?.text)
                    && (argument.expression.is(IntegerLiteralExprSyntax.self) || argument.expression.is(FloatLiteralExprSyntax.self))
            }
        }
    }

    /// The last word of a component's name that makes it a control or a small part of a screen, never a surface.
    package static let controlWords: Set<String> = ["button", "toggle", "switch", "slider", "field", "picker", "link", "label", "icon", "badge", "grabber", "handle"]

    /// Statements that show nothing: `EmptyView()`, or views made `.hidden()` (kept for their size only).
    package static func showsNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
        !statements.isEmpty && statements.allSatisfy { item in
            guard let expression = item.item.as(ExprSyntax.self) else { return false }
            let chain = ModifierChain(expression)
            return chain.rootTypeName == "EmptyView" || chain.has("hidden")
        }
    }

    /// `if flag { … }` alone, or with an `else` that shows nothing (`else { EmptyView() }`), also at the end of an
    /// `else if` chain: content that appears over the rest, not a swap of one content for another.
    package static func showsNothingOtherwise(_ ifExpr: IfExprSyntax) -> Bool {
        guard let otherwise = ifExpr.elseBody else { return true }
        switch otherwise {
        case .ifExpr(let next):
            return showsNothingOtherwise(next)
        case .codeBlock(let block):
            return block.statements.allSatisfy { item in
                item.item.as(ExprSyntax.self).map { ModifierChain($0).rootTypeName == "EmptyView" } ?? false
            }
        }
    }

    /// The branches of an `if` / `else if` chain: each shows its own layer under its own conditions.
    package static func branches(of ifExpr: IfExprSyntax) -> [(node: IfExprSyntax, body: CodeBlockSyntax, conditions: ConditionElementListSyntax)] {
        var result = [(node: ifExpr, body: ifExpr.body, conditions: ifExpr.conditions)]
        if case .ifExpr(let next) = ifExpr.elseBody { result += branches(of: next) }
        return result
    }

    private enum Condition {
        case ifConditions(ConditionElementListSyntax)
        case expression(ExprSyntax)
    }

    private static func make(
        site: Site, siteCall: FunctionCallExprSyntax, conditional: Syntax, items: [ExprSyntax],
        background: [ModifierChain], condition: Condition, beneath: ModifierChain? = nil, file: SourceFileContext
    ) -> SwiftUICustomModal? {
        let chains = items.filter { !$0.is(IfExprSyntax.self) && !$0.is(SwitchExprSyntax.self) }.map(ModifierChain.init)
        var dimming = chains.filter(DimmingCues.isDimmingLayer)
        // The content, or a dimming layer that carries the content in its own overlay
        // (`Color.black.opacity(0.4).overlay { ProgressView() }`).
        let catchers = chains.filter(DimmingCues.isClearTapCatcher)
        guard let container = chains.first(where: { !DimmingCues.isDimmingLayer($0) && !DimmingCues.isClearTapCatcher($0) })
            ?? dimming.first(where: { $0.has("overlay") })
        else { return nil }
        dimming.removeAll { $0.expression.id == container.expression.id }
        let rootType = container.rootTypeName
        // The app's own view shown, named at the site or by the view's helper that builds it
        // (`if confirming { wipePrompt() }` where `wipePrompt()` returns `DimmedCard { … }`).
        let containerType = rootType.flatMap { SwiftUIViews.all.contains($0) ? nil : $0 } ?? builtComponent(of: container, in: file)

        // An empty state stands in for content that is not there: `if entries.isEmpty { ContentUnavailableView(…) }`.
        if rootType == "ContentUnavailableView" || testsEmptiness(condition) { return nil }
        if chains.contains(where: { $0.has("allowsHitTesting") }) { return nil }
        // The app's view shown lets every touch through, wherever declared (an indicator, not a layer to deal with).
        let blocksTouches: [ProjectCondition] = containerType.map { [.typeLacks($0, .passesTouchesThrough)] } ?? []

        let (flags, presented) = presentation(condition)
        // Shown while something is dragged over the view (`.onDrop(of: [.image], isTargeted: $dropping)`): a highlight
        // that goes when the drag leaves, not a layer presented to the user.
        if !flags.isDisjoint(with: dropTargetFlags(in: file)) { return nil }
        // Shown under the view's private flag that nothing turns on: it never appears.
        if !flags.isEmpty, flags.allSatisfy({ StateNeverSet.isNeverTrue($0, near: siteCall, in: file) }) { return nil }
        // The screen behind is dimmed, blurred or disabled while the content shows: a dimming layer in the
        // content, as its background, or beside it in the ZStack and tied to the same condition.
        let mentionsFlag: (ExprSyntax) -> Bool = { expression in
            !flags.isDisjoint(with: expression.descendants(DeclReferenceExprSyntax.self).map(\.baseName.text))
        }
        // A modifier's own arguments read the flag (`.blur(radius: busy ? 8 : 0)`), not the view it is applied to.
        let readsFlagInArguments: (FunctionCallExprSyntax) -> Bool = { call in
            call.arguments.contains { mentionsFlag($0.expression) || $0.expression.as(DeclReferenceExprSyntax.self).map { flags.contains($0.baseName.text) } == true }
                || call.trailingClosure.map { mentionsFlag(ExprSyntax($0)) } == true
        }
        // What the content is made of, looked through: a stack's own layers (`ZStack { scrim; ProgressView() }`) and a
        // property or function of the same view that builds it (`if busy { savingCover }`).
        let parts = constituents(of: container, in: file)
        let hasDimming = !dimming.isEmpty || DimmingCues.isDimmingLayer(container) || parts.contains(where: DimmingCues.isDimmingLayer)
            // A translucent background of the content itself dims the screen only when it reaches the screen's edges (the
            // content or the colour fills it); on a spinner or a card it is the layer's own fill
            // (`ProgressView().background(Color.black.opacity(0.5))`).
            || container.modifiers(named: "background").contains { modifier in
                guard let call = modifier.call, DimmingCues.dimsInArguments(call) else { return false }
                return DimmingCues.fillsScreen(container) || call.arguments.contains { DimmingCues.fillsScreen(ModifierChain($0.expression)) }
            }
            || background.contains { chain in DimmingCues.isDimmingLayer(chain) && mentionsFlag(chain.expression) }
            // The content behind gets a scrim of its own while the modal shows: `.overlay(show ? Color.black.opacity(0.4) : .clear)`.
            || background.contains { chain in
                chain.modifiers.contains { modifier in
                    guard modifier.name == "background" || modifier.name == "overlay", let call = modifier.call else { return false }
                    return DimmingCues.dimsInArguments(call, dark: true) && readsFlagInArguments(call)
                }
            }
        // What is behind is blurred, disabled or made untouchable on the same condition, at the site or in the view's
        // own helper that builds it (`tabBar()` returning `TabView { … }.blur(radius: waiting ? 8 : 0)`).
        let backgroundViews = background + background.flatMap { builtViews(of: $0, in: file).map(ModifierChain.init) } + [beneath].compactMap { $0 }
        let pausesBackground = backgroundViews.contains { chain in
            chain.modifiers.contains { modifier in
                ["blur", "disabled", "allowsHitTesting"].contains(modifier.name) && (modifier.call.map(readsFlagInArguments) ?? false)
            }
        }
        // A full-size layer that is not clear (a game-over screen, an upgrade prompt over a list).
        let opaqueCover = (chains + parts).contains { chain in
            DimmingCues.fillsScreen(chain) && DimmingCues.isOpaqueLayer(chain)
                // A screen with its own navigation (`if settingsShown { NavigationStack { Settings() } }`).
                || SwiftUIViews.navigationContainers.contains(chain.rootTypeName ?? "")
        }
        // Content named for what does not block on its own (a toast, a banner, a spinner) is a modal only when the
        // site shows it blocks: a scrim, the screen behind disabled or untouchable, or an opaque full-size cover
        // (`CustomProgressView` over a list disabled on the same flag is a progress cover).
        // (A blur alone does not do: the content behind it still takes taps.)
        let blocksBackground = backgroundViews.contains { chain in
            chain.modifiers.contains { modifier in
                ["disabled", "allowsHitTesting"].contains(modifier.name) && (modifier.call.map(readsFlagInArguments) ?? false)
            }
        }
        // A full-size layer given an app modifier (`.modifier(BackgroundColorModifier())`) whose body may lay an opaque
        // colour behind it: a cover if the modifier, wherever declared, does.
        let paintedBy = (chains + parts).filter(DimmingCues.fillsScreen).flatMap { chain in
            chain.modifiers(named: "modifier").compactMap { $0.call?.arguments.first?.expression.constructedTypeName }
        }.filter { !SwiftUIViews.all.contains($0) }
        if let name = containerType, NameHeuristics.namesNonBlockingSurface(name), !(hasDimming || blocksBackground || opaqueCover) {
            let (flags, presented) = presentation(condition)
            // Named for what does not block, yet its declaration lays a scrim or an opaque colour under the safe areas
            // (a "toast" over a dimmed screen with an OK button), or a modifier paints it opaque: a modal if, wherever
            // declared, it does. (A shadow, a pulse or a tint of its own is not enough.)
            let recognition: ProjectCondition = paintedBy.first.map { .typeHas($0, .paintsOpaqueBackground) } ?? .typeHas(name, .laysScreenLayer)
            return SwiftUICustomModal(
                site: site, siteCall: siteCall, conditional: conditional, items: items, container: container,
                containerType: containerType, dimmingLayers: dimming, background: background, flags: flags,
                presentedExpression: presented, evidence: .strong, recognitionConditions: [recognition] + blocksTouches)
        }
        // A callout pinned at a fixed distance from what it points at (`.offset(y: -150)`): a tooltip over part of the
        // screen, unless the site also dims or pauses what is behind. (Sheets slide in with an offset read from a flag.)
        let pinned = chains.contains { chain in
            chain.modifiers(named: "offset").contains { modifier in
                guard let call = modifier.call, !call.arguments.isEmpty else { return false }
                return call.arguments.allSatisfy { $0.expression.literalNumber != nil }
            }
        }
        if pinned, !(hasDimming || pausesBackground || opaqueCover) { return nil }
        // A layer given a small literal size (`ShimmerBar().frame(width: 40, height: 12)`, a badge in a corner): a part of
        // what it lies on, a placeholder or a mark, unless the site dims, pauses or covers what is behind.
        let sized = container.modifiers(named: "frame").contains { modifier in
            guard let call = modifier.call else { return false }
            let sizes = call.arguments.filter { ["width", "height"].contains($0.label?.text) }.compactMap { $0.expression.literalNumber }
            return !sizes.isEmpty && sizes.allSatisfy { $0 < 120 }
        }
        if sized, !(hasDimming || pausesBackground || opaqueCover) { return nil }
        // A full-screen catcher of taps that closes the content: the screen behind takes no touch while it shows.
        let tapCatcher = catchers.contains(where: DimmingCues.fillsScreen) || chains.contains { chain in
            chain.expression.id != container.expression.id && DimmingCues.fillsScreen(chain) && chain.has("onTapGesture")
        } || dimming.contains { $0.has("onTapGesture") }
        // The type shown, or the view's own helper that builds it (`if renaming { renameAlert() }`).
        let helperName = containerType == nil ? (container.root.as(FunctionCallExprSyntax.self)?.calledExpression ?? container.root)
            .as(DeclReferenceExprSyntax.self)?.baseName.text : nil
        let hasModalName = (containerType ?? helperName).map { NameHeuristics.namesModal($0, vocabulary: file.settings.vocabulary) } ?? false
        let fillsScreen = (chains + parts).contains(where: DimmingCues.fillsScreen)
        let scope = conditional
        let hasDismissButton = DismissAnalysis.containsDismissButton(in: scope, facts: file.facts, flags: flags)

        // A plain colour and nothing else, shown while a privacy cover is asked for (`if hideForScreenSecurity {
        // Color.white.ignoresSafeArea() }`): it hides the app from a recording or the switcher and holds nothing to
        // read or act on.
        if DimmingCues.isPlainBackdrop(container), chains.count == 1, parts.isEmpty || parts.allSatisfy(DimmingCues.isPlainBackdrop),
            flags.contains(where: NameHeuristics.namesSelfEndingCover)
        {
            return nil
        }
        // A notice that only blurs what is behind and takes itself away after a delay (`asyncAfter { updated = false
        // }`): a passing message, which wants announcing, not a modal.
        if !(hasDimming || blocksBackground || opaqueCover || hasModalName), hidesAfterDelay(flags, around: siteCall, in: file) {
            return nil
        }
        // Shown while something is not the case (`if !conversation.isBlocked { ComposerPanel() }`): the screen's
        // usual content, hidden in a special state. Neither a name nor its declaration makes it a presented layer;
        // only what the site itself shows (a scrim, the screen behind paused, an opaque cover) does.
        if isNegated(condition) && !(hasDimming || pausesBackground || opaqueCover) { return nil }
        // Shown when the view was handed some content (`if let caption = caption { CaptionBar(caption) }`, with
        // `let caption: String?` a plain stored property): part of the layout for as long as the view lives, not a
        // layer presented later. Only what the site itself shows (a scrim, the screen behind paused, an opaque
        // cover) makes it one.
        if bindsOnlyHandedContent(condition, near: siteCall) && !(hasDimming || pausesBackground || opaqueCover) { return nil }

        let evidence: Evidence
        var recognition: [ProjectCondition] = []
        if hasDimming || hasModalName || pausesBackground || opaqueCover {
            evidence = .strong
        } else if let painter = paintedBy.first {
            evidence = .strong
            recognition = [.typeHas(painter, .paintsOpaqueBackground)]
        } else if hasDismissButton && fillsScreen || tapCatcher {
            evidence = .moderate
        } else if let containerType {
            // Only its declaration can tell: a dimming layer or a modal name there, or a screen of its own (a wrapped
            // view controller, an opaque full-screen colour), which hides the content behind from sight while
            // VoiceOver still reads it: a cover all the same.
            evidence = .strong
            recognition = [.typeHas(containerType, .coversScreen)]
        } else {
            return nil
        }

        return SwiftUICustomModal(
            site: site, siteCall: siteCall, conditional: conditional, items: items, container: container,
            containerType: containerType, dimmingLayers: dimming, background: background, flags: flags,
            presentedExpression: presented, evidence: evidence, recognitionConditions: recognition + blocksTouches)
    }

    /// The views a container is made of, one level down: the children of a stack, or the expressions a property or
    /// function of the same type returns when the container only names it (`savingCover`, `notePreview(for: note)`).
    private static func constituents(of container: ModifierChain, in file: SourceFileContext) -> [ModifierChain] {
        if let layers = stackLayers(of: container.expression) {
            return layers.filter { !$0.is(IfExprSyntax.self) }.map(ModifierChain.init)
        }
        return builtViews(of: container, in: file).flatMap { expression -> [ModifierChain] in
            // `ZStack { scrim; card }` returned: its layers count too.
            let layers = stackLayers(of: expression) ?? []
            return [ModifierChain(expression)] + layers.filter { !$0.is(IfExprSyntax.self) }.map(ModifierChain.init)
        }
    }

    /// The expressions returned by the property or function of the same type that a container only names
    /// (`savingCover`, `notePreview(for: note)`); empty when the container is anything else.
    private static func builtViews(of container: ModifierChain, in file: SourceFileContext) -> [ExprSyntax] {
        let name: String
        if let reference = container.root.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let call = container.root.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text.first?.isLowercase == true
        {
            name = callee.baseName.text
        } else {
            return []
        }
        return memberBodies(named: name, besides: container.expression, in: file).flatMap { statements in
            // An `if` or a `switch` written as a statement comes wrapped in one.
            statements.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression } + statements.expressions
        }
    }

    /// The keys of what in the content may move VoiceOver focus when it appears: the app's own modifiers applied
    /// there (`.accessibilityAutoFocus()`, recorded under their helper key) and the app's own views placed there,
    /// in the content or in the view's helpers it calls. The project index knows which of them set a focus state.
    package func focusCandidates(in file: SourceFileContext) -> [String] {
        // The content, and the view's helpers it calls, three calls deep (`removalAlert()` → `CustomAlert { message() }`).
        var scopes = [conditional]
        var pending = [conditional]
        var followed: Set<String> = []
        for _ in 0..<3 {
            var next: [Syntax] = []
            for scope in pending {
                for call in scope.descendants(FunctionCallExprSyntax.self) {
                    guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, callee.first?.isLowercase == true,
                        followed.insert(callee).inserted
                    else { continue }
                    next += Self.memberBodies(named: callee, besides: call, in: file).map(Syntax.init)
                }
            }
            scopes += next
            pending = next
        }
        var names: [String] = []
        for scope in scopes {
            for call in scope.descendants(FunctionCallExprSyntax.self) {
                if let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                    let lowered = name.lowercased()
                    if lowered.contains("focus") || lowered.hasPrefix("accessibility") { names.append(TypeSummary.modifierKey(name)) }
                } else if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
                    !SwiftUIViews.all.contains(name), name != containerType
                {
                    // The app's own views in the content, which may move focus when they appear.
                    names.append(name)
                }
            }
        }
        return names.uniqued()
    }

    /// The app's view type a helper builds when it returns exactly one (`func wipePrompt() -> some View { DimmedCard { … } }`).
    private static func builtComponent(of container: ModifierChain, in file: SourceFileContext) -> String? {
        let built = builtViews(of: container, in: file)
        guard built.count == 1, let type = ModifierChain(built[0]).rootTypeName, !SwiftUIViews.all.contains(type) else { return nil }
        return type
    }

    /// The views a plain stack lays out (`ZStack { scrim; card }.padding()` → `scrim`, `card`), nil for anything else.
    private static func stackLayers(of expression: ExprSyntax) -> [ExprSyntax]? {
        guard let stack = ModifierChain(expression).root.as(FunctionCallExprSyntax.self),
            SwiftUIViews.stacks.contains(stack.calledExpression.lastNameComponent ?? ""), let closure = stack.trailingClosure
        else { return nil }
        return closure.statements.expressions
    }

    /// The statements of the computed properties and functions named `name` that the type around `node` declares
    /// (in its declaration or an extension of it in this file).
    package static func memberBodies(named name: String, besides node: some SyntaxProtocol, in file: SourceFileContext) -> [CodeBlockItemListSyntax] {
        guard let owner = node.enclosingTypeDeclaration?.name else { return [] }
        var bodies: [CodeBlockItemListSyntax] = []
        for variable in file.facts.variablesByName[name] ?? [] where variable.enclosingTypeDeclaration?.name == owner {
            if let statements = variable.bindings.first?.getterStatements { bodies.append(statements) }
        }
        for function in file.facts.functions(name) where function.enclosingTypeDeclaration?.name == owner {
            if let statements = function.body?.statements { bodies.append(statements) }
        }
        return bodies
    }

    /// A flag the view resets in a delayed closure (`DispatchQueue.main.asyncAfter(…) { updated = false }`, a
    /// timer, `Task.sleep` before it): the layer it shows goes by itself.
    private static func hidesAfterDelay(_ flags: Set<String>, around node: some SyntaxProtocol, in file: SourceFileContext) -> Bool {
        guard !flags.isEmpty, let type = node.enclosingTypeDeclaration else { return false }
        let delayed = ["asyncAfter", "scheduledTimer", "sleep"].flatMap { file.facts.calls($0, in: type.node) }
        return delayed.contains { call in
            let scope = call.closures.isEmpty ? call.ancestor(ClosureExprSyntax.self).map(Syntax.init) : Syntax(call)
            return (scope?.descendants(SequenceExprSyntax.self) ?? []).contains { sequence in
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].isFalseLiteral || elements[2].isNilLiteral,
                    let name = elements[0].lastNameComponent
                else { return false }
                return flags.contains(name)
            }
        }
    }

    /// The view's own property or helper named by an expression: `switcherLayer`, `levelNotice()`.
    private static func ownMemberName(_ expression: ExprSyntax) -> String? {
        let unwrapped = expression.unwrapped
        let reference = unwrapped.as(DeclReferenceExprSyntax.self)
            ?? unwrapped.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
        guard let name = reference?.baseName.text, name.first?.isLowercase == true else { return nil }
        return name
    }

    /// What the view's own helper returns when it is one expression (`gallery()` returning
    /// `Gallery(…).opacity(selected != nil ? 1 : 0)`).
    private static func builtExpression(_ expression: ExprSyntax, in file: SourceFileContext) -> ExprSyntax? {
        guard let name = ownMemberName(expression), let statements = memberViews(named: name, besides: expression, in: file) else { return nil }
        return statements.count == 1 ? statements[0] : nil
    }

    /// The views the first property or function of the view named `name` builds: its expressions, the `if`
    /// statements among them (expression statements to the parser), and what it returns.
    private static func memberViews(named name: String, besides node: some SyntaxProtocol, in file: SourceFileContext) -> [ExprSyntax]? {
        guard let body = memberBodies(named: name, besides: node, in: file).first else { return nil }
        return body.expressions + body.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }
    }

    /// The choice a property of the view makes between a layer and nothing: `var recorder: some View { recording ?
    /// RecorderView() : nil }` named by `.overlay(recorder)`.
    private static func choiceInMember(_ argument: ExprSyntax, in file: SourceFileContext) -> SequenceExprSyntax? {
        guard let reference = argument.unwrapped.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true,
            let statements = memberViews(named: reference.baseName.text, besides: argument, in: file)
        else { return nil }
        guard statements.count == 1, let choice = statements[0].unwrapped.as(SequenceExprSyntax.self), choice.ternaryParts != nil else { return nil }
        return choice
    }

    /// `.overlay(savingIndicator)` where the view's own property shows its layer under an `if`, between spacers:
    /// `VStack { Spacer(); if busy { … }; Spacer() }`.
    private static func conditionalLayer(inMember argument: ExprSyntax, in file: SourceFileContext) -> IfExprSyntax? {
        guard let name = ownMemberName(argument), var statements = memberViews(named: name, besides: argument, in: file) else { return nil }
        if statements.count == 1, let layers = stackLayers(of: statements[0]) {
            statements = layers.filter { ModifierChain($0).rootTypeName != "Spacer" }
        }
        guard statements.count == 1, let ifExpr = statements[0].as(IfExprSyntax.self), showsNothingOtherwise(ifExpr) else { return nil }
        return ifExpr
    }

    /// The `switch` a helper of the view is made of, when one of its states shows nothing (`EmptyView()`, or no
    /// view at all): the helper lays a layer over the stack only in the other states.
    private static func switchLayer(inMember child: ExprSyntax, in file: SourceFileContext) -> SwitchExprSyntax? {
        let chain = ModifierChain(child)
        guard chain.rootTypeName == nil else { return nil }
        let built = builtViews(of: chain, in: file)
        guard built.count == 1, let switchExpr = built[0].as(SwitchExprSyntax.self) else { return nil }
        let showsNothing = switchExpr.cases.contains { item in
            guard case .switchCase(let switchCase) = item else { return false }
            return switchCase.statements.allSatisfy { statement in
                CodeBlockItemListSyntax([statement]).expressions.first.map { ModifierChain($0).rootTypeName == "EmptyView" }
                    ?? statement.item.as(StmtSyntax.self)?.is(BreakStmtSyntax.self) ?? false
            }
        }
        return showsNothing ? switchExpr : nil
    }

    /// True when the condition holds while a collection is empty (`items.isEmpty`, `results.count == 0`).
    private static func testsEmptiness(_ condition: Condition) -> Bool {
        func empty(_ expression: ExprSyntax) -> Bool {
            let expression = expression.unwrapped
            if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "isEmpty" }
            guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" {
                return elements[0].lastNameComponent == "count" && elements[2].literalNumber == 0
            }
            // `a && b.isEmpty`: any conjunct that tests emptiness.
            return elements.contains { element in
                element.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "isEmpty" && element.parent?.as(PrefixOperatorExprSyntax.self) == nil
            }
        }
        switch condition {
        case .expression(let expression): return empty(expression)
        case .ifConditions(let conditions):
            return conditions.contains { element in
                if case .expression(let expression) = element.condition { return empty(expression) }
                return false
            }
        }
    }

    /// True when the whole condition is a negation: `if !isBlocked`, `if !(a || b)`, `if !draggingStart && !draggingEnd`.
    /// `if let a = a, let b` where each value is a plain stored property of the view (no `@State`, `@Binding` or other
    /// wrapper, not named as a presentation flag): content the caller handed in, fixed while the view is shown.
    private static func bindsOnlyHandedContent(_ condition: Condition, near node: some SyntaxProtocol) -> Bool {
        guard case .ifConditions(let conditions) = condition, !conditions.isEmpty, let type = node.enclosingTypeDeclaration else { return false }
        var plain: Set<String> = []
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty,
                !variable.modifiers.contains(where: { $0.name.text == "static" })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { plain.insert(name) }
            }
        }
        return conditions.allSatisfy { element in
            guard case .optionalBinding(let binding) = element.condition else { return false }
            let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            guard let name = binding.initializer.map({ VariableResolver.plainName($0.value) }) ?? bound else { return false }
            return plain.contains(name) && !DismissAnalysis.isPresentationFlag(name, flags: [])
        }
    }

    private static func isNegated(_ condition: Condition) -> Bool {
        let negation: (ExprSyntax) -> Bool = { expression in
            if expression.as(PrefixOperatorExprSyntax.self)?.operator.text == "!" { return true }
            // A conjunction of negations: shown while none of several things is the case.
            guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements.count % 2 == 1 else { return false }
            return stride(from: 1, to: elements.count, by: 2).allSatisfy { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" }
                && stride(from: 0, to: elements.count, by: 2).allSatisfy { elements[$0].as(PrefixOperatorExprSyntax.self)?.operator.text == "!" }
        }
        switch condition {
        case .expression(let expression): return negation(expression)
        case .ifConditions(let conditions):
            guard conditions.count == 1, case .expression(let expression) = conditions.first?.condition else { return false }
            return negation(expression)
        }
    }

    /// The names a condition reads and, when simple enough, an expression that is true while presented.
    private static func presentation(_ condition: Condition) -> (Set<String>, String?) {
        var names: Set<String> = []
        func collect(_ expression: ExprSyntax) {
            if let name = expression.lastNameComponent { names.insert(name) }
            for reference in expression.descendants(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
            for member in expression.descendants(MemberAccessExprSyntax.self) { names.insert(member.declName.baseName.text) }
        }
        switch condition {
        case .expression(let expression):
            collect(expression)
            return (names, simpleFlag(expression))
        case .ifConditions(let conditions):
            var presented: [String] = []
            for element in conditions {
                switch element.condition {
                case .expression(let expression):
                    collect(expression)
                    if let flag = simpleFlag(expression) { presented.append(flag) }
                case .optionalBinding(let binding):
                    if let value = binding.initializer?.value {
                        collect(value)
                        if let flag = simpleFlag(value) { presented.append("\(flag) != nil") }
                    } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        names.insert(name)
                        presented.append("\(name) != nil")
                    }
                default:
                    break
                }
            }
            let expression = presented.count == conditions.count && presented.count == 1 ? presented.first : nil
            return (names, expression)
        }
    }

    /// True when every layer before `ifExpr` is shown on the same value being another case (`if screen == .main`,
    /// then `if screen == .lock`): the stack swaps whole screens by state, and nothing lies behind the later one.
    private static func swapsWith(_ ifExpr: IfExprSyntax, earlier: ArraySlice<ExprSyntax>) -> Bool {
        func tested(_ node: IfExprSyntax) -> (subject: String, value: String)? {
            guard let first = node.conditions.first, case .expression(let expression) = first.condition,
                let sequence = expression.as(SequenceExprSyntax.self)
            else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
                let value = elements[2].as(MemberAccessExprSyntax.self), value.base == nil
            else { return nil }
            return (elements[0].compactText, value.declName.baseName.text)
        }
        guard let own = tested(ifExpr), !earlier.isEmpty else { return false }
        return earlier.allSatisfy { layer in
            guard let other = layer.as(IfExprSyntax.self).flatMap(tested) else { return DimmingCues.isPlainBackdrop(ModifierChain(layer)) }
            return other.subject == own.subject && other.value != own.value
        }
    }

    /// The optional a condition tests for a value: `selectedPoster` in `selectedPoster != nil`.
    private static func presenceFlag(_ expression: ExprSyntax) -> String? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "!=", elements[2].isNilLiteral else { return nil }
        return simpleFlag(elements[0])
    }

    /// `showModal`, `viewModel.isShowing`: a plain reference, safe to repeat in another modifier.
    private static func simpleFlag(_ expression: ExprSyntax) -> String? {
        var current: ExprSyntax? = expression
        while let node = current {
            if node.is(DeclReferenceExprSyntax.self) { return expression.compactText }
            guard let member = node.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            current = base
        }
        return nil
    }
}
