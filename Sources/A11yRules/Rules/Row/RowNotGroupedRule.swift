import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A tappable row or card whose picture and texts VoiceOver reads as separate stops.
///
/// SwiftUI: a stack given `.onTapGesture` that holds an image and two or more texts (directly, or in stacks
/// inside it), or one of the app's views given `.onTapGesture` whose body does, with no
/// `.accessibilityElement(…)` on it. Quiet: rows inside a `Button`, `NavigationLink` or
/// `Link` label (the system makes them one element), rows with a single text, rows holding controls of
/// their own (a button, toggle, link or text field keeps its own stop), and hidden rows.
/// UIKit: a `UICollectionViewCell` subclass with an image view and two or more labels that never makes
/// itself (or its content view) one element; table view cells already read their labels together.
public struct RowNotGroupedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "row-not-grouped",
        title: "Tappable row read in pieces",
        summary: "A tappable SwiftUI row or UIKit collection view cell built from an image and two or more texts that VoiceOver reads as separate stops.",
        rationale: """
            A row of a list is one thing to a sighted user: a picture, a title, a detail, one tap. VoiceOver \
            users meet it as three or four stops, only one of which may respond to a double tap, and they \
            have to piece the row together. Grouping the row makes it one stop that reads its content in order.
            """,
        suggestion: "Add .accessibilityElement(children: .combine) to the row (SwiftUI), or set isAccessibilityElement = true on the cell with a label built from its texts (UIKit); better still, make the row a Button.",
        severity: .note,
        criterion: CriterionReference(component: "list-item", criterion: "swipe-announces"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    static let namingContainers: Set<String> = ["Button", "NavigationLink", "Link", "Menu"]

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { checkSwiftUI(file, into: &$0) }
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for tap in file.facts.calls("onTapGesture") {
            // The chain's root first: most taps are on something other than a stack, and need no context.
            let chain = ModifierChain(SwiftUIViewContext.outermostExpression(ExprSyntax(tap)))
            guard let row = chain.root.as(FunctionCallExprSyntax.self),
                let name = row.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { continue }
            let isStack = SwiftUIRowParts.isStack(name)
            // One of the app's views made tappable (`ChoreRow(chore: chore).onTapGesture { … }`): its declaration,
            // in whatever file, says whether it lays out a picture and captions.
            let isComponent = !isStack && name.first?.isUppercase == true && !SwiftUIViews.all.contains(name)
            guard isStack || isComponent else { continue }
            let context = SwiftUIViewContext(tap)
            if context.isHidden || context.chain.modifiers.contains(where: { $0.name == "accessibilityElement" }) { continue }
            if context.enclosing.contains(where: { Self.namingContainers.contains($0.call.calledExpression.lastNameComponent ?? "") }) { continue }
            if isComponent {
                diagnoses.append(diagnosis(
                    at: row,
                    "This tappable \(name) lays out an image and texts that VoiceOver reads as separate stops; group it into one element",
                    conditions: [.typeHas(name, .showsPictureAndTexts), .typeLacks(name, .setsAccessibilityLabel)]))
                continue
            }
            var parts = SwiftUIRowParts()
            row.closures.forEach { parts.count($0.statements) }
            guard parts.readsInPieces else { continue }
            diagnoses.append(diagnosis(
                at: row,
                "This tappable row holds an image and \(parts.texts) texts that VoiceOver reads as separate stops; group it into one element"))
        }
    }

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for declaration in file.facts.typeDeclarations where declaration.kind == .class {
            guard UIKitInstance.supertypeNames(of: declaration.name, in: file).contains("UICollectionViewCell") else { continue }
            let scope = Syntax(declaration.node)
            var labels = 0
            var images = 0
            for member in declaration.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first else { continue }
                let type = binding.typeAnnotation?.type.simpleName ?? binding.initializer?.value.constructedTypeName
                if type == "UILabel" { labels += 1 }
                if type == "UIImageView" { images += 1 }
            }
            guard labels >= 2, images >= 1 else { continue }
            let grouped = file.facts.assignments("isAccessibilityElement", in: scope).contains { $0.value.isTrueLiteral }
                || !file.facts.assignments("accessibilityElements", in: scope).isEmpty
                || !file.facts.assignments("shouldGroupAccessibilityChildren", in: scope).isEmpty
                || ["isAccessibilityElement", "accessibilityElements", "accessibilityLabel"].contains { name in
                    (file.facts.variablesByName[name] ?? []).contains { $0.isContained(in: scope) }
                }
            if grouped { continue }
            guard let nameToken = Self.nameToken(of: declaration) else { continue }
            diagnoses.append(diagnosis(
                at: nameToken,
                "\(declaration.name) shows an image and \(labels) labels that VoiceOver reads as separate stops; make the cell one element",
                conditions: [.typeLacks(declaration.name, .groupsIntoOneElement)]))
        }
    }

    private static func nameToken(of declaration: TypeDeclaration) -> TokenSyntax? {
        declaration.node.as(ClassDeclSyntax.self)?.name
    }
}
