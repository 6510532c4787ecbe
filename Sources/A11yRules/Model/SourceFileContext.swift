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
    private var memo: [String: Any] = [:]
    /// The file's bytes, when the caller has them: a search of the bytes answers "does the file mention …"
    /// for words the facts walk does not index.
    private var source: [UInt8]?

    public init(path: String, tree: SourceFileSyntax, settings: AnalysisSettings = AnalysisSettings(), source: [UInt8]? = nil) {
        self.path = path
        self.tree = tree
        self.facts = SyntaxFacts(collecting: tree)
        self.settings = settings
        self.source = source
    }

    /// True when the file's text contains `word` anywhere (code, strings or comments): a cheap test before
    /// looking for the word's tokens in the tree.
    public func sourceMentions(_ word: String) -> Bool {
        if source == nil { source = tree.syntaxTextBytes }
        return source?.containsSubsequence(word) ?? false
    }

    /// A rule option's value: the configured one, or its declared default.
    public func value(of option: RuleOptionDescription) -> OptionValue {
        settings.option(option.key, of: option.rule) ?? option.defaultValue
    }

    /// Computes an analysis once per file, under a key that names it.
    public func memoized<Value>(_ key: MemoKey<Value>, _ compute: (SourceFileContext) -> Value) -> Value {
        if let cached = memo[key.name] as? Value { return cached }
        let value = compute(self)
        memo[key.name] = value
        return value
    }
}

/// Names a per-file analysis in ``SourceFileContext/memoized(_:_:)``: two analyses with results of the same
/// type stay apart, and a key's name says what it holds.
public struct MemoKey<Value>: Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
}
