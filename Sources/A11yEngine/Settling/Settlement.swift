import A11yCore

/// The stage after every file has been analysed: candidate findings are settled against facts from the whole
/// project, severities are adjusted, suppression comments silence what they name, and comments that silence
/// nothing become notes. It sees only the files' analyses, never a syntax tree.
enum Settlement {
    struct Outcome {
        var findings: [Finding]
        var suppressed: Int
        /// Findings left out because they are in a type no audited file uses.
        var unreferenced = 0
        /// Of the names asked about (the views a plan lists), those no audited file uses.
        var unusedNames: Set<String> = []
    }

    /// `ran`: the rules that ran; a suppression naming another rule cannot be judged stale.
    /// `uses`: the type names files use, when gathered apart from the analyses (see ``TypeFact/referenced``).
    /// `asking`: type names to report as unused when nothing uses them (the views of a plan).
    static func settle(
        _ analyses: [FileAnalysis], configuration: Configuration, ran: Set<RuleID>, uses: (names: Set<String>, files: Int)? = nil,
        asking names: Set<String> = []
    ) -> Outcome {
        let index = ProjectIndex(analyses.lazy.flatMap(\.types), uses: uses)
        var findings: [Finding] = []
        var suppressed = 0
        var unreferenced = 0
        // Analyses arrive sorted by path and their candidates in report order, so findings come out in
        // report order; only a file's unused-suppression notes need placing among its findings.
        for analysis in analyses {
            let firstOfFile = findings.count
            var used = Array(repeating: false, count: analysis.suppressions.count)
            for candidate in analysis.candidates {
                let conditions = configuration.auditsUnreferencedTypes ? candidate.conditions.filter { !Self.asksReference($0) } : candidate.conditions
                guard index.holds(all: conditions) else {
                    if conditions.contains(where: Self.asksReference), index.holds(all: conditions.filter { !Self.asksReference($0) }) {
                        unreferenced += 1
                    }
                    continue
                }
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
        let unused: Set<String> = configuration.auditsUnreferencedTypes ? [] : names.filter { !index.type($0, has: .referenced) }
        return Outcome(findings: findings, suppressed: suppressed, unreferenced: unreferenced, unusedNames: unused)
    }

    private static func asksReference(_ condition: ProjectCondition) -> Bool {
        if case .typeHas(_, .referenced) = condition { return true }
        return false
    }
}
