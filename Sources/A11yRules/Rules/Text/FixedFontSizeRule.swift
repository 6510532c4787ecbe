import A11yCore
import SwiftSyntax
import A11yRuleKit

/// Text set in a fixed point size: it stays the same size when the user raises the text size.
///
/// Sizes given as numbers, or as names bound to numbers, are fixed; `@ScaledMetric` properties and sizes
/// passed in from elsewhere are not judged. Fonts on `Image` (or a stack of images alone), and icon fonts on a
/// label (`iconLabel`, `UIFont(name: "FontAwesome", size:)`) are icon sizes, not text, and are left alone.
/// UIKit labels are followed into the class's extensions and subclasses in the same file, and through loops
/// over a typed collection or a literal list (`for button in buttons`, `[titleLabel, subtitleLabel].forEach`).
/// Findings name the text resize criterion of the component whose text it is (a button's title, a text
/// field's text) and fall back to headings otherwise.
///
/// Corrections (each keeps the size the text has at the default text size):
/// - `Font.custom(_:fixedSize: n)` → `Font.custom(_:size: n, relativeTo: .style)`, with the text style nearest
///   in size to a literal `n` (plain `size:`, which scales like body text, when `n` is not a literal);
/// - `.system(size: n)` → the text style of exactly that size and weight, and only then: 11 `.caption2`,
///   12 `.caption`, 13 `.footnote`, 15 `.subheadline`, 16 `.callout`, 17 `.body`, 20 `.title3`, 22 `.title2`,
///   28 `.title`, 34 `.largeTitle`; a `weight:` is kept as `.weight(_:)`. Other sizes, `design:`, and code
///   that may run on watchOS, tvOS or macOS (where the styles have other sizes) stay as they are;
/// - UIKit system fonts are wrapped in `UIFontMetrics(forTextStyle:)` with the nearest style (see
///   ``scalingCorrection(_:in:file:)``). Named `UIFont`s are optional and get no correction.
public struct FixedFontSizeRule: Rule {
    public init() {}



