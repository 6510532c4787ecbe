import A11yCore

/// The stage after every file has been analysed: candidate findings are settled against facts from the whole
/// project, severities are adjusted, suppression comments silence what they name, and comments that silence
/// nothing become notes. It sees only the files' analyses, never a syntax tree.
enum Settlement {
    struct Outcome {
        var findings: [Finding]
        var suppressed: Int
    }

    /// `ran`: the rules that ran; a suppression naming another rule cannot be judged stale.
    static func settle(_ analyses: [FileAnalysis], configuration: Configuration, ran: Set<RuleID>) -> Outcome {
        let index = ProjectIndex(analyses.lazy.flatMap(\.types))
        var findings: [Finding] = []
        var suppressed = 0
        // Analyses arrive sorted by path and their candidates in report order, so findings come out in
        // report order; only a file's unused-suppression notes need placing among its findings.
        for analysis in analyses {
            let firstOfFile = findings.count
            var used = Array(repeating: false, count: analysis.suppressions.count)
            for candidate in analysis.candidates where index.holds(all: candidate.conditions) {
                var finding = candidate.finding
                if finding.debugOnly {
                    if configuration.debugCode == .skip { continue }
                    if configuration.debugCode == .audit { finding.debugOnly = false }
                }
                if let override = configuration.severityOverrides[finding.ruleID] { finding.severity = override }
                if let silencer = analysis.suppressions.firstIndex(where: { $0.silences(finding) }) {
                    used[silencer] = true
                    suppressed += 1
                    continue
                }
                findings.append(finding)
            }
            var addedUnused = false
            for (offset, suppression) in analysis.suppressions.enumerated()
            where !used[offset] && suppression.rules.allSatisfy({ ran.contains($0) }) {
                findings.append(UnusedSuppression.finding(for: suppression, path: analysis.path))
                addedUnused = true
            }
            if addedUnused { findings[firstOfFile...].sort(by: Finding.reportOrder) }
        }
        return Outcome(findings: findings, suppressed: suppressed)
    }
}
