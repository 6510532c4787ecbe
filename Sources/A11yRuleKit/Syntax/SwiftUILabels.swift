import A11yCore
@_spi(RawSyntax) import SwiftSyntax

/// Reading the titles and labels SwiftUI controls are built with.
public enum SwiftUILabels {
    /// What a control's label is made of, as far as VoiceOver is concerned.
    public enum Content: Equatable {
        /// Nothing VoiceOver could read: `""`, `Text("")`, `EmptyView()`, an empty closure.
        case empty
        /// Only images, none of them labelled: the kind of the first.
        case imageOnly(ImageKind)
        /// Text, a `Label`, or a labelled view.
        case named
        /// Something the rule cannot judge (a custom view, a variable).
        case unknown
    }

    public enum ImageKind: Equatable {
        /// `Image(systemName:)`: VoiceOver reads the names of some symbols.
        case symbol
        /// `Image("close")`, `Image(uiImage:)`: VoiceOver reads the asset name, or nothing.
        case asset
        /// `Image(decorative:)`: VoiceOver reads nothing.
        case decorative
    }

    /// True for `""`, `"  "`, `Text("")`, `Text(verbatim: "")`, `LocalizedStringKey("")`.
    public static func isEmptyTitle(_ expression: ExprSyntax) -> Bool {
        if let text = expression.staticStringValue { return text.allSatisfy(\.isWhitespace) }
        guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name == "Text" || name == "LocalizedStringKey", call.arguments.count == 1, let argument = call.arguments.first,
            argument.label == nil || argument.label?.text == "verbatim"
        else { return false }
        return isEmptyTitle(argument.expression)
    }

    /// True when the expression is a title that is certainly non-empty: a string literal with text, or any
    /// other expression (a variable is given the benefit of the doubt).
    public static func isNonEmptyTitle(_ expression: ExprSyntax) -> Bool { !isEmptyTitle(expression) }

