import A11yCore
import SwiftSyntax

/// A swipe, drag, pinch, rotation or long press the app handles itself, and what its handler does.
///
/// SwiftUI: `.gesture(…)`, `.simultaneousGesture(…)` and `.highPriorityGesture(…)` given a `DragGesture`,
/// `MagnificationGesture`/`MagnifyGesture`, `RotationGesture`/`RotateGesture` or `LongPressGesture`, and
/// `.onLongPressGesture`. UIKit: a swipe, pan, screen-edge pan, pinch, rotation or long-press recognizer made
/// with a target and an action. The handler's effects are the project functions it calls and the state it
/// changes, leaving out what only follows the finger (an offset, a scale, an angle): a gesture that only
/// moves something on screen does nothing a VoiceOver user misses.
public struct CustomGesture {
    public enum Kind: String, Sendable { case drag, pinch, rotation, longPress = "long press", swipe }

    /// Where findings land: the modifier's name or the recognizer's construction.
    public let node: Syntax
    public let kind: Kind
    /// The code the gesture runs: its closures, or the UIKit action's function body.
    public let handlers: [Syntax]
    /// The type whose code holds the gesture.
    public let enclosingType: TypeDeclaration?
    public let framework: Framework
    /// The UIKit action's function name (`handleSwipe`), nil for SwiftUI.
    public var handlerName: String? = nil
    /// SwiftUI: the modifier call, whose chain shows what else the same view does (a tap, a button around it).
    public var modifierCall: FunctionCallExprSyntax? = nil

    package static let swiftUIGestures: [String: Kind] = [
        "DragGesture": .drag, "MagnificationGesture": .pinch, "MagnifyGesture": .pinch, "RotationGesture": .rotation,
        "RotateGesture": .rotation, "LongPressGesture": .longPress,
    ]
    package static let recognizers: [String: Kind] = [
        "UISwipeGestureRecognizer": .swipe, "UIPanGestureRecognizer": .drag, "UIScreenEdgePanGestureRecognizer": .swipe,
        "UIPinchGestureRecognizer": .pinch, "UIRotationGestureRecognizer": .rotation, "UILongPressGestureRecognizer": .longPress,
    ]

    /// A drag that starts at the first touch and never reads where the finger went (`DragGesture(minimumDistance: 0)`
    /// whose handlers read no translation, location or velocity): a press and its release, which a tap (and VoiceOver's
    /// double tap) performs.
    private static func isPress(_ gesture: ExprSyntax, handlers: [Syntax]) -> Bool {
        let drags = ((gesture.as(FunctionCallExprSyntax.self).map { [$0] } ?? []) + gesture.descendants(FunctionCallExprSyntax.self))
            .filter { $0.calledExpression.lastNameComponent == "DragGesture" }
        guard let drag = drags.first, let distance = drag.argument("minimumDistance")?.expression.compactText,
            ["0", "0.0"].contains(distance)
        else { return false }
        let path: Set<String> = ["translation", "location", "startLocation", "velocity", "predictedEndLocation", "predictedEndTranslation"]
        return !handlers.contains { handler in
            handler.descendants(MemberAccessExprSyntax.self).contains { path.contains($0.declName.baseName.text) }
        }
    }

