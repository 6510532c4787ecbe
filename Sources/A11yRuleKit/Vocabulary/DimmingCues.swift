import SwiftSyntax

/// What a layer that dims or blurs the screen behind a modal looks like in code. A dimming layer is strong
/// evidence of a modal; a clear or plain backdrop is not.
public enum DimmingCues {
    /// A SwiftUI layer that dims the screen: `Color.black.opacity(0.4)`, `Rectangle().fill(.ultraThinMaterial)`,
    /// `Color(.black).opacity(…)`, a blur view. A clear tap-catcher is not one.
    public static func isDimmingLayer(_ chain: ModifierChain) -> Bool {
        isDimmingExpression(chain.expression)
    }

    public static func isDimmingExpression(_ expression: ExprSyntax) -> Bool {
        let chain = ModifierChain(expression)
        let rootType = chain.rootTypeName
        if let rootType, rootType.contains("Blur") { return true }
        // `.black.opacity(0.8)` where a colour is expected (an argument, a `fill`).
        let implicitColor = chain.root.as(MemberAccessExprSyntax.self).map { $0.base == nil && ["black", "gray"].contains($0.declName.baseName.text) } ?? false
        // An app's own palette (`AppColors.darkGrey.opacity(0.6)`): a dark colour made see-through.
        if rootType != "Color", let member = chain.root.as(MemberAccessExprSyntax.self), let palette = member.base?.as(DeclReferenceExprSyntax.self),
            palette.baseName.text.first?.isUppercase == true, isScrimColorName(member.declName.baseName.text), chain.has("opacity")
        {
            return true
        }
        guard rootType == "Color" || rootType == "Rectangle" || implicitColor else { return false }
        let members = expression.descendantsOrSelfMembers()
        if !members.isDisjoint(with: SwiftUIViews.materials) { return true }
        if members.contains("clear") && !members.contains("black") { return false }
        // A faint wash of a hue (`Color.red.opacity(0.1)` behind a failed picture) tints; it does not dim a screen.
        if !members.isDisjoint(with: hues) && members.isDisjoint(with: ["black", "gray", "grey", "darkGray"]) { return false }
        let hasOpacity = expression.descendants(FunctionCallExprSyntax.self).contains {
            $0.calledExpression.lastNameComponent == "opacity"
        } || expression.descendants(LabeledExprSyntax.self).contains { $0.label?.text == "opacity" }
        return hasOpacity
    }

    /// A dimming layer among a modifier's arguments or its content closure: `.background(Color.black.opacity(0.3))`,
    /// `.overlay(show ? Color.black.opacity(0.5) : .clear)`, `.background { if show { Color.black.opacity(0.4) } }`.
    /// With `dark`, only a dark colour or a material counts (a scrim), not a light tint.
    public static func dimsInArguments(_ call: FunctionCallExprSyntax, dark: Bool = false) -> Bool {
        var candidates: [ExprSyntax] = call.arguments.map(\.expression)
        for closure in call.closures {
            for item in closure.statements {
                if let expression = item.item.as(ExprSyntax.self) { candidates.append(expression) }
            }
        }
        var index = 0
        while index < candidates.count {
            let expression = candidates[index]
            index += 1
            if isDimmingExpression(expression) && (!dark || isDark(expression)) { return true }
            if let sequence = expression.as(SequenceExprSyntax.self) {
                for element in sequence.elements {
                    if let ternary = element.as(UnresolvedTernaryExprSyntax.self) { candidates.append(ternary.thenExpression) } else { candidates.append(element) }
                }
            } else if let ternary = expression.as(TernaryExprSyntax.self) {
                candidates += [ternary.thenExpression, ternary.elseExpression]
            } else if let ifExpr = expression.as(IfExprSyntax.self) {
                candidates += ifExpr.body.statements.compactMap { $0.item.as(ExprSyntax.self) }
            }
        }
        return false
    }

