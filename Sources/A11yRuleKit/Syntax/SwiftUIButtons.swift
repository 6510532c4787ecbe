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
        let trailingIsLabel = button.argument("action") != nil || button.argument("intent") != nil
            || button.argument("destination") != nil || button.argument("value") != nil
        guard let label = SwiftUILabels.labelArgument(of: button, trailingIsLabel: trailingIsLabel) else { return .unknown }
        return SwiftUILabels.content(of: label, in: file)
    }
}
