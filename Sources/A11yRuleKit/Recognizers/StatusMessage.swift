import Foundation
import A11yCore
import SwiftSyntax

/// A short message the app puts on screen by itself after something happened: a toast, a snackbar, a
/// notice or HUD that shows a result and goes away, an error that appears under a form's fields.
///
/// SwiftUI: content shown under an `if` (no `else`) whose condition or whose views name a message
/// (`if showToast { … }`, `if let notice { NoticeView(notice) }`), or a red `Text` shown under a condition that
/// speaks of an error in a view that has text fields. UIKit: a view added with `addSubview`/`insertSubview`
/// that is named as a message, adds itself (`window.addSubview(self)` in a `ToastView`), or is added by a
/// presenter named for messages (`NoticePresenter`).
///
/// Toasts and snackbars come and go by definition. Notices, banners, HUDs and "copied"/"saved" confirmations
/// count only when the type that shows them also takes something away after a delay (`asyncAfter`,
/// `Task.sleep`, a timer): a banner that stays is part of the screen, not a status message. Anything named for
/// progress (`LoadingHUD`, `spinnerView`) is left alone.
public struct StatusMessage {
    public enum Kind: Sendable {
        /// A toast, snackbar, notice, banner or HUD with a result.
        case transient
        /// An error text that appears in a form.
        case fieldError
        /// An error shown in place outside a form (a failed load's error view faded in): whether it appears while
        /// the user is there, and so needs announcing, the code cannot tell. A review item.
        case shownError
        /// An error or an empty state that takes the content's place when loading or a search ends
        /// (`if loading { ProgressView() } else if items.isEmpty { ContentUnavailableView(…) }`). A review item.
        case loadResult
    }

    /// Where the message is put on screen: the first view shown under the condition, or the `addSubview` call.
    public let node: Syntax
    public let framework: Framework
    public let kind: Kind
    /// How the code names the message: `'ToastView'`, `'noticeContainer'`, `'showCopied'`.
    public let subject: String
    /// Types whose own declarations may announce the message or move focus to it: the type that shows it and
    /// the views it shows.
    public let responsibleTypes: [String]
    /// The type that shows the message when it may come from outside the audited code (`IKSnackBar.make(…)?.show()`):
    /// if the audited code declares it, its code decides; if not, whether the library announces the message cannot be
    /// known, and the message is left for review.
    public var showingType: String? = nil

    /// Words that name a message that comes and goes by itself.
    package static let transientWords: [[UInt8]] = ["toast", "snackbar", "snack"].map { Array($0.utf8) }
    /// Words that name a message when something takes it away after a delay.
    package static let noticeWords: [[UInt8]] = ["notice", "banner", "hud", "copied", "saved", "confirmation", "flash"].map { Array($0.utf8) }
    /// Words of a condition that says an error is shown.
    package static let errorWords: [[UInt8]] = ["error", "errors", "invalid", "validation", "failure", "failed"].map { Array($0.utf8) }
    /// Words that say a view shows progress rather than a result.
    package static let progressWords: [[UInt8]] = ["progress", "spinner", "loading", "loader", "activity", "busy"].map { Array($0.utf8) }

    /// Words of a search under way, whose end shows results or their absence.
    package static let searchingWords: [[UInt8]] = ["searching"].map { Array($0.utf8) }

    /// Words that say a message stays until the user acts: part of the screen, not a passing status.
    package static let lastingWords: [[UInt8]] = ["permanent", "persistent", "sticky", "pinned", "promo", "upgrade"].map { Array($0.utf8) }

    /// Every status message shown in the file (computed once per file).
    public static func all(in file: SourceFileContext) -> [StatusMessage] {
        file.memoized(MemoKey("status-messages")) { file in
            // AppKit code announces with other calls (`NSAccessibility.post`); it is not audited here.
            guard mayShowMessages(file), !file.facts.importsAppKitOnly else { return [] }
            let fieldErrors = uiKitFieldErrors(in: file)
            return swiftUIMessages(in: file) + uiKitMessages(in: file) + fieldErrors + uiKitStatesInPlace(in: file, besides: fieldErrors)
        }
    }

    /// A cheap look at the text before any tree is searched: most files name no message at all, and an error
    /// only matters where the user types.
    private static func mayShowMessages(_ file: SourceFileContext) -> Bool {
        // Errors: in a form (UIKit or SwiftUI), or shown in place in a SwiftUI view.
        // (A field's error may be named for what failed without the word "error": `if phraseIsInvalid { … }`.)
        namesTransientMessage(file) || file.sourceMentions("rror") && file.sourceMentions("some View") || mayShowFieldErrors(file)
            // What takes the content's place when loading or a search ends.
            || file.sourceMentions("ContentUnavailableView") || file.sourceMentions("ProgressView") && file.sourceMentions("mpty")
            || file.sourceMentions("earching") && file.sourceMentions("mpty")
            // A searchable list that says when nothing matches (`if hasZeroMatches { … }`).
            || file.sourceMentions("searchable") && (file.sourceMentions("mpty") || file.sourceMentions("Zero") || file.sourceMentions("zero"))
            // UIKit states revealed in place: a list's unavailable content, an empty or error view unhidden.
            || file.sourceMentions("contentUnavailableConfiguration")
            || (file.sourceMentions("isHidden") || file.sourceMentions("backgroundView") || file.sourceMentions("alpha"))
                && (file.sourceMentions("mpty") || file.sourceMentions("rror"))
            // A view of any name that lays itself over the window and takes itself away after a delay.
            || file.sourceMentions("addSubview") && (file.sourceMentions("afterDelay") || file.sourceMentions("asyncAfter"))
    }