    /// SwiftUI's named hues: tints, not scrims.
    static let hues: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "accentColor",
    ]

    /// Black, grey or a material: what a scrim is made of, unlike a tint of colour.
    package static func isDark(_ expression: ExprSyntax) -> Bool {
        let members = expression.descendantsOrSelfMembers()
        return !members.isDisjoint(with: ["black", "gray", "darkGray"]) || !members.isDisjoint(with: SwiftUIViews.materials)
            || ModifierChain(expression).rootTypeName?.contains("Blur") == true
    }

    /// A clear layer that only catches taps: `Color.clear.contentShape(Rectangle()).onTapGesture { … }`.
    public static func isClearTapCatcher(_ chain: ModifierChain) -> Bool {
        // A spacer given a shape to hit (`Spacer().frame(…).contentShape(Rectangle()).onTapGesture { … }`) draws nothing.
        if chain.rootTypeName == "Spacer", chain.has("contentShape"), chain.has("onTapGesture") { return true }
        guard chain.has("onTapGesture"), let type = chain.rootTypeName, ["Color", "Rectangle"].contains(type) || chain.root.as(MemberAccessExprSyntax.self)?.base == nil
        else { return false }
        let members = chain.expression.descendantsOrSelfMembers()
        return members.contains("clear") || chain.modifiers(named: "opacity").contains { modifier in
            (modifier.call?.arguments.first?.expression.literalNumber ?? 1) < 0.05
        }
    }

    /// The layer fills the screen: `.ignoresSafeArea()`, or a frame as large as its container allows.
    public static func fillsScreen(_ chain: ModifierChain) -> Bool {
        // Given a height or a width in points (`.ignoresSafeArea().frame(height: expanded ? 0 : 110)`), it is a bar.
        if chain.modifiers(named: "frame").contains(where: { modifier in
            ["height", "width"].contains { modifier.call?.argument($0).map { isPointLength($0.expression) } ?? false }
        }) {
            return false
        }
        return chain.has("ignoresSafeArea") || chain.has("edgesIgnoringSafeArea")
            || chain.modifiers(named: "frame").contains { modifier in
                guard let call = modifier.call else { return false }
                return call.argument("maxWidth")?.expression.compactText == ".infinity"
                    && call.argument("maxHeight")?.expression.compactText == ".infinity"
                    || measuresScreen(call.argument("width")?.expression, "width") && measuresScreen(call.argument("height")?.expression, "height")
            }
    }

    /// A length written in points: `110`, `compact ? 0 : 110`.
    private static func isPointLength(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { return true }
        guard let ternary = expression.as(SequenceExprSyntax.self)?.ternaryParts else { return false }
        return isPointLength(ternary.then) && isPointLength(ternary.otherwise)
    }

    /// A length read from the screen or the container's whole size: `geometry.size.width`, `screenSize.height`,
    /// `UIScreen.main.bounds.width`.
    static func measuresScreen(_ expression: ExprSyntax?, _ dimension: String) -> Bool {
        guard let member = expression?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == dimension,
            let base = member.base
        else { return false }
        let text = base.trimmedDescription.lowercased()
        return text.contains("screen") || text.hasSuffix("bounds") || text.hasSuffix("size") && ["geometry", "proxy", "metrics"].contains(where: text.contains)
    }

    /// A layer you cannot see through: a colour, a material or a gradient that is not clear or faded, drawn as the
    /// layer itself or as its background.
    /// An app's colour palette (`BrandColor.surface`, `Theme.Colors.page`, `Palette.surface`):
    /// its members are colours, opaque unless they say otherwise.
    static func namesPalette(_ base: ExprSyntax?) -> Bool {
        guard let name = base?.lastNameComponent else { return false }
        return NameHeuristics.words(name).contains { ["color", "colors", "colour", "colours", "palette"].contains($0) }
    }

    /// A colour the view keeps as a property (`backgroundColor`, `self.fillColor`): a colour it paints with.
    static func namesColor(_ name: String) -> Bool {
        NameHeuristics.words(name).contains { ["color", "colour"].contains($0) }
    }

    /// A colour of the asset catalogue made by a generated accessor: `Asset.Colors.curtain.color`,
    /// `Assets.Palette.page.swiftUIColor` (a palette's name somewhere on the way to the colour).
    static func isGeneratedColor(_ member: MemberAccessExprSyntax) -> Bool {
        guard ["color", "swiftUIColor"].contains(member.declName.baseName.text) else { return false }
        var current = member.base
        while let link = current?.as(MemberAccessExprSyntax.self) {
            if namesPalette(link.base) { return true }
            current = link.base
        }
        return false
    }

    /// A theme's backdrop used as a view: `theme.pageBackground`, `Style.backdrop`.
    private static func namesBackdrop(_ member: MemberAccessExprSyntax) -> Bool {
        member.base != nil && ["background", "backdrop"].contains(NameHeuristics.words(member.declName.baseName.text).last ?? "")
    }

    private static func namesOwnColor(_ member: MemberAccessExprSyntax) -> Bool {
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) && namesColor(member.declName.baseName.text)
    }

    public static func isOpaqueLayer(_ chain: ModifierChain) -> Bool {
        func opaque(_ expression: ExprSyntax) -> Bool {
            let chain = ModifierChain(expression)
            guard ["Color", "Rectangle", "LinearGradient", "RadialGradient"].contains(chain.rootTypeName ?? "")
                || chain.root.as(MemberAccessExprSyntax.self).map({
                    $0.base == nil || namesPalette($0.base) || namesOwnColor($0) || isGeneratedColor($0) || namesBackdrop($0)
                }) == true
                || chain.root.as(DeclReferenceExprSyntax.self).map({ namesColor($0.baseName.text) }) == true
            else { return false }
            let members = expression.descendantsOrSelfMembers()
            if members.contains("clear") { return false }
            return !chain.has("opacity") || isDimmingExpression(expression)
        }
        if opaque(chain.expression) { return true }
        // `.background(Color.white)` or `.background { Color.white }`.
        return chain.modifiers(named: "background").contains { modifier in
            guard let call = modifier.call else { return false }
            return call.arguments.contains { opaque($0.expression) }
                || call.closures.contains { $0.statements.count == 1 && $0.statements.first?.item.as(ExprSyntax.self).map(opaque) == true }
        }
    }

    /// Colour names apps give their scrims: `black`, `darkGrey`, `dimBackground`, `scrim`, `backdrop`, `sheetOverlay`.
    package static func isScrimColorName(_ name: String) -> Bool {
        let words = NameHeuristics.words(name)
        return words.contains { ["black", "dim", "scrim", "backdrop", "overlay"].contains($0) } || words.first == "dark"
    }

    /// `Color.white`, `Color(.systemBackground).ignoresSafeArea()`, `Spacer()`: nothing to hide.
    public static func isPlainBackdrop(_ chain: ModifierChain) -> Bool {
        guard let type = chain.rootTypeName else { return false }
        return SwiftUIViews.backdrops.contains(type)
    }

    /// A UIKit dimming colour: `UIColor.black.withAlphaComponent(0.5)`, `.black.withAlphaComponent(…)`,
    /// `UIColor(white: 0, alpha: 0.4)`.
    public static func isDimmingColor(_ expression: ExprSyntax) -> Bool {
        let members = expression.descendantsOrSelfMembers()
        let calls = expression.descendants(FunctionCallExprSyntax.self) + (expression.as(FunctionCallExprSyntax.self).map { [$0] } ?? [])
        if calls.contains(where: { $0.calledExpression.lastNameComponent == "withAlphaComponent" }) {
            if members.contains("black") || members.contains("darkGray") || members.contains("gray") { return true }
            // The app's own dark colour made translucent: `UIColor.appBlackBackground().withAlphaComponent(0.8)`.
            let names = members.union(calls.compactMap { $0.calledExpression.lastNameComponent })
            return names.contains { name in NameHeuristics.words(name).contains { ["black", "dark", "dim", "scrim", "shadow"].contains($0) } }
        }
        return calls.contains { call in
            ExprSyntax(call).constructedTypeName == "UIColor" && call.argument("white") != nil && call.argument("alpha") != nil
        }
    }
}
