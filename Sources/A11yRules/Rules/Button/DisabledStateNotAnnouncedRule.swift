import A11yCore
import SwiftSyntax
import A11yRuleKit

/// An element dimmed and made inert by hand: it looks disabled, but VoiceOver announces it as available.
///
/// The fade and the blocked touches must follow the same condition, and the element must stay visible
/// (an opacity strictly between 0 and 1 while touches are ignored): a loading overlay that fades out and
/// lets touches through, or a watermark that never takes them, is not a disabled control. In UIKit a
/// constant `isUserInteractionEnabled = false` counts only on a control or a view given a target or gesture.
/// Correction: only for a UIKit view that is not a control and is an accessibility element, the notEnabled
/// trait follows the same value as `isUserInteractionEnabled`, on the next line (a container's traits are
/// never read, so there the finding keeps its suggestion). None for controls and for SwiftUI: `isEnabled` and
/// `.disabled(_:)` also restyle a control that the app already fades by hand, and SwiftUI has no not-enabled
/// trait to add on its own.
public struct DisabledStateNotAnnouncedRule: Rule {
    public init() {}


    public static let description = RuleDescription(
        id: "disabled-state-not-announced",
        title: "Disabled look without a disabled state",
        summary: "An element faded and made to ignore touches on the same condition (SwiftUI .opacity and .allowsHitTesting, UIKit alpha and isUserInteractionEnabled) without .disabled, isEnabled = false or the notEnabled trait.",
        rationale: """
            Fading an element and ignoring its touches shows a sighted user that it is unavailable. VoiceOver \
            sees neither: it announces the element as an ordinary button, a double tap does nothing, and the \
            listener cannot tell a broken control from one waiting for input. .disabled(_:) in SwiftUI and \
            isEnabled = false in UIKit make VoiceOver say "dimmed" as well as blocking the input.
            """,
        suggestion: "Use .disabled(condition) (SwiftUI) or isEnabled = false on a control; on a plain view, add the .notEnabled trait while it is inert.",
        severity: .warning,
        criterion: CriterionReference(component: "button", criterion: "state"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { checkSwiftUI(file, into: &$0) }
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    // MARK: - SwiftUI

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for call in file.facts.calls("allowsHitTesting") {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                let argument = call.arguments.first?.expression, let hitTesting = Condition(argument)
            else { continue }
            let context = SwiftUIViewContext(call)
            if context.allModifiers.contains(where: { $0.name == "disabled" }) || context.isHidden { continue }
            let opacities = context.chain.modifiers(named: "opacity").compactMap { $0.call?.arguments.first?.expression }
            guard opacities.contains(where: { Self.dimsWhileInert(opacity: $0, interaction: hitTesting) }) else {
                // A control made inert on a condition without fading (a lock icon beside it, say): VoiceOver still
                // offers it, and a double tap does nothing. Whether it reads as unavailable is for a person to judge.
                // (A guard while something saves or loads lasts a moment and looks like nothing: left alone.)
                let transient = NameHeuristics.hasWord(hitTesting.name, in: StatusMessage.progressWords)
                    || ["saving", "submitting", "processing", "sending", "updating"].contains { hitTesting.name.lowercased().contains($0) }
                if !hitTesting.isConstant, !transient, Self.isSwiftUIControl(context.chain) {
                    diagnoses.append(diagnosis(
                        at: member.declName,
                        "\(context.chain.displayName) ignores touches depending on '\(hitTesting.name)', but VoiceOver still announces it as available and nothing happens when it is activated",
                        severity: .note,
                        suggestion: "Use .disabled(_:) with the same condition, so VoiceOver says \"dimmed\" and the control is skipped by touch alike.",
                        kind: .review))
                }
                continue
            }
            diagnoses.append(diagnosis(
                at: member.declName,
                "\(context.chain.displayName) is faded and ignores touches depending on '\(hitTesting.name)', but VoiceOver still announces it as available; use .disabled(_:)"))
        }
    }

    /// A control SwiftUI announces as one: a `Button`, a link, a toggle, a picker, or a view given a button style.
    static func isSwiftUIControl(_ chain: ModifierChain) -> Bool {
        let controls: Set<String> = ["Button", "Link", "NavigationLink", "Toggle", "Picker", "Menu", "Stepper", "Slider", "DatePicker", "ShareLink"]
        return controls.contains(chain.rootTypeName ?? "") || chain.modifiers.contains { $0.name == "buttonStyle" }
    }

    // MARK: - UIKit

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for assignment in file.facts.assignments("isUserInteractionEnabled") {
            guard let interaction = Condition(assignment.wholeValue), !interaction.isConstantTrue,
                let block = assignment.sequence.ancestor(CodeBlockItemListSyntax.self),
                let element = UIKitInstance.named(assignment.owner, at: assignment.sequence, in: file)
            else { continue }
            // The fading may be set in the same statements, or, for a touch flag that follows a condition, anywhere
            // in the same function: in an animation's block while the flag is set when it completes.
            let fadingScope = interaction.isConstant ? Syntax(block) : assignment.sequence.enclosingFunctionBody.map(Syntax.init) ?? Syntax(block)
            // (Fading the whole view, `self.alpha = 0.2`, fades the button it holds, `self.button`.)
            let ownedBySelf = assignment.owner.map { $0.is(DeclReferenceExprSyntax.self) || $0.memberChainRoot.isSelfReference } ?? false
            let alphas = file.facts.assignments("alpha", in: fadingScope).filter { alpha in
                element.isOwner(alpha.owner, at: alpha.sequence) || !interaction.isConstant && ownedBySelf && alpha.isOnSelf
            }
            guard !alphas.isEmpty else { continue }
            let interactive = Self.isInteractive(element, in: file)
            guard alphas.contains(where: {
                Self.dimsWhileInert(opacity: $0.wholeValue, interaction: interaction, constantCounts: interactive)
                    || Self.dimsInBranch($0, interaction: interaction)
            })
            else { continue }
            // Announced: `isEnabled` set in the same code, or the notEnabled trait given anywhere.
            let scope = assignment.sequence.enclosingFunctionBody.map(Syntax.init) ?? Syntax(block)
            let enables = file.facts.assignments("isEnabled", in: scope).contains { element.isOwner($0.owner, at: $0.sequence) }
            if enables || element.mentionsTraits(["notEnabled"], in: file) { continue }

            let isControl = Self.isControl(element, in: file)
            let remedy = isControl ? "set isEnabled = false instead" : "add the .notEnabled trait while it is inert"
            let subject = assignment.owner == nil ? "this view" : "'\(element.displayName)'"
            let token = assignment.target.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(assignment.target)
            let certain = !isControl && Self.isAccessibilityElement(element, in: file) && !Self.overridesTraits(element, in: file)
            let fix = certain ? Self.correction(for: assignment, interaction: interaction) : nil
            diagnoses.append(diagnosis(
                at: token, "\(subject) is faded and stops responding to touches, but VoiceOver still announces it as available; \(remedy)",
                fix: fix))
        }
    }

