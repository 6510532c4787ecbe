import A11yCore
import A11yEngine
import Testing

/// The corrections `fix` plans and the diffs it prints.
struct FixPlannerTests {
    private func finding(_ rule: String, at offset: Int, edits: [TextEdit]) -> Finding {
        let position = SourcePosition(line: 1, column: offset + 1, utf16Column: offset + 1, offset: offset)
        return Finding(
            ruleID: RuleID(rawValue: rule), severity: .warning, path: "A.swift", span: SourceSpan(start: position, end: position),
            message: "", criterion: nil, suggestion: "", fix: Fix(title: rule, edits: edits))
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("A correction that would leave the file with new syntax errors is refused for the whole file")
    func refusesBrokenText() throws {
        let original = "let a = 1\n"
        let plans = FixPlanner.plan([finding("r", at: 0, edits: [.insert("{", at: 0)])]) { _ in self.bytes(original) }
        let plan = try #require(plans.first)
        #expect(!plan.changes)
        #expect(plan.rejection != nil)
        #expect(plan.fixed == bytes(original))
    }

    @Test("A correction whose own edits overlap is not applied in part: the file is left as it is")
    func refusesOverlappingEditsOfOneCorrection() throws {
        let original = "let a = 1\n"
        let plans = FixPlanner.plan([
            finding("r", at: 0, edits: [TextEdit(start: 4, end: 5, replacement: "b"), TextEdit(start: 4, end: 9, replacement: "c = 2")])
        ]) { _ in self.bytes(original) }
        let plan = try #require(plans.first)
        #expect(!plan.changes)
        #expect(plan.rejection == "a correction's edits overlap one another")
        #expect(plan.skipNotes == ["A.swift: left unchanged: a correction's edits overlap one another"])
    }

    @Test("Two insertions at one point are both kept, in finding order; a replacement over them is skipped")
    func insertionsAtOnePoint() throws {
        let original = "let a = f()\n"
        let end = original.utf8.count - 1
        let plans = FixPlanner.plan([
            finding("first", at: 0, edits: [.insert(".x()", at: end)]),
            finding("second", at: 1, edits: [.insert(".y()", at: end)]),
            finding("third", at: 2, edits: [TextEdit(start: 8, end: end + 1, replacement: "g()\n")]),
        ]) { _ in self.bytes(original) }
        let plan = try #require(plans.first)
        #expect(String(decoding: plan.fixed, as: UTF8.self) == "let a = f().x().y()\n")
        #expect(plan.applied.map(\.rule.rawValue) == ["first", "second"])
        #expect(plan.skipped.map(\.0.rule.rawValue) == ["third"])
    }

    @Test("A diff shows each change with three lines around it, and marks a last line without a newline")
    func unifiedDiff() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 2\n", with: "line 2\nadded\n").replacingOccurrences(of: "line 10", with: "last")
        let diff = UnifiedDiff.render(path: "F.swift", old: Array(old.utf8), new: Array(new.utf8))
        #expect(diff == """
            --- a/F.swift
            +++ b/F.swift
            @@ -1,5 +1,6 @@
             line 1
             line 2
            +added
             line 3
             line 4
             line 5
            @@ -7,4 +8,4 @@
             line 7
             line 8
             line 9
            -line 10
            \\ No newline at end of file
            +last
            \\ No newline at end of file

            """)
        #expect(UnifiedDiff.render(path: "F.swift", old: Array(old.utf8), new: Array(old.utf8)).isEmpty)
    }
}
