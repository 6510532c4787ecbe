import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A button that shows only an icon and has no accessibility label.
///
/// A label is a title (`Button("Close", systemImage:)`, `Label`, `Text` beside the image, `setTitle`,
/// `configuration?.title`, a bar item's `title`), an `accessibilityLabel` on the button or its image, or an
/// image built with `label:`. A label that switches (`if`/`else`, `switch`, a ternary) is image-only when every
/// branch is; an image kept in a static member of a type declared in the same file (`Image.Symbols.close`) is
/// read through its declaration, and any other member is left alone. Buttons in alerts belong to
/// `alert-action-missing-title`; outlets may be named in a storyboard, and UIKit's own `.close` and
/// `.infoLight` buttons name themselves. SF Symbols are warnings, asset and decorative images errors. No fix:
/// the name has to come from a person.
public struct IconOnlyButtonUnlabeledRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "icon-only-button-unlabeled",
        title: "Icon-only button without a label",
        summary: "A SwiftUI Button labelled only by an Image, a UIButton given only an image, or a UIBarButtonItem(image:) has no accessibility label.",
        rationale: """
            A button drawn as an icon has no text for VoiceOver to read. An asset image is announced by its file \
            name ("ic close 24, button") or not at all; an SF Symbol is sometimes described by the system and \
            sometimes read by its symbol name ("xmark, button"). The close button of a modal is the classic case: \
            it is the way out, and it must say "Close". Findings on SF Symbols are warnings, since VoiceOver may \
            describe some of them.
            """,
        suggestion: "Add .accessibilityLabel (SwiftUI) or set accessibilityLabel (UIKit) with a short name for the action, such as \"Add\" for a plus, or give the button a title and show it icon-only with Label and .labelStyle(.iconOnly).",
        severity: .error,
        criterion: CriterionReference(component: "button", criterion: "name"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { checkSwiftUI(file, into: &$0) }
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    // MARK: - SwiftUI

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        // Buttons of alerts and confirmation dialogs belong to alert-action-missing-title.
        let alertActions = (file.facts.calls("alert") + file.facts.calls("confirmationDialog")).compactMap(\.alertActionsClosure)
        // Buttons, and what acts as one: a menu's label, a link's.
        for button in ["Button", "Menu", "NavigationLink", "Link", "Toggle"].flatMap(file.facts.calls) where button.calledExpression.is(DeclReferenceExprSyntax.self) {
            let content: SwiftUILabels.Content
            if button.calledExpression.lastNameComponent == "Toggle" {
                // A toggle drawn as a button (`.toggleStyle(.button)`) labelled by its trailing closure: an icon button
                // that stays pressed. Other toggles belong to control-missing-label.
                guard let label = button.trailingClosure ?? button.argument("label")?.expression.as(ClosureExprSyntax.self),
                    Self.isButtonStyled(toggle: button)
                else { continue }
                content = SwiftUILabels.content(of: ExprSyntax(label), in: file)
            } else {
                content = SwiftUIButtons.label(of: button, in: file)
            }
            let component = content == .unknown ? SwiftUIButtons.iconComponent(of: button) : nil
            guard component != nil || { if case .imageOnly = content { return true } else { return false } }() else { continue }
            if alertActions.contains(where: { button.isContained(in: $0) }) { continue }
            let context = SwiftUIViewContext(button)
            if context.hasOwnAccessibilityLabel || context.isHidden || context.isLabelledWhereItsHelperIsUsed(in: file) { continue }
            // A container that becomes one element, or names its content, takes over.
            if context.enclosing.contains(where: { $0.modifiers.contains { Self.mergesChildren($0) || SwiftUIViewContext.setsLabel($0) } }) {
                continue
            }
            if let component {
                if let diagnosis = componentDiagnosis(at: button, component: component) { diagnoses.append(diagnosis) }
                continue
            }
            guard case .imageOnly(let kind) = content else { continue }
            // An asset named by one action word ("close", "add-24") is read as that word: the button's name. One whose
            // longer name says an action ("voice.record", "menu.close") is read as a file name, which a person checks.
            let asset = kind == .asset ? AssetNames.firstName(in: button) : nil
            if let asset, AssetNames.isActionWord(asset) { continue }
            if let asset, AssetNames.namesAction(asset) {
                let control = button.calledExpression.lastNameComponent ?? "Button"
                diagnoses.append(diagnosis(
                    at: button, "\(control) shows only the image '\(asset)'; VoiceOver reads that name, which may or may not name the action",
                    severity: .note, suggestion: Self.assetReviewCheck(asset, swiftUI: true), kind: .review))
                continue
            }
            diagnoses.append(swiftUIDiagnosis(at: button, kind: kind))
        }
        // A tab of a `TabView` whose item is only a picture (`.tabItem { Label("", image: "wallet") }`): the tab bar's
        // button reads the picture's name, or nothing.
        for tab in file.facts.calls("tabItem") where tab.receiver != nil {
            guard let closure = tab.trailingClosure, case .imageOnly(let kind) = SwiftUILabels.content(of: ExprSyntax(closure), in: file),
                !SwiftUIViewContext(tab).hasOwnAccessibilityLabel
            else { continue }
            // (The picture of a `Label` with an empty title is named by its `image:` or `systemImage:` argument.)
            let labelPicture = { (argument: String) in
                closure.descendants(FunctionCallExprSyntax.self).lazy.compactMap { $0.argument(argument)?.expression.staticStringValue }.first
            }
            let asset = kind == .asset ? AssetNames.firstName(in: tab) ?? labelPicture("image") : nil
            if let asset, AssetNames.isActionWord(asset) { continue }
            let symbol = kind == .symbol ? SymbolNames.firstSymbol(in: tab) ?? labelPicture("systemImage") : nil
            // A picture whose name VoiceOver may read as a fair name ("gear", "wallet_fill"): a person listens.
            let mayDo = symbol.map(SymbolNames.mayNameAction) ?? asset.map(AssetNames.isReadable) ?? false
            let shown = asset.map { "the image '\($0)'" } ?? symbol.map { "the symbol '\($0)'" } ?? "a picture"
            diagnoses.append(diagnosis(
                at: tab.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(tab),
                mayDo
                    ? "This tab's item shows only \(shown) and no title; VoiceOver reads the tab by that name, which may or may not say where it leads"
                    : "This tab's item shows only \(shown) and no title; VoiceOver reads the tab by the picture's name, or says nothing",
                severity: mayDo ? .note : nil,
                suggestion: "Give the tab a title (Label(\"Wallet\", image: …)); if the tab bar must show no words, add .accessibilityLabel(\"Wallet\") to the item.",
                kind: mayDo ? .review : .defect))
        }
    }

    /// `Toggle(isOn: $on) { Image(systemName: "bell") }.toggleStyle(.button)`.
    private static func isButtonStyled(toggle: FunctionCallExprSyntax) -> Bool {
        ModifierChain(SwiftUIViewContext.outermostExpression(ExprSyntax(toggle))).modifiers.contains { modifier in
            modifier.name == "toggleStyle" && (modifier.call?.arguments.first?.expression.descendantsOrSelfMembers().contains("button") ?? false)
        }
    }

    /// A button whose whole label is one of the app's icon views (`CountedIcon(symbol: "trash", count: n)`): a
    /// finding when that view's declaration shows only an image and names nothing. A symbol VoiceOver reads as an
    /// action word is a result to review.
    private func componentDiagnosis(at button: FunctionCallExprSyntax, component: (type: String, image: String?)) -> Diagnosis? {
        let control = button.calledExpression.lastNameComponent ?? "Button"
        let conditions: [ProjectCondition] = [.typeHas(component.type, .showsOnlyImage), .typeLacks(component.type, .setsAccessibilityLabel)]
        let image = component.image.map { " ('\($0)')" } ?? ""
        if let symbol = component.image, SymbolNames.mayNameAction(symbol) {
            return diagnosis(
                at: button, "\(control)'s label, '\(component.type)', shows only an image\(image); VoiceOver reads the symbol's built-in description, which may or may not name this action",
                severity: .note, suggestion: Self.symbolReviewCheck(symbol, button: button), conditions: conditions, kind: .review)
        }
        return diagnosis(
            at: button, "\(control)'s label, '\(component.type)', shows only an image\(image) and no words; VoiceOver reads the image's name, or nothing",
            severity: .warning, suggestion: SymbolNames.labelSuggestion(for: component.image, swiftUI: true), conditions: conditions)
    }

    /// `.accessibilityElement()` or `.accessibilityElement(children: .combine)`; `.contain` keeps the children.
    private static func mergesChildren(_ modifier: ModifierChain.Modifier) -> Bool {
        guard modifier.name == "accessibilityElement", let call = modifier.call else { return false }
        return !(call.argument("children")?.expression.isMember(named: ["contain"]) ?? false)
    }

    private func swiftUIDiagnosis(at button: FunctionCallExprSyntax, kind: SwiftUILabels.ImageKind) -> Diagnosis {
        let symbol = kind == .symbol ? SymbolNames.firstSymbol(in: button) : nil
        let suggestion = SymbolNames.labelSuggestion(for: symbol, swiftUI: true)
        // `Button`, or the `Menu` or `NavigationLink` that acts as one.
        let control = button.calledExpression.lastNameComponent ?? "Button"
        switch kind {
        case .symbol where symbol.map(SymbolNames.mayNameAction) == true:
            // VoiceOver may say a plain word or an action word: whether it says this action is for a person to hear.
            return diagnosis(
                at: button, SymbolNames.reviewMessage(control, symbol: symbol ?? ""),
                severity: .note, suggestion: Self.symbolReviewCheck(symbol ?? "", button: button), kind: .review)
        case .symbol:
            return diagnosis(
                at: button, "\(control) shows only an SF Symbol and has no accessibility label; VoiceOver may read the symbol's name instead of the action",
                severity: .warning, suggestion: suggestion)
        case .asset where AssetNames.firstName(in: button).map(AssetNames.isReadable) == true:
            // SwiftUI reads the asset's name: "close" may name the action, "chevron-left" does not.
            let asset = AssetNames.firstName(in: button) ?? ""
            return diagnosis(
                at: button, "\(control) shows only the image '\(asset)'; VoiceOver reads that name, which may or may not name the action",
                severity: .note,
                suggestion: Self.assetReviewCheck(asset, swiftUI: true), kind: .review)
        case .asset:
            return diagnosis(
                at: button, "\(control) shows only an image and has no accessibility label; VoiceOver reads the image's file name, or nothing",
                suggestion: suggestion)
        case .decorative:
            return diagnosis(
                at: button, "\(control) shows only a decorative image and has no accessibility label; VoiceOver reads it as a button with no name",
                suggestion: suggestion)
        }
    }

    /// What to check for a symbol VoiceOver may read as an action word; when the button's code does that action
    /// (`xmark` and `dismiss()`), only that VoiceOver says the word.
    static func symbolReviewCheck(_ symbol: String, button: FunctionCallExprSyntax) -> String {
        if let action = DismissAnalysis.buttonAction(button), let word = SymbolNames.agreeingAction(symbol: symbol, with: action) {
            return SymbolNames.agreeingReviewCheck(for: symbol, word: word, swiftUI: true)
        }
        return SymbolNames.reviewCheck(for: symbol, swiftUI: true)
    }

    /// A `UIButton` subclass of this file that draws only a picture (an image view it adds to itself, or an image it
    /// sets on itself) and never gives itself a title or a label: every button made from it is unnamed unless each
    /// place that makes one names it, which a person checks.
    private func checkImageOnlyButtonClasses(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        // Button classes of the file: subclasses of `UIButton`, and of such a class of the same file
        // (`class VoiceNoteButton: AttachButton` with `class AttachButton: UIButton`), with their superclasses there.
        let classes = Dictionary(file.facts.typeDeclarations.filter { $0.kind == .class }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func buttonLineage(_ type: TypeDeclaration) -> [String]? {
            var lineage = [type.name]
            var current = type
            while let superclass = current.inheritedTypes.first, lineage.count < 8 {
                if superclass == "UIButton" { return lineage }
                guard let next = classes[superclass], !lineage.contains(superclass) else { return nil }
                lineage.append(superclass)
                current = next
            }
            return nil
        }
        for type in file.facts.typeDeclarations where type.kind == .class {
            guard let lineage = buttonLineage(type), let className = type.node.as(ClassDeclSyntax.self)?.name else { continue }
            // The class and its extensions in this file (and, for naming, its superclasses there).
            let nodes = file.facts.typeDeclarations.filter { $0.name == type.name }.map { Syntax($0.node) }
            let lineageNodes = file.facts.typeDeclarations.filter { lineage.contains($0.name) }.map { Syntax($0.node) }
            let ownCalls = { (name: String) in file.facts.calls(name).filter { call in nodes.contains { call.isContained(in: $0) } } }
            let addsImageView = ownCalls("addSubview").contains { call in
                guard call.receiver == nil || call.receiver?.isSelfReference == true, let added = call.arguments.first?.expression else { return false }
                if VariableResolver.resolve(added, at: call, in: file)?.typeName == "UIImageView" || added.unwrapped.constructedTypeName == "UIImageView" {
                    return true
                }
                // A property of the class added from one of its extensions.
                guard let name = added.unwrapped.lastNameComponent else { return false }
                return (file.facts.variablesByName[name] ?? []).contains { variable in
                    nodes.contains { variable.isContained(in: $0) }
                        && variable.bindings.contains { $0.typeAnnotation?.type.simpleName == "UIImageView" }
                }
            }
            let ownImages = (ownCalls("setImage") + ownCalls("sd_setImage")).filter { $0.receiver == nil || $0.receiver?.isSelfReference == true }
            guard addsImageView || !ownImages.isEmpty else { continue }
            // Only SF Symbols whose description may be a fair name ("mic", "ellipsis"): VoiceOver reads that, not "button".
            if !addsImageView, ownImages.allSatisfy({ call in
                call.arguments.first.flatMap { SymbolNames.firstSymbol(in: $0.expression) }.map(SymbolNames.mayNameAction) ?? false
            }) {
                continue
            }
            // (Its own: `action.accessibilityLabel = …` names a menu's action, not the button.)
            let onSelf = { (call: FunctionCallExprSyntax) in call.receiver == nil || call.receiver?.isSelfReference == true }
            let lineageCalls = { (name: String) in file.facts.calls(name).filter { call in lineageNodes.contains { call.isContained(in: $0) } } }
            let lineageAssignments = { (name: String) in
                file.facts.assignments(name).filter { assignment in lineageNodes.contains { assignment.sequence.isContained(in: $0) } }
            }
            let named = lineageCalls("setTitle").contains(where: onSelf) || lineageCalls("setAttributedTitle").contains(where: onSelf)
                || ["accessibilityLabel", "configuration", "isAccessibilityElement"].contains { !lineageAssignments($0).filter(\.isOnSelf).isEmpty }
                || (file.facts.variablesByName["accessibilityLabel"] ?? []).contains { variable in lineageNodes.contains { variable.isContained(in: $0) } }
            if named { continue }
            diagnoses.append(diagnosis(
                at: className,
                "'\(type.name)' is a button that shows only a picture and never gives itself a title or an accessibility label; VoiceOver reads \"button\" for each one not named where it is made",
                severity: .note,
                suggestion: "Check the places that make a '\(type.name)': if they do not set accessibilityLabel, give the class a way to be named (a label parameter, or a default accessibilityLabel such as \"Profile\").",
                kind: .review))
        }
    }

    /// What a reviewer of a button named only by its asset's readable name should check.
    static func assetReviewCheck(_ asset: String, swiftUI: Bool) -> String {
        "Check that '\(asset)' says what the button does; if not, "
            + (swiftUI ? "add .accessibilityLabel(\"…\")" : "set accessibilityLabel (or a label in the Accessibility inspector)")
            + " naming the action."
    }

    // MARK: - UIKit

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        checkImageOnlyButtonClasses(file, into: &diagnoses)
        var reported: Set<String> = []
        func report(_ node: some SyntaxProtocol, _ subject: String, image: ExprSyntax?, instance: UIKitInstance?, conditions: [ProjectCondition] = []) {
            if let instance {
                let key = instance.aliases.map { "\($0.name)@\($0.scope.position.utf8Offset)" }.joined(separator: ",")
                guard !reported.contains(key) else { return }
                reported.insert(key)
            }
            // An image made first into a local (`let image = UIImage(named: "edit")`) is read as its making.
            let image = image.map { VariableResolver.resolve($0, at: $0, in: file)?.initializer ?? $0 }
            let kind = image.map(Self.uiImageKind) ?? .asset
            let message = kind == .symbol
                ? "\(subject) shows only an SF Symbol and has no accessibility label; VoiceOver may read the symbol's name instead of the action"
                : "\(subject) shows only an image and has no accessibility label; VoiceOver reads the image's file name, or nothing"
            let symbol = kind == .symbol ? image.flatMap { SymbolNames.firstSymbol(in: $0) } : nil
            if let symbol, SymbolNames.mayNameAction(symbol) {
                diagnoses.append(diagnosis(
                    at: node, SymbolNames.reviewMessage(subject, symbol: symbol),
                    severity: .note, suggestion: SymbolNames.reviewCheck(for: symbol, swiftUI: false), conditions: conditions, kind: .review))
                return
            }
            // UIKit falls back to the asset's name: "close" names the action, "ic_close_24" does not; a person checks
            // any other readable one.
            let asset = kind == .asset ? image.flatMap(AssetNames.uiKitName) : nil
            if let asset, AssetNames.isActionWord(asset) { return }
            if let asset, AssetNames.isReadable(asset) {
                diagnoses.append(diagnosis(
                    at: node, "\(subject) shows only the image '\(asset)'; VoiceOver reads that name, which may or may not name the action",
                    severity: .note, suggestion: Self.assetReviewCheck(asset, swiftUI: false), conditions: conditions, kind: .review))
                return
            }
            diagnoses.append(diagnosis(
                at: node, message, severity: kind == .symbol ? .warning : nil,
                suggestion: SymbolNames.labelSuggestion(for: symbol, swiftUI: false), conditions: conditions))
        }

        // `button.setImage(image, for: .normal)` on a button with no title and no label.
        for call in file.facts.calls("setImage") {
            guard let receiver = call.receiver, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let button = UIKitInstance.named(receiver, at: call, in: file)
            else { continue }
            // `setImage(_:for:)` is a button's: a class of the app declared in another file (`CircleButton()`) is one too,
            // unless its own code names it.
            var classConditions: [ProjectCondition] = []
            if !Self.isButton(button, in: file) {
                guard call.argument("for") != nil, button.selfScope == nil, let type = button.typeName, !FrameworkTypes.contains(type) else { continue }
                classConditions = [.typeLacks(type, .setsAccessibilityLabel)]
            }
            guard !Self.isNamed(button, in: file),
                // An outlet's storyboard may give it a title or a label; one no audited IB file connects is left alone.
                let outlet = button.outletConditions(lacking: .setsAccessibilityLabel)
            else { continue }
            let helpers = button.helperNames(in: file).sorted().map { ProjectCondition.typeLacks(TypeSummary.functionKey($0), .setsAccessibilityLabel) }
            report(member.declName, "'\(button.displayName)'", image: call.arguments.first?.expression, instance: button,
                   conditions: outlet + helpers + classConditions + (button.outletMember.map { [.memberLacks($0.owner, $0.property, .hiddenFromAccessibility)] } ?? []))
        }
        // `UIButton.systemButton(with: image, target:, action:)`: an image-only button by construction.
        for call in file.facts.calls("systemButton") where call.argument("with") != nil {
            guard call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.compactText == "UIButton" else { continue }
            let button = UIKitInstance.constructed(by: call, in: file)
            if let button, button.isReturnedToCaller || Self.isNamed(button, in: file) { continue }
            report(call, "UIButton.systemButton(with:)", image: call.argument("with")?.expression, instance: button)
        }
        // `UIBarButtonItem(image: …, style: …, target: …, action: …)` without a title.
        for call in file.facts.calls("UIBarButtonItem") where call.calledExpression.is(DeclReferenceExprSyntax.self) {
            if let title = call.argument("title")?.expression, title.isMeaningfulText { continue }
            let item = UIKitInstance.constructed(by: call, in: file)
            // An item made with a blank title (`UIBarButtonItem(title: "   ", …)`) or none, given its image afterwards.
            let blankTitle = call.argument("title") != nil || call.arguments.isEmpty
            guard let image = call.argument("image")?.expression
                ?? (blankTitle ? item?.assignments("image", in: file).first?.value : nil)
            else { continue }
            if let item {
                if item.isReturnedToCaller || item.receivesAccessibilityLabel(in: file) { continue }
                if item.assignments("title", in: file).contains(where: { $0.value.isMeaningfulText }) { continue }
            }
            if Self.isLabelledWhereStored(call, in: file) { continue }
            // A function of the project it is handed to (`setupAccessibility(forSidebarButton: item)`) may label it.
            let helpers = item.map { $0.helperNames(in: file).sorted().map { ProjectCondition.typeLacks(TypeSummary.functionKey($0), .setsAccessibilityLabel) } }
            report(call, "UIBarButtonItem", image: image, instance: item, conditions: helpers ?? [])
        }
    }

    /// An item stored straight into a property (`navigationItem.rightBarButtonItem = UIBarButtonItem(…)`, also as
    /// one branch of a ternary) whose label the same function then sets through that property
    /// (`navigationItem.rightBarButtonItem?.accessibilityLabel = …`).
    static func isLabelledWhereStored(_ call: FunctionCallExprSyntax, in file: SourceFileContext) -> Bool {
        var node = call.parent
        while let current = node, !current.is(SequenceExprSyntax.self) {
            if current.is(CodeBlockItemSyntax.self) || current.is(ClosureExprSyntax.self) { return false }
            node = current.parent
        }
        guard let sequence = node?.as(SequenceExprSyntax.self), let property = sequence.elements.first?.lastNameComponent,
            let stored = file.facts.assignments(property).first(where: { $0.sequence.id == sequence.id }),
            let body = call.enclosingFunctionBody
        else { return false }
        let target = VariableResolver.normalizedText(stored.target)
        return file.facts.assignments("accessibilityLabel").contains { label in
            label.sequence.isContained(in: body) && label.owner.map(VariableResolver.normalizedText) == target
        }
    }

    /// A `UIButton` (or a class of this file that inherits from it) that is not a system close or info button.
    private static func isButton(_ instance: UIKitInstance, in file: SourceFileContext) -> Bool {
        // Inside its own class, each place that creates the button may still name it.
        guard instance.selfScope == nil, let type = instance.typeName else { return false }
        if let initializer = instance.variable?.initializer?.as(FunctionCallExprSyntax.self),
            let buttonType = initializer.argument("type")?.expression,
            !buttonType.isMember(named: ["system", "custom", "plain"])
        {
            return false  // `.close`, `.infoLight`, `.contactAdd`…: UIKit names these.
        }
        if type == "UIButton" { return true }
        return file.facts.typeDeclarations.contains { $0.name == type && $0.inheritedTypes.contains("UIButton") }
    }

    /// A title (`setTitle`, `setAttributedTitle`, `configuration?.title`) or an accessibility label.
    private static func isNamed(_ button: UIKitInstance, in file: SourceFileContext) -> Bool {
        if button.receivesAccessibilityLabel(in: file) { return true }
        for method in ["setTitle", "setAttributedTitle"] {
            if button.calls(method, in: file).contains(where: { call in
                call.arguments.first.map { $0.expression.isMeaningfulText } ?? false
            }) {
                return true
            }
        }
        for property in ["title", "attributedTitle", "text"] {
            for assignment in file.facts.assignments(property) {
                guard let owner = assignment.owner?.unwrapped.as(MemberAccessExprSyntax.self),
                    ["configuration", "titleLabel"].contains(owner.declName.baseName.text),
                    button.isOwner(owner.base, at: assignment.sequence)
                else { continue }
                return true
            }
        }
        return false
    }

    /// `UIImage(systemName:)` is a symbol; anything else is read like an asset.
    private static func uiImageKind(_ image: ExprSyntax) -> SwiftUILabels.ImageKind {
        let calls = (image.unwrapped.as(FunctionCallExprSyntax.self).map { [$0] } ?? []) + image.descendants(FunctionCallExprSyntax.self)
        if let member = image.unwrapped.as(MemberAccessExprSyntax.self), SymbolNames.imageMemberSymbol(member) != nil { return .symbol }
        return calls.contains { $0.argument("systemName") != nil || $0.argument("systemSymbol") != nil } ? .symbol : .asset
    }
}
