import A11yCore
import A11yEngine
import A11yReport
import A11yRules
import Foundation
import Testing
import A11yRuleKit

/// Checks the SARIF 2.1.0 structure GitHub code scanning requires (the spec's required properties and the
/// constraints code scanning adds), on a report with findings, fixes, suppressions and problems.
struct SARIFStructureTests {
    func document() throws -> [String: Any] {
        let text = SARIFReporter().render(sampleReport, context: sampleContext)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func topLevel() throws {
        let log = try document()
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
    }

    @Test func driverDescribesEveryRule() throws {
        let run = try #require((try document()["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "native-a11y")
        #expect(driver["version"] is String)
        #expect((driver["informationUri"] as? String)?.hasPrefix("https://") == true)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(Set(sampleRules.map { $0.description.id.rawValue }).isSubset(of: Set(ids)))
        #expect(Set(ids).count == ids.count, "rule ids are unique")
        for rule in rules {
            #expect(rule["name"] is String)
            #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note", "none"].contains(level ?? ""))
        }
    }

    @Test func resultsPointAtRulesAndRelativeLocations() throws {
        let run = try #require((try document()["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == sampleReport.findings.count)
        #expect(!results.isEmpty)
        for result in results {
            let ruleId = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleId)
            #expect(["error", "warning", "note", "none"].contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            #expect(!uri.hasPrefix("/") && !uri.contains(" "), "relative, percent-encoded: \(uri)")
            #expect(artifact["uriBaseId"] as? String == "SRCROOT")
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1)
            #expect((region["startColumn"] as? Int ?? 0) >= 1)
            let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
            #expect(!fingerprints.isEmpty)
        }
        let base = try #require((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])
        #expect((base["uri"] as? String)?.hasPrefix("file:///") == true)
        #expect((base["uri"] as? String)?.hasSuffix("/") == true)
    }

    @Test func problemsBecomeToolNotifications() throws {
        let run = try #require((try document()["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == sampleReport.problems.count)
        #expect(notifications.contains { $0["level"] as? String == "error" })
    }
}
