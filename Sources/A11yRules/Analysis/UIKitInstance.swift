import A11yCore
import SwiftSyntax

/// A UIKit object that code configures through a name, and where that configuration can live.
///
/// `let picker = UIDatePicker()` in a function is configured in that function's block; a property
/// `private let picker = UIDatePicker()` anywhere in its type, and in its own lazy initializer
/// (`lazy var picker: UIDatePicker = { let p = UIDatePicker(); p.… ; return p }()`); `self` inside its
/// own class. Questions are answered from ``SyntaxFacts`` filtered by those scopes, never by walking.
public struct UIKitInstance {
    /// A name the object goes by inside one scope.
    public struct Alias {
        public let name: String
        public let scope: Syntax
    }

    public let aliases: [Alias]
    /// The object is `self`: its own class configures it (bare `accessibilityLabel = …`).
    public let selfScope: Syntax?
    /// The declared or constructed type, when the code says it.
    public let typeName: String?
    public let variable: ResolvedVariable?

    /// The first name, for messages.
    public var displayName: String { aliases.first?.name ?? "self" }

    /// True when the property is an `@IBOutlet`: a storyboard may configure it out of sight.
    public var isOutlet: Bool {
        guard let declaration = variable?.declaration.as(VariableDeclSyntax.self) else { return false }
        return declaration.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.simpleName == "IBOutlet" }
    }

    // MARK: - Finding the instance

    /// The object a construction such as `UIDatePicker()` builds, when it is stored under a name.
    /// Nil for an object built inline (`field.inputView = UIDatePicker()`).
    public static func constructed(by call: FunctionCallExprSyntax, in file: SourceFileContext) -> UIKitInstance? {
        let typeName = ExprSyntax(call).constructedTypeName
        // `let picker = UIDatePicker()`, `lazy var picker = UIDatePicker()`.
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            guard let resolved = VariableResolver.resolve(binding: binding, named: name) else { return nil }
            return of(resolved, typeName: typeName ?? resolved.typeName, in: file)
        }
        // `picker = UIDatePicker()`, `self.picker = UIDatePicker()`.
        if let sequence = call.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == call.id {
                return named(elements[0], at: sequence, in: file).map { instance in
                    UIKitInstance(aliases: instance.aliases, selfScope: instance.selfScope, typeName: typeName, variable: instance.variable)
                }
            }
        }
        return nil
    }

    /// The object an expression names at a use site: `picker`, `self.picker`, `self`; nil for anything
    /// more complex (`cell.picker`, `pickers[0]`).
    public static func named(_ expression: ExprSyntax?, at node: some SyntaxProtocol, in file: SourceFileContext) -> UIKitInstance? {
        guard let expression else { return ofSelf(at: node) }
        if expression.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return ofSelf(at: node)
        }
        guard let resolved = VariableResolver.resolve(expression, at: node, in: file) else { return nil }
        return of(resolved, typeName: resolved.typeName, in: file)
    }

    /// An object reached through a path the resolver cannot follow (`cell.textLabel`, `self.header.titleLabel`),
    /// matched by its text inside the enclosing function, or the enclosing type outside functions.
    public static func path(_ expression: ExprSyntax, at node: some SyntaxProtocol) -> UIKitInstance? {
        guard expression.unwrapped.is(MemberAccessExprSyntax.self) else { return nil }
        let scope = node.enclosingFunctionBody.map(Syntax.init) ?? node.enclosingTypeDeclaration.map { Syntax($0.node) }
        guard let scope else { return nil }
        return UIKitInstance(
            aliases: [Alias(name: VariableResolver.normalizedText(expression), scope: scope)], selfScope: nil, typeName: nil, variable: nil)
    }

    /// `self` inside a class.
    public static func ofSelf(at node: some SyntaxProtocol) -> UIKitInstance? {
        guard let type = node.enclosingTypeDeclaration else { return nil }
        return UIKitInstance(aliases: [], selfScope: Syntax(type.node), typeName: type.name, variable: nil)
    }

    private static func of(_ resolved: ResolvedVariable, typeName: String?, in file: SourceFileContext) -> UIKitInstance? {
        guard let declaration = resolved.declaration.as(VariableDeclSyntax.self) else {
            // A parameter: configured in its function.
            let body = resolved.declaration.ancestor(FunctionDeclSyntax.self)?.body ?? resolved.declaration.ancestor(InitializerDeclSyntax.self)?.body
            guard let function = body else { return nil }
            return UIKitInstance(aliases: [Alias(name: resolved.name, scope: Syntax(function))], selfScope: nil, typeName: typeName, variable: resolved)
        }
        var aliases: [Alias] = []
        if resolved.isProperty {
            guard let type = declaration.enclosingTypeDeclaration else { return nil }
            aliases.append(Alias(name: resolved.name, scope: Syntax(type.node)))
            // `lazy var picker: UIDatePicker = { let p = UIDatePicker(); …; return p }()`.
            if let closure = resolved.initializer?.as(FunctionCallExprSyntax.self)?.calledExpression.as(ClosureExprSyntax.self) {
                for local in returnedLocals(of: closure) { aliases.append(Alias(name: local, scope: Syntax(closure))) }
            }
        } else {
            guard let block = declaration.ancestor(CodeBlockItemListSyntax.self) else { return nil }
            aliases.append(Alias(name: resolved.name, scope: Syntax(block)))
            // The local built inside a lazy property's initializer closure is the property.
            if let closure = block.parent?.as(ClosureExprSyntax.self), returnedLocals(of: closure).contains(resolved.name),
                let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
                let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.enclosingTypeDeclaration
            {
                aliases.append(Alias(name: property, scope: Syntax(type.node)))
            }
        }
        return UIKitInstance(aliases: aliases, selfScope: nil, typeName: typeName, variable: resolved)
    }

    /// Names returned by a closure: `p` for `{ let p = UIDatePicker(); return p }`.
    private static func returnedLocals(of closure: ClosureExprSyntax) -> [String] {
        closure.statements.compactMap { item in
            item.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
    }

    /// A local handed back to the caller (`func makePicker() -> UIDatePicker { let p = …; return p }`): the
    /// caller may finish configuring it. A lazy property's initializer closure is not such a function.
    public var isReturnedToCaller: Bool {
        guard let variable, !variable.isProperty, aliases.count == 1, let alias = aliases.first,
            let block = alias.scope.as(CodeBlockItemListSyntax.self)
        else { return false }
        return block.contains { item in
            item.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == alias.name
        }
    }

    // MARK: - Questions

    /// True when `owner` (the part before `.property`, nil for a bare name) is this object at `node`.
    public func isOwner(_ owner: ExprSyntax?, at node: some SyntaxProtocol) -> Bool {
        if let selfScope, node.isContained(in: selfScope) {
            if owner == nil { return true }
            if owner?.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return true }
        }
        guard let owner else { return false }
        let text = VariableResolver.normalizedText(owner)
        return aliases.contains { $0.name == text && node.isContained(in: $0.scope) }
    }

    /// The scopes where the object is configured.
    public var scopes: [Syntax] { aliases.map(\.scope) + (selfScope.map { [$0] } ?? []) }

    /// Assignments to `property` on this object: `picker.accessibilityLabel = …`.
    public func assignments(_ property: String, in file: SourceFileContext) -> [Assignment] {
        file.facts.assignments(property).filter { assignment in
            isOwner(assignment.owner, at: assignment.sequence)
        }
    }

    /// Calls of `method` on this object: `button.setTitle(…)`.
    public func calls(_ method: String, in file: SourceFileContext) -> [FunctionCallExprSyntax] {
        file.facts.calls(method).filter { call in
            if call.calledExpression.is(DeclReferenceExprSyntax.self) { return isOwner(nil, at: call) }
            guard let receiver = call.receiver else { return false }
            return isOwner(receiver, at: call)
        }
    }

    /// True when the object is given a property in a way this file cannot follow precisely: inside a
    /// closure run over several objects (`[a, b].forEach { $0.accessibilityLabel = … }`), or by a helper
    /// function of this file it is passed to (`configure(picker)`), when that helper sets the property.
    public func mayReceive(_ property: String, in file: SourceFileContext, accepting accept: (Assignment) -> Bool = { _ in true }) -> Bool {
        let names = Set(aliases.map(\.name))
        for assignment in file.facts.assignments(property) where accept(assignment) {
            // `$0.accessibilityLabel = …` in a closure handed to a call that mentions the object.
            if let owner = assignment.owner?.unwrapped.as(DeclReferenceExprSyntax.self), owner.baseName.text.hasPrefix("$") || isClosureParameter(owner),
                let closure = assignment.sequence.ancestor(ClosureExprSyntax.self),
                let call = SwiftUIViewContext.callTaking(closure) ?? closure.parent?.as(FunctionCallExprSyntax.self),
                mentions(call.calledExpression, names: names) && scopes.contains(where: { call.isContained(in: $0) })
            {
                return true
            }
            // A helper function that sets the property on its parameter.
            if let function = assignment.sequence.ancestor(FunctionDeclSyntax.self), assignment.owner != nil {
                for call in file.facts.calls(function.name.text) where scopes.contains(where: { call.isContained(in: $0) }) {
                    if call.arguments.contains(where: { mentions($0.expression, names: names) }) { return true }
                }
            }
        }
        return false
    }

    private func isClosureParameter(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let signature = reference.ancestor(ClosureExprSyntax.self)?.signature else { return false }
        return signature.descendants(TokenSyntax.self).contains { $0.text == reference.baseName.text }
    }

    private func mentions(_ expression: ExprSyntax, names: Set<String>) -> Bool {
        if let name = VariableResolver.plainName(expression), names.contains(name) { return true }
        return expression.descendants(DeclReferenceExprSyntax.self).contains { names.contains($0.baseName.text) }
    }

    /// True when an accessibility label (or an attributed one) that is not empty is given to the object.
    public func receivesAccessibilityLabel(in file: SourceFileContext) -> Bool {
        let meaningful: (Assignment) -> Bool = { !$0.value.isNilLiteral && !SwiftUILabels.isEmptyTitle($0.value) }
        for property in ["accessibilityLabel", "accessibilityAttributedLabel"] {
            if assignments(property, in: file).contains(where: meaningful) { return true }
            if mayReceive(property, in: file, accepting: meaningful) { return true }
        }
        return false
    }
}

