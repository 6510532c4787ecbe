import A11yCore
import A11yEngine
import A11yReport
import A11yRules
import Foundation
import Testing
import A11yRuleKit

/// The rules the sample runs, named so that adding rules to the tool does not change the goldens.
let sampleRules: [any Rule.Type] = [
    CustomModalNotModalRule.self, CustomModalBackgroundReachableRule.self, CustomModalFocusNotMovedRule.self,
]

/// The sample's sources, by path, for code excerpts.
let sampleSources: [String: String] = [
    "App/Screen.swift": sampleScreen, "App/Host View.swift": sampleUIKit,
]

/// A fixed report: two files, findings with and without fixes, one problem, one suppression.
let sampleReport: AuditReport = {
    var report = Auditor(rules: sampleRules, jobs: 1).audit(sources: [
        (path: "App/Screen.swift", text: sampleScreen), (path: "App/Host View.swift", text: sampleUIKit),
        (path: "App/Broken.swift", text: "let é = \"\u{FFFD}\"\nlet x = (\n"),
    ])
    report.problems.append(FileProblem(path: "App/Image.swift", kind: .binary, message: "skipped: the file holds binary data"))
    return report
}()

let sampleScreen = """
        struct Screen: View {
            @State private var show = false
            var body: some View {
                ZStack {
                    Content()
                    if show {
                        Color.black.opacity(0.4)
                        ConfirmDialog(isPresented: $show)
                    }
                }
            }
        }
        """
let sampleUIKit = """
        final class Host: UIViewController {
            func showPopup() {
                let popupView = PopupView()
                // native-a11y:disable:next custom-modal-focus-not-moved
                view.addSubview(popupView)
            }
        }
        """

let sampleContext = ReportContext(
    rules: sampleRules.map { $0.description },
    criterionTitle: { "\($0.component.capitalized) › \($0.criterion)" }, useColor: false, baseDirectory: "/project",
    sourceText: { sampleSources[$0] })

