@_spi(RawSyntax) import SwiftSyntax

/// Names read from the parser's raw tree. The typed accessors (`member.declName.baseName`) build each
/// child node on the way; these questions are asked of nearly every call in a file, so they read the
/// raw layout instead and make only the final string.
package enum RawNames {
    /// As ``SwiftSyntax/ExprSyntax/lastNameComponent``.
    package static func lastName(of raw: RawSyntax) -> SyntaxText? {
        switch raw.kind {
        case .declReferenceExpr: return RawDeclReferenceExprSyntax(raw)?.baseName.tokenText
        case .memberAccessExpr: return RawMemberAccessExprSyntax(raw)?.declName.baseName.tokenText
        case .genericSpecializationExpr: return RawGenericSpecializationExprSyntax(raw).flatMap { lastName(of: $0.expression.raw) }
        case .optionalChainingExpr: return RawOptionalChainingExprSyntax(raw).flatMap { lastName(of: $0.expression.raw) }
        case .forceUnwrapExpr: return RawForceUnwrapExprSyntax(raw).flatMap { lastName(of: $0.expression.raw) }
        default: return nil
        }
    }

    /// As ``SwiftSyntax/TypeSyntax/simpleName``.
    package static func simpleName(of raw: RawSyntax) -> SyntaxText? {
        switch raw.kind {
        case .identifierType: return RawIdentifierTypeSyntax(raw)?.name.tokenText
        case .memberType: return RawMemberTypeSyntax(raw)?.name.tokenText
        case .optionalType: return RawOptionalTypeSyntax(raw).flatMap { simpleName(of: $0.wrappedType.raw) }
        case .implicitlyUnwrappedOptionalType: return RawImplicitlyUnwrappedOptionalTypeSyntax(raw).flatMap { simpleName(of: $0.wrappedType.raw) }
        case .attributedType: return RawAttributedTypeSyntax(raw).flatMap { simpleName(of: $0.baseType.raw) }
        case .someOrAnyType: return RawSomeOrAnyTypeSyntax(raw).flatMap { simpleName(of: $0.constraint.raw) }
        default: return nil
        }
    }

    /// The calls in the chain that ends with `call` (`Text("a").bold().padding()` has two), up to `limit`.
    package static func chainLength(_ call: RawSyntax, limit: Int) -> Int {
        var current = call
        var length = 0
        while length < limit, let call = RawFunctionCallExprSyntax(current), let member = RawMemberAccessExprSyntax(call.calledExpression.raw),
            let base = member.base
        {
            length += 1
            current = base.raw
        }
        return length
    }

    /// The property a statement places: `iconView` for `iconView`, `self.iconView` or `iconView.padding()`.
    /// Nil for constructions (`Text("a").padding()`) and calls of functions (found as calls).
    package static func placedBuilder(_ statement: RawSyntax) -> SyntaxText? {
        var current = statement
        // Down the modifier chain to its root.
        while let call = RawFunctionCallExprSyntax(current), let member = RawMemberAccessExprSyntax(call.calledExpression.raw),
            let base = member.base
        {
            current = base.raw
        }
        if let reference = RawDeclReferenceExprSyntax(current) { return reference.baseName.tokenText }
        if let member = RawMemberAccessExprSyntax(current), let base = member.base,
            RawDeclReferenceExprSyntax(base.raw)?.baseName.tokenText == "self"
        {
            return member.declName.baseName.tokenText
        }
        return nil
    }

    /// True when a statement places an image generated for an asset catalogue, bare or with modifiers:
    /// `Asset.Icons.close.image`, `Asset.Illustrations.empty.swiftUIImage.resizable()` (the accessors asset
    /// code generators write: a static namespace, the asset's name, then the image). VoiceOver reads the
    /// asset's name for them, as for `Image("close")`.
    package static func placesAssetImage(_ statement: RawSyntax) -> Bool {
        var current = statement
        while let call = RawFunctionCallExprSyntax(current), let member = RawMemberAccessExprSyntax(call.calledExpression.raw),
            let base = member.base
        {
            current = base.raw
        }
        guard let member = RawMemberAccessExprSyntax(current), let base = member.base, RawMemberAccessExprSyntax(base.raw) != nil else {
            return false
        }
        let name = member.declName.baseName.tokenText
        guard name == "image" || name == "swiftUIImage" else { return false }
        // Down the namespace to its root: a type's name (`Asset`), not a value (`item.icon.image`).
        current = base.raw
        while let link = RawMemberAccessExprSyntax(current), let next = link.base { current = next.raw }
        guard let root = RawDeclReferenceExprSyntax(current)?.baseName.tokenText, let first = root.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// True for the kinds ``SwiftSyntax/ExprSyntax/unwrapped`` looks through.
    package static func isWrapper(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .tupleExpr, .tryExpr, .awaitExpr, .optionalChainingExpr, .forceUnwrapExpr: return true
        default: return false
        }
    }

    /// The second element of a sequence is `=`: `target = value…`.
    package static func isAssignment(_ sequence: RawSyntax) -> Bool {
        guard let elements = RawSequenceExprSyntax(sequence)?.elements.layoutView.children, elements.count >= 3 else { return false }
        return elements[1]?.kind == .assignmentExpr
    }

    /// Each binding's name (`a`, `b` in `var a = 1, b = 2`) and each attribute's simple name (`State`).
    package static func names(in variable: RawSyntax, bindings: (SyntaxText) -> Void, attributes: (SyntaxText) -> Void) {
        guard let decl = RawVariableDeclSyntax(variable) else { return }
        for binding in decl.bindings.layoutView.children {
            guard let binding, let pattern = RawPatternBindingSyntax(binding)?.pattern.raw,
                let identifier = RawIdentifierPatternSyntax(pattern)
            else { continue }
            bindings(identifier.identifier.tokenText)
        }
        for attribute in decl.attributes.layoutView.children {
            guard let attribute, let name = RawAttributeSyntax(attribute).flatMap({ simpleName(of: $0.attributeName.raw) }) else { continue }
            attributes(name)
        }
    }

    /// True when the subtree may hold something the facts walk records: a call, or a closure (whose
    /// statements may hold anything). Arguments such as `.title`, `spacing: 8` or `item.name` hold
    /// neither, and the walk skips them without building their nodes.
    package static func mayHoldFacts(_ raw: RawSyntax) -> Bool {
        switch raw.kind {
        case .functionCallExpr, .closureExpr, .macroExpansionExpr: return true
        case .token: return false
        default:
            guard let layout = raw.layoutView else { return false }
            for child in layout.children {
                if let child, mayHoldFacts(child) { return true }
            }
            return false
        }
    }
}