extension UIKitInstance {
    /// True when the object's traits are given one of `traits` (`button`, `notEnabled`…): by assignment
    /// (`x.accessibilityTraits = [.button]`), by `x.accessibilityTraits.insert(.button)` or `formUnion`, or by
    /// an `accessibilityTraits` override in its class, when that class is declared in this file.
    public func mentionsTraits(_ traits: Set<String>, in file: SourceFileContext) -> Bool {
        for assignment in assignments("accessibilityTraits", in: file) {
            if assignment.valueElements.contains(where: { !$0.descendantsOrSelfMembers().isDisjoint(with: traits) }) { return true }
        }
        for method in ["insert", "formUnion", "update"] {
            for call in file.facts.calls(method) {
                guard let receiver = call.receiver?.unwrapped, receiver.lastNameComponent == "accessibilityTraits",
                    call.arguments.contains(where: { !$0.expression.descendantsOrSelfMembers().isDisjoint(with: traits) })
                else { continue }
                if isOwner(receiver.as(MemberAccessExprSyntax.self)?.base, at: call) { return true }
            }
        }
        return classDeclaration(in: file).map { declaration in
            (file.facts.variablesByName["accessibilityTraits"] ?? []).contains { variable in
                variable.isContained(in: declaration.node) && !variable.descendantsOrSelfMembers().isDisjoint(with: traits)
            }
        } ?? false
    }

