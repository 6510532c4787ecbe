import A11yCore
import SwiftSyntax

/// What the code tells VoiceOver: announcements (also under the member that posts them), focus moves, and elements
/// that update often.
package enum AnnouncementFacts: ProjectFactRecorder {
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        let facts = file.facts
        // One pass over the posts: a focus post moves focus, and tells VoiceOver of an element when it names one.
        // An announcement is also recorded under the member that posts it (`VoiceOver.say(_:)`, `announce(_:)`), for code
        // that shows a message and calls it.
        for call in facts.calls("post") + facts.calls("UIAccessibilityPostNotification") {
            if AccessibilityAPIs.postsAnnouncement(call) {
                draft.add(.announces, for: call)
                if let function = call.ancestor(FunctionDeclSyntax.self), let type = function.enclosingTypeDeclaration {
                    draft.recorded.append(TypeSummary(name: TypeSummary.memberKey(type.name, function.name.text), facts: [.announces]))
                }
            } else if AccessibilityAPIs.postsFocusNotification(call) {
                draft.add(.movesFocus, for: call)
                let element = call.argument("argument")?.expression ?? (call.arguments.count > 1 ? call.arguments.last?.expression : nil)
                if let element, !element.isNilLiteral { draft.add(.announces, for: call) }
            }
        }
        for call in facts.calls("accessibilityAddTraits") + facts.calls("accessibility")
        where SwiftUIViewContext.addsTrait(["updatesFrequently"], call: call) {
            draft.add(.announces, for: call)
        }
        for assignment in facts.assignments("accessibilityTraits")
        where assignment.valueElements.contains(where: { $0.descendantsOrSelfMembers().contains("updatesFrequently") }) {
            draft.add(.announces, for: assignment.sequence)
        }
        // VoiceOver focus moved by the code tells VoiceOver of its element; keyboard focus (`focused`) does not.
        for call in facts.calls("accessibilityFocused") + facts.calls("focused") where AccessibilityAPIs.bindsFocusThatIsSet(call, facts: facts) {
            draft.add(.movesFocus, for: call)
            if call.calledExpression.lastNameComponent == "accessibilityFocused" { draft.add(.announces, for: call) }
        }
    }
}
