import A11yCore
import SwiftSyntax

/// An image VoiceOver stops on with no name but its file or symbol name.
///
/// SwiftUI: `Image("asset")`, `Image(uiImage:)`, `Image(systemName:)` and `AsyncImage` placed as a view of its
/// own (a statement of a view builder), with no `.accessibilityLabel`, not hidden, and not part of something
/// that names it: a control's label (`Button`, `NavigationLink`, `Link`, `Menu`, `Toggle`; an icon-only
/// button is `icon-only-button-unlabeled`'s), a `Label`'s icon, a tab item or toolbar, or a container made one
/// element (`.accessibilityElement()`, or with `children: .combine` or `.ignore`: the group's text carries the
/// meaning, and a merged image adds at most a word). Views the same type builds for a control's label, and
/// views any file places in a control's label, are left alone too. `Image(decorative:)` and `Image(_:label:)` are named by
/// construction. SF Symbols are warnings: VoiceOver reads a description of the symbol, which may do.
/// UIKit: a `UIImageView` made an accessibility element with no `accessibilityLabel`.
public struct ImageMissingLabelRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "image-missing-label",
        title: "Image without a label",
        summary: "A SwiftUI Image or AsyncImage with no accessibility label that is neither hidden nor part of a named control, or a UIKit UIImageView made an accessibility element without a label.",
        rationale: """
            VoiceOver stops on images. With no label it reads the asset's file name ("hero_banner_2x"), a \
            description of an SF Symbol, or just "image": an informative picture loses its meaning, and a \
            decorative one adds a stop that says nothing. Informative images need a label that says what they \
            show; decorative ones should be hidden.
            """,
        suggestion: "Add .accessibilityLabel(\"…\") saying what the image shows, or hide it with .accessibilityHidden(true) or Image(decorative:) when it only decorates (UIKit: set accessibilityLabel, or leave the image view a non-element).",
        severity: .error,
        criterion: CriterionReference(component: "image-informative", criterion: "name"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    /// Calls whose content is named by the call, or laid out by the system with its own text.
    static let namingContainers = SwiftUIViews.labelledControls.union([
        "Label", "Picker", "tabItem", "toolbar", "ToolbarItem", "ToolbarItemGroup", "contextMenu", "swipeActions",
        "background", "mask", "LabeledContent",
    ])

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { checkSwiftUI(file, into: &$0) }
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for name in ["Image", "AsyncImage"] {
            for call in file.facts.calls(name) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                guard let kind = Self.kind(of: call, name: name) else { continue }
                // Only an image placed as a view of its own; one handed to a function is named by whoever uses it.
                let outer = SwiftUIViewContext.outermostExpression(ExprSyntax(call))
                guard outer.parent?.is(CodeBlockItemSyntax.self) == true else { continue }
                let context = SwiftUIViewContext(call)
                if context.hasOwnAccessibilityLabel || context.isHidden { continue }
                if context.enclosing.contains(where: { enclosing in
                    Self.namingContainers.contains(enclosing.call.calledExpression.lastNameComponent ?? "")
                        || enclosing.modifiers.contains(where: Self.makesOneElement)
                }) {
                    continue
                }
                if SwiftUIViewContext.isBuiltInside(Self.namingContainers, call, in: file) { continue }
                let isSymbol = kind == .symbol
                diagnoses.append(diagnosis(
                    at: call,
                    isSymbol
                        ? "This SF Symbol image has no accessibility label; VoiceOver reads a description of the symbol, which may not say what it means here"
                        : "This image has no accessibility label; VoiceOver reads \(kind == .asset ? "its file name" : "\"image\"") or nothing useful",
                    severity: isSymbol ? .warning : nil,
                    conditions: SwiftUIViewContext.notInControlLabel(call, context: context)))
            }
        }
    }

    /// `.accessibilityElement()` (children ignored), `.accessibilityElement(children: .ignore)` or `.combine`:
    /// one element whose text carries the meaning. `.contain` keeps the children apart.
    static func makesOneElement(_ modifier: ModifierChain.Modifier) -> Bool {
        guard modifier.name == "accessibilityElement" else { return false }
        guard let children = modifier.call?.argument("children")?.expression else { return true }
        return !children.isMember(named: ["contain"])
    }

    enum Kind { case asset, symbol, other }

    /// What the image shows, or nil when its construction names it or hides it.
    static func kind(of call: FunctionCallExprSyntax, name: String) -> Kind? {
        if name == "AsyncImage" { return .other }
        let labels = call.arguments.map { $0.label?.text }
        if labels.contains("decorative") || labels.contains("label") { return nil }
        switch labels.first {
        case "systemName": return .symbol
        case "uiImage", "nsImage", "cgImage": return .other
        case .some(nil): return .asset
        default: return nil
        }
    }

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for assignment in file.facts.assignments("isAccessibilityElement") where assignment.value.isTrueLiteral {
            guard let owner = assignment.owner, let instance = UIKitInstance.named(owner, at: assignment.sequence, in: file),
                instance.kinds(in: file).contains("UIImageView"), !instance.receivesAccessibilityLabel(in: file)
            else { continue }
            diagnoses.append(diagnosis(
                at: assignment.sequence,
                "'\(instance.displayName)' is made an accessibility element but never given an accessibilityLabel; VoiceOver reads \"image\" and nothing else"))
        }
    }
}