    /// True when VoiceOver treats the object as one element: `isAccessibilityElement = true` (or an override
    /// in its class), a label given to it, or a `UILabel`, which is an element by default.
    public func isAccessibilityElement(in file: SourceFileContext) -> Bool {
        if typeName == "UILabel" { return true }
        if assignments("isAccessibilityElement", in: file).contains(where: { $0.value.isTrueLiteral }) { return true }
        if let declaration = classDeclaration(in: file),
            (file.facts.variablesByName["isAccessibilityElement"] ?? []).contains(where: { $0.isContained(in: declaration.node) })
        {
            return true
        }
        return receivesAccessibilityLabel(in: file)
    }

    /// The class of the object, when this file declares it (`self`'s own class, or the variable's type).
    public func classDeclaration(in file: SourceFileContext) -> TypeDeclaration? {
        if let selfScope { return file.facts.typeDeclarations.first { Syntax($0.node) == selfScope } }
        guard let typeName else { return nil }
        return file.facts.typeDeclarations.first { $0.name == typeName && $0.kind == .class }
    }
}

extension VariableResolver {
    /// The variable a binding declares, seen from the declaration itself.
    static func resolve(binding: PatternBindingSyntax, named name: String) -> ResolvedVariable? {
        guard let decl = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        let isProperty = decl.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true
        let initializer = binding.initializer?.value
        let type = binding.typeAnnotation?.type.simpleName ?? initializer?.constructedTypeName
        return ResolvedVariable(name: name, typeName: type, initializer: initializer, declaration: Syntax(decl), isProperty: isProperty)
    }
}
