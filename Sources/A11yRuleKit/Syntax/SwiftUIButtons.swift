import SwiftSyntax

/// Reading SwiftUI `Button` initializers.
public enum SwiftUIButtons {
    /// What a button's label is made of: `Button("Save") {}` is named, `Button("") {}` empty,
    /// `Button(action: close) { Image(systemName: "xmark") }` an image alone, `Button("", systemImage: "xmark")`
    /// a symbol alone. A button with a role and no label at all (`Button(role: .cancel) {}`) gets its text from
    /// the system, and is `.unknown` here like any label the rule cannot read.
    public static func label(of button: FunctionCallExprSyntax, in file: SourceFileContext? = nil) -> SwiftUILabels.Content {
        if let first = button.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            guard SwiftUILabels.isEmptyTitle(first.expression) else { return .named }
            if button.argument("systemImage") != nil { return .imageOnly(.symbol) }
            if button.argument("image") != nil { return .imageOnly(.asset) }
            return .empty
        }
        // A button's trailing closure is its label after `action:`; a link's after `destination:` or `value:`. A
        // menu's trailing closure is its content: its label is `label:`.
        guard let label = labelArgument(of: button) else { return .unknown }
        return SwiftUILabels.content(of: label, in: file)
    }

    /// A button's label (`label:`, or its trailing closure after `action:`), a link's (after `destination:` or
    /// `value:`), a menu's `label:`.
    public static func labelArgument(of button: FunctionCallExprSyntax) -> ExprSyntax? {
        let trailingIsLabel = button.argument("action") != nil || button.argument("intent") != nil
            || button.argument("destination") != nil || button.argument("value") != nil
        return SwiftUILabels.labelArgument(of: button, trailingIsLabel: trailingIsLabel)
    }

    /// The app's own view that is a button's whole label (`Button(action: delete) { CountedIcon(symbol: "trash",
    /// count: n) }`), and the symbol or image name it is handed, when nothing handed to it reads as words: whether
    /// it shows only an image is for its declaration, in any file, to say (``TypeFact/showsOnlyImage``).
    public static func iconComponent(of button: FunctionCallExprSyntax) -> (type: String, image: String?)? {
        guard let label = labelArgument(of: button) else { return nil }
        var expression = label
        if let closure = label.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
            expression = only
        }
        let chain = ModifierChain(expression)
        if chain.modifiers.contains(where: SwiftUIViewContext.setsLabel) { return nil }
        guard let call = chain.root.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            type.first?.isUppercase == true, !SwiftUIViews.all.contains(type)
        else { return nil }
        var image: String?
        for argument in call.arguments {
            if argument.expression.is(ClosureExprSyntax.self) { return nil }
            if imageArgumentLabels.contains(argument.label?.text ?? "") {
                // `symbol: "trash"`, or a choice between two (`liked ? "heart.fill" : "heart"`): the first names it.
                image = argument.expression.staticStringValue
                    ?? argument.expression.descendants(StringLiteralExprSyntax.self).lazy.compactMap { ExprSyntax($0).staticStringValue }.first
                continue
            }
            guard let text = argument.expression.staticStringValue else { continue }
            if text.contains(where: \.isLetter) { return nil }  // a title handed to it
        }
        return (type, image)
    }

    /// Argument labels that hand a view the name of its symbol or image.
    static let imageArgumentLabels: Set<String> = ["symbol", "systemName", "systemImage", "symbolName", "icon", "image", "imageName"]
}
