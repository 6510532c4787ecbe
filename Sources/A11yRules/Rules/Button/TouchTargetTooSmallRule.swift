import A11yCore
import SwiftSyntax
import A11yRuleKit

/// A control whose tap area the code fixes below 44 × 44 points.
///
/// SwiftUI: a `Button`, `Link`, `Menu` or `ShareLink` whose own modifiers, or whose label (a single view, or the
/// one view of each branch of an `if`/`else`, every one small), end in `.frame(width:height:)` with literal
/// sizes below 44, and a view given `.onTapGesture` after
/// such a frame. Padding after the frame is added (`.padding()` counts 16 points a side, `.padding(6)` six);
/// anything the size cannot be read through (a `.contentShape`, a frame with a minimum or a maximum, padding
/// given by a variable) leaves the control alone, and so do sizes that are not literals.
/// UIKit: a button given a literal frame or literal width and height constraints below 44, unless its class
/// overrides `point(inside:with:)` to widen the area that takes taps.
/// Controls in toolbars and navigation bars (which the system pads), in a `List` or `Form` row (where the
/// row takes the tap), and hidden ones are left alone.
public struct TouchTargetTooSmallRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "touch-target-too-small",
        title: "Touch target too small",
        summary: "A button, link or tappable view whose size is fixed below 44 × 44 points by a literal frame or literal constraints, with nothing that enlarges its tap area.",
        rationale: """
            People with tremors, limited dexterity or large fingers, and anyone using the phone one-handed or \
            on the move, miss small targets and hit their neighbours instead. Apple asks for tap areas of at \
            least 44 × 44 points; an icon may be smaller when the control around it is not.
            """,
        suggestion: "Give the control a tap area of at least 44 × 44 points, inside the button's label: padding, or .frame(minWidth: 44, minHeight: 44) with .contentShape(Rectangle()); the icon can stay small. In UIKit, enlarge the button and keep the image small, or widen point(inside:with:).",
        severity: .warning,
        criterion: CriterionReference(component: "button", criterion: "touch-target"),
        frameworks: [.swiftUI, .uiKit],
        nonTriggeringExamples: nonTriggeringExamples,
        triggeringExamples: triggeringExamples
    )

    static let minimum = 44.0
    static let swiftUIControls: Set<String> = ["Button", "Link", "Menu", "ShareLink"]
    /// Containers that give their controls a tap area of their own.
    static let paddedContainers: Set<String> = [
        "toolbar", "ToolbarItem", "ToolbarItemGroup", "navigationBarItems", "List", "Form", "Section", "swipeActions", "contextMenu",
    ]

    public func check(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        // Code for tvOS, macOS, watchOS or visionOS (nothing tapped with a finger) never reaches a rule's report:
        // the analyzer keeps only findings in code built for iOS.
        check(.swiftUI, into: &diagnoses) { checkSwiftUI(file, into: &$0) }
        check(.uiKit, into: &diagnoses) { checkUIKit(file, into: &$0) }
    }

    // MARK: SwiftUI

    private func checkSwiftUI(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        for name in Self.swiftUIControls.sorted() {
            for control in file.facts.calls(name) where control.calledExpression.is(DeclReferenceExprSyntax.self) {
                // The sizes first, from the control's own chain; the context around it only for a small one.
                let chain = ModifierChain(SwiftUIViewContext.outermostExpression(ExprSyntax(control)))
                var small = Self.size(after: chain.modifiers, countingPadding: false, lengths: file.settings.lengthConstants)
                var sizedByHelper = false
                // Padding around a button does not take its taps; a frame, a content shape or a bordered
                // style around it may, and then its label is not the tap area.
                if small == nil, !chain.modifiers.contains(where: Self.mayEnlargeFromOutside),
                    let label = Self.labelClosure(of: control, named: name)
                {
                    // One view, or one view in every branch of an `if`/`else`: small only when each one is. A label
                    // built by a helper of the same type (`toolbarIcon("photo")`) is the view the helper returns.
                    let views = Self.labelViews(in: label).map { view in HelperViews.returnedView(view, in: file).map { ($0, true) } ?? (view, false) }
                    let sizes = views.map {
                        Self.size(after: ModifierChain($0.0).modifiers, lengths: file.settings.lengthConstants)
                            ?? Self.stackSize($0.0, lengths: file.settings.lengthConstants)
                    }
                    if !sizes.isEmpty, sizes.allSatisfy({ $0 != nil }) {
                        small = sizes.first ?? nil
                        sizedByHelper = views.contains { $0.1 }
                    }
                }
                guard let small else {
                    if name == "Button", let symbol = Self.bareSymbolLabel(of: control, chain: chain, named: name, in: file), !Self.isInBar(control, in: file) {
                        diagnoses.append(Self.bareSymbolReview(symbol, subject: "button", rule: self))
                    }
                    continue
                }
                guard !Self.isExempt(SwiftUIViewContext(control), control, in: file) else { continue }
                // Sized in a shared helper: each control that uses it is reported where it is made.
                let anchor = sizedByHelper ? Syntax(control.calledExpression) : small.anchor
                diagnoses.append(diagnosis(at: anchor, Self.message(small, subject: name == "Button" ? "button" : "control")))
            }
        }
        for tap in file.facts.calls("onTapGesture") {
            guard let member = tap.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { continue }
            let chain = ModifierChain(base)
            guard let small = Self.size(after: chain.modifiers, lengths: file.settings.lengthConstants) else {
                // `Image(systemName: "xmark").onTapGesture { … }`: the symbol alone takes the tap.
                if Self.isBareSymbol(chain), !Self.isInBar(tap, in: file) {
                    diagnoses.append(Self.bareSymbolReview(chain.root, subject: "tappable symbol", rule: self))
                }
                continue
            }
            let context = SwiftUIViewContext(tap)
            if Self.isExempt(context, tap, in: file) { continue }
            diagnoses.append(diagnosis(at: small.anchor, Self.message(small, subject: "tappable view")))
        }
        // A button style that fixes the size of every button it styles: `configuration.label.frame(…)`.
        for function in file.facts.functions("makeBody") {
            guard let type = function.enclosingTypeDeclaration,
                !Set(type.inheritedTypes).isDisjoint(with: ["ButtonStyle", "PrimitiveButtonStyle"]),
                let last = function.body?.statements.last?.item,
                let view = last.as(ExprSyntax.self) ?? last.as(ReturnStmtSyntax.self)?.expression,
                let small = Self.size(after: ModifierChain(view).modifiers, lengths: file.settings.lengthConstants)
            else { continue }
            diagnoses.append(diagnosis(at: small.anchor, Self.message(small, subject: "button style")))
        }
    }

    /// A button drawn without a border whose label is one SF Symbol with nothing that sizes it: the tap area is the
    /// symbol's own, about 20 to 28 points at the default text size. Without a border means `.buttonStyle(.borderless)`
    /// or `.plain` on it or around it (where a `List` row no longer takes the tap), or no style at all outside a
    /// list or a form, where the automatic style draws none. The symbol's view, or nil.
    private static func bareSymbolLabel(of control: FunctionCallExprSyntax, chain: ModifierChain, named name: String, in file: SourceFileContext) -> ExprSyntax? {
        let context = SwiftUIViewContext(control)
        // The app's own style modifier (`.glassButtonStyle()`, `.primaryButtonStyle()`) may draw a border: not judged.
        if context.allModifiers.contains(where: { $0.name != "buttonStyle" && $0.name.hasSuffix("ButtonStyle") }) { return nil }
        let unbordered: Bool
        if let style = context.allModifiers.first(where: { $0.name == "buttonStyle" })?.call?.arguments.first?.expression {
            unbordered = style.isMember(named: ["borderless", "plain"])
                || ["BorderlessButtonStyle", "PlainButtonStyle"].contains(style.as(FunctionCallExprSyntax.self)?.calledExpression.lastNameComponent ?? "")
        } else {
            unbordered = !isExempt(context, control, in: file)
        }
        guard unbordered, !chain.modifiers.contains(where: { ["frame", "contentShape", "padding"].contains($0.name) }),
            let label = labelClosure(of: control, named: name), let view = singleView(in: label), isBareSymbol(ModifierChain(view))
        else { return nil }
        return ModifierChain(view).root
    }

    /// `Image(systemName: …)` with only styling after it: no frame, padding or content shape that sizes it.
    static func isBareSymbol(_ chain: ModifierChain) -> Bool {
        guard let image = chain.root.as(FunctionCallExprSyntax.self), image.calledExpression.lastNameComponent == "Image",
            image.argument("systemName") != nil
        else { return false }
        let styling: Set<String> = [
            "font", "foregroundStyle", "foregroundColor", "imageScale", "symbolRenderingMode", "symbolVariant", "tint", "bold", "fontWeight",
            "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "help", "opacity", "rotationEffect", "transition",
        ]
        return chain.modifiers.allSatisfy { styling.contains($0.name) }
    }

    /// In a toolbar, a navigation bar, a menu or an alert, where the system draws and sizes the control itself.
    private static func isInBar(_ node: FunctionCallExprSyntax, in file: SourceFileContext) -> Bool {
        isExempt(SwiftUIViewContext(node), node, in: file, containers: systemDrawnContainers)
    }
    static let systemDrawnContainers: Set<String> = [
        "toolbar", "ToolbarItem", "ToolbarItemGroup", "navigationBarItems", "swipeActions", "contextMenu", "Menu", "alert", "confirmationDialog",
    ]

    private static func bareSymbolReview(_ symbol: ExprSyntax, subject: String, rule: TouchTargetTooSmallRule) -> Diagnosis {
        rule.diagnosis(
            at: symbol,
            "This \(subject)'s tap area is only its SF Symbol, about 20 to 28 points at the default text size, below the 44 × 44 minimum",
            severity: .note,
            suggestion: "Check the tap area on a device: give the symbol a frame of at least 44 × 44 points with .contentShape(Rectangle()) inside the button's label, or use a bordered style.",
            kind: .review)
    }

    /// The one view a label closure builds, past any `let` before it; nil for several views or a condition.
    static func singleView(in closure: ClosureExprSyntax) -> ExprSyntax? {
        // Through an array: filtering the syntax collection itself would build a detached copy.
        let views = Array(closure.statements).filter { !$0.item.is(VariableDeclSyntax.self) }
        guard views.count == 1 else { return nil }
        return views.first?.item.as(ExprSyntax.self)
    }

    /// The views a label closure may show: its single view, or the single view of each branch of an `if` with
    /// an `else` (`if isOn { Image(…).frame(…) } else { Image(…).frame(…) }`); empty for anything else.
    static func labelViews(in closure: ClosureExprSyntax) -> [ExprSyntax] {
        if let view = singleView(in: closure) { return [view] }
        let items = Array(closure.statements).filter { !$0.item.is(VariableDeclSyntax.self) }
        if items.count == 1, let ifExpr = items[0].item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) {
            var views: [ExprSyntax] = []
            var current: IfExprSyntax? = ifExpr
            while let branch = current {
                let statements = Array(branch.body.statements).filter { !$0.item.is(VariableDeclSyntax.self) }
                guard statements.count == 1, let expression = statements[0].item.as(ExprSyntax.self) else { return [] }
                views.append(expression)
                switch branch.elseBody {
                case .ifExpr(let next)?: current = next
                case .codeBlock(let block)?:
                    let last = Array(block.statements).filter { !$0.item.is(VariableDeclSyntax.self) }
                    guard last.count == 1, let expression = last[0].item.as(ExprSyntax.self) else { return [] }
                    views.append(expression)
                    current = nil
                case nil: return []  // shows nothing otherwise: no tap area to judge
                }
            }
            return views
        }
        return []
    }

    /// A modifier around a control that may give it a larger tap area than its label.
    static func mayEnlargeFromOutside(_ modifier: ModifierChain.Modifier) -> Bool {
        guard let call = modifier.call else { return false }
        switch modifier.name {
        case "frame", "contentShape": return true
        case "buttonStyle": return apply(call, named: "buttonStyle", to: .unchanged, lengths: [:]) == .unknown
        default: return false
        }
    }

    /// The closure a control's label is built in: `Button(action: …) { … }`, `Button { … } label: { … }`,
    /// `Link(destination: …) { … }`, `Menu { … } label: { … }`.
    private static func labelClosure(of control: FunctionCallExprSyntax, named name: String) -> ClosureExprSyntax? {
        let trailingIsLabel: Bool
        switch name {
        case "Button": trailingIsLabel = control.argument("action") != nil || control.argument("intent") != nil
        case "Menu": trailingIsLabel = false
        default: trailingIsLabel = control.arguments.first.map { $0.label != nil } ?? false
        }
        return SwiftUILabels.labelArgument(of: control, trailingIsLabel: trailingIsLabel)?.as(ClosureExprSyntax.self)
    }

    static func message(_ size: SmallSize, subject: String) -> String {
        let area: String
        switch (size.width, size.height) {
        case (let width?, let height?): area = "\(format(width)) × \(format(height)) points"
        case (let width?, nil): area = "\(format(width)) points wide"
        case (nil, let height?): area = "\(format(height)) points tall"
        case (nil, nil): area = "small"
        }
        return "This \(subject)'s tap area is \(area), below the 44 × 44 minimum; people with limited dexterity miss it"
    }

    private static func format(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }

    /// Hidden, in a toolbar, a bar or a row that takes the tap.
    private static func isExempt(
        _ context: SwiftUIViewContext, _ node: FunctionCallExprSyntax, in file: SourceFileContext, containers: Set<String> = paddedContainers
    ) -> Bool {
        if context.isHidden { return true }
        if context.enclosing.contains(where: { containers.contains($0.call.calledExpression.lastNameComponent ?? "") }) { return true }
        // Handed to the container as an argument rather than in a closure (`.navigationBarItems(trailing: Button(…))`).
        if let argument = SwiftUIViewContext.outermostExpression(ExprSyntax(node)).parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), containers.contains(call.calledExpression.lastNameComponent ?? "")
        {
            return true
        }
        return SwiftUIViewContext.isBuiltInside(containers, node, in: file)
    }

    struct SmallSize {
        let frame: FunctionCallExprSyntax
        /// The fixed width and height; nil for a dimension the code leaves to the content.
        let width: Double?
        let height: Double?
        /// Where the finding lands: the `frame` name of `.frame(width:height:)`.
        var anchor: Syntax { frame.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(frame) }
    }

    enum Sizing: Equatable {
        /// No modifier fixes the size.
        case unchanged
        /// A frame fixes the width, the height or both (nil: left to the content).
        case known(width: Double?, height: Double?)
        /// Something the size cannot be read through.
        case unknown
    }

    /// The size the modifiers leave when a `.frame` fixes it and nothing after it makes it unreadable; nil
    /// unless a fixed dimension ends below the minimum.
    /// `countingPadding` is false for the modifiers of a control itself: padding around a button does not
    /// take its taps, while padding inside its label or before a tap gesture does.
    /// `lengths`: the app's number constants (``AnalysisSettings/lengthConstants``), for sizes written with their names.
    static func size(after modifiers: [ModifierChain.Modifier], countingPadding: Bool = true, lengths: [String: Double] = [:]) -> SmallSize? {
        let (frame, sizing) = sizing(after: modifiers, countingPadding: countingPadding, lengths: lengths)
        guard let frame, case .known(let width, let height) = sizing,
            [width, height].contains(where: { $0.map { $0 > 0 && $0 < minimum } ?? false }),
            ![width, height].contains(where: { $0 == 0 })
        else { return nil }
        return SmallSize(frame: frame, width: width, height: height)
    }

    /// The size the modifiers leave, and the frame that fixes it.
    private static func sizing(after modifiers: [ModifierChain.Modifier], countingPadding: Bool, lengths: [String: Double]) -> (FunctionCallExprSyntax?, Sizing) {
        var frame: FunctionCallExprSyntax?
        var sizing = Sizing.unchanged
        for modifier in modifiers {
            guard let call = modifier.call else { continue }
            if modifier.name == "padding" && !countingPadding { continue }
            sizing = apply(call, named: modifier.name, to: sizing, lengths: lengths)
            if modifier.name == "frame" || appImageSize(call, named: modifier.name) != nil, case .known = sizing { frame = call }
        }
        return (frame, sizing)
    }

    /// A label drawn as a `ZStack` with no size of its own, each of whose layers is given a width and a height
    /// (`ZStack { Circle().frame(width: 30, height: 30); Image(systemName: "xmark").frame(width: 12, height: 12) }`): it
    /// is as large as its largest layer. Nil unless that is below the minimum.
    static func stackSize(_ view: ExprSyntax, lengths: [String: Double]) -> SmallSize? {
        let chain = ModifierChain(view)
        guard let stack = chain.root.as(FunctionCallExprSyntax.self), stack.calledExpression.lastNameComponent == "ZStack",
            let closure = stack.trailingClosure, chain.modifiers.isEmpty
        else { return nil }
        let layers = Array(closure.statements).compactMap { $0.item.as(ExprSyntax.self) }
        guard !layers.isEmpty, layers.count == closure.statements.count else { return nil }
        var largest: (frame: FunctionCallExprSyntax, width: Double, height: Double)?
        var (width, height) = (0.0, 0.0)
        for layer in layers {
            let (frame, sizing) = sizing(after: ModifierChain(layer).modifiers, countingPadding: true, lengths: lengths)
            guard let frame, case .known(let layerWidth?, let layerHeight?) = sizing else { return nil }
            width = max(width, layerWidth)
            height = max(height, layerHeight)
            if largest.map({ layerWidth * layerHeight > $0.width * $0.height }) ?? true { largest = (frame, layerWidth, layerHeight) }
        }
        guard let largest, width > 0, height > 0, width < minimum || height < minimum else { return nil }
        return SmallSize(frame: largest.frame, width: width, height: height)
    }

    private static func apply(_ call: FunctionCallExprSyntax, named name: String, to sizing: Sizing, lengths: [String: Double]) -> Sizing {
        switch name {
        case "frame":
            let labels = Set(call.arguments.compactMap { $0.label?.text }).subtracting(["alignment"])
            guard !labels.isEmpty, labels.isSubset(of: ["width", "height"]) else { return .unknown }
            // A number, or the name of one of the app's number constants (`controlSize`, `Layout.controlSize`).
            let number: (ExprSyntax) -> Double? = { expression in
                if let literal = expression.literalNumber { return literal }
                guard expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self),
                    let name = expression.lastNameComponent
                else { return nil }
                return lengths[name]
            }
            let width = call.argument("width").map { number($0.expression) }
            let height = call.argument("height").map { number($0.expression) }
            // A dimension given by a variable is not read.
            if width == .some(nil) || height == .some(nil) { return .unknown }
            var (knownWidth, knownHeight): (Double?, Double?) = (nil, nil)
            if case .known(let oldWidth, let oldHeight) = sizing { (knownWidth, knownHeight) = (oldWidth, oldHeight) }
            return .known(width: width.flatMap { $0 } ?? knownWidth, height: height.flatMap { $0 } ?? knownHeight)
        case "padding":
            guard case .known(let width, let height) = sizing else { return .unknown }
            guard let (horizontal, vertical) = padding(call) else { return .unknown }
            return .known(width: width.map { $0 + horizontal }, height: height.map { $0 + vertical })
        case "buttonStyle":
            // Bordered styles draw padding around the label.
            return call.arguments.first?.expression.isMember(named: ["bordered", "borderedProminent", "glass", "glassProminent"]) == true ? .unknown : sizing
        case "contentShape":
            // A plain shape fills the frame; an inset or offset one may reach beyond it.
            guard let shape = call.arguments.first?.expression, isPlainShape(shape) else { return .unknown }
            return sizing
        case "fixedSize", "aspectRatio", "scaledToFit", "scaledToFill":
            return .unknown
        default:
            // The app's modifier that sizes an icon (`.iconImage(size: 14)`) frames it as `.frame(width: 14, height: 14)`.
            if let side = appImageSize(call, named: name) { return .known(width: side, height: side) }
            return sizing
        }
    }

    /// The side an app's image modifier gives its icon: a modifier named for an image or icon, with a literal
    /// `size:` (`.brandIcon(size: 20)`, `.themedImage(size: 14, color: .gray)`).
    static func appImageSize(_ call: FunctionCallExprSyntax, named name: String) -> Double? {
        // (Asked of every modifier of every control's chain: the argument first, the name's words only then.)
        guard let size = call.argument("size")?.expression.literalNumber else { return nil }
        let words = NameHeuristics.words(name)
        return words.contains("image") || words.contains("icon") ? size : nil
    }

    /// `Rectangle()`, `Circle()`, `.rect`, `Capsule()`, `RoundedRectangle(cornerRadius: 8)`.
    private static func isPlainShape(_ expression: ExprSyntax) -> Bool {
        let expression = expression.unwrapped
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return ["Rectangle", "Circle", "Capsule", "Ellipse", "RoundedRectangle"].contains(name)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return ["rect", "circle", "capsule", "ellipse"].contains(member.declName.baseName.text)
        }
        return false
    }

    /// The room `.padding(…)` adds across and down: `.padding()` 16 a side, `.padding(6)`, `.padding(.horizontal, 8)`.
    private static func padding(_ call: FunctionCallExprSyntax) -> (Double, Double)? {
        let arguments = Array(call.arguments)
        let system = 16.0
        switch arguments.count {
        case 0:
            return (2 * system, 2 * system)
        case 1:
            if let amount = arguments[0].expression.literalNumber { return (2 * amount, 2 * amount) }
            return edges(arguments[0].expression).map { edges in (edges.horizontal * system, edges.vertical * system) }
        case 2:
            guard let amount = arguments[1].expression.literalNumber, let edges = edges(arguments[0].expression) else { return nil }
            return (edges.horizontal * amount, edges.vertical * amount)
        default:
            return nil
        }
    }

    /// How many horizontal and vertical sides an edge set pads: `.horizontal` (2, 0), `[.top, .leading]` (1, 1).
    private static func edges(_ expression: ExprSyntax) -> (horizontal: Double, vertical: Double)? {
        let names = expression.descendantsOrSelfMembers()
        guard !names.isEmpty else { return nil }
        var horizontal = 0.0
        var vertical = 0.0
        for name in names {
            switch name {
            case "all": horizontal += 2; vertical += 2
            case "horizontal": horizontal += 2
            case "vertical": vertical += 2
            case "leading", "trailing": horizontal += 1
            case "top", "bottom": vertical += 1
            default: return nil
            }
        }
        return (horizontal, vertical)
    }

    // MARK: UIKit

    /// `closeButton.frame = CGRect(x: 0, y: 0, width: 24, height: 24)`, and width and height constraints of
    /// constant size on a button.
    private func checkUIKit(_ file: SourceFileContext, into diagnoses: inout [Diagnosis]) {
        // A button given both a frame and constraints is reported once.
        var reported: Set<String> = []
        func isFirst(_ owner: ExprSyntax, at node: some SyntaxProtocol) -> Bool {
            let scope = node.ancestor(FunctionDeclSyntax.self).map { "\($0.position.utf8Offset)" } ?? node.ancestor(ClosureExprSyntax.self).map { "\($0.position.utf8Offset)" } ?? ""
            return reported.insert(owner.compactText + "@" + scope).inserted
        }
        for assignment in file.facts.assignments("frame") {
            guard let owner = assignment.owner, let rect = assignment.value.unwrapped.as(FunctionCallExprSyntax.self),
                rect.calledExpression.lastNameComponent == "CGRect",
                let width = rect.argument("width").flatMap({ $0.expression.literalNumber }),
                let height = rect.argument("height").flatMap({ $0.expression.literalNumber }),
                width > 0, height > 0, width < Self.minimum || height < Self.minimum,
                let button = UIKitInstance.named(owner, at: assignment.sequence, in: file), Self.isButton(button, in: file),
                !Self.widensTapArea(button, in: file), isFirst(owner, at: assignment.sequence)
            else { continue }
            diagnoses.append(diagnosis(
                at: assignment.sequence, Self.message(SmallSize(frame: rect, width: width, height: height), subject: "button"),
                conditions: Self.classConditions(button, in: file)))
        }
        // `button.widthAnchor.constraint(equalToConstant: 24)` with its height partner, or a height alone.
        // The constant sizes each receiver is given, read once: most files have none.
        var constants: [String: (width: Double?, height: Double?)] = [:]
        let sized = file.facts.calls("constraint").compactMap { constraint in Self.constantConstraint(constraint).map { (constraint, $0) } }
        for (_, found) in sized {
            let key = found.owner.compactText
            if found.anchor == "widthAnchor", constants[key]?.width == nil { constants[key, default: (nil, nil)].width = found.constant }
            if found.anchor == "heightAnchor", constants[key]?.height == nil { constants[key, default: (nil, nil)].height = found.constant }
        }
        for (constraint, found) in sized {
            guard let (width, height) = constants[found.owner.compactText],
                // Read once per button: at its width constraint, or at its height when it has no width one.
                found.anchor == "widthAnchor" || width == nil,
                [width, height].contains(where: { $0.map { $0 > 0 && $0 < Self.minimum } ?? false }),
                let button = UIKitInstance.named(found.owner, at: constraint, in: file), Self.isButton(button, in: file),
                !Self.widensTapArea(button, in: file), isFirst(found.owner, at: constraint)
            else { continue }
            diagnoses.append(diagnosis(
                at: constraint, Self.message(SmallSize(frame: constraint, width: width, height: height), subject: "button"),
                conditions: Self.classConditions(button, in: file)))
        }
        // SnapKit: `closeButton.snp.makeConstraints { make in make.width.height.equalTo(20) }`.
        for name in ["makeConstraints", "remakeConstraints"] {
            for call in file.facts.calls(name) {
                guard let snp = call.receiver?.as(MemberAccessExprSyntax.self), snp.declName.baseName.text == "snp", let owner = snp.base,
                    let closure = call.trailingClosure, let (width, height) = Self.snapKitSize(in: closure),
                    [width, height].contains(where: { $0.map { $0 > 0 && $0 < Self.minimum } ?? false }),
                    let button = UIKitInstance.named(owner, at: call, in: file), Self.isButton(button, in: file),
                    !Self.widensTapArea(button, in: file), isFirst(owner, at: call)
                else { continue }
                diagnoses.append(diagnosis(
                    at: call, Self.message(SmallSize(frame: call, width: width, height: height), subject: "button"),
                    conditions: Self.classConditions(button, in: file)))
            }
        }
        // The project's own sizing helper, whose declaration in any file constrains the view it is called on to what it
        // is given (`closeButton.pinToSuperview(edges: .top).constrainToSize(32)`; see ``TypeFact/sizesFromArguments``).
        for (name, calls) in file.facts.callsByName where name.first?.isLowercase == true && name != "constraint" {
            for call in calls {
                guard let receiver = call.receiver, let (width, height) = SizeHelperFacts.literalSize(call),
                    [width, height].contains(where: { $0.map { $0 > 0 && $0 < Self.minimum } ?? false })
                else { continue }
                var owner = receiver
                while let inner = owner.as(FunctionCallExprSyntax.self), let base = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                    owner = base
                }
                guard let button = UIKitInstance.named(owner, at: call, in: file), Self.isButton(button, in: file),
                    !Self.widensTapArea(button, in: file), isFirst(owner, at: call)
                else { continue }
                diagnoses.append(diagnosis(
                    at: call, Self.message(SmallSize(frame: call, width: width, height: height), subject: "button"),
                    conditions: Self.classConditions(button, in: file) + [.typeHas(TypeSummary.functionKey(name), .sizesFromArguments)]))
            }
        }
        // The visual format language: `"H:[addButton(26)]"` and `"V:|-12-[addButton(26)]"`.
        var formatSizes: [String: (width: Double?, height: Double?, call: FunctionCallExprSyntax, view: ExprSyntax)] = [:]
        for call in file.facts.calls("constraints") {
            guard let format = call.argument("withVisualFormat")?.expression.staticStringValue, let views = call.argument("views")?.expression
            else { continue }
            let vertical = format.hasPrefix("V:")
            for (name, size) in Self.visualFormatSizes(format) {
                guard let view = Self.viewNamed(name, in: views, at: call, file: file) else { continue }
                var entry = formatSizes[name] ?? (nil, nil, call, view)
                if vertical { entry.height = entry.height ?? size } else { entry.width = entry.width ?? size }
                formatSizes[name] = entry
            }
        }
        for name in formatSizes.keys.sorted() {
            guard let entry = formatSizes[name],
                [entry.width, entry.height].contains(where: { $0.map { $0 > 0 && $0 < Self.minimum } ?? false }),
                let button = UIKitInstance.named(entry.view, at: entry.call, in: file), Self.isButton(button, in: file),
                !Self.widensTapArea(button, in: file), isFirst(entry.view, at: entry.call)
            else { continue }
            diagnoses.append(diagnosis(
                at: entry.call, Self.message(SmallSize(frame: entry.call, width: entry.width, height: entry.height), subject: "button"),
                conditions: Self.classConditions(button, in: file)))
        }
        // `UIButton(frame: CGRect(x: 0, y: 0, width: 24, height: 24))`.
        for call in file.facts.calls("UIButton") {
            guard let rect = call.argument("frame")?.expression.unwrapped.as(FunctionCallExprSyntax.self),
                rect.calledExpression.lastNameComponent == "CGRect",
                let width = rect.argument("width").flatMap({ $0.expression.literalNumber }),
                let height = rect.argument("height").flatMap({ $0.expression.literalNumber }),
                width > 0, height > 0, width < Self.minimum || height < Self.minimum
            else { continue }
            // A frame the button is later constrained past is not its size.
            if let variable = call.ancestor(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                !file.facts.calls("constraint").filter({ Self.constantConstraint($0)?.owner.lastNameComponent == variable }).isEmpty
            {
                continue
            }
            diagnoses.append(diagnosis(at: call, Self.message(SmallSize(frame: rect, width: width, height: height), subject: "button")))
        }
    }

    /// The literal width and height a SnapKit closure gives: `make.width.equalTo(20)`, `make.width.height.equalTo(42)`,
    /// `make.size.equalTo(30)`, `make.size.equalTo(CGSize(width: 20, height: 20))`. Nil when it gives neither.
    static func snapKitSize(in closure: ClosureExprSyntax) -> (width: Double?, height: Double?)? {
        var width: Double?
        var height: Double?
        for call in closure.descendants(FunctionCallExprSyntax.self) where call.calledExpression.lastNameComponent == "equalTo" {
            guard let target = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, let argument = call.arguments.first?.expression
            else { continue }
            var names: Set<String> = []
            var current: ExprSyntax? = target
            while let member = current?.as(MemberAccessExprSyntax.self) {
                names.insert(member.declName.baseName.text)
                current = member.base
            }
            let size: (Double?, Double?)
            if let value = argument.literalNumber {
                size = (value, value)
            } else if let cgSize = argument.as(FunctionCallExprSyntax.self), cgSize.calledExpression.lastNameComponent == "CGSize" {
                size = (cgSize.argument("width")?.expression.literalNumber, cgSize.argument("height")?.expression.literalNumber)
            } else {
                continue
            }
            if names.contains("width") || names.contains("size") { width = width ?? size.0 }
            if names.contains("height") || names.contains("size") { height = height ?? size.1 }
        }
        return width == nil && height == nil ? nil : (width, height)
    }

    /// The views a visual format fixes to a number of points: `[addButton(26)]` and `[close(==30)]` give
    /// `("addButton", 26)` and `("close", 30)`; a relation other than equality (`(>=30)`) fixes nothing.
    static func visualFormatSizes(_ format: String) -> [(String, Double)] {
        var found: [(String, Double)] = []
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "[") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: "]") else { break }
            let item = rest[..<close]
            rest = rest[rest.index(after: close)...]
            guard let parenthesis = item.firstIndex(of: "("), item.last == ")" else { continue }
            let name = String(item[..<parenthesis])
            var value = item[item.index(after: parenthesis)..<item.index(before: item.endIndex)]
            if value.hasPrefix("==") { value = value.dropFirst(2) }
            if let size = Double(value), !name.isEmpty { found.append((name, size)) }
        }
        return found
    }

    /// The view a visual format's name stands for, from the `views:` dictionary written there or in a local.
    private static func viewNamed(_ name: String, in views: ExprSyntax, at call: FunctionCallExprSyntax, file: SourceFileContext) -> ExprSyntax? {
        var dictionary = views.unwrapped.as(DictionaryExprSyntax.self)
        if dictionary == nil, let variable = VariableResolver.resolve(views, at: call, in: file) {
            dictionary = variable.initializer?.unwrapped.as(DictionaryExprSyntax.self)
        }
        guard case .elements(let elements) = dictionary?.content else { return nil }
        return elements.first { $0.key.staticStringValue == name }?.value
    }

    /// `owner.widthAnchor.constraint(equalToConstant: 24)`: the owner, the anchor and the constant.
    private static func constantConstraint(_ constraint: FunctionCallExprSyntax) -> (owner: ExprSyntax, anchor: String, constant: Double)? {
        guard let anchor = constraint.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(MemberAccessExprSyntax.self),
            ["widthAnchor", "heightAnchor"].contains(anchor.declName.baseName.text), let owner = anchor.base,
            let constant = constraint.argument("equalToConstant").flatMap({ $0.expression.literalNumber })
        else { return nil }
        return (owner, anchor.declName.baseName.text, constant)
    }

    /// The button's own class (`HitTestExpandedButton`) may widen its tap area in another file.
    private static func classConditions(_ button: UIKitInstance, in file: SourceFileContext) -> [ProjectCondition] {
        button.kinds(in: file).filter { !$0.hasPrefix("UI") }.sorted().map { .typeLacks($0, .widensTapArea) }
    }

    private static func isButton(_ instance: UIKitInstance, in file: SourceFileContext) -> Bool {
        let kinds = instance.kinds(in: file)
        // (Also a button class of the app declared in another file, `RoundButton`, whose own code may still widen its
        // tap area: see ``classConditions(_:in:)``.)
        return kinds.contains("UIButton") || (kinds.isEmpty && instance.displayName.lowercased().hasSuffix("button"))
            || kinds.contains { $0.hasSuffix("Button") && !FrameworkTypes.contains($0) }
    }

    /// The button's class widens the area that takes taps (`point(inside:with:)`, `hitTest`), or sets content
    /// insets that grow it.
    private static func widensTapArea(_ button: UIKitInstance, in file: SourceFileContext) -> Bool {
        if !file.facts.functions("point").isEmpty || !file.facts.functions("hitTest").isEmpty { return true }
        return !button.assignments("contentEdgeInsets", in: file).isEmpty
    }
}
