import SwiftSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Colours written so that their value is known from the code: named colours with fixed components, and
/// colours built from literal components. Semantic colours (`.primary`, `.label`), asset colours and
/// anything with transparency have no known value here.
public struct FixedColor: Equatable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    /// How the code names it, for messages: "white", "orange", "#1A73E8".
    public let name: String
    /// Read from the project's asset catalog (its light appearance), not written in the code.
    public var isAsset = false
    /// One of the app's named colour constants (`Palette.slate`), not a system colour or one written at the use.
    public var isAppConstant = false

    package init(_ red: Double, _ green: Double, _ blue: Double, name: String) {
        (self.red, self.green, self.blue, self.name) = (red, green, blue, name)
    }

    package init(bytes red: Int, _ green: Int, _ blue: Int, name: String) {
        self.init(Double(red) / 255, Double(green) / 255, Double(blue) / 255, name: name)
    }

    /// WCAG 2 relative luminance.
    public var luminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio between two colours, from 1 to 21.
    public static func contrast(_ first: FixedColor, _ second: FixedColor) -> Double {
        let (lighter, darker) = first.luminance >= second.luminance ? (first.luminance, second.luminance) : (second.luminance, first.luminance)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// SwiftUI's named colours, with their light-mode values (the system colours adapt in dark mode).
    package static let swiftUI: [String: FixedColor] = [
        "white": .init(bytes: 255, 255, 255, name: "white"), "black": .init(bytes: 0, 0, 0, name: "black"),
        "gray": .init(bytes: 142, 142, 147, name: "gray"), "red": .init(bytes: 255, 59, 48, name: "red"),
        "orange": .init(bytes: 255, 149, 0, name: "orange"), "yellow": .init(bytes: 255, 204, 0, name: "yellow"),
        "green": .init(bytes: 52, 199, 89, name: "green"), "mint": .init(bytes: 0, 199, 190, name: "mint"),
        "teal": .init(bytes: 48, 176, 199, name: "teal"), "cyan": .init(bytes: 50, 173, 230, name: "cyan"),
        "blue": .init(bytes: 0, 122, 255, name: "blue"), "indigo": .init(bytes: 88, 86, 214, name: "indigo"),
        "purple": .init(bytes: 175, 82, 222, name: "purple"), "pink": .init(bytes: 255, 45, 85, name: "pink"),
        "brown": .init(bytes: 162, 132, 94, name: "brown"),
    ]

    /// UIKit's named colours: the plain ones are fixed, the `system…` ones adapt (light-mode values).
    package static let uiKit: [String: FixedColor] = [
        "white": .init(1, 1, 1, name: "white"), "black": .init(0, 0, 0, name: "black"),
        "gray": .init(0.5, 0.5, 0.5, name: "gray"), "lightGray": .init(2.0 / 3, 2.0 / 3, 2.0 / 3, name: "lightGray"),
        "darkGray": .init(1.0 / 3, 1.0 / 3, 1.0 / 3, name: "darkGray"), "red": .init(1, 0, 0, name: "red"),
        "green": .init(0, 1, 0, name: "green"), "blue": .init(0, 0, 1, name: "blue"), "yellow": .init(1, 1, 0, name: "yellow"),
        "orange": .init(1, 0.5, 0, name: "orange"), "purple": .init(0.5, 0, 0.5, name: "purple"),
        "brown": .init(0.6, 0.4, 0.2, name: "brown"), "cyan": .init(0, 1, 1, name: "cyan"), "magenta": .init(1, 0, 1, name: "magenta"),
        "systemRed": .init(bytes: 255, 59, 48, name: "systemRed"), "systemOrange": .init(bytes: 255, 149, 0, name: "systemOrange"),
        "systemYellow": .init(bytes: 255, 204, 0, name: "systemYellow"), "systemGreen": .init(bytes: 52, 199, 89, name: "systemGreen"),
        "systemTeal": .init(bytes: 48, 176, 199, name: "systemTeal"), "systemBlue": .init(bytes: 0, 122, 255, name: "systemBlue"),
        "systemIndigo": .init(bytes: 88, 86, 214, name: "systemIndigo"), "systemPurple": .init(bytes: 175, 82, 222, name: "systemPurple"),
        "systemPink": .init(bytes: 255, 45, 85, name: "systemPink"), "systemGray": .init(bytes: 142, 142, 147, name: "systemGray"),
        "systemGray2": .init(bytes: 174, 174, 178, name: "systemGray2"), "systemGray3": .init(bytes: 199, 199, 204, name: "systemGray3"),
        "systemGray4": .init(bytes: 209, 209, 214, name: "systemGray4"), "systemGray5": .init(bytes: 229, 229, 234, name: "systemGray5"),
        "systemGray6": .init(bytes: 242, 242, 247, name: "systemGray6"),
    ]

    /// The colour an expression names, when it is fixed: `.white`, `Color.orange`, `UIColor.systemBlue`,
    /// `Color(red: 0.9, green: 0.2, blue: 0.1)`, `UIColor(red: 230/255, green: 57/255, blue: 70/255, alpha: 1)`,
    /// `Color(white: 0.4)`, `Color(hex: "#E63946")`. Nil for anything with transparency or not written out.
    public static func resolve(_ expression: ExprSyntax, uiKit: Bool, assets: AssetColors = AssetColors()) -> FixedColor? {
        let expression = expression.unwrapped
        let table = uiKit ? Self.uiKit : Self.swiftUI
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let base = member.base {
                // The app's constant (`Palette.middleGray`, `UIColor.Brand.green`).
                guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, ["Color", "UIColor"].contains(type) else {
                    // An accessor generated for a catalog colour filed in a group (`Colors.Text.tertiary` for the asset
                    // `TextTertiary`, as SwiftGen names it): the group's name and the member's, joined.
                    if let constant = assets.constant(named: name) { return constant }
                    guard let group = base.lastNameComponent, group.first?.isUppercase == true, let first = name.first else { return nil }
                    return assets.color(named: group + first.uppercased() + name.dropFirst())
                }
                return (type == "UIColor" ? Self.uiKit : Self.swiftUI)[name] ?? assets.color(symbol: name) ?? assets.constant(named: name)
            }
            return table[name] ?? assets.color(symbol: name) ?? assets.constant(named: name)
        }
        // `#colorLiteral(red: 0.4, green: 0.7, blue: 0.47, alpha: 1)`.
        if let literal = expression.as(MacroExpansionExprSyntax.self), literal.macroName.text == "colorLiteral" {
            if let alpha = literal.arguments.first(where: { $0.label?.text == "alpha" }).flatMap({ component($0.expression) }), alpha != 1 { return nil }
            let channels = ["red", "green", "blue"].compactMap { label in
                literal.arguments.first { $0.label?.text == label }.flatMap { component($0.expression) }
            }
            return channels.count == 3 ? FixedColor(channels[0], channels[1], channels[2], name: hexName(channels[0], channels[1], channels[2])) : nil
        }
        // The app's light-and-dark pairs (`UIColor.themed(light: "#F2F2F6", dark: "#000000")`, `Color(light: .ink, dark:
        // .paper)`): the light value, the one asset colours are read in too.
        if let call = expression.as(FunctionCallExprSyntax.self),
            let light = call.arguments.first(where: { $0.label?.text.lowercased().hasPrefix("light") == true }),
            call.arguments.contains(where: { $0.label?.text.lowercased().hasPrefix("dark") == true })
        {
            return light.expression.staticStringValue != nil
                ? fromHex(light.expression) : resolve(light.expression, uiKit: uiKit, assets: assets)
        }
        // The app's own lookup of a catalog colour (`appColor(named: "Feint Contrast")`, `Palette.color("Ink")`): a function
        // named for colours, given the name of a colour the catalog has.
        if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.lastNameComponent?.lowercased(),
            !["color", "uicolor"].contains(callee), callee.contains("color"),
            let name = call.arguments.first?.expression.staticStringValue, let color = assets.color(named: name)
        {
            return color
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["Color", "UIColor"].contains(type)
        else { return nil }
        // An asset catalog colour: `Color("Ink")`, `Color("Ink", bundle: .module)`, `UIColor(named: "Ink")`, or its
        // generated symbol (`Color(.ink)`, `UIColor(resource: .ink)`).
        if let first = call.arguments.first, first.label == nil || ["named", "resource"].contains(first.label?.text) {
            if let name = first.expression.staticStringValue { return assets.color(named: name) }
            if let symbol = first.expression.as(MemberAccessExprSyntax.self), symbol.base == nil {
                return assets.color(symbol: symbol.declName.baseName.text)
            }
        }
        if let alpha = call.argument("alpha")?.expression, component(alpha) != 1 { return nil }
        if call.argument("opacity") != nil { return nil }
        if let red = call.argument("red").flatMap({ component($0.expression) }),
            let green = call.argument("green").flatMap({ component($0.expression) }),
            let blue = call.argument("blue").flatMap({ component($0.expression) })
        {
            return FixedColor(red, green, blue, name: hexName(red, green, blue))
        }
        if let white = call.argument("white").flatMap({ component($0.expression) }) {
            return FixedColor(white, white, white, name: "white \(Int((white * 100).rounded()))%")
        }
        // `Color(hex: "#E63946")`, and the app's own initializers spelled the same way (`UIColor(hexString: "848ba7")`).
        if call.arguments.count == 1, let argument = call.arguments.first, let label = argument.label?.text, label.lowercased().hasPrefix("hex") {
            return fromHex(argument.expression)
        }
        return nil
    }

    /// `#E63946` for components of 0.9, 0.22 and 0.27.
    package static func hexName(_ red: Double, _ green: Double, _ blue: Double) -> String {
        "#" + [red, green, blue].map { channel -> String in
            let byte = String(Int((channel * 255).rounded()), radix: 16, uppercase: true)
            return byte.count == 1 ? "0" + byte : byte
        }.joined()
    }

    /// A colour component between 0 and 1: `0.4`, `1`, `230 / 255`, `230.0/255.0`.
    private static func component(_ expression: ExprSyntax) -> Double? {
        if let value = expression.literalNumber { return (0...1).contains(value) ? value : nil }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let numerator = sequence.elements.first?.literalNumber,
            sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
            let denominator = sequence.elements.last?.literalNumber, denominator > 0
        {
            let value = numerator / denominator
            return (0...1).contains(value) ? value : nil
        }
        return nil
    }

    /// `"#E63946"`, `"E63946"`, `0xE63946`: six hex digits of red, green and blue.
    private static func fromHex(_ expression: ExprSyntax) -> FixedColor? {
        var digits: Substring
        if let text = expression.staticStringValue {
            digits = Substring(text)
            if digits.hasPrefix("#") { digits = digits.dropFirst() }
        } else if let integer = expression.as(IntegerLiteralExprSyntax.self), integer.literal.text.hasPrefix("0x") {
            digits = integer.literal.text.dropFirst(2)
        } else {
            return nil
        }
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        return FixedColor(bytes: (value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF, name: "#" + digits.uppercased())
    }
}
