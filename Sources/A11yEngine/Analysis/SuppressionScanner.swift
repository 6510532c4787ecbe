import A11yCore
import A11yRules
import SwiftSyntax
import A11yRuleKit

/// Reads `// native-a11y:…` comments from a file's trivia.
enum SuppressionScanner {
    static let marker = "native-a11y:"

    struct Scan {
        var suppressions: [Suppression] = []
        /// Comments that look like directives but are not understood (reported as notes).
        var malformed: [(line: Int, column: Int, text: String)] = []
        /// Old rule ids the comments use, with the rule each now names.
        var renamed: [(line: Int, column: Int, old: RuleID, new: RuleID)] = []
    }

    static func scan(_ tree: SourceFileSyntax, lines: LineTable) -> Scan {
        var result = Scan()
        var openRegions: [(rules: [RuleID], position: SourcePosition)] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia + token.trailingTrivia {
                defer { offset += piece.sourceLength.utf8Length }
                let text: String
                switch piece {
                case .lineComment(let comment), .docLineComment(let comment): text = comment
                case .blockComment(let comment), .docBlockComment(let comment): text = comment
                default: continue
                }
                guard let range = text.range(of: marker) else { continue }
                let position = lines.position(at: offset)
                let body = String(text[range.upperBound...])
                for word in body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }) {
                    let id = RuleID(rawValue: String(word))
                    if let new = RuleRegistry.renamed[id] { result.renamed.append((position.line, position.column, id, new)) }
                }
                let directive = parse(body)
                switch directive {
                case .none:
                    result.malformed.append((position.line, position.column, text))
                case .next(let rules):
                    result.suppressions.append(Suppression(
                        form: .next, rules: rules, position: position, firstLine: position.line + 1, lastLine: position.line + 1))
                case .this(let rules):
                    result.suppressions.append(Suppression(
                        form: .this, rules: rules, position: position, firstLine: position.line, lastLine: position.line))
                case .disable(let rules):
                    openRegions.append((rules, position))
                case .enable(let rules):
                    // Close the most recent open region that names the same rules (or any, for `all`).
                    if let index = openRegions.lastIndex(where: { $0.rules == rules || rules.isEmpty }) {
                        let region = openRegions.remove(at: index)
                        result.suppressions.append(Suppression(
                            form: .region, rules: region.rules, position: region.position,
                            firstLine: region.position.line, lastLine: position.line))
                    }
                }
            }
        }
        for region in openRegions {
            result.suppressions.append(Suppression(
                form: .region, rules: region.rules, position: region.position,
                firstLine: region.position.line, lastLine: Int.max))
        }
        return result
    }

    enum Directive {
        case next([RuleID]), this([RuleID]), disable([RuleID]), enable([RuleID])
    }

    /// Parses the text after `native-a11y:`, e.g. `disable:next rule-a rule-b -- reason`.
    static func parse(_ text: String) -> Directive? {
        var body = text
        if let reason = body.range(of: " -- ") { body = String(body[..<reason.lowerBound]) }
        if body.hasSuffix("*/") { body = String(body.dropLast(2)) }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let command = words.first else { return nil }
        let ids = Array(words.dropFirst())
        guard !ids.isEmpty else { return nil }
        // An old id names the rule it was folded into.
        let rules: [RuleID] = ids.contains("all") ? [] : ids.map { RuleRegistry.canonical(RuleID(rawValue: $0)) }
        switch command {
        case "disable:next": return .next(rules)
        case "disable:this": return .this(rules)
        case "disable": return .disable(rules)
        case "enable": return .enable(rules)
        default: return nil
        }
    }
}
