import A11yCore
import SwiftSyntax

/// One contribution to the project index: what a file establishes about types (its own or other files'), members,
/// helpers and placements, for rules to read across files. A recognizer records the facts it needs itself, beside
/// its own code; every type that conforms is run by ``TypeFactsCollector/summaries(for:)`` through the generated
/// ``ProjectFactRecorders/all``, so a new fact touches only its recorder (and ``TypeFact``).
package protocol ProjectFactRecorder {
    static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft)
}

/// The summaries of one file while the recorders write them: one per type declaration or extension of the file (in
/// the file's order), and summaries under other keys.
package struct FileFactsDraft {
    private var own: [Int: TypeSummary] = [:]
    private var order: [Int] = []
    /// Summaries under keys other than the file's own declarations: helpers, members, placements, types of other files.
    package var recorded: [TypeSummary] = []

    init(file: SourceFileContext) {
        for declaration in file.facts.typeDeclarations {
            let key = declaration.node.position.utf8Offset
            own[key] = TypeFactsCollector.declarationSummary(
                isExtension: declaration.kind == .extension, name: declaration.name, inheritedTypes: declaration.inheritedTypes,
                vocabulary: file.settings.vocabulary)
            order.append(key)
        }
    }

    /// The summary of one of the file's own declarations.
    package subscript(_ declaration: TypeDeclaration) -> TypeSummary? {
        get { own[declaration.node.position.utf8Offset] }
        set {
            guard let newValue else { return }
            own[declaration.node.position.utf8Offset] = newValue
        }
    }

    /// The summaries of the file's own declarations, in the file's order.
    package var ownSummaries: [TypeSummary] { order.compactMap { own[$0] } }

    /// Records a fact for the declaration of this file that encloses `node` (nothing when it is outside any).
    package mutating func add(_ fact: TypeFact, for node: some SyntaxProtocol) {
        guard let type = node.enclosingTypeDeclaration else { return }
        self[type]?.facts.insert(fact)
    }

    /// Every summary, once the recorders are done. A type that looks like a modal also covers the screen when
    /// stretched over it.
    mutating func finished() -> [TypeSummary] {
        for key in order where own[key]?.facts.contains(.looksModal) == true {
            own[key]?.facts.insert(.coversScreen)
        }
        return ownSummaries + recorded
    }
}
