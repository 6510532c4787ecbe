import A11yCore
import A11yEngine
import Foundation
import Testing
import _A11yTestSupport

/// The shared seeds folder beside the project, as CI has it. A clone without it skips the tests that read it;
/// CI (`CI` set) always runs them, so they cannot pass there by being skipped.
enum SharedSeeds {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/seeds")
    static let available = FileManager.default.fileExists(atPath: folder.path) || ProcessInfo.processInfo.environment["CI"] != nil
}

/// The static-analysis seed (003, "Missing Focus Management for Modals and Navigation") gives before and
/// after code for SwiftUI and UIKit: the before code must be flagged and the after code must be clean.
@Suite(.enabled(if: SharedSeeds.available, "needs the shared seeds folder beside the project"))
struct SeedRuleTests {
    static let seedsFolder = SharedSeeds.folder

    /// The seed's Swift code blocks, in order: SwiftUI before, SwiftUI after, UIKit before, UIKit after.
    static func codeBlocks() throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: seedsFolder.path).filter { $0.hasPrefix("003_") }
        let file = try #require(files.first, "seed 003 not found in \(seedsFolder.path)")
        let text = try String(contentsOf: seedsFolder.appendingPathComponent(file), encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```swift") {
                current = []
            } else if line.hasPrefix("```"), let lines = current {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static let modalRules: Set<RuleID> = [
        "custom-modal-not-modal", "custom-modal-background-reachable", "custom-modal-focus-not-moved",
        "custom-modal-no-escape", "modal-tap-outside-only", "custom-modal-not-modal",
        "custom-modal-focus-not-moved", "custom-modal-no-escape", "custom-presentation-not-modal",
    ]

    func modalFindings(_ code: String) -> Set<RuleID> {
        Set(ExampleAuditing.audit(code).findings.map(\.ruleID).filter(Self.modalRules.contains))
    }

    @Test func swiftUIBeforeIsFlaggedAndAfterIsClean() throws {
        let blocks = try Self.codeBlocks()
        try #require(blocks.count == 4, "expected four Swift blocks in seed 003, found \(blocks.count)")
        #expect(modalFindings(blocks[0]) == ["custom-modal-not-modal", "custom-modal-background-reachable", "custom-modal-focus-not-moved"])
        #expect(modalFindings(blocks[1]).isEmpty)
    }

    @Test func uiKitBeforeIsFlaggedAndAfterIsClean() throws {
        let blocks = try Self.codeBlocks()
        try #require(blocks.count == 4)
        #expect(modalFindings(blocks[2]) == ["custom-modal-not-modal", "custom-modal-focus-not-moved"])
        #expect(modalFindings(blocks[3]).isEmpty)
    }
}
