import A11yCore
import A11yEngine
import A11yReport
import A11yRules
import Foundation
import Testing
import A11yRuleKit

@Suite("HTML report")
struct HTMLReporterTests {
    /// A view whose code, path and texts hold markup: the report must show it as text.
    static let hostile = """
        struct Evil: View {
            @State private var show = false
            var body: some View {
                ZStack {
                    Text("</pre><script>alert('x')</script>")
                    if show {
                        Color.black.opacity(0.4)
                        ConfirmDialog(isPresented: $show)
                    }
                }
            }
        }
        """

    static func render(_ sources: [String: String]) -> (AuditReport, String) {
        let report = Auditor(rules: sampleRules, jobs: 1).audit(sources: sources.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        let context = ReportContext(rules: sampleRules.map { $0.description }, sourceText: { sources[$0] })
        return (report, HTMLReporter().render(report, context: context))
    }

    @Test("Paths are shown from the folder the findings share, files with the most findings first, rules with a bar")
    func pathsOrderAndBars() throws {
        let one = Self.hostile.replacingOccurrences(of: "</pre><script>alert('x')</script>", with: "Hi")
        let many = one + "\n" + one.replacingOccurrences(of: "struct Evil", with: "struct Other")
        let (report, html) = Self.render(["/home/dev/Shop/Views/Alpha.swift": one, "/home/dev/Shop/Views/Zulu.swift": many])
        try #require(report.findings.count > 3)
        #expect(!html.contains(">/home/dev/Shop/"))
        #expect(html.contains(">Views/Zulu.swift<"))
        let byFile = try #require(html.range(of: "By file"))
        let zulu = try #require(html.range(of: "Views/Zulu.swift", range: byFile.upperBound..<html.endIndex))
        let alpha = try #require(html.range(of: "Views/Alpha.swift", range: byFile.upperBound..<html.endIndex))
        #expect(zulu.lowerBound < alpha.lowerBound)
        #expect(html.contains("class=\"bar\" style=\"width: 100%\""))
        #expect(HTMLReporter.displayPaths(["a.swift", "b.swift"]) == ["a.swift": "a.swift", "b.swift": "b.swift"])
        // From the folder audited, even when every finding is deeper down.
        let fromRoot = HTMLReporter.displayPaths(["/home/dev/Shop/Views/A.swift", "/home/dev/Shop/Views/B.swift"], auditedFolder: "/home/dev/Shop")
        #expect(fromRoot["/home/dev/Shop/Views/A.swift"] == "Views/A.swift")
        #expect(HTMLReporter.displayPaths(["Shop/Views/A.swift"], auditedFolder: "Shop/")["Shop/Views/A.swift"] == "Views/A.swift")
        // A path outside the folder (a file named beside it) leaves the shared-folder reading.
        #expect(HTMLReporter.displayPaths(["/x/Views/A.swift", "/x/Views/B.swift"], auditedFolder: "/y")["/x/Views/A.swift"] == "Views/A.swift")
    }

    @Test("Code, paths and messages from the audited files are escaped, never markup")
    func escapes() throws {
        let (report, html) = Self.render(["App/<b>Evil</b>.swift": Self.hostile])
        try #require(!report.findings.isEmpty)
        #expect(!html.contains("<script"))
        #expect(!html.contains("<b>Evil"))
        #expect(html.contains("&lt;/pre&gt;&lt;script&gt;"))
        #expect(html.contains("&lt;b&gt;Evil&lt;/b&gt;.swift"))
    }

    @Test("Code that already holds an entity is shown as written, not decoded")
    func entitiesInCode() throws {
        let source = Self.hostile.replacingOccurrences(of: "</pre><script>alert('x')</script>", with: "&lt;b&gt; &amp; &#60;")
        let (_, html) = Self.render(["App/Tag.swift": source])
        #expect(html.contains("&amp;lt;b&amp;gt; &amp;amp; &amp;#60;"))
        #expect(!html.contains("Text(\"&lt;b&gt;"))
    }

    @Test("One article per finding, marked with its severity; an excerpt marks the finding's line")
    func findingsAndExcerpts() throws {
        let (report, html) = Self.render(["App/Screen.swift": sampleScreen])
        try #require(report.findings.count >= 2)
        #expect(html.components(separatedBy: "<article class=\"finding sev-").count - 1 == report.findings.count)
        for severity in Set(report.findings.map(\.severity)) {
            #expect(html.contains("class=\"finding sev-\(severity.rawValue)\""))
        }
        #expect(html.components(separatedBy: "class=\"line hit\"").count - 1 == report.findings.count)
        let first = try #require(report.findings.first)
        #expect(html.contains("<span class=\"number\">\(first.span.start.line)</span>"))
    }

    @Test("Self-contained: no script, no external stylesheet, font or image; the filter is radio buttons and CSS")
    func selfContained() {
        let (_, html) = Self.render(["App/Screen.swift": sampleScreen])
        #expect(!html.contains("<script"))
        #expect(!html.contains("<link"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("@import") && !html.contains("url("))
        for severity in ["all", "error", "warning", "note"] {
            #expect(html.contains("id=\"show-\(severity)\""))
            #expect(html.contains("<label for=\"show-\(severity)\""))
        }
        #expect(html.contains("#show-error:checked ~ main .finding:not(.sev-error)"))
    }

    @Test("A clean report says so, and a file that cannot be read gets no excerpt rather than a wrong one")
    func cleanAndUnreadable() throws {
        let (_, clean) = Self.render(["App/Plain.swift": "struct Plain {}\n"])
        #expect(clean.contains("No findings."))
        let report = Auditor(rules: sampleRules, jobs: 1).audit(sources: [("App/Screen.swift", sampleScreen)])
        let html = HTMLReporter().render(report, context: ReportContext(sourceText: { _ in nil }))
        #expect(!html.contains("<pre>"))
        #expect(html.contains("<article class=\"finding"))
    }
}
