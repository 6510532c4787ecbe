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