    /// The closure or view a control takes as its label: `label:` (argument or trailing closure), or the
    /// trailing closure when the control's other closures are passed as arguments.
    public static func labelArgument(of call: FunctionCallExprSyntax, trailingIsLabel: Bool) -> ExprSyntax? {
        if let label = call.argument("label")?.expression { return label }
        if let element = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) {
            return ExprSyntax(element.closure)
        }
        if trailingIsLabel, let trailing = call.trailingClosure { return ExprSyntax(trailing) }
        return nil
    }

    /// What a label closure or label view holds. With the file, an image kept in a static member of a type
    /// declared in it (`Image.Symbols.close`) is read through its declaration.
    public static func content(of label: ExprSyntax, in file: SourceFileContext? = nil) -> Content {
        if let closure = label.as(ClosureExprSyntax.self) {
            return content(of: closure.statements, in: file)
        }
        return content(ofView: label, in: file)
    }

    /// Views side by side in a builder block.
    private static func content(of statements: CodeBlockItemListSyntax, in file: SourceFileContext?) -> Content {
        combine(statements.expressions.map { content(ofView: $0, in: file) }, emptyWhenNone: statements.isEmpty)
    }

    /// What one view in a label holds.
    public static func content(ofView view: ExprSyntax, in file: SourceFileContext? = nil) -> Content {
        if let branches = alternatives(view, in: file) {
            // Only one branch shows at a time: the label is named when any branch is (given the benefit of the
            // doubt), and image-only when every branch is an image or nothing.
            return combine(branches, emptyWhenNone: false)
        }
        let chain = ModifierChain(view)
        if chain.modifiers.contains(where: SwiftUIViewContext.setsLabel) { return .named }
        if let file, let image = staticMemberValue(chain.root, in: file) {
            // The member's own value decides; it is not resolved further.
            return content(ofView: image, in: nil)
        }
        // An image the app keeps as a constant of `Image` in another file (`Image.addLink`): a picture, read like an asset.
        if let member = chain.root.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image" {
            return .imageOnly(.asset)
        }
        // A picture the view is handed (`let icon: Image`, shown as `icon.resizable()`): an image, read like an asset.
        if let file, let reference = chain.root.as(DeclReferenceExprSyntax.self), let type = view.enclosingTypeDeclaration,
            (file.facts.variablesByName[reference.baseName.text] ?? []).contains(where: { declaration in
                declaration.enclosingTypeDeclaration?.name == type.name
                    && ["Image", "Image?"].contains(declaration.bindings.first?.typeAnnotation?.type.trimmedDescription ?? "")
            })
        {
            return .imageOnly(.asset)
        }
        // A view the same type builds in a property or a function (`closeIcon`, `navImage(img: "back")`): read
        // its body, one level deep.
        if let file, let body = ownViewBody(chain.root, near: view, in: file) {
            return content(of: body, in: nil)
        }
        // An asset catalogue's generated image (`Asset.Icons.close.image`): read by the asset's name.
        if chain.root.is(MemberAccessExprSyntax.self), RawNames.placesAssetImage(chain.root.raw) { return .imageOnly(.asset) }
        guard let root = chain.root.as(FunctionCallExprSyntax.self),
            let type = root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return .unknown }
        switch type {
        case "EmptyView", "Spacer", "Color", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Divider", "ProgressView"
            where !(type == "ProgressView" && root.arguments.first?.label == nil && root.arguments.first != nil):
            // Nothing VoiceOver reads: a background shape behind an icon adds no name.
            return .empty
        case "Text":
            return root.arguments.first.map { isEmptyTitle($0.expression) } == true ? .empty : .named
        case "Label":
            // An empty title leaves the picture to speak for it (`Label("", image: "wallet")` reads "wallet").
            if let title = root.firstUnlabeledArgument?.expression, isEmptyTitle(title) {
                if root.argument("systemImage") != nil { return .imageOnly(.symbol) }
                if root.argument("image") != nil { return .imageOnly(.asset) }
                return .empty
            }
            return .named
        case "Image":
            return imageContent(root)
        case let stack where SwiftUIViews.stacks.contains(stack):
            guard let closure = root.trailingClosure ?? root.argument("content")?.expression.as(ClosureExprSyntax.self)
            else { return .unknown }
            return content(of: closure.statements, in: file)
        default:
            return .unknown
        }
    }

    /// The contents of the branches of an `if`/`else` (a missing `else` shows nothing), a `switch`, or a
    /// ternary `flag ? Image(…) : Image(…)`; nil for any other view.
    private static func alternatives(_ view: ExprSyntax, in file: SourceFileContext?) -> [Content]? {
        if let conditional = view.as(IfExprSyntax.self) {
            var branches = [content(of: conditional.body.statements, in: file)]
            switch conditional.elseBody {
            case .ifExpr(let next): branches.append(content(ofView: ExprSyntax(next), in: file))
            case .codeBlock(let block): branches.append(content(of: block.statements, in: file))
            case nil: branches.append(.empty)
            }
            return branches
        }
        if let choice = view.as(SwitchExprSyntax.self) {
            return choice.cases.map { element in
                guard case .switchCase(let branch) = element else { return .unknown }
                return content(of: branch.statements, in: file)
            }
        }
        if let sequence = view.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            if let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
                return [content(ofView: ternary.thenExpression, in: file), content(ofView: elements[2], in: file)]
            }
        }
        return nil
    }

    /// The value of a static member this file declares, read at a use such as `Image.Symbols.close` or
    /// `Icons.close`: its initializer (`static let close = Image(systemName: "xmark")`) or the single
    /// expression of its getter. The member must be declared in the type the use names; nil otherwise.
    package static func staticMemberValue(_ expression: ExprSyntax, in file: SourceFileContext) -> ExprSyntax? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let owner = member.base?.lastNameComponent else { return nil }
        let name = member.declName.baseName.text
        for declaration in file.facts.variablesByName[name] ?? [] {
            guard declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
                declaration.enclosingTypeDeclaration?.name == owner,
                let binding = declaration.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { continue }
            if let value = binding.initializer?.value { return value }
            guard let body = binding.getterStatements, body.count == 1, let only = body.first else { continue }
            if let returned = only.item.as(ReturnStmtSyntax.self)?.expression { return returned }
            return body.expressions.first
        }
        return nil
    }

    /// The statements of a view property (`var closeIcon: some View { … }`) or a view function
    /// (`func navImage(img: String) -> some View { … }`) of the type around `node`, named by `root`.
    package static func ownViewBody(_ root: ExprSyntax, near node: some SyntaxProtocol, in file: SourceFileContext) -> CodeBlockItemListSyntax? {
        guard let type = node.enclosingTypeDeclaration else { return nil }
        if let reference = root.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
            for declaration in file.facts.variablesByName[reference.baseName.text] ?? [] where declaration.enclosingTypeDeclaration?.name == type.name {
                if let body = declaration.bindings.first?.getterStatements { return body }
            }
        }
        if let call = root.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name.first?.isLowercase == true
        {
            for function in file.facts.functions(name) where function.enclosingTypeDeclaration?.name == type.name {
                if let body = function.body?.statements { return body }
            }
        }
        return nil
    }

    /// `Image(systemName:)` is a symbol, `Image(_:label:)` is named.
    public static func imageContent(_ image: FunctionCallExprSyntax) -> Content {
        if image.argument("label") != nil { return .named }
        // `Image(systemSymbol: .xmark)` (SFSafeSymbols) is an SF Symbol too.
        if image.argument("systemName") != nil || image.argument("systemSymbol") != nil { return .imageOnly(.symbol) }
        if image.argument("decorative") != nil { return .imageOnly(.decorative) }
        return .imageOnly(.asset)
    }

    /// Several views side by side: named when any is, image-only when all are images or empty.
    private static func combine(_ parts: [Content], emptyWhenNone: Bool) -> Content {
        if parts.isEmpty { return emptyWhenNone ? .empty : .unknown }
        if parts.contains(.named) { return .named }
        if parts.contains(.unknown) { return .unknown }
        for part in parts { if case .imageOnly(let kind) = part { return .imageOnly(strongest(kind, parts)) } }
        return .empty
    }

    /// An asset or a decorative image among symbols decides the kind: it is the worse case.
    private static func strongest(_ first: ImageKind, _ parts: [Content]) -> ImageKind {
        for part in parts {
            if case .imageOnly(let kind) = part, kind != .symbol { return kind }
        }
        return first
    }
}

