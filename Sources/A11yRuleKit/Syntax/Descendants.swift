import SwiftSyntax

extension SyntaxProtocol {
    /// Every descendant of the given kind, in source order. For small subtrees (a closure, a view
    /// builder block); whole-file questions go through ``SyntaxFacts`` instead.
    public func descendants<Node: SyntaxProtocol>(_ kind: Node.Type) -> [Node] {
        let finder = DescendantFinder<Node>(viewMode: .sourceAccurate)
        finder.walk(self)
        return finder.found
    }
}

private final class DescendantFinder<Node: SyntaxProtocol>: SyntaxAnyVisitor {
    var found: [Node] = []

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let match = node.as(Node.self) { found.append(match) }
        return .visitChildren
    }
}

extension SyntaxFacts {
    /// Calls with this name inside `scope` (same tree), without walking it.
    public func calls(_ name: String, in scope: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        calls(name).filter { $0.isContained(in: scope) }
    }

    /// Assignments to this property inside `scope` (same tree), without walking it.
    public func assignments(_ property: String, in scope: some SyntaxProtocol) -> [Assignment] {
        assignments(property).filter { $0.sequence.isContained(in: scope) }
    }

    /// The functions of this file named by plain calls inside `scope`: `announce()`, `self.focus(on:)`.
    public func functions(inCallsFrom scope: some SyntaxProtocol) -> [FunctionDeclSyntax] {
        var names: Set<String> = []
        for call in scope.descendants(FunctionCallExprSyntax.self) {
            let plain = call.calledExpression.is(DeclReferenceExprSyntax.self)
                || call.receiver?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            if plain, let name = call.calledExpression.lastNameComponent { names.insert(name) }
        }
        return names.flatMap { functionsByName[$0] ?? [] }
    }
}
