import A11yCore

/// Widely used libraries that present a custom modal for the app, and what their own code does for
/// VoiceOver. Each entry was checked against the library's source; a call counts only in a file that
/// imports the module, so an app's own type of the same name is not mistaken for it.
public struct ThirdPartyPresenter: Sendable {
    public enum Shape: Sendable {
        /// A function that presents the app's controller with a custom style: `presentPanModal(sheet)`. The key's
        /// label names the argument that holds the controller, wherever it stands (`show(viewController:)`), and
        /// `receiver`, when given, is what the function must be called on (`Menu.shared`).
        case wrapper(key: String, receiver: String? = nil)
        /// A static call that builds and presents the library's own screen: `ImageViewer.show(photo, presentingVC: self)`.
        case staticCall(type: String, method: String)
        /// A library controller wrapped around the app's controller, then shown:
        /// `BottomSheetViewController(childViewController: picker).show(from: self)`.
        case container(type: String, contentLabel: String, method: String)
        /// A library controller that gives itself a custom style, handed the app's controller, then presented:
        /// `let panel = FloatingPanelController(); panel.set(contentViewController: list); present(panel, animated: true)`.
        case presentedController(type: String, contentSetter: String?)
        /// An instance of the library's view, built and then shown over a view: `hud.show(in: view)` where
        /// `let hud = ProgressCard(style: .dark)`. `passThrough` is the property, and the end of the value, that
        /// let touches reach the screen (`hud.interactionType = .blockNoTouches`); nil when nothing does.
        case shownInstance(type: String, method: String, label: String, passThrough: (property: String, value: String)?)
        /// A method of the library called on one of the app's views, after which a tap on that view presents the
        /// library's screen: `photoView.setupImageViewer()`.
        case viewInstaller(method: String)
    }

    public let module: String
    public let shape: Shape
    /// The library's own type: an app type of that name means the app is not using the library.
    public let ownType: String
    /// Whether a call counts only in a file that imports the module. Libraries written in Objective-C reach Swift
    /// through a bridging header, and Swift lets a module's extensions be used from files that do not import it,
    /// so a distinctive name is enough for them; a common name (`AlertController`) needs the import.
    public var requiresImport: Bool = true
    /// What the library's own code already does: `.marksModal`, `.handlesEscape`, `.movesFocus`.
    public var handles: Set<TypeFact>
    /// Names the library and the versions its source was read at, for the finding's notes.
    public let checked: String
    /// A property that, set to `true` on the library's controller, makes it close on the escape gesture
    /// (off by default).
    public var escapeSwitch: String? = nil
    /// A method that lays the library's controller into a screen as a child (`panel.addPanel(toParent: self)`): a
    /// controller the same type also lays in this way is a lasting panel of the screen, presented only where the
    /// screen is too narrow to hold it beside the content, not a modal.
    public var embedMethod: String? = nil
    /// A setting that makes the library's view block the screen when given any value but `.none` in the function
    /// that shows it; without it, the view is a banner that leaves the screen usable (`config.dimMode = .gray(…)`).
    public var blockingSetting: String? = nil
}

