import Foundation
import Testing

/// `native-a11y fix`: the diff, the writes, and what it refuses.
struct FixCommandTests {
    /// A tappable text: `tap-gesture-not-button` corrects it by adding the button trait.
    private let tappable = """
        struct Card: View {
            var body: some View {
                Text("Details")
                    .onTapGesture { open() }
            }
            func open() {}
        }

        """

    private func read(_ scratch: Scratch, _ name: String) throws -> String {
        try String(contentsOfFile: scratch.path + "/" + name, encoding: .utf8)
    }

    @Test("--dry-run prints a unified diff with relative paths, changes nothing, and exits 1")
    func dryRunPrintsADiff() throws {
        let scratch = try Scratch()
        try scratch.write("Sources/Card.swift", tappable)
        let result = try CommandLine.run(["fix", "--dry-run", "--only", "tap-gesture-not-button", "Sources"], in: scratch.path)
        #expect(result.status == 1)
        #expect(result.stdout == """
            --- a/Sources/Card.swift
            +++ b/Sources/Card.swift
            @@ -2,6 +2,7 @@
                 var body: some View {
                     Text("Details")
                         .onTapGesture { open() }
            +            .accessibilityAddTraits(.isButton)
                 }
                 func open() {}
             }

            """)
        #expect(try read(scratch, "Sources/Card.swift") == tappable)
    }

    @Test("fix on the Examples leaves every finding it does not correct in the report")
    func fixKeepsEveryOtherFinding() throws {
        let scratch = try Scratch()
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        try FileManager.default.copyItem(at: examples, to: URL(fileURLWithPath: scratch.path).appendingPathComponent("Examples"))
        func findings() throws -> [[String: Any]] {
            let result = try CommandLine.run(["audit", "--no-cache", "--format", "json", "--fail-on", "never", "Examples"], in: scratch.path)
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            return object?["findings"] as? [[String: Any]] ?? []
        }
        // Lines move when corrections add some, a fingerprint covers the flagged code, which a correction for
        // another rule may change, and so may the message (a fixed point size replaced by `.title` turns a title-like
        // font into a title style): a finding is known by its rule and file, counted.
        func key(_ finding: [String: Any]) -> String {
            "\(finding["ruleId"] ?? "") \(finding["path"] ?? "")"
        }
        let before = try findings()
        // An escape action added for `custom-modal-no-escape` is a way out other than the tap on the background, so
        // it corrects `modal-tap-outside-only` on the same modal too.
        let escapeFixed = Set(before.filter { $0["ruleId"] as? String == "custom-modal-no-escape" && $0["fix"] != nil }.compactMap { $0["path"] as? String })
        let uncorrected = before.filter { finding in
            finding["fix"] == nil && !(finding["ruleId"] as? String == "modal-tap-outside-only" && escapeFixed.contains(finding["path"] as? String ?? ""))
        }
        #expect(before.count > uncorrected.count, "the Examples have findings fix corrects")
        let fix = try CommandLine.run(["fix", "Examples"], in: scratch.path)
        #expect(fix.status == 0, "\(fix.stderr)")
        let after = try findings().map(key)
        var missing: [String] = []
        for (key, count) in Dictionary(uncorrected.map { (key($0), 1) }, uniquingKeysWith: +) where after.filter({ $0 == key }).count < count {
            missing.append(key)
        }
        #expect(missing.isEmpty, "findings fix did not correct went missing: \(missing.sorted())")
    }

    @Test("fix writes the correction once: a second run finds nothing to do")
    func fixWritesAndIsIdempotent() throws {
        let scratch = try Scratch()
        try scratch.write("Card.swift", tappable)
        let first = try CommandLine.run(["fix", "--only", "tap-gesture-not-button", "."], in: scratch.path)
        #expect(first.status == 0)
        #expect(first.stdout.contains("Applied 1 correction: tap-gesture-not-button 1"))
        #expect(try read(scratch, "Card.swift").contains(".onTapGesture { open() }\n            .accessibilityAddTraits(.isButton)\n"))
        let second = try CommandLine.run(["fix", "--dry-run", "."], in: scratch.path)
        #expect(second.status == 0)
        #expect(second.stdout.isEmpty)
    }

    @Test("A Swift file that is a symbolic link: the file it names is corrected, and the link stays a link")
    func followsALink() throws {
        let scratch = try Scratch()
        try scratch.write("Shared/Card.swift", tappable)
        try FileManager.default.createDirectory(atPath: scratch.path + "/App", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/Card.swift", withDestinationPath: scratch.path + "/Shared/Card.swift")
        let result = try CommandLine.run(["fix", "--only", "tap-gesture-not-button", "App"], in: scratch.path)
        #expect(result.status == 0)
        #expect(try read(scratch, "Shared/Card.swift").contains(".accessibilityAddTraits(.isButton)"))
        let kind = try FileManager.default.attributesOfItem(atPath: scratch.path + "/App/Card.swift")[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink)
    }

    @Test("An input that cannot be read is reported and exits 3, with or without --dry-run")
    func unreadableInputExitsThree() throws {
        let scratch = try Scratch()
        try scratch.write("Card.swift", tappable)
        for arguments in [["fix", "Missing"], ["fix", "--dry-run", "Missing"]] {
            let result = try CommandLine.run(arguments, in: scratch.path)
            #expect(result.status == 3, "\(arguments)")
            #expect(result.stderr.contains("Missing"))
        }
    }

    @Test("A file with Windows line endings keeps them, and one without a final newline stays so")
    func keepsLineEndings() throws {
        let scratch = try Scratch()
        let crlf = tappable.replacingOccurrences(of: "\n", with: "\r\n")
        // "\r\n" is one Character: dropping one drops the final line break.
        try scratch.write("Card.swift", String(crlf.dropLast(1)))
        let result = try CommandLine.run(["fix", "--only", "tap-gesture-not-button", "."], in: scratch.path)
        #expect(result.status == 0)
        let fixed = try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/Card.swift"))
        let text = String(decoding: fixed, as: UTF8.self)
        #expect(text.contains(".accessibilityAddTraits(.isButton)\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(text.hasSuffix("}"))
    }

    @Test("CRLF and CR-only files keep their line endings byte for byte outside the edits")
    func keepsEveryLineEnding() throws {
        for ending in ["\r\n", "\r"] {
            let scratch = try Scratch()
            let original = tappable.replacingOccurrences(of: "\n", with: ending)
            try scratch.write("Card.swift", original)
            let result = try CommandLine.run(["fix", "--only", "tap-gesture-not-button", "."], in: scratch.path)
            #expect(result.status == 0, "\(ending.debugDescription)")
            let fixed = String(decoding: try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/Card.swift")), as: UTF8.self)
            // Only lines were added, each ending as the file's lines do.
            let originalLines = original.components(separatedBy: ending)
            let fixedLines = fixed.components(separatedBy: ending)
            #expect(fixedLines.count == originalLines.count + 1, "\(ending.debugDescription)")
            #expect(fixedLines.contains { $0.contains(".accessibilityAddTraits(.isButton)") })
            let otherBreaks = ending == "\r" ? "\n" : "\u{0}"
            #expect(!fixed.unicodeScalars.contains { otherBreaks.unicodeScalars.contains($0) }, "\(ending.debugDescription)")
            #expect(fixedLines.filter { !$0.contains(".accessibilityAddTraits(.isButton)") } == originalLines)
        }
    }

    @Test("A suppressed finding is not corrected")
    func suppressedFindingsStay() throws {
        let scratch = try Scratch()
        let silenced = tappable.replacingOccurrences(
            of: "            .onTapGesture", with: "            // native-a11y:disable:next tap-gesture-not-button\n            .onTapGesture")
        try scratch.write("Card.swift", silenced)
        let result = try CommandLine.run(["fix", "--dry-run", "."], in: scratch.path)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test("fix --help says what it does and how it exits")
    func helpExplains() throws {
        let result = try CommandLine.run(["fix", "--help"], in: FileManager.default.temporaryDirectory.path)
        #expect(result.status == 0)
        #expect(result.stdout.contains("--dry-run"))
        #expect(result.stdout.contains("git apply"))
    }
}

/// `fix` over a small set of our own files, compared byte for byte with the expected results in
/// `FixFixtures/expected` (LF and CRLF files, a missing final newline, SwiftUI and UIKit corrections).
/// `NATIVE_A11Y_UPDATE_GOLDENS=1 swift test --filter FixGoldenTests` rewrites the expected files.
struct FixGoldenTests {
    private var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FixFixtures")
    }

    @Test("fix turns each fixture into its expected file, and a second run changes nothing")
    func fixturesMatchTheirGoldens() throws {
        let scratch = try Scratch()
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("input").path).sorted()
        #expect(names.count >= 3)
        for name in names {
            try FileManager.default.copyItem(
                atPath: fixtures.appendingPathComponent("input/\(name)").path, toPath: scratch.path + "/" + name)
        }
        let run = try CommandLine.run(["fix", "."], in: scratch.path)
        #expect(run.status == 0)
        let update = ProcessInfo.processInfo.environment["NATIVE_A11Y_UPDATE_GOLDENS"] == "1"
        for name in names {
            let fixed = try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/" + name))
            let expected = fixtures.appendingPathComponent("expected/\(name)")
            if update {
                try fixed.write(to: expected)
            } else {
                #expect(fixed == (try Data(contentsOf: expected)), "\(name) differs from FixFixtures/expected/\(name)")
            }
        }
        let again = try CommandLine.run(["fix", "--dry-run", "."], in: scratch.path)
        #expect(again.status == 0)
        #expect(again.stdout.isEmpty)
    }
}

/// What `fix` writes is what the JSON and SARIF reports offer: the same edits, applied the same way.
struct FixReportConsistencyTests {
    @Test("Applying the JSON report's corrections and the SARIF replacements gives the file fix writes (LF file)")
    func reportsOfferWhatFixWrites() throws {
        let scratch = try Scratch()
        let source = """
            final class ReturnsViewController: UIViewController {
                private let receiptPopup = ReceiptPopupView()
                private let totalLabel = UILabel()
                func showReceipt() {
                    totalLabel.font = .systemFont(ofSize: 17)
                    view.addSubview(receiptPopup)
                }
            }

