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

    /// What settings say the file is built for (`platforms:`), replacing every guess; nil: guess.
    public var platformOverride: BuildTargets?
    /// The guess from outside the code (its folders, its package's manifest); nil: from the path alone.
    public var platformGuess: BuildTargets?

    /// The builds the file as a whole is compiled into: the settings' word, or the guess from folders and the
    /// manifest checked against the file's unconditional imports.
    public var fileTargets: BuildTargets {
        memoized(MemoKey("file-targets")) { file in
            if let override = file.platformOverride { return override }
            var modules: Set<String> = []
            for item in file.tree.statements {
                if let module = item.item.as(ImportDeclSyntax.self)?.path.first?.name.text { modules.insert(module) }
            }
            return PlatformGuess.combine(file.platformGuess ?? PlatformGuess.targets(ofPath: file.path), imports: PlatformGuess.targets(ofImports: modules))
        }
    }

    /// The builds a node is compiled into: the file's, narrowed by the `#if` clauses around the node.
    public func targets(at node: some SyntaxProtocol) -> BuildTargets {
        fileTargets.intersection(node.conditionalTargets)
    }

    /// True when there is a sign that the node's code is also built for a platform other than iOS (where text
    /// styles have other sizes): settings, the manifest, a folder or an `#if` around it name one, or, when nothing
    /// narrows the code, the file asks `#if os(…)` about another platform somewhere. Code with no sign at all
    /// is taken for iOS code: an `import UIKit` alone does not make an app a tvOS app.
    public func mayRunOffIOS(_ node: some SyntaxProtocol) -> Bool {
        let conditional = node.conditionalTargets
        let named = platformOverride ?? platformGuess ?? PlatformGuess.targets(ofPath: path)
        if named != .all || conditional.platforms.count < Platform.allCases.count {
            return named.intersection(conditional).mayRunOffIOS
        }
        return sourceMentions("os(") && ["os(watchOS)", "os(tvOS)", "os(macOS)", "os(visionOS)", "os(OSX)"].contains(where: sourceMentions)
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
