import A11yCore
import SwiftSyntax

/// One parsed file, as every rule sees it: the tree and the facts the engine's single walk collected.
///
/// Per-file analyses shared by several rules (for instance "which custom modals does this file show")
/// are computed once and memoized here, so five modal rules do not look for modals five times.
/// A context belongs to one worker thread at a time.
public final class SourceFileContext {
    public let path: String
    public let tree: SourceFileSyntax
    public let facts: SyntaxFacts
    public let settings: AnalysisSettings
    private var memo: [ObjectIdentifier: Any] = [:]

    public init(path: String, tree: SourceFileSyntax, settings: AnalysisSettings = AnalysisSettings()) {
        self.path = path
        self.tree = tree
        self.facts = SyntaxFacts(collecting: tree)
        self.settings = settings
    }

    /// The configured value of one of a rule's options.
    public func option<R: Rule>(_ key: String, of rule: R.Type) -> OptionValue? {
        settings.option(key, of: rule.description.id)
    }

    /// Computes an analysis once per file.
    public func memoized<Value>(_ key: Value.Type, _ compute: (SourceFileContext) -> Value) -> Value {
        let id = ObjectIdentifier(key)
        if let cached = memo[id] as? Value { return cached }
        let value = compute(self)
        memo[id] = value
        return value
    }
}
