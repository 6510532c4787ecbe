import A11yCore
import SwiftSyntax

/// Names and grouping a type gives itself or is given by the code that configures it: an accessibility label set,
/// a view made one element.
package enum NamingFacts: ProjectFactRecorder {
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        let facts = file.facts
        for assignment in facts.assignments("accessibilityLabel") {
            draft.add(.setsAccessibilityLabel, for: assignment.sequence)
        }
        // A view made one element by its own code, or by the code that configures it (`cell.isAccessibilityElement =
        // true` on a cell the controller dequeued as the app's class).
        for assignment in facts.assignments("isAccessibilityElement") where assignment.value.isTrueLiteral {
            if assignment.isOnSelf {
                draft.add(.groupsIntoOneElement, for: assignment.sequence)
            } else if let owner = assignment.owner, let type = VariableResolver.resolve(owner, at: assignment.sequence, in: file)?.typeName,
                !FrameworkTypes.contains(type)
            {
                draft.recorded.append(TypeSummary(name: type, facts: [.groupsIntoOneElement]))
            }
        }
        for call in facts.calls("accessibilityLabel") {
            draft.add(.setsAccessibilityLabel, for: call)
        }
        for variable in facts.variablesByName["accessibilityLabel"] ?? [] {
            draft.add(.setsAccessibilityLabel, for: variable)
        }
    }
}