    private static func namesTransientMessage(_ file: SourceFileContext) -> Bool {
        ["oast", "nack", "otice", "anner", "HUD", "Hud", "opied"].contains(where: file.sourceMentions)
            || !file.facts.importedModules.isDisjoint(with: ThirdPartyToasts.modules)
    }

    private static func mayShowFieldErrors(_ file: SourceFileContext) -> Bool {
        // (Also text painted red, an error by its look: `.foregroundStyle(.red)`.)
        ["rror", "nvalid", "alidation", "ailure", "ailed", ".red)"].contains(where: file.sourceMentions)
            && ["TextField", "SecureField", "TextEditor", "UITextView", "onSubmit", "focused", "Field("].contains(where: file.sourceMentions)
    }

    // MARK: - SwiftUI

    private static func swiftUIMessages(in file: SourceFileContext) -> [StatusMessage] {
        var messages: [StatusMessage] = []
        var taken: [IfExprSyntax] = []
        for ifExpr in file.facts.ifExpressions where ifExpr.elseBody == nil && !taken.contains(where: { ifExpr.isContained(in: $0) }) {
            guard !file.facts.isInPreview(ifExpr), let message = swiftUIMessage(ifExpr, file: file) else { continue }
            taken.append(ifExpr)
            messages.append(message)
        }
        messages += loadResults(in: file, besides: taken)
        // `ErrorView(error).opacity(failed ? 1 : 0)`: shown by fading in rather than by an `if`.
        for call in file.facts.calls("opacity") {
            guard let receiver = call.receiver, !taken.contains(where: { call.isContained(in: $0) }),
                let sequence = call.arguments.first?.expression.unwrapped.as(SequenceExprSyntax.self)
            else { continue }
            guard let ternary = sequence.ternaryParts, Set([ternary.then.literalNumber, ternary.otherwise.literalNumber]) == Set([1.0, 0.0]) else { continue }
            var conditionNames: [String] = []
            operandNames(ternary.condition, into: &conditionNames)
            if let message = swiftUIMessage(showing: [receiver], when: conditionNames, at: call, file: file) { messages.append(message) }
        }
        // A toast modifier bound to a presentation flag (`.toast(isPresenting: $notices.showingSaved, duration: 3) { … }`, as
        // toast libraries offer): it shows the message on the flag and takes it away by itself.
        let namesToasts = file.sourceMentions("oast") || file.sourceMentions("nack")
        for (name, calls) in file.facts.callsByName where namesToasts
            && name.first?.isLowercase == true && NameHeuristics.hasWord(name, in: transientWords)
        {
            for call in calls where call.receiver != nil {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    !taken.contains(where: { call.isContained(in: $0) }), !file.facts.isInPreview(call),
                    let binding = call.arguments.first(where: { ["isPresenting", "isPresented", "isShowing", "item"].contains($0.label?.text ?? "") }),
                    binding.expression.memberChainRoot.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true
                else { continue }
                let type = call.enclosingTypeDeclaration
                messages.append(StatusMessage(
                    node: Syntax(member.declName), framework: .swiftUI, kind: .transient,
                    subject: name, responsibleTypes: [type?.name].compactMap { $0 }))
            }
        }
        // `.overlay(isCopied ? copiedToast() : nil)`
        for call in file.facts.calls("overlay") where call.receiver != nil {
            guard let sequence = call.firstUnlabeledArgument?.expression.unwrapped.as(SequenceExprSyntax.self) else { continue }
            guard let ternary = sequence.ternaryParts, ternary.otherwise.isNilLiteral || ternary.otherwise.constructedTypeName == "EmptyView" else { continue }
            let shown = ternary.then
            let shownName = ModifierChain(shown).root.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent
            var conditionNames: [String] = []
            operandNames(ternary.condition, into: &conditionNames)
            let named = conditionNames + [shownName].compactMap { $0 }
            guard let subject = named.first(where: namesMessage),
                !named.contains(where: namesProgressOrLasting)
            else { continue }
            let type = call.enclosingTypeDeclaration
            guard named.contains(where: { NameHeuristics.hasWord($0, in: transientWords) })
                || takesAwayAfterDelay(within: type.map { Syntax($0.node) }, facts: file.facts)
            else { continue }
            messages.append(StatusMessage(
                node: Syntax(shown), framework: .swiftUI, kind: .transient, subject: subject,
                responsibleTypes: [type?.name].compactMap { $0 }))
        }
        return messages
    }

    private static func swiftUIMessage(_ ifExpr: IfExprSyntax, file: SourceFileContext) -> StatusMessage? {
        guard isInViewBuilder(ifExpr) else { return nil }
        return swiftUIMessage(showing: ifExpr.body.statements.compactMap { $0.item.as(ExprSyntax.self) }, when: names(in: ifExpr.conditions), at: ifExpr, file: file)
    }