    public static let description = RuleDescription(
        id: "fixed-font-size",
        title: "Fixed font size",
        summary: "SwiftUI .system(size:) or Font.custom(_:fixedSize:), or a UIKit UIFont.systemFont(ofSize:) or UIFont(name:size:) given to a label, button or field without UIFontMetrics or adjustsFontForContentSizeCategory.",
        rationale: """
            People who need larger text raise the text size in Settings, up to 200% and beyond. Text styles \
            (.body, .headline), Font.custom(_:size:), @ScaledMetric sizes and UIFontMetrics all follow that \
            setting; a font built from a plain point size does not, so the text stays small for exactly the people \
            who asked for it to grow.
            """,
        suggestion: "Use a text style (.font(.body), UIFont.preferredFont(forTextStyle:)), Font.custom(_:size:relativeTo:), a @ScaledMetric size, or UIFontMetrics.default.scaledFont(for:) with adjustsFontForContentSizeCategory = true.",
        severity: .warning,
        criterion: CriterionReference(component: "text", criterion: "text-resize"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { checkSwiftUI(file, into: &$0) }
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
        check(.uiKit, into: &diagnoses) { checkAttributedText(file, into: &$0) }
        checkHelperCalls(file, into: &diagnoses)
    }

    // MARK: - The app's own font helpers

    /// Calls of the app's font helpers (`Text("Hi").fontSize(15)`, `.font(Theme.font(size: 13))`,
    /// `label.font = Fonts.regular(size: 15)`): a finding at each, when the helper (in any file) sets a fixed size.
    private func checkHelperCalls(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        var calls: [(FunctionCallExprSyntax, Framework)] = []
        // The helpers' results given to `.font(…)` or to a UIKit object's `font`.
        let builders: Set<String> = ["system", "custom", "systemFont", "boldSystemFont", "italicSystemFont", "preferredFont", "scaledFont"]
        for modifier in file.facts.calls("font") where modifier.receiver != nil {
            guard let helper = modifier.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                let name = helper.calledExpression.lastNameComponent, name.first?.isLowercase == true, !builders.contains(name),
                modifier.receiver.map({ ModifierChain($0).rootTypeName != "Image" }) ?? true
            else { continue }
            calls.append((helper, .swiftUI))
        }
        for assignment in file.facts.assignments("font") where assignment.valueElements.count == 1 {
            guard let helper = assignment.value.as(FunctionCallExprSyntax.self), let name = helper.calledExpression.lastNameComponent,
                name.first?.isLowercase == true
            else { continue }
            // The framework's own builders are judged where they are called; a function of the app's that happens to
            // share a name with one (`Theme.Fonts.system(size: .caption)`) is the app's helper.
            let base = helper.calledExpression.as(MemberAccessExprSyntax.self)?.base?.compactText
            let appHelper = base.map { !Self.frameworkFontTypes.contains($0) } ?? false
            guard appHelper || !builders.contains(name) && !FontAPIs.names.contains(name) else { continue }
            calls.append((helper, .uiKit))
        }
        // A modifier named for fonts (`.fontSize(15)`, `.appFont(.caption)`) on a view.
        for (name, found) in file.facts.callsByName where name.first?.isLowercase == true && Self.mentionsFont(name) && !FontAPIs.names.contains(name) {
            for call in found where call.receiver != nil && call.calledExpression.is(MemberAccessExprSyntax.self) {
                // On an image (a symbol's size), not text.
                if let receiver = call.receiver, ModifierChain(receiver).rootTypeName == "Image" { continue }
                // Not the helper given to `.font(…)`, already taken above.
                if call.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent == "font" { continue }
                calls.append((call, .swiftUI))
            }
        }
        // A font the app keeps as a constant (`label.font = Typography.caption`), made by a fixed-size builder or helper
        // where it is declared.
        // (Or one the app adds to UIFont, written without its type: `hintLabel.font = .hintText`. A SwiftUI text style
        // written so, `font = .body` in a file that uses SwiftUI, is the framework's own.)
        for assignment in file.facts.assignments("font") where assignment.valueElements.count == 1 {
            guard let member = assignment.value.as(MemberAccessExprSyntax.self) else { continue }
            let name = member.declName.baseName.text
            if let base = member.base {
                if Self.frameworkFontTypes.contains(base.compactText) { continue }
            } else if file.facts.importedModules.contains("SwiftUI") && TextStyles.sizes.contains(where: { $0.swiftUI == name || $0.uiKit == name }) {
                continue
            }
            guard name.first?.isLowercase == true, !FontAPIs.names.contains(name) else { continue }
            check(.uiKit, into: &diagnoses) { found in
                found.append(diagnosis(
                    at: member.declName,
                    "'\(name)' is a font of a fixed point size, made where the app declares it, which does not grow with the user's text size",
                    suggestion: "Scale the constant where it is made: UIFontMetrics.default.scaledFont(for:), or a text style with UIFont.preferredFont(forTextStyle:); and turn on adjustsFontForContentSizeCategory.",
                    conditions: [.typeHas(TypeSummary.functionKey(name), .setsFixedFontSize)]))
            }
        }
        var seen: Set<SyntaxIdentifier> = []
        for (call, framework) in calls.sorted(by: { $0.0.position < $1.0.position }) where seen.insert(call.id).inserted {
            guard let name = call.calledExpression.lastNameComponent else { continue }
            // A modifier is pointed at by its name; a helper call given to `.font(…)` by the whole call.
            let anchor = call.receiver != nil && !(call.parent?.is(LabeledExprSyntax.self) ?? false)
                ? call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call) : Syntax(call)
            check(framework, into: &diagnoses) { found in
                found.append(diagnosis(
                    at: anchor,
                    "'\(name)(…)' sets a fixed font size: the app's helper builds the font from a point size, which does not grow with the user's text size",
                    suggestion: "Make the helper scale the size: Font.custom(_:size:relativeTo:) or .system(_:) with a text style (SwiftUI), UIFontMetrics.default.scaledFont(for:) (UIKit), or a @ScaledMetric size.",
                    conditions: [.typeHas(TypeSummary.functionKey(name), .setsFixedFontSize)]))
            }
        }
    }

