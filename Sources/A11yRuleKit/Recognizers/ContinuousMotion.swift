import A11yCore
import SwiftSyntax

/// Animations that never stop by themselves, and what they move.
///
/// A looping animation is motion when it moves, turns or resizes something: an offset, a rotation, a scale,
/// a frame, a layer's transform or position. One that only fades or changes colour is not, and neither is a
/// progress indicator, which the user needs to see (both are left to the rule's judgement through
/// ``Site/animates``).
public struct ContinuousMotion {
    public enum Animates: Equatable {
        /// A moving, turning or resizing property, named.
        case motion(String)
        /// Only opacity or colour.
        case fadeOrColour
        /// The animated values could not be traced.
        case unknown
        /// The animated values are read by nothing in the type: the loop changes no view, so nothing moves.
        case nothing
    }

    public struct Site {
        /// Where the finding lands: the `repeatForever` name, the `.repeat` option, the `repeatCount`
        /// assignment, the looping mode.
        public let node: Syntax
        public let animates: Animates
        /// What starts it, for the message: "repeatForever()", "UIView.animate with .repeat", ….
        public let kind: String
        /// A project function the animation is handed to (`withMotionIfAllowed(.linear.repeatForever())`): it
        /// may check Reduce Motion itself.
        public let helper: String?
        /// A library's loading placeholder that sweeps a highlight across the content while it loops (SkeletonView's
        /// animated skeletons): what it moves is a person's call, as for the app's own shimmers.
        public var sweepsPlaceholder = false
    }

    /// SkeletonView's calls that start a looping skeleton animation over a view (the pulse or the sliding
    /// gradient); nothing in the library reads Reduce Motion (checked at its 2024 sources).
    package static let skeletonAnimations: Set<String> = ["showAnimatedSkeleton", "showAnimatedGradientSkeleton"]

    /// SwiftUI modifiers that move, turn or resize a view.
    package static let motionModifiers: Set<String> = [
        "offset", "rotationEffect", "rotation3DEffect", "scaleEffect", "position", "frame", "padding", "trim",
        "transformEffect", "projectionEffect",
    ]
    /// SwiftUI modifiers that change only how a view looks in place.
    package static let fadeModifiers: Set<String> = [
        "opacity", "foregroundColor", "foregroundStyle", "fill", "tint", "background", "shadow", "blur",
        "brightness", "saturation", "hueRotation", "colorMultiply", "contrast", "grayscale", "stroke",
    ]
    /// UIKit properties whose change moves a view.
    package static let motionProperties: Set<String> = ["transform", "center", "frame", "bounds", "origin", "contentOffset", "constant"]
    /// UIKit properties whose change only fades or recolours.
    package static let fadeProperties: Set<String> = [
        "alpha", "backgroundColor", "tintColor", "textColor", "opacity", "borderColor", "shadowOpacity", "isHidden",
    ]
    /// Core Animation key paths that move a layer (the first component is enough: `transform.rotation.z`).
    package static let motionKeyPaths: Set<String> = ["transform", "position", "bounds", "anchorPoint", "frame", "zPosition", "sublayerTransform", "instanceTransform"]
    package static let fadeKeyPaths: Set<String> = [
        "opacity", "backgroundColor", "borderColor", "borderWidth", "shadowOpacity", "shadowRadius", "strokeEnd", "strokeStart",
        "strokeColor", "fillColor", "contents", "cornerRadius", "lineWidth",
    ]
    /// Functions of SwiftUI that take an animation; any other function a looping animation is handed to is the
    /// project's own.
    package static let swiftUIAnimationTakers: Set<String> = ["withAnimation", "animation", "transaction", "Transaction", "phaseAnimator", "keyframeAnimator"]

    /// Every looping animation in the file.
    public static func sites(in file: SourceFileContext) -> [Site] {
        swiftUISites(in: file) + uiViewSites(in: file) + layerSites(in: file) + lottieSites(in: file) + skeletonSites(in: file)
    }

    /// `headerView.showAnimatedGradientSkeleton()`: a distinctive name, so no import is asked for (an app may re-export it).
    private static func skeletonSites(in file: SourceFileContext) -> [Site] {
        skeletonAnimations.sorted().flatMap { name in
            file.facts.calls(name).compactMap { call -> Site? in
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
                var site = Site(node: Syntax(member.declName), animates: .unknown, kind: "a skeleton placeholder animated by SkeletonView", helper: nil)
                site.sweepsPlaceholder = true
                return site
            }
        }
    }