            """
        try scratch.write("Returns.swift", source)
        let json = try CommandLine.run(["audit", "--no-cache", "--format", "json", "--fail-on", "never", "Returns.swift"], in: scratch.path)
        let sarif = try CommandLine.run(["audit", "--no-cache", "--format", "sarif", "--fail-on", "never", "Returns.swift"], in: scratch.path)
        var edits: [(start: Int, end: Int, text: String)] = []
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        for finding in report["findings"] as? [[String: Any]] ?? [] {
            for edit in (finding["fix"] as? [String: Any])?["edits"] as? [[String: Any]] ?? [] {
                edits.append((edit["utf8Start"] as! Int, edit["utf8End"] as! Int, edit["replacement"] as! String))
            }
        }
        var sarifEdits: [(start: Int, end: Int, text: String)] = []
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        for result in ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? [] {
            for fix in result["fixes"] as? [[String: Any]] ?? [] {
                for change in fix["artifactChanges"] as? [[String: Any]] ?? [] {
                    for replacement in change["replacements"] as? [[String: Any]] ?? [] {
                        let region = replacement["deletedRegion"] as! [String: Any]
                        let offset = region["byteOffset"] as! Int
                        let text = (replacement["insertedContent"] as? [String: Any])?["text"] as? String ?? ""
                        sarifEdits.append((offset, offset + (region["byteLength"] as! Int), text))
                    }
                }
            }
        }
        #expect(edits.count >= 3)
        #expect(edits.map { "\($0.start)-\($0.end):\($0.text)" }.sorted() == sarifEdits.map { "\($0.start)-\($0.end):\($0.text)" }.sorted())
        // Insertions at one point go in report order, as fix applies them.
        var bytes = Array(source.utf8)
        for edit in edits.enumerated().sorted(by: { ($0.element.start, $0.offset) > ($1.element.start, $1.offset) }) {
            bytes.replaceSubrange(edit.element.start..<edit.element.end, with: Array(edit.element.text.utf8))
        }
        let run = try CommandLine.run(["fix", "Returns.swift"], in: scratch.path)
        #expect(run.status == 0)
        let written = try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/Returns.swift"))
        #expect(Array(written) == bytes)
    }
}
