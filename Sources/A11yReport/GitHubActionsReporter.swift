import A11yCore
import A11yEngine

/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`): each finding becomes
/// an annotation on the pull request's diff.
public struct GitHubActionsReporter: Reporter {
    public init() {}

    public func render(_ report: AuditReport, context: ReportContext) -> String {
        var out = ""
        for finding in report.findings {
            let command: String
            // Debug-only code is not what users meet: a notice, whatever the severity.
            switch finding.debugOnly || finding.kind == .review ? .note : finding.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            let properties = [
                "file=\(property(finding.path))", "line=\(finding.span.start.line)", "col=\(finding.span.start.column)",
                "endLine=\(finding.span.end.line)", "title=\(property(finding.ruleID.rawValue))",
            ]
            let prefix = (finding.kind == .review ? "To review: " : "") + (finding.debugOnly ? "In debug-only code: " : "")
            out += "::\(command) \(properties.joined(separator: ","))::\(data("\(prefix)\(finding.message). \(finding.suggestion)"))\n"
        }
        for problem in report.problems {
            var properties = ["file=\(property(problem.path))"]
            if let line = problem.line { properties.append("line=\(line)") }
            out += "::warning \(properties.joined(separator: ","))::\(data(problem.message))\n"
        }
        return out
    }

    private func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