    // MARK: SwiftUI

    /// `.linear(duration: 1).repeatForever(autoreverses: false)`, `Animation.easeInOut.repeatForever()`.
    /// SpriteKit's and SceneKit's `repeatForever(action)` take an action and are not view animations.
    private static func swiftUISites(in file: SourceFileContext) -> [Site] {
        file.facts.calls("repeatForever").compactMap { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                call.arguments.first.map({ $0.label != nil }) ?? true
            else { return nil }
            let animation = SwiftUIViewContext.outermostExpression(ExprSyntax(call))
            var helper: String?
            var animates = Animates.unknown
            if let (taker, argument) = takingCall(of: animation) {
                let name = taker.calledExpression.lastNameComponent ?? ""
                // A project helper is read like the SwiftUI function it resembles: a block of changes
                // (`withAnimation`), or a modifier with the value it follows (`.animation(_:value:)`).
                if name == "animation" || taker.argument("value") != nil {
                    animates = animationModifier(taker, argument: argument, around: call, in: file)
                } else if !taker.closures.isEmpty {
                    animates = classify(names: assignedNames(in: taker.closures), around: call, in: file)
                }
                if !swiftUIAnimationTakers.contains(name) { helper = name }
            } else if let property = heldAnimationName(animation) {
                animates = usesOfHeldAnimation(property, around: call, in: file)
            }
            return Site(node: Syntax(member.declName), animates: animates, kind: "repeatForever()", helper: helper)
        }
    }

    /// The property an animation is kept in (`var pulse: Animation { .easeInOut.repeatForever() }`), when it is its whole value.
    private static func heldAnimationName(_ animation: ExprSyntax) -> String? {
        guard let binding = animation.ancestor(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        if binding.initializer?.value.id == animation.id { return name }
        guard let statements = binding.getterStatements, statements.count == 1, let only = statements.first else { return nil }
        let value = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
        return value?.id == animation.id ? name : nil
    }

    /// What the view's `.animation(pulse…, value: …)` modifiers that use a kept animation animate: motion if any moves
    /// something, a fade if every one only fades or colours.
    private static func usesOfHeldAnimation(_ name: String, around node: some SyntaxProtocol, in file: SourceFileContext) -> Animates {
        guard let type = node.enclosingTypeDeclaration else { return .unknown }
        var found: [Animates] = []
        for call in file.facts.calls("animation", in: Syntax(type.node)) {
            guard let argument = call.arguments.first,
                identifiers(in: argument.expression).contains(name)
            else { continue }
            found.append(animationModifier(call, argument: argument, around: call, in: file))
        }
        if let motion = found.first(where: { if case .motion = $0 { true } else { false } }) { return motion }
        return !found.isEmpty && found.allSatisfy { $0 == .fadeOrColour } ? .fadeOrColour : .unknown
    }

    /// The call an expression is an argument of, and that argument; through `?:` (`reduceMotion ? nil : …`)
    /// and parentheses.
    private static func takingCall(of expression: ExprSyntax) -> (FunctionCallExprSyntax, LabeledExprSyntax)? {
        var current = Syntax(expression)
        while let parent = current.parent {
            if parent.kind == .exprList, let sequence = parent.parent, sequence.kind == .sequenceExpr {
                current = sequence
            } else if parent.kind == .labeledExpr, let owner = parent.parent?.parent {
                if owner.kind == .tupleExpr {
                    current = owner
                } else if owner.kind == .functionCallExpr {
                    return (owner.cast(FunctionCallExprSyntax.self), parent.cast(LabeledExprSyntax.self))
                } else {
                    return nil
                }
            } else {
                return nil
            }
        }
        return nil
    }

    /// `.animation(.linear.repeatForever(), value: phase)`: the modifiers before it on the same view, and those
    /// anywhere in the type that read the value.
    private static func animationModifier(
        _ modifier: FunctionCallExprSyntax, argument: LabeledExprSyntax, around node: some SyntaxProtocol, in file: SourceFileContext
    ) -> Animates {
        var names: Set<String> = []
        if let value = modifier.argument("value")?.expression { names = identifiers(in: value) }
        var fadesContent = false
        if let base = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            let chain = ModifierChain(base)
            for applied in chain.modifiers {
                guard let call = applied.call else { continue }
                if motionModifiers.contains(applied.name) && (names.isEmpty || !identifiers(in: call.arguments).isDisjoint(with: names)) {
                    return .motion(applied.name)
                }
            }
            // The view it applies to only fades or changes colour (`Dot().opacity(level).animation(pulse, value: on)`).
            fadesContent = chain.modifiers.contains { fadeModifiers.contains($0.name) } && !chain.modifiers.contains { motionModifiers.contains($0.name) }
        }
        let classified = classify(names: names, around: node, in: file)
        if classified == .unknown, fadesContent { return .fadeOrColour }
        return classified
    }

