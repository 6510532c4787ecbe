import A11yCore
import SwiftSyntax

/// Summarizes what each type declaration (and extension) in a file establishes, for the project index.
///
/// Works from ``SyntaxFacts`` (no extra walk of the tree): each relevant call or assignment is attributed
/// to its innermost enclosing type.
public enum TypeFactsCollector {
    /// A body that shows at least one `Image` and no words: every `Text` in it shows a number or a count
    /// (`Text("\(likes)")`), and it passes no view content of its caller through (`content()`, `label`).
    static func showsOnlyImage(_ statements: CodeBlockItemListSyntax) -> Bool {
        let calls = statements.descendants(FunctionCallExprSyntax.self)
        var images = 0
        for call in calls {
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            switch name {
            case "Image":
                images += 1
            case "Text":
                guard let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) else { return false }
                // Only interpolations of counts: `Text("\(count)")`, `Text("\(votes.count)")`.
                for segment in literal.segments {
                    if let text = segment.as(StringSegmentSyntax.self), text.content.text.contains(where: \.isLetter) { return false }
                    if let value = segment.as(ExpressionSegmentSyntax.self) {
                        let words = NameHeuristics.words(value.expressions.description)
                        if !words.contains(where: { ["count", "number", "total", "votes", "likes"].contains($0) }) { return false }
                    }
                }
            case "Label", "TextField", "Button", "Toggle", "Link", "NavigationLink", "Menu":
                return false
            default:
                continue
            }
        }
        let passesContent = statements.descendants(DeclReferenceExprSyntax.self).contains { ["content", "label", "title"].contains($0.baseName.text) }
        return images > 0 && !passesContent
    }

    /// What a type declaration or extension establishes by its head alone, whoever read it: the parser, or the
    /// declaration reader the audit uses for files with no interface code.
    public static func declarationSummary(
        isExtension: Bool, name: String, inheritedTypes: [String], vocabulary: NameVocabulary
    ) -> TypeSummary {
        // An extension alone does not show the type: a library's class extended by the app stays undeclared.
        var summary = TypeSummary(name: name, inheritedTypes: inheritedTypes, facts: isExtension ? [] : [.declared])
        if NameHeuristics.namesModal(name, vocabulary: vocabulary) { summary.facts.insert(.looksModal) }
        // A wrapped view controller, or a view named for the whole screen (`FullscreenLoader`).
        if inheritedTypes.contains("UIViewControllerRepresentable") || NameHeuristics.namesFullScreen(name) {
            summary.facts.insert(.coversScreen)
        }
        return summary
    }

    public static func summaries(for file: SourceFileContext) -> [TypeSummary] {
        let facts = file.facts
        // Presentation wrappers are recorded under their signature key, for their calls in other files.
        let wrappers = UIKitCustomPresentation.wrappers(in: file) + placements(in: file) + FontHelperFacts.styleHelpers(in: file)
            + ControlActions.reachedFunctions(in: file) + FontHelperFacts.dynamicFontHelpers(in: file)
            + ReduceMotionChecks.helpers(in: file) + memberSummaries(in: file) + FontHelperFacts.fixedSizeHelpers(in: file)
            + modifierHelpers(in: file) + FontHelperFacts.titleFontCases(in: file) + UIKitModalPresentation.coveringHelpers(in: file)
        var summaries: [Int: TypeSummary] = [:]
        var order: [Int] = []
        for declaration in facts.typeDeclarations {
            let key = declaration.node.position.utf8Offset
            summaries[key] = declarationSummary(
                isExtension: declaration.kind == .extension, name: declaration.name, inheritedTypes: declaration.inheritedTypes,
                vocabulary: file.settings.vocabulary)
            order.append(key)
        }
        guard !summaries.isEmpty else { return wrappers }

        // A controller that builds one view of the app and offers no control of its own (`view.addSubview(WaitView())`
        // in `loadView`) shows that view and nothing else: to the index it is that view (a spinner to wait out, say).
        for declaration in facts.typeDeclarations where declaration.kind == .class && declaration.name.hasSuffix("Controller") {
            let node = declaration.node
            guard !Self.userControls.contains(where: { !facts.calls($0, in: node).isEmpty }) else { continue }
            // A scene of a storyboard offers the controls its outlets and actions connect.
            if Self.hasInterfaceBuilderMembers(declaration) { continue }
            var built: Set<String> = []
            // Another controller it makes is one it presents or pushes, not a view it shows.
            for (name, calls) in facts.callsByName where name.first?.isUppercase == true && !Self.isPlatformTypeName(name)
                && !name.hasSuffix("Controller") && !name.hasSuffix("VC")
            {
                if calls.contains(where: { $0.calledExpression.is(DeclReferenceExprSyntax.self) && $0.isContained(in: node) }) { built.insert(name) }
                if built.count > 1 { break }
            }
            guard built.count == 1, let shown = built.first, shown != declaration.name else { continue }
            summaries[node.position.utf8Offset]?.inheritedTypes.append(shown)
        }

        // A view whose whole body is another view of the app (`var body: some View { ConfirmCard { … } }`) is that
        // view to the index: it covers, marks itself modal or closes on escape as the view it wraps does.
        for variable in facts.variablesByName["body"] ?? [] {
            guard let type = variable.enclosingTypeDeclaration, type.kind == .struct || type.kind == .extension,
                let statements = variable.bindings.first?.getterStatements
            else { continue }
            // A body that is only `if model.showingMover { … }`: the view shows itself on a condition of its own, as a
            // layer does, wherever it is placed.
            // (Also `Group { if store.busy { Cover() } else { EmptyView() } }`, with modifiers after the group.)
            if statements.count == 1, let ifExpr = Self.onlyConditional(statements.expressions.first),
                SwiftUICustomModal.showsNothingOtherwise(ifExpr)
            {
                summaries[type.node.position.utf8Offset]?.facts.insert(.showsItselfOnCondition)
            }
            if Self.buildsNavigationScreen(statements) {
                summaries[type.node.position.utf8Offset]?.facts.insert(.coversScreen)
            }
            if Self.passesTouchesThrough(statements) {
                summaries[type.node.position.utf8Offset]?.facts.insert(.passesTouchesThrough)
            }
            guard let wrapped = Self.onlyView(in: statements, properties: { name in
                    (facts.variablesByName[name] ?? []).first { $0.enclosingTypeDeclaration?.name == type.name }?.bindings.first?.getterStatements
                }),
                wrapped != type.name, !SwiftUIViews.all.contains(wrapped)
            else { continue }
            summaries[type.node.position.utf8Offset]?.inheritedTypes.append(wrapped)
        }

        // A view that applies one of the app's accessibility or focus modifiers (`.accessibilityAutoFocus()`) has
        // what the modifier's declaration has: the helper's key is recorded as one of its supertypes.
        if file.sourceMentions("ocus") || file.sourceMentions(".accessibility") {
            for (name, calls) in facts.callsByName where name.lowercased().contains("focus") || name.hasPrefix("accessibility") {
                for call in calls where call.calledExpression.is(MemberAccessExprSyntax.self) {
                    guard let type = call.enclosingTypeDeclaration else { continue }
                    let key = TypeSummary.modifierKey(name)
                    if summaries[type.node.position.utf8Offset]?.inheritedTypes.contains(key) == false {
                        summaries[type.node.position.utf8Offset]?.inheritedTypes.append(key)
                    }
                }
            }
        }

        func add(_ fact: TypeFact, for node: some SyntaxProtocol) {
            guard let type = node.enclosingTypeDeclaration else { return }
            summaries[type.node.position.utf8Offset]?.facts.insert(fact)
        }

        // An icon view: a body of images with no words (a count beside the icon is not a name).
        if file.sourceMentions("Image(") {
            for variable in facts.variablesByName["body"] ?? [] {
                guard let type = variable.enclosingTypeDeclaration, type.kind == .struct,
                    let statements = variable.bindings.first?.getterStatements, Self.showsOnlyImage(statements)
                else { continue }
                add(.showsOnlyImage, for: variable)
            }
            // A row component: a picture and its captions, not grouped (`ChoreRow(chore).onTapGesture { … }`).
            for variable in facts.variablesByName["body"] ?? [] {
                guard let type = variable.enclosingTypeDeclaration, type.kind == .struct,
                    let statements = variable.bindings.first?.getterStatements,
                    SwiftUIRowParts.ofBody(statements)?.readsInPieces == true
                else { continue }
                add(.showsPictureAndTexts, for: variable)
            }
        }

        for call in facts.calls("accessibilityAddTraits") + facts.calls("accessibility") where AccessibilityAPIs.addsModalTrait(call) {
            add(.marksModal, for: call)
        }
        for assignment in facts.assignments("accessibilityViewIsModal") where assignment.value.isTrueLiteral {
            add(.marksModal, for: assignment.sequence)
        }
        for variable in facts.variablesByName["accessibilityViewIsModal"] ?? [] where variable.modifiers.contains(where: { $0.name.text == "override" }) {
            add(.marksModal, for: variable)
        }
        // Escape counts only when it closes something; focus only when the focus state is really set.
        for handler in DismissAnalysis.closingEscapeHandlers(in: file.tree, facts: facts) {
            add(.handlesEscape, for: handler)
        }
        // A library controller whose escape handling the app switches on in its own extension or subclass.
        for name in ThirdPartyPresenters.escapeSwitches {
            for assignment in facts.assignments(name) where assignment.value.isTrueLiteral && assignment.isOnSelf {
                add(.handlesEscape, for: assignment.sequence)
            }
        }
        // One pass over the posts: a focus post moves focus, and tells VoiceOver of an element when it names one.
        // An announcement is also recorded under the member that posts it (`VoiceOver.say(_:)`, `announce(_:)`), for code
        // that shows a message and calls it.
        var announcingMembers: [TypeSummary] = []
        for call in facts.calls("post") + facts.calls("UIAccessibilityPostNotification") {
            if AccessibilityAPIs.postsAnnouncement(call) {
                add(.announces, for: call)
                if let function = call.ancestor(FunctionDeclSyntax.self), let type = function.enclosingTypeDeclaration {
                    announcingMembers.append(TypeSummary(name: TypeSummary.memberKey(type.name, function.name.text), facts: [.announces]))
                }
            } else if AccessibilityAPIs.postsFocusNotification(call) {
                add(.movesFocus, for: call)
                let element = call.argument("argument")?.expression ?? (call.arguments.count > 1 ? call.arguments.last?.expression : nil)
                if let element, !element.isNilLiteral { add(.announces, for: call) }
            }
        }
        for call in facts.calls("accessibilityAddTraits") + facts.calls("accessibility")
        where SwiftUIViewContext.addsTrait(["updatesFrequently"], call: call) {
            add(.announces, for: call)
        }
        for assignment in facts.assignments("accessibilityTraits")
        where assignment.valueElements.contains(where: { $0.descendantsOrSelfMembers().contains("updatesFrequently") }) {
            add(.announces, for: assignment.sequence)
        }
        // VoiceOver focus moved by the code tells VoiceOver of its element; keyboard focus (`focused`) does not.
        for call in facts.calls("accessibilityFocused") + facts.calls("focused") where AccessibilityAPIs.bindsFocusThatIsSet(call, facts: facts) {
            add(.movesFocus, for: call)
            if call.calledExpression.lastNameComponent == "accessibilityFocused" { add(.announces, for: call) }
        }
        for button in facts.calls("Button") {
            if let action = DismissAnalysis.buttonAction(button), DismissAnalysis.dismisses(action, flags: [], facts: facts) {
                add(.hasDismissControl, for: button)
            }
        }
        for call in facts.calls("addTarget") {
            if let action = call.argument("action")?.expression, DismissAnalysis.namesDismissal(selectorName(action)) {
                add(.hasDismissControl, for: call)
            }
        }
        for call in facts.calls("UIAction") + facts.calls("addAction") {
            if call.closures.contains(where: { DismissAnalysis.dismisses($0, flags: [], facts: facts) }) {
                add(.hasDismissControl, for: call)
            }
        }
        // Any other way out than a tap on the background: a control, an option to choose, a key, a timer.
        // (A SwiftUI view's buttons count only when they close it: ``TypeFact/hasDismissControl``.)
        for name in Self.uiKitControls + ["scheduledTimer", "asyncAfter", "UIKeyCommand"] {
            for call in facts.calls(name) { add(.offersControl, for: call) }
        }
        // A list, grid, picker or search field of the app's own: something to choose or type in.
        for (name, calls) in facts.callsByName where name.first?.isUppercase == true
            && ["TableView", "CollectionView", "PickerView", "GridView", "SearchBar", "TextField"].contains(where: name.hasSuffix)
        {
            for call in calls { add(.offersControl, for: call) }
        }
        for name in ["tableView", "collectionView", "pressesBegan"] {
            for function in facts.functions(name) where name == "pressesBegan" || function.signature.parameterClause.parameters.contains(where: {
                ["didSelectRowAt", "didSelectItemAt"].contains($0.firstName.text)
            }) {
                add(.offersControl, for: function)
            }
        }
        for function in facts.functionsByName.values.joined() where function.attributes.contains(where: {
            $0.as(AttributeSyntax.self)?.attributeName.simpleName == "IBAction"
        }) {
            add(.offersControl, for: function)
        }
        // A spinner drawn by hand: a view that turns a shape for ever (`.rotationEffect(…)` under a `repeatForever`
        // animation) and shows no words and no control.
        for call in facts.calls("rotationEffect") {
            guard let type = call.enclosingTypeDeclaration, type.kind == .struct, summaries[type.node.position.utf8Offset] != nil,
                !facts.calls("repeatForever", in: type.node).isEmpty, facts.calls("Text", in: type.node).isEmpty,
                !Self.userControls.contains(where: { !facts.calls($0, in: type.node).isEmpty })
            else { continue }
            add(.showsProgress, for: call)
        }
        // A spinner or progress bar with no control beside it: a screen to wait out.
        // A timer that takes it away is no control for the user: it still ends by itself.
        for name in ["UIActivityIndicatorView", "UIProgressView", "ProgressView"] {
            for call in facts.calls(name) {
                guard let type = call.enclosingTypeDeclaration, summaries[type.node.position.utf8Offset] != nil,
                    !Self.userControls.contains(where: { !facts.calls($0, in: type.node).isEmpty })
                else { continue }
                add(.showsProgress, for: call)
            }
        }
        // A controller whose root view is such a view of this file (`view = activityView` with
        // `let activityView = WaitingView()`) is a screen to wait out too.
        let waitingViews = Set(summaries.values.filter { $0.facts.contains(.showsProgress) }.map(\.name))
        if !waitingViews.isEmpty {
            for assignment in facts.assignments("view") where assignment.isOnSelf {
                guard let controller = assignment.sequence.enclosingTypeDeclaration,
                    !Self.userControls.contains(where: { !facts.calls($0, in: controller.node).isEmpty })
                else { continue }
                let property = VariableResolver.plainName(assignment.value).flatMap { name in
                    (facts.variablesByName[name] ?? []).first { $0.enclosingTypeDeclaration?.name == controller.name }
                }
                let rootType = assignment.value.constructedTypeName ?? property?.bindings.first?.initializer?.value.constructedTypeName
                if let rootType, waitingViews.contains(rootType) { add(.showsProgress, for: assignment.sequence) }
            }
        }
        // (A shadow's or a border's colour is no layer: `.shadow(color: .black.opacity(0.15), …)` dims nothing.)
        for call in facts.calls("opacity") where DimmingCues.isDimmingExpression(ExprSyntax(call)) && !Self.colorsAnOutline(call)
            && !Self.fillsAPanel(call)
        {
            add(.looksModal, for: call)
        }
        for assignment in facts.assignments("backgroundColor") where DimmingCues.isDimmingColor(assignment.value) {
            add(.looksModal, for: assignment.sequence)
        }
        // A catcher of taps over the whole screen (`Spacer().frame(maxWidth: .infinity, maxHeight: .infinity)
        // .contentShape(Rectangle()).onTapGesture { selected = nil }`): nothing behind it takes a touch.
        for call in facts.calls("onTapGesture") {
            let chain = ModifierChain(SwiftUIViewContext.outermostExpression(ExprSyntax(call)))
            if DimmingCues.isClearTapCatcher(chain), DimmingCues.fillsScreen(chain) { add(.coversScreen, for: call) }
        }
        // An opaque colour or gradient laid under the safe areas, or behind content stretched to the full frame: the
        // view paints the whole screen.
        for call in facts.calls("ignoresSafeArea") + facts.calls("edgesIgnoringSafeArea") {
            guard let receiver = call.receiver, DimmingCues.isOpaqueLayer(ModifierChain(receiver)) || Self.hasOpaqueBottomLayer(receiver)
            else { continue }
            add(.coversScreen, for: call)
            add(.laysScreenLayer, for: call)
        }
        for call in facts.calls("background") {
            guard let receiver = call.receiver, call.arguments.contains(where: { DimmingCues.isOpaqueLayer(ModifierChain($0.expression)) })
            else { continue }
            if DimmingCues.fillsScreen(ModifierChain(receiver)) { add(.coversScreen, for: call) }
            // A view modifier's `content.background(Color(.systemBackground))`: it paints behind whatever it modifies.
            if ModifierChain(receiver).root.as(DeclReferenceExprSyntax.self)?.baseName.text == "content",
                call.enclosingTypeDeclaration?.inheritedTypes.contains("ViewModifier") == true
            {
                add(.paintsOpaqueBackground, for: call)
            }
        }
        for assignment in facts.assignments("accessibilityLabel") {
            add(.setsAccessibilityLabel, for: assignment.sequence)
        }
        // Facts this file establishes about types of other files, by what it does with their instances.
        var configured: [TypeSummary] = []
        // Controllers placed in a navigation stack, whatever file does it.
        func placed(_ expression: ExprSyntax?, at node: some SyntaxProtocol) {
            guard let expression else { return }
            let elements = expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [expression]
            for element in elements {
                guard let type = element.constructedTypeName ?? VariableResolver.resolve(element, at: node, in: file)?.typeName,
                    !FrameworkTypes.contains(type)
                else { continue }
                configured.append(TypeSummary(name: type, facts: [.placedInNavigation]))
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
                    configured.append(TypeSummary(name: type, facts: [.shownAsPresentedContent]))
                }
            }
        }
        // A view made one element by its own code, or by the code that configures it (`cell.isAccessibilityElement =
        // true` on a cell the controller dequeued as the app's class).
        for assignment in facts.assignments("isAccessibilityElement") where assignment.value.isTrueLiteral {
            if assignment.isOnSelf {
                add(.groupsIntoOneElement, for: assignment.sequence)
            } else if let owner = assignment.owner, let type = VariableResolver.resolve(owner, at: assignment.sequence, in: file)?.typeName,
                !FrameworkTypes.contains(type)
            {
                configured.append(TypeSummary(name: type, facts: [.groupsIntoOneElement]))
            }
        }
        for call in facts.calls("accessibilityLabel") {
            add(.setsAccessibilityLabel, for: call)
        }
        for variable in facts.variablesByName["accessibilityLabel"] ?? [] {
            add(.setsAccessibilityLabel, for: variable)
        }
        // A host shows the system controller as soon as it appears (from a lifecycle method, or a function one of
        // them calls); a screen that offers a share button among its controls is no host.
        for name in UIKitClasses.systemControllers where name != "UIAlertController" {
            for call in facts.calls(name) where Self.runsOnAppearing(call, facts: facts) { add(.presentsSystemController, for: call) }
        }
        // The button or link trait: a SwiftUI modifier anywhere in the type, or UIKit traits the object gives
        // itself (set, inserted, or overridden), not those it gives a subview.
        for call in facts.calls("accessibilityAddTraits") + facts.calls("accessibility")
        where SwiftUIViewContext.addsTrait(["isButton", "isLink"], call: call) {
            add(.actsAsButton, for: call)
        }
        // A type that scales its own text live: a label subclass, or a button subclass for its title.
        for assignment in facts.assignments("adjustsFontForContentSizeCategory") where assignment.value.isTrueLiteral {
            // An extension of a UIKit class that turns it on is a shared style, recorded as a helper function.
            if let type = assignment.sequence.enclosingTypeDeclaration, type.kind == .extension, type.name.hasPrefix("UI") { continue }
            // On itself, or on a label it owns (its `titleLabel`, a property its subclasses inherit).
            if assignment.isOnSelf || assignment.owner?.memberChainRoot.is(DeclReferenceExprSyntax.self) == true {
                add(.adjustsFontSize, for: assignment.sequence)
            }
        }
        for variable in facts.variablesByName["adjustsFontForContentSizeCategory"] ?? [] where variable.modifiers.contains(where: { $0.name.text == "override" }) {
            add(.adjustsFontSize, for: variable)
        }
        // A text class that picks its own font (`font = …` on itself, or its title label's), and one that marks
        // itself a heading: what a storyboard says of an object of that class no longer decides.
        for assignment in facts.assignments("font") where assignment.isOnSelf || assignment.owner.map(\.unwrapped).map(Self.isOwnTitleLabel) == true {
            add(.setsFont, for: assignment.sequence)
        }
        for assignment in facts.assignments("textColor") + facts.assignments("backgroundColor") where assignment.isOnSelf || assignment.owner.map(\.unwrapped).map(Self.isOwnTitleLabel) == true {
            add(.setsTextColor, for: assignment.sequence)
        }
        // An attributed title or text carries its own colours, whatever the storyboard set.
        for call in facts.calls("setTitleColor") + facts.calls("setAttributedTitle") where call.receiver == nil || call.receiver?.isSelfReference == true {
            add(.setsTextColor, for: call)
        }
        for assignment in facts.assignments("attributedText") where assignment.isOnSelf {
            add(.setsTextColor, for: assignment.sequence)
        }
        // A text view class that turns editing off: it displays text, it takes none.
        for assignment in facts.assignments("isEditable") where assignment.isOnSelf && assignment.value.isFalseLiteral {
            add(.displaysOnly, for: assignment.sequence)
        }
        for assignment in facts.assignments("accessibilityTraits") where assignment.isOnSelf && Self.mentionsHeader(assignment.valueElements) {
            add(.marksHeader, for: assignment.sequence)
        }
        for function in facts.functions("point") + facts.functions("hitTest") where function.modifiers.contains(where: { $0.name.text == "override" }) {
            add(.widensTapArea, for: function)
        }
        // A control class that sets its own height in code (`heightAnchor.constraint(equalToConstant: 56)` on itself):
        // the frame a storyboard gives it is not the size it shows.
        for call in facts.calls("constraint") where Self.constrainsOwnHeight(call, facts: facts) {
            add(.widensTapArea, for: call)
        }
        for mention in ReduceMotionChecks.mentions(in: file) {
            add(.respectsReduceMotion, for: mention)
        }
        let controlTraits: Set<String> = ["button", "link"]
        for assignment in facts.assignments("accessibilityTraits") where assignment.isOnSelf
            && assignment.valueElements.contains(where: { !$0.descendantsOrSelfMembers().isDisjoint(with: controlTraits) })
        {
            add(.actsAsButton, for: assignment.sequence)
        }
        for call in facts.calls("insert") + facts.calls("formUnion") {
            guard let receiver = call.receiver?.unwrapped, receiver.lastNameComponent == "accessibilityTraits",
                receiver.as(MemberAccessExprSyntax.self)?.base?.isSelfReference ?? true,
                call.arguments.contains(where: { !$0.expression.descendantsOrSelfMembers().isDisjoint(with: controlTraits) })
            else { continue }
            add(.actsAsButton, for: call)
        }
        for variable in facts.variablesByName["accessibilityTraits"] ?? []
        where variable.modifiers.contains(where: { $0.name.text == "override" }) && !variable.descendantsOrSelfMembers().isDisjoint(with: controlTraits) {
            add(.actsAsButton, for: variable)
        }
        // A view that looks like a modal also covers the screen when stretched over it.
        for key in order where summaries[key]?.facts.contains(.looksModal) == true {
            summaries[key]?.facts.insert(.coversScreen)
        }
        return order.compactMap { summaries[$0] } + wrappers + configured + announcingMembers
    }

    /// UIKit controls a user can reach: something other than the background to act on.
    package static let uiKitControls = [
        "addTarget", "addAction", "UIAction", "UIButton", "UISwitch", "UISegmentedControl", "UIBarButtonItem", "systemButton", "UITableView",
        "UICollectionView", "UISearchBar", "UITextField", "UITextView",
    ]
    /// `heightAnchor.constraint(equalToConstant: 56)` or `self.heightAnchor.constraint(greaterThanOrEqualToConstant: h)`
    /// of 44 points or more: a literal, or a property of the type whose literal value is (a name that cannot be read
    /// counts: the code chooses the height).
    static let appearingFunctions: Set<String> = ["viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewIsAppearing"]

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

    static func constrainsOwnHeight(_ call: FunctionCallExprSyntax, facts: SyntaxFacts) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            base.lastNameComponent == "heightAnchor",
            base.is(DeclReferenceExprSyntax.self) || base.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
            let value = (call.argument("equalToConstant") ?? call.argument("greaterThanOrEqualToConstant"))?.expression,
            let type = call.enclosingTypeDeclaration, type.kind == .class
        else { return false }
        if let number = value.literalNumber { return number >= 44 }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return true }
        let declared = (facts.variablesByName[name] ?? []).first { $0.enclosingTypeDeclaration?.name == type.name }
        return declared?.bindings.first?.initializer?.value.literalNumber.map { $0 >= 44 } ?? true
    }

    /// A body whose every view lets touches through (`.allowsHitTesting(false)`), looked through the one `if` that
    /// shows it (`if level.isMuted { Image(systemName: "mic.slash").allowsHitTesting(false) }`).
    static func passesTouchesThrough(_ statements: CodeBlockItemListSyntax) -> Bool {
        var expressions = Array(statements.expressions)
        if expressions.count == 1, let ifExpr = expressions[0].as(IfExprSyntax.self), ifExpr.elseBody == nil {
            expressions = Array(ifExpr.body.statements.expressions)
        }
        return !expressions.isEmpty && expressions.allSatisfy { expression in
            ModifierChain(expression).modifiers(named: "allowsHitTesting").contains { modifier in
                modifier.call?.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            }
        }
    }

    /// A body that is a screen with its own navigation: a `NavigationStack` (or view), or a `switch` whose every case is
    /// one (a panel showing one of several settings pages). Shown over other content, it covers it.
    static func buildsNavigationScreen(_ statements: CodeBlockItemListSyntax) -> Bool {
        let expressions = Array(statements.expressions)
        guard expressions.count == 1 else { return false }
        let isNavigation: (ExprSyntax) -> Bool = { SwiftUIViews.navigationContainers.contains(ModifierChain($0).rootTypeName ?? "") }
        if let switchExpr = expressions[0].as(SwitchExprSyntax.self) {
            let cases = switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            return !cases.isEmpty && cases.allSatisfy { switchCase in
                let shown = Array(switchCase.statements.expressions)
                return shown.isEmpty || shown.count == 1 && (isNavigation(shown[0]) || ModifierChain(shown[0]).rootTypeName == "EmptyView")
            } && cases.contains { switchCase in switchCase.statements.expressions.contains(where: isNavigation) }
        }
        return isNavigation(expressions[0])
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

    /// The type declares an `@IBOutlet` or an `@IBAction`: Interface Builder lays out what it shows.
    static func hasInterfaceBuilderMembers(_ declaration: TypeDeclaration) -> Bool {
        declaration.memberBlock.members.contains { member in
            let attributes = member.decl.as(VariableDeclSyntax.self)?.attributes ?? member.decl.as(FunctionDeclSyntax.self)?.attributes
            return attributes?.contains { ["IBOutlet", "IBAction"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "") } ?? false
        }
    }

    /// A type of Apple's frameworks (`UIView`, `CGRect`, `NSLayoutConstraint`, `DispatchQueue`), not the app's.
    static func isPlatformTypeName(_ name: String) -> Bool {
        ["UI", "NS", "CG", "CA", "CF", "AV", "MK", "WK", "SF", "Dispatch"].contains { name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase == true }
    }

    /// Controls a user can reach, UIKit and SwiftUI: a spinner beside one is not a screen to wait out.
    package static let userControls = uiKitControls + SwiftUIViews.controls.sorted() + SwiftUIViews.textInputs.sorted() + ["List"]

    // MARK: - Properties configured by the type's code

    /// Facts about the type's own properties, from code that configures them (`titleLabel.font = …`,
    /// `closeButton.accessibilityLabel = "Close"`), recorded under member keys where an Interface Builder outlet
    /// connected to the same property records what the storyboard sets: the two meet in the project index.
    /// False when the attributed text is built right there, or in a variable of the same code, from attributes that
    /// name no colour (`NSAttributedString(string: s, attributes: [.font: bodyFont])`): the label's own text colour
    /// still paints it.
    static func mayCarryColor(_ value: ExprSyntax, at node: some SyntaxProtocol, in file: SourceFileContext) -> Bool {
        let built = value.as(FunctionCallExprSyntax.self) ?? VariableResolver.resolve(value, at: node, in: file)?.initializer?.as(FunctionCallExprSyntax.self)
        guard let built, ["NSAttributedString", "NSMutableAttributedString", "AttributedString"].contains(ExprSyntax(built).constructedTypeName ?? ""),
            let attributes = built.argument("attributes")?.expression.as(DictionaryExprSyntax.self)
        else { return true }
        return ExprSyntax(attributes).descendantsOrSelfMembers().contains { $0.lowercased().contains("color") }
    }

    package static func memberSummaries(in file: SourceFileContext) -> [TypeSummary] {
        var facts: [String: Set<TypeFact>] = [:]
        func record(_ fact: TypeFact, owner: ExprSyntax?, at node: some SyntaxProtocol) {
            guard let owner else { return }
            for each in Self.listedOwners(owner, at: node) {
                guard let (type, member) = memberTarget(each, at: node, in: file) else { continue }
                facts[TypeSummary.memberKey(type, member), default: []].insert(fact)
            }
        }
        let syntax = file.facts
        for assignment in syntax.assignments("accessibilityLabel") + syntax.assignments("title")
        where assignment.valueElements.count != 1 || assignment.value.isMeaningfulText {
            record(.setsAccessibilityLabel, owner: assignment.owner, at: assignment.sequence)
        }
        // A field given a placeholder (or a text-field library's floating hint) in code has the name the file lacks; whether
        // a placeholder alone is enough is `placeholder-as-name`'s question, as for one written in the file.
        for assignment in syntax.assignments("placeholder") + syntax.assignments("attributedPlaceholder")
        where !assignment.value.isNilLiteral && assignment.value.as(StringLiteralExprSyntax.self)?.segments.trimmedDescription != "" {
            record(.setsPlaceholder, owner: assignment.owner, at: assignment.sequence)
        }
        for call in syntax.calls("setPlaceholder") + syntax.calls("setHint") where call.arguments.first?.expression.isNilLiteral == false {
            record(.setsPlaceholder, owner: call.receiver, at: call)
        }
        for name in ["setTitle", "setAttributedTitle"] {
            for call in syntax.calls(name) where call.arguments.first?.expression.isNilLiteral == false {
                record(.setsAccessibilityLabel, owner: call.receiver, at: call)
            }
        }
        for assignment in syntax.assignments("font") {
            record(.setsFont, owner: assignment.owner, at: assignment.sequence)
        }
        for assignment in syntax.assignments("textColor") + syntax.assignments("backgroundColor") {
            record(.setsTextColor, owner: assignment.owner, at: assignment.sequence)
        }
        for call in syntax.calls("setTitleColor") + syntax.calls("setAttributedTitle") {
            record(.setsTextColor, owner: call.receiver, at: call)
        }
        for assignment in syntax.assignments("attributedText") where mayCarryColor(assignment.value, at: assignment.sequence, in: file) {
            record(.setsTextColor, owner: assignment.owner, at: assignment.sequence)
        }
        for assignment in syntax.assignments("isEditable") where assignment.value.isFalseLiteral {
            record(.displaysOnly, owner: assignment.owner, at: assignment.sequence)
        }
        for assignment in syntax.assignments("adjustsFontForContentSizeCategory") where assignment.value.isTrueLiteral {
            record(.adjustsFontSize, owner: assignment.owner, at: assignment.sequence)
        }
        for assignment in syntax.assignments("accessibilityTraits") where mentionsHeader(assignment.valueElements) {
            record(.marksHeader, owner: assignment.owner, at: assignment.sequence)
        }
        for call in syntax.calls("insert") + syntax.calls("formUnion") {
            guard let receiver = call.receiver?.unwrapped.as(MemberAccessExprSyntax.self), receiver.declName.baseName.text == "accessibilityTraits",
                mentionsHeader(call.arguments.map(\.expression))
            else { continue }
            record(.marksHeader, owner: receiver.base, at: call)
        }
        // Shown or hidden while the screen is up: a state icon (a pin, a sync error), not a picture set once.
        for property in ["isHidden", "alpha"] {
            for assignment in syntax.assignments(property) {
                record(.changesWhileShown, owner: assignment.owner, at: assignment.sequence)
            }
        }
        for assignment in syntax.assignments("isAccessibilityElement") where assignment.value.isFalseLiteral {
            record(.hiddenFromAccessibility, owner: assignment.owner, at: assignment.sequence)
        }
        for assignment in syntax.assignments("accessibilityElementsHidden") where assignment.value.isTrueLiteral {
            record(.hiddenFromAccessibility, owner: assignment.owner, at: assignment.sequence)
        }
        // Handed to a function of the project (`titleLabel.applyBodyStyle()`, `Style.apply(to: titleLabel)`): what
        // the function does to its receiver or parameter (recorded under its helper key) is done to the property.
        var helpers: [String: Set<String>] = [:]
        // Only the file's own stored properties are handed to helpers this way (`titleLabel`, `self.titleLabel`):
        // a cheap name check first, since this runs for every call of every file.
        let properties = Set(syntax.typeDeclarations.flatMap { type in
            type.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { variable in
                variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
        })
        func ownProperty(_ operand: ExprSyntax) -> Bool {
            let operand = operand.unwrapped
            if let reference = operand.as(DeclReferenceExprSyntax.self) { return properties.contains(reference.baseName.text) }
            guard let member = operand.as(MemberAccessExprSyntax.self), member.base?.isSelfReference == true else { return false }
            return properties.contains(member.declName.baseName.text)
        }
        for (name, calls) in syntax.callsByName where !properties.isEmpty && name.first?.isLowercase == true
            && NameHeuristics.hasWord(name, in: stylingWords) && !layoutMethods.contains(name)
        {
            for call in calls {
                func handOver(_ operand: ExprSyntax) {
                    for each in Self.listedOwners(operand, at: call) {
                        guard ownProperty(each), let (type, member) = memberTarget(each, at: call, in: file) else { continue }
                        helpers[TypeSummary.memberKey(type, member), default: []].insert(TypeSummary.functionKey(name))
                    }
                }
                if let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base { handOver(receiver) }
                for argument in call.arguments { handOver(argument.expression) }
            }
        }
        return Set(facts.keys).union(helpers.keys).sorted().map {
            TypeSummary(name: $0, inheritedTypes: (helpers[$0] ?? []).sorted(), facts: facts[$0] ?? [])
        }
    }

    /// Words in the names of functions that style a view (`applyBodyStyle`, `Typography.scale(_:)`,
    /// `configure(label:)`, `decorate(with:)`): only calls of these are followed to the helper's facts, which
    /// keeps the join off the thousands of other calls in a file.
    package static let stylingWords: [[UInt8]] = [
        "apply", "style", "styled", "styles", "font", "fonts", "theme", "themed", "configure", "setup", "set", "decorate",
        "format", "appearance", "scale", "scaled", "typography", "text", "label", "customize", "prepare", "make", "update",
    ].map { Array($0.utf8) }

    /// UIKit methods that place or lay out a view without styling it: not helpers, and called on every view.
    package static let layoutMethods: Set<String> = [
        "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "removeFromSuperview",
        "bringSubviewToFront", "sendSubviewToBack", "addTarget", "removeTarget", "addGestureRecognizer",
        "addConstraint", "addConstraints", "activate", "constraint", "sizeToFit", "layoutIfNeeded", "setNeedsLayout",
        "setTitle", "setImage", "setTitleColor", "setContentHuggingPriority", "setContentCompressionResistancePriority",
        "append", "insert", "contains", "print",
    ]

    /// The type and property an expression configures, for its member key:
    /// - `titleLabel`, `self.titleLabel`: the enclosing type's property (a local of that name is not one);
    /// - `cell.titleLabel`: the property of the type `cell` is declared with (a data source filling a cell);
    /// - `navigationItem.rightBarButtonItem`: the controller's bar item (a storyboard places it under that key);
    /// - `closeButton.titleLabel?`: the button, whose title's font and scaling belong to it.
    package static func memberTarget(_ owner: ExprSyntax, at node: some SyntaxProtocol, in file: SourceFileContext) -> (String, String)? {
        let owner = owner.unwrapped
        let enclosing = node.enclosingTypeDeclaration?.name
        if let reference = owner.as(DeclReferenceExprSyntax.self) {
            guard reference.baseName.tokenKind != .keyword(.self), let enclosing else { return nil }
            if let variable = VariableResolver.resolve(owner, at: node, in: file), !variable.isProperty { return nil }
            return (enclosing, reference.baseName.text)
        }
        guard let member = owner.as(MemberAccessExprSyntax.self), let base = member.base?.unwrapped else { return nil }
        let name = member.declName.baseName.text
        if base.isSelfReference { return enclosing.map { ($0, name) } }
        if name == "titleLabel" { return memberTarget(base, at: node, in: file) }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "navigationItem" { return enclosing.map { ($0, name) } }
        // A variable of a project type: `cell.titleLabel`, `header.subtitleLabel`.
        guard base.is(DeclReferenceExprSyntax.self), let type = VariableResolver.resolve(base, at: node, in: file)?.typeName,
            !FrameworkTypes.contains(type)
        else { return nil }
        return (type, name)
    }

    /// The objects a name stands for when it walks a list written out: `$0` (or the closure's parameter) in
    /// `[titleLabel, hintLabel].forEach { $0.setStyle(.caption) }`, `label` in `for label in [a, b] { … }`; the
    /// name itself otherwise.
    package static func listedOwners(_ owner: ExprSyntax, at node: some SyntaxProtocol) -> [ExprSyntax] {
        guard let reference = owner.unwrapped.as(DeclReferenceExprSyntax.self) else { return [owner] }
        let name = reference.baseName.text
        var current = Syntax(node).parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                let parameter: String?
                switch closure.signature?.parameterClause {
                case .simpleInput(let names): parameter = names.first?.name.text
                case .parameterClause(let clause): parameter = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
                case nil: parameter = "$0"
                }
                guard parameter == name else { return [owner] }
                // The closure given to `forEach` on an array literal (trailing, or as its argument).
                var call = closure.parent?.as(FunctionCallExprSyntax.self)
                if call == nil { call = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) }
                guard let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
                    let list = member.base?.unwrapped.as(ArrayExprSyntax.self)
                else { return [owner] }
                return list.elements.map(\.expression)
            }
            if let loop = ancestor.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                let list = loop.sequence.unwrapped.as(ArrayExprSyntax.self)
            {
                return list.elements.map(\.expression)
            }
            if ancestor.is(FunctionDeclSyntax.self) { break }
            current = ancestor.parent
        }
        return [owner]
    }

    /// `titleLabel` or `self.titleLabel`: a button subclass's own title.
    package static func isOwnTitleLabel(_ owner: ExprSyntax) -> Bool {
        guard owner.lastNameComponent == "titleLabel" else { return false }
        if owner.is(DeclReferenceExprSyntax.self) { return true }
        return owner.as(MemberAccessExprSyntax.self)?.base?.isSelfReference ?? false
    }

    package static func mentionsHeader(_ expressions: [ExprSyntax]) -> Bool {
        expressions.contains { $0.descendantsOrSelfMembers().contains("header") }
    }

    /// The custom views placed as statements of a view builder, and of the layout containers inside it, a
    /// few levels down: `Row` and `Badge` in `VStack { Row(); HStack { Badge() } }`.
    package static func placedViews(in statements: CodeBlockItemListSyntax, depth: Int = 1, into names: inout Set<String>) {
        for statement in statements {
            guard let expression = statement.item.as(ExprSyntax.self),
                let call = ModifierChain(expression).root.as(FunctionCallExprSyntax.self)
            else { continue }
            place(call, depth: depth, into: &names)
        }
    }

    /// Files one placed view: a layout container is read through to its content, a custom view is recorded.
    private static func place(_ call: FunctionCallExprSyntax, depth: Int, into names: inout Set<String>) {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return }
        if SwiftUIViews.containers.contains(name) || SwiftUIViews.screens.contains(name) {
            if depth < 3 { call.closures.forEach { placedViews(in: $0.statements, depth: depth + 1, into: &names) } }
        } else if !SwiftUIViews.all.contains(name) {
            names.insert(name)
        }
    }

    /// Where views are placed, as summaries under placement keys: each view a control's label holds gets
    /// ``TypeFact/usedInControlLabel``; each view a view's `body` holds "inherits" from that view's key. A
    /// view whose `body` puts one of its stored properties (content its user passes in) in a control's label
    /// gets ``TypeFact/wrapsContentInControl``.
    /// The one view a body shows, looked for through a `GeometryReader` or `Group` around it and an `if` that shows
    /// nothing otherwise (`GeometryReader { proxy in if let model { PreviewContent(model, proxy) } }`).
    package static func onlyView(
        in statements: CodeBlockItemListSyntax, depth: Int = 0, properties: (String) -> CodeBlockItemListSyntax? = { _ in nil }
    ) -> String? {
        let items = statements.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression } + statements.expressions
        guard statements.count == 1, let only = items.first, depth < 4 else { return nil }
        if let ifExpr = only.as(IfExprSyntax.self), ifExpr.elseBody == nil {
            return onlyView(in: ifExpr.body.statements, depth: depth + 1, properties: properties)
        }
        // A property of the same view that builds it (`if showing { moverView }`).
        if let reference = only.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true,
            let getter = properties(reference.baseName.text)
        {
            return onlyView(in: getter, depth: depth + 1, properties: properties)
        }
        let chain = ModifierChain(only)
        guard let root = chain.rootTypeName else { return nil }
        if ["GeometryReader", "Group"].contains(root), let closure = chain.root.as(FunctionCallExprSyntax.self)?.trailingClosure {
            return onlyView(in: closure.statements, depth: depth + 1, properties: properties)
        }
        return root
    }

    /// View helpers that apply one of the app's modifiers (`extension View { func autoFocus() -> some View {
    /// modifier(AutoFocusModifier()) } }`): recorded under the helper's key as a subtype of the modifier, so the
    /// modifier's facts (it moves focus) answer for calls of the helper anywhere.
    package static func modifierHelpers(in file: SourceFileContext) -> [TypeSummary] {
        guard file.sourceMentions("modifier(") else { return [] }
        var summaries: [TypeSummary] = []
        for function in file.facts.functionsByName.values.joined() {
            guard function.enclosingTypeDeclaration?.name == "View", let statements = function.body?.statements, statements.count == 1,
                let returned = statements.first.flatMap({ $0.item.as(ExprSyntax.self) ?? $0.item.as(ReturnStmtSyntax.self)?.expression }),
                let call = returned.as(FunctionCallExprSyntax.self), call.calledExpression.lastNameComponent == "modifier",
                let applied = call.arguments.first?.expression.constructedTypeName
            else { continue }
            summaries.append(TypeSummary(name: TypeSummary.modifierKey(function.name.text), inheritedTypes: [applied]))
        }
        return summaries
    }

    package static func placements(in file: SourceFileContext) -> [TypeSummary] {
        var inLabels: Set<String> = []
        var wrappers: Set<String> = []
        for control in SwiftUIViews.labelledControls.sorted() {
            for call in file.facts.calls(control) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                // `Button("Save") { … }`: the trailing closure is the action, not the label.
                if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) { continue }
                guard let label = SwiftUILabels.labelArgument(of: call, trailingIsLabel: true)?.as(ClosureExprSyntax.self) else { continue }
                placedViews(in: label.statements, into: &inLabels)
                if let type = call.enclosingTypeDeclaration, label.statements.contains(where: { passesStoredContent($0, of: type, in: file) }) {
                    wrappers.insert(type.name)
                }
            }
        }
        // A group made one element (`.accessibilityElement()`, `children: .combine` or `.ignore`) names its
        // content the same way: `ProductRow()` or the views of a stack the modifier is applied to.
        for modifier in file.facts.calls("accessibilityElement") {
            if let children = modifier.argument("children")?.expression, children.isMember(named: ["contain"]) { continue }
            guard let base = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                let root = ModifierChain(base).root.as(FunctionCallExprSyntax.self)
            else { continue }
            place(root, depth: 0, into: &inLabels)
        }
        var summaries = inLabels.sorted().map { TypeSummary(name: TypeSummary.placementKey($0), facts: [.usedInControlLabel]) }
        summaries += wrappers.sorted().map { TypeSummary(name: $0, facts: [.wrapsContentInControl]) }
        for declaration in file.facts.typeDeclarations where declaration.isSwiftUIView {
            guard let body = (file.facts.variablesByName["body"] ?? []).first(where: { $0.parent?.parent?.parent?.id == declaration.memberBlock.id }),
                let accessor = body.bindings.first?.accessorBlock
            else { continue }
            var children: Set<String> = []
            if case .getter(let statements) = accessor.accessors { placedViews(in: statements, depth: 0, into: &children) }
            for child in children.sorted() {
                summaries.append(TypeSummary(name: TypeSummary.placementKey(child), inheritedTypes: [TypeSummary.placementKey(declaration.name)]))
            }
        }
        return summaries
    }

    /// `content`, `label()`, `self.title`: a stored property of the view, which its user passed in.
    private static func passesStoredContent(_ statement: CodeBlockItemSyntax, of type: TypeDeclaration, in file: SourceFileContext) -> Bool {
        guard let expression = statement.item.as(ExprSyntax.self) else { return false }
        let root = ModifierChain(expression).root
        let reference = root.as(FunctionCallExprSyntax.self)?.calledExpression ?? root
        guard let name = VariableResolver.plainName(reference) else { return false }
        return (file.facts.variablesByName[name] ?? []).contains { $0.parent?.parent?.parent?.id == type.memberBlock.id }
    }

    /// `closeTapped` for `#selector(closeTapped)` or `#selector(Self.closeTapped(_:))`.
    package static func selectorName(_ expression: ExprSyntax) -> String {
        if let macro = expression.as(MacroExpansionExprSyntax.self), let argument = macro.arguments.first?.expression {
            return argument.lastNameComponent ?? argument.compactText
        }
        return expression.lastNameComponent ?? expression.compactText
    }

    /// The `if` a body consists of: alone, or alone in a `Group` (which may carry modifiers).
    static func onlyConditional(_ expression: ExprSyntax?) -> IfExprSyntax? {
        guard let expression else { return nil }
        if let ifExpr = expression.as(IfExprSyntax.self) { return ifExpr }
        let chain = ModifierChain(expression)
        guard chain.rootTypeName == "Group", let closure = chain.root.as(FunctionCallExprSyntax.self)?.trailingClosure,
            closure.statements.count == 1
        else { return nil }
        return closure.statements.expressions.first?.as(IfExprSyntax.self)
    }
}
