import A11yAssistant
import Foundation
import MCP
import Testing

/// A screen with one fixed font size (correctable) and one icon button with no name (not correctable).
let pricedScreen = """
    import SwiftUI

    struct Checkout: View {
        var body: some View {
            VStack {
                Text("Total").font(.system(size: 15))
                Button(action: {}) { Image(systemName: "cart").frame(width: 44, height: 44) }
            }
        }
    }

    """

/// Findings of a JSON report, as (rule, path, line).
func findings(_ json: String) throws -> [(rule: String, path: String, line: Int)] {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let items = try #require(object["findings"] as? [[String: Any]])
    return items.map { ($0["ruleId"] as? String ?? "", $0["path"] as? String ?? "", $0["line"] as? Int ?? 0) }
}

func problemKinds(_ json: String) throws -> [String] {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return (object["problems"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
}

@Suite("MCP tools")
struct ToolboxTests {
    func toolbox(_ folder: ServedFolder) throws -> Toolbox {
        Toolbox(root: try ServedRoot(folder.root), jobs: 1)
    }

    @Test("audit_source: findings of the text, named as asked, in the format asked")
    func auditSource() throws {
        let folder = try ServedFolder()
        let tools = try toolbox(folder)
        defer { withExtendedLifetime(folder) {} }
        let json = try tools.call("audit_source", arguments: ["source": .string(pricedScreen), "file_name": "Checkout.swift"]).text
        let found = try findings(json)
        #expect(found.map(\.rule).sorted() == ["fixed-font-size", "icon-only-button-unlabeled"])
        #expect(found.allSatisfy { $0.path == "Checkout.swift" })
        #expect(found.first { $0.rule == "fixed-font-size" }?.line == 6)

        let text = try tools.call("audit_source", arguments: ["source": .string(pricedScreen), "format": "text", "only": ["fixed-font-size"]]).text
        #expect(text.hasPrefix("Snippet.swift:6:"))
        #expect(!text.contains("icon-only-button-unlabeled"))
    }

    @Test("audit_path: a folder under the root, paths reported relative to it; a link out is not followed")
    func auditPath() throws {
        let folder = try ServedFolder()
        try folder.write("Screens/Checkout.swift", pricedScreen)
        try folder.write("Leak.swift", pricedScreen, under: folder.outside)
        try folder.link("Screens/Leak.swift", to: folder.outside + "/Leak.swift")
        try folder.link("Vendor", to: folder.outside)
        let output = try toolbox(folder).call("audit_path", arguments: ["path": "."])
        let found = try findings(output.text)
        #expect(Set(found.map(\.path)) == ["Screens/Checkout.swift"])
        #expect(try problemKinds(output.text) == ["outside-root", "outside-root"])
        #expect(output.notes.count == 2 && output.notes.allSatisfy { $0.contains("a symbolic link leads outside") })
    }

    @Test("audit_path refuses a path out of the root before reading anything")
    func auditPathRefused() throws {
        let folder = try ServedFolder()
        try folder.write("Leak.swift", pricedScreen, under: folder.outside)
        #expect(throws: ToolError.self) { try toolbox(folder).call("audit_path", arguments: ["path": "../outside/Leak.swift"]) }
    }

    @Test("settings: the served folder's .native-a11y.yml applies; one above the root is not read")
    func settings() throws {
        let folder = try ServedFolder()
        try folder.write("Checkout.swift", pricedScreen)
        try folder.write(".native-a11y.yml", "disabled_rules:\n  - icon-only-button-unlabeled\n", under: folder.scratch)
        var found = try findings(try toolbox(folder).call("audit_path", arguments: ["path": "Checkout.swift"]).text)
        #expect(found.map(\.rule).sorted() == ["fixed-font-size", "icon-only-button-unlabeled"])

        try folder.write(".native-a11y.yml", "disabled_rules:\n  - fixed-font-size\nrulez: 1\n")
        let output = try toolbox(folder).call("audit_path", arguments: ["path": "Checkout.swift"])
        found = try findings(output.text)
        #expect(found.map(\.rule) == ["icon-only-button-unlabeled"])
        #expect(output.notes.contains { $0.contains("rulez") })
    }

    @Test("a broken settings file fails the call with its reason")
    func brokenSettings() throws {
        let folder = try ServedFolder()
        try folder.write("Checkout.swift", pricedScreen)
        try folder.write(".native-a11y.yml", "disabled_rules: [unclosed\n")
        #expect(throws: ToolError.self) { try toolbox(folder).call("audit_path", arguments: ["path": "."]) }
    }

    @Test("explain_rule: the explanation, or a suggestion for a misspelt id")
    func explain() throws {
        let folder = try ServedFolder()
        let tools = try toolbox(folder)
        defer { withExtendedLifetime(folder) {} }
        let text = try tools.call("explain_rule", arguments: ["rule": "fixed-font-size"]).text
        #expect(text.hasPrefix("fixed-font-size: "))
        #expect(text.contains("How to fix"))
        do {
            _ = try tools.call("explain_rule", arguments: ["rule": "fixed-font-sise"])
            Issue.record("a misspelt rule was explained")
        } catch {
            #expect("\(error)".contains("did you mean: fixed-font-size"))
        }
    }

    @Test("criteria: named components in a format and for a platform; the list when none is named")
    func criteria() throws {
        let folder = try ServedFolder()
        let tools = try toolbox(folder)
        defer { withExtendedLifetime(folder) {} }
        let condensed = try tools.call("criteria", arguments: ["components": ["alert"], "platform": "ios"]).text
        #expect(condensed.contains("alert"))
        #expect(!condensed.contains("TalkBack"))
        let json = try tools.call("criteria", arguments: ["components": ["modal"], "format": "json"]).text
        // The schema says an array: a lone string is refused with the field named.
        #expect(throws: ToolError.self) { try tools.call("criteria", arguments: ["components": "modal"]) }
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [Any] || (try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any]))
        let list = try tools.call("criteria", arguments: [:])
        #expect(list.text.contains("modal") && list.text.contains("button"))
        #expect(throws: ToolError.self) { try tools.call("criteria", arguments: ["components": ["alert"], "format": "yaml"]) }
        #expect(throws: ToolError.self) { try tools.call("criteria", arguments: ["components": ["nothing-like-this"]]) }
    }

    @Test("plan: the screens under a path, with the criteria to test")
    func plan() throws {
        let folder = try ServedFolder()
        try folder.write("Screens/Checkout.swift", pricedScreen.replacingOccurrences(of: "struct Checkout", with: "struct CheckoutScreen"))
        let markdown = try toolbox(folder).call("plan", arguments: ["path": "Screens"]).text
        #expect(markdown.contains("CheckoutScreen"))
        #expect(markdown.contains("- [ ]"))
        let json = try toolbox(folder).call("plan", arguments: ["format": "json"]).text
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["screens"] as? [Any])?.count == 1)
    }

    @Test("fix_preview: a unified diff of the safe corrections; the file is not touched")
    func fixPreview() throws {
        let folder = try ServedFolder()
        try folder.write("Screens/Checkout.swift", pricedScreen)
        let before = try folder.contents("Screens/Checkout.swift")
        let output = try toolbox(folder).call("fix_preview", arguments: ["path": "Screens"])
        #expect(output.text.hasPrefix("--- a/Screens/Checkout.swift\n+++ b/Screens/Checkout.swift\n"))
        #expect(output.text.contains("-            Text(\"Total\").font(.system(size: 15))"))
        #expect(output.notes.first == "1 correction in 1 file. Nothing was written. 1 finding has no automatic correction (see audit_path or audit_source).")
        #expect(try folder.contents("Screens/Checkout.swift") == before)

        let snippet = try toolbox(folder).call("fix_preview", arguments: ["source": .string(pricedScreen), "file_name": "Cart.swift"])
        #expect(snippet.text.hasPrefix("--- a/Cart.swift\n+++ b/Cart.swift\n"))
        let clean = try toolbox(folder).call("fix_preview", arguments: ["source": "let x = 1\n"])
        #expect(clean.text == "No safe correction applies.")
    }

    @Test("arguments: a missing, misspelt or mistyped argument is named; path and source together are refused")
    func arguments() throws {
        let folder = try ServedFolder()
        let tools = try toolbox(folder)
        defer { withExtendedLifetime(folder) {} }
        let cases: [(String, [String: Value], String)] = [
            ("audit_source", [:], "'source' is required"),
            ("audit_source", ["source": 3], "'source' must be a string"),
            ("audit_path", ["path": ".", "formatt": "json"], "unknown argument 'formatt'"),
            ("audit_path", ["path": ".", "format": "html"], "'format' must be one of json, text, markdown, sarif"),
            ("audit_path", ["path": ".", "only": ["no-such-rule"]], "'only': unknown rule 'no-such-rule'"),
            ("explain_rule", ["rule": "zzzzzzzzzzzzzzzzzzzzzzzzzzzz"], "explain_rule's input schema lists every rule id"),
            ("fix_preview", ["path": ".", "source": "x"], "not both"),
            ("fix_preview", [:], "give 'path'"),
            ("no_such_tool", [:], "unknown tool 'no_such_tool'"),
        ]
        for (name, arguments, expected) in cases {
            do {
                _ = try tools.call(name, arguments: arguments)
                Issue.record("\(name) \(arguments) was accepted")
            } catch {
                #expect("\(error)".contains(expected), "\(name): \(error)")
            }
        }
    }

    @Test("every tool's schema is an object that names exactly the arguments the tool reads")
    func schemas() throws {
        #expect(Toolbox.tools.map(\.name) == ["audit_source", "audit_path", "explain_rule", "criteria", "plan", "fix_preview"])
        for tool in Toolbox.tools {
            let schema = try #require(tool.inputSchema.objectValue)
            #expect(schema["type"] == "object")
            #expect(schema["additionalProperties"] == false)
            let properties = try #require(schema["properties"]?.objectValue)
            for required in schema["required"]?.arrayValue ?? [] {
                #expect(properties[required.stringValue ?? ""] != nil, "\(tool.name) requires an undeclared \(required)")
            }
            #expect(tool.annotations.readOnlyHint == true)
        }
    }
}
