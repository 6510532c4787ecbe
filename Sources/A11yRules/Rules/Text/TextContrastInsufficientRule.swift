import A11yCore
import SwiftSyntax
import A11yRuleKit

/// Text whose colour and background are both fixed in the code, with too little contrast between them.
///
/// SwiftUI: a `.foregroundColor` or `.foregroundStyle` on text (a `Text`, a `Label`, a titled `Button`, or a
/// stack holding text) and the nearest `.background` on the same view or a view around it, both colours
/// whose value the code states (see ``FixedColor``). UIKit: `textColor` (or `setTitleColor(_:for:)`) and
/// `backgroundColor` set on the same object. The threshold is WCAG 2's: 4.5:1, or 3:1 for large text (18
/// points, or 14 points bold; `.title3` and larger text styles). UIKit's secondary and fainter label colours
/// (`.secondaryLabel`, about 3.4:1 on white) are judged, for review, where the text sits on the system background.
/// Left alone: other semantic colours and asset colours,
/// colours with transparency or an opacity modifier, disabled text, and any background that is not a
/// colour with a fixed value (an image, a material, a gradient).
public struct TextContrastInsufficientRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "text-contrast-insufficient",
        title: "Text contrast too low",
        summary: "Text whose colour and background are both fixed in the code (named or literal colours) with a WCAG contrast ratio below 4.5:1, or 3:1 for large text.",
        rationale: """
            Text that is too close in lightness to its background is hard or impossible to read for people \
            with low vision or colour blindness, and for everyone in sunlight. Fixed colours also ignore Dark \
            Mode and Increase Contrast, so the system cannot rescue them.
            """,
        suggestion: "Pick colours with a contrast ratio of at least 4.5:1 (3:1 for large text), or use semantic colours such as .primary / .label on .systemBackground.",
        severity: .warning,
        criterion: CriterionReference(component: "text", criterion: "contrast"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    static let textViews: Set<String> = ["Text", "Label", "Button", "Link", "TextField"]
    static let stacks = SwiftUIViews.stacks.union(SwiftUIViews.lazyStacks)

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { checkSwiftUI(file, into: &$0) }
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    // MARK: SwiftUI

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        // The app's own modifiers that take a text colour (`.style(.footnote, color: Palette.faint)`), whose declaration in
        // any file hands it to `foregroundColor` (see ``TextStyleFacts/colouringHelpers(in:)``).
        var colouring: [(call: FunctionCallExprSyntax, argument: ExprSyntax, conditions: [ProjectCondition])] = []
        if file.sourceMentions("color:") {
            for (name, calls) in file.facts.callsByName where name.first?.isLowercase == true && !["foregroundColor", "foregroundStyle"].contains(name) {
                for call in calls {
                    guard call.calledExpression.is(MemberAccessExprSyntax.self),
                        let argument = call.arguments.first(where: { ["color", "textColor", "foregroundColor"].contains($0.label?.text) })?.expression
                    else { continue }
                    colouring.append((call, argument, [.typeHas(TypeSummary.functionKey(name), .setsTextColor)]))
                }
            }
        }
        let plain = ["foregroundColor", "foregroundStyle"].flatMap { name in
            file.facts.calls(name).compactMap { call -> (call: FunctionCallExprSyntax, argument: ExprSyntax, conditions: [ProjectCondition])? in
                guard call.arguments.count == 1, let argument = call.arguments.first?.expression else { return nil }
                return (call, argument, [])
            }
        }
        for (call, argument, conditions) in plain + colouring {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                let foreground = FixedColor.resolve(argument, uiKit: false, assets: file.settings.assetColors)
                    ?? Self.propertyColor(argument, in: file)
            else { continue }
            let context = SwiftUIViewContext(call)
            guard Self.showsText(context.chain.root) else { continue }
            let modifiers = context.allModifiers
            if modifiers.contains(where: Self.mayFade) { continue }
            let large = Self.isLargeSwiftUIText(modifiers)
            guard let background = Self.nearestBackground(after: call, in: context, assets: file.settings.assetColors) else {
                // No background anywhere around it in this view: in light mode a system colour (or a colour of
                // the app's asset catalog) shows on the system background, white, unless a parent view paints
                // one, which a person checks.
                if Self.systemAdaptive.contains(foreground.name) || foreground.isAsset || Self.isDarkAppConstant(foreground),
                    !Self.hasAnyBackground(context)
                {
                    reviewOnSystemBackground(foreground, large: large, at: member.declName, conditions: conditions, into: &diagnoses)
                }
                continue
            }
            report(foreground, on: background, large: large, at: member.declName, conditions: conditions, into: &diagnoses)
        }
        // Text faded as a whole in the default colour (`Text(created).opacity(0.5)`): the label colour blended over
        // the system background, grey on white in Light Mode. Judged, for review, where nothing around it paints.
        for call in file.facts.calls("opacity") where call.calledExpression.is(MemberAccessExprSyntax.self) {
            guard let alpha = call.arguments.first?.expression.literalNumber, alpha > 0.05, alpha < 0.95,
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            else { continue }
            let context = SwiftUIViewContext(call)
            guard Self.showsText(context.chain.root) else { continue }
            let modifiers = context.allModifiers
            // A colour of its own is judged above; a disabled or tinted control is judged by its own look.
            if modifiers.contains(where: { ["foregroundColor", "foregroundStyle", "tint", "disabled"].contains($0.name) }) { continue }
            if Self.hasAnyBackground(context) { continue }
            let grey = 1 - alpha
            let faded = FixedColor(grey, grey, grey, name: "Text at \(Int((alpha * 100).rounded())) % opacity")
            reviewOnSystemBackground(faded, large: Self.isLargeSwiftUIText(modifiers), at: member.declName, into: &diagnoses)
        }
    }

    /// One of the app's palette colours made for a light background, so judged on the system background: one that
    /// stands out more on white than on black, or a grey up to a light grey (secondary text). A light or a vivid one
    /// (`Palette.mist`, an amber on a dark theme) is made for a dark background a parent paints.
    static func isDarkAppConstant(_ color: FixedColor) -> Bool {
        guard color.isAppConstant else { return false }
        let isGrey = max(color.red, color.green, color.blue) - min(color.red, color.green, color.blue) < 0.06
        return color.luminance < 0.18 || isGrey && color.luminance < 0.45
    }

    /// The colour a view's property holds by default: `.foregroundColor(tint)` in a view or modifier declaring
    /// `var tint: Color = Palette.slate`.
    private static func propertyColor(_ expression: ExprSyntax, in file: SourceFileContext) -> FixedColor? {
        guard expression.unwrapped.is(DeclReferenceExprSyntax.self),
            let variable = VariableResolver.resolve(expression, at: expression, in: file), let initializer = variable.initializer
        else { return nil }
        return FixedColor.resolve(initializer, uiKit: false, assets: file.settings.assetColors)
    }

    /// `.disabled(true)`, or an opacity that is not 1: `.opacity(isEnabled ? 1 : 0.4)` fades only the
    /// disabled state, which may be dim. A form disabled on a condition (`.disabled(isSaving)`) is enabled most of
    /// the time, and shows its text in its own colour then: that colour is judged.
    static func mayFade(_ modifier: ModifierChain.Modifier) -> Bool {
        switch modifier.name {
        case "disabled":
            guard let value = modifier.call?.arguments.first?.expression.unwrapped.as(BooleanLiteralExprSyntax.self) else { return false }
            return value.literal.tokenKind == .keyword(.true)
        case "opacity":
            guard let value = modifier.call?.arguments.first?.expression else { return true }
            if value.literalNumber == 1 { return false }
            return !value.tokens(viewMode: .sourceAccurate).contains { $0.text == "1" || $0.text == "1.0" }
        default: return false
        }
    }

    /// The view shows text: `Text`, a `Label`, a titled `Button`, a stack with a `Text` in it, or the label
    /// a button style styles (`configuration.label`).
    static func showsText(_ root: ExprSyntax) -> Bool {
        if let member = root.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "label",
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "configuration"
        {
            return true
        }
        guard let call = root.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        if textViews.contains(name) { return name != "Button" || call.arguments.first.map { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) } ?? false }
        if stacks.contains(name) {
            return call.closures.contains { !$0.descendants(FunctionCallExprSyntax.self).filter { $0.calledExpression.lastNameComponent == "Text" }.isEmpty }
        }
        return false
    }

    /// The colour right behind the view: the first `.background` after the foreground on its own chain, or
    /// the innermost one around it. Nil when that background is not a colour with a fixed value.
    private static func nearestBackground(after foreground: FunctionCallExprSyntax, in context: SwiftUIViewContext, assets: AssetColors) -> FixedColor? {
        // A list row's background (`.listRowBackground(Color.paper)`) is what the row's text sits on.
        let names: Set<String> = ["background", "listRowBackground"]
        let own = context.chain.modifiers
        let backgrounds = own.filter { names.contains($0.name) } + context.enclosing.flatMap { $0.modifiers.filter { names.contains($0.name) } }
        guard let nearest = backgrounds.first?.call else { return nil }
        // `.background(Color.orange)`, `.background(.orange)`, `.background { Color.orange }`.
        // `.background(.orange, in: Capsule())` paints the colour in a shape.
        if let argument = nearest.arguments.first?.expression, nearest.arguments.first?.label == nil,
            nearest.arguments.count == 1 || (nearest.arguments.count == 2 && nearest.argument("in") != nil)
        {
            if argument.is(ClosureExprSyntax.self) { return closureColor(argument.cast(ClosureExprSyntax.self), assets: assets) }
            return FixedColor.resolve(argument, uiKit: false, assets: assets) ?? shapeFill(argument, assets: assets)
        }
        if let closure = nearest.trailingClosure, nearest.arguments.isEmpty { return closureColor(closure, assets: assets) }
        return nil
    }

    /// A shape filled with a fixed colour: `Capsule().fill(Color.green)`, `RoundedRectangle(cornerRadius: 6).fill(.orange)`.
    private static func shapeFill(_ expression: ExprSyntax, assets: AssetColors) -> FixedColor? {
        let chain = ModifierChain(expression)
        guard let shape = chain.rootTypeName, SwiftUIViews.shapes.union(["Rectangle", "Ellipse", "UnevenRoundedRectangle"]).contains(shape),
            let fill = chain.modifiers(named: "fill").last?.call, fill.arguments.count == 1, let color = fill.arguments.first?.expression
        else { return nil }
        return FixedColor.resolve(color, uiKit: false, assets: assets)
    }

    private static func closureColor(_ closure: ClosureExprSyntax, assets: AssetColors) -> FixedColor? {
        guard closure.statements.count == 1, let expression = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        if let filled = shapeFill(expression, assets: assets) { return filled }
        // `Color.orange.ignoresSafeArea()` is still the colour.
        let chain = ModifierChain(expression)
        guard chain.modifiers.allSatisfy({ ["ignoresSafeArea", "edgesIgnoringSafeArea"].contains($0.name) }) else { return nil }
        return FixedColor.resolve(chain.root, uiKit: false, assets: assets)
    }

    /// Point sizes of the text styles at the default text size.
    static let styleSizes: [String: Double] = [
        "extraLargeTitle2": 28, "extraLargeTitle": 36, "largeTitle": 34, "title": 28, "title2": 22, "title3": 20,
        "headline": 17, "body": 17, "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]

    /// 18 points or more, or 14 points bold (WCAG's large text): `.title3` and up, `.callout.bold()`,
    /// `.system(size: 15, weight: .bold)`.
    static func isLargeSwiftUIText(_ modifiers: [ModifierChain.Modifier]) -> Bool {
        var bold = modifiers.contains { modifier in
            modifier.name == "bold" || (modifier.name == "fontWeight" && (modifier.call?.arguments.first?.expression.isMember(named: ["bold", "heavy", "black"]) ?? false))
        }
        guard let font = modifiers.first(where: { $0.name == "font" })?.call?.arguments.first?.expression else { return false }
        var size: Double?
        if let call = font.as(FunctionCallExprSyntax.self), call.calledExpression.lastNameComponent == "system",
            let literal = call.argument("size")?.expression.literalNumber
        {
            size = literal
        }
        // `.callout.bold()`, `.body.weight(.heavy)`, `Font.title3`.
        for member in [font] + font.descendants(ExprSyntax.self) {
            if let name = member.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                if size == nil, let styleSize = styleSizes[name] { size = styleSize }
                if ["bold", "heavy", "black"].contains(name) { bold = true }
            }
        }
        guard let size else { return false }
        return size >= 18 || (size >= 14 && bold)
    }

    // MARK: UIKit

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        // A colour written out, or a local made from one first (`let green = Palette.green`).
        let resolve = { (expression: ExprSyntax) -> FixedColor? in
            if let color = FixedColor.resolve(expression, uiKit: true, assets: file.settings.assetColors) { return color }
            guard let variable = VariableResolver.resolve(expression, at: expression, in: file), !variable.isProperty,
                let initializer = variable.initializer
            else { return nil }
            return FixedColor.resolve(initializer, uiKit: true, assets: file.settings.assetColors)
        }
        var texts: [(owner: ExprSyntax, color: FixedColor, node: Syntax)] = []
        for assignment in file.facts.assignments("textColor") {
            guard let owner = assignment.owner, assignment.valueElements.count == 1,
                let color = resolve(assignment.value) ?? Self.uiKitLabelColor(assignment.value)
            else { continue }
            texts.append((owner, color, Syntax(assignment.sequence)))
        }
        // `label.attributedText = NSAttributedString(string: s, attributes: [.foregroundColor: UIColor.systemGray])`.
        for assignment in file.facts.assignments("attributedText") {
            guard let owner = assignment.owner else { continue }
            let colors = assignment.sequence.descendants(DictionaryElementSyntax.self).compactMap { element -> FixedColor? in
                guard element.key.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "foregroundColor" else { return nil }
                return FixedColor.resolve(element.value, uiKit: true, assets: file.settings.assetColors)
            }
            // One colour for the whole text; several colours are several runs, left alone.
            guard colors.count == 1, let color = colors.first else { continue }
            texts.append((owner, color, Syntax(assignment.sequence)))
        }
        for call in file.facts.calls("setTitleColor") {
            guard let color = call.arguments.first.flatMap({ resolve($0.expression) }),
                call.argument("for")?.expression.isMember(named: ["normal"]) ?? false,
                let owner = call.receiver
            else { continue }
            texts.append((owner, color, Syntax(call)))
        }
        // A clear background paints nothing: what shows through is decided further out.
        let backgrounds = file.facts.assignments("backgroundColor").filter { !Self.isClear($0.value) }
        // A swipe action draws its title in white unless given a text colour: its background is the contrast.
        // (Only in a file that makes one: resolving every background's owner would cost every file.)
        let makesSwipeActions = Self.swipeActionTypes.contains { !file.facts.calls($0).isEmpty }
        for background in backgrounds where makesSwipeActions {
            guard let owner = background.owner, background.valueElements.count == 1,
                let action = VariableResolver.resolve(owner, at: background.sequence, in: file),
                let made = action.initializer?.unwrapped.as(FunctionCallExprSyntax.self),
                let type = made.calledExpression.lastNameComponent, Self.swipeActionTypes.contains(type),
                made.argument("title").map({ !SwiftUILabels.isEmptyTitle($0.expression) && !$0.expression.isNilLiteral }) == true,
                !file.facts.assignments("textColor").contains(where: { $0.owner.map(VariableResolver.normalizedText) == VariableResolver.normalizedText(owner) }),
                let color = resolve(background.value)
            else { continue }
            let white = FixedColor(1, 1, 1, name: "the swipe action's white title")
            report(white, on: color, large: false, at: background.sequence, into: &diagnoses)
        }
        // An alert action's title recoloured by key-value coding (`action.setValue(UIColor.lightGray, forKey:
        // "titleTextColor")`): drawn on the alert's light background, about #F2F2F2 in Light Mode.
        for call in file.facts.calls("setValue") {
            guard call.argument("forKey")?.expression.staticStringValue == "titleTextColor", let receiver = call.receiver,
                let action = VariableResolver.resolve(receiver, at: call, in: file),
                action.typeName == "UIAlertAction" || action.initializer?.unwrapped.constructedTypeName == "UIAlertAction",
                let value = call.arguments.first?.expression, let color = resolve(value)
            else { continue }
            report(color, on: FixedColor(bytes: 242, 242, 242, name: "the alert's light background"), large: false, at: call, into: &diagnoses)
        }
        guard !texts.isEmpty else { return }
        // A screen this file paints (`view.backgroundColor = …`): a system colour's text may sit on it.
        func isScreen(_ assignment: Assignment) -> Bool {
            ["view", "self.view", "contentView", "self.contentView", "self", "tableView", "collectionView"].contains(assignment.owner?.compactText ?? "self")
                || assignment.isOnSelf
        }
        let paintsScreen = backgrounds.contains(where: isScreen)
        // The view's one colour when every background its type sets is the view's own and they agree: a cell's
        // content view, a screen's root view.
        func screenColor(around node: Syntax) -> FixedColor? {
            let type = node.enclosingTypeDeclaration?.name
            let colors = backgrounds.filter { $0.sequence.enclosingTypeDeclaration?.name == type }.map { assignment in
                isScreen(assignment) && assignment.valueElements.count == 1 ? resolve(assignment.value) : nil
            }
            return colors.first.flatMap { first in first.flatMap { color in colors.allSatisfy { $0 == color } ? color : nil } }
        }
        for text in texts {
            let ownerText = text.owner.compactText
            let scope = text.node.ancestor(FunctionDeclSyntax.self).map(Syntax.init) ?? text.node.ancestor(ClosureExprSyntax.self).map(Syntax.init)
            if !file.facts.assignments("isEnabled").filter({ $0.owner?.compactText == ownerText && $0.value.isFalseLiteral }).isEmpty { continue }
            let large = Self.isLargeUIKitText(ownerText, within: scope, in: file)
            // The same object's background, set in the same function or closure.
            guard let background = backgrounds.first(where: { assignment in
                assignment.owner?.compactText == ownerText && scope.map { assignment.sequence.isContained(in: $0) } ?? false
            }) else {
                // No background for it anywhere in the file, and no dark screen painted here: a system colour (or a
                // colour of the app's asset catalog) shows on the system background, white in Light Mode, unless a
                // view behind it paints one, which a person checks.
                let ownBackground = backgrounds.contains { $0.owner?.compactText == ownerText }
                if !ownBackground, let painted = screenColor(around: text.node) {
                    // The one colour this file paints its view with, which the text most likely sits on.
                    report(Self.shown(text.color, over: painted), on: painted, large: large, kind: .review, at: text.node, into: &diagnoses)
                    continue
                }
                if !ownBackground, !paintsScreen,
                    Self.isMadeForLightBackgrounds(text.color) || text.color.isAsset || Self.isDarkAppConstant(text.color)
                        || Self.uiKitLabelColorsOnWhite[text.color.name] != nil
                {
                    reviewOnSystemBackground(text.color, large: large, uiKit: true, at: text.node, into: &diagnoses)
                }
                continue
            }
            guard background.valueElements.count == 1, let backgroundColor = resolve(background.value) else { continue }
            // A translucent label colour is what it gives blended over the background (`secondaryLabel`: the label grey
            // at 60 %).
            report(Self.shown(text.color, over: backgroundColor), on: backgroundColor, large: large, at: text.node, into: &diagnoses)
        }
    }

    /// `label.font = .systemFont(ofSize: 20)`, `.boldSystemFont(ofSize: 15)`, a title text style.
    static func isLargeUIKitText(_ owner: String, within scope: Syntax? = nil, in file: SourceFileContext) -> Bool {
        // The font set in the same function first: two helpers may each name their own local `label`.
        let all = file.facts.assignments("font").filter { $0.owner?.compactText == owner }
        let near = scope.map { scope in all.filter { $0.sequence.isContained(in: scope) } } ?? []
        for assignment in near.isEmpty ? all : near {
            guard let call = assignment.value.unwrapped.as(FunctionCallExprSyntax.self), let name = call.calledExpression.lastNameComponent else { continue }
            if name == "preferredFont", call.argument("forTextStyle")?.expression.isMember(named: ["largeTitle", "title1", "title2", "title3"]) == true { return true }
            guard let size = call.arguments.first?.expression.literalNumber else { continue }
            let bold = name == "boldSystemFont" || (call.argument("weight")?.expression.isMember(named: ["bold", "heavy", "black", "semibold"]) ?? false)
            return size >= 18 || (size >= 14 && bold)
        }
        return false
    }

    /// SwiftUI's system colours, which follow Light and Dark Mode and sit on the system background.
    static let systemAdaptive: Set<String> = [
        "gray", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
    ]

    /// UIKit's system colours that follow Light and Dark Mode.
    static let systemAdaptiveUIKit: Set<String> = [
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemTeal", "systemBlue", "systemIndigo", "systemPurple",
        "systemPink", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    ]

    /// UIKit's fixed colours that text shows in on a light background (`.red` for a failure, `.gray` for a detail),
    /// judged on the system background like the system colours. White, yellow, cyan and the light grey are left
    /// alone: text in them is drawn on a dark background some view paints.
    static let fixedUIKitForLight: Set<String> = ["red", "gray", "darkGray", "orange", "blue", "purple", "brown", "magenta"]

    /// A UIKit colour text shows in on the system background: a system colour or one of ``fixedUIKitForLight``.
    static func isMadeForLightBackgrounds(_ color: FixedColor) -> Bool {
        systemAdaptiveUIKit.contains(color.name) || fixedUIKitForLight.contains(color.name)
    }

    /// `.clear`, `UIColor.clear`, `nil`: a background that paints nothing.
    static func isClear(_ value: ExprSyntax) -> Bool {
        let value = value.unwrapped
        if value.isNilLiteral { return true }
        guard let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "clear" else { return false }
        return member.base == nil || ["UIColor", "Color"].contains(member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "")
    }

    /// Swipe actions whose title is white unless the code gives another colour: UIKit's, and SwipeCellKit's
    /// `SwipeAction` (its button falls back to white, read at its 2024 sources).
    static let swipeActionTypes: Set<String> = ["UIContextualAction", "UITableViewRowAction", "SwipeAction"]

    /// UIKit's secondary and fainter label colours are translucent grays that follow the appearance; on the light
    /// system background (white) they show as these values: the secondary label at about 3.4:1, below what body
    /// text needs, the tertiary and quaternary ones and placeholder text far below any threshold. (`.label` itself is
    /// fine.) Only judged where the text sits on the system background.
    static let uiKitLabelColorsOnWhite: [String: FixedColor] = [
        "secondaryLabel": .init(bytes: 138, 138, 142, name: "secondaryLabel"),
        "tertiaryLabel": .init(bytes: 196, 196, 199, name: "tertiaryLabel"),
        "quaternaryLabel": .init(bytes: 220, 220, 221, name: "quaternaryLabel"),
        "placeholderText": .init(bytes: 196, 196, 199, name: "placeholderText"),
    ]

    /// Light-mode opacity of UIKit's translucent label colours, all drawn from the same grey (#3C3C43).
    static let uiKitLabelOpacity: [String: Double] = ["secondaryLabel": 0.6, "tertiaryLabel": 0.3, "quaternaryLabel": 0.18, "placeholderText": 0.3]

    /// The colour text shows over a background: a translucent label colour blended over it (`secondaryLabel` over
    /// #F4F4F4), any other colour as it is.
    static func shown(_ color: FixedColor, over background: FixedColor) -> FixedColor {
        guard let alpha = uiKitLabelOpacity[color.name] else { return color }
        let grey = (red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255)
        return FixedColor(
            grey.red * alpha + background.red * (1 - alpha), grey.green * alpha + background.green * (1 - alpha),
            grey.blue * alpha + background.blue * (1 - alpha), name: color.name)
    }

    /// `.secondaryLabel`, `UIColor.tertiaryLabel`: one of ``uiKitLabelColorsOnWhite``.
    static func uiKitLabelColor(_ value: ExprSyntax) -> FixedColor? {
        guard let member = value.unwrapped.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIColor"
        else { return nil }
        return uiKitLabelColorsOnWhite[member.declName.baseName.text]
    }

    /// Any background on the view or a view around it in this declaration, fixed or not (an image, a material).
    static func hasAnyBackground(_ context: SwiftUIViewContext) -> Bool {
        let names: Set<String> = ["background", "backgroundStyle", "preferredColorScheme", "colorScheme", "listRowBackground", "containerBackground"]
        return context.chain.modifiers.contains { names.contains($0.name) }
            || context.enclosing.contains { $0.modifiers.contains { names.contains($0.name) } }
    }

    // MARK: Report

    private func reviewOnSystemBackground(
        _ foreground: FixedColor, large: Bool, uiKit: Bool = false, at node: some SyntaxProtocol, conditions: [ProjectCondition] = [],
        into diagnoses: inout [Diagnosis]
    ) {
        let white = FixedColor(1, 1, 1, name: "white")
        let ratio = FixedColor.contrast(foreground, white)
        guard ratio < (large ? 3.0 : 4.5) else { return }
        let shown = (ratio * 10).rounded(.down) / 10
        diagnoses.append(diagnosis(
            at: node,
            "\(foreground.name) text has a contrast ratio of \(shown):1 on the light system background, below the \(large ? "3" : "4.5"):1 that \(large ? "large " : "")text needs",
            severity: .note,
            suggestion: "Check the background this text sits on in Light Mode: on the system background, use "
                + (uiKit ? ".label" : ".primary")
                + ", or a darker colour; if a view behind it paints a darker background, check that pair instead.",
            conditions: conditions, kind: .review))
    }

    private func report(
        _ foreground: FixedColor, on background: FixedColor, large: Bool, kind: FindingKind = .defect, at node: some SyntaxProtocol,
        conditions: [ProjectCondition] = [], into diagnoses: inout [Diagnosis]
    ) {
        let ratio = FixedColor.contrast(foreground, background)
        let minimum = large ? 3.0 : 4.5
        guard ratio < minimum else { return }
        let shown = (ratio * 10).rounded(.down) / 10
        let needs = "below the \(large ? "3" : "4.5"):1 that \(large ? "large " : "")text needs (light-mode values)"
        if kind == .review {
            diagnoses.append(diagnosis(
                at: node, "\(foreground.name) text on the view's \(background.name) background has a contrast ratio of \(shown):1, \(needs)",
                severity: .note,
                suggestion: "Check what this text sits on: if it is the view's own background, darken the text colour (or lighten the background); if a view between them paints another colour, check that pair instead.",
                conditions: conditions, kind: .review))
            return
        }
        diagnoses.append(diagnosis(at: node, "\(foreground.name) text on \(background.name) has a contrast ratio of \(shown):1, \(needs)", conditions: conditions))
    }
}