    /// The views `statements` show while a condition reading `conditionNames` holds, judged as a message.
    private static func swiftUIMessage(showing shown: [ExprSyntax], when conditionNames: [String], at node: some SyntaxProtocol, file: SourceFileContext) -> StatusMessage? {
        // Shown under the view's private flag that nothing turns on: the message never appears.
        if !conditionNames.isEmpty, conditionNames.allSatisfy({ StateNeverSet.isNeverTrue($0, near: node, in: file) }) { return nil }
        // A view built by a helper of the same view (`validationMessage(text)`) is the view the helper returns.
        let statements = shown.map { HelperViews.returnedView(ModifierChain($0).root, in: file) ?? $0 }
        let anchor = shown.first
        // View content: the first statement builds a view (`ToastView(…)`, `VStack { … }`, `Text(…)`).
        guard let first = statements.first, let anchor, let firstCall = ModifierChain(first).root.as(FunctionCallExprSyntax.self),
            let firstName = firstCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            firstName.first?.isUppercase == true
        else { return nil }

        var viewTypes: [String] = []
        for statement in statements { collectViewTypes(ModifierChain(statement).root, depth: 0, into: &viewTypes) }
        let customTypes = viewTypes.filter { !SwiftUIViews.all.contains($0) }
        let named = conditionNames + customTypes
        if named.contains(where: namesProgressOrLasting) {
            return nil
        }
        // A HUD or notice that only spins is progress, not a result.
        if viewTypes.contains("ProgressView") && !viewTypes.contains("Text") && !viewTypes.contains("Label") { return nil }

        let type = node.enclosingTypeDeclaration
        let responsible = ([type?.name].compactMap { $0 } + customTypes).uniqued()
        // Or the modifier that lays it over the content is a toast (`struct Toast: ViewModifier { … if let message { … } }`).
        // (Inside a toast view, an `if` only shapes the toast's own content: an icon when there is one.)
        let subject = customTypes.first(where: namesMessage) ?? conditionNames.first(where: namesMessage)
            ?? type.flatMap { type in
                type.inheritedTypes.contains("ViewModifier") && NameHeuristics.hasWord(type.name, in: transientWords) ? type.name : nil
            }
        if let subject {
            let transient = NameHeuristics.hasWord(subject, in: transientWords)
                || named.contains(where: { NameHeuristics.hasWord($0, in: transientWords) })
            guard transient || takesAwayAfterDelay(within: type.map { Syntax($0.node) }, facts: file.facts) else { return nil }
            return StatusMessage(
                node: Syntax(anchor), framework: .swiftUI, kind: .transient, subject: subject, responsibleTypes: responsible)
        }

        // An error text shown under a condition that speaks of an error, in a view where the user types: it
        // appears when a field or a submission is rejected.
        let errorView = customTypes.first { NameHeuristics.hasWord($0, in: errorWords) }
        // Or a text the view paints red on a condition (`if amount < minimum { Text("Too low").foregroundStyle(.red) }`):
        // an error by its look, whatever the condition is named.
        let paintedRed = statements.contains { statement in
            let chain = ModifierChain(statement)
            return chain.root.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent == "Text"
                && chain.modifiers.contains { modifier in
                    ["foregroundColor", "foregroundStyle"].contains(modifier.name)
                        && modifier.call?.arguments.first.map { $0.expression.descendantsOrSelfMembers() == ["red"] } == true
                }
        }
        guard let flag = conditionNames.first(where: { NameHeuristics.hasWord($0, in: errorWords) }) ?? errorView
            ?? (paintedRed ? conditionNames.first : nil), let type
        else { return nil }
        let showsText = viewTypes.contains("Text") || viewTypes.contains("Label") || errorView != nil
        // A view of the app's own shown on an error (`if let error { FooterNote(icon: "xmark") { error.text } }`) may
        // be the message or something else offered then (a retry button): a question for a reviewer.
        guard showsText || !customTypes.isEmpty else { return nil }
        // Outside a form, an error view may be there from the moment the screen opens: a question for a reviewer.
        let kind: Kind = showsText && hasTextInput(in: type, facts: file.facts) ? .fieldError : .shownError
        return StatusMessage(
            node: Syntax(anchor), framework: .swiftUI, kind: kind, subject: flag, responsibleTypes: responsible)
    }

