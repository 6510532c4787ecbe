import A11yCore
import SwiftSyntax

/// One hand-built modal, whatever its shape, and what it does about the three things a modal owes a VoiceOver
/// user: confining focus, moving focus in when it opens, and closing on the escape gesture.
///
/// The four recognizers find the shapes (SwiftUI content over the screen, a UIKit view added over it, a second
/// window, a controller presented over it); this model answers the family's questions the same way for all of
/// them, so the rules cannot disagree about a modal: a progress cover that ends by itself is asked for no escape
/// by any rule, a presented controller is not asked to move focus (UIKit moves it to what it presents), and a
/// point settled in another file is a condition the project index checks for every rule alike.
public struct CustomModal {
    public enum Shape {
        case swiftUI(SwiftUICustomModal)
        case addedView(UIKitModalPresentation)
        case window(UIKitWindowModal)
        case presentation(UIKitCustomPresentation.Site)
    }

    /// What the modal does about one requirement.
    public enum Need {
        /// Met in the code at hand.
        case met
        /// Not asked of this modal (escape from a progress cover that ends by itself).
        case notAsked
        /// Missing, unless these facts about other files say otherwise.
        case missing([ProjectCondition])
    }

    public let shape: Shape

    public init(_ shape: Shape) { self.shape = shape }

    /// Every custom modal of the file, in source order (computed once per file).
    public static func all(in file: SourceFileContext) -> [CustomModal] {
        file.memoized(MemoKey("custom-modals")) { file in
            let modals = SwiftUICustomModal.all(in: file).map { CustomModal(.swiftUI($0)) }
                + UIKitModalPresentation.all(in: file).map { CustomModal(.addedView($0)) }
                + UIKitWindowModal.all(in: file).map { CustomModal(.window($0)) }
                + UIKitCustomPresentation.all(in: file).map { CustomModal(.presentation($0)) }
            return modals.sorted { $0.anchor.position < $1.anchor.position }
        }
    }

    /// Where findings about the modal land.
    public var anchor: Syntax {
        switch shape {
        case .swiftUI(let modal): Syntax(modal.container.expression)
        case .addedView(let view): Syntax(view.argument)
        case .window(let window): window.showNode
        case .presentation(let site): site.node
        }
    }

    public var framework: Framework {
        if case .swiftUI = shape { return .swiftUI }
        return .uiKit
    }

    /// A progress cover: the user waits, and it goes away by itself.
    public func endsByItself(in file: SourceFileContext) -> Bool {
        switch shape {
        case .swiftUI(let modal): modal.isBlockingProgress(in: file)
        case .addedView(let view): view.isBlockingProgress
        case .window: false
        case .presentation(let site): site.isBlockingProgress
        }
    }

    /// VoiceOver is kept inside while it shows: the modal mark, or everything behind hidden.
    public func confinement(in file: SourceFileContext) -> Need {
        switch shape {
        case .swiftUI(let modal):
            // A panel with its own scrim covers content out of sight here: only its own mark confines VoiceOver.
            if modal.contentMarksModal(in: file) || modal.site != .ownScrim && modal.site != .scrimComponent && modal.reachableBackground.isEmpty && !modal.coversModifiedView { return .met }
            return .missing(modal.conditionsForContainer(lacking: .marksModal))
        case .addedView(let view):
            return view.marksModalAtSite(in: file) ? .met : .missing(view.conditionsForModalType(lacking: .marksModal))
        case .window(let window):
            return window.marksModalAtSite(in: file) ? .met : .missing(window.conditions(lacking: .marksModal))
        case .presentation(let site):
            guard !site.marksModalAtSite, let lacking = site.lacks(.marksModal) else { return .met }
            return .missing(site.conditions + lacking)
        }
    }

