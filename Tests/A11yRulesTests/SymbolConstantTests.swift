import A11yCore
import A11yEngine
import A11yRuleKit
import A11yRules
import Testing

/// A symbol named through the app's constant is read like one written out.
struct SymbolConstantTests {
    @Test("The app's constant for a symbol gives the common symbol its name starts with")
    func constantsNameTheirSymbol() {
        #expect(SymbolNames.knownSymbol(startingWith: "ellipsisNavigation") == "ellipsis")
        #expect(SymbolNames.knownSymbol(startingWith: "trashCircleFill") == "trash.circle.fill")
        #expect(SymbolNames.knownSymbol(startingWith: "brandLogo") == nil)
    }

    @Test("A bar button showing such a symbol is a review item, not a defect")
    func barButtonWithSymbolConstantIsReviewed() {
        let source = """
            import UIKit
            extension String { static func ellipsisToolbar() -> String { "ellipsis.circle" } }
            final class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: .ellipsisToolbar()), menu: UIMenu(children: []))
                }
            }
            """
        let findings = Auditor(jobs: 1).audit(sources: [("Notes.swift", source)]).findings
            .filter { $0.ruleID == RuleID("icon-only-button-unlabeled") }
        #expect(findings.map(\.kind) == [.review])
    }
}

/// The app's colour constants are read before any file is analysed.
struct ColorConstantTests {
    @Test("One-line colour constants are read with their values; a name with two values is left out")
    func constantsAreRead() {
        let palette = """
            enum Palette {
                static let leafGreen = UIColor(hexString: "67B279")
                public static let ink: UIColor = #colorLiteral(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                static var sand: UIColor { UIColor(red: 0.9, green: 0.8, blue: 0.6, alpha: 1) }
                static let faded = UIColor(red: 0.9, green: 0.8, blue: 0.6, alpha: 0.5)
                static let accent = UIColor(hex: "#FF0000")
                static let spacing: CGFloat = 8
            }
            """
        let other = "enum DarkPalette {\n    static let accent = UIColor(hex: \"#00FF00\")\n}"
        let colors = AppColorConstants.read([palette, other].map { Array($0.utf8) })
        #expect(colors.keys.sorted() == ["ink", "leafGreen", "sand"])
        #expect(colors["leafGreen"]?.name == "'leafGreen' (#67B279)")
        #expect(colors["ink"].map { abs($0.red - 0.1) < 0.001 } == true)
    }
}

struct LengthConstantTests {
    @Test("Number constants at the top level or static are read; local ones, other types, expressions and names with two values are not")
    func constantsAreRead() {
        let sizes = """
            import CoreGraphics
            let controlSize = 40.0
            public let rowHeight: CGFloat = 36 // compact rows
            let margin = 8 + 4
            let title = "Total"
            let ratio: String = 2
            enum Layout {
                static let iconSide: CGFloat = 1_8
                private static let corner = 12.5
                let notStatic = 3
            }
            func build() {
                let local = 10
            }
            """
        let other = "let rowHeight: CGFloat = 44\nlet controlSize = 40.0\n"
        let lengths = AppLengthConstants.read([sizes, other].map { Array($0.utf8) })
        #expect(lengths == ["controlSize": 40, "iconSide": 18, "corner": 12.5])
    }
}