    /// The error or empty states of an `if … else` chain that also shows progress, or of a searchable view:
    /// content that replaces the list when loading or searching ends, in a place VoiceOver focus is not.
    private static func loadResults(in file: SourceFileContext, besides taken: [IfExprSyntax]) -> [StatusMessage] {
        guard file.sourceMentions("ContentUnavailableView") || file.sourceMentions("rror") || file.sourceMentions("mpty")
            || file.sourceMentions("Zero") || file.sourceMentions("zero")
            || file.sourceMentions("ailure")
        else { return [] }
        var messages: [StatusMessage] = []
        // An `if` alone laid over a searchable list (`.overlay { if results.isEmpty { ContentUnavailableView(…) } }`)
        // takes the list's place when the search leaves nothing, as an `else` branch would.
        let overlaid = file.facts.ifExpressions.filter { head in
            guard head.elseBody == nil, let closure = head.ancestor(ClosureExprSyntax.self), closure.statements.count == 1,
                let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
                call.calledExpression.lastNameComponent == "overlay"
            else { return false }
            return true
        }
        for head in file.facts.ifExpressions where (head.elseBody != nil || overlaid.contains(where: { $0.id == head.id })) && head.parent?.is(IfExprSyntax.self) != true {
            guard isInViewBuilder(head), !file.facts.isInPreview(head), !taken.contains(where: { head.isContained(in: $0) }) else { continue }
            let branches = branches(of: head)
            let shown = branches.map { branch -> [String] in
                var types: [String] = []
                for statement in branch.body.statements.expressions { collectViewTypes(ModifierChain(statement).root, depth: 0, into: &types) }
                return types
            }
            let type = head.enclosingTypeDeclaration
            // The text a `.searchable(text: $query)` binds: in a view that only searches, what the search shows.
            let searchTexts = Set((type.map { file.facts.calls("searchable", in: $0.node) } ?? []).compactMap { call in
                call.argument("text")?.expression.compactText.trimmingCharacters(in: CharacterSet(charactersIn: "$"))
                    .split(separator: ".").last.map(String.init)
            })
            // (A search under way is loading too: `if isSearching && results == nil { … } else if results.isEmpty { … }`.)
            let loads = zip(branches, shown).contains { branch, types in
                types.contains("ProgressView")
                    || branch.conditions.contains { NameHeuristics.hasWord($0, in: progressWords + searchingWords) }
            }
            guard loads || !searchTexts.isEmpty else { continue }
            for (branch, types) in zip(branches, shown) {
                guard let first = branch.body.statements.expressions.first else { continue }
                // Without loading, only a state the search brings (the system's empty-results view, or a condition that
                // reads the search text) is a result; one shown from the start (no permission, nothing saved yet) is
                // part of the screen.
                if !loads && !first.compactText.hasPrefix("ContentUnavailableView.search") {
                    guard let owner = branch.body.parent?.as(IfExprSyntax.self), owner.body.id == branch.body.id else { continue }
                    let read = Set(owner.conditions.descendants(DeclReferenceExprSyntax.self).map(\.baseName.text)
                        + owner.conditions.descendants(MemberAccessExprSyntax.self).map(\.declName.baseName.text))
                    // Directly, or through a property of the view that filters by it (`filteredSources`).
                    let readsThroughMember = read.contains { name in
                        SwiftUICustomModal.memberBodies(named: name, besides: owner, in: file).contains { body in
                            body.descendants(DeclReferenceExprSyntax.self).contains { searchTexts.contains($0.baseName.text) }
                        }
                    }
                    if read.isDisjoint(with: searchTexts) && !readsThroughMember { continue }
                }
                let custom = types.filter { !SwiftUIViews.all.contains($0) }
                let result = types.contains("ContentUnavailableView") || ModifierChain(first).rootTypeName == "ContentUnavailableView"
                    || custom.contains { NameHeuristics.hasWord($0, in: errorWords + emptyWords) }
                    || branch.conditions.contains { NameHeuristics.hasWord($0, in: errorWords + emptyWords) } && (types.contains("Text") || types.contains("Label"))
                guard result, !custom.contains(where: namesProgressOrLasting) else { continue }
                let subject = custom.first ?? branch.conditions.first(where: { NameHeuristics.hasWord($0, in: errorWords + emptyWords) })
                    ?? ModifierChain(first).rootTypeName ?? "result"
                messages.append(StatusMessage(
                    node: Syntax(first), framework: .swiftUI, kind: .loadResult, subject: subject,
                    responsibleTypes: ([type?.name].compactMap { $0 } + custom).uniqued()))
            }
        }
        return messages
    }

    /// Words that name an empty state.
    package static let emptyWords: [[UInt8]] = ["empty", "isempty", "noresults", "unavailable", "zero"].map { Array($0.utf8) }

    /// Each branch of an `if … else if … else` chain (the modal recognizer's walk of the chain, with the final
    /// `else`): its content and the names its conditions read, none for the final `else`.
    private static func branches(of ifExpr: IfExprSyntax) -> [(body: CodeBlockSyntax, conditions: [String])] {
        let chain = SwiftUICustomModal.branches(of: ifExpr)
        var result = chain.map { (body: $0.body, conditions: names(in: $0.conditions)) }
        if let last = chain.last?.node, case .codeBlock(let block) = last.elseBody { result.append((block, [])) }
        return result
    }

