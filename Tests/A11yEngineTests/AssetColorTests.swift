import A11yCore
import A11yEngine
import A11yRuleKit
import Foundation
import Testing

/// Colours kept in asset catalogs: read once before the files, then text in those colours is judged like text in a
/// colour written in the code.
struct AssetColorTests {
    static func colorSet(_ components: String, dark: String? = nil) -> String {
        var entries = [#"{ "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { \#(components) } } }"#]
        if let dark {
            entries.append(#"{ "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { \#(dark) } } }"#)
        }
        return #"{ "colors" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    @Test("A colour set's light colour is read whether written as fractions, bytes or hexadecimal; see-through and dark-only sets are not")
    func readsLightColors() throws {
        let fractions = try #require(AssetColors.lightColor(contents: Data(Self.colorSet(#""red" : "0.980", "green" : "0.956", "blue" : "0.872", "alpha" : "1.000""#).utf8), name: "Paper"))
        #expect(abs(fractions.red - 0.98) < 0.001 && abs(fractions.blue - 0.872) < 0.001)
        #expect(fractions.name == "'Paper' (#FAF4DE)")
        let bytes = try #require(AssetColors.lightColor(contents: Data(Self.colorSet(#""red" : "223", "green" : "115", "blue" : "8", "alpha" : "1.000""#).utf8), name: "Rust"))
        #expect(bytes.name == "'Rust' (#DF7308)")
        let hex = try #require(AssetColors.lightColor(contents: Data(Self.colorSet(#""red" : "0x02", "green" : "0xA6", "blue" : "0xBF", "alpha" : "1.000""#).utf8), name: "Sea"))
        #expect(hex.name == "'Sea' (#02A6BF)")
        // The dark appearance is not the light one.
        let paired = try #require(AssetColors.lightColor(
            contents: Data(Self.colorSet(#""white" : "0.100", "alpha" : "1.000""#, dark: #""white" : "0.900", "alpha" : "1.000""#).utf8), name: "Ink"))
        #expect(paired.luminance < 0.05)
        #expect(AssetColors.lightColor(contents: Data(Self.colorSet(#""red" : "0", "green" : "0", "blue" : "0", "alpha" : "0.400""#).utf8), name: "Scrim") == nil)
        #expect(AssetColors.lightColor(contents: Data("not json".utf8), name: "Broken") == nil)
    }

    @Test("Generated symbol names follow Xcode's lower camel case")
    func symbolNames() {
        #expect(AssetColors.symbolName(forAsset: "ACText") == "acText")
        #expect(AssetColors.symbolName(forAsset: "Brand Blue") == "brandBlue")
        #expect(AssetColors.symbolName(forAsset: "accent-color") == "accentColor")
        #expect(AssetColors.symbolName(forAsset: "Ink") == "ink")
    }

    @Test("A palette constant that looks a catalog colour up through the app's own function has that colour")
    func paletteLookups() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Assets.xcassets/Mist Grey.colorset/Contents.json", Self.colorSet(#""white" : "0.690", "alpha" : "1.000""#))
        try directory.write("App/Assets.xcassets/Page.colorset/Contents.json", Self.colorSet(#""white" : "0.957", "alpha" : "1.000""#))
        try directory.write("App/Palette.swift", """
            import UIKit
            func themedColor(_ name: String) -> UIColor { UIColor(named: name) ?? .label }
            extension UIColor {
                enum Palette {
                    static var mist: UIColor { return themedColor("Mist Grey") }
                    static var page: UIColor { themedColor("Page") }
                    static var missing: UIColor { themedColor("No Such Colour") }
                }
            }
            """)
        try directory.write("App/StampView.swift", """
            import UIKit
            final class StampView: UIView {
                private let dateLabel = UILabel()
                private let noteLabel = UILabel()
                func style() {
                    dateLabel.textColor = UIColor.Palette.mist
                    dateLabel.backgroundColor = .Palette.page
                    noteLabel.textColor = .Palette.missing
                    noteLabel.backgroundColor = .Palette.page
                }
            }
            """)
        let report = Auditor(jobs: 1).audit(paths: ["."], baseDirectory: directory.path)
        let contrast = report.findings.filter { $0.ruleID == "text-contrast-insufficient" }
        #expect(contrast.map(\.span.start.line) == [6], "\(contrast.map(\.message))")
        #expect(contrast.first?.message.contains("'mist' (#B0B0B0) text on 'page' (#F4F4F4)") == true, "\(contrast.map(\.message))")
    }

    @Test("Text in an asset colour is judged against its background, by name or by generated symbol; a dark one is quiet")
    func auditsAssetColors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Assets.xcassets/Sea.colorset/Contents.json", Self.colorSet(#""red" : "0x02", "green" : "0xA6", "blue" : "0xBF", "alpha" : "1.000""#))
        try directory.write("App/Assets.xcassets/Paper.colorset/Contents.json", Self.colorSet(#""red" : "0.980", "green" : "0.956", "blue" : "0.872", "alpha" : "1.000""#))
        try directory.write("App/Assets.xcassets/Ink.colorset/Contents.json", Self.colorSet(#""white" : "0.100", "alpha" : "1.000""#, dark: #""white" : "0.900", "alpha" : "1.000""#))
        try directory.write("App/Assets.xcassets/brand_gold.colorset/Contents.json", Self.colorSet(#""red" : "199", "green" : "165", "blue" : "67", "alpha" : "1.000""#))
        try directory.write("App/Header.swift", """
            import SwiftUI
            struct Header: View {
                var body: some View {
                    VStack {
                        Text("Today").foregroundColor(Color("Sea")).background(Color("Paper"))
                        Text("Tomorrow").foregroundColor(.sea).background(Color.paper)
                        Text("Later").foregroundColor(Color("Ink")).background(Color("Paper"))
                        Text("Gold").foregroundColor(.brand_gold).background(Color.white)
                    }
                }
            }
            """)
        let report = Auditor(jobs: 1).audit(paths: ["."], baseDirectory: directory.path)
        let contrast = report.findings.filter { $0.ruleID == "text-contrast-insufficient" }
        // `.brand_gold`: a hand-written constant spelled as its asset is.
        #expect(contrast.map(\.span.start.line) == [5, 6, 8])
        #expect(contrast.first?.message.contains("'Sea' (#02A6BF) text on 'Paper' (#FAF4DE)") == true)
        // A colour set whose Contents.json is a pipe, and one too large to be a colour set, are left out; the audit
        // does not wait on the pipe.
        try directory.write("App/Assets.xcassets/Fog.colorset/.keep", "")
        #expect(mkfifo(directory.path + "/App/Assets.xcassets/Fog.colorset/Contents.json", 0o644) == 0)
        try directory.write("App/Assets.xcassets/Huge.colorset/Contents.json", String(repeating: " ", count: 100_000))
        let hostile = Auditor(jobs: 1).audit(paths: ["."], baseDirectory: directory.path)
        #expect(hostile.findings.filter { $0.ruleID == "text-contrast-insufficient" }.map(\.span.start.line) == [5, 6, 8])
        // Without the catalog, the colours are unknown and nothing is said.
        try FileManager.default.removeItem(atPath: directory.path + "/App/Assets.xcassets")
        let bare = Auditor(jobs: 1).audit(paths: ["."], baseDirectory: directory.path)
        #expect(bare.findings.filter { $0.ruleID == "text-contrast-insufficient" }.isEmpty)
    }

    @Test("A generated accessor for a colour filed in a group (Colors.Text.faint for the asset TextFaint) has that colour; an app constant of the member's name wins")
    func groupedAccessors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Assets.xcassets/Text/TextFaint.colorset/Contents.json", Self.colorSet(#""red" : "0xA8", "green" : "0xA8", "blue" : "0xA8", "alpha" : "1.000""#))
        try directory.write("App/Assets.xcassets/Background/BackgroundCard.colorset/Contents.json", Self.colorSet(#""white" : "0.980", "alpha" : "1.000""#))
        try directory.write("App/Assets.xcassets/Text/TextStrong.colorset/Contents.json", Self.colorSet(#""white" : "0.100", "alpha" : "1.000""#))
        try directory.write("App/Header.swift", """
            import SwiftUI
            struct Header: View {
                var body: some View {
                    VStack {
                        Text("Faint").foregroundColor(Colors.Text.faint).background(Colors.Background.card)
                        Text("Strong").foregroundColor(Colors.Text.strong).background(Colors.Background.card)
                        Text("Other").foregroundColor(Colors.Text.unknown).background(Colors.Background.card)
                    }
                }
            }
            """)
        let report = Auditor(jobs: 1).audit(paths: ["."], baseDirectory: directory.path)
        let contrast = report.findings.filter { $0.ruleID == "text-contrast-insufficient" }
        #expect(contrast.map(\.span.start.line) == [5], "\(contrast.map(\.message))")
        #expect(contrast.first?.message.contains("'TextFaint' (#A8A8A8)") == true)
    }
}
