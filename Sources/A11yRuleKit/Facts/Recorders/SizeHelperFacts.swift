import A11yCore
import SwiftSyntax

/// Helpers of the project that constrain the view they are called on to the sizes they are given
/// (`func constrainToSize(width: CGFloat, height: CGFloat) -> Self { widthAnchor.constraint(equalToConstant: width)… }`),
/// under their function keys, so that a call in any file (`closeButton.constrainToSize(32)`) gives the view that size.
package enum SizeHelperFacts: ProjectFactRecorder {
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        guard file.sourceMentions("equalToConstant") else { return }
        let facts = file.facts
        var names: Set<String> = []
        for call in facts.calls("constraint") {
            guard let value = call.argument("equalToConstant")?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let anchor = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                ["widthAnchor", "heightAnchor"].contains(anchor.lastNameComponent ?? ""),
                // On the view itself: `widthAnchor`, `self.widthAnchor`.
                anchor.is(DeclReferenceExprSyntax.self) || anchor.as(MemberAccessExprSyntax.self)?.base?.isSelfReference == true,
                let function = call.ancestor(FunctionDeclSyntax.self), function.parameterNames.contains(value)
            else { continue }
            names.insert(function.name.text)
        }
        // A variant that hands its own parameter on to one of them (`constrainToSize(_ side:)` calling
        // `constrainToSize(width: side, height: side)`).
        for (name, functions) in facts.functionsByName where !names.isEmpty && !names.contains(name) {
            for function in functions {
                guard let body = function.body else { continue }
                let parameters = function.parameterNames
                let handsOn = names.contains { helper in
                    facts.calls(helper, in: body).contains { call in
                        call.arguments.contains { $0.expression.as(DeclReferenceExprSyntax.self).map { parameters.contains($0.baseName.text) } ?? false }
                    }
                }
                if handsOn { names.insert(name) }
            }
        }
        draft.recorded += names.sorted().map { TypeSummary(name: TypeSummary.functionKey($0), facts: [.sizesFromArguments]) }
    }

    /// The width and height a call of such a helper gives, from its literal arguments: one unlabelled number is both
    /// (`constrainToSize(32)`), two are width then height, and labelled ones say which (`constrainToSize(height: 28)`).
    /// Nil when an argument is not a literal number or its label names neither.
    package static func literalSize(_ call: FunctionCallExprSyntax) -> (width: Double?, height: Double?)? {
        let arguments = Array(call.arguments)
        guard (1...2).contains(arguments.count), call.trailingClosure == nil else { return nil }
        var width: Double?
        var height: Double?
        for (index, argument) in arguments.enumerated() {
            guard let number = argument.expression.literalNumber else { return nil }
            switch argument.label?.text {
            case nil, "size", "side":
                if arguments.count == 1 { (width, height) = (number, number) } else if index == 0 { width = number } else { height = number }
            case "width", "w": width = number
            case "height", "h": height = number
            default: return nil
            }
        }
        return (width, height)
    }
}
