import A11yCatalog
import A11yEngine
import A11yReport
import A11yRules
import MCP
import A11yRuleKit

/// The tools the MCP server offers, each with the JSON schema of its input. Every tool only reads.
enum ToolName: String, CaseIterable {
    case auditSource = "audit_source"
    case auditPath = "audit_path"
    case explainRule = "explain_rule"
    case criteria
    case plan
    case fixPreview = "fix_preview"

    static func unknown(_ name: String) -> String {
        "unknown tool '\(name)'; the tools are \(allCases.map(\.rawValue).joined(separator: ", "))"
    }
}

/// Report formats a tool returns; `html` and `github` are for files and CI logs, not for a conversation.
let assistantReportFormats: [ReportFormat] = [.json, .text, .markdown, .sarif]

enum ToolDefinitions {
    static let all: [Tool] = ToolName.allCases.map(definition)

    static func definition(_ name: ToolName) -> Tool {
        switch name {
        case .auditSource:
            return tool(
                name, title: "Audit Swift source text",
                description: """
                    Audit Swift source text (SwiftUI or UIKit) for accessibility defects in native iOS components: custom \
                    modals that trap no focus, alerts and pickers without a name, fixed font sizes and more. Returns the \
                    findings, each with its line, rule, message, the acceptance criterion it breaks and a suggestion. \
                    Settings come from the served folder's .native-a11y.yml when it has one.
                    """,
                properties: [
                    "source": .string("The Swift source text to audit."),
                    "file_name": .string("The name reported for the text (default Snippet.swift)."),
                ].merging(reportProperties) { $1 },
                required: ["source"])
        case .auditPath:
            return tool(
                name, title: "Audit Swift files",
                description: """
                    Audit the Swift files of a file or folder under the folder this server serves (its --root), as \
                    `native-a11y audit` does: build, dependency and test folders are skipped, and the nearest \
                    .native-a11y.yml inside the served folder applies. A path outside the served folder, through '..' or \
                    a symbolic link, is refused.
                    """,
                properties: [
                    "path": .string("A file or folder, relative to the served folder (or absolute inside it); '.' for all of it."),
                    "include_tests": .boolean("Audit test code and SwiftUI previews too.", default: false),
                ].merging(reportProperties) { $1 },
                required: ["path"])
        case .explainRule:
            return tool(
                name, title: "Explain a rule",
                description: """
                    Explain a rule: what it finds, why it matters to VoiceOver, keyboard and large-text users, how to fix \
                    it, the acceptance criterion a tester checks, and a flagged and a clean example.
                    """,
                properties: [
                    "rule": .string(
                        "A rule id, as findings carry it: \(RuleRegistry.all.map { $0.description.id.rawValue }.sorted().joined(separator: ", ")).")
                ],
                required: ["rule"])
        case .criteria:
            return tool(
                name, title: "Acceptance criteria",
                description: """
                    Accessibility acceptance criteria for native components (iOS and Android): what a keyboard user, a \
                    screen reader user and a user with large text must experience. Names match loosely (alert, \
                    alert-dialog and "Alert dialog" are one component). With no component, lists the components.
                    """,
                properties: [
                    "components": .stringArray("Component ids, titles or other names, e.g. modal, alert-dialog, button. Empty: list them."),
                    "format": .choice(
                        "condensed: a numbered checklist; gherkin: numbered scenarios; feature: a Cucumber .feature file; markdown: the full entry with developer notes; json: the model.",
                        CriteriaFormat.allCases.map(\.rawValue), default: CriteriaFormat.condensed.rawValue),
                    "platform": .choice("Keep only this platform's criteria and notes.", PlatformFilter.allCases.map(\.rawValue), default: PlatformFilter.all.rawValue),
                ],
                required: [])
        case .plan:
            return tool(
                name, title: "Test plan from the code",
                description: """
                    Read the Swift files under a path of the served folder and list each screen they declare, the native \
                    components each screen presents, the acceptance criteria to test there, and the audit's findings next \
                    to the criterion each one breaks.
                    """,
                properties: [
                    "path": .string("A file or folder under the served folder (default '.')."),
                    "format": .choice("markdown: checkboxes; gherkin: .feature text; json: the plan's model.", PlanRenderer.Format.allCases.map(\.rawValue), default: PlanRenderer.Format.markdown.rawValue),
                    "platform": .choice("Keep only this platform's criteria.", PlatformFilter.allCases.map(\.rawValue), default: PlatformFilter.ios.rawValue),
                ],
                required: [])
        case .fixPreview:
            return tool(
                name, title: "Preview the safe corrections",
                description: """
                    Show, as a unified diff, the safe corrections `native-a11y fix` would apply to a path under the served \
                    folder or to Swift source text. Nothing is ever written: apply the diff yourself, or run \
                    `native-a11y fix`. Corrections that cannot be trusted (overlapping, or leaving the file parsing worse) \
                    are listed as skipped.
                    """,
                properties: [
                    "path": .string("A file or folder under the served folder. Give this or 'source'."),
                    "source": .string("Swift source text to correct instead of files. Give this or 'path'."),
                    "file_name": .string("With 'source': the name the diff shows (default Snippet.swift)."),
                    "only": ruleList("Correct only the findings of these rules."),
                    "disable": ruleList("Leave these rules' findings alone."),
                ],
                required: [])
        }
    }

    /// The arguments both audit tools take.
    static let reportProperties: [String: Property] = [
        "format": .choice(
            "json (default): the JSON report, schema in docs/json-report.md; text: one compiler-style line per finding; markdown; sarif: SARIF 2.1.0.",
            assistantReportFormats.map(\.rawValue), default: ReportFormat.json.rawValue),
        "only": ruleList("Run only these rules."),
        "disable": ruleList("Do not run these rules."),
    ]

    static func ruleList(_ summary: String) -> Property { .stringArray(summary + " Rule ids as explain_rule lists them.") }

    /// One property of an input schema.
    enum Property {
        case string(String)
        case stringArray(String)
        case boolean(String, default: Bool)
        case choice(String, [String], default: String)

        var schema: Value {
            switch self {
            case .string(let summary):
                return ["type": "string", "description": .string(summary)]
            case .stringArray(let summary):
                return ["type": "array", "items": ["type": "string"], "description": .string(summary)]
            case .boolean(let summary, let fallback):
                return ["type": "boolean", "description": .string(summary), "default": .bool(fallback)]
            case .choice(let summary, let values, let fallback):
                return ["type": "string", "enum": .array(values.map { .string($0) }), "description": .string(summary), "default": .string(fallback)]
            }
        }
    }

    /// The arguments a tool takes, as its schema names them.
    static let argumentNames: [String: [String]] = Dictionary(uniqueKeysWithValues: all.map {
        ($0.name, $0.inputSchema.objectValue?["properties"]?.objectValue?.keys.sorted() ?? [])
    })

    private static func tool(_ name: ToolName, title: String, description: String, properties: [String: Property], required: [String]) -> Tool {
        let schema: Value = [
            "type": "object",
            "properties": .object(properties.mapValues(\.schema)),
            "required": .array(required.map { .string($0) }),
            "additionalProperties": false,
        ]
        return Tool(
            name: name.rawValue, title: title, description: description, inputSchema: schema,
            annotations: .init(title: title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false))
    }
}
