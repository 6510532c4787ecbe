import A11yCore
import SwiftSyntax

/// Building blocks for safe text edits. Edits are UTF-8 offsets into the file as parsed.
public enum FixHelpers {
    /// The indentation of the line a node starts on, when the node starts its line.
    public static func indentation(of node: some SyntaxProtocol) -> String? {
        guard let token = node.firstToken(viewMode: .sourceAccurate) else { return nil }
        var indentation: String?
        for piece in token.leadingTrivia {
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds:
                indentation = ""
            case .spaces(let count):
                indentation? += String(repeating: " ", count: count)
            case .tabs(let count):
                indentation? += String(repeating: "\t", count: count)
            default:
                // A comment between the newline and the token: the token does not start a clean line.
                if indentation != nil { indentation = "" }
            }
        }
        if indentation == nil, token.previousToken(viewMode: .sourceAccurate) == nil { return "" }
        return indentation
    }

    /// Appends a modifier to a view expression: on a new line when the view starts its own line, aligned
    /// with the chain's last modifier that starts a line (the file's own indentation), or four spaces in from
    /// the view; directly after it otherwise.
    public static func appendModifier(_ modifier: String, to expression: some SyntaxProtocol) -> TextEdit {
        let end = expression.endPositionBeforeTrailingTrivia.utf8Offset
        guard let indentation = indentation(of: expression) else { return .insert(modifier, at: end) }
        var modifierIndentation = indentation + indentationStep(at: expression, lineIndentation: indentation)
        if let chain = ExprSyntax(Syntax(expression)).map(ModifierChain.init) {
            for applied in chain.modifiers {
                // The period before the modifier's name, when it starts a line.
                guard let period = applied.nameToken.previousToken(viewMode: .sourceAccurate), period.tokenKind == .period,
                    let lineIndentation = Self.indentation(of: period)
                else { continue }
                modifierIndentation = lineIndentation
            }
        }
        return .insert("\n\(modifierIndentation)\(modifier)", at: end)
    }

    /// One level of the file's indentation, read where the node is: how far its line is indented beyond the
    /// nearest enclosing line that starts further left (two spaces, four, a tab); four spaces when unclear.
    package static func indentationStep(at node: some SyntaxProtocol, lineIndentation: String) -> String {
        var current = node.parent
        while let ancestor = current {
            if let outer = indentation(of: ancestor), outer.count < lineIndentation.count, lineIndentation.hasPrefix(outer) {
                return String(lineIndentation.dropFirst(outer.count))
            }
            current = ancestor.parent
        }
        return "    "
    }

    /// `label.font = …` → a line after it setting another property of the same object
    /// (`label.adjustsFontForContentSizeCategory = true`; `button.titleLabel?.…` keeps its optional chaining).
    public static func setOnSameObject(_ property: String, to value: String, after assignment: Assignment) -> TextEdit? {
        guard let statement = assignment.sequence.parent?.as(CodeBlockItemSyntax.self) else { return nil }
        return insertLine("\(ownerPrefix(of: assignment))\(property) = \(value)", after: statement)
    }

    /// The assigned object as written, with its period (`button.titleLabel?.`), or nothing for the object's own
    /// property: the prefix that reaches another property of the same object.
    public static func ownerPrefix(of assignment: Assignment) -> String {
        assignment.owner.map { $0.trimmedDescription + "." } ?? ""
    }

    /// Inserts a statement on its own line before `statement`, at the same indentation.
    public static func insertLine(_ line: String, before statement: some SyntaxProtocol) -> TextEdit? {
        guard let indentation = indentation(of: statement) else { return nil }
        return .insert("\(line)\n\(indentation)", at: statement.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Inserts a statement on its own line after `statement`, at the same indentation.
    public static func insertLine(_ line: String, after statement: some SyntaxProtocol) -> TextEdit? {
        guard let indentation = indentation(of: statement) else { return nil }
        return .insert("\n\(indentation)\(line)", at: statement.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}
