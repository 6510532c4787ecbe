import Foundation

/// Colours an app keeps in its asset catalogs (`Assets.xcassets/Brand/Ink.colorset/Contents.json`), by asset name,
/// with their light-appearance values. Code names them `Color("Ink")`, `UIColor(named: "Ink")`, or by the symbol
/// Xcode generates for the asset (`Color.ink`, `.ink`), which apps written before those symbols also hand-write.
public struct AssetColors: Sendable, Equatable {
    public private(set) var byName: [String: FixedColor] = [:]
    private var bySymbol: [String: FixedColor] = [:]
    /// The app's own colour constants with a fixed value (`static let middleGray = UIColor(hex: "848BA7")`), by the
    /// constant's name: code names them `Palette.middleGray` or `.middleGray`.
    public private(set) var constants: [String: FixedColor] = [:]

    public init() {}

    public init(_ colors: [String: FixedColor]) {
        for (name, color) in colors.sorted(by: { $0.key < $1.key }) { add(color, named: name) }
    }

    public var isEmpty: Bool { byName.isEmpty && constants.isEmpty }

    /// A constant is a fixed colour like one written out: judged against a background the code gives, never
    /// against the system background (apps that keep palettes of constants often paint their own, dark ones).
    public mutating func addConstant(_ color: FixedColor, named name: String) {
        constants[name] = color
    }

    /// The value of the app's colour constant of that name.
    public func constant(named name: String) -> FixedColor? {
        guard var color = constants[name] else { return nil }
        color.isAppConstant = true
        return color
    }

    public mutating func add(_ color: FixedColor, named name: String) {
        var color = color
        color.isAsset = true
        byName[name] = color
        bySymbol[Self.symbolName(forAsset: name)] = color
    }

    /// The colour an asset name or a generated symbol stands for.
    public func color(named name: String) -> FixedColor? { byName[name] }
    /// The colour a member names: Xcode's generated symbol, or a hand-written constant spelled as the asset is
    /// (`static var brand_gold: Color { Color("brand_gold") }` used as `.brand_gold`).
    public func color(symbol: String) -> FixedColor? { bySymbol[symbol] ?? byName[symbol] }

    /// Xcode's generated symbol for an asset: words joined in lower camel case, a leading capitalised run lowered
    /// (`ACText` → `acText`, `Brand Blue` → `brandBlue`, `accent-color` → `accentColor`).
    public static func symbolName(forAsset name: String) -> String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = words.first else { return name }
        var head = Array(first)
        var index = 0
        while index < head.count, head[index].isUppercase {
            // In `ACText`, the `T` starts the next word: keep it when a lowercase letter follows it.
            if index > 0, index + 1 < head.count, head[index + 1].isLowercase { break }
            head[index] = Character(head[index].lowercased())
            index += 1
        }
        return String(head) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The light-appearance colour of a colour set's `Contents.json`, or nil when it has none, is see-through, or
    /// is not written as components (a system colour reference).
    public static func lightColor(contents: Data, name: String) -> FixedColor? {
        guard let root = try? JSONSerialization.jsonObject(with: contents) as? [String: Any],
            let entries = root["colors"] as? [[String: Any]]
        else { return nil }
        // The entry for any appearance, or the one marked light; phones' entries before the universal one.
        let light = entries.filter { entry in
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            return appearances.allSatisfy { ($0["value"] as? String) == "light" }
        }
        let ordered = light.filter { ($0["idiom"] as? String) == "iphone" } + light.filter { ($0["idiom"] as? String) != "iphone" }
        for entry in ordered {
            guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { continue }
            if let alpha = channel(components["alpha"]), alpha.value < 1 || alpha.isByte && alpha.value < 255 { return nil }
            let channels = ["red", "green", "blue"].compactMap { channel(components[$0]) }
            // Bytes (`"250"`, `"0xFA"`) or fractions (`"0.980"`): bytes when any channel is written as one.
            let inBytes = channels.contains { $0.isByte || $0.value > 1 }
            if channels.count == 3 {
                let (red, green, blue) = (scaled(channels[0], inBytes), scaled(channels[1], inBytes), scaled(channels[2], inBytes))
                return Self.color(red, green, blue, asset: name)
            }
            if let white = channel(components["white"]) {
                let value = scaled(white, white.isByte || white.value > 1)
                return Self.color(value, value, value, asset: name)
            }
        }
        return nil
    }

    /// An asset's colour as messages name it: `'Ink' (#1A2B3C)`.
    public static func color(_ red: Double, _ green: Double, _ blue: Double, asset name: String) -> FixedColor {
        FixedColor(red, green, blue, name: "'\(name)' (\(FixedColor.hexName(red, green, blue)))")
    }

    private static func scaled(_ channel: (value: Double, isByte: Bool), _ inBytes: Bool) -> Double {
        inBytes ? min(channel.value / 255, 1) : min(channel.value, 1)
    }

    /// `"0.980"`, `"250"`, `"0xFA"`, or a number; `isByte` when written in hexadecimal.
    private static func channel(_ value: Any?) -> (value: Double, isByte: Bool)? {
        if let value = value as? Double { return value >= 0 ? (value, false) : nil }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { (Double($0), true) } }
        guard let number = Double(text), number >= 0 else { return nil }
        return (number, false)
    }
}