    /// VoiceOver focus is sent into it when it opens.
    public func focusOnOpen(in file: SourceFileContext) -> Need {
        switch shape {
        case .swiftUI(let modal):
            guard !modal.movesFocusIntoContent(in: file) else { return .met }
            // A splash drawn by a view named so over content it hides: nothing to act on, and it goes by itself. So
            // does a cover shown while the scene is inactive (the app switcher's privacy cover).
            if let holder = modal.siteCall.enclosingTypeDeclaration?.name, NameHeuristics.namesSelfEndingCover(holder),
                modal.reachableBackground.isEmpty
            {
                return .notAsked
            }
            if modal.flags.contains("scenePhase") { return .notAsked }
            // A progress cover has nothing to act on: telling the user what they wait for is enough.
            if modal.isBlockingProgress(in: file), modal.announcesWhileShown(in: file) { return .met }
            // The app's own modifiers applied there may set a focus state (`.accessibilityAutoFocus()`).
            let helpers = modal.focusCandidates(in: file).map { ProjectCondition.typeLacks($0, .movesFocus) }
            return .missing(modal.conditionsForContainer(lacking: .movesFocus) + helpers)
        case .addedView(let view):
            return view.movesFocusAtSite(in: file) ? .met : .missing(view.conditionsForModalType(lacking: .movesFocus))
        case .window(let window):
            return window.movesFocusAtSite(in: file) ? .met : .missing(window.conditions(lacking: .movesFocus))
        case .presentation:
            // UIKit announces a presented controller and moves focus to it.
            return .notAsked
        }
    }

    /// The types and names that say what the modal is, for the questions that go by its kind.
    package var names: [String] {
        switch shape {
        case .swiftUI(let modal): [modal.containerType].compactMap { $0 }
        case .addedView(let view): [view.typeName, VariableResolver.plainName(view.argument)].compactMap { $0 }
        case .window(let window): [window.windowType, window.rootControllerType, window.windowText].compactMap { $0 }
        case .presentation(let site): [site.presentedType]
        }
    }

    /// The escape gesture (a two-finger scrub) closes it. Not asked of a progress cover that ends by itself, of a
    /// privacy cover or splash the app takes away itself, nor of a lock or passcode screen, which escaping would
    /// get around.
    public func escape(in file: SourceFileContext) -> Need {
        // (A SwiftUI layer drawn by a view named so, `LogoSplash { content }` with `if isActive { gradient }`, is that view.)
        var kinds = names
        if case .swiftUI(let modal) = shape {
            if let holder = modal.siteCall.enclosingTypeDeclaration?.name { kinds.append(holder) }
            // Shown while the app is locked or the scene inactive (`if lockState == .locked || scenePhase == .inactive`).
            if modal.flags.contains("scenePhase") { return .notAsked }
            // Shown while the app is locked, or while a privacy cover is asked for (`hideForScreenSecurity`).
            kinds += modal.flags.filter { NameHeuristics.namesGate($0) || NameHeuristics.namesSelfEndingCover($0) }
        }
        // A view put up by a function named for a lock or a cover (`showLockedCover()`, `presentPasscodeGate()`).
        if case .addedView(let view) = shape, let function = view.call.ancestor(FunctionDeclSyntax.self) { kinds.append(function.name.text) }
        // So is a window (`showPasscodeWindow()` making `gateWindow` key and visible).
        if case .window(let window) = shape, let function = window.showNode.ancestor(FunctionDeclSyntax.self) { kinds.append(function.name.text) }
        if endsByItself(in: file) || kinds.contains(where: { NameHeuristics.namesGate($0) || NameHeuristics.namesSelfEndingCover($0) }) { return .notAsked }
        // A controller or view whose declaration shows only a spinner is a screen to wait out, wherever declared.
        let waits = names.filter { $0.first?.isUppercase == true }.map { ProjectCondition.typeLacks($0, .showsProgress) }
        switch shape {
        case .swiftUI(let modal):
            return modal.hasEscapeAction(in: file) ? .met : .missing(modal.conditionsForContainer(lacking: .handlesEscape, onlyIfDeclared: true) + waits)
        case .addedView(let view):
            var conditions = view.conditionsForModalType(lacking: .handlesEscape, onlyIfDeclared: true)
            if let controller = view.enclosingType {
                if !DismissAnalysis.closingEscapeHandlers(in: controller.node, facts: file.facts).isEmpty { return .met }
                conditions.append(.typeLacks(controller.name, .handlesEscape))
            }
            return .missing(conditions + waits)
        case .window(let window):
            if let type = window.enclosingType, !DismissAnalysis.closingEscapeHandlers(in: type.node, facts: file.facts).isEmpty { return .met }
            return .missing(window.escapeConditions() + waits)
        case .presentation(let site):
            // Nil: a controller of unknown class may close itself on escape out of sight.
            guard let lacking = site.lacks(.handlesEscape) else { return .notAsked }
            return .missing(site.conditions + lacking + waits)
        }
    }
}