    // MARK: - SwiftUI

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for call in file.facts.calls("system") where call.argument("relativeTo") == nil {
            guard let size = call.argument("size")?.expression, Self.isFixedSize(size, at: call, in: file),
                let use = Self.swiftUIFontUse(call)
            else { continue }
            if use.isImage { continue }
            let points = size.unwrapped.is(DeclReferenceExprSyntax.self) || size.unwrapped.is(MemberAccessExprSyntax.self)
                ? "'\(VariableResolver.normalizedText(size))' points" : "\(size.compactText) points"
            diagnoses.append(diagnosis(
                at: call, ".system(size:) fixes the font at \(points), which does not grow with the user's text size",
                criterion: use.criterion, fix: Self.textStyleCorrection(call, file: file)))
        }
        for call in file.facts.calls("custom") {
            guard let argument = call.arguments.first(where: { $0.label?.text == "fixedSize" }), let label = argument.label,
                let use = Self.swiftUIFontUse(call), !use.isImage
            else { continue }
            var edits = [TextEdit(
                start: label.positionAfterSkippingLeadingTrivia.utf8Offset, end: label.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: "size")]
            // Generated code is rewritten by its generator, and display type far above body size would not
            // scale sensibly with it: those keep the finding without a correction.
            let size = argument.expression.literalNumber
            let certain = !Self.isGenerated(file) && (size.map { $0 <= Self.largestScalableSize } ?? true)
            var title = "Use Font.custom(_:size:), which scales with the body text style"
            if let size, let style = Self.nearestTextStyle(to: size)?.swiftUI {
                edits.append(.insert(", relativeTo: .\(style)", at: argument.expression.endPositionBeforeTrailingTrivia.utf8Offset))
                title = "Use Font.custom(_:size:relativeTo:), which scales with the .\(style) text style"
            }
            diagnoses.append(diagnosis(
                at: call, "Font.custom(_:fixedSize:) keeps its size when the user raises the text size",
                criterion: use.criterion, fix: certain ? Fix(title: title, edits: edits) : nil))
        }
    }

    /// Above this size a fixed font is display type (a poster word, a big number) rather than text to read.
    static let largestScalableSize = 60.0

    /// A file that says it is generated (`// Generated using SwiftGen`, `// DO NOT EDIT`) in its first comment.
    static func isGenerated(_ file: SourceFileContext) -> Bool {
        guard let first = file.tree.firstToken(viewMode: .sourceAccurate) else { return false }
        let header = first.leadingTrivia.description.lowercased()
        return header.contains("generated") || header.contains("do not edit")
    }

    /// Where a SwiftUI font is used: the view its `.font` modifier styles (for the criterion), or a `Font`
    /// declaration. Nil when the call is not certainly a SwiftUI font.
    private static func swiftUIFontUse(_ call: FunctionCallExprSyntax) -> (criterion: CriterionReference?, isImage: Bool)? {
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        if let base, base.compactText != "Font", base.compactText != "SwiftUI.Font" { return nil }
        // The outermost expression the font is part of: `.system(size: 17).weight(.bold)`.
        var expression = ExprSyntax(call)
        while let member = expression.parent?.as(MemberAccessExprSyntax.self), let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            expression = ExprSyntax(outer)
        }
        if let font = expression.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
            font.calledExpression.lastNameComponent == "font", font.calledExpression.is(MemberAccessExprSyntax.self)
        {
            let context = SwiftUIViewContext(font)
            let root = context.chain.rootTypeName
            // An image (also `self` in an extension of `Image`, known by `.resizable()`): the font sizes a symbol.
            if root == "Image" || context.chain.modifiers.contains(where: { $0.name == "resizable" }) { return (nil, true) }
            // A stack of images alone (a row of rating stars): an icon size too.
            if case .imageOnly = SwiftUILabels.content(ofView: context.chain.root) { return (nil, true) }
            // `.labelStyle(.iconOnly)`: the font sizes the label's symbol; its title is never drawn.
            if context.allModifiers.contains(where: { $0.name == "labelStyle" && ($0.call?.arguments.contains { $0.expression.descendantsOrSelfMembers().contains("iconOnly") } ?? false) }) {
                return (nil, true)
            }
            if let root, UIKitTextTarget.textInputs.contains(root) { return (textResize("text-input"), false) }
            if root == "Button" || context.enclosing.contains(where: { $0.call.calledExpression.lastNameComponent == "Button" }) {
                return (textResize("button"), false)
            }
            return (nil, false)
        }
        // `static let title = Font.system(size: 28)`, `var price: Font { .system(size: 20) }`.
        if base != nil { return (nil, false) }
        if let binding = expression.ancestor(PatternBindingSyntax.self), binding.typeAnnotation?.type.simpleName == "Font" { return (nil, false) }
        if let function = expression.ancestor(FunctionDeclSyntax.self), function.signature.returnClause?.type.simpleName == "Font" {
            return (nil, false)
        }
        return nil
    }

    /// A number, or a name bound to a number that is not a `@ScaledMetric`. Sizes passed in from elsewhere
    /// (parameters, computed values) are given the benefit of the doubt.
    private static func isFixedSize(_ size: ExprSyntax, at node: some SyntaxProtocol, in file: SourceFileContext) -> Bool {
        let size = size.unwrapped
        if size.is(IntegerLiteralExprSyntax.self) || size.is(FloatLiteralExprSyntax.self) { return true }
        guard VariableResolver.plainName(size) != nil, let resolved = VariableResolver.resolve(size, at: node, in: file),
            let declaration = resolved.declaration.as(VariableDeclSyntax.self), let initializer = resolved.initializer
        else { return false }
        if declaration.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.simpleName == "ScaledMetric" }) { return false }
        return initializer.is(IntegerLiteralExprSyntax.self) || initializer.is(FloatLiteralExprSyntax.self)
    }

    private static func textResize(_ component: String) -> CriterionReference { UIKitTextTarget.textResize(component) }

    // MARK: - UIKit

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for assignment in file.facts.assignments("font") {
            guard let font = Self.fixedUIFont(in: assignment, file: file) else { continue }
            if Self.isIconFont(font, owner: assignment.owner) { continue }
            guard let target = UIKitTextTarget(assignment, in: file) else { continue }
            if target.adjusts { continue }
            diagnoses.append(diagnosis(
                at: font, "\(target.subject) gets a font of a fixed point size, which does not grow with the user's text size",
                criterion: target.criterion, fix: Self.scalingCorrection(font, in: assignment, file: file)))
        }
    }

    /// The framework's font types, as code names them before a builder or a font (`UIFont.systemFont(ofSize:)`).
    static let frameworkFontTypes: Set<String> = ["Font", "SwiftUI.Font", "UIFont", "UIKit.UIFont"]

    /// Words naming text drawn in a container of fixed size.
    static let fixedContainerWords: [[UInt8]] = ["badge", "counter", "pill", "dot"].map { Array($0.utf8) }

    /// The text styles by their size at the default text size (see ``TextStyles/sizes``).
    static let textStyles = TextStyles.sizes

    /// The text style nearest in size, for the scaling curve of a fixed size.
    static func nearestTextStyle(to size: Double) -> (uiKit: String, swiftUI: String, size: Double)? {
        textStyles.min(by: { abs($0.size - size) < abs($1.size - size) })
    }

    /// `.system(size: 17)` → `.body`, `.system(size: 13, weight: .medium)` → `.footnote.weight(.medium)`: only
    /// when a text style has exactly that size, so the text looks the same at the default text size.
    static func textStyleCorrection(_ call: FunctionCallExprSyntax, file: SourceFileContext) -> Fix? {
        guard !isGenerated(file), !file.mayRunOffIOS(call), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let size = call.argument("size")?.expression.literalNumber,
            let style = textStyles.first(where: { $0.size == size })?.swiftUI,
            call.trailingClosure == nil,
            call.arguments.allSatisfy({ ["size", "weight"].contains($0.label?.text ?? "") })
        else { return nil }
        let base = member.base.map { $0.trimmedDescription } ?? ""
        guard base.isEmpty || base == "Font" || base == "SwiftUI.Font" else { return nil }
        var replacement = "\(base).\(style)"
        if let weight = call.argument("weight")?.expression { replacement += ".weight(\(weight.trimmedDescription))" }
        let edit = TextEdit(
            start: call.positionAfterSkippingLeadingTrivia.utf8Offset, end: call.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: replacement)
        return Fix(title: "Use the .\(style) text style, which is \(Int(size)) points at the default text size and scales", edits: [edit])
    }

    /// `label.font = UIFont.systemFont(ofSize: 15)` → the same font scaled with the text style nearest in size
    /// (`UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: …)`), and the flag that makes it follow size
    /// changes. Only for a literal size of reading text, assigned alone, outside generated code.
    static func scalingCorrection(_ font: FunctionCallExprSyntax, in assignment: Assignment, file: SourceFileContext) -> Fix? {
        // The system fonts only: `UIFont(name:size:)` is optional, and `scaledFont(for:)` takes a font.
        guard assignment.valueElements.count == 1, assignment.value.id == ExprSyntax(font).id,
            font.calledExpression.lastNameComponent?.hasSuffix("SystemFont") == true || font.calledExpression.lastNameComponent == "systemFont",
            let size = font.argument("ofSize")?.expression.literalNumber,
            size <= largestScalableSize, !isGenerated(file),
            let style = nearestTextStyle(to: size)?.uiKit
        else { return nil }
        // A badge's text sits in a circle of fixed size: scaling it clips the text.
        // (Named by the object, or by the property whose initializer builds it.)
        let names = [assignment.owner?.unwrapped.lastNameComponent,
                     assignment.sequence.ancestor(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text]
        if names.contains(where: { $0.map { NameHeuristics.hasWord($0, in: fixedContainerWords) } ?? false }) { return nil }
        let start = font.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = font.endPositionBeforeTrailingTrivia.utf8Offset
        let scaled = TextEdit(
            start: start, end: end,
            replacement: "UIFontMetrics(forTextStyle: .\(style)).scaledFont(for: \(font.trimmedDescription))")
        guard let flag = FixHelpers.setOnSameObject("adjustsFontForContentSizeCategory", to: "true", after: assignment) else { return nil }
        return Fix(title: "Scale the font with the .\(style) text style and follow size changes", edits: [scaled, flag])
    }

    /// The first fixed-size font in an assignment's value: `UIFont.systemFont(ofSize: 17)`,
    /// `.boldSystemFont(ofSize: 17)`, `UIFont(name: "Avenir", size: 15)`; nil when the value is scaled.
    private static func fixedUIFont(in assignment: Assignment, file: SourceFileContext) -> FunctionCallExprSyntax? {
        var calls: [FunctionCallExprSyntax] = []
        for element in assignment.valueElements {
            if let call = element.unwrapped.as(FunctionCallExprSyntax.self) { calls.append(call) }
            calls += element.descendants(FunctionCallExprSyntax.self)
        }
        if calls.contains(where: { ["scaledFont", "preferredFont"].contains($0.calledExpression.lastNameComponent ?? "") }) { return nil }
        return calls.first { isFixedUIFont($0, file: file) }
    }

    /// `UIFont.systemFont(ofSize: 17)`, `.boldSystemFont(ofSize: size)` with a fixed size, `UIFont(name: "Avenir", size: 15)`.
    private static func isFixedUIFont(_ call: FunctionCallExprSyntax, file: SourceFileContext) -> Bool {
        guard let name = call.calledExpression.lastNameComponent, UIKitClasses.fixedSizeFonts.contains(name) else { return false }
        let size: ExprSyntax?
        if name == "UIFont" {
            guard call.calledExpression.is(DeclReferenceExprSyntax.self), call.argument("name") != nil else { return false }
            size = call.argument("size")?.expression
        } else {
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map({ $0.compactText }) ?? Optional("."),
                base == "." || base == "UIFont"
            else { return false }
            size = call.argument("ofSize")?.expression
        }
        guard let size else { return false }
        return isFixedSize(size, at: call, in: file)
    }

    /// Fixed fonts given to attributed text: `text.addAttribute(.font, value: UIFont.systemFont(ofSize: 18), range: all)`
    /// or `[.font: UIFont.boldSystemFont(ofSize: 20)]`. The label or text view that shows the text keeps that size
    /// whatever its own font, so the user's text size is ignored there too.
    private func checkAttributedText(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for name in UIKitClasses.fixedSizeFonts.sorted() {
            for call in file.facts.calls(name) where Self.isFixedUIFont(call, file: file) {
                guard Self.isFontAttribute(call), !Self.isIconFont(call, owner: nil) else { continue }
                diagnoses.append(diagnosis(
                    at: call, "attributed text gets a font of a fixed point size, which does not grow with the user's text size",
                    suggestion: "Give the attribute a scaled font: UIFontMetrics(forTextStyle: .body).scaledFont(for: …) or UIFont.preferredFont(forTextStyle:), and rebuild the text when the text size changes (or set adjustsFontForContentSizeCategory on the label showing it)."))
            }
        }
    }

    /// True when the font is the value of a `.font` attribute: a dictionary element keyed `.font`, or the `value:`
    /// of `addAttribute(.font, …)`.
    private static func isFontAttribute(_ call: FunctionCallExprSyntax) -> Bool {
        func isFontKey(_ key: ExprSyntax?) -> Bool {
            guard let member = key?.unwrapped.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "font" else { return false }
            return member.base == nil || member.base?.compactText.hasSuffix("Key") == true
        }
        if let element = call.parent?.as(DictionaryElementSyntax.self), element.value.id == ExprSyntax(call).id {
            return isFontKey(element.key)
        }
        if let argument = call.parent?.as(LabeledExprSyntax.self), argument.label?.text == "value",
            let adding = argument.parent?.parent?.as(FunctionCallExprSyntax.self), adding.calledExpression.lastNameComponent == "addAttribute"
        {
            return isFontKey(adding.arguments.first?.expression)
        }
        return false
    }

    static let iconWords: Set<String> = ["icon", "glyph", "symbol", "awesome", "ionicons", "emoji"]

    /// `font` or `Font` in a name, read byte by byte (asked of every callee name of every file).
    static func mentionsFont(_ name: String) -> Bool {
        var matched = 0
        for byte in name.utf8 {
            switch (matched, byte) {
            case (0, UInt8(ascii: "f")), (0, UInt8(ascii: "F")): matched = 1
            case (1, UInt8(ascii: "o")): matched = 2
            case (2, UInt8(ascii: "n")): matched = 3
            case (3, UInt8(ascii: "t")): return true
            case (_, UInt8(ascii: "f")), (_, UInt8(ascii: "F")): matched = 1
            default: matched = 0
            }
        }
        return false
    }

    /// A label that draws an icon from an icon font (`iconLabel`, `UIFont(name: "FontAwesome", size: 20)`):
    /// an icon size, like a SwiftUI image's font, not text.
    private static func isIconFont(_ font: FunctionCallExprSyntax, owner: ExprSyntax?) -> Bool {
        var names: [String] = []
        if let owner = owner?.unwrapped { names.append(owner.lastNameComponent ?? "") }
        if let face = font.argument("name")?.expression.staticStringValue { names.append(face) }
        return names.contains { name in
            NameHeuristics.words(name).contains { word in iconWords.contains(word) || iconWords.contains(where: word.hasPrefix) }
        }
    }
}
