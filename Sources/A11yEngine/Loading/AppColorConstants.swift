import A11yCore
import A11yRuleKit
import SwiftParser
import SwiftSyntax

/// The app's colour constants with a fixed value, read from the Swift files before any is analysed: text coloured
/// `Palette.middleGray` in one file is judged by the value another file gives it
/// (`static let middleGray = UIColor(hexString: "848ba7")`).
///
/// Only one-line declarations are read, `static let name = <colour>`, `static let name: UIColor = <colour>` or
/// `static var name: UIColor { <colour> }`, where the colour is written out (components, a hex string, a colour
/// literal). A name given different values in different places (two themes, two nested palettes) is left out.
package enum AppColorConstants {
    package static func read(_ files: some Sequence<[UInt8]>, assets: AssetColors = AssetColors()) -> [String: FixedColor] {
        merge(files.map { constants(in: $0, assets: assets) })
    }

    /// The constants of several files together; a name given different values is left out.
    static func merge(_ perFile: [[(String, FixedColor)]]) -> [String: FixedColor] { ConstantLines.merge(perFile) }

    /// The constants of one file: the lines that hold `static` and a colour, each parsed alone.
    /// `assets`: the asset catalog's colours, for constants that name one (`static var ink: UIColor { UIColor(named: "Ink")! }`).
    static func constants(in bytes: [UInt8], assets: AssetColors = AssetColors()) -> [(String, FixedColor)] {
        guard bytes.containsSubsequence("static"), bytes.containsSubsequence("olor") else { return [] }
        var found: [(String, FixedColor)] = []
        ConstantLines.lines(of: bytes, holding: "static") { start, _, end in
            // Lines short enough to be one declaration, that name a colour.
            guard end - start < 400, bytes.firstOffset(of: "olor", from: start, to: end) != nil,
                let line = String(validating: bytes[start..<end], as: UTF8.self), let constant = constant(in: line, assets: assets)
            else { return }
            found.append(constant)
        }
        return found
    }

    /// `static let middleGray = UIColor(hexString: "848ba7")` → ("middleGray", #848BA7).
    private static func constant(in line: String, assets: AssetColors) -> (String, FixedColor)? {
        let tree = Parser.parse(source: line.trimmingCharacters(in: .whitespaces))
        guard let variable = tree.statements.first?.item.as(VariableDeclSyntax.self) ?? tree.statements.first?.item.as(DeclSyntax.self)?.as(VariableDeclSyntax.self),
            variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        let declaredType = binding.typeAnnotation?.type.simpleName
        if let declaredType, !["UIColor", "Color", "CGColor"].contains(declaredType) { return nil }
        let value: ExprSyntax?
        if let initializer = binding.initializer?.value {
            value = initializer
        } else if let statements = binding.getterStatements, statements.count == 1 {
            value = statements.first?.item.as(ExprSyntax.self) ?? statements.first?.item.as(ReturnStmtSyntax.self)?.expression
        } else {
            value = nil
        }
        guard let value, let color = FixedColor.resolve(value, uiKit: declaredType != "Color", assets: assets) else { return nil }
        // Messages name the constant: `'middleGray' (#848BA7)`.
        return (name, FixedColor(color.red, color.green, color.blue, name: "'\(name)' (\(FixedColor.hexName(color.red, color.green, color.blue)))"))
    }
}