    /// Every custom gesture of the file (computed once per file).
    public static func all(in file: SourceFileContext) -> [CustomGesture] {
        file.memoized(MemoKey("custom-gestures")) { file in
            var gestures: [CustomGesture] = []
            let facts = file.facts
            for name in ["gesture", "simultaneousGesture", "highPriorityGesture"] {
                for call in facts.calls(name) where call.receiver != nil {
                    guard let argument = call.arguments.first?.expression,
                        let kind = ((argument.as(FunctionCallExprSyntax.self).map { [$0] } ?? []) + argument.descendants(FunctionCallExprSyntax.self))
                            .lazy.compactMap({ $0.calledExpression.lastNameComponent.flatMap { swiftUIGestures[$0] } }).first
                    else { continue }
                    let closures = argument.descendants(ClosureExprSyntax.self).map(Syntax.init)
                    if kind == .drag, isPress(argument, handlers: closures) { continue }
                    gestures.append(CustomGesture(
                        node: Syntax(call.nameToken ?? call.calledExpression.firstToken(viewMode: .sourceAccurate)!), kind: kind,
                        handlers: closures, enclosingType: call.enclosingTypeDeclaration, framework: .swiftUI, modifierCall: call))
                }
            }
            for call in facts.calls("onLongPressGesture") where call.receiver != nil {
                let action = call.argument("perform").map { Syntax($0.expression) } ?? call.closures.last.map(Syntax.init)
                gestures.append(CustomGesture(
                    node: Syntax(call.nameToken ?? call.calledExpression.firstToken(viewMode: .sourceAccurate)!), kind: .longPress,
                    handlers: action.map { [$0] } ?? [], enclosingType: call.enclosingTypeDeclaration, framework: .swiftUI, modifierCall: call))
            }
            for (name, kind) in recognizers {
                for call in facts.calls(name) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                    guard let selector = call.argument("action")?.expression, let type = call.enclosingTypeDeclaration else { continue }
                    let functionName = selectorName(selector)
                    let bodies = functionName.map { name in
                        facts.functions(name).filter { $0.isContained(in: type.node) }.compactMap { $0.body.map(Syntax.init) }
                    } ?? []
                    gestures.append(CustomGesture(
                        node: Syntax(call), kind: kind, handlers: bodies, enclosingType: type, framework: .uiKit, handlerName: functionName))
                }
            }
            return gestures.sorted { $0.node.position < $1.node.position }
        }
    }

    /// `handleSwipe` for `#selector(handleSwipe(_:))` or `#selector(self.handleSwipe)`.
    package static func selectorName(_ expression: ExprSyntax) -> String? {
        // A selector kept as a constant (`action: .back`, with `extension Selector { static let back =
        // #selector(Checkout.back) }`): such constants carry the name of the method they select.
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.compactText == "Selector" {
            return member.declName.baseName.text
        }
        guard let selector = expression.as(MacroExpansionExprSyntax.self) ?? expression.descendants(MacroExpansionExprSyntax.self).first,
            selector.macroName.text == "selector", let inner = selector.arguments.first?.expression
        else { return nil }
        if let reference = inner.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return inner.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    // MARK: What the handler does

    /// Names of state that only follows the finger.
    package static let trackingWords: Set<String> = [
        "offset", "translation", "drag", "dragging", "dragged", "scale", "zoom", "zoomed", "magnification", "rotation",
        "angle", "position", "location", "pressed", "pressing", "press", "highlight", "highlighted", "hover", "velocity",
        "frame", "center", "transform", "alpha", "opacity", "width", "height", "size", "point", "start", "origin", "delta",
        "constant", "progress", "shake", "bounce", "haptic", "x", "y", "vel", "initial", "touch", "touches", "pinching",
        "swiping", "moving", "last", "previous", "current", "direction", "gesture", "corner", "edge", "snap",
    ]

    /// Words that say a function does something a user asks for (`deleteReminder`, `present_sheet`,
    /// `onDismiss`, `stepForward`), as opposed to computing a position (`clamp`, `nearestCorner`) or logging.
    package static let actionWords: Set<String> = [
        "delete", "remove", "archive", "dismiss", "close", "open", "show", "present", "push", "pop", "select", "selected",
        "next", "previous", "prev", "go", "navigate", "add", "insert", "save", "send", "like", "favorite", "favourite",
        "bookmark", "pin", "share", "refresh", "reload", "play", "pause", "skip", "seek", "step", "switch", "complete",
        "finish", "submit", "confirm", "cancel", "undo", "redo", "reply", "mark", "move", "reorder", "hide", "expand",
        "collapse", "copy", "edit", "rate", "vote", "upvote", "downvote", "report", "block", "mute", "follow", "unfollow",
        "change", "back", "forward", "swipe", "action", "activate", "toggle", "choose", "pick", "apply",
        "quick", "react", "reaction", "reactions", "zap", "menu", "sheet", "exit", "leave", "end", "start", "stop", "record",
        "capture", "take", "scan", "unlock", "lock", "trim", "crop", "rotate", "run", "ask", "snooze", "retry", "call",
    ]

    /// True when a function's name says it does something for the user.
    package static func namesAction(_ function: String) -> Bool {
        function.split(separator: "_").flatMap { NameHeuristics.words(String($0)) }.contains(where: actionWords.contains)
    }

    /// Calls that are the language's or the frameworks', not the app's.
    package static let frameworkCalls: Set<String> = [
        "withAnimation", "withTransaction", "min", "max", "abs", "sqrt", "round", "floor", "ceil", "print", "CGPoint",
        "CGSize", "CGFloat", "Double", "Float", "Int", "Angle", "UnitPoint", "translation", "location", "velocity",
        "layoutIfNeeded", "setNeedsLayout", "animate", "impactOccurred", "prepare", "selectionChanged", "notificationOccurred",
        "async", "asyncAfter", "sync", "Task", "append", "removeAll", "insert", "contains", "map", "filter", "first",
        "isEmpty", "translatedBy", "scaledBy", "rotated", "scaleEffect", "offset", "setTranslation", "convert",
        "cancel", "invalidate", "setValue", "clamped", "toggle",
    ]

    /// Project functions the handler calls (`delete(item)`, `viewModel.archive(item)`, `self.dismiss()`).
    public var calledFunctions: Set<String> {
        var names: Set<String> = []
        for handler in handlers {
            for call in handler.descendants(FunctionCallExprSyntax.self) {
                guard let name = call.calledExpression.lastNameComponent, name.first?.isLowercase == true,
                    !Self.frameworkCalls.contains(name),
                    // Code built only into debug builds (`#if DEBUG`) does nothing in the app people use.
                    !call.conditionalTargets.isDebugOnlyOnIOS
                else { continue }
                if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                    // A type's or a local value's method (`UIView.animate`, `value.translation`) is not the app's action.
                    let root = base.memberChainRoot.as(DeclReferenceExprSyntax.self)?.baseName.text
                    if root?.first?.isUppercase == true { continue }
                    if base.isSelfReference == false, let root, isClosureParameter(root, of: call) { continue }
                }
                if Self.namesAction(name) { names.insert(name) }
            }
        }
        return names
    }

    /// State the handler sets that is more than the finger's position (`isExpanded = true`, `page += 1`).
    public var changedState: Set<String> {
        var names: Set<String> = []
        for handler in handlers {
            for sequence in handler.descendants(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) || elements[1].as(BinaryOperatorExprSyntax.self)
                    .map({ ["+=", "-="].contains($0.operator.text) }) == true,
                    let name = elements[0].lastNameComponent, !sequence.conditionalTargets.isDebugOnlyOnIOS
                else { continue }
                if NameHeuristics.words(name).contains(where: Self.trackingWords.contains) { continue }
                // Clearing something (`selectedCell = nil`, `isPressed = false`) undoes a highlight; it is not an action.
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].isNilLiteral || elements[2].isFalseLiteral {
                    continue
                }
                if let root = elements[0].memberChainRoot.as(DeclReferenceExprSyntax.self)?.baseName.text, isClosureParameter(root, of: sequence) { continue }
                // Set from the direction the finger goes (`barHidden = value.translation.height < 0`): chrome that
                // follows the drag, shown again the other way; it is no action of its own. (A threshold,
                // `value.translation.width < -120`, may be one: a swipe that deletes.)
                if elements.count == 5, elements[1].is(AssignmentExprSyntax.self),
                    elements[2].descendantsOrSelfMembers().contains(where: Self.fingerReadings.contains),
                    ["<", ">", "<=", ">="].contains(elements[3].as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""),
                    elements[4].literalNumber == 0
                {
                    continue
                }
                names.insert(name)
            }
            // `isPinned.toggle()`
            for call in handler.descendants(FunctionCallExprSyntax.self) where call.calledExpression.lastNameComponent == "toggle" {
                guard let name = call.receiver?.lastNameComponent, !NameHeuristics.words(name).contains(where: Self.trackingWords.contains) else { continue }
                names.insert(name)
            }
        }
        return names
    }

    /// True when `name` is a parameter of a closure around `node` (the gesture's value) or a local declared there.
    package func isClosureParameter(_ name: String, of node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                let parameters = closure.signature?.parameterClause.map { clause -> [String] in
                    if let list = clause.as(ClosureShorthandParameterListSyntax.self) { return list.map(\.name.text) }
                    return clause.as(ClosureParameterClauseSyntax.self)?.parameters.map { ($0.secondName ?? $0.firstName).text } ?? []
                } ?? []
                if parameters.contains(name) { return true }
            }
            if ancestor.is(MemberBlockSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    /// Nothing a listener would miss: the handler only follows the finger.
    /// What a gesture's value says of the finger's movement.
    static let fingerReadings: Set<String> = ["translation", "location", "startLocation", "velocity", "predictedEndTranslation", "predictedEndLocation"]

    public var onlyTracksTheFinger: Bool { calledFunctions.isEmpty && changedState.isEmpty }
}
