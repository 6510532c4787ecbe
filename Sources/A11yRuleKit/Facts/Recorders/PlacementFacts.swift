import A11yCore
import SwiftSyntax

/// Where views are placed: in a control's label, in a group made one element, in another view's body.
package enum PlacementFacts: ProjectFactRecorder {
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        draft.recorded += placements(in: file)
    }

    /// Where views are placed, as summaries under placement keys: each view a control's label holds gets
    /// ``TypeFact/usedInControlLabel``; each view a view's `body` holds "inherits" from that view's key. A
    /// view whose `body` puts one of its stored properties (content its user passes in) in a control's label
    /// gets ``TypeFact/wrapsContentInControl``.
    package static func placements(in file: SourceFileContext) -> [TypeSummary] {
        var inLabels: Set<String> = []
        var wrappers: Set<String> = []
        for control in SwiftUIViews.labelledControls.sorted() {
            for call in file.facts.calls(control) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                // `Button("Save") { … }`: the trailing closure is the action, not the label.
                if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) { continue }
                guard let label = SwiftUILabels.labelArgument(of: call, trailingIsLabel: true)?.as(ClosureExprSyntax.self) else { continue }
                placedViews(in: label.statements, into: &inLabels)
                if let type = call.enclosingTypeDeclaration, label.statements.contains(where: { passesStoredContent($0, of: type, in: file) }) {
                    wrappers.insert(type.name)
                }
            }
        }
        // A group made one element (`.accessibilityElement()`, `children: .combine` or `.ignore`) names its
        // content the same way: `ProductRow()` or the views of a stack the modifier is applied to.
        for modifier in file.facts.calls("accessibilityElement") {
            if let children = modifier.argument("children")?.expression, children.isMember(named: ["contain"]) { continue }
            guard let base = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                let root = ModifierChain(base).root.as(FunctionCallExprSyntax.self)
            else { continue }
            place(root, depth: 0, into: &inLabels)
        }
        var summaries = inLabels.sorted().map { TypeSummary(name: TypeSummary.placementKey($0), facts: [.usedInControlLabel]) }
        summaries += wrappers.sorted().map { TypeSummary(name: $0, facts: [.wrapsContentInControl]) }
        for declaration in file.facts.typeDeclarations where declaration.isSwiftUIView {
            guard let body = (file.facts.variablesByName["body"] ?? []).first(where: { $0.parent?.parent?.parent?.id == declaration.memberBlock.id }),
                let accessor = body.bindings.first?.accessorBlock
            else { continue }
            var children: Set<String> = []
            if case .getter(let statements) = accessor.accessors { placedViews(in: statements, depth: 0, into: &children) }
            for child in children.sorted() {
                summaries.append(TypeSummary(name: TypeSummary.placementKey(child), inheritedTypes: [TypeSummary.placementKey(declaration.name)]))
            }
        }
        return summaries
    }

    /// The custom views placed as statements of a view builder, and of the layout containers inside it, a
    /// few levels down: `Row` and `Badge` in `VStack { Row(); HStack { Badge() } }`.
    package static func placedViews(in statements: CodeBlockItemListSyntax, depth: Int = 1, into names: inout Set<String>) {
        for statement in statements {
            guard let expression = statement.item.as(ExprSyntax.self),
                let call = ModifierChain(expression).root.as(FunctionCallExprSyntax.self)
            else { continue }
            place(call, depth: depth, into: &names)
        }
    }

    /// Files one placed view: a layout container is read through to its content, a custom view is recorded.
    private static func place(_ call: FunctionCallExprSyntax, depth: Int, into names: inout Set<String>) {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return }
        if SwiftUIViews.containers.contains(name) || SwiftUIViews.screens.contains(name) {
            if depth < 3 { call.closures.forEach { placedViews(in: $0.statements, depth: depth + 1, into: &names) } }
        } else if !SwiftUIViews.all.contains(name) {
            names.insert(name)
        }
    }

    /// `content`, `label()`, `self.title`: a stored property of the view, which its user passed in.
    private static func passesStoredContent(_ statement: CodeBlockItemSyntax, of type: TypeDeclaration, in file: SourceFileContext) -> Bool {
        guard let expression = statement.item.as(ExprSyntax.self) else { return false }
        let root = ModifierChain(expression).root
        let reference = root.as(FunctionCallExprSyntax.self)?.calledExpression ?? root
        guard let name = VariableResolver.plainName(reference) else { return false }
        return (file.facts.variablesByName[name] ?? []).contains { $0.parent?.parent?.parent?.id == type.memberBlock.id }
    }
}
