import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A SwiftUI picker with no name: VoiceOver reads its value, but never what the value is for.
public struct PickerMissingLabelRule: Rule {
    public init() {}


    public static let description = RuleDescription(
        id: "picker-missing-label",
        title: "Picker without a label",
        summary: "A SwiftUI Picker, DatePicker or MultiDatePicker with an empty title and no accessibility label, or a UIKit UIDatePicker or UIPickerView never given an accessibilityLabel.",
        rationale: """
            A picker's title is its name: VoiceOver reads it before the value, as in "Check-in date, 12 May". A \
            picker built with an empty title, to hide the built-in label and draw a custom one nearby, is read as \
            a bare date or option, and the listener has to guess which of several pickers they are on. \
            labelsHidden() is the way to hide a title visually: VoiceOver still reads it.
            """ + " " + uiKitRationale,
        suggestion: "Give the picker a title, or .accessibilityLabel (SwiftUI), or set accessibilityLabel on the picker (UIKit), naming what is being chosen, such as \"Check-in date\".",
        severity: .error,
        criterion: CriterionReference(component: "time-date-picker", criterion: "name"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { diagnoses in
            for name in SwiftUIViews.pickers.sorted() {
                for call in file.facts.calls(name) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                    guard SwiftUILabels.hasNoName(call, trailingIsLabel: name != "Picker") else { continue }
                    let context = SwiftUIViewContext(call)
                    if context.hasOwnAccessibilityLabel || context.isHidden { continue }
                    if context.chain.modifiers(named: "pickerStyle").contains(where: Self.isSelfNamingStyle) { continue }
                    if context.enclosing.contains(where: SwiftUILabels.namesItsContent) { continue }
                    // In a menu's content, a picker's options are the menu's items, each read by its own title, and the
                    // menu's label says what is chosen.
                    if context.enclosing.contains(where: { Self.menus.contains($0.call.calledExpression.lastNameComponent ?? "") && $0.slotLabel == nil })
                        || Self.isInMenuThroughMember(call, file: file)
                    {
                        continue
                    }
                    diagnoses.append(diagnosis(
                        at: call, "\(name) has no title and no accessibility label; VoiceOver reads its value without saying what it is for",
                        fix: SwiftUILabels.labelFromTextBeside(context)))
                }
            }
        }
        check(folded: "uikit-picker-missing-label", .uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    /// Calls whose content is shown as a menu's items.
    private static let menus: Set<String> = ["Menu", "ToolbarTitleMenu", "toolbarTitleMenu", "contextMenu"]

    /// A picker built by the view's own property or function that a menu's content names (`Menu { sortPicker } label:
    /// { … }` with `var sortPicker: some View { Picker("", selection: $order) { … } }`): in the menu all the same.
    private static func isInMenuThroughMember(_ call: FunctionCallExprSyntax, file: SourceFileContext) -> Bool {
        guard let type = call.enclosingTypeDeclaration?.name else { return false }
        let member = call.ancestor(PatternBindingSyntax.self).flatMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            ?? call.ancestor(FunctionDeclSyntax.self)?.name.text
        guard let member, member != "body" else { return false }
        return menus.contains { name in
            file.facts.calls(name).contains { menu in
                guard menu.enclosingTypeDeclaration?.name == type,
                    let content = menu.trailingClosure ?? menu.argument("content")?.expression.as(ClosureExprSyntax.self)
                else { return false }
                return content.descendants(DeclReferenceExprSyntax.self).contains { $0.baseName.text == member }
            }
        }
    }

    private static func isSelfNamingStyle(_ modifier: ModifierChain.Modifier) -> Bool {
        guard let style = modifier.call?.arguments.first?.expression else { return false }
        let name = style.lastNameComponent ?? style.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent
        return name.map(SwiftUIViews.selfNamingPickerStyles.contains) ?? false
    }
}