    /// Names a `withAnimation` block changes: `isPulsing` for `isPulsing = true`, `isPulsing.toggle()`.
    private static func assignedNames(in closures: [ClosureExprSyntax]) -> Set<String> {
        var names: Set<String> = []
        for closure in closures {
            for sequence in closure.descendants(SequenceExprSyntax.self) {
                guard let target = sequence.elements.first, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                    let name = target.lastNameComponent
                else { continue }
                names.insert(name)
            }
            for call in closure.descendants(FunctionCallExprSyntax.self) where call.calledExpression.lastNameComponent == "toggle" {
                if let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.lastNameComponent { names.insert(receiver) }
            }
        }
        return names
    }

    /// What the modifiers of the enclosing type that read one of `names` do.
    private static func classify(names: Set<String>, around node: some SyntaxProtocol, in file: SourceFileContext) -> Animates {
        guard !names.isEmpty else { return .unknown }
        let scope = node.enclosingTypeDeclaration.map { Syntax($0.node) } ?? Syntax(file.tree)
        for modifier in motionModifiers.sorted() {
            for call in file.facts.calls(modifier, in: scope) where !identifiers(in: call.arguments).isDisjoint(with: names) {
                return .motion(modifier)
            }
        }
        let fades = fadeModifiers.contains { modifier in
            file.facts.calls(modifier, in: scope).contains { !identifiers(in: $0.arguments).isDisjoint(with: names) }
        }
        if fades { return .fadeOrColour }
        // A view's own `@State` values only ever written (`glow = 0.9` in the loop, and nowhere read, nor handed on as
        // `$glow`): no view follows them. (An observable model's published values are read by other types.)
        let ownState = names.allSatisfy { name in
            (file.facts.variablesByName[name] ?? []).contains { variable in
                variable.isContained(in: scope) && variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }
            }
        }
        guard ownState else { return .unknown }
        let read = scope.descendants(DeclReferenceExprSyntax.self).contains { reference in
            let name = reference.baseName.text
            guard names.contains(name) || name.hasPrefix("$") && names.contains(String(name.dropFirst())) else { return false }
            return !isWritten(reference)
        }
        return read ? .unknown : .nothing
    }

    /// `glow = 0.9`, `self.glow = 0.9`, `isPulsing.toggle()`: the reference is written, not read.
    private static func isWritten(_ reference: DeclReferenceExprSyntax) -> Bool {
        var target = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "toggle", member.base?.id == target.id { return true }
            if member.declName.id == reference.id, member.base?.isSelfReference == true { target = ExprSyntax(member) }
        }
        guard let list = target.parent?.as(ExprListSyntax.self) else { return false }
        let next = list.index(after: target.index)
        return next != list.endIndex && list[next].is(AssignmentExprSyntax.self)
    }

    // MARK: UIKit

    /// `UIView.animate(withDuration:delay:options: [.repeat, …]) { … }`, and keyframes with `.repeat`.
    private static func uiViewSites(in file: SourceFileContext) -> [Site] {
        (file.facts.calls("animate") + file.facts.calls("animateKeyframes")).compactMap { call in
            guard let options = call.argument("options")?.expression,
                let repeating = ([options] + options.descendants(ExprSyntax.self)).lazy
                    .compactMap({ $0.as(MemberAccessExprSyntax.self) }).first(where: { $0.declName.baseName.text == "repeat" })
            else { return nil }
            let closures = call.closures
            var properties: Set<String> = []
            for closure in closures {
                for sequence in closure.descendants(SequenceExprSyntax.self) {
                    guard sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let name = sequence.elements.first?.lastNameComponent else { continue }
                    properties.insert(name)
                }
                if !file.facts.calls("layoutIfNeeded", in: closure).isEmpty { properties.insert("layoutIfNeeded") }
            }
            let animates: Animates
            if let moving = properties.sorted().first(where: { motionProperties.contains($0) || $0 == "layoutIfNeeded" }) {
                animates = .motion(moving)
            } else if !properties.isEmpty && properties.isSubset(of: fadeProperties) {
                animates = .fadeOrColour
            } else {
                animates = .unknown
            }
            return Site(node: Syntax(repeating.declName), animates: animates, kind: "\(call.calledExpression.lastNameComponent ?? "animate") with .repeat", helper: nil)
        }
    }

    /// `pulse.repeatCount = .infinity` on a Core Animation animation, classified by its key path.
    private static func layerSites(in file: SourceFileContext) -> [Site] {
        (file.facts.assignments("repeatCount") + file.facts.assignments("repeatDuration")).compactMap { assignment in
            guard assignment.valueElements.count == 1, isUnbounded(assignment.value) else { return nil }
            let keyPath = assignment.owner.flatMap { keyPathOfAnimation($0, at: assignment.sequence, in: file) }
            let animates: Animates
            if let keyPath, let first = keyPath.split(separator: ".").first.map(String.init) {
                animates = motionKeyPaths.contains(first) ? .motion(keyPath) : fadeKeyPaths.contains(first) ? .fadeOrColour : .unknown
            } else {
                animates = .unknown
            }
            return Site(node: Syntax(assignment.sequence), animates: animates, kind: "a layer animation repeated forever", helper: nil)
        }
    }

    /// `.infinity`, `Float.greatestFiniteMagnitude`, `MAXFLOAT`, `HUGE`.
    package static func isUnbounded(_ value: ExprSyntax) -> Bool {
        let value = value.unwrapped
        if let name = value.lastNameComponent, ["infinity", "greatestFiniteMagnitude", "MAXFLOAT", "HUGE", "FLT_MAX"].contains(name) {
            return value.as(MemberAccessExprSyntax.self).map { $0.base == nil || ["Float", "Double", "CGFloat"].contains($0.base?.lastNameComponent ?? "") } ?? true
        }
        return false
    }

    /// The key path an animation object was made for: `CABasicAnimation(keyPath: "transform.rotation")`, a
    /// `#keyPath(CALayer.opacity)`, or a later `animation.keyPath = "position"`.
    private static func keyPathOfAnimation(_ owner: ExprSyntax, at node: some SyntaxProtocol, in file: SourceFileContext) -> String? {
        let name = owner.lastNameComponent
        var expressions: [ExprSyntax] = []
        if let variable = VariableResolver.resolve(owner, at: node, in: file), let initializer = variable.initializer {
            if let call = initializer.unwrapped.as(FunctionCallExprSyntax.self), let argument = call.argument("keyPath")?.expression {
                expressions.append(argument)
            }
        }
        if let name {
            for assignment in file.facts.assignments("keyPath") where assignment.owner?.lastNameComponent == name {
                expressions.append(assignment.value)
            }
        }
        for expression in expressions {
            if let text = expression.staticStringValue { return text }
            if let macro = expression.as(MacroExpansionExprSyntax.self), let argument = macro.arguments.first?.expression {
                // `#keyPath(CALayer.transform)` names the property last.
                return argument.lastNameComponent
            }
        }
        return nil
    }

    /// Lottie players set to loop: `animationView.loopMode = .loop`, `play(…, loopMode: .loop)`, and
    /// `LottieView(…).looping()`.
    private static func lottieSites(in file: SourceFileContext) -> [Site] {
        var sites: [Site] = []
        for assignment in file.facts.assignments("loopMode") where assignment.value.isMember(named: loopingModes) {
            sites.append(Site(node: Syntax(assignment.sequence), animates: .motion("a looping animation"), kind: "a looping animation player", helper: nil))
        }
        for call in file.facts.calls("play") {
            guard let mode = call.argument("loopMode"), mode.expression.isMember(named: loopingModes) else { continue }
            sites.append(Site(node: Syntax(mode), animates: .motion("a looping animation"), kind: "a looping animation player", helper: nil))
        }
        for call in file.facts.calls("looping") where ModifierChain(ExprSyntax(call)).rootTypeName == "LottieView" {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            sites.append(Site(node: Syntax(member.declName), animates: .motion("a looping animation"), kind: "a looping animation player", helper: nil))
        }
        return sites
    }

    package static let loopingModes: Set<String> = ["loop", "autoReverse", "repeat", "repeatBackwards"]

    /// The plain identifiers in a subtree: `isSpinning` and `degrees` in `.degrees(isSpinning ? 360 : 0)`.
    package static func identifiers(in node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let text) = token.tokenKind { names.insert(text) }
        }
        return names
    }
}