public enum ThirdPartyPresenters {
    public static let all: [ThirdPartyPresenter] = [
        // Sets `.custom` on the app's controller and installs its own presentation controller; no
        // accessibility handling (read through the 2025 main branch).
        ThirdPartyPresenter(
            module: "PanModal", shape: .wrapper(key: "presentPanModal(_:)"), ownType: "PanModalPresentable", handles: [],
            checked: "PanModal presents the controller with a custom style and does nothing for VoiceOver itself (checked through its 2025 sources)"),
        // Its viewer sets `.overFullScreen` on itself and closes on a tap or a flick only (read at 0.1.4, the last release).
        ThirdPartyPresenter(
            module: "ImageViewer", shape: .staticCall(type: "ImageViewer", method: "show"), ownType: "ImageViewer", handles: [],
            checked: "ImageViewer's viewer presents itself over full screen, never marks its view modal and has no escape action (checked at 0.1.4, its last release)"),
        // A drawer presented `.custom` on compact width; it overrides accessibilityPerformEscape to close (read at 1.9–1.15).
        ThirdPartyPresenter(
            module: "WordPressUI", shape: .container(type: "BottomSheetViewController", contentLabel: "childViewController", method: "show"),
            ownType: "BottomSheetViewController", handles: [.handlesEscape],
            checked: "WordPressUI's BottomSheetViewController presents a drawer with a custom style; it closes on the escape gesture but marks nothing modal (checked at 1.9 to 1.15)"),
        // Sets `.custom` on itself and lays a backdrop behind its panel; `accessibilityPerformEscape` closes it only
        // when `isRemovalInteractionEnabled` is on, which it is not by default (read at its February 2026 main branch).
        ThirdPartyPresenter(
            module: "FloatingPanel", shape: .presentedController(type: "FloatingPanelController", contentSetter: "set(contentViewController:)"),
            ownType: "FloatingPanelController", requiresImport: false, handles: [],
            checked: "FloatingPanel presents its panel with a custom style over a backdrop and marks nothing modal; it closes on the escape gesture only when isRemovalInteractionEnabled is set (checked at its 2026 sources)",
            escapeSwitch: "isRemovalInteractionEnabled", embedMethod: "addPanel"),
        // Adds a HUD as large as the view it is given, which takes every touch while it spins; nothing in it speaks
        // to VoiceOver (read at its May 2024 master branch).
        ThirdPartyPresenter(
            module: "MBProgressHUD", shape: .staticCall(type: "MBProgressHUD", method: "showAdded"), ownType: "MBProgressHUD",
            requiresImport: false, handles: [],
            checked: mbProgressHUDChecked),
        // The same HUD built first and shown later (`let hud = MBProgressHUD(view: view)`, `hud.show(animated: true)`);
        // `isUserInteractionEnabled = false` lets touches through.
        ThirdPartyPresenter(
            module: "MBProgressHUD",
            shape: .shownInstance(type: "MBProgressHUD", method: "show", label: "animated", passThrough: ("isUserInteractionEnabled", "false")),
            ownType: "MBProgressHUD", requiresImport: false, handles: [],
            checked: mbProgressHUDChecked),
        // Blocks every touch by default (`interactionType`), and moves VoiceOver focus to itself with a
        // layout-changed notification when shown, but never marks itself modal (read at its October 2023 sources).
        // (SVProgressHUD, by contrast, marks its cover modal and moves focus whenever it blocks touches: nothing to add.)
        ThirdPartyPresenter(
            module: "JGProgressHUD",
            shape: .shownInstance(type: "JGProgressHUD", method: "show", label: "in", passThrough: ("interactionType", "blockNoTouches")),
            ownType: "JGProgressHUD", requiresImport: false, handles: [.movesFocus],
            checked: "JGProgressHUD takes every touch on the view it is shown in and moves VoiceOver focus to itself, but marks nothing modal, so VoiceOver still reaches the screen behind it (checked at its 2023 sources)"),
        // A banner by default; with a dimming mode it lays a scrim, marks its masking view modal and moves VoiceOver
        // focus to the message, but has no escape action (read at its September 2025 sources).
        ThirdPartyPresenter(
            module: "SwiftMessages", shape: .staticCall(type: "SwiftMessages", method: "show"), ownType: "SwiftMessages",
            handles: [.marksModal, .movesFocus],
            checked: "SwiftMessages, given a dimming mode, marks its message modal and moves VoiceOver focus to it, but does not close on the escape gesture (checked at its 2025 sources)",
            blockingSetting: "dimMode"),
        // An alert look-alike that gives itself a custom style and lays a dimming view behind it, so the screen stays
        // in the hierarchy; its buttons close it, but it marks nothing modal, moves no focus and has no escape action
        // (read through its 2015 to 2023 sources).
        ThirdPartyPresenter(
            module: "SDCAlertView", shape: .presentedController(type: "AlertController", contentSetter: nil), ownType: "AlertController",
            handles: [],
            checked: "SDCAlertView's AlertController presents itself with a custom style over a dimming view, and marks nothing modal, moves no VoiceOver focus and has no escape action (checked through its 2015 to 2023 sources)"),
        // A menu that presents the app's controller with a custom style over a dimming layer that closes it on a tap;
        // nothing in it speaks to VoiceOver (read at the version vendored by apps in 2019 and 2020).
        ThirdPartyPresenter(
            module: "ContextMenu", shape: .wrapper(key: "show(viewController:)", receiver: "ContextMenu.shared"), ownType: "ContextMenu",
            requiresImport: false, handles: [],
            checked: contextMenuChecked),
        ThirdPartyPresenter(
            module: "ContextMenu", shape: .wrapper(key: "showContextualMenu(_:)"), ownType: "ContextMenu", requiresImport: false, handles: [],
            checked: contextMenuChecked),
        // Makes a tap on an image view present a full-screen carousel with a custom style and a Close button; nothing
        // in it speaks to VoiceOver (read at its 2020 to 2024 sources and a widely used fork).
        ThirdPartyPresenter(
            module: "ImageViewer_swift", shape: .viewInstaller(method: "setupImageViewer"), ownType: "ImageCarouselViewController", handles: [],
            checked: "ImageViewer.swift presents its image carousel with a custom style over the screen, with a Close button, and marks nothing modal, moves no VoiceOver focus and has no escape action (checked at its 2020 to 2024 sources)"),
        // An image viewer that gives itself a custom style over an opaque backdrop and closes on a flick or a tap
        // (a close button only when asked for); it handles the hardware Escape key but marks nothing modal, moves no
        // VoiceOver focus and has no escape action (read at its 2026 sources).
        ThirdPartyPresenter(
            module: "Agrume", shape: .shownInstance(type: "Agrume", method: "show", label: "from", passThrough: nil), ownType: "Agrume",
            handles: [],
            checked: "Agrume presents its image viewer with a custom style over an opaque backdrop, and marks nothing modal, moves no VoiceOver focus and has no escape action (checked at its 2026 sources)"),
    ]

    // What was read of the libraries that two entries share.
    private static let mbProgressHUDChecked = "MBProgressHUD covers the whole view it is added to and takes its touches, and marks nothing modal nor moves VoiceOver focus (checked at its 2024 sources)"
    private static let contextMenuChecked = "ContextMenu presents the controller with a custom style over a dimming layer and does nothing for VoiceOver itself (checked at its 2019 and 2020 sources)"

    /// The properties that switch a library's escape handling on.
    public static let escapeSwitches: Set<String> = Set(all.compactMap(\.escapeSwitch))
}
