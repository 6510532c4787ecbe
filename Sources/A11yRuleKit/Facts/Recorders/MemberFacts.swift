import A11yCore
import SwiftSyntax

/// Facts about the properties of a type, from the code that configures them, under member keys.
package enum MemberFacts: ProjectFactRecorder {
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        draft.recorded += memberSummaries(in: file)
    }

    package static func memberSummaries(in file: SourceFileContext) -> [TypeSummary] {
        var facts: [String: Set<TypeFact>] = [:]
        func record(_ fact: TypeFact, owner: ExprSyntax?, at node: some SyntaxProtocol) {
            guard let owner else { return }
            for each in Self.listedOwners(owner, at: node) {
                guard let (type, member) = memberTarget(each, at: node, in: file) else { continue }
                facts[TypeSummary.memberKey(type, member), default: []].insert(fact)
            }
        }
        let syntax = file.facts
        for assignment in syntax.assignments("accessibilityLabel") + syntax.assignments("title")
        where assignment.valueElements.count != 1 || assignment.value.isMeaningfulText {
            record(.setsAccessibilityLabel, owner: assignment.owner, at: assignment.sequence)
        }
        // A field given a placeholder (or a text-field library's floating hint) in code has the name the file lacks; whether
        // a placeholder alone is enough is `placeholder-as-name`'s question, as for one written in the file.
        for assignment in syntax.assignments("placeholder") + syntax.assignments("attributedPlaceholder")
        where !assignment.value.isNilLiteral && assignment.value.as(StringLiteralExprSyntax.self)?.segments.trimmedDescription != "" {
            record(.setsPlaceholder, owner: assignment.owner, at: assignment.sequence)
        }
        for call in syntax.calls("setPlaceholder") + syntax.calls("setHint") where call.arguments.first?.expression.isNilLiteral == false {
            record(.setsPlaceholder, owner: call.receiver, at: call)
        }
        for name in ["setTitle", "setAttributedTitle"] {
            for call in syntax.calls(name) where call.arguments.first?.expression.isNilLiteral == false {
                record(.setsAccessibilityLabel, owner: call.receiver, at: call)
            }
        }
        for assignment in syntax.assignments("font") {
            record(.setsFont, owner: assignment.owner, at: assignment.sequence)
        }
        for assignment in syntax.assignments("textColor") + syntax.assignments("backgroundColor") {
            record(.setsTextColor, owner: assignment.owner, at: assignment.sequence)
        }
        for call in syntax.calls("setTitleColor") + syntax.calls("setAttributedTitle") {
            record(.setsTextColor, owner: call.receiver, at: call)
        }
        for assignment in syntax.assignments("attributedText") where mayCarryColor(assignment.value, at: assignment.sequence, in: file) {
            record(.setsTextColor, owner: assignment.owner, at: assignment.sequence)
        }
        for assignment in syntax.assignments("isEditable") where assignment.value.isFalseLiteral {
            record(.displaysOnly, owner: assignment.owner, at: assignment.sequence)
        }
        for assignment in syntax.assignments("adjustsFontForContentSizeCategory") where assignment.value.isTrueLiteral {
            record(.adjustsFontSize, owner: assignment.owner, at: assignment.sequence)
        }
        for assignment in syntax.assignments("accessibilityTraits") where TypeFactsCollector.mentionsHeader(assignment.valueElements) {
            record(.marksHeader, owner: assignment.owner, at: assignment.sequence)
        }
        for call in syntax.calls("insert") + syntax.calls("formUnion") {
            guard let receiver = call.receiver?.unwrapped.as(MemberAccessExprSyntax.self), receiver.declName.baseName.text == "accessibilityTraits",
                TypeFactsCollector.mentionsHeader(call.arguments.map(\.expression))
            else { continue }
            record(.marksHeader, owner: receiver.base, at: call)
        }
        // Shown or hidden while the screen is up: a state icon (a pin, a sync error), not a picture set once.
        for property in ["isHidden", "alpha"] {
            for assignment in syntax.assignments(property) {
                record(.changesWhileShown, owner: assignment.owner, at: assignment.sequence)
            }
        }
        for assignment in syntax.assignments("isAccessibilityElement") where assignment.value.isFalseLiteral {
            record(.hiddenFromAccessibility, owner: assignment.owner, at: assignment.sequence)
        }
        for assignment in syntax.assignments("accessibilityElementsHidden") where assignment.value.isTrueLiteral {
            record(.hiddenFromAccessibility, owner: assignment.owner, at: assignment.sequence)
        }
        // Handed to a function of the project (`titleLabel.applyBodyStyle()`, `Style.apply(to: titleLabel)`): what
        // the function does to its receiver or parameter (recorded under its helper key) is done to the property.
        var helpers: [String: Set<String>] = [:]
        // Only the file's own stored properties are handed to helpers this way (`titleLabel`, `self.titleLabel`):
        // a cheap name check first, since this runs for every call of every file.
        let properties = Set(syntax.typeDeclarations.flatMap { type in
            type.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { variable in
                variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
        })
        func ownProperty(_ operand: ExprSyntax) -> Bool {
            let operand = operand.unwrapped
            if let reference = operand.as(DeclReferenceExprSyntax.self) { return properties.contains(reference.baseName.text) }
            guard let member = operand.as(MemberAccessExprSyntax.self), member.base?.isSelfReference == true else { return false }
            return properties.contains(member.declName.baseName.text)
        }
        for (name, calls) in syntax.callsByName where !properties.isEmpty && name.first?.isLowercase == true
            && NameHeuristics.hasWord(name, in: stylingWords) && !layoutMethods.contains(name)
        {
            for call in calls {
                func handOver(_ operand: ExprSyntax) {
                    for each in Self.listedOwners(operand, at: call) {
                        guard ownProperty(each), let (type, member) = memberTarget(each, at: call, in: file) else { continue }
                        helpers[TypeSummary.memberKey(type, member), default: []].insert(TypeSummary.functionKey(name))
                    }
                }
                if let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base { handOver(receiver) }
                for argument in call.arguments { handOver(argument.expression) }
            }
        }
        return Set(facts.keys).union(helpers.keys).sorted().map {
            TypeSummary(name: $0, inheritedTypes: (helpers[$0] ?? []).sorted(), facts: facts[$0] ?? [])
        }
    }

    /// Facts about the type's own properties, from code that configures them (`titleLabel.font = …`,
    /// `closeButton.accessibilityLabel = "Close"`), recorded under member keys where an Interface Builder outlet
    /// connected to the same property records what the storyboard sets: the two meet in the project index.
    /// False when the attributed text is built right there, or in a variable of the same code, from attributes that
    /// name no colour (`NSAttributedString(string: s, attributes: [.font: bodyFont])`): the label's own text colour
    /// still paints it.
    static func mayCarryColor(_ value: ExprSyntax, at node: some SyntaxProtocol, in file: SourceFileContext) -> Bool {
        let built = value.as(FunctionCallExprSyntax.self) ?? VariableResolver.resolve(value, at: node, in: file)?.initializer?.as(FunctionCallExprSyntax.self)
        guard let built, ["NSAttributedString", "NSMutableAttributedString", "AttributedString"].contains(ExprSyntax(built).constructedTypeName ?? ""),
            let attributes = built.argument("attributes")?.expression.as(DictionaryExprSyntax.self)
        else { return true }
        return ExprSyntax(attributes).descendantsOrSelfMembers().contains { $0.lowercased().contains("color") }
    }

    /// Words in the names of functions that style a view (`applyBodyStyle`, `Typography.scale(_:)`,
    /// `configure(label:)`, `decorate(with:)`): only calls of these are followed to the helper's facts, which
    /// keeps the join off the thousands of other calls in a file.
    package static let stylingWords: [[UInt8]] = [
        "apply", "style", "styled", "styles", "font", "fonts", "theme", "themed", "configure", "setup", "set", "decorate",
        "format", "appearance", "scale", "scaled", "typography", "text", "label", "customize", "prepare", "make", "update",
    ].map { Array($0.utf8) }

    /// UIKit methods that place or lay out a view without styling it: not helpers, and called on every view.
    package static let layoutMethods: Set<String> = [
        "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "removeFromSuperview",
        "bringSubviewToFront", "sendSubviewToBack", "addTarget", "removeTarget", "addGestureRecognizer",
        "addConstraint", "addConstraints", "activate", "constraint", "sizeToFit", "layoutIfNeeded", "setNeedsLayout",
        "setTitle", "setImage", "setTitleColor", "setContentHuggingPriority", "setContentCompressionResistancePriority",
        "append", "insert", "contains", "print",
    ]

    /// The type and property an expression configures, for its member key:
    /// - `titleLabel`, `self.titleLabel`: the enclosing type's property (a local of that name is not one);
    /// - `cell.titleLabel`: the property of the type `cell` is declared with (a data source filling a cell);
    /// - `navigationItem.rightBarButtonItem`: the controller's bar item (a storyboard places it under that key);
    /// - `closeButton.titleLabel?`: the button, whose title's font and scaling belong to it.
    package static func memberTarget(_ owner: ExprSyntax, at node: some SyntaxProtocol, in file: SourceFileContext) -> (String, String)? {
        let owner = owner.unwrapped
        let enclosing = node.enclosingTypeDeclaration?.name
        if let reference = owner.as(DeclReferenceExprSyntax.self) {
            guard reference.baseName.tokenKind != .keyword(.self), let enclosing else { return nil }
            if let variable = VariableResolver.resolve(owner, at: node, in: file), !variable.isProperty { return nil }
            return (enclosing, reference.baseName.text)
        }
        guard let member = owner.as(MemberAccessExprSyntax.self), let base = member.base?.unwrapped else { return nil }
        let name = member.declName.baseName.text
        if base.isSelfReference { return enclosing.map { ($0, name) } }
        if name == "titleLabel" { return memberTarget(base, at: node, in: file) }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "navigationItem" { return enclosing.map { ($0, name) } }
        // A variable of a project type: `cell.titleLabel`, `header.subtitleLabel`.
        guard base.is(DeclReferenceExprSyntax.self), let type = VariableResolver.resolve(base, at: node, in: file)?.typeName,
            !FrameworkTypes.contains(type)
        else { return nil }
        return (type, name)
    }

    /// The objects a name stands for when it walks a list written out: `$0` (or the closure's parameter) in
    /// `[titleLabel, hintLabel].forEach { $0.setStyle(.caption) }`, `label` in `for label in [a, b] { … }`; the
    /// name itself otherwise.
    package static func listedOwners(_ owner: ExprSyntax, at node: some SyntaxProtocol) -> [ExprSyntax] {
        guard let reference = owner.unwrapped.as(DeclReferenceExprSyntax.self) else { return [owner] }
        let name = reference.baseName.text
        var current = Syntax(node).parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                let parameter: String?
                switch closure.signature?.parameterClause {
                case .simpleInput(let names): parameter = names.first?.name.text
                case .parameterClause(let clause): parameter = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
                case nil: parameter = "$0"
                }
                guard parameter == name else { return [owner] }
                // The closure given to `forEach` on an array literal (trailing, or as its argument).
                var call = closure.parent?.as(FunctionCallExprSyntax.self)
                if call == nil { call = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) }
                guard let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
                    let list = member.base?.unwrapped.as(ArrayExprSyntax.self)
                else { return [owner] }
                return list.elements.map(\.expression)
            }
            if let loop = ancestor.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                let list = loop.sequence.unwrapped.as(ArrayExprSyntax.self)
            {
                return list.elements.map(\.expression)
            }
            if ancestor.is(FunctionDeclSyntax.self) { break }
            current = ancestor.parent
        }
        return [owner]
    }
}
