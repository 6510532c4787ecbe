import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A name that ends with the role or state VoiceOver already announces: "Close button", "Profile image".
///
/// Read from literal text only: `.accessibilityLabel("…")`, `accessibilityLabel = "…"`, a SwiftUI `Button`,
/// `Link` or `NavigationLink` title, a UIKit `setTitle(_:for:)`, and the English text of `NSLocalizedString`
/// or `String(localized:)` written in place. Keys that are not visible text (no space, such as
/// `"share.button"`) and names held in variables are left alone.
///
/// Precision first: only the last word counts, and not when the name starts with an action verb ("Add
/// image", "Copy link", "Select tab"), where the word is the object of the action, not the element's role.
public struct LabelRepeatsRoleRule: Rule {
    public init() {}

    public static let options = [words]
    static let words = RuleOptionDescription(
        rule: "label-repeats-role", key: "words",
        default: .strings(["button", "image", "icon", "picture", "link", "tab", "selected", "heading"]),
        summary: "Role and state words VoiceOver announces by itself (English); a name ending with one is reported.")

    public static let description = RuleDescription(
        id: "label-repeats-role",
        title: "Label repeats the role",
        summary: "An accessibility label or title that ends with the role or state VoiceOver already says, such as \"Close button\" or \"Profile image\".",
        rationale: """
            VoiceOver reads the name, then the role and state from the element's traits: a button labelled \
            "Close button" is heard as "Close button, button". The repetition slows every visit, and a role word \
            in the name lies when the element changes kind (an "image" that is really a button). Names say what \
            the element is for; traits say what kind of element it is.
            """,
        suggestion: "Drop the role word from the name (\"Close\", \"Profile\"), and give the element the matching trait if it lacks one.",
        severity: .warning,
        criterion: CriterionReference(component: "button", criterion: "name"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    /// First words that make the rest of the name the object of an action.
    static let actionVerbs: Set<String> = [
        "add", "attach", "change", "choose", "copy", "crop", "delete", "download", "edit", "hide", "insert", "open",
        "pick", "remove", "replace", "rotate", "save", "select", "share", "show", "switch", "take", "upload", "view",
        "pin", "unpin", "create", "make", "move", "send", "export", "clear", "reset", "set", "update", "scan", "capture",
    ]
    /// Words before the last that make it the object of a phrase (`Pin feed as tab`, `Open in new tab`, `Save to
    /// image`): the name says what is made or where, not what the element is.
    static let objectMarkers: Set<String> = ["as", "to", "into", "in", "from", "new", "a", "an", "the"]

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        let words = Set((file.value(of: Self.words).strings ?? []).map { $0.lowercased() })
        guard !words.isEmpty else { return }
        check(.swiftUI, into: &diagnoses) { found in
            for call in file.facts.calls("accessibilityLabel") where call.calledExpression.is(MemberAccessExprSyntax.self) {
                if let argument = call.arguments.first, argument.label == nil { report(argument.expression, words: words, into: &found) }
            }
            for name in ["Button", "Link", "NavigationLink"] {
                for call in file.facts.calls(name) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                    if let title = call.arguments.first, title.label == nil, !title.expression.is(ClosureExprSyntax.self) {
                        report(title.expression, words: words, into: &found)
                    }
                }
            }
        }
        check(.uiKit, into: &diagnoses) { found in
            for assignment in file.facts.assignments("accessibilityLabel") where assignment.valueElements.count == 1 {
                report(assignment.value, words: words, into: &found)
            }
            for call in file.facts.calls("setTitle") where call.arguments.count == 2 && call.arguments.last?.label?.text == "for" {
                if let title = call.arguments.first { report(title.expression, words: words, into: &found) }
            }
        }
    }

    private func report(_ expression: ExprSyntax, words: Set<String>, into found: inout [Diagnosis]) {
        guard let (literal, text) = Self.visibleText(expression), let word = Self.trailingRoleWord(text, words: words) else { return }
        found.append(diagnosis(
            at: literal,
            "\"\(text)\" ends with \"\(word)\", which VoiceOver already says after the name",
            criterion: ["image", "icon", "picture"].contains(word) ? CriterionReference(component: "image-informative", criterion: "name") : nil))
    }

    /// The literal and its text: a string literal, `Text("…")`, or the first argument of `NSLocalizedString`
    /// or `String(localized:)`.
    static func visibleText(_ expression: ExprSyntax) -> (ExprSyntax, String)? {
        let expression = expression.unwrapped
        if let text = expression.staticStringValue { return (expression, text) }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["Text", "NSLocalizedString", "String", "LocalizedStringKey"].contains(name),
            let first = call.arguments.first, first.label == nil || first.label?.text == "localized",
            let text = first.expression.staticStringValue
        else { return nil }
        return (first.expression, text)
    }

    /// The role word a name ends with, when the name is visible text of two words or more and does not start
    /// with an action verb. Reads only the first and last words: most names end in no role word.
    static func trailingRoleWord(_ text: String, words: Set<String>) -> String? {
        let trimmed = text.reversed().drop { !$0.isLetter }
        guard let lastSpace = trimmed.firstIndex(where: { $0 == " " }) else { return nil }
        let last = String(trimmed[..<lastSpace].reversed()).lowercased()
        guard words.contains(last) else { return nil }
        let first = text.prefix { $0 != " " }.lowercased()
        if actionVerbs.contains(first) || !text.contains(where: \.isLetter) { return nil }
        let before = trimmed[trimmed.index(after: lastSpace)...].drop { $0 == " " }.prefix { $0 != " " }
        if objectMarkers.contains(String(before.reversed()).lowercased()) { return nil }
        return last
    }
}
