import A11yCore
import SwiftSyntax

/// A UIKit object that code configures through a name, and where that configuration can live.
///
/// `let picker = UIDatePicker()` in a function is configured in that function's block; a property
/// `private let picker = UIDatePicker()` anywhere in its type (the type's extensions and subclasses in the
/// same file included), and in its own lazy initializer
/// (`lazy var picker: UIDatePicker = { let p = UIDatePicker(); p.… ; return p }()`); `self` inside its
/// own class and its extensions; a loop variable (`for button in buttons`, `buttons.forEach { $0… }`) in the
/// loop's body. Questions are answered from ``SyntaxFacts`` filtered by those scopes, never by walking.
public struct UIKitInstance {
    /// A name the object goes by inside one scope.
    public struct Alias {
        public let name: String
        public let scope: Syntax
    }

    public let aliases: [Alias]
    /// The object is `self`: its own class and the class's extensions in this file configure it (bare
    /// `accessibilityLabel = …`). Empty for any other object.
    public let selfScopes: [Syntax]
    /// The declaration `self` belongs to at the use site; nil for any other object.
    public var selfScope: Syntax? { selfScopes.first }
    /// The declared or constructed type, when the code says it.
    public let typeName: String?
    public let variable: ResolvedVariable?
    /// A loop variable over outlets (`for button in [likeButton, shareButton]`, an outlet collection).
    private var elementOfOutlets = false

    package init(aliases: [Alias], selfScopes: [Syntax], typeName: String?, variable: ResolvedVariable?) {
        self.aliases = aliases
        self.selfScopes = selfScopes
        self.typeName = typeName
        self.variable = variable
    }

    /// The first name, for messages; the type's name for `self`.
    public var displayName: String { aliases.first?.name ?? typeName ?? "self" }

    /// True when the property is an `@IBOutlet`, or a loop variable over outlets: a storyboard may
    /// configure it out of sight.
    public var isOutlet: Bool {
        if elementOfOutlets { return true }
        guard let declaration = variable?.declaration.as(VariableDeclSyntax.self) else { return false }
        return declaration.attributes.contains {
            guard let name = $0.as(AttributeSyntax.self)?.attributeName.simpleName else { return false }
            return name == "IBOutlet" || name == "IBOutletCollection"
        }
    }

    /// For an `@IBOutlet` property: the class that declares it and its name, the member key under which the
    /// storyboard connected to it records what it sets (see ``TypeSummary/memberKey(_:_:)``). Nil for a loop
    /// over outlets, and for anything else.
    public var outletMember: (owner: String, property: String)? {
        guard !elementOfOutlets, isOutlet, let declaration = variable?.declaration.as(VariableDeclSyntax.self),
            let name = declaration.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let owner = declaration.enclosingTypeDeclaration?.name
        else { return nil }
        return (owner, name)
    }