    /// The notEnabled trait set on the next line from the same value: inserted for a constant `false`, and
    /// for a condition added while touches are off and removed while they are on.
    static func correction(for assignment: Assignment, interaction: Condition) -> Fix? {
        let owner = FixHelpers.ownerPrefix(of: assignment)
        let line = interaction.isConstant
            ? "\(owner)accessibilityTraits.insert(.notEnabled)"
            : "\(owner)accessibilityTraits = \(assignment.value.trimmedDescription) ? \(owner)accessibilityTraits.subtracting(.notEnabled) : \(owner)accessibilityTraits.union(.notEnabled)"
        guard let statement = assignment.sequence.parent?.as(CodeBlockItemSyntax.self),
            let edit = FixHelpers.insertLine(line, after: statement)
        else { return nil }
        return Fix(title: "Add the notEnabled trait while the view ignores touches", edits: [edit])
    }

    /// The view is one element for VoiceOver (`isAccessibilityElement = true` on it or in its class): only then
    /// do its own traits reach the listener. A container's traits are never read; its children are.
    private static func isAccessibilityElement(_ element: UIKitInstance, in file: SourceFileContext) -> Bool {
        if element.assignments("isAccessibilityElement", in: file).contains(where: { $0.value.isTrueLiteral }) { return true }
        let scopes = element.classDeclarations(in: file).map { Syntax($0.node) }
        return file.facts.assignments("isAccessibilityElement").contains { assignment in
            assignment.isOnSelf && assignment.value.isTrueLiteral && scopes.contains { assignment.sequence.isContained(in: $0) }
        } || (file.facts.variablesByName["isAccessibilityElement"] ?? []).contains { variable in
            scopes.contains { variable.isContained(in: $0) }
        }
    }

    /// The view's class computes its own traits (`override var accessibilityTraits`): a value set from outside
    /// would be ignored.
    private static func overridesTraits(_ element: UIKitInstance, in file: SourceFileContext) -> Bool {
        let scopes = element.classDeclarations(in: file).map { Syntax($0.node) }
        return (file.facts.variablesByName["accessibilityTraits"] ?? []).contains { variable in
            variable.modifiers.contains { $0.name.text == "override" } && scopes.contains { variable.isContained(in: $0) }
        }
    }


    private static func isControl(_ element: UIKitInstance, in file: SourceFileContext) -> Bool {
        if let type = element.typeName, UIKitClasses.controls.contains(type) { return true }
        return element.classDeclaration(in: file)?.inheritedTypes.contains(where: UIKitClasses.controls.contains) ?? false
    }

    /// A control, or a view given a target, an action or a gesture: something a user would try to use.
    private static func isInteractive(_ element: UIKitInstance, in file: SourceFileContext) -> Bool {
        if isControl(element, in: file) { return true }
        return ["addTarget", "addAction", "addGestureRecognizer"].contains { !element.calls($0, in: file).isEmpty }
    }

