import SwiftSyntax

/// What a name refers to near a use: a local, a parameter or a property of the enclosing type.
public struct ResolvedVariable {
    public let name: String
    /// The declared or constructed type's simple name, when the code says it.
    public let typeName: String?
    public let initializer: ExprSyntax?
    /// The declaration (a `VariableDeclSyntax` or a `FunctionParameterSyntax`).
    public let declaration: Syntax
    public let isProperty: Bool
}

public enum VariableResolver {
    /// Resolves a plain name (`offerDialog`, `self.offerDialog`) used at `node`.
    public static func resolve(_ expression: ExprSyntax, at node: some SyntaxProtocol, in file: SourceFileContext) -> ResolvedVariable? {
        guard let name = plainName(expression) else { return nil }
        // Locals and properties: the innermost declaration whose scope contains the use.
        var best: (ResolvedVariable, AbsolutePosition)?
        for decl in file.facts.variablesByName[name] ?? [] {
            guard let scope = scope(of: decl), node.isContained(in: scope) else { continue }
            let isProperty = scope.is(MemberBlockSyntax.self)
            if !isProperty && decl.position > node.position { continue }  // a local must come first
            guard let binding = decl.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { continue }
            let initializer = binding.initializer?.value
            let type = binding.typeAnnotation?.type.simpleName ?? initializer.flatMap { constructedType($0, in: file) }
            let resolved = ResolvedVariable(
                name: name, typeName: type, initializer: initializer, declaration: Syntax(decl), isProperty: isProperty)
            if best == nil || scope.position > best!.1 { best = (resolved, scope.position) }
        }
        if let best { return best.0 }
        // Names bound by an enclosing `if let` or a `guard let` before the use, then parameters of the enclosing
        // function or initializer.
        var current = node.parent
        var child = Syntax(node)
        while let ancestor = current {
            defer { child = ancestor }
            if let bound = optionalBinding(named: name, in: ancestor, around: child, file: file) { return bound }
            let parameters: FunctionParameterListSyntax?
            if let closure = ancestor.as(ClosureExprSyntax.self), let typeName = handedType(of: closure, parameter: name) {
                // `alert.addTextField { field in field.placeholder = "Name" }`: the API says what the parameter is.
                return ResolvedVariable(name: name, typeName: typeName, initializer: nil, declaration: Syntax(closure), isProperty: false)
            }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                parameters = function.signature.parameterClause.parameters
            } else if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                parameters = initializer.signature.parameterClause.parameters
            } else {
                parameters = nil
            }
            if let parameters {
                for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return ResolvedVariable(
                        name: name, typeName: parameter.type.simpleName, initializer: nil,
                        declaration: Syntax(parameter), isProperty: false)
                }
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }

    /// `if let sheet = board.instantiateViewController(withIdentifier: "Tip") as? TipController { … }` around the use,
    /// or `guard let sheet = … as? TipController else { … }` before it in the same block: the name, its value and the
    /// type the cast (or the annotation) says.
    private static func optionalBinding(named name: String, in ancestor: Syntax, around child: Syntax, file: SourceFileContext) -> ResolvedVariable? {
        func bound(_ conditions: ConditionElementListSyntax) -> ResolvedVariable? {
            for condition in conditions.reversed() {
                guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                else { continue }
                let initializer = binding.initializer?.value
                guard let type = binding.typeAnnotation?.type.simpleName ?? initializer.flatMap({ constructedType($0, in: file) }) else { return nil }
                return ResolvedVariable(name: name, typeName: type, initializer: initializer, declaration: Syntax(binding), isProperty: false)
            }
            return nil
        }
        if let ifExpression = ancestor.as(IfExprSyntax.self), child.id == ifExpression.body.id { return bound(ifExpression.conditions) }
        if let loop = ancestor.as(WhileStmtSyntax.self), child.id == loop.body.id { return bound(loop.conditions) }
        if let block = ancestor.as(CodeBlockItemListSyntax.self) {
            for item in block.reversed() where item.position < child.position {
                if let guardStatement = item.item.as(GuardStmtSyntax.self), let found = bound(guardStatement.conditions) { return found }
            }
        }
        return nil
    }

    /// UIKit calls that hand their closure an object of a known class.
    package static let closureParameterTypes: [String: String] = ["addTextField": "UITextField"]

    /// The class of the closure's first parameter (`field`, or `$0`) when the closure is given to one of
    /// ``closureParameterTypes``.
    private static func handedType(of closure: ClosureExprSyntax, parameter name: String) -> String? {
        var node = Syntax(closure).parent
        if node?.is(LabeledExprSyntax.self) == true { node = node?.parent?.parent }
        guard let call = node?.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.lastNameComponent,
            let typeName = closureParameterTypes[callee]
        else { return nil }
        if name == "$0" { return typeName }
        let first: String?
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): first = names.first?.name.text
        case .parameterClause(let clause): first = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        case nil: first = nil
        }
        return first == name ? typeName : nil
    }

    /// `offerDialog` for `offerDialog` or `self.offerDialog`.
    public static func plainName(_ expression: ExprSyntax) -> String? {
        let expression = expression.unwrapped
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The text of an expression with a leading `self.` removed, for comparing owners.
    public static func normalizedText(_ expression: ExprSyntax) -> String {
        let text = expression.unwrapped.compactText
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    /// The code block or member block a declaration is visible in.
    private static func scope(of decl: VariableDeclSyntax) -> Syntax? {
        var current = decl.parent
        while let node = current {
            if node.is(CodeBlockItemListSyntax.self) || node.is(MemberBlockSyntax.self) { return node }
            current = node.parent
        }
        return nil
    }

    /// The type an initializer builds: `Card` for `Card()`, `Card(frame: .zero)`, and for a lazy
    /// `{ let card = Card(); …; return card }()`.
    private static func constructedType(_ initializer: ExprSyntax, in file: SourceFileContext) -> String? {
        if let name = initializer.constructedTypeName { return name }
        // A cast says the type: `dequeueReusableCell(…) as! RecipeCell`, folded or as the parser leaves it.
        if let cast = initializer.as(AsExprSyntax.self) { return cast.type.simpleName }
        if let sequence = initializer.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
                return type.type.simpleName
            }
        }
        guard let call = initializer.unwrapped.as(FunctionCallExprSyntax.self) else { return nil }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            for item in closure.statements {
                if let decl = item.item.as(VariableDeclSyntax.self), let value = decl.bindings.first?.initializer?.value,
                    let name = value.constructedTypeName
                {
                    return name
                }
            }
            return nil
        }
        if let name = factoryType(call) { return name }
        // `makeAlert()` or `self.makeAlert()`: the return type of a function declared in this file, when all
        // functions of that name agree on it.
        guard let name = plainName(call.calledExpression) else { return nil }
        let returns = Set(file.facts.functions(name).compactMap { $0.signature.returnClause?.type.simpleName })
        return returns.count == 1 ? returns.first : nil
    }

    /// Factory verbs whose static functions return an instance of their own type.
    package static let factoryPrefixes = ["make", "create", "instantiate", "new", "build"]

    /// `PromoViewController` for `PromoViewController.makeForCampaign(…)` or `PromoViewController.init(…)`:
    /// by convention a type's static factory returns that type, even when it is declared in another file.
    package static func factoryType(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, base.first?.isUppercase == true, base != "Self"
        else { return nil }
        let verb = member.declName.baseName.text
        let isFactory = factoryPrefixes.contains { prefix in
            // `makeX` or `make`, not `newsletter`.
            verb.hasPrefix(prefix) && (verb.count == prefix.count || verb.dropFirst(prefix.count).first?.isUppercase == true)
        }
        return verb == "init" || isFactory ? base : nil
    }
}
