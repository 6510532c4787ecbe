import A11yCore
import A11yEngine
import A11yRules
import Foundation
import Testing

/// Files with no interface code are read for their declarations only; the findings must not change.
struct InterfaceCodeTriageTests {
    func mayHold(_ source: String) -> Bool { InterfaceCodeTriage.mayHoldInterfaceCode(Array(source.utf8)) }

    @Test("Interface code is recognised from its names, whatever the file imports")
    func interfaceCodeIsRecognised() {
        #expect(mayHold("import UIKit\nfinal class Banner {}"))
        #expect(mayHold("import SwiftUI\nlet x = 1"))
        #expect(mayHold("import Foundation\nextension Profile { func tint() -> CGFloat { 0.5 } }"))
        #expect(mayHold("import Foundation\nfunc fade(_ layer: CALayer) {}"))
        // A module of the app that re-exports SwiftUI: the file names no framework, but a view all the same.
        #expect(mayHold("import DesignSystem\nstruct Row: View { var body: some View { Caption() } }"))
        #expect(mayHold("@_exported import SwiftUI"))
        #expect(mayHold("import Foundation\nimport MapKit\nstruct Pin {}"))
        #expect(mayHold("import MessageUI"))
    }

    @Test("Models, stores and clients hold no interface code, even when they use Foundation's NS names")
    func modelsHoldNone() {
        #expect(!mayHold("import Foundation\nstruct Account: Codable { var name: String }"))
        #expect(!mayHold("import Foundation\nlet title = NSLocalizedString(\"Inbox\", comment: \"\")\nlet id = UUID()"))
        #expect(!mayHold("import Combine\nfinal class Store: ObservableObject { @Published var count: UInt = 0 }"))
        #expect(!mayHold("struct Preview {}\nlet overview = \"ViewModel\""))
    }

    @Test("The declaration reader finds what the parser finds: kinds, simple names, inherited types")
    func declarationReaderReadsHeads() {
        let source = #"""
            import struct Foundation.Date
            // class Commented: Hidden {}
            /* struct Block { /* nested */ } */
            let text = "class InString: Nope {}"
            let raw = #"struct InRaw: Nope {}"#
            let multi = """
                enum InMulti: Nope {}
                """
            @MainActor final class Screen<Model: Equatable>: Feature.BaseScreen<Model>, @unchecked Sendable, Themed & Rounded {
                class func make() -> Screen { fatalError() }
                class var shared: Int { 1 }
                enum Section: Int, CaseIterable where Int: Equatable { case a }
            }
            extension Feature.Card: Identifiable {}
            extension [Int] {}
            actor Cache: ~Copyable {}
            for actor in actors {}
            protocol Named: class {}
            """#
        let reader = DeclarationReader(Array(source.utf8))
        let heads = reader.declarations.map { "\($0.kind.rawValue) \($0.name): \($0.inheritedTypes.joined(separator: ","))" }
        #expect(heads == [
            "class Screen: BaseScreen,Sendable", "enum Section: Int,CaseIterable", "extension Card: Identifiable", "actor Cache: ",
        ])
        #expect(reader.imports == ["Foundation"])
        #expect(reader.mentionedNames.contains(DeclarationReader.nameHash("BaseScreen")))
        #expect(!reader.mentionedNames.contains(DeclarationReader.nameHash("InString")))
    }

    @Test("A model file the parser would stall on is read for its declarations, in time linear in its size")
    func hostileModelFilesAreReadLightly() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Grid.swift", "import Foundation\nstruct Grid: Codable {}\nlet cells = " + String(repeating: "[", count: 3_000) + String(repeating: "]", count: 3_000) + "\n")
        var auditor = Auditor(jobs: 1)
        auditor.fileTimeLimit = 5
        let report = auditor.audit(paths: ["."], baseDirectory: directory.path)
        #expect(report.problems.isEmpty && report.filesAudited == 1)
        auditor.analysesEveryFile = true
        #expect(auditor.audit(paths: ["."], baseDirectory: directory.path).problems.map(\.kind) == [.tooDeeplyNested])
    }

    @Test("A model-only file that extends a view controller through the module's imports is still audited")
    func leakedImportsAreFollowed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("ProfileScreen.swift", "import UIKit\n\nfinal class ProfileScreen: UIViewController {\n    let nameLabel = UILabel()\n}\n")
        // No interface name in this file: it compiles because another file of the module imports UIKit.
        try directory.write("ProfileScreen+Style.swift", "import Foundation\n\nextension ProfileScreen {\n    func applyStyle() {\n        nameLabel.font = .systemFont(ofSize: 13)\n    }\n}\n")
        try directory.write("Account.swift", "import Foundation\n\nstruct Account: Codable {\n    var name: String\n}\n")
        var auditor = Auditor(jobs: 2)
        let triaged = auditor.audit(paths: ["."], baseDirectory: directory.path)
        auditor.analysesEveryFile = true
        let full = auditor.audit(paths: ["."], baseDirectory: directory.path)
        let finding = try #require(triaged.findings.first)
        #expect(finding.path == "ProfileScreen+Style.swift" && finding.ruleID == RuleID("fixed-font-size"))
        #expect(triaged.findings.map(\.fingerprint) == full.findings.map(\.fingerprint))
        #expect(triaged.filesAudited == 3 && triaged.linesAudited == full.linesAudited)
    }
}

/// A base class's own way out is in its subclasses: its tap-outside close is a review item, not a defect.
struct BaseClassModalTests {
    let base = """
        import UIKit
        class DrawerBase: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = UIColor.black.withAlphaComponent(0.5)
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                dismiss(animated: true)
            }
        }
        """

    func tapOutsideFindings(_ sources: [(path: String, text: String)]) -> [Finding] {
        Auditor(jobs: 1).audit(sources: sources).findings.filter { $0.ruleID == RuleID("modal-tap-outside-only") }
    }

    @Test func aSubclassedBaseIsLeftToReview() {
        let subclass = "import UIKit\nfinal class RenameDrawer: DrawerBase {\n    let saveButton = UIButton(type: .system)\n}\n"
        #expect(tapOutsideFindings([("DrawerBase.swift", base), ("RenameDrawer.swift", subclass)]).map(\.kind) == [.review])
        #expect(tapOutsideFindings([("DrawerBase.swift", base)]).map(\.kind) == [.defect])
    }
}