    // MARK: - Reading the condition

    /// The condition under which an element accepts touches: `isValid`, `!isLoading`, `false`.
    struct Condition {
        /// The condition's text without negation, or `false` for a constant.
        let name: String
        /// True when touches are accepted while `name` holds (false for `!name`).
        let acceptsWhenTrue: Bool
        let isConstant: Bool

        var isConstantTrue: Bool { isConstant && acceptsWhenTrue }

        init?(_ expression: ExprSyntax) {
            let expression = expression.unwrapped
            if let literal = expression.as(BooleanLiteralExprSyntax.self) {
                (name, acceptsWhenTrue, isConstant) = ("false", literal.literal.tokenKind == .keyword(.true), true)
                return
            }
            var negated = false
            var current = expression
            if let prefix = current.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                negated = true
                current = prefix.expression.unwrapped
            }
            // A name (`isValid`, `model.canSave`), or a whole test compared as written (`count != 0 || isSearching`,
            // negated as `!(count != 0 || isSearching)`).
            let isName = current.is(DeclReferenceExprSyntax.self) || current.is(MemberAccessExprSyntax.self)
            guard isName || current.is(SequenceExprSyntax.self) && !current.cast(SequenceExprSyntax.self).elements.contains(where: {
                $0.is(UnresolvedTernaryExprSyntax.self) || $0.is(AssignmentExprSyntax.self)
            }) else { return nil }
            (name, acceptsWhenTrue, isConstant) = (VariableResolver.normalizedText(current).replacing("self.", with: ""), !negated, false)
        }
    }

    /// True when the opacity, in the state where touches are ignored, is strictly between 0 and 1: faded but
    /// visible. `isValid ? 1 : 0.5` with touches accepted on `isValid`; a constant `0.5` with touches always off
    /// does not count (a watermark or a decoration, not a control).
    static func dimsWhileInert(opacity: ExprSyntax, interaction: Condition, constantCounts: Bool = false) -> Bool {
        if interaction.isConstant {
            // Touches turned off for good: only a control that is faded at the same time looks disabled.
            guard constantCounts, !interaction.acceptsWhenTrue, let value = number(opacity) else { return false }
            return value > 0 && value < 1
        }
        guard let ternary = Ternary(opacity), let condition = Condition(ternary.condition),
            !condition.isConstant, condition.name == interaction.name,
            let whenTrue = number(ternary.whenTrue), let whenFalse = number(ternary.whenFalse)
        else { return false }
        // The ternary's condition value at which touches are ignored.
        let inertWhen = condition.acceptsWhenTrue == interaction.acceptsWhenTrue ? false : true
        let value = inertWhen ? whenTrue : whenFalse
        return value > 0 && value < 1
    }

    /// A faded value set in the branch of an `if` on the touch flag's own condition: `if isEnabled { alpha = 1 } else {
    /// alpha = 0.2 }` beside `isUserInteractionEnabled = isEnabled`.
    static func dimsInBranch(_ alpha: Assignment, interaction: Condition) -> Bool {
        guard !interaction.isConstant, let value = number(alpha.wholeValue), value > 0, value < 1,
            let ifExpr = alpha.sequence.ancestor(IfExprSyntax.self), ifExpr.conditions.count == 1,
            let test = ifExpr.conditions.first?.condition.as(ExprSyntax.self), let condition = Condition(test),
            !condition.isConstant, condition.name == interaction.name
        else { return false }
        let inThen = alpha.sequence.isContained(in: ifExpr.body)
        guard inThen || ifExpr.elseBody.map({ alpha.sequence.isContained(in: $0) }) == true else { return false }
        // The branch runs while the test holds (`then`) or fails (`else`); touches are off while the flag is false.
        let testHolds = inThen
        let accepts = testHolds == (condition.acceptsWhenTrue == interaction.acceptsWhenTrue)
        return !accepts
    }

    /// `c ? a : b`, folded or as the parser leaves it (a sequence `c`, `? a :`, `b`).
    struct Ternary {
        let condition: ExprSyntax
        let whenTrue: ExprSyntax
        let whenFalse: ExprSyntax

        init?(_ expression: ExprSyntax) {
            let expression = expression.unwrapped
            if let ternary = expression.as(TernaryExprSyntax.self) {
                (condition, whenTrue, whenFalse) = (ternary.condition, ternary.thenExpression, ternary.elseExpression)
                return
            }
            guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) else { return nil }
            (condition, whenTrue, whenFalse) = (elements[0], ternary.thenExpression, elements[2])
        }
    }

    private static func number(_ expression: ExprSyntax) -> Double? {
        let expression = expression.unwrapped
        // `CGFloat(0.5)`.
        if let call = expression.as(FunctionCallExprSyntax.self), ["CGFloat", "Double", "Float"].contains(call.calledExpression.lastNameComponent ?? ""),
            call.arguments.count == 1, let only = call.arguments.first?.expression
        {
            return number(only)
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacingUnderscores) }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.replacingUnderscores) }
        return nil
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