    /// What a condition tests, by the last name of each operand: `showToast`, `toastCenter.toast` and
    /// `notice != nil` name the message; `toast.systemImage` names a part of one already shown.
    private static func operandNames(_ expression: ExprSyntax, into names: inout [String]) {
        let expression = expression.unwrapped
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `error == nil` tests that there is no error: what it shows is not the error.
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
                elements[0].isNilLiteral || elements[2].isNilLiteral
            {
                return
            }
            for element in sequence.elements { operandNames(element, into: &names) }
        } else if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            // `!failed` is the flag's absence; `!errors.isEmpty` is still the errors' presence.
            if prefix.operator.text == "!", prefix.expression.lastNameComponent != "isEmpty" { return }
            operandNames(prefix.expression, into: &names)
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            // `if let message = emailErrorMessage(…)`: a function named for an error speaks of one as a property does.
            if let name = call.calledExpression.lastNameComponent { names.append(name) }
        } else if let type = expression.as(TypeExprSyntax.self) {
            // `if model is RestoreModel.InvalidWords`: the state's type names it.
            if let name = type.type.trimmedDescription.split(separator: ".").last { names.append(String(name)) }
        } else if let name = expression.lastNameComponent {
            names.append(name)
        }
    }

    private static func names(in conditions: ConditionElementListSyntax) -> [String] {
        var names: [String] = []
        func operands(_ expression: ExprSyntax) { operandNames(expression, into: &names) }
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                operands(expression)
            case .optionalBinding(let binding):
                if let value = binding.initializer?.value {
                    operands(value)
                } else if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    names.append(identifier.identifier.text)
                }
            default:
                continue
            }
        }
        return names
    }

    /// True when the `if` is a statement of view-building code: a `body`, a property or function returning
    /// `some View` or marked `@ViewBuilder`, or the content closure of a view or of a modifier such as `.overlay`.
    package static func isInViewBuilder(_ ifExpr: IfExprSyntax) -> Bool {
        var current = ifExpr.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) {
                guard let call = SwiftUIViewContext.callTaking(closure), let name = call.calledExpression.lastNameComponent
                else { return false }
                if name.first?.isUppercase == true { return name != "Task" && name != "Button" }
                return viewContentModifiers.contains(name)
            }
            // (Read from the syntax, not from printed text: asked of every `if` of every file.)
            if let function = node.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { namesView($0.type) } == true || hasViewBuilder(function.attributes)
            }
            if let variable = node.as(VariableDeclSyntax.self) {
                return variable.bindings.contains { binding in
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
                        || binding.typeAnnotation.map { namesView($0.type) } == true
                } || hasViewBuilder(variable.attributes)
            }
            if node.is(InitializerDeclSyntax.self) || node.is(DeinitializerDeclSyntax.self) || node.isTypeDeclaration {
                return false
            }
            current = node.parent
        }
        return false
    }

    /// `some View`, `AnyView`, `MessageView`: a type whose name holds "View".
    private static func namesView(_ type: TypeSyntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { $0.text.contains("View") }
    }

    private static func hasViewBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.simpleName == "ViewBuilder" }
    }

    /// Modifiers whose closure holds views shown over or beside the content.
    package static let viewContentModifiers: Set<String> = [
        "overlay", "background", "safeAreaInset", "toolbar", "mask", "footer", "header",
    ]

    /// The view types a view expression builds, through layout containers a few levels down.
    private static func collectViewTypes(_ expression: ExprSyntax, depth: Int, into types: inout [String]) {
        // `if #available(iOS 17, *) { ContentUnavailableView(…) } else { … }`: the same state on each system.
        if let availability = expression.as(IfExprSyntax.self), availability.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }) {
            var bodies = [availability.body]
            if case .codeBlock(let block) = availability.elseBody { bodies.append(block) }
            for body in bodies {
                for child in body.statements.expressions { collectViewTypes(ModifierChain(child).root, depth: depth + 1, into: &types) }
            }
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true
        else { return }
        types.append(name)
        guard depth < 3, SwiftUIViews.containers.contains(name) || name == "Group" else { return }
        for closure in call.closures {
            for item in closure.statements {
                guard let child = item.item.as(ExprSyntax.self) else { continue }
                collectViewTypes(ModifierChain(child).root, depth: depth + 1, into: &types)
            }
        }
    }

    /// Named for progress (a spinner, not a result) or for something that stays (not a passing message).
    private static func namesProgressOrLasting(_ name: String) -> Bool {
        NameHeuristics.hasWord(name, in: progressWords) || NameHeuristics.hasWord(name, in: lastingWords)
    }

    /// The call of the enclosing private helper whose parameter `added` is, when every call of that helper in its type
    /// hands it `self`: `addToWindow(self)` for `func addToWindow(_ view: UIView) { window.addSubview(view) }`.
    private static func selfHandedTo(_ added: ExprSyntax, at call: FunctionCallExprSyntax, in file: SourceFileContext)
        -> (call: FunctionCallExprSyntax, selfExpression: ExprSyntax)?
    {
        guard let name = added.as(DeclReferenceExprSyntax.self)?.baseName.text, let function = call.ancestor(FunctionDeclSyntax.self),
            let index = function.signature.parameterClause.parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }),
            let type = function.enclosingTypeDeclaration
        else { return nil }
        let position = function.signature.parameterClause.parameters.distance(from: function.signature.parameterClause.parameters.startIndex, to: index)
        let callers = file.facts.calls(function.name.text, in: Syntax(type.node)).filter { $0.receiver == nil || $0.receiver?.isSelfReference == true }
        guard let first = callers.first, callers.allSatisfy({ caller in
            caller.arguments.count > position && caller.arguments[caller.arguments.index(caller.arguments.startIndex, offsetBy: position)].expression.isSelfReference
        }) else { return nil }
        let argument = first.arguments[first.arguments.index(first.arguments.startIndex, offsetBy: position)].expression
        return (first, argument)
    }

    private static func namesMessage(_ name: String) -> Bool {
        NameHeuristics.hasWord(name, in: transientWords) || NameHeuristics.hasWord(name, in: noticeWords)
    }

    /// True when the type lays out a field the user types in: a system text input, a field view of the
    /// project's own (`EmailTextField`, `FormField`), a `.focused` binding or an `.onSubmit` handler.
    private static func hasTextInput(in type: TypeDeclaration, facts: SyntaxFacts) -> Bool {
        facts.callsByName.contains { name, calls in
            guard SwiftUIViews.textInputs.contains(name) || name.hasSuffix("Field") || name == "focused" || name == "onSubmit"
            else { return false }
            return calls.contains { $0.isContained(in: type.node) }
        }
    }

    // MARK: - UIKit

    private static func uiKitMessages(in file: SourceFileContext) -> [StatusMessage] {
        var messages: [StatusMessage] = []
        var showingFunctions: Set<Int> = []
        // A message view that puts itself on screen (`toastView.show(in: view)`) is shown like one added there.
        let shown = file.facts.calls("show").filter { call in
            call.arguments.first?.label?.text == "in" && call.receiver.map { !$0.isSelfReference } ?? false
        }
        let calls = (file.facts.calls("addSubview") + file.facts.calls("insertSubview") + shown).sorted { $0.position < $1.position }
        for original in calls {
            var call = original
            let showsItself = call.calledExpression.lastNameComponent == "show"
            guard var added = (showsItself ? call.receiver : call.arguments.first?.expression)?.unwrapped else { continue }
            // `window.addSubview(view)` in the view's own helper that every caller hands `self` (`addToWindow(self)`):
            // the view adds itself, at the helper's call.
            if !showsItself, let handedSelf = selfHandedTo(added, at: call, in: file) {
                added = handedSelf.selfExpression
                call = handedSelf.call
            }
            let type = call.enclosingTypeDeclaration
            let function = call.ancestor(FunctionDeclSyntax.self)?.name.text
            let resolvedType = showsItself ? VariableResolver.resolve(added, at: call, in: file)?.typeName : hostedViewType(added, at: call, in: file)
            var addedName = added.isSelfReference ? nil : (added.constructedTypeName ?? resolvedType ?? added.lastNameComponent)
            // A variable whose name says nothing, holding a message view (`let view = ToastMessageView(text: text)`).
            if let name = addedName, !namesMessage(name), resolvedType == nil,
                let variable = VariableResolver.resolve(added, at: call, in: file),
                let held = variable.typeName ?? variable.initializer?.constructedTypeName, namesMessage(held)
            {
                addedName = held
            }
            let receiver = showsItself ? call.arguments.first?.expression.unwrapped : call.receiver?.unwrapped
            // (In an extension of UIKit's view or controller, `self` is whatever screen the caller shows the message on:
            // `extension UIView { func flashNote(…) { addSubview(note) } }` puts it over that screen.)
            let inFrameworkExtension = type.map { $0.kind == .extension && FrameworkTypes.contains($0.name) } ?? false
            let intoItself = !showsItself && !inFrameworkExtension && (receiver == nil || receiver?.isSelfReference == true
                || receiver?.lastNameComponent == "contentView")

            let subject: String
            if let addedName, namesMessage(addedName), !intoItself {
                subject = addedName  // `window.addSubview(toastView)`
            } else if added.isSelfReference, let typeName = type?.name, namesMessage(typeName) {
                subject = typeName  // a toast that adds itself to a window
            } else if added.isSelfReference, let typeName = type?.name, UIKitModalPresentation.addsToScreenLevelContainer(original),
                takesAwayAfterDelay(within: type.map { Syntax($0.node) }, facts: file.facts)
            {
                subject = typeName  // a view of any name that lays itself over the window and takes itself away: a passing message
            } else if let typeName = type?.name, namesMessage(typeName), type?.kind == .class,
                UIKitModalPresentation.addsToScreenLevelContainer(original), original.receiver != nil
            {
                subject = typeName  // a toast class that lays the view it hosts over the window (`keyWindow.addSubview(host.view)`)
            } else if let typeName = type?.name, namesMessage(typeName), isPresenter(type), !intoItself,
                function.map({ !NameHeuristics.hasWord($0, in: layoutWords) }) ?? true
            {
                subject = typeName  // `NoticePresenter` adding the notice it was given
            } else {
                continue
            }
            let named = [subject, function, type?.name].compactMap { $0 }
            if named.contains(where: namesProgressOrLasting) {
                continue
            }
            let transient = named.contains { NameHeuristics.hasWord($0, in: transientWords) }
            guard transient || takesAwayAfterDelay(within: type.map { Syntax($0.node) }, facts: file.facts) else { continue }
            // One finding per function: branches that add the same message to different hosts are one defect.
            if let showing = call.ancestor(FunctionDeclSyntax.self), !showingFunctions.insert(showing.position.utf8Offset).inserted { continue }
            var responsible = [type?.name].compactMap { $0 }
            if let constructed = added.constructedTypeName ?? resolvedType { responsible.append(constructed) }
            messages.append(StatusMessage(
                node: Syntax(call), framework: .uiKit, kind: .transient, subject: subject, responsibleTypes: responsible.uniqued()))
        }
        // A toast or snackbar that shows itself (`snackbar.show()`, `Snackbar.make(message: text)?.show()`,
        // `snackbarPresenter.show(message: text)`), named so by its variable or its type.
        for call in file.facts.calls("show") where call.arguments.first?.label?.text != "in" {
            guard let receiver = call.receiver?.unwrapped, !receiver.isSelfReference,
                let showing = selfShowingMessage(receiver, at: call, in: file)
            else { continue }
            if let function = call.ancestor(FunctionDeclSyntax.self), !showingFunctions.insert(function.position.utf8Offset).inserted { continue }
            if [showing.subject, call.ancestor(FunctionDeclSyntax.self)?.name.text].compactMap({ $0 }).contains(where: namesProgressOrLasting) { continue }
            var message = StatusMessage(
                node: Syntax(call), framework: file.facts.importedModules.contains("SwiftUI") ? .swiftUI : .uiKit, kind: .transient,
                subject: showing.subject, responsibleTypes: ([call.enclosingTypeDeclaration?.name, showing.type].compactMap { $0 }).uniqued())
            message.showingType = showing.type ?? showing.subject
            messages.append(message)
        }
        // A library's toast (`SPAlertView(title: "Saved", preset: .done).present()`): it comes and goes by itself, and
        // the library says nothing to VoiceOver, so the code that shows it must.
        for presentation in ThirdPartyToasts.presentations(in: file) {
            if let showing = presentation.call.ancestor(FunctionDeclSyntax.self), !showingFunctions.insert(showing.position.utf8Offset).inserted { continue }
            messages.append(StatusMessage(
                node: Syntax(presentation.call), framework: .uiKit, kind: .transient, subject: presentation.subject,
                responsibleTypes: [presentation.call.enclosingTypeDeclaration?.name].compactMap { $0 }))
        }
        return messages
    }

    /// The message a `show(…)` call's receiver is, when its name or type names a toast or a snackbar: the variable
    /// (`snackbar`, `toastPresenter`), its declared type, or the type a static factory builds it from
    /// (`Snackbar.make(message: text)`).
    private static func selfShowingMessage(_ receiver: ExprSyntax, at call: FunctionCallExprSyntax, in file: SourceFileContext) -> (subject: String, type: String?)? {
        var expression = receiver
        if let forced = expression.as(OptionalChainingExprSyntax.self) { expression = forced.expression.unwrapped }
        let resolved = VariableResolver.resolve(expression, at: call, in: file)
        let source: ExprSyntax = resolved?.initializer ?? expression
        var built: String? = source.constructedTypeName
        if built == nil, let made = source.as(FunctionCallExprSyntax.self), let member = made.calledExpression.as(MemberAccessExprSyntax.self) {
            built = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        // Or a type whose static method shows it (`ToastCenter.show(text: "Saved")`).
        let named = expression.as(DeclReferenceExprSyntax.self).map(\.baseName.text).flatMap { $0.first?.isUppercase == true ? $0 : nil }
        let type = resolved?.typeName ?? built ?? named
        let names = [expression.lastNameComponent, type].compactMap { $0 }
        guard let subject = names.first(where: { NameHeuristics.hasWord($0, in: transientWords) }) else { return nil }
        return (subject, type)
    }

    /// UIKit errors under fields are views that exist from the start and are revealed: `errorView.isHidden = false`,
    /// or given their text when something fails (`errorLabel.text = message`). One finding per function that does it.
    private static func uiKitFieldErrors(in file: SourceFileContext) -> [StatusMessage] {
        guard file.sourceMentions("TextField") || file.sourceMentions("UITextView") else { return [] }
        let facts = file.facts
        let revealed = facts.assignments("isHidden").filter { $0.value.isFalseLiteral }
            + facts.assignments("text").filter { !$0.value.isNilLiteral && $0.value.as(StringLiteralExprSyntax.self)?.segments.trimmedDescription != "" }
        var seen: Set<Int> = []
        var messages: [StatusMessage] = []
        for assignment in revealed.sorted(by: { $0.sequence.position < $1.sequence.position }) {
            guard let owner = assignment.owner?.lastNameComponent,
                let function = assignment.sequence.ancestor(FunctionDeclSyntax.self),
                NameHeuristics.hasWord(owner, in: errorWords + warningWords) || NameHeuristics.hasWord(function.name.text, in: errorWords),
                !NameHeuristics.hasWord(function.name.text, in: layoutWords + clearingWords),
                !facts.isInPreview(assignment.sequence),
                !isUnreachableTextCheck(assignment.sequence),
                !isCalledOnlyWhileSettingUp(function, facts: facts)
            else { continue }
            // One finding per place that shows the error: a function, or each callback inside it.
            let unit = assignment.sequence.ancestor(ClosureExprSyntax.self).map { Syntax($0) } ?? Syntax(function)
            guard unit.isContained(in: function), seen.insert(unit.position.utf8Offset).inserted else { continue }
            let type = assignment.sequence.enclosingTypeDeclaration
            messages.append(StatusMessage(
                node: Syntax(assignment.sequence), framework: .uiKit, kind: .fieldError, subject: owner,
                responsibleTypes: [type?.name].compactMap { $0 }))
        }
        return messages
    }

    /// In the `else` of a `guard let x = field.text`: a text field's or text view's text is never nil, so the
    /// error shown there never appears.
    package static func isUnreachableTextCheck(_ node: some SyntaxProtocol) -> Bool {
        guard let guardStmt = node.ancestor(GuardStmtSyntax.self), node.isContained(in: guardStmt.body) else { return false }
        return guardStmt.conditions.allSatisfy { element in
            guard case .optionalBinding(let binding) = element.condition, let value = binding.initializer?.value else { return false }
            return value.lastNameComponent == "text"
        }
    }

    /// A function the type calls only from the code that sets the screen up (`viewDidLoad`): what it shows is
    /// the screen's first content, there before VoiceOver reads the screen.
    /// The SwiftUI view a local hosting controller shows when its view is what is added
    /// (`window.addSubview(host.view)` with `let host = UIHostingController(rootView: ToastView(…))`).
    private static func hostedViewType(_ added: ExprSyntax, at call: FunctionCallExprSyntax, in file: SourceFileContext) -> String? {
        guard let member = added.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "view", let base = member.base,
            let host = VariableResolver.resolve(base, at: call, in: file)?.initializer?.as(FunctionCallExprSyntax.self),
            host.calledExpression.lastNameComponent?.hasSuffix("HostingController") == true,
            let root = host.argument("rootView")?.expression
        else { return nil }
        return root.constructedTypeName ?? VariableResolver.resolve(root, at: call, in: file)?.typeName
    }

    /// UIKit states revealed in place once loading or an action ends: a list's `contentUnavailableConfiguration` set
    /// (`contentUnavailableConfiguration = .search()`), or an empty or error view unhidden (`emptyView.isHidden =
    /// !items.isEmpty`, `errorStack.isHidden = false`) outside a form. Whether someone is on the screen when it
    /// changes, the code cannot tell: review items, one per function.
    private static func uiKitStatesInPlace(in file: SourceFileContext, besides fieldErrors: [StatusMessage]) -> [StatusMessage] {
        let facts = file.facts
        let unavailable = facts.assignments("contentUnavailableConfiguration").filter { !$0.value.isNilLiteral }
        let unhidden = facts.assignments("isHidden").filter { assignment in
            guard !assignment.value.isTrueLiteral, let owner = assignment.owner?.lastNameComponent else { return false }
            return NameHeuristics.hasWord(owner, in: errorWords + emptyWords)
        } + facts.assignments("alpha").filter { assignment in
            // Faded in: `emptyView.alpha = 1`. (An image view alone, a faint icon with no words, says nothing to announce.)
            guard assignment.valueElements.count == 1, let alpha = assignment.value.literalNumber, alpha > 0,
                let owner = assignment.owner, let name = owner.lastNameComponent, NameHeuristics.hasWord(name, in: errorWords + emptyWords)
            else { return false }
            return VariableResolver.resolve(owner, at: assignment.sequence, in: file)?.typeName != "UIImageView"
        }
        // A list given an empty or error view behind its rows (`tableView.backgroundView = emptySearchView`).
        let behindList = facts.assignments("backgroundView").filter { assignment in
            backgroundViewName(assignment).map { NameHeuristics.hasWord($0, in: errorWords + emptyWords) } ?? false
        }
        let inPlace = unhidden + behindList
        guard !unavailable.isEmpty || !inPlace.isEmpty else { return [] }
        let taken = Set(fieldErrors.compactMap { $0.node.ancestor(FunctionDeclSyntax.self)?.position.utf8Offset })
        var seen: Set<Int> = []
        var messages: [StatusMessage] = []
        for assignment in (unavailable + inPlace).sorted(by: { $0.sequence.position < $1.sequence.position }) {
            guard let function = assignment.sequence.ancestor(FunctionDeclSyntax.self),
                !taken.contains(function.position.utf8Offset),
                !["viewDidLoad", "loadView", "awakeFromNib"].contains(function.name.text),
                !NameHeuristics.hasWord(function.name.text, in: clearingWords),
                !facts.isInPreview(assignment.sequence), !isCalledOnlyWhileSettingUp(function, facts: facts),
                seen.insert(function.position.utf8Offset).inserted
            else { continue }
            let subject = assignment.propertyName == "backgroundView"
                ? backgroundViewName(assignment) ?? "backgroundView"
                : assignment.owner?.lastNameComponent ?? "contentUnavailableConfiguration"
            let isError = NameHeuristics.hasWord(subject, in: errorWords)
            messages.append(StatusMessage(
                node: Syntax(assignment.sequence), framework: .uiKit, kind: isError ? .shownError : .loadResult, subject: subject,
                responsibleTypes: [assignment.sequence.enclosingTypeDeclaration?.name].compactMap { $0 }))
        }
        return messages
    }

    /// The view a list is given behind its rows: `emptyView` in `tableView.backgroundView = emptyView`, or in
    /// `… = items.isEmpty ? emptyView : nil`.
    private static func backgroundViewName(_ assignment: Assignment) -> String? {
        var shown = assignment.value
        if let ternary = assignment.wholeValue.as(SequenceExprSyntax.self)?.ternaryParts {
            shown = ternary.then.isNilLiteral ? ternary.otherwise : ternary.then
        } else if assignment.valueElements.count != 1 {
            return nil
        }
        guard !shown.isNilLiteral else { return nil }
        return shown.unwrapped.constructedTypeName ?? shown.unwrapped.lastNameComponent
    }

    package static func isCalledOnlyWhileSettingUp(_ function: FunctionDeclSyntax, facts: SyntaxFacts) -> Bool {
        let callers = facts.calls(function.name.text).compactMap { $0.ancestor(FunctionDeclSyntax.self)?.name.text }
        return !callers.isEmpty && callers.allSatisfy { ["viewDidLoad", "loadView", "init", "awakeFromNib", "viewWillAppear"].contains($0) }
    }

    package static let warningWords: [[UInt8]] = ["warning"].map { Array($0.utf8) }
    /// Functions that take a message away rather than show it.
    package static let clearingWords: [[UInt8]] = ["hide", "clear", "reset", "dismiss", "remove"].map { Array($0.utf8) }

    /// Functions that build a view's own layout rather than show it: `setupViews`, `configureLayout`.
    package static let layoutWords: [[UInt8]] = ["setup", "layout", "configure", "build", "init", "install", "load", "awake", "prepare"]
        .map { Array($0.lowercased().utf8) }

    /// A type that shows messages rather than being one: not a view, named like a presenter or controller.
    private static func isPresenter(_ type: TypeDeclaration?) -> Bool {
        guard let type else { return false }
        return NameHeuristics.hasWord(type.name, in: presenterWords)
    }

    package static let presenterWords: [[UInt8]] = ["presenter", "manager", "controller", "center", "coordinator", "service"].map { Array($0.utf8) }

    /// True when the type schedules something for later: `asyncAfter`, `Task.sleep`, a timer, `perform(_:with:afterDelay:)`,
    /// or an animation with a delay. That is how a notice or a banner takes itself away.
    package static func takesAwayAfterDelay(within scope: Syntax?, facts: SyntaxFacts) -> Bool {
        guard let scope else { return false }
        let delayed = facts.calls("asyncAfter") + facts.calls("sleep") + facts.calls("scheduledTimer")
            + facts.calls("publish").filter { $0.receiver?.lastNameComponent == "Timer" }
            + facts.calls("perform").filter { $0.argument("afterDelay") != nil }
            + facts.calls("animate").filter { call in
                guard let delay = call.argument("delay")?.expression else { return false }
                return delay.literalNumber.map { $0 > 0 } ?? true
            }
        return delayed.contains { $0.isContained(in: scope) }
    }
}
