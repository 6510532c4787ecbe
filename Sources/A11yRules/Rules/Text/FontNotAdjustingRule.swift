import A11yCore
import SwiftSyntax
import A11yRuleKit

/// UIKit text given a Dynamic Type font without `adjustsFontForContentSizeCategory = true`.
///
/// `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics…scaledFont(for:)` return a font for the text size
/// in effect when they are called. A label, field or text view keeps that font when the user changes the size
/// while the app runs, unless it adjusts by itself or the code sets the font again on the change.
///
/// The object is found as ``FixedFontSizeRule`` finds it. It counts as adjusting when the flag is turned on
/// for it in the same file (through its name, its lazy initializer, `self` in its class, a loop), by its class
/// or a superclass anywhere in the project, or by a project function it is handed to or called on (a shared
/// style such as `label.applyBodyStyle()`). Fonts set again when the size changes (in
/// `traitCollectionDidChange`, a `registerForTraitChanges` handler, or an observer of the content size
/// notification, directly or through the function that sets them) are left alone. An outlet is judged with its
/// storyboard: reported only when an audited storyboard or xib connects it and does not tick "Automatically
/// Adjusts Font" (left alone when no audited IB file connects it).
public struct FontNotAdjustingRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "font-not-adjusting",
        title: "Font does not follow text size changes",
        summary: "A UIKit label, button title, text field or text view given UIFont.preferredFont(forTextStyle:) or a UIFontMetrics scaled font, without adjustsFontForContentSizeCategory = true.",
        rationale: """
            A Dynamic Type font is measured once, when it is created. People often change the text size while an \
            app is open, from Control Center or Settings; unless the object adjusts its font by itself, the text \
            keeps its old size until the screen is built again, and a user who just asked for larger text sees \
            no change.
            """,
        suggestion: "Set adjustsFontForContentSizeCategory = true on the same object (its titleLabel for a button), and let labels wrap with numberOfLines = 0; or set the font again when the content size category changes.",
        severity: .warning,
        criterion: CriterionReference(component: "text", criterion: "text-resize"),
        frameworks: [.uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples,
        corrections: corrections
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for assignment in file.facts.assignments("font") {
            if let font = Self.sizedOnceFromTextStyle(in: assignment), let target = UIKitTextTarget(assignment, in: file),
                !Self.isSetAgainOnChange(assignment, element: target.element, in: file)
            {
                diagnoses.append(diagnosis(
                    at: font,
                    "\(target.subject) gets a font sized from a text style's size as it is when this line runs, so it keeps that size when the user changes the text size",
                    criterion: target.criterion,
                    suggestion: "Scale the font instead of reading the size once: UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: …)), with adjustsFontForContentSizeCategory = true; or set the font again when the text size changes (traitCollectionDidChange)."))
                continue
            }
            guard let (font, fontConditions) = Self.dynamicTypeFont(in: assignment),
                let target = UIKitTextTarget(assignment, in: file), !target.adjusts,
                // An outlet: the storyboard connected to it may tick "Automatically Adjusts Font".
                let outlet = target.element.outletConditions(lacking: .adjustsFontSize),
                !Self.isSetAgainOnChange(assignment, element: target.element, in: file),
                !(target.isButtonTitle && Self.isConfigured(target.element, in: file))
            else { continue }
            // The object's own class, or a function it meets, may turn the flag on in another file.
            var conditions = fontConditions + outlet + target.kinds.filter { !$0.hasPrefix("UI") }.map { ProjectCondition.typeLacks($0, .adjustsFontSize) }
            conditions += target.element.helperNames(in: file).map {
                ProjectCondition.typeLacks(TypeSummary.functionKey($0), .adjustsFontSize)
            }
            // A property the class inherits (`titleLabel` of a project superclass): the superclass may turn the
            // flag on for it, in a method this class calls through `super`.
            if target.element.variable == nil, target.element.selfScopes.isEmpty, let type = assignment.sequence.enclosingTypeDeclaration {
                conditions += type.inheritedTypes.filter { !$0.hasPrefix("UI") && !$0.hasPrefix("NS") }.map { .typeLacks($0, .adjustsFontSize) }
            }
            diagnoses.append(diagnosis(
                at: font,
                "\(target.subject) gets a Dynamic Type font without adjustsFontForContentSizeCategory = true, so it keeps its old size when the user changes the text size",
                criterion: target.criterion, fix: Self.correction(for: assignment), conditions: conditions))
        }
    }


    /// Turns the flag on for the same object on the next line: `label.font = …` gets
    /// `label.adjustsFontForContentSizeCategory = true`, `button.titleLabel?.font = …` its title label's.
    static func correction(for assignment: Assignment) -> Fix? {
        guard let edit = FixHelpers.setOnSameObject("adjustsFontForContentSizeCategory", to: "true", after: assignment) else { return nil }
        return Fix(title: "Turn on adjustsFontForContentSizeCategory", edits: [edit])
    }

    /// A button built with a `UIButton.Configuration`: the configuration sets its title's font (its default
    /// follows the text size) and overrides the title label's.
    static func isConfigured(_ button: UIKitInstance, in file: SourceFileContext) -> Bool {
        // `UIButton(configuration: …)`, also inside the closure that builds a stored button.
        if let initializer = button.variable?.initializer,
            ([initializer.as(FunctionCallExprSyntax.self)].compactMap { $0 } + initializer.descendants(FunctionCallExprSyntax.self))
                .contains(where: { $0.argument("configuration") != nil })
        {
            return true
        }
        return !button.assignments("configuration", in: file).isEmpty
    }

    /// The first Dynamic Type font in the assigned value, unless it is then pinned to a size (`.withSize(14)`)
    /// or only lends a number to a fixed font (`.systemFont(ofSize: UIFont.preferredFont(…).pointSize)`). Also
    /// the app's own font function (`UIFontMetrics.default.scaledSystemFont(ofSize: 17)`, `Fonts.body()`), with
    /// the condition that it returns a Dynamic Type font, which its declaration in any file settles.
    static func dynamicTypeFont(in assignment: Assignment) -> (FunctionCallExprSyntax, [ProjectCondition])? {
        for element in assignment.valueElements {
            var calls = element.descendants(FunctionCallExprSyntax.self)
            if let call = element.unwrapped.as(FunctionCallExprSyntax.self) { calls.insert(call, at: 0) }
            if calls.contains(where: { $0.calledExpression.lastNameComponent == "withSize" }) { return nil }
            if let font = calls.first(where: { FontAPIs.dynamicTypeFonts.contains($0.calledExpression.lastNameComponent ?? "") }),
                !isOnlyMeasured(font, within: element)
            {
                return (font, [])
            }
            if let helper = element.unwrapped.as(FunctionCallExprSyntax.self), let name = helper.calledExpression.lastNameComponent,
                name.first?.isLowercase == true, !FontAPIs.names.contains(name), !UIKitClasses.fixedSizeFonts.contains(name)
            {
                return (helper, [.typeHas(TypeSummary.functionKey(name), .buildsDynamicFont)])
            }
        }
        return nil
    }

    /// A fixed font made from a text style's size read once: `.systemFont(ofSize: UIFont.preferredFont(forTextStyle:
    /// .body).pointSize + 2)`. The size is the user's when the line runs; `adjustsFontForContentSizeCategory` does not
    /// scale a font that UIFontMetrics did not make, so the text stays at that size.
    static func sizedOnceFromTextStyle(in assignment: Assignment) -> FunctionCallExprSyntax? {
        guard assignment.valueElements.count == 1 else { return nil }
        let value = assignment.value.unwrapped
        let calls = [value.as(FunctionCallExprSyntax.self)].compactMap { $0 } + value.descendants(FunctionCallExprSyntax.self)
        if calls.contains(where: { ["scaledFont", "withSize"].contains($0.calledExpression.lastNameComponent ?? "") }) { return nil }
        return calls.first { call in
            guard let name = call.calledExpression.lastNameComponent, UIKitClasses.fixedSizeFonts.contains(name),
                let size = call.argument("ofSize")?.expression ?? call.argument("size")?.expression
            else { return false }
            let reads = [size.as(FunctionCallExprSyntax.self)].compactMap { $0 } + size.descendants(FunctionCallExprSyntax.self)
            return reads.contains { $0.calledExpression.lastNameComponent == "preferredFont" }
                && size.descendantsOrSelfMembers().contains("pointSize")
        }
    }

    /// The font is read for a property (`.pointSize`, `.lineHeight`) or handed to a fixed font's constructor.
    private static func isOnlyMeasured(_ font: FunctionCallExprSyntax, within value: ExprSyntax) -> Bool {
        if let member = font.parent?.as(MemberAccessExprSyntax.self), member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id {
            return true
        }
        var current = Syntax(font)
        while let parent = current.parent, current.id != value.id {
            if let call = parent.as(FunctionCallExprSyntax.self), current.is(LabeledExprListSyntax.self),
                let name = call.calledExpression.lastNameComponent, UIKitClasses.fixedSizeFonts.contains(name)
            {
                return true
            }
            current = parent
        }
        return false
    }

    /// The font is set again when the text size changes: the assignment is in `traitCollectionDidChange`, or in
    /// a function that it, a `registerForTraitChanges` handler or a content-size observer calls.
    static func isSetAgainOnChange(_ assignment: Assignment, element: UIKitInstance, in file: SourceFileContext) -> Bool {
        guard let function = assignment.sequence.ancestor(FunctionDeclSyntax.self) else { return false }
        let name = function.name.text
        if name == "traitCollectionDidChange" || name.lowercased().contains("contentsizecategory") { return true }
        // A SwiftUI wrapper's update runs again when the environment changes, text size included.
        if name == "updateUIView" || name == "updateUIViewController" { return true }
        let handlers = sizeChangeHandlers(in: file)
        let uses = file.facts.calls(name).map(Syntax.init)
        if handlers.contains(where: { handler in uses.contains { $0.isContained(in: handler) } }) { return true }
        // The handler sets this object's font itself.
        let ownerText = assignment.owner.map(VariableResolver.normalizedText)
        if file.facts.assignments("font").contains(where: { other in
            other.sequence.id != assignment.sequence.id && handlers.contains { other.sequence.isContained(in: $0) }
                && (element.isOwner(other.owner, at: other.sequence) || other.owner.map(VariableResolver.normalizedText) == ownerText)
        }) {
            return true
        }
        // `#selector(updateFonts)` handed to an observer or a trait registration.
        return handlers.contains { handler in
            handler.is(FunctionCallExprSyntax.self) && handler.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
        }
    }

    private static let handlersKey = MemoKey<[Syntax]>("text-size-change-handlers")

    /// Where the file reacts to a text size change: `traitCollectionDidChange` overrides,
    /// `registerForTraitChanges` calls, and observers or publishers of the content size notification.
    /// Found once per file, however many fonts ask.
    private static func sizeChangeHandlers(in file: SourceFileContext) -> [Syntax] {
        file.memoized(handlersKey) { file in
            file.facts.functions("traitCollectionDidChange").map(Syntax.init)
                + file.facts.calls("registerForTraitChanges").map(Syntax.init)
                + file.facts.calls("addObserver").map(Syntax.init).filter(mentionsSizeChange)
                + file.facts.calls("publisher").map(Syntax.init).filter(mentionsSizeChange)
        }
    }

    /// `UIContentSizeCategory.didChangeNotification`, `UITraitPreferredContentSizeCategory`, and the older
    /// `UIContentSizeCategoryDidChange` spelling.
    private static func mentionsSizeChange(_ call: Syntax) -> Bool {
        call.tokens(viewMode: .sourceAccurate).contains { $0.text.contains("ContentSizeCategory") }
    }

}
