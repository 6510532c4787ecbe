@_spi(RawSyntax) import SwiftSyntax

extension ExprSyntax {
    /// The expression a chain of members starts from: `cell` for `cell.textLabel?`, `self` for
    /// `self.header.titleLabel`, the expression itself when it is not a member access.
    public var memberChainRoot: ExprSyntax {
        var root = unwrapped
        var links = 0
        while links < ModifierChain.maximumLength, let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
            root = base.unwrapped
            links += 1
        }
        return root
    }

    /// The last name in a reference: `addSubview` for `window?.addSubview`, `ZStack` for `ZStack`,
    /// `Picker` for `Picker<Text, Int, EmptyView>`.
    public var lastNameComponent: String? {
        RawNames.lastName(of: raw).map { String(syntaxText: $0) }
    }

    /// `self`, also through parentheses, `?` and `!`.
    public var isSelfReference: Bool { unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }

    /// The source text without surrounding trivia, with runs of white space folded to one space.
    public var compactText: String { Syntax(self).compactText }

    /// Strips parentheses, `try`, `await`, optional chaining and force unwrapping.
    public var unwrapped: ExprSyntax {
        // Most expressions are none of these: one look at the kind answers.
        guard RawNames.isWrapper(raw.kind) else { return self }
        var expression = self
        while true {
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first, only.label == nil
            {
                expression = only.expression
            } else if let tryExpr = expression.as(TryExprSyntax.self) {
                expression = tryExpr.expression
            } else if let awaitExpr = expression.as(AwaitExprSyntax.self) {
                expression = awaitExpr.expression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else {
                return expression
            }
        }
    }

    /// True for the literal `true`.
    /// `0` or `0.0`.
    public var isZeroLiteral: Bool {
        let expression = unwrapped
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Int(integer.literal.text) == 0 }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text) == 0 }
        return false
    }

    /// A literal number: `24`, `24.0`, `1_000`, `CGFloat(24)`; nil for anything else.
    public var literalNumber: Double? {
        let expression = unwrapped
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.filter { $0 != "_" }) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.filter { $0 != "_" }) }
        if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            return negated.expression.literalNumber.map { -$0 }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.lastNameComponent == "CGFloat",
            call.arguments.count == 1, let first = call.arguments.first
        {
            return first.expression.literalNumber
        }
        return nil
    }

    public var isTrueLiteral: Bool { unwrapped.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) }
    /// True for the literal `false`.
    public var isFalseLiteral: Bool { unwrapped.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) }
    /// True for `nil`.
    public var isNilLiteral: Bool { unwrapped.is(NilLiteralExprSyntax.self) }

    /// For a string literal without interpolation, its text; nil otherwise.
    public var staticStringValue: String? {
        guard let literal = unwrapped.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// True when the expression is the implicit member `.name` or `Type.name` for one of `names`.
    public func isMember(named names: Set<String>) -> Bool {
        guard let member = unwrapped.as(MemberAccessExprSyntax.self) else { return false }
        return names.contains(member.declName.baseName.text)
    }

    /// The type name a constructor call builds: `Dialog` for `Dialog(isPresented: $x)`,
    /// `Dialog` for `Dialog<Content>(…)` and `Feature.Dialog(…)`.
    public var constructedTypeName: String? {
        guard let call = unwrapped.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression
        guard let name = callee.lastNameComponent, let first = name.first, first.isUppercase else { return nil }
        if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil { return nil }
        return name
    }
}

extension Syntax {
    /// The source text without surrounding trivia, white space folded (for messages and fingerprints).
    public var compactText: String {
        var result = ""
        var pendingSpace = false
        for token in tokens(viewMode: .sourceAccurate) {
            if !result.isEmpty && (pendingSpace || !token.leadingTrivia.isEmpty) { result += " " }
            result += token.text
            pendingSpace = !token.trailingTrivia.isEmpty
        }
        return result
    }
}

extension TypeSyntax {
    /// `Card` for `Card`, `Feature.Card`, `Card<T>`, `Card?`, `Card!`, `some Card`.
    public var simpleName: String? {
        RawNames.simpleName(of: raw).map { String(syntaxText: $0) }
    }
}

extension FunctionDeclSyntax {
    /// The names its parameters are known by inside the body: `side` for `_ side: CGFloat`, `color` for `color: Color`.
    package var parameterNames: Set<String> {
        Set(signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    }
}

extension PatternBindingSyntax {
    /// The statements of a computed property's getter (`var x: T { … }` or `get { … }`); nil for a stored one.
    public var getterStatements: CodeBlockItemListSyntax? {
        switch accessorBlock?.accessors {
        case .getter(let statements): statements
        case .accessors(let accessors): accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: nil
        }
    }
}

extension FunctionCallExprSyntax {
    /// The argument with this label, if any.
    public func argument(_ label: String) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }

    /// The first argument without a label.
    public var firstUnlabeledArgument: LabeledExprSyntax? {
        arguments.first { $0.label == nil }
    }

    /// Every closure passed to the call: labelled or unlabelled arguments and trailing closures.
    public var closures: [ClosureExprSyntax] {
        var result = arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailingClosure { result.append(trailingClosure) }
        result += additionalTrailingClosures.map(\.closure)
        return result
    }

    /// The receiver of a method or modifier call: `view` for `view.addSubview(x)`.
    public var receiver: ExprSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)?.base
    }
}

extension CodeBlockItemListSyntax {
    /// The expressions among the statements, as SwiftUI view builders see them (an `if` statement
    /// counts as an expression).
    public var expressions: [ExprSyntax] {
        compactMap { item in
            switch item.item {
            case .expr(let expression): return expression
            case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression
            case .decl: return nil
            }
        }
    }
}

extension ExprSyntax {
    /// Text that names something: neither `nil` nor an empty string (`""`, `Text("")`).
    public var isMeaningfulText: Bool { !isNilLiteral && !SwiftUILabels.isEmptyTitle(self) }
}

extension FunctionCallExprSyntax {
    /// The name token of a call, where findings about it land: `alert` in `.alert(…)` or a bare `alert(…)`.
    public var nameToken: TokenSyntax? {
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        return calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
    }

    /// The buttons of a SwiftUI `.alert(…, isPresented:) { … }` or `.confirmationDialog`: its `actions:`
    /// closure or its trailing closure.
    public var alertActionsClosure: ClosureExprSyntax? {
        guard calledExpression.is(MemberAccessExprSyntax.self) || calledExpression.is(DeclReferenceExprSyntax.self),
            argument("isPresented") != nil
        else { return nil }
        if let actions = argument("actions")?.expression.as(ClosureExprSyntax.self) { return actions }
        return trailingClosure
    }
}

extension SequenceExprSyntax {
    /// `condition ? then : otherwise` read from the flat sequence the parser leaves: the condition is every element
    /// before the `?` (`a && b != nil ? x : y`). Nil when the sequence is not one ternary.
    public var ternaryParts: (condition: ExprSyntax, then: ExprSyntax, otherwise: ExprSyntax)? {
        let elements = Array(self.elements)
        guard elements.count >= 3, let mark = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        let before = elements.dropLast(2)
        // `a ? b : c ? d : e`: a chain, not one ternary.
        guard !before.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else { return nil }
        let condition = before.count == 1 ? before[before.startIndex] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(before))))
        return (condition, mark.thenExpression, elements[elements.count - 1])
    }
}
