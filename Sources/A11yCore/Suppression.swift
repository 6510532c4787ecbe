/// A `// native-a11y:disable…` comment: which rules it silences, on which lines.
///
/// Forms: `disable:next RULE…` (the line after the comment), `disable:this RULE…` (the comment's line),
/// `disable RULE…` … `enable RULE…` (a region; to the end of the file without `enable`). `all` stands for
/// every rule. Text after ` -- ` is a free-form reason.
public struct Suppression: Hashable, Codable, Sendable {
    public enum Form: String, Codable, Sendable {
        case next = "disable:next"
        case this = "disable:this"
        case region = "disable"
    }

    public var form: Form
    /// Rule ids as written; empty means `all`.
    public var rules: [RuleID]
    /// Where the comment is.
    public var position: SourcePosition
    /// The lines it covers, inclusive.
    public var firstLine: Int
    public var lastLine: Int

    public init(form: Form, rules: [RuleID], position: SourcePosition, firstLine: Int, lastLine: Int) {
        self.form = form
        self.rules = rules
        self.position = position
        self.firstLine = firstLine
        self.lastLine = lastLine
    }

    public var coversAllRules: Bool { rules.isEmpty }

    public func silences(_ finding: Finding) -> Bool {
        (coversAllRules || rules.contains(finding.ruleID))
            && finding.span.start.line >= firstLine && finding.span.start.line <= lastLine
    }
}