extension SwiftUILabels {
    /// A label for an unnamed control taken from the text shown beside it, when that is certain:
    /// `HStack { Text("Alerts"); Spacer(); Toggle("", isOn: $on) }` gives `.accessibilityLabel(Text("Alerts"))`.
    ///
    /// The control must be a direct child of an `HStack` whose other children are one `Text` with a string
    /// literal, placed before the control, and spacers. The label repeats the same `Text("…")`, so it is
    /// localized the same way. Any other neighbour (a second text, an image, another control) makes the
    /// pairing a guess, and nothing is offered.
    public static func labelFromTextBeside(_ context: SwiftUIViewContext) -> Fix? {
        guard let container = context.enclosing.first, container.call.calledExpression.lastNameComponent == "HStack" else { return nil }
        let control = context.chain.expression
        var text: FunctionCallExprSyntax?
        var seenControl = false
        for item in container.closure.statements {
            guard let expression = item.item.as(ExprSyntax.self) else { return nil }
            if expression.id == control.id { seenControl = true; continue }
            let root = ModifierChain(expression).root.as(FunctionCallExprSyntax.self)
            switch root?.calledExpression.lastNameComponent {
            case "Spacer":
                continue
            case "Text":
                guard text == nil, !seenControl, let call = root, call.arguments.count == 1, call.arguments.first?.label == nil,
                    let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
                    !literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }), isNonEmptyTitle(ExprSyntax(literal))
                else { return nil }
                text = call
            default:
                return nil
            }
        }
        guard seenControl, let text, let literal = text.arguments.first?.expression.trimmedDescription else { return nil }
        return Fix(
            title: "Name the control with the text beside it",
            edits: [FixHelpers.appendModifier(".accessibilityLabel(Text(\(literal)))", to: control)])
    }
}
