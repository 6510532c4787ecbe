import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A control hidden from VoiceOver with nothing that stands in for it.
///
/// SwiftUI: `.accessibilityHidden(true)` (or `.accessibility(hidden: true)`) written on a `Button`, `Link`,
/// `NavigationLink`, `Toggle`, `Slider`, `Stepper`, `TextField`, `SecureField`, or on a view the same chain
/// gives a tap gesture. Only the literal `true` counts: a condition usually hides a control while it is off
/// screen or disabled.
/// UIKit: `isAccessibilityElement = false` or `accessibilityElementsHidden = true` on an object the file
/// knows to be a button or control.
/// Stays quiet where something stands in for the control: a container around it that exposes one element
/// (`.accessibilityElement(children:)`), an accessibility action in the same declaration, or, in UIKit, a
/// type that sets custom actions, makes itself an element, lists its own accessibility elements or supplies
/// its own label; a container with a tap gesture of its own (a row made tappable to back up a small button).
public struct InteractiveElementHiddenRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "interactive-element-hidden",
        title: "Control hidden from VoiceOver",
        summary: "A button, link, toggle, slider, stepper, text field or tappable view hidden from VoiceOver, with no combined element or accessibility action standing in for it.",
        rationale: """
            Hiding an element removes it from swipe navigation and from the rotor. For a control, that \
            removes the feature: VoiceOver users cannot reach what everyone else can tap. Hiding suits \
            decoration and duplicates, not the only way to act.
            """,
        suggestion: "Remove the hiding, or expose the action another way: an accessibility action on the element VoiceOver does reach, or a container combined into one element.",
        severity: .error,
        criterion: CriterionReference(component: "button", criterion: "swipe-announces"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    static let swiftUIControls = ControlComponents.subset(
        ControlComponents.swiftUI, ["Button", "Link", "NavigationLink", "Toggle", "Slider", "Stepper", "TextField", "SecureField"])
    static let uiKitControls = ControlComponents.subset(
        ControlComponents.uiKit, ["UIButton", "UIControl", "UISwitch", "UISlider", "UIStepper", "UITextField", "UISegmentedControl"])

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { checkSwiftUI(file, into: &$0) }
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for call in file.facts.calls("accessibilityHidden") + file.facts.calls("accessibility") {
            guard let modifier = call.calledExpression.as(MemberAccessExprSyntax.self), modifier.base != nil,
                let value = call.lastNameIs("accessibility") ? call.argument("hidden")?.expression : call.arguments.first?.expression,
                value.isTrueLiteral
            else { continue }
            let context = SwiftUIViewContext(call)
            // The modifier must apply to the control itself, not to a modifier's content after it.
            let root = context.chain.rootTypeName ?? ""
            let tappable = context.chain.modifiers.contains { $0.name == "onTapGesture" || $0.name == "onLongPressGesture" }
            guard let component = Self.swiftUIControls[root] ?? (tappable ? "button" : nil) else { continue }
            // A container that is one element, or that runs a tap of its own (a row made tappable to
            // back up a small button): its content is what VoiceOver activates.
            if context.enclosing.contains(where: { $0.modifiers.contains { $0.name == "accessibilityElement" || $0.name == "onTapGesture" } }) {
                continue
            }
            if let declaration = call.enclosingTypeDeclaration, Self.declaresAccessibilityAction(declaration.node, in: file) { continue }
            let what = Self.swiftUIControls[root] != nil ? root : "This tappable view"
            diagnoses.append(diagnosis(
                at: modifier.period,
                "\(what) is hidden from VoiceOver, and nothing in its place offers what it does",
                criterion: CriterionReference(component: component, criterion: "swipe-announces")))
        }
    }

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        let hidings = file.facts.assignments("isAccessibilityElement").filter { $0.value.isFalseLiteral }
            + file.facts.assignments("accessibilityElementsHidden").filter { $0.value.isTrueLiteral }
        for assignment in hidings where assignment.valueElements.count == 1 {
            guard let owner = assignment.owner, let instance = UIKitInstance.named(owner, at: assignment.sequence, in: file) else { continue }
            let kinds = instance.kinds(in: file)
            guard let base = Self.uiKitControls.keys.sorted().first(where: kinds.contains) else { continue }
            if let declaration = assignment.sequence.enclosingTypeDeclaration, Self.typeStandsIn(declaration.node, in: file) { continue }
            diagnoses.append(diagnosis(
                at: assignment.sequence,
                "'\(instance.displayName)' (a \(base)) is hidden from VoiceOver, and nothing in its place offers what it does",
                criterion: CriterionReference(component: Self.uiKitControls[base] ?? "button", criterion: "swipe-announces")))
        }
    }

    /// `.accessibilityAction(…)` or `.accessibilityActions { … }` anywhere in the declaration.
    static func declaresAccessibilityAction(_ declaration: some SyntaxProtocol, in file: SourceFileContext) -> Bool {
        let scope = Syntax(declaration)
        return ["accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction"].contains { name in
            file.facts.calls(name).contains { $0.isContained(in: scope) }
        }
    }

    /// A UIKit type that offers the hidden control's action another way.
    static func typeStandsIn(_ declaration: some SyntaxProtocol, in file: SourceFileContext) -> Bool {
        let scope = Syntax(declaration)
        if !file.facts.assignments("accessibilityCustomActions", in: scope).isEmpty { return true }
        if file.facts.assignments("isAccessibilityElement", in: scope).contains(where: { $0.value.isTrueLiteral }) { return true }
        if !file.facts.assignments("accessibilityElements", in: scope).isEmpty { return true }
        // Overriding its own label (a cell reading the hidden field's text) makes the type the element.
        let overrides = ["accessibilityCustomActions", "accessibilityElements", "isAccessibilityElement", "accessibilityLabel"].flatMap { file.facts.variablesByName[$0] ?? [] }
        return overrides.contains { $0.isContained(in: scope) }
    }
}

extension FunctionCallExprSyntax {
    fileprivate func lastNameIs(_ name: String) -> Bool { calledExpression.lastNameComponent == name }
}
