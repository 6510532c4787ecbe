import A11yCore
import SwiftSyntax
import A11yRuleKit

/// An image VoiceOver stops on with no name but its file or symbol name.
///
/// SwiftUI: `Image("asset")`, `Image(uiImage:)`, `Image(systemName:)`, `AsyncImage` and asset images made by
/// generated accessors (`Asset.Icons.close.image`) placed as a view of its own (a statement of a view builder),
/// with no `.accessibilityLabel`, not hidden, and not part of something
/// that names it: a control's label (`Button`, `NavigationLink`, `Link`, `Menu`, `Toggle`; an icon-only
/// button is `icon-only-button-unlabeled`'s), a `Label`'s icon, a tab item or toolbar, or a container made one
/// element (`.accessibilityElement()`, or with `children: .combine` or `.ignore`: the group's text carries the
/// meaning, and a merged image adds at most a word). Views any file places in a control's label are left
/// alone too, and a view property or function of the same type is judged at its uses: quiet when every use
/// is named or hidden. Images returned as `Image` values, drawn by a control's style, or in a UIKit view
/// that is itself the element are not reached as images of their own. `Image(decorative:)` and
/// `Image(_:label:)` are named by construction. SF Symbols are warnings: VoiceOver reads a description of
/// the symbol, which may do. Beside words in the same stack, an image may only decorate or repeat them: a
/// file name read aloud asks to hide or label it, and a symbol or picture is left to review; beside a number
/// it says what the number counts and must be named.
/// UIKit: a `UIImageView` made an accessibility element with no `accessibilityLabel`.
public struct ImageMissingLabelRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "image-missing-label",
        title: "Image without a label",
        summary: "A SwiftUI Image (including asset images from generated accessors such as Asset.Icons.close.image), AsyncImage or library network image (KFImage, LazyImage, WebImage) with no accessibility label that is neither hidden nor part of a named control, a SwiftUI Label whose title is only a number, or a UIKit UIImageView made an accessibility element without a label.",
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
        check(.swiftUI, into: &diagnoses) {
            checkSwiftUI(file, into: &$0)
            checkNumberOnlyLabels(file, into: &$0)
        }
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    /// An image view the rule judges: the expression that makes it, what it shows, and the asset's name when
    /// the code spells it.
    private struct PlacedImage {
        var node: ExprSyntax
        var kind: Kind
        var assetName: String?
    }

    /// `Image(…)` and network image views, and asset images made by generated accessors
    /// (`Asset.Icons.close.image`), which VoiceOver reads by the asset's name as it does `Image("close")`.
    private static func placedImages(in file: SourceFileContext) -> [PlacedImage] {
        var images: [PlacedImage] = []
        for name in ["Image"] + remoteImageViews {
            for call in file.facts.calls(name) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                guard let kind = kind(of: call, name: name) else { continue }
                // `Image(asset: Asset.Images.mapPlaceholder)` names its asset in the accessor.
                let assetName = kind != .asset ? nil : AssetNames.literalName(of: call) ?? call.argument("asset")?.expression.lastNameComponent
                images.append(PlacedImage(node: ExprSyntax(call), kind: kind, assetName: assetName))
            }
        }
        for statement in file.facts.placedAssetImages {
            guard var current = statement.item.as(ExprSyntax.self) else { continue }
            while let call = current.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                current = base
            }
            guard let accessor = current.as(MemberAccessExprSyntax.self) else { continue }
            images.append(PlacedImage(node: current, kind: .asset, assetName: accessor.base?.lastNameComponent))
        }
        return images
    }

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for image in Self.placedImages(in: file) {
            let (call, kind) = (image.node, image.kind)
            // Only an image placed as a view of its own; one handed to a function is named by whoever uses it.
            let outer = SwiftUIViewContext.outermostExpression(call)
            guard outer.parent?.is(CodeBlockItemSyntax.self) == true else { continue }
            let context = SwiftUIViewContext(call)
            if context.hasOwnAccessibilityLabel || Self.isNamedOrHidden(by: context) { continue }
            if Self.isReturnedAsValue(call) || Self.isDrawnByStyle(call, in: file) { continue }
            // Built in another property or function: judged where the type uses it.
            if SwiftUIViewContext.isBuiltForUse(call, in: file, where: Self.isNamedOrHidden) { continue }
            let isSymbol = kind == .symbol
            let readableAsset = image.assetName.flatMap { AssetNames.isReadable($0) ? $0 : nil }
            let beside = Self.textBeside(outer)
            // Beside words, an image often repeats them or only decorates: then it should be hidden, not named.
            // A file name read aloud is noise either way (a certain fault; one that reads as words most likely
            // decorates too, which a person decides); a symbol's description or a picture may be fine.
            if beside == .words {
                if kind == .asset {
                    diagnoses.append(diagnosis(
                        at: call,
                        readableAsset.map { "VoiceOver stops on this image beside text and reads its asset name, '\($0)'; it is neither hidden nor labelled" }
                            ?? "VoiceOver stops on this image beside text and reads its file name; it is neither hidden nor labelled",
                        severity: readableAsset == nil ? .warning : .note, criterion: CriterionReference(component: "image-decorative", criterion: "hidden"),
                        suggestion: "If the image only decorates or repeats the text beside it, hide it (Image(decorative:) or .accessibilityHidden(true)); if it adds meaning, add .accessibilityLabel(\"…\").",
                        conditions: SwiftUIViewContext.notInControlLabel(call, context: context), kind: readableAsset == nil ? .defect : .review))
                } else {
                    // The likelier fault beside words is an image that should be hidden: the criterion a
                    // tester checks is the decorative image's.
                    diagnoses.append(diagnosis(
                        at: call,
                        isSymbol
                            ? "VoiceOver stops on this SF Symbol beside text and reads a description of it; if it only decorates or repeats the text, it should be hidden"
                            : "VoiceOver stops on this image beside text and reads \"image\"; if it only decorates or repeats the text, it should be hidden",
                        severity: .note, criterion: CriterionReference(component: "image-decorative", criterion: "hidden"),
                        suggestion: "Check whether the image adds meaning to the text beside it: if it only decorates or repeats it, hide it with .accessibilityHidden(true); if it adds meaning, add .accessibilityLabel(\"…\").",
                        conditions: SwiftUIViewContext.notInControlLabel(call, context: context), kind: .review))
                }
                continue
            }
            // SwiftUI reads an asset's name: one that reads as words may say enough, which a person decides.
            if let asset = readableAsset {
                diagnoses.append(diagnosis(
                    at: call,
                    "VoiceOver reads this image by its asset name, '\(asset)', which may or may not say what it shows",
                    severity: .note,
                    suggestion: "Check that '\(asset)' says what the image shows here; if not, add .accessibilityLabel(\"…\"), or hide the image with .accessibilityHidden(true) when it only decorates or repeats the text beside it.",
                    conditions: SwiftUIViewContext.notInControlLabel(call, context: context), kind: .review))
                continue
            }
            // A symbol's spoken description may say what it means here, or it may only decorate text elsewhere in
            // the row: judged on apps nobody tuned for, a person decides right more often than code. A review item,
            // except beside a bare number, which means nothing without the symbol.
            if isSymbol, beside != .numbers {
                let literal = call.as(FunctionCallExprSyntax.self)?.argument("systemName")?.expression.as(StringLiteralExprSyntax.self)
                let symbol = literal?.segments.count == 1 ? literal?.segments.first?.as(StringSegmentSyntax.self)?.content.text : nil
                diagnoses.append(diagnosis(
                    at: call,
                    "VoiceOver reads this SF Symbol\(symbol.map { " ('\($0)')" } ?? "") by a description of its own; check that it says what the symbol means here",
                    severity: .note,
                    suggestion: "If the symbol tells something no text nearby says (a state, a kind), add .accessibilityLabel(\"…\") that says it; if it only decorates or repeats text, hide it with .accessibilityHidden(true).",
                    conditions: SwiftUIViewContext.notInControlLabel(call, context: context), kind: .review))
                continue
            }
            diagnoses.append(diagnosis(
                at: call,
                isSymbol
                    ? "This SF Symbol image has no accessibility label; VoiceOver reads a description of the symbol, which may not say what it means here"
                    : "This image has no accessibility label; VoiceOver reads \(kind == .asset ? "its file name" : "\"image\"") or nothing useful",
                severity: isSymbol ? .warning : nil,
                conditions: SwiftUIViewContext.notInControlLabel(call, context: context)))
        }
    }

    /// `Label("\(likes)", systemImage: "heart")`: VoiceOver reads a label's title only, so when the title is
    /// a bare number, what the icon says it counts is lost.
    private func checkNumberOnlyLabels(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for call in file.facts.calls("Label") where call.calledExpression.is(DeclReferenceExprSyntax.self) {
            guard call.argument("systemImage") != nil || call.argument("image") != nil,
                let title = call.arguments.first, title.label == nil,
                let literal = title.expression.as(StringLiteralExprSyntax.self),
                literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }),
                !literal.segments.contains(where: { $0.as(StringSegmentSyntax.self)?.content.text.contains(where: \.isLetter) ?? false })
            else { continue }
            let context = SwiftUIViewContext(call)
            if context.hasOwnAccessibilityLabel || Self.isNamedOrHidden(by: context) { continue }
            diagnoses.append(diagnosis(
                at: call,
                "This label's title is only a number and VoiceOver does not read its icon, so what the number counts is not spoken",
                severity: .warning,
                suggestion: "Add .accessibilityLabel(\"… likes\") (or whatever the icon stands for) so the number is read with its meaning.",
                conditions: SwiftUIViewContext.notInControlLabel(call, context: context)))
        }
    }

    enum Neighbour { case nothing, numbers, words }

    /// What the other views of the image's stack show: no text, only numbers (a count the icon explains,
    /// `Image(systemName: "star")` beside `Text("\(stars)")`), or words the image may repeat.
    static func textBeside(_ image: ExprSyntax) -> Neighbour {
        guard let item = image.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return .nothing }
        var found = Neighbour.nothing
        for other in list where other.id != item.id {
            let calls = (other.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self).map { [$0] } ?? [])
                + other.item.descendants(FunctionCallExprSyntax.self)
            for call in calls {
                switch call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                case "Label": return .words
                case "Text":
                    if TextContent.carriesWords(call) { return .words }
                    found = .numbers
                default: continue
                }
            }
        }
        return found
    }

    /// Hidden, or inside something that names it: a control's label, a `Label`, a toolbar, a container made
    /// one element.
    static func isNamedOrHidden(by context: SwiftUIViewContext) -> Bool {
        context.isHidden || context.enclosing.contains { enclosing in
            namingContainers.contains(enclosing.call.calledExpression.lastNameComponent ?? "")
                || enclosing.modifiers.contains(where: makesOneElement)
        }
            // A label handed as an argument rather than a closure (`Picker(selection: $id, label: HStack { Image(…); Text(…) })`).
            || ([context.chain.expression] + context.enclosing.map { ExprSyntax($0.chain.expression) }).contains(where: isLabelArgumentOfNamingContainer)
    }

    private static func isLabelArgumentOfNamingContainer(_ expression: ExprSyntax) -> Bool {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self), argument.label?.text == "label",
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return namingContainers.contains(call.calledExpression.lastNameComponent ?? "")
    }

    /// An image that a property or function returns as an `Image` value (`var icon: Image { … }` on a model
    /// type, TipKit's `var image: Image?`): it is labelled, or not, where it is placed.
    static func isReturnedAsValue(_ call: some SyntaxProtocol) -> Bool {
        var current = call.parent
        while let node = current {
            if let variable = node.as(VariableDeclSyntax.self) {
                return variable.bindings.first?.typeAnnotation?.type.simpleName == "Image"
            }
            if let function = node.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause?.type.simpleName == "Image"
            }
            if node.is(MemberBlockSyntax.self) || node.is(ClosureExprSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// Styles draw a control whose own label names it: an image in a `ButtonStyle`'s or `ToggleStyle`'s
    /// `makeBody` is part of the button's look, not an element of its own.
    static let controlStyles: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle"]

    static func isDrawnByStyle(_ call: some SyntaxProtocol, in file: SourceFileContext) -> Bool {
        guard call.ancestor(FunctionDeclSyntax.self)?.name.text == "makeBody", let type = call.enclosingTypeName else { return false }
        return file.facts.typeDeclarations.contains { $0.name == type.name && !controlStyles.isDisjoint(with: $0.inheritedTypes) }
    }

    /// `.accessibilityElement()` (children ignored), `.accessibilityElement(children: .ignore)` or `.combine`:
    /// one element whose text carries the meaning. `.contain` keeps the children apart.
    static func makesOneElement(_ modifier: ModifierChain.Modifier) -> Bool {
        guard modifier.name == "accessibilityElement" else { return false }
        guard let children = modifier.call?.argument("children")?.expression else { return true }
        return !children.isMember(named: ["contain"])
    }

    enum Kind { case asset, symbol, other }

    /// Views that load a picture from the network: SwiftUI's own and those of widely used image libraries
    /// (Kingfisher, Nuke, SDWebImage). VoiceOver reads nothing useful for them unless they are labelled.
    static let remoteImageViews = ["AsyncImage", "KFImage", "LazyImage", "WebImage", "CachedAsyncImage"]

    /// What the image shows, or nil when its construction names it or hides it.
    static func kind(of call: FunctionCallExprSyntax, name: String) -> Kind? {
        if remoteImageViews.contains(name) { return .other }
        let labels = call.arguments.map { $0.label?.text }
        if labels.contains("decorative") || labels.contains("label") { return nil }
        switch labels.first {
        case "systemName": return .symbol
        case "uiImage", "nsImage", "cgImage": return .other
        // `Image(asset: Asset.Icons.close)`: the initializer asset code generators add.
        case .some(nil), "asset": return .asset
        default: return nil
        }
    }

    /// The view or cell whose code sets this up makes itself one accessibility element
    /// (`isAccessibilityElement = true` on `self`): VoiceOver never reaches its subviews.
    static func containerIsTheElement(around assignment: Assignment, in file: SourceFileContext) -> Bool {
        guard let type = assignment.sequence.enclosingTypeName else { return false }
        let declarations = file.facts.typeDeclarations.filter { $0.name == type.name }
        return file.facts.assignments("isAccessibilityElement").contains { other in
            other.value.isTrueLiteral && other.isOnSelf && declarations.contains { other.sequence.isContained(in: $0.node) }
        }
    }

    /// `playIcon.isHidden = !match.hasVideos`, `statusIcon.image = valid ? checkmark : cross`, or a symbol or asset set
    /// in one case of a `switch`: the image tells a state.
    static func showsByCondition(_ assignment: Assignment) -> Bool {
        // Named for decoration or layout (`backgroundView`, `arrowRight`, `separatorImage`): no state to tell.
        // Or for a picture (`avatarView`, `previewImage`), or for nothing in particular (`imageView`): a picture shown when
        // there is one tells no state.
        guard let owner = assignment.owner?.lastNameComponent, !NameHeuristics.hasWord(owner, in: decorationWords),
            !NameHeuristics.words(owner).allSatisfy({ ["image", "view", "icon", "img", "iv"].contains($0) })
        else { return false }
        // Hidden when there is nothing to show (`iconView.isHidden = icon == nil`): the picture follows the data.
        if assignment.valueElements.contains(where: { $0.isNilLiteral }) { return false }
        guard assignment.valueElements.count == 1 else { return assignment.propertyName == "isHidden" }
        let value = assignment.value.unwrapped
        if assignment.propertyName == "isHidden" {
            // `pinIcon.isHidden = !post.isPinned`, or `true`/`false` in the branches of an `if` or a `switch`.
            guard value.isTrueLiteral || value.isFalseLiteral else { return true }
            return Self.isInBranch(assignment.sequence)
        }
        if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) { return true }
        // A symbol or asset picked in one case of a `switch` (not a picture from the data: `photoView.image = item.photo`).
        guard let made = value.as(FunctionCallExprSyntax.self), ["UIImage", "init"].contains(made.calledExpression.lastNameComponent ?? ""),
            made.argument("systemName") != nil || made.argument("named") != nil
        else { return false }
        return assignment.sequence.ancestor(SwitchCaseSyntax.self) != nil
    }

    /// True when the statement runs in one branch of an `if` or one case of a `switch` of its function (not a
    /// closure's or a setup's own code).
    static func isInBranch(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self) || ancestor.is(InitializerDeclSyntax.self) { return false }
            if ancestor.is(SwitchCaseSyntax.self) { return true }
            if ancestor.is(CodeBlockSyntax.self), ancestor.parent?.is(IfExprSyntax.self) == true { return true }
            current = ancestor.parent
        }
        return false
    }

    /// Words of an image view's name that say it decorates, lays out or shows a picture rather than tells a state.
    static let decorationWords: [[UInt8]] = [
        "background", "backdrop", "wallpaper", "separator", "divider", "shadow", "gradient", "arrow", "chevron", "disclosure",
        "accessory", "border", "decoration", "placeholder",
        "preview", "photo", "avatar", "favicon", "thumbnail", "thumb", "cover", "artwork", "picture", "poster", "snapshot",
        "screenshot", "illustration", "logo", "banner",
    ].map { Array($0.utf8) }

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        // An image view VoiceOver never reaches that the code shows, hides or switches by a condition: what it tells
        // is lost, unless a label says it too, which a person checks.
        var judged: Set<String> = []
        for property in ["isHidden", "image"] {
            for assignment in file.facts.assignments(property) where Self.showsByCondition(assignment) {
                guard let owner = assignment.owner, !owner.isSelfReference,
                    let instance = UIKitInstance.named(owner, at: assignment.sequence, in: file),
                    // (An outlet's image is judged at its element in the storyboard or xib, with what the code does to it.)
                    !instance.isOutlet, instance.kinds(in: file).contains("UIImageView"), judged.insert(instance.displayName).inserted,
                    !instance.receivesAccessibilityLabel(in: file),
                    !instance.assignments("isAccessibilityElement", in: file).contains(where: { $0.value.isTrueLiteral }),
                    !Self.containerIsTheElement(around: assignment, in: file)
                else { continue }
                diagnoses.append(diagnosis(
                    at: assignment.sequence,
                    "'\(instance.displayName)' is shown or changed here by a condition, and VoiceOver never reaches it: if it tells something (a state, a result), VoiceOver users miss it",
                    severity: .note,
                    suggestion: "If the image tells something no text nearby says, make it an accessibility element with an accessibilityLabel that says it (\"Has videos\", \"Verified\"), or add the words to the label of the element that holds it.",
                    kind: .review))
            }
        }
        for assignment in file.facts.assignments("isAccessibilityElement") where assignment.value.isTrueLiteral {
            guard let owner = assignment.owner, let instance = UIKitInstance.named(owner, at: assignment.sequence, in: file),
                instance.kinds(in: file).contains("UIImageView"), !instance.receivesAccessibilityLabel(in: file),
                !Self.containerIsTheElement(around: assignment, in: file)
            else { continue }
            diagnoses.append(diagnosis(
                at: assignment.sequence,
                "'\(instance.displayName)' is made an accessibility element but never given an accessibilityLabel; VoiceOver reads \"image\" and nothing else"))
        }
    }
}