/// Where a file reads the Reduce Motion setting.
public enum ReduceMotionChecks {
    /// The names that read the setting or its change notification, in SwiftUI and UIKit.
    package static let names: Set<String> = [
        "accessibilityReduceMotion", "isReduceMotionEnabled", "reduceMotionStatusDidChangeNotification",
        "UIAccessibilityIsReduceMotionEnabled", "UIAccessibilityReduceMotionStatusDidChangeNotification",
    ]

    /// The tokens in the file that name the setting, in source order. Most files never mention it: a search
    /// of the bytes answers for them without reading the tree.
    public static func mentions(in file: SourceFileContext) -> [TokenSyntax] {
        file.memoized(MemoKey<[TokenSyntax]>("reduce-motion-mentions")) { file in
            // Every name of the setting contains "Motion", and a capital M is rare enough for the search to be quick.
            guard file.sourceMentions("Motion") else { return [] }
            return file.tree.tokens(viewMode: .sourceAccurate).filter { token in
                if case .identifier(let text) = token.tokenKind { return names.contains(text) }
                return false
            }
        }
    }

    /// True when a condition around the node (an `if`, `guard` or `?:` in the same function) reads a value
    /// whose name speaks of motion: `if !reduceMotion`, `guard !settings.prefersLessMotion`, or a `guard` earlier
    /// in the same block that leaves when motion is unwelcome (`guard motionAllowed else { return }`).
    package static func isGuarded(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        var child = Syntax(node)
        while let ancestor = current {
            defer { child = ancestor }
            if let block = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.id == child.id { break }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), mentionsMotion(guardStatement.conditions) { return true }
                }
            }
            switch ancestor.kind {
            case .functionDecl, .initializerDecl, .memberBlock, .sourceFile:
                return false
            case .ifExpr:
                if mentionsMotion(ancestor.cast(IfExprSyntax.self).conditions) { return true }
            case .guardStmt:
                if mentionsMotion(ancestor.cast(GuardStmtSyntax.self).conditions) { return true }
            case .ternaryExpr:
                if mentionsMotion(ancestor.cast(TernaryExprSyntax.self).condition) { return true }
            case .unresolvedTernaryExpr:
                // Unfolded: the condition is the sequence element before `?`.
                if let sequence = ancestor.parent?.parent?.as(SequenceExprSyntax.self),
                    let index = sequence.elements.firstIndex(where: { $0.id == ancestor.id }), index > sequence.elements.startIndex,
                    mentionsMotion(sequence.elements[sequence.elements.index(before: index)])
                {
                    return true
                }
            default:
                break
            }
            current = ancestor.parent
        }
        return false
    }

    private static func mentionsMotion(_ node: some SyntaxProtocol) -> Bool {
        ContinuousMotion.identifiers(in: node).contains { $0.lowercased().contains("motion") }
    }

    /// Functions that read the setting, as summaries under their function key: an animation handed to one
    /// (`withMotionCheckedAnimation(…)`) may be guarded there.
    package static func helpers(in file: SourceFileContext) -> [TypeSummary] {
        var names: Set<String> = []
        for token in mentions(in: file) {
            if let function = token.ancestor(FunctionDeclSyntax.self) { names.insert(function.name.text) }
        }
        return names.sorted().map { TypeSummary(name: TypeSummary.functionKey($0), facts: [.respectsReduceMotion]) }
    }
}

extension ReduceMotionChecks: ProjectFactRecorder {
    /// Types that read the setting, and helpers that do it for their callers.
    package static func record(_ file: SourceFileContext, into draft: inout FileFactsDraft) {
        draft.recorded += helpers(in: file)
        for mention in mentions(in: file) {
            draft.add(.respectsReduceMotion, for: mention)
        }
    }
}
