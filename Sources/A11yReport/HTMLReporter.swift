import A11yCore
import A11yEngine
import Foundation
import Plot

/// One self-contained HTML page to open in a browser or attach to a build: a summary by rule, criterion and
/// file, then every finding with its code. No network (inline CSS, system fonts, no script); the severity
/// filter is radio buttons and CSS, so it works with scripts off. Plot escapes text nodes, so audited code
/// cannot inject markup; attribute values are not escaped, so none comes from the audited code.
public struct HTMLReporter: Reporter {
    /// Lines shown around a finding's first line.
    static let contextLines = 2

    public init() {}

    public func render(_ report: AuditReport, context: ReportContext) -> String {
        let byPath = Dictionary(grouping: report.findings, by: \.path)
        let paths = byPath.keys.sorted()
        let shown = Self.displayPaths(paths, auditedFolder: context.auditedFolder)
        let anchors = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, "file-\($0 + 1)") })
        let page = HTML(
            .lang(.english),
            .head(
                .meta(.charset(.utf8)),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                .element(named: "title", text: "Accessibility audit"),
                .style(Self.css)
            ),
            .body(
                .header(
                    .h1("Accessibility audit"),
                    .p(.class("totals"), .text(Self.totals(report)))
                ),
                // Before `main`, so that CSS can hide the findings the checked filter leaves out.
                .input(.type(.radio), .name("severity"), .id("show-all"), .checked(true)),
                .input(.type(.radio), .name("severity"), .id("show-error")),
                .input(.type(.radio), .name("severity"), .id("show-warning")),
                .input(.type(.radio), .name("severity"), .id("show-note")),
                .nav(
                    .attribute(named: "aria-label", value: "Filter by severity"),
                    .span(.class("filter-title"), "Show: "),
                    .label(.for("show-all"), .text("All (\(report.findings.count))")),
                    .label(.for("show-error"), .text("Errors (\(report.count(.error)))")),
                    .label(.for("show-warning"), .text("Warnings (\(report.count(.warning)))")),
                    .label(.for("show-note"), .text("Notes (\(report.count(.note)))"))
                ),
                .main(
                    .if(
                        report.findings.isEmpty, .p(.class("clean"), "No findings."),
                        else: .group(
                            Self.summaryByRule(report, context: context),
                            Self.summaryByCriterion(report, context: context),
                            Self.summaryByFile(byPath, paths: paths, shown: shown, anchors: anchors)
                        )),
                    .section(
                        .forEach(paths) { path in
                            // The file is read once for the excerpts of all its findings.
                            let lines = context.sourceText(path).map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
                            return .section(
                                .class("file"),
                                .id(anchors[path] ?? ""),
                                .h2(.code(.text(shown[path] ?? path))),
                                .forEach(byPath[path] ?? []) { finding in
                                    Self.finding(finding, lines: lines, context: context)
                                }
                            )
                        }
                    ),
                    .if(!report.problems.isEmpty, .section(
                        .h2("Inputs not audited in full"),
                        .ul(.forEach(report.problems) { problem in
                            .li(.code(.verbatim(problem.path)), .verbatim(": " + problem.message))
                        })
                    ))
                )
            )
        )
        // Not indented: indentation would enter the code excerpts' `<pre>` blocks.
        return page.render() + "\n"
    }

    static func totals(_ report: AuditReport) -> String {
        var text = "\(report.filesAudited) files, \(report.linesAudited) lines: \(report.count(.error)) errors, "
            + "\(report.count(.warning)) warnings, \(report.count(.note)) notes"
            + (report.reviewCount > 0 ? ", \(report.reviewCount) to review" : "")
            + (report.debugOnlyCount > 0 ? ", \(report.debugOnlyCount) in debug-only code" : "")
        if report.suppressedCount > 0 { text += " (\(report.suppressedCount) suppressed)" }
        return text + "."
    }

    /// Paths as a reader finds them: from the folder audited when one was (`Views/Cart.swift` for an audit of
    /// `/Users/…/Shop`), otherwise from the last folder all the findings share, as given when they share none.
    public static func displayPaths(_ paths: [String], auditedFolder: String? = nil) -> [String: String] {
        if let auditedFolder, auditedFolder != ".", !auditedFolder.isEmpty {
            let prefix = auditedFolder.hasSuffix("/") ? auditedFolder : auditedFolder + "/"
            if paths.allSatisfy({ $0.hasPrefix(prefix) }) {
                return Dictionary(uniqueKeysWithValues: paths.map { ($0, String($0.dropFirst(prefix.count))) })
            }
        }
        let prefix = FilePaths.commonFolder(of: paths).dropLast().joined(separator: "/")
        guard !prefix.isEmpty, prefix != "." else { return Dictionary(uniqueKeysWithValues: paths.map { ($0, $0) }) }
        return Dictionary(uniqueKeysWithValues: paths.map { ($0, String($0.dropFirst(prefix.count + 1))) })
    }

    private static func summaryByRule(_ report: AuditReport, context: ReportContext) -> Node<HTML.BodyContext> {
        let counts = Dictionary(grouping: report.findings, by: \.ruleID)
        let rules = counts.keys.sorted { (counts[$0]?.count ?? 0, $1.rawValue) > (counts[$1]?.count ?? 0, $0.rawValue) }
        let most = max(1, rules.first.flatMap { counts[$0]?.count } ?? 1)
        return .section(
            .h2("By rule"),
            .table(
                .tr(.th("Rule"), .th("Finds"), .th("Findings"), .th(.class("visually-hidden"), "Share")),
                .forEach(rules) { rule in
                    let count = counts[rule]?.count ?? 0
                    // A bar as long as the rule's share of the most frequent rule: where the findings cluster.
                    return .tr(
                        .td(.code(.text(rule.rawValue))),
                        .td(.verbatim(context.rule(rule)?.title ?? "")),
                        .td(.class("count"), .text(String(count))),
                        .td(.class("bar-cell"), .span(.class("bar"), .attribute(named: "style", value: "width: \(count * 100 / most)%")))
                    )
                }
            )
        )
    }

    private static func summaryByCriterion(_ report: AuditReport, context: ReportContext) -> Node<HTML.BodyContext> {
        let titles = report.findings.map { context.title(of: $0.criterion) ?? "(none)" }
        let counts = Dictionary(grouping: titles, by: { $0 }).mapValues(\.count)
        let order = counts.keys.sorted { (counts[$0] ?? 0, $1) > (counts[$1] ?? 0, $0) }
        return .section(
            .h2("By acceptance criterion"),
            .table(
                .tr(.th("Criterion a tester would see fail"), .th("Findings")),
                .forEach(order) { title in
                    .tr(.td(.verbatim(title)), .td(.class("count"), .text(String(counts[title] ?? 0))))
                }
            )
        )
    }

    /// Files with the most findings first.
    private static func summaryByFile(
        _ byPath: [String: [Finding]], paths: [String], shown: [String: String], anchors: [String: String]
    ) -> Node<HTML.BodyContext> {
        let ordered = paths.sorted { (byPath[$0]?.count ?? 0, $1) > (byPath[$1]?.count ?? 0, $0) }
        return .section(
            .h2("By file"),
            .table(
                .tr(.th("File"), .th("Findings"), .th("Errors"), .th("Warnings"), .th("Notes")),
                .forEach(ordered) { path in
                    let findings = byPath[path] ?? []
                    return .tr(
                        .td(.a(.href("#" + (anchors[path] ?? "")), .code(.text(shown[path] ?? path)))),
                        .td(.class("count"), .text(String(findings.count))),
                        .forEach([Severity.error, .warning, .note]) { severity in
                            .td(.class("count"), .text(String(findings.filter { $0.severity == severity }.count)))
                        }
                    )
                }
            )
        )
    }

    private static func finding(_ finding: Finding, lines: [Substring]?, context: ReportContext) -> Node<HTML.BodyContext> {
        let severity = finding.severity.rawValue
        return .article(
            .class("finding sev-\(severity)"),
            .p(
                .class("where"),
                .span(.class("badge \(severity)"), .text(severity)),
                .text(" line \(finding.span.start.line), column \(finding.span.start.column) · "),
                .code(.text(finding.ruleID.rawValue)),
                .if(finding.debugOnly, .text(" · in debug-only code, not in the shipped app")),
                .if(finding.kind == .review, .text(" · to review: the code alone cannot decide"))
            ),
            .p(.class("message"), .verbatim(finding.message)),
            .unwrap(context.title(of: finding.criterion)) { .p(.class("criterion"), .strong("Criterion: "), .verbatim($0)) },
            .unwrap(lines.flatMap { excerpt(of: finding, lines: $0) }) { lines in
                .pre(.forEach(lines) { line in
                    .span(
                        .class(line.number == finding.span.start.line ? "line hit" : "line"),
                        .span(.class("number"), .text(String(line.number))),
                        .verbatim(line.text)
                    )
                })
            },
            .unwrap(finding.suggestion) { .p(.class("suggestion"), .strong("Suggestion: "), .verbatim($0)) }
        )
    }

    /// The finding's first line with a few lines around it, from its file's lines; nil when the line is not there.
    static func excerpt(of finding: Finding, lines: [Substring]) -> [(number: Int, text: String)]? {
        let line = finding.span.start.line
        guard line >= 1, line <= lines.count else { return nil }
        let range = max(1, line - contextLines)...min(lines.count, line + contextLines)
        return range.map { (number: $0, text: String(lines[$0 - 1]).replacingOccurrences(of: "\r", with: "")) }
    }

    static let css = """
        :root { color-scheme: light dark; --hit: #fff3bf; --muted: #555; --line: #ccc; }
        @media (prefers-color-scheme: dark) { :root { --hit: #4a3f00; --muted: #aaa; --line: #444; } }
        body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; max-width: 70rem; margin: 0 auto; padding: 1rem; }
        h1 { margin-bottom: 0; }
        .totals { color: var(--muted); margin-top: .25rem; }
        table { border-collapse: collapse; margin-bottom: 1rem; }
        th, td { border-bottom: 1px solid var(--line); padding: .25rem .75rem; text-align: left; }
        td.count { text-align: right; font-variant-numeric: tabular-nums; }
        h2 code, td code { overflow-wrap: anywhere; }
        td.bar-cell { width: 12rem; } .bar { display: block; height: .75rem; background: currentColor; opacity: .35; border-radius: .2rem; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
        .finding { border: 1px solid var(--line); border-radius: .5rem; padding: .5rem 1rem; margin: .75rem 0; }
        .finding p { margin: .25rem 0; }
        .badge { font-weight: 600; text-transform: uppercase; font-size: .8rem; padding: .1rem .4rem; border-radius: .25rem; color: #fff; }
        .badge.error { background: #b00020; } .badge.warning { background: #8a5300; } .badge.note { background: #2f5f8a; }
        pre { overflow-x: auto; padding: .5rem; border: 1px solid var(--line); border-radius: .25rem; }
        .line { display: block; } .line.hit { background: var(--hit); }
        .number { display: inline-block; width: 3.5em; color: var(--muted); user-select: none; }
        nav { margin: 1rem 0; }
        nav label { margin-right: 1rem; cursor: pointer; text-decoration: underline; }
        input[name=severity] { position: absolute; opacity: 0; }
        input[name=severity]:focus-visible ~ nav { outline: 2px solid; }
        #show-all:checked ~ nav label[for=show-all], #show-error:checked ~ nav label[for=show-error],
        #show-warning:checked ~ nav label[for=show-warning], #show-note:checked ~ nav label[for=show-note] { font-weight: 700; text-decoration: none; }
        #show-error:checked ~ main .finding:not(.sev-error),
        #show-warning:checked ~ main .finding:not(.sev-warning),
        #show-note:checked ~ main .finding:not(.sev-note) { display: none; }
        """
}

private extension Node {
    /// Text from the audited code or about it, shown as written. Plot leaves alone what already looks like an
    /// entity (code holding `&lt;` would show as `<`), so every `&` is escaped first.
    static func verbatim(_ text: String) -> Node { .text(text.replacingOccurrences(of: "&", with: "&amp;")) }
}