    /// For an outlet: conditions under which the storyboard connected to it does not already give it `fact`.
    /// With `requiringConnection` (for a point a storyboard usually settles), the outlet must also be connected
    /// in an audited IB file: one whose storyboard is out of reach stays unjudged. Nil for a loop over outlets
    /// then. Empty for an object that is no outlet.
    public func outletConditions(lacking fact: TypeFact, requiringConnection: Bool = true) -> [ProjectCondition]? {
        guard isOutlet else { return [] }
        guard let member = outletMember else { return requiringConnection ? nil : [] }
        let lacks = ProjectCondition.memberLacks(member.owner, member.property, fact)
        return requiringConnection ? [.memberHas(member.owner, member.property, .connectedInInterfaceBuilder), lacks] : [lacks]
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
        if let sequence = call.parent?.as(SequenceExprSyntax.self) ?? call.parent?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == call.id {
                if let instance = named(elements[0], at: sequence, in: file) {
                    return UIKitInstance(aliases: instance.aliases, selfScopes: instance.selfScopes, typeName: typeName, variable: instance.variable)
                }
                // A property declared out of sight (an Objective-C header, another file): the name still
                // stands for the new object in the code that assigns it.
                guard VariableResolver.plainName(elements[0]) != nil,
                    let scope = sequence.enclosingFunctionBody.map(Syntax.init) ?? sequence.enclosingTypeDeclaration.map({ Syntax($0.node) })
                else { return nil }
                return UIKitInstance(
                    aliases: [Alias(name: VariableResolver.normalizedText(elements[0]), scope: scope)], selfScopes: [], typeName: typeName,
                    variable: nil)
            }
        }
        return nil
    }

    /// The object an expression names at a use site: `picker`, `self.picker`, `self`, a property the type
    /// declares in another of its declarations in this file, a loop variable; nil for anything more complex
    /// (`cell.picker`, `pickers[0]`).
    public static func named(_ expression: ExprSyntax?, at node: some SyntaxProtocol, in file: SourceFileContext) -> UIKitInstance? {
        named(expression, at: Syntax(node), in: file, depth: 0)
    }

    private static func named(_ expression: ExprSyntax?, at node: Syntax, in file: SourceFileContext, depth: Int) -> UIKitInstance? {
        guard let expression else { return ofSelf(at: node, in: file) }
        if expression.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return ofSelf(at: node, in: file)
        }
        if let resolved = VariableResolver.resolve(expression, at: node, in: file) {
            return of(resolved, typeName: resolved.typeName, in: file)
        }
        guard let name = VariableResolver.plainName(expression) else { return nil }
        if let resolved = memberOfRelatedDeclaration(name, at: node, in: file) {
            return of(resolved, typeName: resolved.typeName, in: file)
        }
        return depth < 3 ? element(name, at: node, in: file, depth: depth) : nil
    }

    /// A property the enclosing type declares in another of its declarations in this file: the class's
    /// `messageLabel` used in an extension's method, or a superclass's used in a subclass.
    private static func memberOfRelatedDeclaration(_ name: String, at node: Syntax, in file: SourceFileContext) -> ResolvedVariable? {
        guard let type = node.enclosingTypeDeclaration else { return nil }
        let related = supertypeNames(of: type.name, in: file)
        for decl in file.facts.variablesByName[name] ?? [] {
            guard let owner = decl.parent?.parent?.parent?.as(MemberBlockSyntax.self)?.parent?.as(DeclSyntax.self),
                let ownerType = TypeDeclaration(owner), related.contains(ownerType.name),
                let binding = decl.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { continue }
            return VariableResolver.resolve(binding: binding, named: name)
        }
        return nil
    }

    /// The type and its supertypes as far as this file declares them.
    package static func supertypeNames(of name: String, in file: SourceFileContext) -> Set<String> {
        file.memoized(TypeHierarchy.key, TypeHierarchy.init).supertypes(of: name)
    }

    /// The declarations in this file where a member of the type is visible by its bare name: the type's own
    /// declaration, its extensions, and the declarations of its subclasses and their extensions.
    package static func memberScopes(of name: String, in file: SourceFileContext) -> [Syntax] {
        file.memoized(TypeHierarchy.key, TypeHierarchy.init).declarations.compactMap { declaration in
            declaration.supertypes.contains(name) ? declaration.node : nil
        }
    }

    /// Which types of a file inherit from which, computed once per file.
    private struct TypeHierarchy {
        static let key = MemoKey<TypeHierarchy>("type-hierarchy")
        let inherited: [String: [String]]
        /// Every type declaration and extension, with the names of its type and its supertypes.
        var declarations: [(node: Syntax, supertypes: Set<String>)] = []

        init(_ file: SourceFileContext) {
            var inherited: [String: [String]] = [:]
            for declaration in file.facts.typeDeclarations { inherited[declaration.name, default: []] += declaration.inheritedTypes }
            self.inherited = inherited
            var byName: [String: Set<String>] = [:]
            for declaration in file.facts.typeDeclarations {
                if byName[declaration.name] == nil { byName[declaration.name] = supertypes(of: declaration.name) }
                declarations.append((Syntax(declaration.node), byName[declaration.name] ?? []))
            }
        }

        func supertypes(of name: String) -> Set<String> {
            var names: Set<String> = []
            var pending = [name]
            while let current = pending.popLast() {
                guard names.insert(current).inserted else { continue }
                pending += inherited[current] ?? []
            }
            return names
        }
    }

    /// The object a loop variable stands for, one element at a time: `button` in `for button in buttons { … }`,
    /// `$0` or `label` in `labels.forEach { label in … }`. The element type comes from the collection's
    /// declaration (`[UIButton]`, `[UIButton]()`) or its literal (`[titleLabel, subtitleLabel]`, whose elements
    /// also become names of the object, so their own configuration counts).
    private static func element(_ name: String, at node: Syntax, in file: SourceFileContext, depth: Int) -> UIKitInstance? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(MemberBlockSyntax.self) || ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) { return nil }
            if let loop = ancestor.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                node.isContained(in: loop.body)
            {
                return collectionElement(loop.sequence, alias: Alias(name: name, scope: Syntax(loop.body)), in: file, depth: depth)
            }
            // `$0` belongs to the innermost closure; a named parameter to the closure that declares it.
            if let closure = ancestor.as(ClosureExprSyntax.self), name.hasPrefix("$") || closureParameterNames(closure).contains(name) {
                guard name == "$0" || closureParameterNames(closure).first == name,
                    let call = SwiftUIViewContext.callTaking(closure), call.calledExpression.lastNameComponent == "forEach",
                    let collection = call.receiver
                else { return nil }
                return collectionElement(collection, alias: Alias(name: name, scope: Syntax(closure)), in: file, depth: depth)
            }
            current = ancestor.parent
        }
        return nil
    }

    private static func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): return names.map(\.name.text)
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    private static func collectionElement(_ collection: ExprSyntax, alias: Alias, in file: SourceFileContext, depth: Int) -> UIKitInstance? {
        let collection = collection.unwrapped
        // `[titleLabel, subtitleLabel]`: the elements' own names and types.
        if let literal = collection.as(ArrayExprSyntax.self) {
            var aliases = [alias]
            var types: Set<String> = []
            var outlets = false
            for element in literal.elements {
                let expression = element.expression
                if let type = expression.constructedTypeName {
                    types.insert(type)
                } else if let instance = named(expression, at: Syntax(expression), in: file, depth: depth + 1), let type = instance.typeName {
                    types.insert(type)
                    aliases += instance.aliases
                    outlets = outlets || instance.isOutlet
                } else {
                    return nil
                }
            }
            guard types.count == 1 else { return nil }
            var instance = UIKitInstance(aliases: aliases, selfScopes: [], typeName: types.first, variable: nil)
            instance.elementOfOutlets = outlets
            return instance
        }
        // `buttons`, declared `[UIButton]` or built `[UIButton]()`.
        guard VariableResolver.plainName(collection) != nil,
            let instance = named(collection, at: Syntax(collection), in: file, depth: depth + 1), let variable = instance.variable
        else { return nil }
        let type: TypeSyntax?
        if let declaration = variable.declaration.as(VariableDeclSyntax.self) {
            let binding = declaration.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == variable.name }
            type = binding?.typeAnnotation?.type
        } else {
            type = variable.declaration.as(FunctionParameterSyntax.self)?.type
        }
        var elementType = type.flatMap(arrayElementType)
        if elementType == nil, let call = variable.initializer?.as(FunctionCallExprSyntax.self),
            let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1
        {
            elementType = array.elements.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        if elementType == nil, let literal = variable.initializer?.as(ArrayExprSyntax.self), !literal.elements.isEmpty {
            let types = Set(literal.elements.map { $0.expression.constructedTypeName })
            if types.count == 1 { elementType = types.first ?? nil }
        }
        guard let elementType else { return nil }
        var element = UIKitInstance(aliases: [alias], selfScopes: [], typeName: elementType, variable: nil)
        element.elementOfOutlets = instance.isOutlet
        return element
    }

    /// `UIButton` for `[UIButton]`, `[UIButton]?`, `Array<UIButton>`.
    private static func arrayElementType(_ type: TypeSyntax) -> String? {
        var type = type
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            else if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = implicit.wrappedType }
            else { break }
        }
        if let array = type.as(ArrayTypeSyntax.self) { return array.element.simpleName }
        if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
            let argument = generic.genericArgumentClause?.arguments.first
        {
            return argument.argument.as(TypeSyntax.self)?.simpleName
        }
        return nil
    }

    /// An object reached through a path the resolver cannot follow (`cell.textLabel`, `self.header.titleLabel`),
    /// matched by its text inside the enclosing function, or the enclosing type outside functions.
    public static func path(_ expression: ExprSyntax, at node: some SyntaxProtocol) -> UIKitInstance? {
        guard expression.unwrapped.is(MemberAccessExprSyntax.self) else { return nil }
        let scope = node.enclosingFunctionBody.map(Syntax.init) ?? node.enclosingTypeDeclaration.map { Syntax($0.node) }
        guard let scope else { return nil }
        return UIKitInstance(
            aliases: [Alias(name: VariableResolver.normalizedText(expression), scope: scope)], selfScopes: [], typeName: nil, variable: nil)
    }

    /// A bare name the file does not declare (a superclass's property, an outlet declared in another file),
    /// matched by name inside the enclosing type.
    public static func undeclared(_ expression: ExprSyntax, at node: some SyntaxProtocol) -> UIKitInstance? {
        guard let reference = expression.unwrapped.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self),
            let type = node.enclosingTypeDeclaration
        else { return nil }
        return UIKitInstance(
            aliases: [Alias(name: reference.baseName.text, scope: Syntax(type.node))], selfScopes: [], typeName: nil, variable: nil)
    }

    /// `self` inside a class or one of its extensions; with a file, the class's other declarations in it
    /// configure it too.
    public static func ofSelf(at node: some SyntaxProtocol, in file: SourceFileContext? = nil) -> UIKitInstance? {
        guard let type = node.enclosingTypeDeclaration else { return nil }
        let own = Syntax(type.node)
        let others = file.map { file in
            file.facts.typeDeclarations.filter { $0.name == type.name && Syntax($0.node) != own }.map { Syntax($0.node) }
        } ?? []
        return UIKitInstance(aliases: [], selfScopes: [own] + others, typeName: type.name, variable: nil)
    }

    private static func of(_ resolved: ResolvedVariable, typeName: String?, in file: SourceFileContext) -> UIKitInstance? {
        guard let declaration = resolved.declaration.as(VariableDeclSyntax.self) else {
            // A parameter: configured in its function.
            let body = resolved.declaration.ancestor(FunctionDeclSyntax.self)?.body ?? resolved.declaration.ancestor(InitializerDeclSyntax.self)?.body
            guard let function = body else { return nil }
            return UIKitInstance(aliases: [Alias(name: resolved.name, scope: Syntax(function))], selfScopes: [], typeName: typeName, variable: resolved)
        }
        var aliases: [Alias] = []
        if resolved.isProperty {
            guard let type = declaration.enclosingTypeDeclaration else { return nil }
            // The type's extensions and subclasses in this file use the property by the same name.
            let scopes = memberScopes(of: type.name, in: file)
            aliases += (scopes.isEmpty ? [Syntax(type.node)] : scopes).map { Alias(name: resolved.name, scope: $0) }
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
        return UIKitInstance(aliases: aliases, selfScopes: [], typeName: typeName, variable: resolved)
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
        if selfScopes.contains(where: { node.isContained(in: $0) }) {
            if owner == nil { return true }
            if owner?.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return true }
        }
        guard let owner else { return false }
        let text = VariableResolver.normalizedText(owner)
        return aliases.contains { $0.name == text && node.isContained(in: $0.scope) }
    }

    /// The scopes where the object is configured.
    public var scopes: [Syntax] { aliases.map(\.scope) + selfScopes }

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

    /// Functions of the project the object is handed to or called on (`style(label)`, `label.applyBodyStyle()`,
    /// `setupAccessibility(for: button)`), or that made it (`let label = Self.makeLabel()`): any of them may give it
    /// what its own lines do not (recorded under their helper keys, see `FontHelperFacts.styleHelpers(in:)`).
    public func helperNames(in file: SourceFileContext) -> Set<String> {
        var names: Set<String> = []
        if let maker = variable?.initializer?.unwrapped.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent,
            maker.first?.isLowercase == true
        {
            names.insert(maker)
        }
        for (name, calls) in file.facts.callsByName where !name.hasPrefix("UI") && name.first?.isLowercase == true {
            for call in calls where scopes.contains(where: { call.isContained(in: $0) }) {
                if let receiver = call.receiver, isOwner(receiver, at: call) { names.insert(name) }
                if call.arguments.contains(where: { isOwner($0.expression, at: call) }) { names.insert(name) }
            }
        }
        return names
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
        let declarations = classDeclarations(in: file)
        return (file.facts.variablesByName["accessibilityTraits"] ?? []).contains { variable in
            declarations.contains { variable.isContained(in: $0.node) } && !variable.descendantsOrSelfMembers().isDisjoint(with: traits)
        }
    }

    /// True when VoiceOver treats the object as one element: `isAccessibilityElement = true` (or an override
    /// in its class), a label given to it, or a `UILabel` (or a subclass), which is an element by default. An
    /// image view stays out of reach with a label alone: only `isAccessibilityElement` makes it an element.
    public func isAccessibilityElement(in file: SourceFileContext) -> Bool {
        let kinds = kinds(in: file)
        if kinds.contains("UILabel") { return true }
        if assignments("isAccessibilityElement", in: file).contains(where: { $0.value.isTrueLiteral }) { return true }
        let declarations = classDeclarations(in: file)
        if (file.facts.variablesByName["isAccessibilityElement"] ?? []).contains(where: { variable in
            declarations.contains { variable.isContained(in: $0.node) }
        }) {
            return true
        }
        if kinds.contains("UIImageView") { return false }
        return receivesAccessibilityLabel(in: file)
    }

    /// The class of the object, when this file declares it (`self`'s own class, or the variable's type):
    /// the class itself rather than an extension when the file has both.
    public func classDeclaration(in file: SourceFileContext) -> TypeDeclaration? {
        let declarations = classDeclarations(in: file)
        return declarations.first { $0.kind != .extension } ?? declarations.first
    }

    /// Every declaration of the object's class in this file: the class and its extensions.
    public func classDeclarations(in file: SourceFileContext) -> [TypeDeclaration] {
        if !selfScopes.isEmpty { return file.facts.typeDeclarations.filter { selfScopes.contains(Syntax($0.node)) } }
        guard let typeName else { return [] }
        let declarations = file.facts.typeDeclarations.filter { $0.name == typeName }
        return declarations.contains(where: { $0.kind == .class }) ? declarations : []
    }

    /// The object's type and its supertypes as far as this file declares them: `["LinkLabel", "UILabel"]`.
    public func kinds(in file: SourceFileContext) -> Set<String> {
        guard let typeName else { return [] }
        return Self.supertypeNames(of: typeName, in: file)
    }
}

extension VariableResolver {
    /// The variable a binding declares, seen from the declaration itself.
    package static func resolve(binding: PatternBindingSyntax, named name: String) -> ResolvedVariable? {
        guard let decl = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        let isProperty = decl.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true
        let initializer = binding.initializer?.value
        let type = binding.typeAnnotation?.type.simpleName ?? initializer?.constructedTypeName
        return ResolvedVariable(name: name, typeName: type, initializer: initializer, declaration: Syntax(decl), isProperty: isProperty)
    }
}
