import A11yCore
import A11yRules
import A11yRuleKit

/// Everything the audit keeps of one file once its tree is gone: candidate findings (with their
/// conditions on other files), the type facts the project index needs, suppression comments and problems.
/// It is what the cache stores.
public struct FileAnalysis: Codable, Sendable {
    public var path: String
    public var contentHash: String
    public var lineCount: Int
    public var candidates: [CandidateFinding]
    public var types: [TypeSummary]
    public var suppressions: [Suppression]
    public var problems: [FileProblem]
    /// Views and view controllers with their components, collected only for `plan` (never cached).
    public var views: [ViewDeclaration] = []

    public init(
        path: String, contentHash: String, lineCount: Int, candidates: [CandidateFinding] = [],
        types: [TypeSummary] = [], suppressions: [Suppression] = [], problems: [FileProblem] = []
    ) {
        self.path = path
        self.contentHash = contentHash
        self.lineCount = lineCount
        self.candidates = candidates
        self.types = types
        self.suppressions = suppressions
        self.problems = problems
    }

    /// Removes the file's list of used type names (its ``TypeSummary/usesKey`` summary) and returns it.
    mutating func takeTypeUses() -> [String]? {
        guard let found = types.firstIndex(where: { $0.name == TypeSummary.usesKey }) else { return nil }
        return types.remove(at: found).inheritedTypes
    }
}
