import SwiftSyntax

/// Views a screen builds through its own helper functions (`toolbarIcon("photo")`, `validationMessage(text)`).
public enum HelperViews {
    /// The one view returned by the function of the same type that `view` calls, when the function's body is that
    /// one view (past any `let` before it); nil for anything else.
    public static func returnedView(_ view: ExprSyntax, in file: SourceFileContext) -> ExprSyntax? {
        guard let call = view.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let type = view.enclosingTypeName?.declaration
        else { return nil }
        let functions = file.facts.functions(name).filter { $0.isContained(in: type) }
        guard functions.count == 1, let statements = functions[0].body?.statements else { return nil }
        let items = Array(statements).filter { !$0.item.is(VariableDeclSyntax.self) }
        guard items.count == 1 else { return nil }
        return items[0].item.as(ExprSyntax.self) ?? items[0].item.as(ReturnStmtSyntax.self)?.expression
    }
}
