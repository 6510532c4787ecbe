import Foundation
import A11yCore
import SwiftSyntax
import A11yRuleKit

/// Text styled as a title that VoiceOver users cannot reach with the headings rotor.
///
/// SwiftUI: a `Text` with literal words (or a name that says it is a title, `Text(section.title)`) given a
/// title font (`.largeTitle`, `.title`, `.title2`, also through `.system(.title…)` or `.bold()`),
/// with no `.isHeader` trait or `.accessibilityHeading` on it or around it in the same declaration. Text in
/// a control's label, a toolbar or a navigation title, in a `Section` header, inside a container that merges
/// or replaces its children, and hidden text are left alone. `.headline`, and a `.system(size:)` font large or
/// bold enough to look like a title, give a result to review instead: apps use them for row titles as often
/// as for section titles.
/// UIKit: a label given `preferredFont(forTextStyle:)` with a title style and never the `.header` trait,
/// unless it sits in a table or collection view cell.
public struct HeadingNotMarkedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "heading-not-marked",
        title: "Heading not marked",
        summary: "Text styled with a title font (SwiftUI .largeTitle/.title/.title2, UIKit .largeTitle/.title1/.title2) that is not marked as a heading.",
        rationale: """
            Sighted users skim a screen by its big titles; VoiceOver users skim it with the rotor set to \
            headings, which jumps only between elements with the header trait. A title that looks like a \
            heading but lacks the trait is skipped by that jump, and the listener has to swipe through every \
            element to find the section.
            """,
        suggestion: "Add .accessibilityAddTraits(.isHeader) to the title (SwiftUI), or accessibilityTraits.insert(.header) on the label (UIKit).",
        severity: .warning,
        criterion: CriterionReference(component: "headings", criterion: "role"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    static let swiftUITitleStyles = TextStyles.swiftUITitles
    static let uiKitTitleStyles = TextStyles.uiKitTitles
    /// Calls whose content is read as part of something else, or titled by the system.
    static let excludedContainers = SwiftUIViews.labelledControls.union([
        "Label", "Picker", "toolbar", "ToolbarItem", "ToolbarItemGroup", "navigationTitle", "alert",
        "confirmationDialog", "tabItem", "contextMenu", "swipeActions",
        // Text laid over another view captions it (a card title on its artwork), it does not head a section.
        "overlay",
    ])

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        check(.swiftUI, into: &diagnoses) { checkSwiftUI(file, into: &$0) }
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        // The app's own section header view (`struct GroupSectionHeader: View`): it heads the groups of a screen, whatever
        // its font. Placed in a `Section`'s header, the system marks it; placed in a stack, nothing does: a person checks.
        for type in file.facts.typeDeclarations where type.isSwiftUIView && Self.namesSectionHeader(type.name) {
            let node = Syntax(type.node)
            guard let body = (file.facts.variablesByName["body"] ?? []).first(where: { $0.enclosingTypeDeclaration?.name == type.name }),
                body.descendants(FunctionCallExprSyntax.self).contains(where: { call in
                    call.calledExpression.lastNameComponent.map { $0 == "Text" || $0.hasSuffix("Text") } ?? false
                }),
                !file.facts.calls("accessibilityAddTraits").contains(where: { $0.isContained(in: node) && SwiftUIViewContext.addsTrait(["isHeader"], call: $0) }),
                file.facts.calls("accessibilityHeading").allSatisfy({ !$0.isContained(in: node) })
            else { continue }
            diagnoses.append(diagnosis(
                at: type.node.as(StructDeclSyntax.self).map { Syntax($0.name) } ?? node,
                "'\(type.name)' heads a section of the screen and its text is not marked as a heading",
                severity: .note,
                suggestion: "If it is placed outside a Section's header, add .accessibilityAddTraits(.isHeader) to its text.",
                kind: .review))
        }
        for call in file.facts.calls("font") where call.calledExpression.is(MemberAccessExprSyntax.self) {
            guard let font = call.arguments.first?.expression else { continue }
            let style = Self.fontStyle(font)
            let context = SwiftUIViewContext(call)
            // A title style is a heading's look; a headline, a bold Title 3, or a large or bold point size may
            // title a section or may not: a person decides.
            let isTitle = style.map(Self.swiftUITitleStyles.contains) ?? false
            let bold = FontAPIs.isBold(font) || context.chain.modifiers.contains { modifier in
                modifier.name == "bold" || modifier.name == "fontWeight" && (modifier.call.map { FontAPIs.isBold(ExprSyntax($0)) } ?? false)
            }
            guard isTitle || Self.looksLikeTitle(font, style: style, bold: bold) else { continue }
            if let diagnosis = unmarkedTitle(context, style: isTitle ? style : nil, helper: nil, in: file) { diagnoses.append(diagnosis) }
        }
        // The app's own font modifier given a size and weight (`.appFont(.semibold, size: 24)`, `.fontSize(24, .bold)`):
        // judged by that size and weight as `.font(.system(size: 24, weight: .semibold))` would be.
        for (name, calls) in file.facts.callsByName where Self.namesFontModifier(name) && !Self.namesTitleStyle(name) {
            for call in calls where call.calledExpression.is(MemberAccessExprSyntax.self) {
                guard let size = call.argument("size")?.expression.literalNumber
                    ?? call.arguments.first.flatMap({ $0.label == nil ? $0.expression.literalNumber : nil })
                else { continue }
                let context = SwiftUIViewContext(call)
                if context.chain.modifiers.contains(where: { $0.name == "font" }) { continue }
                let bold = call.arguments.contains { argument in
                    argument.expression.descendantsOrSelfMembers().contains { FontAPIs.boldWeights.contains($0.lowercased()) }
                } || context.chain.modifiers.contains { $0.name == "bold" }
                guard size >= 20 || bold && size >= 17 else { continue }
                if let diagnosis = unmarkedTitle(context, style: nil, helper: nil, in: file) { diagnoses.append(diagnosis) }
            }
        }
        // The app's text modifier given a size (`.modifier(HeavyText(fontSize: 22))`, `.modifier(BoldCaption(size: 18))`):
        // judged by that size, bold when its name says so.
        for call in file.facts.calls("modifier") where call.calledExpression.is(MemberAccessExprSyntax.self) {
            guard let made = call.arguments.first?.expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                let type = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let size = made.arguments.first(where: { $0.label?.text.lowercased().hasSuffix("size") == true })?.expression.literalNumber
            else { continue }
            let context = SwiftUIViewContext(call)
            if context.chain.modifiers.contains(where: { $0.name == "font" }) { continue }
            let bold = !FontAPIs.boldWeights.isDisjoint(with: NameHeuristics.words(type)) || context.chain.modifiers.contains { $0.name == "bold" }
            guard size >= 20 || bold && size >= 17 else { continue }
            if let diagnosis = unmarkedTitle(context, style: nil, helper: nil, in: file) { diagnoses.append(diagnosis) }
        }
        // Bold text at the body size, with no font of its own (`Text("Before you start").bold()`): a title-like look.
        for call in file.facts.calls("bold") where call.calledExpression.is(MemberAccessExprSyntax.self) && call.arguments.isEmpty {
            let context = SwiftUIViewContext(call)
            guard context.chain.rootTypeName == "Text", !context.chain.modifiers.contains(where: { $0.name == "font" || Self.namesFontModifier($0.name) }),
                SwiftUIViewContext.outermostExpression(ExprSyntax(call)).parent?.is(CodeBlockItemSyntax.self) == true
            else { continue }
            if let diagnosis = unmarkedTitle(context, style: nil, helper: nil, in: file) { diagnoses.append(diagnosis) }
        }
        // Text in the toolbar's principal place stands where the navigation title would, and is not marked as the
        // title is: `ToolbarItem(placement: .principal) { Text(screenName).appFont(…) }`.
        for item in file.facts.calls("ToolbarItem") where item.argument("placement")?.expression.isMember(named: ["principal"]) == true {
            guard let closure = item.trailingClosure else { continue }
            for statement in closure.statements {
                guard let view = statement.item.as(ExprSyntax.self) else { continue }
                let chain = ModifierChain(view)
                guard chain.rootTypeName == "Text", let text = chain.root.as(FunctionCallExprSyntax.self) else { continue }
                let context = SwiftUIViewContext(text)
                let modifiers = context.allModifiers
                if context.isHidden || SwiftUIViewContext.addsTrait(["isHeader"], in: modifiers) || modifiers.contains(where: { $0.name == "accessibilityHeading" }) {
                    continue
                }
                diagnoses.append(diagnosis(
                    at: text, "This text stands in the navigation bar where the screen's title goes (a principal toolbar item), and is not marked as a heading as a navigation title is",
                    severity: .note,
                    suggestion: "If it is the screen's title, add .accessibilityAddTraits(.isHeader), or set it with .navigationTitle(…) instead.",
                    conditions: SwiftUIViewContext.notInControlLabel(text), kind: .review))
            }
        }
        // The app's text style named for a heading, applied by a modifier (`.textStyle(.header2)`): a person decides.
        for (name, calls) in file.facts.callsByName where Self.namesTextStyleSetter(name) {
            for call in calls where call.calledExpression.is(MemberAccessExprSyntax.self) {
                guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
                    let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil,
                    case let style = member.declName.baseName.text, Self.namesHeadingStyle(style),
                    // SwiftUI's own styles in `.font(…)` are judged by the loop for fonts.
                    !(name == "font" && ["largeTitle", "title", "title2", "title3", "headline"].contains(style))
                else { continue }
                if let diagnosis = unmarkedTitle(SwiftUIViewContext(call), style: nil, helper: "\(name)(.\(style))", in: file) {
                    diagnoses.append(diagnosis)
                }
            }
        }
        // The app's own title style (`.titleStyle()`, `.sectionHeaderFont()`), whatever font it sets: its name says
        // what the text is for, and a person decides whether this one heads something.
        for (name, calls) in file.facts.callsByName where Self.namesTitleStyle(name) {
            for call in calls where call.calledExpression.is(MemberAccessExprSyntax.self) {
                let context = SwiftUIViewContext(call)
                // A font set beside it is judged by the loop above.
                if context.chain.modifiers.contains(where: { $0.name == "font" }) { continue }
                if let diagnosis = unmarkedTitle(context, style: nil, helper: name, in: file) { diagnoses.append(diagnosis) }
            }
        }
    }

    /// A modifier of the app that applies one of its named text styles (`.textStyle(.header2)`, `.typography(.h1)`,
    /// `.style(.sectionTitle)`): the modifier's name says it sets a text's style, and the style's name says what for.
    /// SwiftUI's own `.font(.title)` is judged by the loop for fonts; other `…Style` modifiers (`buttonStyle`,
    /// `labelStyle(.titleOnly)`) style controls, not text.
    static func namesTextStyleSetter(_ name: String) -> Bool {
        // (Asked of every callee name of every file: the cheap test first.)
        guard name.hasSuffix("tyle") || name.hasSuffix("ypography") || name.hasSuffix("ppearance") || name == "font" else { return false }
        guard name.first?.isLowercase == true else { return false }
        let words = NameHeuristics.words(name)
        return !words.isEmpty && words.allSatisfy(textStyleSetterWords.contains) && words.contains { $0 != "text" && $0 != "app" }
    }
    private static let textStyleSetterWords: Set<String> = ["text", "style", "typography", "appearance", "app", "font"]

    /// An app's text style named for a heading: `header2`, `h1`, `heading`, `headline`, `title`, `sectionTitle`,
    /// `largeTitle`. A style named for anything else as well (`titleOnly`, `subtitle`, `headerCaption`) is not.
    static func namesHeadingStyle(_ name: String) -> Bool {
        let words = NameHeuristics.words(name).map { word in
            String(word.reversed().drop(while: \.isNumber).reversed())
        }.filter { !$0.isEmpty }
        if words.count == 1, let word = words.first {
            if word.count == 1 && word == "h" { return name.last?.isNumber == true }
            return ["header", "heading", "headline", "title"].contains(word)
        }
        return words.count == 2 && ["large", "section", "screen", "page"].contains(words[0]) && ["title", "header", "heading"].contains(words[1])
    }

    /// A modifier of the app named for a title's look: `titleStyle`, `titleFont`, `sectionHeaderStyle`. One named for
    /// a kind of text (`fieldTitleText`) often styles a field's caption instead, and is left alone.
    /// SwiftUI's own title modifiers (`navigationTitle`, `navigationBarTitleDisplayMode`) set no text's look.
    static func namesTitleStyle(_ name: String) -> Bool {
        // (Asked of every callee name of every file: the cheap test first.)
        guard name.hasSuffix("Style") || name.hasSuffix("Font") || name.hasSuffix("style") || name.hasSuffix("font") else { return false }
        guard name.first?.isLowercase == true, !name.hasPrefix("navigation"), !name.hasPrefix("accessibility") else { return false }
        let words = NameHeuristics.words(name)
        guard let last = words.last, ["style", "font"].contains(last) else { return false }
        return !Set(words).isDisjoint(with: ["title", "heading", "header", "headline"])
    }

    /// The finding for a `Text` styled as a title (`style`), set in a title-like font, or given the app's title style
    /// (`helper`), unless it is marked, hidden, not a title, or titled by the system.
    private func unmarkedTitle(_ context: SwiftUIViewContext, style: String?, helper: String?, in file: SourceFileContext) -> Diagnosis? {
        var isTitle = style != nil
        guard context.chain.rootTypeName == "Text", let text = context.chain.root.as(FunctionCallExprSyntax.self),
            let content = text.arguments.first, content.label == nil || content.label?.text == "verbatim"
        else { return nil }
        // Words in a title style are a heading; a value shown in one (a name, a place) may be the screen's title
        // or may be a big number's caption: a person decides. Numbers and amounts are left alone.
        // A value named for something other than a title (`Text(song.artist)`, `Text(model.errorMessage)`).
        if content.expression.as(StringLiteralExprSyntax.self) == nil, let name = content.expression.lastNameComponent, Self.namesNonHeading(name) {
            return nil
        }
        if !Self.readsAsTitle(content.expression) {
            // (Text from the app's localization, `L10n.Home.activity`, is written words, not a value: a person checks it.)
            guard isTitle || helper != nil || TextContent.isLocalizedText(content.expression), TextContent.carriesWords(text),
                content.expression.as(StringLiteralExprSyntax.self) == nil
            else { return nil }
            isTitle = false
        }
        // A sentence set in a headline or bold font (an instruction, a lead-in to a list) is emphasis, not a
        // title: a person would not look for it among the headings.
        // (Given the app's title style, a closing colon is the style's, `Overview:`: only length says sentence.)
        // So is a sentence set in a title style ("A temporary error stopped loading.", "KEEP THIS CODE SAFE."): a
        // message in big type.
        if let words = Self.leadingWords(content.expression), Self.readsAsEmptyState(words) { return nil }
        if Self.isShownWhenEmpty(text) { return nil }
        if let words = content.expression.staticStringValue,
            helper == nil ? Self.readsAsSentence(words) : words.split(whereSeparator: \.isWhitespace).count > 8
        {
            return nil
        }
        if context.isHidden { return nil }
        // `Section(header: Text("Devices").font(.title))`: the system marks a section's header itself.
        if Self.isInSectionTitleArgument(text) { return nil }
        let modifiers = context.allModifiers
        if SwiftUIViewContext.addsTrait(["isHeader"], in: modifiers) || modifiers.contains(where: { $0.name == "accessibilityHeading" }) { return nil }
        if context.enclosing.contains(where: { enclosing in
            Self.excludedContainers.contains(enclosing.call.calledExpression.lastNameComponent ?? "")
                // The app's own button (`PillButton({ Text(title).bold() }, action: save)`): its content is the label.
                || ControlActions.isAppButton(enclosing.call.calledExpression.lastNameComponent)
                || Self.isSectionTitle(enclosing) || Self.isRowOfHeadedSection(enclosing)
                || enclosing.modifiers.contains { $0.name == "accessibilityElement" }
        }) {
            return nil
        }
        if SwiftUIViewContext.isBuiltInside(Self.excludedContainers, text, in: file)
            || SwiftUIViewContext.isBuiltForUse(text, in: file, where: { $0.enclosing.contains { Self.isSectionTitle($0) || Self.isRowOfHeadedSection($0) } })
        {
            return nil
        }
        if let style, isTitle {
            return diagnosis(
                at: text, "This text is styled as a title (.\(style)) but is not marked as a heading; the headings rotor skips it",
                conditions: SwiftUIViewContext.notInControlLabel(text))
        }
        let look = helper.map { "the app's title style '\($0)'" } ?? "a title-like font"
        return diagnosis(
            at: text, "This text is set in \(look) and is not marked as a heading",
            severity: .note,
            suggestion: "Check whether this text titles its screen or a section; if it does, add .accessibilityAddTraits(.isHeader).",
            conditions: SwiftUIViewContext.notInControlLabel(text), kind: .review)
    }

    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        checkUIKitTitleSizes(file, into: &diagnoses)
        // A label given the app's text style named for a heading (`titleLabel.style = .header2`): a person decides.
        for property in Self.styleProperties {
            for assignment in file.facts.assignments(property) {
                guard let member = assignment.value.unwrapped.as(MemberAccessExprSyntax.self), member.base == nil,
                    case let style = member.declName.baseName.text, Self.namesHeadingStyle(style),
                    case let (instance, outlet)? = Self.unmarkedLabel(assignment, in: file)
                else { continue }
                diagnoses.append(diagnosis(
                    at: assignment.sequence,
                    "'\(instance.displayName)' is given the app's heading style '.\(style)' and is not marked as a heading",
                    severity: .note,
                    suggestion: "Check whether this label titles its screen or a section; if it does, add the .header trait (accessibilityTraits.insert(.header)).",
                    conditions: outlet, kind: .review))
            }
        }
        // A label given a case of the app's style helper that sets a title-like font (`titleLabel.setStyle(.title)`,
        // where the helper's `case .title` sets 26 points bold): a person decides, as for a title-sized font set here.
        for (name, calls) in file.facts.callsByName where name.first?.isLowercase == true
            && !Set(NameHeuristics.words(name)).isDisjoint(with: Self.styleHelperWords)
        {
            for call in calls {
                guard let receiver = call.receiver, let style = call.arguments.first?.expression.as(MemberAccessExprSyntax.self), style.base == nil,
                    case let (instance, outlet)? = Self.unmarkedLabel(owner: receiver, at: Syntax(call), in: file)
                else { continue }
                let caseName = style.declName.baseName.text
                diagnoses.append(diagnosis(
                    at: call,
                    "'\(instance.displayName)' is given the app's style '.\(caseName)', which sets a title-like font, and is not marked as a heading",
                    severity: .note,
                    suggestion: "Check whether this label titles its screen or a section; if it does, add the .header trait (accessibilityTraits.insert(.header)).",
                    conditions: outlet + [.typeHas(TypeSummary.functionCaseKey(name, caseName), .setsTitleFont)], kind: .review))
            }
        }
        for call in file.facts.calls("preferredFont") {
            guard let argument = call.argument("forTextStyle")?.expression,
                let style = argument.unwrapped.as(MemberAccessExprSyntax.self)?.declName.baseName.text, Self.uiKitTitleStyles.contains(style),
                let assignment = call.ancestor(SequenceExprSyntax.self).flatMap({ sequence in
                    file.facts.assignments("font").first { $0.sequence.id == sequence.id }
                }),
                case let (instance, outlet)? = Self.unmarkedLabel(assignment, in: file)
            else { continue }
            diagnoses.append(diagnosis(
                at: assignment.sequence,
                "'\(instance.displayName)' is given the .\(style) text style but not the .header trait; the headings rotor skips it",
                conditions: outlet))
        }
    }

    /// The label a font assignment styles, when it could be an unmarked heading: a `UILabel` (or a property named
    /// like one) that is not a button's title label, not marked with the header trait in code, and not in a cell
    /// (a label in a cell titles one row, and the cell is read as one element). The conditions ask that its
    /// outlet's storyboard, if any, does not give it the Header trait either.
    private static func unmarkedLabel(_ assignment: Assignment, in file: SourceFileContext) -> (UIKitInstance, [ProjectCondition])? {
        guard let owner = assignment.owner else { return nil }
        return unmarkedLabel(owner: owner, at: Syntax(assignment.sequence), in: file)
    }

    private static func unmarkedLabel(owner: ExprSyntax, at node: Syntax, in file: SourceFileContext) -> (UIKitInstance, [ProjectCondition])? {
        // A button's title label is named and typed by the button.
        if let member = owner.unwrapped.as(MemberAccessExprSyntax.self), member.base != nil, member.declName.baseName.text == "titleLabel" {
            return nil
        }
        guard let instance = UIKitInstance.named(owner, at: node, in: file), !namesNonHeading(instance.displayName) else { return nil }
        let kinds = instance.kinds(in: file)
        // (Also the app's own label class, `ThemedLabelView(frame: …)`, named so.)
        let labelKind = kinds.contains("UILabel") || kinds.contains { $0.hasPrefix("UI") == false && NameHeuristics.words($0).contains("label") }
        guard labelKind || (kinds.isEmpty && instance.displayName.lowercased().hasSuffix("label")),
            !instance.mentionsTraits(["header"], in: file)
        else { return nil }
        // (Nor in a button or control class: the control is the element VoiceOver reads, its labels are its name.)
        if let type = node.enclosingTypeDeclaration,
            !UIKitInstance.supertypeNames(of: type.name, in: file).isDisjoint(with: ["UITableViewCell", "UICollectionViewCell", "UIButton", "UIControl"])
        {
            return nil
        }
        return (instance, instance.outletConditions(lacking: .marksHeader, requiringConnection: false) ?? [])
    }

    /// Words of a helper that applies one of the app's styles to a view (`setStyle`, `applyTheme`, `decorate`).
    static let styleHelperWords: Set<String> = ["style", "apply", "theme", "font", "typography", "appearance", "decorate"]

    /// Properties through which apps give a label one of their named text styles.
    static let styleProperties = ["style", "textStyle", "styleName", "typography"]

    /// A UIKit label given a large or bold point size: it may title its screen or a section, which a person
    /// decides (the Interface Builder half does the same for storyboards).
    private func checkUIKitTitleSizes(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        var headerViews: Set<String> = []
        for assignment in file.facts.assignments("font") {
            let titleSize = assignment.valueElements.contains(where: FontAPIs.isTitleLikeUIKitFont)
            // A label of a view made to head a section (`final class SectionHeader: UIView`, a table's header-footer
            // view), whatever its size: the section's title.
            let headerView = titleSize ? nil : assignment.sequence.enclosingTypeDeclaration.flatMap { type in
                Self.isSectionHeaderView(type, in: file) ? type.name : nil
            }
            // Or a label built where the table asks for a section's header view (`tableView(_:viewForHeaderInSection:)`).
            let headerBuilder = titleSize || headerView != nil ? nil : Self.sectionHeaderBuilder(around: assignment.sequence)
            guard titleSize || headerView.map({ headerViews.insert($0).inserted }) == true
                || headerBuilder.map({ headerViews.insert("\($0.position.utf8Offset)").inserted }) == true,
                case let (instance, outlet)? = Self.unmarkedLabel(assignment, in: file)
            else { continue }
            diagnoses.append(diagnosis(
                at: assignment.sequence,
                headerView.map { "'\(instance.displayName)' is the label of the section header view '\($0)', and is not marked as a heading" }
                    ?? headerBuilder.map { _ in "'\(instance.displayName)' is the label of a section's header view, built in tableView(_:viewForHeaderInSection:), and is not marked as a heading" }
                    ?? "'\(instance.displayName)' is set in a large or bold font, like a title, and is not marked as a heading",
                severity: .note,
                suggestion: "Check whether this label titles its screen or a section; if it does, add the .header trait (accessibilityTraits.insert(.header)).",
                conditions: outlet, kind: .review))
        }
    }

    /// The `tableView(_:viewForHeaderInSection:)` method around a node: the view it builds heads a section.
    static func sectionHeaderBuilder(around node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        guard let function = node.ancestor(FunctionDeclSyntax.self), function.name.text == "tableView",
            function.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "viewForHeaderInSection" })
        else { return nil }
        return function
    }

    /// A view class named for a section's header (`SectionHeader`, `SectionHeaderView`), or a table's header-footer
    /// view named as a header. (A card's or a profile's header view holds a name, a date, a handle: not one title.)
    /// `SectionHeader`, `GroupSectionHeader`, `SectionHeaderView`: a view named for a section's header.
    static func namesSectionHeader(_ name: String) -> Bool {
        var words = NameHeuristics.words(name)
        if words.last == "view" { words.removeLast() }
        return words.last == "header" && words.contains("section")
    }

    static func isSectionHeaderView(_ type: TypeDeclaration, in file: SourceFileContext) -> Bool {
        let supertypes = UIKitInstance.supertypeNames(of: type.name, in: file)
        var words = NameHeuristics.words(type.name)
        if words.last == "view" { words.removeLast() }
        guard words.last == "header" else { return false }
        if supertypes.contains("UITableViewHeaderFooterView") { return true }
        return words.contains("section") && !supertypes.isDisjoint(with: ["UIView", "UICollectionReusableView"])
    }

    /// The header or footer of a `Section`: the system marks a section's header itself. A section's rows are
    /// content like any other: a large bold name at the top of an About section is a heading the rotor needs.
    static func isSectionTitle(_ enclosing: SwiftUIViewContext.Enclosing) -> Bool {
        enclosing.call.calledExpression.lastNameComponent == "Section" && ["header", "footer"].contains(enclosing.slotLabel ?? "")
    }

    /// In the rows of a `Section` that has a header (`Section { … } header: { Text("Keys") }`, `Section("Keys") { … }`):
    /// the header heads the rows, and a bold name in a row labels its value ("Public key"), as a row title does.
    static func isRowOfHeadedSection(_ enclosing: SwiftUIViewContext.Enclosing) -> Bool {
        let call = enclosing.call
        guard call.calledExpression.lastNameComponent == "Section", enclosing.slotLabel == nil else { return false }
        return call.arguments.contains { $0.label?.text == "header" }
            || call.additionalTrailingClosures.contains { $0.label.text == "header" }
            || call.arguments.first.map { $0.label == nil && $0.expression.is(StringLiteralExprSyntax.self) } == true
    }

    /// Inside a `Section`'s `header:` or `footer:` argument, however deep (`Section(header: HStack { … })`).
    static func isInSectionTitleArgument(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .memberBlock, .functionDecl, .accessorBlock, .initializerDecl: return false
            case .labeledExpr:
                let argument = ancestor.cast(LabeledExprSyntax.self)
                if ["header", "footer"].contains(argument.label?.text ?? ""),
                    argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent == "Section"
                {
                    return true
                }
            default: break
            }
            current = ancestor.parent
        }
        return false
    }

    /// A headline, a bold Title 3, `.system(size:)` or `.custom(name, size:)` of 20 points or more, or 17 or more in
    /// a bold weight (for a custom font, a face named so: `"Nunito-Bold"`, `Fonts.semiboldFace`).
    static func looksLikeTitle(_ font: ExprSyntax, style: String?, bold: Bool) -> Bool {
        if let style { return style == "headline" || style == "title3" && bold }
        let calls = [font.as(FunctionCallExprSyntax.self)].compactMap { $0 } + font.descendants(FunctionCallExprSyntax.self)
        guard let sized = calls.first(where: { ["system", "custom"].contains($0.calledExpression.lastNameComponent ?? "") }),
            let size = sized.argument("size")?.expression.literalNumber
        else {
            // The app's font helper given a size: `.font(.boldFontWithSize(20))`, `.font(Fonts.heavy(size: 24))`.
            guard let helper = calls.first(where: { $0.calledExpression.lastNameComponent.map(namesFontHelper) ?? false }),
                let size = helperSize(helper)
            else { return false }
            let boldName = !FontAPIs.boldWeights.isDisjoint(with: NameHeuristics.words(helper.calledExpression.lastNameComponent ?? ""))
            return size >= 20 || (bold || boldName) && size >= 17
        }
        let boldFace = sized.calledExpression.lastNameComponent == "custom" && (sized.arguments.first.map { argument in
            let face = argument.expression.staticStringValue ?? argument.expression.lastNameComponent ?? ""
            return !FontAPIs.boldWeights.isDisjoint(with: NameHeuristics.words(face))
        } ?? false)
        return size >= 20 || (bold || boldFace) && size >= 17
    }

    /// A function of the app that makes a font: `boldFontWithSize`, `heavy`, `regularFont` (named for a font or a weight).
    static func namesFontHelper(_ name: String) -> Bool {
        let words = NameHeuristics.words(name)
        return words.contains("font") || !FontAPIs.boldWeights.isDisjoint(with: words) || words.contains("regular") || words.contains("medium")
    }

    /// The point size given to a font helper or a text modifier: its first argument when unlabelled, or one labelled
    /// for a size (`size:`, `ofSize:`, `fontSize:`), when written as a number.
    static func helperSize(_ call: FunctionCallExprSyntax) -> Double? {
        call.arguments.first { argument in
            guard let label = argument.label?.text else { return call.arguments.first?.id == argument.id }
            return label.lowercased().hasSuffix("size")
        }?.expression.literalNumber
    }

    /// Weights that make text bold, as written in a font's weight or a face's name.
    /// The text style a SwiftUI font expression names: `.title`, `Font.title2`, `.title.bold()`,
    /// `.system(.largeTitle, design: .rounded)`.
    static func fontStyle(_ expression: ExprSyntax) -> String? {
        var current = expression.unwrapped
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.lastNameComponent == "system", let first = call.arguments.first, first.label == nil,
                    let member = first.expression.as(MemberAccessExprSyntax.self)
                {
                    return member.declName.baseName.text
                }
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return member.declName.baseName.text }
                if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font" { return member.declName.baseName.text }
                current = base
            } else {
                return nil
            }
        }
    }

    /// Literal words, or a name that says it holds a title (`title`, `section.heading`).
    /// A word of two letters or more: a heading says something. A glyph set large between two icons (`+`, `/`), a
    /// letter marking the end of a slider (`A`), a number or an emoji is not one.
    static func hasWord(_ text: String) -> Bool {
        text.split(whereSeparator: { !$0.isLetter }).contains { $0.count >= 2 }
    }

    /// Words in a label's name that say it holds something other than a title: an error, a subtitle, a count.
    static let nonHeadingWords: Set<String> = [
        "error", "message", "subtitle", "detail", "details", "description", "hint", "caption", "footnote", "count",
        "badge", "emoji", "icon", "value", "placeholder", "status", "body", "artist", "author", "date", "time",
        // A label named for a figure it shows (`requestsNumberLabel`): a value, however large. (Not `version`: a
        // changelog titles each entry with its version.)
        "number", "amount", "percent", "percentage",
        // A contact detail or a price shown in a profile's or a product's header: a value under the name.
        "email", "phone", "price",
    ]

    static func namesNonHeading(_ name: String) -> Bool {
        !Set(NameHeuristics.words(name)).isDisjoint(with: nonHeadingWords)
    }

    /// An app's font modifier: `brandFont`, `appFont`, `scaledFont` (not SwiftUI's own `font`).
    static func namesFontModifier(_ name: String) -> Bool {
        name != "font" && (name.hasSuffix("Font") || name.hasSuffix("_font") || name.hasPrefix("font"))
    }

    /// A name the developer gave a title (`Title`, `titleLabel`, `sectionHeader`); `subtitle` and the other
    /// ``nonHeadingWords`` are not.
    static func namesTitle(_ name: String) -> Bool {
        let words = Set(NameHeuristics.words(name))
        return !words.isDisjoint(with: ["title", "heading", "header", "headline"]) && words.isDisjoint(with: nonHeadingWords)
    }

    /// More than eight words, or ending as a statement or a lead-in does (`.`, `:`); a question may title a dialog.
    static func readsAsSentence(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // Trailing dots: a sentence's full stop, or an ellipsis, which ends work in progress ("Signing in…") or a
        // command that asks for more ("Clear Cache…"). Neither heads a section.
        if let last = trimmed.last, ".:…".contains(last) { return true }
        return readsAsEmptyState(trimmed) || trimmed.split(whereSeparator: \.isWhitespace).count > 8
    }

    /// An empty state says what is not there yet ("No saved drafts", "Nothing to show", "Your orders will appear
    /// here"): a message in place of a list, not the title of one, in whatever font.
    static func readsAsEmptyState(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        // (In any case: "NO SAVED SLOTS" in a display font says the same.)
        return words.count >= 2 && ["no", "nothing"].contains(words[0].lowercased()) && (words.count >= 3 || words[0].first?.isUppercase == true)
            || text.contains(" will appear")
    }

    /// The words a text starts with, also when values are interpolated later (`"No games match \(query)"`).
    static func leadingWords(_ expression: ExprSyntax) -> String? {
        if let text = expression.staticStringValue { return text }
        guard let literal = expression.as(StringLiteralExprSyntax.self), let first = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return first.content.text
    }

    /// Shown only while a list or result is empty (`if items.isEmpty { Text("Shelf is bare") }`): an empty state.
    static func isShownWhenEmpty(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        while let ancestor = current, !ancestor.is(MemberBlockSyntax.self) {
            if let ifExpr = ancestor.as(IfExprSyntax.self), Syntax(node).isContained(in: Syntax(ifExpr.body)),
                ifExpr.conditions.contains(where: { condition in
                    // (`!items.isEmpty`, `items.isEmpty == false`: shown while there is something.)
                    guard !condition.trimmedDescription.contains("!"), !condition.trimmedDescription.contains("false") else { return false }
                    // Of a collection, named in the plural (`books.isEmpty`, `model.results.isEmpty`): a name's or a
                    // text's `isEmpty` picks a wording (`if name.isEmpty { Text("Welcome!") }`), not an empty state.
                    return Syntax(condition).descendants(MemberAccessExprSyntax.self).contains { member in
                        guard member.declName.baseName.text == "isEmpty", let collection = member.base?.lastNameComponent,
                            let last = NameHeuristics.words(collection).last
                        else { return false }
                        return last.hasSuffix("s") && !last.hasSuffix("ss") || ["list", "data", "content"].contains(last)
                    }
                })
            {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    static func readsAsTitle(_ expression: ExprSyntax) -> Bool {
        if let text = expression.staticStringValue { return hasWord(text) }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.contains { $0.as(StringSegmentSyntax.self).map { hasWord($0.content.text) } ?? false }
        }
        guard let name = expression.lastNameComponent?.lowercased() else { return false }
        return name.hasSuffix("title") || name.hasSuffix("heading") || name.hasSuffix("header")
    }
}
