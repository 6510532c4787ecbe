import A11yCore
import A11yRules
import Foundation
import Testing
import _A11yTestSupport
import A11yRuleKit

/// Hand-kept seams that must fail loudly when someone forgets a step.
struct RegistrySeamTests {
    static let rulesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/A11yRules/Rules")

    /// Every `struct …: Rule` declared under Sources/A11yRules/Rules, read from the source files.
    static func declaredRuleTypes() throws -> Set<String> {
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: rulesFolder, includingPropertiesForKeys: nil)
        // `struct X: Rule`, also with other conformances around it (`struct X: Sendable, Rule`).
        let pattern = try Regex(#"struct\s+(\w+)\s*:[^{]*\bRule\b"#)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    @Test("Every rule type under Rules/ is in the registry, and nothing else is")
    func everyRuleIsRegistered() throws {
        let declared = try Self.declaredRuleTypes()
        let registered = Set(RuleRegistry.all.map { String(describing: $0) })
        #expect(!declared.isEmpty)
        #expect(declared.subtracting(registered).isEmpty, "declared but not in RuleRegistry.all: \(declared.subtracting(registered).sorted())")
        #expect(registered.subtracting(declared).isEmpty, "registered but not declared under Rules/: \(registered.subtracting(declared).sorted())")
    }

    @Test("No rule calls into another rule: what rules share lives in Syntax/, Recognizers/ or Vocabulary/")
    func rulesDoNotBorrowFromEachOther() throws {
        let ruleNames = try Self.declaredRuleTypes()
        let files = FileManager.default.enumerator(at: Self.rulesFolder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let own = String(file.deletingPathExtension().lastPathComponent.split(separator: "+")[0])
            let text = try String(contentsOf: file, encoding: .utf8)
            for other in ruleNames where other != own {
                #expect(!text.contains("\(other)."), "\(file.lastPathComponent) uses \(other)'s members")
            }
        }
    }

    @Test("The kit is a target of its own that does not depend on the rules, so the compiler keeps the layering")
    func kitIsBeneathTheRules() throws {
        // The kit's files cannot call into a rule as long as its target does not list A11yRules: the package
        // manifest is the one place that could undo the layering.
        let manifest = try String(contentsOf: Self.rulesFolder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)
        let kitTarget = try #require(manifest.components(separatedBy: ".target(").first { $0.contains("name: \"A11yRuleKit\"") })
        let dependencies = kitTarget.components(separatedBy: "dependencies:").dropFirst().first ?? ""
        #expect(!dependencies.prefix(while: { $0 != "]" }).contains("A11yRules"))
        let kitFolder = Self.rulesFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("A11yRuleKit")
        let files = FileManager.default.enumerator(at: kitFolder, includingPropertiesForKeys: nil)
        var checked = 0
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            checked += 1
            #expect(!(try String(contentsOf: file, encoding: .utf8)).contains("import A11yRules\n"), "\(file.lastPathComponent)")
        }
        #expect(checked > 20)
    }

    @Test("Every finding says which framework's code it is in, one the rule covers")
    func findingsNameTheirFramework() {
        for description in RuleRegistry.descriptions {
            let covered = Set(description.frameworks.map(\.rawValue))
            for example in description.triggeringExamples {
                let code = example.code.replacingOccurrences(of: "↓", with: "")
                for finding in ExampleAuditing.findings(ofRule: description.id, in: code, context: example.context) {
                    #expect(finding.framework.map(covered.contains) == true, "\(description.id) at \(example): \(finding.framework ?? "no framework")")
                }
            }
        }
    }

    @Test("Each rule's options name the rule they belong to")
    func optionsBelongToTheirRule() {
        for rule in RuleRegistry.all {
            for option in rule.options {
                #expect(option.rule == rule.description.id, "\(option.key) is declared on \(rule.description.id) but names \(option.rule)")
            }
            #expect(Set(rule.options.map(\.key)).count == rule.options.count, "\(rule.description.id) declares an option twice")
        }
    }
}
