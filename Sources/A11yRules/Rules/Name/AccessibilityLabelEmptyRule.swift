import A11yCore
import SwiftSyntax
import A11yRuleKit

/// An accessibility label set to an empty string on an element VoiceOver still stops on.
///
/// SwiftUI: `.accessibilityLabel("")` (or `Text("")`) on a view that is not hidden, not part of a button,
/// link or label (which read their own text), and not inside a container that merges or replaces its
/// children. UIKit: `x.accessibilityLabel = ""` on an object that is an element: not one made a non-element
/// (`isAccessibilityElement = false`, `accessibilityElementsHidden = true`), and not a plain view or image
/// view, which are not elements unless code makes them so.
public struct AccessibilityLabelEmptyRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "accessibility-label-empty",
        title: "Empty accessibility label",
        summary: "An accessibility label set to \"\" on an element VoiceOver still focuses, which then says nothing, or only its role.",
        rationale: """
            An empty label does not hide an element: VoiceOver still stops on it and reads nothing, or only \
            "button" or "image". Listeners meet a silent stop they cannot identify. To hide a decorative \
            element, hide it from accessibility; to name a control, give it words.
            """,
        suggestion: "Hide a decorative element with .accessibilityHidden(true) (SwiftUI) or isAccessibilityElement = false (UIKit); name anything the user acts on.",
        severity: .error,
        criterion: CriterionReference(component: "button", criterion: "name"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    /// Containers that read their own text or merge their content into one element.
    static let namingContainers = SwiftUIViews.labelledControls.union(["Label"])
    /// UIKit classes that are not accessibility elements unless code makes them so.
    static let nonElements: Set<String> = ["UIView", "UIImageView", "UIStackView", "UIScrollView", "UIVisualEffectView"]

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { checkSwiftUI(file, into: &$0) }
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for call in file.facts.calls("accessibilityLabel") {
            guard let modifier = call.calledExpression.as(MemberAccessExprSyntax.self), call.arguments.count == 1,
                let label = call.arguments.first, label.label == nil, SwiftUILabels.isEmptyTitle(label.expression)
            else { continue }
            let context = SwiftUIViewContext(call)
            if context.isHidden { continue }
            if context.enclosing.contains(where: { enclosing in
                Self.namingContainers.contains(enclosing.call.calledExpression.lastNameComponent ?? "")
                    || enclosing.modifiers.contains { $0.name == "accessibilityElement" }
            }) {
                continue
            }
            let isImage = context.chain.rootTypeName == "Image"
            diagnoses.append(diagnosis(
                at: modifier.period, "An empty accessibility label does not hide this \(isImage ? "image" : "view"): VoiceOver still stops on it and says nothing",
                criterion: isImage ? CriterionReference(component: "image-decorative", criterion: "hidden") : nil))
        }
    }

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for assignment in file.facts.assignments("accessibilityLabel") where SwiftUILabels.isEmptyTitle(assignment.value) && assignment.valueElements.count == 1 {
            guard let instance = UIKitInstance.named(assignment.owner, at: assignment.sequence, in: file) else { continue }
            if let type = instance.typeName, Self.nonElements.contains(type), !instance.isAccessibilityElement(in: file) { continue }
            let hidden = instance.assignments("isAccessibilityElement", in: file).contains { $0.value.isFalseLiteral }
                || instance.assignments("accessibilityElementsHidden", in: file).contains { $0.value.isTrueLiteral }
            if hidden { continue }
            diagnoses.append(diagnosis(
                at: assignment.sequence,
                "An empty accessibilityLabel does not hide '\(instance.displayName)': VoiceOver still stops on it and says nothing"))
        }
    }
}
