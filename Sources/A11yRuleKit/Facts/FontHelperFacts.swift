import A11yCore
import SwiftSyntax

/// The project facts the app's own font helpers give, recorded under their function keys so that their calls in any
/// file can be judged: helpers that build a fixed-size font, helpers that return a Dynamic Type font, and helpers
/// that set a font or turn on scaling for their receiver or a parameter.
package enum FontHelperFacts {
    /// Functions of this file that build or apply a font of a fixed point size, recorded under their keys for
    /// their calls in any file: the body builds `.system(size:)`, `Font.custom(_:fixedSize:)`,
    /// `UIFont.systemFont(ofSize:)` or `UIFont(name:size:)`, and scales nothing (no `relativeTo:`, `UIFontMetrics`, `@ScaledMetric`).
    package static func fixedSizeHelpers(in file: SourceFileContext) -> [TypeSummary] {
        let builders = file.facts.calls("system").filter { $0.argument("size") != nil && $0.argument("relativeTo") == nil }
            + file.facts.calls("custom").filter { $0.argument("fixedSize") != nil }
            + ["systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont"]
                .flatMap(file.facts.calls).filter { $0.argument("ofSize") != nil }
            // A bundled font at a point size (`UIFont(name: "Brand-Medium", size: 16)`): fixed unless scaled.
            + file.facts.calls("UIFont").filter { $0.argument("name") != nil && $0.argument("size") != nil }
        func scales(_ body: CodeBlockSyntax) -> Bool {
            !file.facts.calls("scaledFont", in: body).isEmpty || !file.facts.calls("UIFontMetrics", in: body).isEmpty
                || !file.facts.calls("scaledValue", in: body).isEmpty || body.descendantsOrSelfMembers().contains("relativeTo")
        }
        var names: Set<String> = []
        for builder in builders {
            guard let function = builder.ancestor(FunctionDeclSyntax.self), function.name.text != "body", let body = function.body else { continue }
            if !scales(body) { names.insert(function.name.text) }
        }
        // Helpers that pass the size on to a helper of this file: `static func bold(_ size: CGFloat) -> Font
        // { .rounded(size, weight: .bold) }`, where `rounded` builds `.system(size:)`. Two steps are the most seen.
        for _ in 0..<2 where !names.isEmpty {
            for (name, functions) in file.facts.functionsByName where name != "body" && !names.contains(name) {
                for function in functions {
                    guard let body = function.body, function.signature.returnClause != nil,
                        names.contains(where: { !file.facts.calls($0, in: body).isEmpty }), !scales(body)
                    else { continue }
                    names.insert(name)
                }
            }
        }
        // Fonts kept as static constants, made by a fixed-size builder or one of those helpers
        // (`static let caption = system(size: .caption)`, `static let title = UIFont.boldSystemFont(ofSize: 24)`).
        if file.sourceMentions("static") {
            // (A call of the file's own function of a builder's name is that helper, judged by what it builds.)
            for builder in builders where builder.ancestor(FunctionDeclSyntax.self) == nil
                && file.facts.functionsByName[builder.calledExpression.lastNameComponent ?? ""] == nil
            {
                if let name = staticConstant(holding: builder) { names.insert(name) }
            }
            for name in Array(names) {
                for call in file.facts.calls(name) where call.ancestor(FunctionDeclSyntax.self) == nil {
                    if let constant = staticConstant(holding: call) { names.insert(constant) }
                }
            }
        }
        return names.sorted().map { TypeSummary(name: TypeSummary.functionKey($0), facts: [.setsFixedFontSize]) }
    }

    /// The static constant whose initializer is the call (`static let caption = …`), nil for anything else.
    private static func staticConstant(holding call: FunctionCallExprSyntax) -> String? {
        guard let binding = call.ancestor(PatternBindingSyntax.self), binding.initializer?.value.unwrapped.id == ExprSyntax(call).id,
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
            variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
        else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// The cases of a style helper that switches over its argument and, in a case, gives its receiver a title-like font
    /// (`func setStyle(_ style: LabelStyle) { switch style { case .title: font = .systemFont(ofSize: 26, weight: .bold) … } }`),
    /// under the key of that case, so that `label.setStyle(.title)` anywhere can be judged.
    package static func titleFontCases(in file: SourceFileContext) -> [TypeSummary] {
        var keys: Set<String> = []
        for assignment in file.facts.assignments("font") where assignment.valueElements.contains(where: FontAPIs.isTitleLikeUIKitFont) {
            guard assignment.isOnSelf || assignment.owner.map({ $0.memberChainRoot.isSelfReference || $0.lastNameComponent == "titleLabel" }) == true,
                let clause = assignment.sequence.ancestor(SwitchCaseSyntax.self), let function = clause.ancestor(FunctionDeclSyntax.self),
                case .case(let label) = clause.label
            else { continue }
            for item in label.caseItems {
                guard let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self), member.base == nil
                else { continue }
                keys.insert(TypeSummary.functionCaseKey(function.name.text, member.declName.baseName.text))
            }
        }
        return keys.sorted().map { TypeSummary(name: $0, facts: [.setsTitleFont]) }
    }

    /// Functions of the project that return a Dynamic Type font, under their helper key.
    package static func dynamicFontHelpers(in file: SourceFileContext) -> [TypeSummary] {
        var names: Set<String> = []
        for name in FontAPIs.dynamicTypeFonts {
            for call in file.facts.calls(name) {
                guard let function = call.ancestor(FunctionDeclSyntax.self), let body = function.body,
                    function.signature.returnClause?.type.trimmedDescription.contains("Font") == true,
                    file.facts.calls("withSize", in: body).isEmpty
                else { continue }
                names.insert(function.name.text)
            }
        }
        return names.sorted().map { TypeSummary(name: TypeSummary.functionKey($0), facts: [.buildsDynamicFont]) }
    }

    /// Functions that turn the flag on, set the font or the colours, or give an accessibility label, for their receiver or a
    /// parameter, under their helper key: `extension UILabel { func applyBodyStyle() { font = …;
    /// adjustsFontForContentSizeCategory = true } }`, `func setupAccessibility(for button: UIBarButtonItem) {
    /// button.accessibilityLabel = … }`.
    package static func styleHelpers(in file: SourceFileContext) -> [TypeSummary] {
        var helpers: [String: Set<TypeFact>] = [:]
        func record(_ fact: TypeFact, _ assignment: Assignment) {
            guard let function = assignment.sequence.ancestor(FunctionDeclSyntax.self) else { return }
            let parameters = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            // `label` for `label.adjusts…`, `button` for `button.titleLabel?.adjusts…`.
            let root = assignment.owner?.memberChainRoot
            let rootName = root.flatMap(VariableResolver.plainName)
            if assignment.isOnSelf || root?.isSelfReference == true || rootName.map(parameters.contains) == true {
                helpers[function.name.text, default: []].insert(fact)
            } else if let rootName, returns(rootName, from: function) {
                // A function that makes the object and returns it: `static func makeLabel() -> UILabel { let label = UILabel();
                // label.adjustsFontForContentSizeCategory = true; return label }`.
                helpers[function.name.text, default: []].insert(fact)
            }
        }
        // `setTitleColor(.white, for: .normal)` in a button extension, `button.setTitleColor(…)` on a parameter.
        func record(_ fact: TypeFact, _ call: FunctionCallExprSyntax) {
            guard let function = call.ancestor(FunctionDeclSyntax.self) else { return }
            let parameters = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            guard let receiver = call.receiver else {
                helpers[function.name.text, default: []].insert(fact)
                return
            }
            let root = receiver.memberChainRoot
            if root.isSelfReference || VariableResolver.plainName(root).map(parameters.contains) == true {
                helpers[function.name.text, default: []].insert(fact)
            }
        }
        func returns(_ name: String, from function: FunctionDeclSyntax) -> Bool {
            function.signature.returnClause != nil && (function.body?.statements.contains { item in
                item.item.as(ReturnStmtSyntax.self)?.expression.flatMap(VariableResolver.plainName) == name
            } ?? false)
        }
        for assignment in file.facts.assignments("adjustsFontForContentSizeCategory") where assignment.value.isTrueLiteral {
            record(.adjustsFontSize, assignment)
        }
        for assignment in file.facts.assignments("font") { record(.setsFont, assignment) }
        for assignment in file.facts.assignments("accessibilityLabel") where !assignment.value.isNilLiteral {
            record(.setsAccessibilityLabel, assignment)
        }
        // The app's own style helpers that paint the text or what is behind it (`label.setStyle(.caption)`): the colours
        // the storyboard records are replaced.
        for assignment in file.facts.assignments("textColor") + file.facts.assignments("backgroundColor") {
            record(.setsTextColor, assignment)
        }
        for call in file.facts.calls("setTitleColor") { record(.setsTextColor, call) }
        return helpers.keys.sorted().map { TypeSummary(name: TypeSummary.functionKey($0), facts: helpers[$0] ?? []) }
    }
}

extension FontHelperFacts: ProjectFactRecorder {
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        draft.recorded += fixedSizeHelpers(in: file) + titleFontCases(in: file) + dynamicFontHelpers(in: file) + styleHelpers(in: file)
    }
}
