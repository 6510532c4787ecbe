import A11yCore
import SwiftSyntax

/// What a view or controller is made of, as the index sees it: the one view a controller or a body shows (recorded
/// as a supertype, so facts of the shown view answer for it), a body shown on a condition of its own, a navigation
/// screen, a layer that lets touches through, an icon view, a row of a picture and captions, and the app's modifier
/// helpers.
package enum ViewCompositionFacts: ProjectFactRecorder {
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        let facts = file.facts
        draft.recorded += modifierHelpers(in: file)
        // A controller that builds one view of the app and offers no control of its own (`view.addSubview(WaitView())`
        // in `loadView`) shows that view and nothing else: to the index it is that view (a spinner to wait out, say).
        for declaration in facts.typeDeclarations where declaration.kind == .class && declaration.name.hasSuffix("Controller") {
            let node = declaration.node
            guard !TypeFactsCollector.userControls.contains(where: { !facts.calls($0, in: node).isEmpty }) else { continue }
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
            draft[declaration]?.inheritedTypes.append(shown)
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
                draft[type]?.facts.insert(.showsItselfOnCondition)
            }
            if Self.buildsNavigationScreen(statements) {
                draft[type]?.facts.insert(.coversScreen)
            }
            if Self.passesTouchesThrough(statements) {
                draft[type]?.facts.insert(.passesTouchesThrough)
            }
            guard let wrapped = Self.onlyView(in: statements, properties: { name in
                    (facts.variablesByName[name] ?? []).first { $0.enclosingTypeDeclaration?.name == type.name }?.bindings.first?.getterStatements
                }),
                wrapped != type.name, !SwiftUIViews.all.contains(wrapped)
            else { continue }
            draft[type]?.inheritedTypes.append(wrapped)
        }

        // A view that applies one of the app's accessibility or focus modifiers (`.accessibilityAutoFocus()`) has
        // what the modifier's declaration has: the helper's key is recorded as one of its supertypes.
        if file.sourceMentions("ocus") || file.sourceMentions(".accessibility") {
            for (name, calls) in facts.callsByName where name.lowercased().contains("focus") || name.hasPrefix("accessibility") {
                for call in calls where call.calledExpression.is(MemberAccessExprSyntax.self) {
                    guard let type = call.enclosingTypeDeclaration else { continue }
                    let key = TypeSummary.modifierKey(name)
                    if draft[type]?.inheritedTypes.contains(key) == false {
                        draft[type]?.inheritedTypes.append(key)
                    }
                }
            }
        }
        // An icon view: a body of images with no words (a count beside the icon is not a name).
        if file.sourceMentions("Image(") {
            for variable in facts.variablesByName["body"] ?? [] {
                guard let type = variable.enclosingTypeDeclaration, type.kind == .struct,
                    let statements = variable.bindings.first?.getterStatements, Self.showsOnlyImage(statements)
                else { continue }
                draft.add(.showsOnlyImage, for: variable)
            }
            // A row component: a picture and its captions, not grouped (`ChoreRow(chore).onTapGesture { … }`).
            for variable in facts.variablesByName["body"] ?? [] {
                guard let type = variable.enclosingTypeDeclaration, type.kind == .struct,
                    let statements = variable.bindings.first?.getterStatements,
                    SwiftUIRowParts.ofBody(statements)?.readsInPieces == true
                else { continue }
                draft.add(.showsPictureAndTexts, for: variable)
            }
        }
    }

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
}
