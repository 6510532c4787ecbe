import SwiftSyntax

/// A type declaration or an extension, reduced to what rules and the project index need.
public struct TypeDeclaration {
    public enum Kind: String, Sendable {
        case `struct`, `class`, `enum`, actor, `extension`
    }

    public let node: DeclSyntax
    public let kind: Kind
    /// The simple name: `Card` for `struct Card`, `Card` for `extension Feature.Card`.
    public let name: String
    /// Inherited types as simple names: `["UIView", "Themeable"]`.
    public let inheritedTypes: [String]
    public let memberBlock: MemberBlockSyntax

    public init?(_ decl: some DeclSyntaxProtocol) {
        let inheritance: InheritanceClauseSyntax?
        if let node = decl.as(StructDeclSyntax.self) {
            (kind, name, inheritance, memberBlock) = (.struct, node.name.text, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ClassDeclSyntax.self) {
            (kind, name, inheritance, memberBlock) = (.class, node.name.text, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            (kind, name, inheritance, memberBlock) = (.enum, node.name.text, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ActorDeclSyntax.self) {
            (kind, name, inheritance, memberBlock) = (.actor, node.name.text, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ExtensionDeclSyntax.self), let extended = node.extendedType.simpleName {
            (kind, name, inheritance, memberBlock) = (.extension, extended, node.inheritanceClause, node.memberBlock)
        } else {
            return nil
        }
        self.node = DeclSyntax(decl)
        self.inheritedTypes = inheritance?.inheritedTypes.compactMap { $0.type.simpleName } ?? []
    }

    /// True when the declaration says it is a SwiftUI view or view modifier: it conforms to `View`, or it is a
    /// struct with a `body` conforming to the app's own protocol named for a view (`struct RootView: BaseView`):
    /// a struct cannot inherit a class, so such a name is a protocol, and one that asks for a body refines `View`.
    public var isSwiftUIView: Bool {
        if inheritedTypes.contains(where: { $0 == "View" || $0 == "ViewModifier" }) { return true }
        guard kind == .struct, inheritedTypes.contains(where: { name in
            name.hasSuffix("View") && !["UI", "NS", "WK", "MK"].contains(where: name.hasPrefix)
        }) else { return false }
        return memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" } ?? false
        }
    }
}

extension SyntaxProtocol {
    /// The innermost type declaration or extension that contains this node.
    public var enclosingTypeDeclaration: TypeDeclaration? {
        var current = parent
        while let node = current {
            if node.isTypeDeclaration, let decl = node.as(DeclSyntax.self), let type = TypeDeclaration(decl) { return type }
            current = node.parent
        }
        return nil
    }

    /// The name of the innermost type declaration or extension containing this node, and that declaration,
    /// found by node kind: cheaper than ``enclosingTypeDeclaration`` when only the name is needed.
    public var enclosingTypeName: (name: String, declaration: Syntax)? {
        var current = parent
        while let node = current {
            if let name = node.declaredTypeName { return (name, node) }
            current = node.parent
        }
        return nil
    }

    /// The innermost function, initializer, accessor or closure-free body containing this node.
    public var enclosingFunctionBody: CodeBlockSyntax? {
        var current = parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function.body }
            if let initializer = node.as(InitializerDeclSyntax.self) { return initializer.body }
            if let accessor = node.as(AccessorDeclSyntax.self) { return accessor.body }
            if node.is(MemberBlockSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// True when `self` lies inside `ancestor`'s source range. Both must come from the same tree.
    public func isContained(in ancestor: some SyntaxProtocol) -> Bool {
        position >= ancestor.position && endPosition <= ancestor.endPosition
    }
}

extension Syntax {
    /// The simple name a type declaration or extension declares (as ``TypeDeclaration/name``), decided by
    /// the node's kind first: ancestor walks ask this of every node and most are not declarations.
    public var declaredTypeName: String? {
        switch kind {
        case .structDecl: return cast(StructDeclSyntax.self).name.text
        case .classDecl: return cast(ClassDeclSyntax.self).name.text
        case .enumDecl: return cast(EnumDeclSyntax.self).name.text
        case .actorDecl: return cast(ActorDeclSyntax.self).name.text
        case .extensionDecl: return cast(ExtensionDeclSyntax.self).extendedType.simpleName
        default: return nil
        }
    }

    /// True for the node kinds ``TypeDeclaration`` describes.
    public var isTypeDeclaration: Bool {
        switch kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl: return true
        default: return false
        }
    }
}