struct ReporterTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    @Test("Each format matches its golden file", arguments: ReportFormat.allCases)
    func golden(_ format: ReportFormat) throws {
        let rendered = format.reporter.render(sampleReport, context: sampleContext)
        let file = Self.goldens.appendingPathComponent("report.\(format.rawValue).txt")
        if ProcessInfo.processInfo.environment["NATIVE_A11Y_UPDATE_GOLDENS"] == "1" {
            try rendered.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(rendered == expected, "\(file.lastPathComponent) is out of date; NATIVE_A11Y_UPDATE_GOLDENS=1 swift test --filter ReporterTests rewrites it")
    }

    @Test func textLinesUseTheCompilerForm() {
        let text = TextReporter().render(sampleReport, context: sampleContext)
        let first = text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.range(of: #"^App/[^:]+\.swift:\d+:\d+: (error|warning|note): .+ \[[a-z-]+\]$"#, options: .regularExpression) != nil, "\(first)")
        #expect(!text.contains("\u{1B}["), "no colour unless asked")
        #expect(text.contains("Audited 3 files"))
        let colored = TextReporter().render(sampleReport, context: ReportContext(useColor: true))
        #expect(colored.contains("\u{1B}[1;31merror"))
    }

    @Test func jsonRoundTripsAndCarriesItsSchemaVersion() throws {
        let text = JSONReporter().render(sampleReport, context: sampleContext)
        let decoded = try JSONDecoder().decode(JSONReport.self, from: Data(text.utf8))
        #expect(decoded.schemaVersion == 1)
        #expect(decoded.findings.count == sampleReport.findings.count)
        #expect(decoded.summary.errors == sampleReport.count(.error))
        #expect(decoded.problems.map(\.kind).contains("binary"))
        let fixed = try #require(decoded.findings.first { $0.fix != nil })
        #expect(!(fixed.fix?.edits.isEmpty ?? true))
        #expect(decoded.findings.allSatisfy { !$0.fingerprint.isEmpty })
    }

    @Test func githubAnnotationsEscapeTheirProperties() {
        let text = GitHubActionsReporter().render(sampleReport, context: sampleContext)
        #expect(text.contains("::error file=App/Screen.swift,line=8,col=17"))
        #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("::") })
    }
}

/// Findings in code built only into debug builds (`#if DEBUG`): every format shows them apart.
struct DebugOnlyReportTests {
    static let report = Auditor(rules: sampleRules, jobs: 1).audit(sources: [
        (path: "App/Screen.swift", text: sampleScreen),
        (path: "App/DebugMenu.swift", text: "#if DEBUG\n" + sampleScreen.replacingOccurrences(of: "Screen", with: "DebugMenu") + "\n#endif\n"),
    ])

    @Test("Text: under their own heading after the rest, and counted apart in the summary")
    func text() throws {
        let text = TextReporter().render(Self.report, context: sampleContext)
        let heading = try #require(text.range(of: "In debug-only code (#if DEBUG, or a debugging tool; not in the shipped app):\n"))
        #expect(!text[..<heading.lowerBound].contains("DebugMenu.swift"))
        #expect(text[heading.upperBound...].contains("App/DebugMenu.swift:"))
        let shipped = Self.report.findings.filter { !$0.debugOnly }.count
        #expect(Self.report.debugOnlyCount > 0 && shipped > 0)
        #expect(text.contains("\(Self.report.debugOnlyCount) in debug-only code"))
    }

    @Test("JSON marks them and counts them apart; SARIF lowers them to notes; GitHub makes them notices")
    func machineFormats() throws {
        let json = try JSONDecoder().decode(JSONReport.self, from: Data(JSONReporter().render(Self.report, context: sampleContext).utf8))
        #expect(json.findings.filter { $0.debugOnly == true }.allSatisfy { $0.path == "App/DebugMenu.swift" })
        #expect(json.findings.filter { $0.path == "App/Screen.swift" }.allSatisfy { $0.debugOnly == nil })
        #expect(json.summary.debugOnly == Self.report.debugOnlyCount)
        #expect(json.summary.errors == Self.report.findings.filter { $0.severity == .error && !$0.debugOnly }.count)

        let sarif = SARIFReporter().render(Self.report, context: sampleContext)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = ((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let debugResults = results.filter { (($0["properties"] as? [String: Any])?["debugOnly"] as? Bool) == true }
        #expect(debugResults.count == Self.report.debugOnlyCount)
        #expect(debugResults.allSatisfy { $0["level"] as? String == "note" })

        let github = GitHubActionsReporter().render(Self.report, context: sampleContext)
        let debugLines = github.split(separator: "\n").filter { $0.contains("DebugMenu.swift") }
        #expect(!debugLines.isEmpty && debugLines.allSatisfy { $0.hasPrefix("::notice ") && $0.contains("In debug-only code") })
    }
}

/// `explain` says which code a rule judges, and what it reads in storyboards and xibs.
struct ExplainWhereTests {
    @Test("Every rule says it judges iOS code and how the platform is decided; the rules that read IB say what they report there")
    func whereItLooks() {
        for rule in RuleRegistry.all {
            let text = RuleExplanation.text(rule.description)
            #expect(text.contains("Where it looks\nCode built for iOS"), "\(rule.description.id)")
            #expect(text.contains("platforms:"), "\(rule.description.id)")
            let readsIB = rule is any InterfaceBuilderRule.Type
            #expect(text.contains("Storyboards and xibs are read too") == readsIB, "\(rule.description.id)")
        }
        #expect(RuleExplanation.text(FontNotAdjustingRule.description).contains("Automatically Adjusts Font"))
    }
}

/// Cases the code alone cannot decide: reported apart, in every format, and failing a run only when asked.
struct ReviewReportTests {
    static let report = Auditor(rules: [IconOnlyButtonUnlabeledRule.self], jobs: 1).audit(sources: [
        (path: "App/Toolbar.swift", text: """
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        Button { clearHistory() } label: { Image(systemName: "trash") }
                        Button { back() } label: { Image(systemName: "chevron.left") }
                    }
                }
            }
            """),
    ])

    @Test("A plain-word symbol is a review item with what to check; a drawn symbol stays a warning")
    func kinds() throws {
        let review = try #require(Self.report.findings.first { $0.kind == .review })
        #expect(review.span.start.line == 4 && review.suggestion.contains("'trash'") && review.suggestion.contains("\"Delete\""))
        let defect = try #require(Self.report.findings.first { $0.kind == .defect })
        #expect(defect.span.start.line == 5 && defect.severity == .warning)
        #expect(Self.report.reviewCount == 1 && Self.report.count(.warning) == 1 && Self.report.count(.note) == 0)
        #expect(Self.report.hasFindings(atOrAbove: .warning))
        let onlyReview = Auditor(rules: [IconOnlyButtonUnlabeledRule.self], jobs: 1).audit(sources: [
            (path: "A.swift", text: "struct A: View { var body: some View { Button { ring() } label: { Image(systemName: \"bell\") } } }"),
        ])
        #expect(onlyReview.findings.count == 1 && !onlyReview.hasFindings(atOrAbove: .note))
        #expect(onlyReview.hasFindings(atOrAbove: .note, includingReview: true))
    }

    @Test("Text lists them under their own heading with the check; JSON and SARIF mark them review; GitHub makes them notices")
    func formats() throws {
        let text = TextReporter().render(Self.report, context: sampleContext)
        let heading = try #require(text.range(of: "To review (the code alone cannot decide):\n"))
        #expect(text[heading.upperBound...].contains("App/Toolbar.swift:4:"))
        #expect(text[heading.upperBound...].contains("    check: Check that the symbol's spoken name"))
        #expect(!text[..<heading.lowerBound].contains("Toolbar.swift:4:"))
        #expect(text.contains("1 to review"))

        let json = try JSONDecoder().decode(JSONReport.self, from: Data(JSONReporter().render(Self.report, context: sampleContext).utf8))
        #expect(json.findings.map { $0.kind ?? "defect" } == ["review", "defect"])
        #expect(json.summary.review == 1 && json.summary.warnings == 1)

        let sarif = SARIFReporter().render(Self.report, context: sampleContext)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = ((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.map { $0["kind"] as? String ?? "fail" } == ["review", "fail"])
        #expect(results.first?["level"] as? String == "none")

        let github = GitHubActionsReporter().render(Self.report, context: sampleContext)
        #expect(github.split(separator: "\n").first?.hasPrefix("::notice ") == true && github.contains("To review: "))
    }
}
