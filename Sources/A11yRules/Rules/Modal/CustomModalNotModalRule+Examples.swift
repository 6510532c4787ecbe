import A11yCore
import A11yRuleKit

/// The examples that specify `CustomModalNotModalRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension CustomModalNotModalRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // A scrim component made the root of a hosting controller: the controller is what is presented, and whether it
        // confines VoiceOver is asked where its style is chosen (`custom-presentation-not-modal`), not of the view.
        RuleExample("""
            struct TrayPanel<Inner: View>: View {
                let inner: () -> Inner
                var body: some View {
                    ZStack(alignment: .bottom) {
                        Color.black.opacity(0.4).ignoresSafeArea().onTapGesture { }
                        VStack { inner() }.background(Color.white)
                    }
                }
            }
            struct TrayPresenter<Inner: View>: ViewModifier {
                let inner: () -> Inner
                func body(content: Content) -> some View { content.onAppear { open() } }
                func open() {
                    let tray = TrayPanel { inner() }
                    let host = UIHostingController(rootView: tray)
                    host.modalPresentationStyle = .overFullScreen
                    host.view.backgroundColor = .clear
                    UIApplication.shared.windows.first?.rootViewController?.present(host, animated: false)
                }
            }
            """),
        // A spinner over a list with a translucent square of its own: the square is the spinner's fill, not a scrim over
        // the screen, and nothing behind is paused.
        RuleExample("""
            struct AlbumBrowser: View {
                @State private var reading = false
                var body: some View {
                    ZStack {
                        Color.teal.ignoresSafeArea()
                        VStack { Text("Albums"); List { Text("Summer") } }
                        if reading {
                            ProgressView().scaleEffect(1.4).background(Color.black.opacity(0.5))
                        }
                    }
                    .task { reading = true }
                }
            }
            """),
        // A player bar docked under the screen while a track plays: its backdrop is given a height in points, so it is
        // a bar at the bottom, not a layer over the screen.
        RuleExample("""
            struct NowPlayingDock: View {
                let screen: AnyView
                @State private var track: String?
                @State private var wide = false
                var body: some View {
                    ZStack {
                        screen
                        if track != nil {
                            ZStack(alignment: .bottom) {
                                Color(.systemBackground).edgesIgnoringSafeArea(.bottom)
                                    .frame(height: wide ? 0 : 110, alignment: .bottom)
                                VStack { Spacer(minLength: 0); DockBar() }
                            }
                        }
                    }
                }
            }
            """),
        // A widget's view: the blurred codes and the button that reveals them stay on the widget, over no screen.
        RuleExample("""
            import WidgetKit
            import SwiftUI
            struct CodesWidgetView: View {
                let codes: [String]
                let hidesCodes: Bool
                var body: some View {
                    VStack { ForEach(codes, id: \\.self) { Text($0) } }
                        .blur(radius: hidesCodes ? 20 : 0)
                        .overlay {
                            if hidesCodes {
                                ZStack { Color.black.opacity(0.4); Button("Reveal codes") { } }
                            }
                        }
                }
            }
            """),
        // The panel over its own scrim below, shown by another file as a full-screen cover's content: the system
        // presentation confines VoiceOver. And a screen on an opaque black backdrop: a background, not a scrim.
        RuleExample("""
            struct ReminderCard<Inner: View>: View {
                @Binding var isShown: Bool
                let inner: Inner
                var body: some View {
                    ZStack {
                        Color.black.opacity(0.4).ignoresSafeArea().onTapGesture { isShown = false }
                        VStack { inner; Button("Done") { isShown = false } }
                    }
                }
            }
            struct NightPlayerScreen: View {
                var body: some View {
                    ZStack {
                        Color.black.ignoresSafeArea()
                        VStack { Text("Now playing"); Button("Pause") { } }
                    }
                }
            }
            """, context: ["""
            struct RemindersScreen: View {
                @State private var asking = false
                var body: some View {
                    Button("Remind me") { asking = true }
                        .fullScreenCover(isPresented: $asking) { ReminderCard(isShown: $asking, inner: Text("Tomorrow?")) }
                }
            }
            """]),
        // The same method on a badge that adds itself to a button: not a screen's root; and a helper that only adds
        // the view, without covering the host.
        RuleExample("""
            final class CartViewController: UIViewController {
                let checkoutButton = UIButton()
                func showCount() {
                    CountBadgeView().addTo(checkoutButton)
                    LoadingStripView().addTo(view)
                }
            }
            """, context: ["""
            class CardBaseView: UIView {
                func addTo(_ host: UIView) {
                    host.addSubview(self)
                    frame = host.bounds
                }
            }
            final class CountBadgeView: CardBaseView {}
            final class LoadingStripView: UIView {
                func addTo(_ host: UIView) { host.addSubview(self) }
            }
            """]),
        // The same kind of view over content that stays usable: a badge that shows itself, not a cover.
        RuleExample("""
            struct InboxRow: View {
                let inbox: Inbox
                var body: some View {
                    Label(inbox.name, systemImage: "tray")
                        .overlay(UnreadBadge(count: inbox.unread))
                }
            }
            """, context: ["""
            struct UnreadBadge: View {
                let count: Int
                var body: some View {
                    if count > 0 { Text("\\(count)").padding(4).background(Circle().fill(.red)) }
                }
            }
            """]),
        // A first layer that only switches between plain backdrops: a card over a colour is not over a screen.
        RuleExample("""
            struct ThemedCard: View {
                @State private var showsTip = false
                let theme: Theme
                var body: some View {
                    ZStack {
                        switch theme {
                        case .night: Color.black
                        case .day: Color.white
                        }
                        if showsTip {
                            TipCard(onDone: { showsTip = false })
                        }
                    }
                }
            }
            """),
        // A scene that keeps a window per state. The window its screens live in (`mainWindow`) is the app, though it
        // is given a level among the others; the restore window replaces it: every caller hides the main window
        // once the restore window shows, or a window hidden by a function named so (`hideSplashWindow()`).
        RuleExample(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var mainWindow: UIWindow?
                var restoreWindow: UIWindow?
                var splashWindow: UIWindow?
                func showMainWindow(in scene: UIWindowScene) {
                    mainWindow = UIWindow(windowScene: scene)
                    mainWindow?.rootViewController = HomeTabsController()
                    mainWindow?.windowLevel = .normal + 1
                    mainWindow?.makeKeyAndVisible()
                }
                func startRestore(in scene: UIWindowScene) {
                    showRestoreWindow(in: scene)
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.hideMainWindow() }
                }
                func restoreAtLaunch(in scene: UIWindowScene) {
                    showRestoreWindow(in: scene)
                    hideSplashWindow()
                }
                private func hideSplashWindow() { splashWindow?.windowLevel = .normal - 1 }
                private func showRestoreWindow(in scene: UIWindowScene) {
                    restoreWindow = UIWindow(windowScene: scene)
                    restoreWindow?.rootViewController = RestoreProgressController()
                    restoreWindow?.windowLevel = .normal + 2
                    restoreWindow?.makeKeyAndVisible()
                }
                private func hideMainWindow() {
                    mainWindow?.isHidden = true
                    mainWindow = nil
                }
            }
            """,
            context: ["final class HomeTabsController: UITabBarController {}", "final class RestoreProgressController: UIViewController {}"]),
        // Indicators laid over a camera preview that let every touch through (a muted microphone), and a countdown
        // card whose translucent fill is its own rounded background: neither blocks the preview, so neither is a layer
        // to confine.
        RuleExample("""
            struct RecorderScreen: View {
                @ObservedObject var recorder: Recorder
                var body: some View {
                    ZStack {
                        CameraPreview(session: recorder.session)
                        MutedBadge(recorder: recorder)
                        CountdownCard(recorder: recorder)
                    }
                }
            }
            struct MutedBadge: View {
                @ObservedObject var recorder: Recorder
                var body: some View {
                    if recorder.isMuted {
                        Image(systemName: "mic.slash").font(.largeTitle).padding().background(.black.opacity(0.7)).cornerRadius(12)
                            .allowsHitTesting(false)
                    }
                }
            }
            struct CountdownCard: View {
                @ObservedObject var recorder: Recorder
                var body: some View {
                    if recorder.secondsLeft > 0 {
                        VStack { Text("Recording starts in"); Text("\\(recorder.secondsLeft)").font(.title) }
                            .padding().background(.black.opacity(0.75)).cornerRadius(10)
                    }
                }
            }
            """),
        // A spinner standing in for the button it hides, in a row of a form; a highlight shown only while a picture is
        // dragged over the editor; a log panel along the bottom with its own dark fill. None covers the screen.
        RuleExample("""
            struct PurchasesPage: View {
                @State private var restoring = false
                var body: some View {
                    Form {
                        Section {
                            ZStack {
                                Button("Restore purchases") { restoring = true }.opacity(restoring ? 0 : 1)
                                if restoring { ProgressView() }
                            }
                        }
                    }
                }
            }
            struct NoteComposer: View {
                @State private var text = ""
                @State private var dropping = false
                @State private var logShown = false
                var body: some View {
                    TextEditor(text: $text)
                        .overlay {
                            if dropping {
                                Color.black.opacity(0.6)
                                Text("Drop the picture here")
                            }
                        }
                        .onDrop(of: [.image], isTargeted: $dropping) { _ in true }
                        .overlay(alignment: .bottom) {
                            if logShown { EventLogPanel() }
                        }
                }
            }
            struct EventLogPanel: View {
                var body: some View {
                    ScrollView { Text("events") }.frame(maxWidth: .infinity).frame(height: 200).background(Color.black.opacity(0.84))
                }
            }
            """),
        // A banner that adds itself to the window with a height of its own: the rest of the app stays in reach.
        RuleExample("""
            final class SyncBanner: UIView {
                init(window: UIWindow) {
                    super.init(frame: CGRect(x: 0, y: 0, width: window.frame.width, height: 60))
                    window.addSubview(self)
                }
                required init?(coder: NSCoder) { nil }
            }
            """),
        // A photo's own black backdrop that fades as soon as a drag begins: the photo does not open or close with it,
        // so the backdrop dims no screen for a panel.
        RuleExample("""
            struct PhotoViewer: View {
                let photo: Image
                @State private var showsBackdrop = true
                var body: some View {
                    photo
                        .resizable()
                        .scaledToFit()
                        .gesture(DragGesture().onChanged { _ in showsBackdrop = false })
                        .background(showsBackdrop ? Color.black.opacity(0.95).onTapGesture { showsBackdrop = false } : nil)
                }
            }
            """),
        // A caption bar shown when the poster was given a caption: part of the poster's layout, not a layer shown later,
        // even though the bar's own background is dark.
        RuleExample("""
            struct PosterView: View {
                let poster: Image
                let caption: String?
                var body: some View {
                    poster
                        .overlay(alignment: .bottom) {
                            if let caption { CaptionPanel(text: caption) }
                        }
                }
            }
            struct CaptionPanel: View {
                let text: String
                var body: some View { Text(text).padding().frame(maxWidth: .infinity).background(Color.black.opacity(0.6)) }
            }
            """),
        // A cover under a private flag the view never turns on (the saving it stood for was taken out): it never shows.
        RuleExample("""
            struct NoteEditor: View {
                @State private var text = ""
                @State private var saving = false
                var body: some View {
                    ZStack {
                        TextEditor(text: $text)
                        if saving {
                            Color.black.opacity(0.4).ignoresSafeArea()
                            ProgressView("Saving")
                        }
                    }
                    .onDisappear { saving = false }
                }
            }
            """),
        // An empty state laid over a list it is handed, with a button of its own: it stands in for the missing rows
        // and takes no tap anywhere on itself, so it is no overlay to confine.
        RuleExample("""
            final class NoResultsView: UIView {
                let message = UILabel()
                let retryButton = UIButton(type: .system)
                func attach(to list: UIView) {
                    list.addSubview(self)
                    frame = list.bounds
                }
            }
            """),
        // A burst of confetti laid over the view it is handed lets every touch through: nothing is blocked.
        RuleExample("""
            final class ConfettiBurstView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isUserInteractionEnabled = false
                }
                required init?(coder: NSCoder) { fatalError() }
                func play(over host: UIView) {
                    host.addSubview(self)
                    frame = host.bounds
                }
            }
            """),
        // A round avatar laid on a banner, both pictures of a profile header. The picture view washes a failed load
        // in a faint orange: a tint, not a scrim, so it does not make the picture a cover.
        RuleExample("""
            struct ProfileHeader: View {
                let banner: URL?
                let avatar: URL?
                var body: some View {
                    ZStack {
                        if let banner { RemotePicture(url: banner).frame(height: 160) }
                        if let avatar { RemotePicture(url: avatar).frame(width: 96, height: 96).clipShape(Circle()) }
                    }
                }
            }
            struct RemotePicture: View {
                let url: URL
                @State private var failed = false
                var body: some View {
                    if failed {
                        Color.orange.opacity(0.15).overlay(Image(systemName: "photo"))
                    } else {
                        AsyncImage(url: url)
                    }
                }
            }
            """),
        // A blur that hides the app in the app switcher only: added as the app leaves the foreground.
        RuleExample("""
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var privacyCover: UIVisualEffectView?
                func sceneWillResignActive(_ scene: UIScene) {
                    let cover = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
                    cover.frame = window?.bounds ?? .zero
                    window?.addSubview(cover)
                    privacyCover = cover
                }
                func sceneDidBecomeActive(_ scene: UIScene) {
                    privacyCover?.removeFromSuperview()
                }
            }
            """),
        // A floating button over the navigation controller's view, not dimmed: a control, not a scrim.
        RuleExample("""
            final class PlannerViewController: UIViewController {
                let composeButton = UIButton()
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    composeButton.backgroundColor = .systemBlue
                    navigationController?.view.addSubview(composeButton)
                }
            }
            """),
        // A spoiler note laid over one tile of a gallery, the tile then sized and rounded: it stays in the tile.
        RuleExample("""
            struct GalleryTile: View {
                let item: GalleryItem
                var body: some View {
                    ThumbnailPlaceholder(tint: item.tint)
                        .overlay {
                            if let note = item.spoilerNote {
                                SpoilerOverlayView(text: note)
                            }
                        }
                        .frame(width: item.width, height: item.height)
                        .clipShape(RoundedRectangle(cornerRadius: 10))
                }
            }
            """,
            context: ["""
                struct SpoilerOverlayView: View {
                    let text: String
                    var body: some View {
                        ZStack {
                            Color.black.opacity(0.5)
                            Text(text).foregroundStyle(.white)
                        }
                    }
                }
                """]),
        // A small call tile added to the window and pinned by one edge at a time: it floats over a corner, the app stays
        // usable around it.
        RuleExample("""
            final class CallTile: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(drag)))
                }
                required init?(coder: NSCoder) { nil }
                @objc private func drag(_ pan: UIPanGestureRecognizer) {}
                func show(in window: UIWindow) {
                    window.addSubview(self)
                    self.pin(.right, to: .right, of: window)
                    self.pin(.top, to: .top, of: window)
                }
            }
            """),
        // A window class raised over the app whose root, set in another of its methods, is the storyboard scene of a screen
        // protection (a cover for the app switcher); and a scanner frame a screen adds to its own view before it appears,
        // which is on screen when the presentation moves VoiceOver into it.
        RuleExample("""
            final class ShieldWindow: UIWindow {
                func prepare() {
                    let board = UIStoryboard(name: "Main", bundle: nil)
                    let cover = board.instantiateViewController(withIdentifier: "ScreenProtectionController")
                    rootViewController = cover
                }
                func raise() {
                    windowLevel = .alert + 1
                    makeKeyAndVisible()
                }
            }
            final class AddKeyViewController: UIViewController {
                private let scanFrame = ScanFrameView()
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    view.addSubview(scanFrame)
                }
            }
            """, context: ["final class ScanFrameView: UIView { override init(frame: CGRect) { super.init(frame: frame); backgroundColor = UIColor.black.withAlphaComponent(0.6) }; required init?(coder: NSCoder) { nil } }"]),
        // A loading view placed inside a card, stretched to the card only: the rest of the screen stays usable.
        RuleExample("""
            final class LoadingBadge: UIView {
                func stretch(over host: UIView) { frame = host.bounds }
            }
            final class QuoteCard: UIView {
                let body = UIView()
                func showLoading() {
                    let loading = LoadingBadge()
                    body.addSubview(loading)
                    loading.stretch(over: body)
                }
            }
            """),
        // A dimmed spinner over one picture while it uploads: it lies on the picture, not on the screen.
        RuleExample("""
            struct AttachmentPreview: View {
                let picture: UIImage
                let isSending: Bool
                var body: some View {
                    Image(uiImage: picture)
                        .resizable()
                        .scaledToFill()
                        .overlay {
                            if isSending {
                                ZStack {
                                    Color.black.opacity(0.4)
                                    ProgressView()
                                }
                            }
                        }
                }
            }
            """),
        // A window class that marks itself modal when it shows itself.
        RuleExample("""
            final class MeetingWindow: UIWindow {
                func showMeeting(_ meeting: UIViewController) {
                    windowLevel = .alert
                    rootViewController = meeting
                    accessibilityViewIsModal = true
                    isHidden = false
                }
            }
            """),
        // A card handed an optional to show, whose declaration lays no scrim: part of the screen, not a modal.
        RuleExample(
            """
            struct RecipeListView: View {
                @State private var highlighted: Recipe?
                var body: some View {
                    ZStack(alignment: .bottom) {
                        List(recipes) { recipe in RecipeRow(recipe: recipe) }
                        ServingSizes(item: $highlighted)
                    }
                }
            }
            """,
            context: ["""
                struct ServingSizes: View {
                    @Binding var item: Recipe?
                    var body: some View {
                        item.map { recipe in Text(recipe.calories).padding() }
                    }
                }
                """]),
        // A second window hosting a SwiftUI view whose only content marks itself modal.
        RuleExample(
            """
            final class PhotoViewerPresenter {
                private var viewerWindow: UIWindow?
                func show(_ photo: Photo, in scene: UIWindowScene) {
                    let viewer = PhotoViewer(photo: photo)
                    let window = UIWindow(windowScene: scene)
                    window.windowLevel = .normal + 1
                    let host = UIHostingController(rootView: viewer)
                    window.rootViewController = host
                    window.makeKeyAndVisible()
                    viewerWindow = window
                }
            }
            """,
            context: ["""
                struct PhotoViewer: View {
                    let photo: Photo?
                    var body: some View {
                        GeometryReader { proxy in
                            if let photo { PhotoViewerContent(photo: photo, size: proxy.size) }
                        }
                    }
                }
                private struct PhotoViewerContent: View {
                    let photo: Photo
                    let size: CGSize
                    var body: some View {
                        ZStack { Color.black; PhotoImage(photo: photo) }
                            .accessibilityAddTraits(.isModal)
                    }
                }
                """]),
        // States of one attachment tile laid over each other: a failure shown with a blur, then an upload layer.
        RuleExample("""
            struct AttachmentTile: View {
                @ObservedObject var model: AttachmentModel
                var body: some View {
                    ZStack {
                        Thumbnail(image: model.preview)
                        if model.output == nil, let failure = model.failure {
                            BlurView(style: .dark)
                            Text(failure.localizedDescription)
                        }
                        if model.output != nil, model.isUploading {
                            BlurView(style: .dark)
                            Button("Stop upload") { model.cancel() }
                        }
                    }
                    .frame(width: 120, height: 120)
                }
            }
            """),
        // A button laid on a grabber, bound to the drag state it reports: a control, not a surface.
        RuleExample(
            """
            struct ResizeGrabber: View {
                @State private var dragging = false
                var body: some View {
                    Capsule()
                        .frame(width: 6, height: 80)
                        .overlay(alignment: .center) { PinButton(isDragActive: $dragging) }
                }
            }
            """,
            context: ["""
                struct PinButton: View {
                    @Binding var isDragActive: Bool
                    var body: some View {
                        Button { } label: { Image(systemName: "pin") }
                            .background(Color.black.opacity(0.5))
                            .opacity(isDragActive ? 0 : 1)
                    }
                }
                """]),
        // A preview bubble over a seek bar of fixed height, named like an overlay: a tooltip.
        RuleExample("""
            struct SeekBar: View {
                @State private var dragging = false
                var locked = false
                var body: some View {
                    ZStack { Capsule(); Text("Chapter 2") }
                        .frame(height: 20)
                        .allowsHitTesting(!locked)
                        .overlay { if !locked, dragging { timePreviewOverlay() } }
                }
                func timePreviewOverlay() -> some View { Text("1:05").padding(4).background(.thinMaterial) }
            }
            """),
        // A composer named like a modal, shown unless the chat is blocked: the screen's own input bar.
        RuleExample("""
            struct ChatScreen: View {
                @ObservedObject var chat: ChatModel
                var body: some View {
                    ZStack(alignment: .bottom) {
                        MessageList(chat: chat)
                        if !chat.isBlocked { ComposerDrawer(chat: chat) }
                    }
                }
            }
            """),
        // A helper that swaps hints by state, never showing nothing: content, not a layer over it.
        RuleExample("""
            struct SignUpHints: View {
                @StateObject var model = SignUpModel()
                var body: some View {
                    ZStack {
                        Form { TextField("Nickname", text: $model.nickname) }
                        stageHints()
                    }
                }
                @ViewBuilder func stageHints() -> some View {
                    switch model.stage {
                    case .editing: EditingHints()
                    case .failed: FailureHints()
                    }
                }
            }
            """),
        RuleExample("""
            struct Inbox: View {
                @State private var confirming = false
                var body: some View {
                    MessageList()
                        .sheet(isPresented: $confirming) { ConfirmDialog() }
                }
            }
            """),
        RuleExample("""
            struct Inbox: View {
                @State private var confirming = false
                var body: some View {
                    ZStack {
                        MessageList()
                        if confirming {
                            Color.black.opacity(0.45)
                            ConfirmDialog(isPresented: $confirming)
                                .accessibilityAddTraits(.isModal)
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Feed: View {
                @State private var offline = true
                var body: some View {
                    VStack {
                        if offline { OfflineBanner() }
                        Posts()
                    }
                }
            }
            """),
        RuleExample("""
            struct Feed: View {
                let loading: Bool
                var body: some View {
                    ZStack {
                        Gradient()
                        if loading { ProgressView() } else { Posts() }
                    }
                }
            }
            """),
        RuleExample("""
            struct Bell: View {
                let unread: Int
                var body: some View {
                    Image(systemName: "bell")
                        .overlay(alignment: .topTrailing) {
                            if unread > 0 { CountBadge(count: unread) }
                        }
                }
            }
            """),
        RuleExample("""
            struct Editor: View {
                @State private var saved = false
                var body: some View {
                    ZStack(alignment: .top) {
                        Document()
                        if saved { ToastView(text: "Saved") }
                    }
                }
            }
            """),
        RuleExample(
            """
            struct Store: View {
                @State private var promo = true
                var body: some View {
                    ZStack {
                        Products()
                        if promo { PromoDialog(isPresented: $promo) }
                    }
                }
            }
            """,
            context: ["""
                struct PromoDialog: View {
                    @Binding var isPresented: Bool
                    var body: some View {
                        VStack { Text("20% off"); Button("Close") { isPresented = false } }
                            .accessibilityAddTraits(.isModal)
                    }
                }
                """]),
        RuleExample("""
            struct Player: View {
                @State private var hint = true
                var body: some View {
                    ZStack {
                        Video()
                        if hint {
                            Color.black.opacity(0.2)
                            GestureHint().allowsHitTesting(false)
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Card: View {
                @State private var pickingDate = false
                var body: some View {
                    ZStack {
                        CardDetails()
                            .accessibility(hidden: pickingDate)
                        if pickingDate {
                            Color.black.opacity(0.3)
                            DatePickerSheet(isPresented: $pickingDate)
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Settings: View {
                @State private var confirmReset = false
                var body: some View {
                    Form { ResetRow() }
                        .alert("Reset all settings?", isPresented: $confirmReset) { Button("Reset", role: .destructive) {} }
                        .confirmationDialog("Sign out", isPresented: $confirmReset) { Button("Sign out") {} }
                        .fullScreenCover(isPresented: $confirmReset) { Onboarding() }
                        .popover(isPresented: $confirmReset) { HelpPopover() }
                }
            }
            """),
        // Shown or not, with nothing in its place: the `else` is empty, and the banner lets the feed be used.
        RuleExample("""
            struct Feed: View {
                @State private var saved = false
                var body: some View {
                    ZStack(alignment: .top) {
                        Posts()
                        if saved { SavedBanner() } else { EmptyView() }
                    }
                }
            }
            """),
        // A component bound to a flag that dims nothing: a counter that expands in place.
        RuleExample(
            """
            struct Cart: View {
                @State private var expanded = false
                var body: some View {
                    ZStack(alignment: .bottom) {
                        ItemList()
                        TotalBar(isExpanded: $expanded)
                    }
                }
            }
            """,
            context: ["""
                struct TotalBar: View {
                    @Binding var isExpanded: Bool
                    var body: some View { Text("Total").onTapGesture { isExpanded.toggle() } }
                }
                """]),
        // The app's own modifier that pins a dot to the corner of what it marks: a badge, not a cover.
        RuleExample("""
            extension View {
                func unreadDot(_ unread: Bool) -> some View {
                    overlay(alignment: .topTrailing) {
                        if unread { Circle().fill(.red).frame(width: 8, height: 8) }
                    }
                }
            }
            """),
        // The app's modifier that hosts a search controller in a view framed to nothing: no layer over the screen.
        RuleExample("""
            extension View {
                func hostedSearch(_ text: Binding<String>) -> some View {
                    overlay(SearchControllerHost(text: text).frame(width: 0, height: 0))
                }
            }
            private struct SearchControllerHost: UIViewControllerRepresentable {
                @Binding var text: String
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            """),
        // A root stack that shows one screen or another by the app's state: a swap, not a layer over content.
        RuleExample("""
            struct RootView: View {
                @State private var stage: Stage = .main
                var body: some View {
                    ZStack {
                        if stage == .main { HomeTabs() }
                        if stage == .locked { PasscodeScreen() }
                    }
                }
            }
            struct PasscodeScreen: View {
                var body: some View { ZStack { Color.black.ignoresSafeArea(); Text("Enter passcode") } }
            }
            """),
        // A spinner laid over a button while it works stays within the button.
        RuleExample("""
            struct PayButton: View {
                let isLoading: Bool
                var body: some View {
                    Button("Pay") { }
                        .disabled(isLoading)
                        .overlay(spinner)
                }
                private var spinner: ProgressView<EmptyView, EmptyView>? { isLoading ? ProgressView() : nil }
            }
            """),
        // A toast with a soft shadow of its own and a call banner whose background pulses, in a stack over a list:
        // each dims nothing behind it.
        RuleExample("""
            struct CopiedToast: View {
                var body: some View {
                    Text("Copied").padding().background(Capsule().fill(.background)).shadow(color: .black.opacity(0.15), radius: 8)
                }
            }
            struct CallBanner: View {
                @State private var pulsing = false
                var body: some View {
                    Button("Join call") { }
                        .frame(maxWidth: .infinity)
                        .background(Color.gray.opacity(pulsing ? 0.1 : 1.0))
                }
            }
            struct Conversation: View {
                @State private var copied = false
                @State private var callActive = false
                var body: some View {
                    ZStack(alignment: .top) {
                        List { Text("Hello") }
                        if copied { CopiedToast() }
                        if callActive { CallBanner() }
                    }
                }
            }
            """),
        // A stack inside a view of fixed height (a trim control that dims its waveform under a marker) stays inside it.
        RuleExample("""
            struct TrimControl: View {
                @State private var showingMarker = false
                var body: some View {
                    GeometryReader { proxy in
                        ZStack {
                            Waveform()
                            if showingMarker {
                                Color.black.opacity(0.4)
                                MarkerCard()
                            }
                        }
                    }
                    .frame(height: 196)
                }
            }
            """),
        // Shown while neither handle is dragged (`!draggingStart && !draggingEnd`): the screen's usual content, hidden
        // in a special state, not a layer presented over it.
        RuleExample("""
            struct FullPanel: View {
                var body: some View { ZStack { Color.black.ignoresSafeArea(); Text("Playhead") } }
            }
            struct Editor: View {
                @State private var draggingStart = false
                @State private var draggingEnd = false
                var body: some View {
                    ZStack {
                        List { Text("Clip") }
                        if !draggingStart && !draggingEnd { FullPanel() }
                    }
                }
            }
            """),
        // A notice over a blurred list that takes itself away after a moment, and a blank privacy cover: neither
        // holds anything to confine VoiceOver to.
        RuleExample("""
            struct Person: View {
                @State private var levelUpdated = false
                @State private var hideForScreenSecurity = false
                var body: some View {
                    ZStack {
                        List { Text("Biography") }
                            .blur(radius: levelUpdated ? 30 : 0)
                            .contextMenu { Button("Join fan club") { join() } }
                        if levelUpdated { Text("Level updated!") }
                        if hideForScreenSecurity { Color.white.ignoresSafeArea() }
                    }
                }
                func join() {
                    levelUpdated = true
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) { levelUpdated = false }
                }
            }
            """),
        // An overlay on a rounded card stays inside the card.
        RuleExample("""
            struct Lesson: View {
                @State private var started = false
                var body: some View {
                    VStack {
                        Text("Lesson 1")
                        DemoClip()
                            .clipShape(RoundedRectangle(cornerRadius: 20))
                            .blur(radius: started ? 0 : 20)
                            .overlay {
                                if !started {
                                    Label("Play the demo", systemImage: "play.fill")
                                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                                        .onTapGesture { started = true }
                                }
                            }
                    }
                }
            }
            """),
        // A tinted header strip that does not cover the screen, drawn behind the content on a flag.
        RuleExample("""
            struct Profile: View {
                @State private var editing = false
                var body: some View {
                    Details()
                        .background(editing ? Color.yellow.opacity(0.2) : Color.clear)
                        .overlay(alignment: .topTrailing) {
                            if editing { Text("Editing").font(.caption) }
                        }
                }
            }
            """),
        // A small view told to ignore the safe areas does not paint a screen: only a wrapped controller or an
        // opaque full-screen colour does.
        RuleExample("""
            struct Launch: View {
                @State private var showsTip = true
                var body: some View {
                    ZStack {
                        HomeTabs()
                        if showsTip {
                            TipBubble(text: "Swipe to archive").ignoresSafeArea()
                        }
                    }
                }
            }
            struct TipBubble: View {
                let text: String
                var body: some View { Text(text).padding() }
            }
            """),
        // A pressed row's tint is not a scrim: it neither reaches the screen's edges nor closes anything.
        RuleExample("""
            struct TrackRow: View {
                @State private var pressed = false
                var body: some View {
                    HStack { Text("Intro"); Spacer() }
                        .background(pressed ? Color.black.opacity(0.1) : nil)
                }
            }
            """),
        // A toolbar that slides away with no scrim behind it leaves the screen usable.
        RuleExample("""
            struct Reader: View {
                @State private var chromeHidden = false
                var body: some View {
                    ZStack(alignment: .bottom) {
                        PageView()
                        ReaderToolbar().offset(y: chromeHidden ? 120 : 0)
                    }
                }
            }
            """),
        // A value that does not say it presents anything: a compact layout, not a drawer's state.
        RuleExample("""
            struct RootView: View {
                @StateObject private var router = Router()
                var body: some View {
                    ZStack {
                        switch router.phase {
                        case .ready:
                            MainTabs()
                            TabHint(compact: router.isCompact)
                        default:
                            ProgressView()
                        }
                    }
                }
            }
            struct TabHint: View {
                let compact: Bool
                var body: some View { Text(compact ? "Tap" : "Tap a tab") }
            }
            """),
        // A small spinner view layered over the list is a badge, not a cover.
        RuleExample("""
            struct Feed: View {
                @State private var refreshing = true
                var body: some View {
                    ZStack(alignment: .top) {
                        Timeline()
                        if refreshing { RefreshPill() }
                    }
                }
            }
            struct RefreshPill: View {
                var body: some View { ProgressView().padding(8).background(Capsule().fill(.thinMaterial)) }
            }
            """),
        // An empty state stands in for a list with nothing in it: there is nothing behind it to hide.
        RuleExample("""
            struct LogList: View {
                @State private var entries: [LogEntry] = []
                var body: some View {
                    List(entries) { LogRow(entry: $0) }
                        .overlay {
                            if entries.isEmpty {
                                ContentUnavailableView("No logs yet", systemImage: "doc.text")
                            }
                        }
                }
            }
            """),
        RuleExample("""
            struct Inbox: View {
                @State private var threads: [Thread] = []
                var body: some View {
                    ZStack {
                        ThreadList(threads: threads)
                        if threads.count == 0 {
                            EmptyInboxCard().frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.white)
                        }
                    }
                }
            }
            """),
        // The same loading screen with a modifier that paints nothing behind it: the library stays in sight.
        RuleExample(
            """
            struct Root: View {
                @State private var reconnecting = false
                var body: some View {
                    ZStack {
                        Library()
                        if reconnecting {
                            ReconnectLoadingView()
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                                .modifier(Shimmer())
                        }
                    }
                }
            }
            """,
            context: ["""
                struct Shimmer: ViewModifier {
                    func body(content: Content) -> some View { content.opacity(0.8) }
                }
                """]),
        // A spinner over content only blurred on the same flag (it still takes taps), a splash over content it makes
        // fully transparent (out of VoiceOver's reach), and a spinner layer with nothing dimmed or paused behind it,
        // and a chart's callout pinned above the chart.
        RuleExample("""
            struct HistoryRoot: View {
                @State private var recalculating = false
                var body: some View {
                    ZStack {
                        EntryList().blur(radius: recalculating ? 8 : 0)
                        if recalculating { SyncProgressView(text: "Recalculating…") }
                    }
                }
            }
            """),
        ModalExamples.welcomeSplash,
        RuleExample("""
            struct Readings: View {
                @State private var refreshing = false
                @State private var picked: Reading?
                var body: some View {
                    ZStack {
                        ReadingList()
                        if refreshing { SyncProgressView(text: "Refreshing…") }
                    }
                    .overlay(alignment: .top) {
                        if let picked {
                            ReadingDetailPopover(reading: picked)
                                .offset(y: -120)
                        }
                    }
                }
            }
            """),
    ] + uiKitNonTriggeringExamples

    static let triggeringExamples: [RuleExample] = [
        // A component bound to the screen's flag, placed in the stack through a property of the screen that builds it:
        // its body lays a scrim and a tip over the list when the flag is on.
        RuleExample("""
            struct GardenScreen: View {
                @State private var showingTip = false
                var body: some View {
                    ZStack {
                        List { Text("Tulips") }
                        tipLayer
                    }
                }
                private var tipLayer: some View {
                    ↓PlantTip(isShowing: $showingTip, onClose: { showingTip = false })
                }
            }
            struct PlantTip: View {
                @Binding var isShowing: Bool
                let onClose: () -> Void
                var body: some View {
                    ZStack {
                        if isShowing {
                            Color.black.opacity(0.5).ignoresSafeArea().onTapGesture { onClose() }
                            Text("Water them weekly")
                        }
                    }
                }
            }
            """),
        // A view whose whole body is a scrim and a panel: wherever it is shown (here by a window helper of the app,
        // which hosts whatever it is handed), it lays itself over a screen and must confine VoiceOver itself.
        RuleExample("""
            struct ReminderCard<Inner: View>: View {
                @Binding var isShown: Bool
                let inner: Inner
                var body: some View {
                    ↓ZStack {
                        Color.black.opacity(0.4).ignoresSafeArea().onTapGesture { isShown = false }
                        VStack { inner; Button("Done") { isShown = false } }
                    }
                }
            }
            """, context: ["""
            extension View {
                func reminder(isShown: Binding<Bool>, @ViewBuilder inner: () -> some View) -> some View {
                    modifier(LayerWindowModifier(isShown: isShown, layer: ReminderCard(isShown: isShown, inner: inner())))
                }
            }
            """]),
        // A panel of settings pages shown over the camera preview on a flag, each page a navigation stack of its own;
        // a blackout screen painted by its bottom layer under the safe areas; the actions for a picked message, whose
        // body lays a catcher of taps over the whole list; a photo zoomed to the size of the screen with a close
        // button. Each covers what lies behind, which VoiceOver still reads.
        RuleExample("""
            struct CameraScreen: View {
                @State private var panel: ToolPanel = .none
                @State private var blackout = false
                var body: some View {
                    ZStack {
                        CameraPreview()
                        if panel != .none {
                            ↓ToolPanelPages(panel: panel)
                        }
                        if blackout {
                            ↓BlackoutView(onWake: { blackout = false })
                        }
                    }
                }
            }
            struct ToolPanelPages: View {
                let panel: ToolPanel
                var body: some View {
                    switch panel {
                    case .exposure: NavigationStack { ExposureSettings() }
                    case .audio: NavigationStack { AudioSettings() }
                    case .none: EmptyView()
                    }
                }
            }
            struct BlackoutView: View {
                let onWake: () -> Void
                var body: some View {
                    ZStack {
                        VStack { Spacer() }.frame(maxWidth: .infinity).background(.black)
                        Button("Wake") { onWake() }
                    }
                    .ignoresSafeArea()
                }
            }
            struct MessagesPane: View {
                @State private var picked: Message?
                var body: some View {
                    ZStack {
                        MessageList(picked: $picked)
                        ↓MessageActions(picked: $picked)
                    }
                }
            }
            struct MessageActions: View {
                @Binding var picked: Message?
                var body: some View {
                    if let message = picked {
                        VStack {
                            Spacer().frame(maxWidth: .infinity, maxHeight: .infinity).contentShape(Rectangle()).onTapGesture { picked = nil }
                            MessageActionCard(message: message, onDone: { picked = nil })
                        }
                    }
                }
            }
            struct PhotoStage<Content: View>: View {
                let content: Content
                @State private var zoomed: Image?
                var body: some View {
                    GeometryReader { proxy in
                        ZStack {
                            content
                            if let zoomed {
                                ↓ZStack(alignment: .topLeading) {
                                    zoomed.resizable().scaledToFit().frame(width: proxy.size.width, height: proxy.size.height)
                                    Button("Close") { self.zoomed = nil }
                                }
                            }
                        }
                    }
                }
            }
            """),
        // A curtain that adds itself to the window, made with the window's frame, while a full refresh runs.
        RuleExample("""
            final class RefreshCurtain: UIView {
                init(window: UIWindow) {
                    super.init(frame: window.frame)
                    window.addSubview(↓self)
                }
                required init?(coder: NSCoder) { nil }
            }
            """),
        // A loading view laid over the key window and stretched to it by its own layout helper, and a backdrop made by
        // a helper in the app's dark colour at 80 % with only a spinner on it: both block every screen while work runs,
        // and VoiceOver still reads what lies behind.
        RuleExample("""
            final class LoadingView: UIView {
                func stretch(over window: UIWindow) {
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        topAnchor.constraint(equalTo: window.topAnchor), bottomAnchor.constraint(equalTo: window.bottomAnchor),
                        leadingAnchor.constraint(equalTo: window.leadingAnchor), trailingAnchor.constraint(equalTo: window.trailingAnchor),
                    ])
                }
            }
            extension UIViewController {
                func beginWaiting() {
                    guard let window = UIApplication.shared.windows.first(where: { $0.isKeyWindow }) else { return }
                    let loading = LoadingView()
                    window.addSubview(↓loading)
                    loading.stretch(over: window)
                }
                func makeBackdrop() -> UIView {
                    let backdrop = UIView()
                    backdrop.backgroundColor = UIColor.inkBlack().withAlphaComponent(0.8)
                    return backdrop
                }
                func beginSyncing() {
                    let backdrop = makeBackdrop()
                    backdrop.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(↓backdrop)
                    NSLayoutConstraint.activate([
                        backdrop.topAnchor.constraint(equalTo: view.topAnchor), backdrop.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        backdrop.leadingAnchor.constraint(equalTo: view.leadingAnchor), backdrop.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                    let spinner = UIActivityIndicatorView(style: .large)
                    backdrop.addSubview(spinner)
                    spinner.startAnimating()
                }
            }
            """),
        // The same cover, turned on by the Save button: it shows, and the editor behind stays readable.
        RuleExample("""
            struct NoteEditor: View {
                @State private var text = ""
                @State private var saving = false
                var body: some View {
                    ZStack {
                        TextEditor(text: $text)
                        if saving {
                            Color.black.opacity(0.4).ignoresSafeArea()
                            ↓ProgressView("Saving")
                        }
                    }
                    .toolbar { Button("Save") { saving = true } }
                }
            }
            """),
        // A guide step that lays itself over the whole view it is handed and keeps the taps that land on it, whatever
        // its name says: the screen behind stays in VoiceOver's reach.
        RuleExample("""
            final class GuideStepView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = UIColor.systemIndigo.withAlphaComponent(0.6)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(advance)))
                }
                required init?(coder: NSCoder) { fatalError() }
                func show(over host: UIView) {
                    host.addSubview(↓self)
                    frame = host.frame
                }
                @objc func advance() { removeFromSuperview() }
            }
            """),
        // A blur laid over the whole window until the user unlocks the app.
        RuleExample("""
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var lockCover: UIVisualEffectView?
                func sceneDidBecomeActive(_ scene: UIScene) {
                    if Settings.requiresUnlock { showLockCover() }
                }
                func showLockCover() {
                    let cover = UIVisualEffectView(effect: UIBlurEffect(style: .prominent))
                    cover.frame = window?.bounds ?? .zero
                    window?.addSubview(↓cover)
                    lockCover = cover
                    Unlocker.authenticate { [weak self] in self?.lockCover?.removeFromSuperview() }
                }
            }
            """),
        // A full-screen button dimmed as a scrim that closes on tap, put over the navigation controller's view,
        // with the picker's card inside it.
        RuleExample("""
            final class PlannerViewController: UIViewController {
                let backdrop = UIButton()
                let card = UIView()
                @objc func pickTime() {
                    backdrop.frame = view.bounds
                    backdrop.backgroundColor = UIColor.black.withAlphaComponent(0.25)
                    backdrop.addTarget(self, action: #selector(closePicker), for: .touchUpInside)
                    navigationController?.view.addSubview(↓backdrop)
                    backdrop.addSubview(card)
                }
                @objc func closePicker() { backdrop.removeFromSuperview() }
            }
            """),
        // A full-screen cover painted with an asset catalogue colour made by a generated accessor.
        RuleExample("""
            struct LaunchCurtain: View {
                var body: some View {
                    VStack { Text("Signing you in") }
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Assets.Colors.curtain.color)
                        .ignoresSafeArea()
                }
            }
            struct HomeShell: View {
                @State private var signingIn = true
                var body: some View {
                    TabsView()
                        .overlay {
                            if signingIn {
                                ↓LaunchCurtain()
                            }
                        }
                }
            }
            """),
        // The cover is kept in the hierarchy, hidden, once unlocked: the layer shows in the `else`.
        RuleExample("""
            struct VaultLockCover: View {
                let unlock: () -> Void
                var body: some View {
                    ZStack {
                        Color.indigo.ignoresSafeArea()
                        Button("Unlock", action: unlock)
                    }
                }
            }
            struct VaultLock: ViewModifier {
                let isUnlocked: Bool
                let unlock: () -> Void
                func body(content: Content) -> some View {
                    content
                        .overlay {
                            if isUnlocked {
                                VaultLockCover(unlock: unlock).hidden()
                            } else {
                                ↓VaultLockCover(unlock: unlock)
                            }
                        }
                }
            }
            """),
        // A cover raised when the app leaves the foreground that asks to unlock the app: it stays when the app comes
        // back, a lock screen over it, and VoiceOver still reaches the app behind.
        RuleExample(
            """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private var lockWindow: UIWindow?
                let authenticator = PasscodeAuthenticator()
                func applicationWillResignActive(_ application: UIApplication) {
                    showLockWindow()
                }
                private func showLockWindow() {
                    guard let scene = window?.windowScene else { return }
                    lockWindow = UIWindow(windowScene: scene)
                    lockWindow?.rootViewController = UnlockViewController(authenticator: authenticator)
                    lockWindow?.windowLevel = .alert + 1
                    ↓lockWindow?.makeKeyAndVisible()
                }
            }
            """,
            context: ["final class UnlockViewController: UIViewController { init(authenticator: PasscodeAuthenticator) { super.init(nibName: nil, bundle: nil) } }"]),
        // A cover of the app's own laid over content disabled while the work runs: it shows itself on the same state,
        // however small what it draws, and VoiceOver still reads the dimmed list behind it.
        RuleExample("""
            struct ShelfScreen: View {
                @EnvironmentObject private var shelf: ShelfStore
                var body: some View {
                    List(shelf.books) { book in Text(book.title) }
                        .disabled(shelf.isSyncing)
                        .overlay(↓SyncCover())
                }
            }
            """, context: ["""
            struct SyncCover: View {
                @EnvironmentObject private var shelf: ShelfStore
                var body: some View {
                    Group {
                        if shelf.isSyncing {
                            ProgressView("Syncing").padding().background(.regularMaterial)
                        } else {
                            EmptyView()
                        }
                    }
                }
            }
            """]),
        // The screen beneath is picked by a `switch` inside the first layer; a blur with a Start button covers it
        // while the machine is stopped, and VoiceOver still reaches the display behind.
        RuleExample("""
            struct ConsoleScreen: View {
                @State private var machine = MachineModel()
                var body: some View {
                    ZStack {
                        if let output = machine.output {
                            switch output {
                            case .graphics: FramebufferView(machine: machine)
                            case .terminal: TerminalView(machine: machine)
                            }
                        }
                        if !machine.isRunning {
                            BlurCover()
                            ↓Button("Start") { machine.start() }
                        }
                    }
                }
            }
            """),
        // A loading view laid over the screen by a method its base class declares, which adds the view to the host
        // it is given and makes it cover it.
        RuleExample("""
            final class TransferViewController: UIViewController {
                private var loadingView: LoadingCardView?
                func startTransfer() {
                    let loading = LoadingCardView()
                    ↓loading.addTo(view)
                    loadingView = loading
                }
            }
            """, context: ["""
            class CardBaseView: UIView {
                func addTo(_ host: UIView) {
                    host.addSubview(self)
                    frame = host.bounds
                }
            }
            final class LoadingCardView: CardBaseView {}
            """]),
        // A scene that keeps a window per state: the passcode window is raised over the main one, and the function that
        // takes it away waits for its fade before hiding it. That wait is not a timer: the window stays until unlocked.
        RuleExample(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var homeWindow: UIWindow?
                var passcodeWindow: UIWindow?
                func lockNow(in scene: UIWindowScene) {
                    passcodeWindow = UIWindow(windowScene: scene)
                    passcodeWindow?.rootViewController = PasscodeViewController()
                    passcodeWindow?.windowLevel = .alert + 1
                    ↓passcodeWindow?.makeKeyAndVisible()
                }
                func hidePasscodeWindow() {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                        self.passcodeWindow?.isHidden = true
                        self.passcodeWindow = nil
                    }
                }
            }
            """,
            context: ["final class PasscodeViewController: UIViewController {}"]),
        // A window class that raises and shows itself: made key at launch and hidden at once (not shown there), then
        // shown over the app when a meeting starts.
        RuleExample(
            """
            final class MeetingWindow: UIWindow {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    windowLevel = .alert
                    makeKeyAndVisible()
                    isHidden = true
                }
                required init?(coder: NSCoder) { fatalError() }
                func showMeeting(_ meeting: MeetingController) {
                    rootViewController = meeting
                    ↓isHidden = false
                    makeKey()
                }
            }
            """,
            context: ["final class MeetingController: UIViewController {}"]),
        // The same window hosting a view that does not mark itself modal.
        RuleExample(
            """
            final class PhotoViewerPresenter {
                private var viewerWindow: UIWindow?
                func show(_ photo: Photo, in scene: UIWindowScene) {
                    let window = UIWindow(windowScene: scene)
                    window.windowLevel = .normal + 1
                    window.rootViewController = UIHostingController(rootView: PhotoViewer(photo: photo))
                    ↓window.makeKeyAndVisible()
                    viewerWindow = window
                }
            }
            """,
            context: ["""
                struct PhotoViewer: View {
                    let photo: Photo
                    var body: some View { ZStack { Color.black; PhotoImage(photo: photo) } }
                }
                """]),
        RuleExample("""
            struct ContentView: View {
                @State private var showRenewalOffer = false
                var body: some View {
                    ZStack {
                        OrderHistoryList()
                        if showRenewalOffer {
                            Color.black.opacity(0.45)
                            ↓RenewalOfferDialog(isPresented: $showRenewalOffer)
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Checkout: View {
                @State private var choosingShipping = false
                var body: some View {
                    Cart()
                        .overlay {
                            if choosingShipping {
                                ↓ShippingSheet(isPresented: $choosingShipping)
                            }
                        }
                }
            }
            """),
        RuleExample("""
            struct Article: View {
                @State private var rating = false
                var body: some View {
                    Body().overlay(rating ? ↓RatingPopup() : nil)
                }
            }
            """),
        RuleExample("""
            struct ConfirmModifier: ViewModifier {
                @Binding var isPresented: Bool
                let title: String
                func body(content: Content) -> some View {
                    ZStack {
                        content
                        if isPresented {
                            Color.black.opacity(0.3).ignoresSafeArea()
                            ↓VStack {
                                Text(title)
                                Button("OK") { isPresented = false }
                            }
                            .padding()
                            .background(.background)
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Menu: View {
                @State private var showDish = false
                var body: some View {
                    ZStack {
                        List { Text("Soup") }
                            .blur(radius: showDish ? 20 : 0)
                            .disabled(showDish)
                        if showDish { ↓DishDetail(isShowing: $showDish) }
                    }
                }
            }
            """),
        RuleExample(
            """
            struct Home: View {
                @State private var offer = true
                var body: some View {
                    ZStack {
                        Dashboard()
                        if offer { ↓OfferCard() }
                    }
                }
            }
            """,
            context: ["""
                struct OfferCard: View {
                    var body: some View {
                        ZStack {
                            Color.black.opacity(0.5).ignoresSafeArea()
                            Text("Upgrade today")
                        }
                    }
                }
                """]),
        // The dialog sits in an overlay; the scrim is the content's own background, switched by the same flag.
        RuleExample("""
            struct Wallet: View {
                @State private var askingPin = false
                var body: some View {
                    CardList()
                        .background(askingPin ? Color.black.opacity(0.4) : Color.clear)
                        .overlay {
                            if askingPin {
                                ↓VStack {
                                    Text("Enter your PIN")
                                    PinPad(onDone: { askingPin = false })
                                }
                            }
                        }
                }
            }
            """),
        // A full-size opaque layer over a game: nothing behind it can be seen or touched.
        RuleExample("""
            struct Board: View {
                @State private var finished = false
                var body: some View {
                    ZStack {
                        PuzzleGrid()
                        if finished {
                            ↓ScoreSummary(onReplay: { finished = false })
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                                .background(Color.indigo)
                        }
                    }
                }
            }
            """),
        // The app's own modifier: a scrim and a spinner over whatever view it is applied to, which it disables.
        // Its declaration is reported once, for every screen that calls it.
        RuleExample("""
            extension View {
                func savingCover(_ saving: Bool) -> some View {
                    overlay {
                        if saving {
                            Color.black.opacity(0.35).ignoresSafeArea()
                            ↓ProgressView("Saving")
                        }
                    }
                    .disabled(saving)
                }
            }
            """),
        // A lock screen painted in a colour of the app's palette, laid over the vault until it is unlocked.
        RuleExample("""
            enum BrandColor { static let surface = Color(red: 0.1, green: 0.1, blue: 0.2) }
            struct VaultLockView: View {
                var body: some View {
                    ZStack { BrandColor.surface.ignoresSafeArea(); Text("Locked") }
                }
            }
            struct VaultScreen: View {
                @State private var unlocked = false
                @State private var lockEnabled = true
                var body: some View {
                    List { Text("Passwords") }
                        .overlay {
                            if !unlocked, lockEnabled {
                                ↓VaultLockView()
                            }
                        }
                }
            }
            """),
        // A recorder drawn in the app's screen frame, whose colour property is painted under the safe areas, laid over
        // a list while recording.
        RuleExample("""
            struct ScreenFrame<Content: View>: View {
                var backgroundColor: Color = Color(red: 0.1, green: 0.1, blue: 0.3)
                @ViewBuilder var content: () -> Content
                var body: some View {
                    ZStack { self.backgroundColor.edgesIgnoringSafeArea(.all); content() }
                }
            }
            struct Recorder: View {
                @Binding var shown: Bool
                var body: some View {
                    ScreenFrame { VStack { Text("00:00"); Button("Close") { shown = false } } }
                }
            }
            struct Files: View {
                @State private var recording = false
                var body: some View {
                    List { Text("Notes") }
                        .overlay(recording ? ↓Recorder(shown: $recording) : nil)
                }
            }
            """),
        // A modifier whose overlay is a property of its own, which shows a dimmed account list on a flag (the `if` is
        // a statement of the property's getter).
        RuleExample("""
            struct SwitcherModifier: ViewModifier {
                @Binding var open: Bool
                func body(content: Content) -> some View {
                    content.overlay { switcherLayer }
                }
                @ViewBuilder
                var switcherLayer: some View {
                    if open {
                        ↓ZStack {
                            Color.black.opacity(0.5).ignoresSafeArea().onTapGesture { open = false }
                            VStack { Button("Work account") { open = false }; Spacer() }
                        }
                    }
                }
            }
            """),
        // A gallery always in the stack, faded in when a poster is chosen, over a list disabled on the same value.
        RuleExample("""
            struct PosterGallery: View {
                @Binding var selected: String?
                var body: some View { VStack { Text(selected ?? ""); Button("Close") { selected = nil } } }
            }
            struct Film: View {
                @State private var selectedPoster: String?
                var body: some View {
                    ZStack {
                        List { Text("Plot") }
                            .disabled(selectedPoster != nil)
                        ↓PosterGallery(selected: $selectedPoster)
                            .opacity(selectedPoster != nil ? 1 : 0)
                    }
                }
            }
            """),
        // A recorder chosen by a property of the view (`recording ? Recorder() : nil`) and laid over a form.
        RuleExample("""
            struct ScreenFrame<Content: View>: View {
                @ViewBuilder var content: () -> Content
                var body: some View { ZStack { Color.black.ignoresSafeArea(); content() } }
            }
            struct Recorder: View {
                @Binding var shown: Bool
                var body: some View { ScreenFrame { Button("Stop") { shown = false } } }
            }
            struct Draft: View {
                @State private var recording = false
                var body: some View {
                    Form { Text("Report") }
                        .overlay(recorder)
                }
                var recorder: some View {
                    recording ? ↓Recorder(shown: $recording) : nil
                }
            }
            """),
        // Named a toast, yet its own body lays a scrim over the whole screen and waits for OK.
        RuleExample("""
            struct OfflineNoticeToast: View {
                var body: some View {
                    VStack { Spacer(); Text("You are offline"); Button("OK") { } }
                        .background(Color.black.opacity(0.53)).ignoresSafeArea()
                }
            }
            struct Feedback: View {
                @State private var offline = false
                var body: some View {
                    ZStack {
                        Form { Text("Feedback") }
                        if offline { ↓OfflineNoticeToast() }
                    }
                }
            }
            """),
        // A menu always in the stack whose own body shows a full-screen panel when its model says so (a badge shown
        // the same way, which covers nothing, stays quiet).
        RuleExample("""
            final class FilesModel: ObservableObject { @Published var showingMover = false }
            struct MoverPanel: View {
                @ObservedObject var model: FilesModel
                var body: some View {
                    ZStack { Color(red: 0.2, green: 0.2, blue: 0.4).edgesIgnoringSafeArea(.all); Button("Cancel") { model.showingMover = false } }
                }
            }
            struct MoverMenu: View {
                @ObservedObject var model: FilesModel
                var body: some View {
                    if model.showingMover { moverPanel }
                }
                var moverPanel: some View { MoverPanel(model: model) }
            }
            struct MovingBadge: View {
                @ObservedObject var model: FilesModel
                var body: some View {
                    if model.showingMover { Text("Moving") }
                }
            }
            struct FileList: View {
                @StateObject var model = FilesModel()
                var body: some View {
                    ZStack {
                        List { Text("Report.pdf") }
                        ↓MoverMenu(model: model)
                        MovingBadge(model: model)
                    }
                }
            }
            """),
        // Layers built by the view's own helpers: a gallery faded in on a chosen photo, and a notice shown under an
        // `if`, over a list blurred out of sight on the same values.
        RuleExample("""
            struct Person: View {
                @State private var selectedPhoto: String?
                @State private var levelUpdated = false
                var body: some View {
                    ZStack {
                        List { Text("Biography") }
                            .blur(radius: selectedPhoto != nil || levelUpdated ? 30 : 0)
                            .refreshable { levelUpdated = true }
                        ↓gallery()
                        levelNotice()
                    }
                }
                private func gallery() -> some View {
                    PhotoPager(selected: $selectedPhoto).opacity(selectedPhoto != nil ? 1 : 0)
                }
                private func levelNotice() -> some View {
                    Group {
                        if levelUpdated {
                            ↓VStack { Text("Level updated!"); Text("Gold") }.onTapGesture { levelUpdated = false }
                        }
                    }
                }
            }
            """),
        // A purchase in progress: a dimmed layer carrying the spinner blocks the screen.
        RuleExample("""
            struct Store: View {
                @State private var buying = false
                var body: some View {
                    ZStack {
                        PlanList()
                        if buying {
                            ↓Color.black.opacity(0.35)
                                .ignoresSafeArea()
                                .overlay { ProgressView("Purchasing…") }
                        }
                    }
                }
            }
            """),
        // The content behind stops taking touches while the picker shows.
        RuleExample("""
            struct Schedule: View {
                @State private var picking = false
                var body: some View {
                    ZStack {
                        WeekView().allowsHitTesting(!picking)
                        if picking { ↓TimeSlotCard(onClose: { picking = false }) }
                    }
                }
            }
            """),
        // An `if` / `else if` chain: each branch is a layer over the form.
        RuleExample(
            """
            struct ExportForm: View {
                let state: ExportState
                var body: some View {
                    ZStack {
                        Form { Text("Format") }
                        if state.isWorking {
                            ↓BusyCover()
                        } else if let problem = state.problem {
                            ↓ProblemCover(text: problem)
                        }
                    }
                }
            }
            """,
            context: ["""
                struct BusyCover: View {
                    var body: some View { ZStack { Color.black.opacity(0.2); ProgressView() } }
                }
                struct ProblemCover: View {
                    let text: String
                    var body: some View { ZStack { Color.black.opacity(0.2); Text(text) } }
                }
                """]),
        // The overlay written the other way round: nothing while idle, the spinner while signing in.
        RuleExample("""
            struct SignIn: View {
                @State private var waiting = false
                var body: some View {
                    Fields()
                        .blur(radius: waiting ? 30 : 0)
                        .allowsHitTesting(!waiting)
                        .overlay(!waiting ? nil : ↓ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity))
                }
            }
            """),
        // The scrim comes from the app's own palette.
        RuleExample("""
            struct Settings: View {
                @State private var confirming = false
                var body: some View {
                    ZStack {
                        SettingsList()
                        if confirming {
                            Palette.darkSlate.opacity(0.5).ignoresSafeArea()
                            ↓VStack {
                                Text("Sign out of every device?")
                                Button("Sign out") { confirming = false }
                            }
                        }
                    }
                }
            }
            """),
        // A drawer always in the overlay, shown by the flag it is bound to; its declaration dims the screen.
        RuleExample(
            """
            struct Home: View {
                @State private var drawerOpen = false
                var body: some View {
                    TabView { Feed() }
                        .overlay(↓AccountDrawer(isOpen: $drawerOpen))
                }
            }
            """,
            context: ["""
                struct AccountDrawer: View {
                    @Binding var isOpen: Bool
                    var body: some View {
                        ZStack(alignment: .leading) {
                            Color.black.opacity(isOpen ? 0.5 : 0).onTapGesture { isOpen = false }
                            AccountList().offset(x: isOpen ? 0 : -320)
                        }
                    }
                }
                """]),
        // A picker always in the stack that shows itself for the optional it is handed, as `.sheet(item:)` does:
        // its own declaration lays the scrim, and a tap on it is the way out.
        RuleExample(
            """
            struct RecipeListView: View {
                @State private var recipeForSizes: Recipe?
                var body: some View {
                    ZStack {
                        List(recipes) { recipe in RecipeRow(recipe: recipe) { recipeForSizes = recipe } }
                        ↓ServingSizes(item: $recipeForSizes)
                    }
                }
            }
            """,
            context: ["""
                struct ServingSizes: View {
                    @Binding var item: Recipe?
                    var body: some View {
                        ZStack {
                            Color.black.opacity(item != nil ? 0.2 : 0).onTapGesture { item = nil }
                            item.map { recipe in PortionStrip(recipe: recipe).transition(.move(edge: .bottom)) }
                        }
                    }
                }
                """]),
        // A wrapped view controller stretched over the whole screen hides the tabs from sight, not from VoiceOver.
        RuleExample("""
            struct LaunchGate: View {
                @State private var showsTour = true
                var body: some View {
                    ZStack {
                        HomeTabs()
                        if showsTour {
                            ↓TourPager(onDone: { showsTour = false })
                                .ignoresSafeArea()
                        }
                    }
                }
            }
            struct TourPager: UIViewControllerRepresentable {
                var onDone: () -> Void
                func makeUIViewController(context: Context) -> TourController { TourController() }
                func updateUIViewController(_ controller: TourController, context: Context) {}
            }
            """),
        // A panel that lays a scrim behind itself while expanded, closed by a tap on the scrim.
        RuleExample("""
            struct HelpDrawer: View {
                @State private var expanded = false
                var body: some View {
                    ↓VStack {
                        Button("Questions?") { expanded.toggle() }
                        if expanded { FAQList() }
                    }
                    .background(expanded ? Color.black.opacity(0.5).ignoresSafeArea().onTapGesture { expanded = false } : nil)
                }
            }
            """),
        // A drawer always in the stack, slid in on a flag over a scrim faded in on the same flag.
        RuleExample("""
            struct Shell: View {
                @State private var menuOpen = false
                var body: some View {
                    ZStack(alignment: .leading) {
                        Inbox()
                        Color.black.opacity(menuOpen ? 0.4 : 0)
                            .ignoresSafeArea()
                            .onTapGesture { menuOpen = false }
                        ↓AccountMenu(close: { menuOpen = false })
                            .frame(width: 300)
                            .offset(x: menuOpen ? 0 : -300)
                    }
                }
            }
            """),
        // A drawer stacked by one case of a `switch`, told by value whether it is open.
        RuleExample("""
            struct RootView: View {
                @StateObject private var router = Router()
                var body: some View {
                    ZStack {
                        switch router.phase {
                        case .loading:
                            ProgressView()
                        case .ready:
                            MainTabs()
                            ↓DrawerMenu(isOpen: router.drawerOpen, close: router.closeDrawer)
                        }
                    }
                }
            }
            struct DrawerMenu: View {
                let isOpen: Bool
                let close: () -> Void
                var body: some View {
                    if isOpen {
                        Color.black.opacity(0.5).onTapGesture { close() }
                        MenuList()
                    }
                }
            }
            """),
        // The layer sits in a stack of its own inside the overlay, over a scrim from the app's palette.
        RuleExample("""
            struct AccountSettings: View {
                @State private var confirmingDelete = false
                var body: some View {
                    SettingsList()
                        .overlay {
                            ZStack {
                                if confirmingDelete {
                                    Color.shadeOverlay.opacity(0.5).ignoresSafeArea()
                                    ↓DeleteAccountCard(onCancel: { confirmingDelete = false })
                                }
                            }
                            .animation(.easeInOut, value: confirmingDelete)
                        }
                }
            }
            """),
        // A stack that carries its own scrim.
        RuleExample("""
            struct Root: View {
                @State private var resolving = false
                var body: some View {
                    Tabs()
                        .overlay {
                            if resolving {
                                ↓ZStack {
                                    Rectangle().fill(.black.opacity(0.4))
                                    ProgressView()
                                }
                            }
                        }
                }
            }
            """),
        // A helper of the view returns the app's dialog component, whose own body dims the screen.
        RuleExample(
            """
            struct PlaylistSettings: View {
                @State private var confirmingWipe = false
                var body: some View {
                    ZStack {
                        Form { Button("Wipe playlist") { confirmingWipe = true } }
                        if confirmingWipe { ↓wipePrompt() }
                    }
                }
                func wipePrompt() -> some View {
                    DimmedCard {
                        Text("Wipe every song?")
                        Button("Keep them") { confirmingWipe = false }
                    }
                }
            }
            """,
            context: [ModalExamples.dimmedCard]),
        // A view whose whole body is the app's dimmed card: it covers the screen as the card does.
        RuleExample(
            """
            struct PairedDevices: View {
                @State private var removing = false
                var body: some View {
                    ZStack {
                        List { Button("Remove this phone") { removing = true } }
                        if removing { ↓DeviceRemoval(removing: $removing) }
                    }
                }
            }
            struct DeviceRemoval: View {
                @Binding var removing: Bool
                var body: some View {
                    DimmedCard { Button("Cancel") { removing = false } }
                }
            }
            """,
            context: [ModalExamples.dimmedCard]),
        // A helper picks the layer by state; in one state it shows nothing, in the other a dimmed card.
        RuleExample(
            """
            struct SignUpForm: View {
                @StateObject var model = SignUpModel()
                var body: some View {
                    ZStack {
                        Form { TextField("Nickname", text: $model.nickname) }
                        stageLayer()
                    }
                }
                @ViewBuilder func stageLayer() -> some View {
                    switch model.stage {
                    case .editing: EmptyView()
                    case .failed: ↓DimmedCard { Button("Try again") { model.retry() } }
                    }
                }
            }
            """,
            context: [ModalExamples.dimmedCard]),
        // A helper named for an alert, built by a helper declared elsewhere.
        RuleExample(
            """
            struct GroupInfo: View {
                @State private var renaming = false
                @State private var name = ""
                var body: some View {
                    ZStack {
                        List { Button("Rename group") { renaming = true } }
                        if renaming { ↓renameAlert() }
                    }
                }
                func renameAlert() -> some View {
                    textPrompt(title: "New name", text: $name, isShowing: $renaming)
                }
            }
            """),
        // The screen is shown only once its account is known; the cover lies over it while sending.
        RuleExample("""
            struct ShareTargets: View {
                @State private var account: Account?
                @State private var sending = false
                var body: some View {
                    ZStack(alignment: .top) {
                        if let account { TargetList(account: account) }
                        if sending {
                            ↓ZStack {
                                Color.black.opacity(0.4).ignoresSafeArea()
                                ProgressView("Sending")
                            }
                        }
                    }
                }
            }
            """),
        // The cover is built by a property of the same view.
        RuleExample("""
            struct CoverageForm: View {
                @State private var running = false
                var body: some View {
                    Form { Text("Radius") }
                        .overlay { if running { ↓estimatingCover } }
                }
                private var estimatingCover: some View {
                    ZStack {
                        Color.black.opacity(0.3).ignoresSafeArea()
                        VStack { ProgressView(); Button("Cancel") { running = false } }
                    }
                }
            }
            """),
        // A view named for the whole screen, layered over the timeline while it loads.
        RuleExample("""
            struct Feed: View {
                @State private var warmingUp = true
                var body: some View {
                    ZStack {
                        Timeline()
                        if warmingUp { ↓FullscreenSpinner(text: "Loading") }
                    }
                }
            }
            struct FullscreenSpinner: View {
                let text: String
                var body: some View { VStack { ProgressView(); Text(text) } }
            }
            """),
        // A compound condition in the ternary: everything before the `?` decides.
        RuleExample("""
            struct Checkout: View {
                @State private var paying = false
                @State private var failed = false
                var body: some View {
                    Cart()
                        .overlay(paying && !failed ? ↓PaymentSheet(isPresented: $paying) : nil)
                }
            }
            """),
        // The overlay is a property of the view that shows its card under an `if`; the form behind is disabled.
        RuleExample("""
            struct SourceView: View {
                @State private var loadingMessage: String?
                var body: some View {
                    SourceText()
                        .disabled(loadingMessage != nil)
                        .overlay(savingIndicator)
                }
                private var savingIndicator: some View {
                    VStack {
                        Spacer()
                        if let loadingMessage {
                            ↓VStack { ProgressView(); Text(loadingMessage) }
                                .padding(16)
                        }
                        Spacer()
                    }
                }
            }
            """),
        // A full-size opaque preview built by a function of the view, in an extension, over the editor.
        RuleExample("""
            struct Composer: View {
                @State private var preview: Draft?
                var body: some View {
                    ZStack {
                        Editor()
                        if let preview {
                            ↓previewLayer(for: preview)
                        }
                    }
                }
            }
            extension Composer {
                func previewLayer(for draft: Draft) -> some View {
                    ScrollView { DraftCard(draft: draft) }
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background { Color.white }
                }
            }
            """),
        // A spinner named for what it is, laid over a tab view that its helper disables on the same flag: a progress cover.
        RuleExample("""
            struct HomeRoot: View {
                @State private var syncing = false
                func tabs() -> some View {
                    TabView { Overview(); History() }
                        .blur(radius: syncing ? 8 : 0)
                        .disabled(syncing)
                }
                var body: some View {
                    ZStack {
                        tabs()
                        if syncing {
                            ↓SyncProgressView(text: "Updating…")
                        }
                    }
                }
            }
            """),
        // A loading screen stretched over the library, painted opaque by the app's own modifier (declared elsewhere).
        RuleExample(
            """
            struct Root: View {
                @State private var reconnecting = false
                let storeReady: Bool
                var body: some View {
                    ZStack {
                        if storeReady { Library() }
                        if reconnecting {
                            ↓ReconnectLoadingView()
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                                .modifier(PageBackground())
                        }
                    }
                }
            }
            """,
            context: ["""
                struct PageBackground: ViewModifier {
                    func body(content: Content) -> some View { content.background(Color(.systemGroupedBackground)) }
                }
                """]),
        // A stack that holds only the conditional layer is that layer.
        RuleExample("""
            struct Launch: View {
                @State private var reconnecting = false
                var body: some View {
                    ZStack {
                        Library()
                        VStack {
                            if reconnecting {
                                ↓ReconnectPanel()
                                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                                    .background(Color.white)
                            }
                        }
                        .animation(.default, value: reconnecting)
                    }
                }
            }
            """),
    ] + uiKitTriggeringExamples

    static let corrections: [RuleCorrection] = [
        RuleCorrection(
            """
            struct ContentView: View {
                @State private var showRenewalOffer = false
                var body: some View {
                    ZStack {
                        OrderHistoryList()
                        if showRenewalOffer {
                            Color.black.opacity(0.45)
                            RenewalOfferDialog(isPresented: $showRenewalOffer)
                        }
                    }
                }
            }
            """,
            """
            struct ContentView: View {
                @State private var showRenewalOffer = false
                var body: some View {
                    ZStack {
                        OrderHistoryList()
                        if showRenewalOffer {
                            Color.black.opacity(0.45)
                            RenewalOfferDialog(isPresented: $showRenewalOffer)
                                .accessibilityAddTraits(.isModal)
                        }
                    }
                }
            }
            """),
        RuleCorrection(
            """
            struct Article: View {
                @State private var rating = false
                var body: some View {
                    Body().overlay(rating ? RatingPopup() : nil)
                }
            }
            """,
            """
            struct Article: View {
                @State private var rating = false
                var body: some View {
                    Body().overlay(rating ? RatingPopup().accessibilityAddTraits(.isModal) : nil)
                }
            }
            """),
    ] + uiKitCorrections

    // UIKit

    static let uiKitNonTriggeringExamples: [RuleExample] = [
        // A clear view over the window that only catches drags at its edge: it draws nothing.
        RuleExample("""
            final class EdgeDragCatcher {
                func attach(to window: UIWindow) {
                    let area = EdgeHitAreaView()
                    area.backgroundColor = .clear
                    window.addSubview(area)
                    area.pinToParent()
                }
            }
            """),
        // A raised window that hosts whatever view its caller hands it: what it shows is judged where that view is
        // declared (a panel over its own scrim is reported there, a banner is not). And a window an alert class of the
        // app (a subclass of UIAlertController) makes to present itself: the system alert confines focus.
        RuleExample("""
            final class LayerHost {
                private let window: UIWindow
                init(scene: UIWindowScene) {
                    window = UIWindow(windowScene: scene)
                    window.windowLevel = .alert
                }
                func show<Layer: View>(@ViewBuilder layer: () -> Layer) {
                    let host = UIHostingController(rootView: layer().environmentObject(self))
                    host.view.backgroundColor = .clear
                    window.rootViewController = host
                    window.isHidden = false
                }
            }
            final class PromptAlert: UIAlertController {
                private lazy var promptWindow: UIWindow = {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = UIViewController()
                    window.windowLevel = .alert
                    return window
                }()
                func show() {
                    promptWindow.makeKeyAndVisible()
                    promptWindow.rootViewController?.present(self, animated: true)
                }
            }
            """),
        // The same view laid over the window only while the app is in the background: a privacy cover for the app
        // switcher, gone before anyone can use the app.
        RuleExample("""
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                private var shade: UIView?
                func sceneWillResignActive(_ scene: UIScene) {
                    guard let window else { return }
                    let cover = BrandShadeView()
                    window.addSubview(cover)
                    cover.pinToParent()
                    shade = cover
                }
            }
            """),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func showRenewalOffer() {
                        let offerDialog = RenewalOfferDialog()
                        offerDialog.accessibilityViewIsModal = true
                        view.addSubview(offerDialog)
                        UIAccessibility.post(notification: .screenChanged, argument: offerDialog)
                    }
                }
                """),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    private lazy var popupView: PopupView = {
                        let popup = PopupView()
                        popup.accessibilityViewIsModal = true
                        return popup
                    }()
                    func showPopup() { view.addSubview(popupView) }
                }
                """),
            RuleExample(
                """
                final class FeedViewController: UIViewController {
                    func showRating() { view.addSubview(RatingDialog()) }
                }
                """,
                context: ["""
                    final class RatingDialog: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            accessibilityViewIsModal = true
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    """]),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func showToast() {
                        let toast = ToastView(text: "Saved")
                        view.addSubview(toast)
                    }
                }
                """),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func showHint() {
                        let overlay = HintOverlay()
                        overlay.isUserInteractionEnabled = false
                        view.addSubview(overlay)
                    }
                }
                """),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func measure() -> CGSize {
                        let dialog = DialogView()
                        view.addSubview(dialog)
                        let size = dialog.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                        dialog.removeFromSuperview()
                        return size
                    }
                }
                """),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func layout() {
                        let titleLabel = UILabel()
                        view.addSubview(titleLabel)
                        view.addSubview(headerView)
                    }
                }
                """),
            RuleExample("""
                final class FeedViewController: UIViewController {
                    func confirm() {
                        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """),
            RuleExample("""
                final class PromoAlertController: UIViewController {
                    private let alertView = PromoAlertView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.accessibilityViewIsModal = true
                        view.addSubview(alertView)
                    }
                }
                """),
            RuleExample("""
                final class CardTransition: NSObject, UIViewControllerAnimatedTransitioning {
                    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                    func animateTransition(using context: UIViewControllerContextTransitioning) {
                        let alertController = context.viewController(forKey: .to) as! CardAlertController
                        context.containerView.addSubview(alertController.view)
                        context.completeTransition(true)
                    }
                }
                """),
            // Neither is a modal: a view drawn over a button's own image, and a tap catcher placed inside an
            // embedded child's view. Only windows and screen root views host modals.
            RuleExample("""
                extension UIButton {
                    func showCheckmarkOverlay(_ overlayView: UIView) {
                        overlayView.frame = imageView?.frame ?? .zero
                        addSubview(overlayView)
                    }
                }
                """),
            RuleExample("""
                final class DocumentViewerController: UIViewController {
                    private var overlayView: TapCatcherView?
                    func embedPreview(_ preview: UIViewController) {
                        addChild(preview)
                        view.addSubview(preview.view)
                        overlayView = TapCatcherView()
                        preview.view.addSubview(overlayView!)
                    }
                }
                """),
            RuleExample("""
                final class PasscodeGate {
                    private var gateWindow: UIWindow?
                    func lock(in scene: UIWindowScene) {
                        gateWindow = UIWindow(windowScene: scene)
                        gateWindow?.windowLevel = .alert
                        gateWindow?.accessibilityViewIsModal = true
                        gateWindow?.rootViewController = PasscodeEntryController()
                        gateWindow?.makeKeyAndVisible()
                    }
                }
                """),
            RuleExample(
                """
                final class PasscodeGate {
                    private var gateWindow: UIWindow?
                    func lock(in scene: UIWindowScene) {
                        gateWindow = UIWindow(windowScene: scene)
                        gateWindow?.rootViewController = PasscodeEntryController()
                        gateWindow?.isHidden = false
                    }
                }
                """,
                context: ["""
                    final class PasscodeEntryController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.accessibilityViewIsModal = true
                        }
                    }
                    """]),
            // A spinner that sits in a corner and lets the user carry on is not a modal.
            RuleExample("""
                final class GalleryViewController: UIViewController {
                    private let syncSpinner = SyncSpinnerView()
                    func startSync() {
                        syncSpinner.frame = CGRect(x: 16, y: 16, width: 24, height: 24)
                        view.addSubview(syncSpinner)
                    }
                }
                """),
            // A window that shows a message and hides itself after two seconds: a banner, not a modal.
            RuleExample("""
                final class BannerPresenter {
                    private var noticeWindow: UIWindow?
                    func flash(_ text: String, in scene: UIWindowScene) {
                        let window = UIWindow(windowScene: scene)
                        window.windowLevel = .statusBar
                        window.rootViewController = NoticeController(text: text)
                        window.makeKeyAndVisible()
                        noticeWindow = window
                        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { window.isHidden = true }
                    }
                }
                """),
            // The app's main window, shown at launch; a window that presents the system alert it extends; a floating
            // button's window, given a small frame of its own.
            RuleExample("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let startWindow = UIWindow(frame: UIScreen.main.bounds)
                        window = startWindow
                        startWindow.rootViewController = SplashController()
                        startWindow.makeKeyAndVisible()
                        return true
                    }
                }
                extension UIAlertController {
                    func showOnTop() {
                        let alertWindow = UIWindow(frame: UIScreen.main.bounds)
                        alertWindow.windowLevel = .alert
                        alertWindow.rootViewController = UIViewController()
                        alertWindow.makeKeyAndVisible()
                        alertWindow.rootViewController?.present(self, animated: true)
                    }
                }
                final class RecorderBubble {
                    private var bubbleWindow: UIWindow?
                    func show(in scene: UIWindowScene) {
                        let window = UIWindow(windowScene: scene)
                        window.frame = CGRect(x: 20, y: 80, width: 56, height: 56)
                        window.windowLevel = .alert
                        window.makeKeyAndVisible()
                        bubbleWindow = window
                    }
                }
                """),
            // A cover for the app switcher, shown only while the app leaves the foreground.
            RuleExample("""
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    private var privacyWindow: UIWindow?
                    func sceneWillResignActive(_ scene: UIScene) {
                        guard let scene = scene as? UIWindowScene else { return }
                        privacyWindow = UIWindow(windowScene: scene)
                        privacyWindow?.windowLevel = .alert + 1
                        privacyWindow?.rootViewController = PrivacyCoverController()
                        privacyWindow?.makeKeyAndVisible()
                    }
                }
                """),
            // The same cover raised by a helper that only the resign-active and background handlers call.
            RuleExample("""
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    private lazy var shieldWindow: UIWindow = {
                        let window = UIWindow(frame: UIScreen.main.bounds)
                        window.windowLevel = .alert
                        window.rootViewController = ShieldViewController()
                        return window
                    }()
                    func applicationWillResignActive(_ application: UIApplication) { raiseShield() }
                    func applicationDidEnterBackground(_ application: UIApplication) { raiseShield() }
                    func applicationDidBecomeActive(_ application: UIApplication) { shieldWindow.isHidden = true }
                    private func raiseShield() {
                        shieldWindow.isHidden = false
                    }
                }
                """),
            // A window class in another file that lets touches through to the app.
            RuleExample(
                """
                final class TouchHighlighter {
                    private var ringWindow: TouchRingWindow?
                    func enable(in scene: UIWindowScene) {
                        ringWindow = TouchRingWindow(windowScene: scene)
                        ringWindow?.windowLevel = .alert
                        ringWindow?.makeKeyAndVisible()
                    }
                }
                """,
                context: ["""
                    final class TouchRingWindow: UIWindow {
                        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
                    }
                    """]),
            // The root controller's view is marked modal once the window shows.
            RuleExample("""
                final class LockCoordinator {
                    var lockWindow: UIWindow?
                    func showLock(in scene: UIWindowScene) {
                        let window = UIWindow(windowScene: scene)
                        window.windowLevel = .alert
                        let lockScreen = UnlockViewController()
                        DispatchQueue.main.async {
                            window.rootViewController = lockScreen
                            window.makeKeyAndVisible()
                            lockScreen.view.accessibilityViewIsModal = true
                        }
                        lockWindow = window
                    }
                }
                """),
            // The same kind of view placed in a card, not over it: it does not cover its container.
            RuleExample("""
                final class ReceiptCard: UIView {
                    func showTip() {
                        let sheet = TipSheetView()
                        sheet.frame = CGRect(x: 12, y: 12, width: 120, height: 40)
                        addSubview(sheet)
                    }
                }
                """),
        ] + ModalExamples.windowLookAlikes

    static let uiKitTriggeringExamples: [RuleExample] = [
        // A view laid over a whole window and pinned to it, whatever its name: it sits over every screen of the app.
        RuleExample("""
            enum PasscodeFlow {
                static func cover(in window: UIWindow) -> UIView {
                    let gate = PasscodeEntryView()
                    window.addSubview(↓gate)
                    gate.pinToParent()
                    return gate
                }
            }
            """),
        // A sheet loaded from a nib and sized to cover the container it is handed.
        RuleExample("""
            final class HardwareKeyPrompter {
                weak var presenterView: UIView?
                private var keySheet: KeyPromptSheetView?
                func showPrompt() {
                    let sheet = KeyPromptSheetView.loadFromNib()
                    guard let presenterView else { return }
                    sheet.frame = presenterView.bounds
                    presenterView.addSubview(↓sheet)
                    keySheet = sheet
                }
            }
            """),
            RuleExample("""
                final class UploadProgressView: UIView {
                    func cover(_ screen: UIView) {
                        screen.addSubview(↓self)
                        screen.pinSubviewToAllEdges(self)
                    }
                }
                """),
            RuleExample(
                """
                final class PasscodeGate {
                    private var gateWindow: UIWindow?
                    func lock(in scene: UIWindowScene) {
                        gateWindow = UIWindow(windowScene: scene)
                        gateWindow?.windowLevel = .alert
                        gateWindow?.rootViewController = PasscodeEntryController()
                        ↓gateWindow?.makeKeyAndVisible()
                    }
                }
                """,
                context: ["final class PasscodeEntryController: UIViewController {}"]),
            // A window given the main window's frame covers the whole screen.
            RuleExample("""
                final class PinLockPresenter {
                    private let mainWindow: UIWindow?
                    private var lockWindow: UIWindow?
                    init(mainWindow: UIWindow?) { self.mainWindow = mainWindow }
                    func show() {
                        lockWindow = UIWindow(frame: mainWindow!.frame)
                        lockWindow?.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.normal.rawValue + 1)
                        ↓lockWindow?.isHidden = false
                        lockWindow?.rootViewController = PinEntryController()
                    }
                }
                """),
            RuleExample("""
                public final class CustomAlertView: UIView {
                    public func show(in view: UIView) {
                        view.addSubview(↓self)
                    }
                }
                """),
            RuleExample("""
                func showRenewalOffer() {
                    let offerDialog = RenewalOfferDialog()
                    view.addSubview(↓offerDialog)
                }
                """),
            RuleExample("""
                final class OnboardingViewController: UIViewController {
                    private let tipsPopup = TipsPopupView()
                    func startTips() {
                        view.window?.addSubview(↓tipsPopup)
                    }
                }
                """),
            RuleExample("""
                final class StoreViewController: UIViewController {
                    func showPaywall() {
                        let paywall = PaywallDialogController()
                        addChild(paywall)
                        view.addSubview(↓paywall.view)
                        paywall.didMove(toParent: self)
                    }
                }
                """),
            RuleExample(
                """
                final class HomeViewController: UIViewController {
                    func showOffer() {
                        let card = OfferCard()
                        view.insertSubview(↓card, aboveSubview: tableView)
                    }
                }
                """,
                context: ["""
                    final class OfferCard: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            backgroundColor = UIColor.black.withAlphaComponent(0.6)
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    """]),
            // A filter menu shown over a scrim the same code adds first: the menu is the modal.
            RuleExample("""
                final class OrdersViewController: UIViewController {
                    func showFilters() {
                        let shade = UIView(frame: view.bounds)
                        shade.backgroundColor = UIColor.black.withAlphaComponent(0.4)
                        view.addSubview(shade)
                        let menu = FilterMenuView()
                        view.addSubview(↓menu)
                    }
                }
                """),
            // A window a factory builds, raised over the app.
            RuleExample("""
                final class TourCoordinator {
                    private var tourWindow: UIWindow?
                    func start(in scene: UIWindowScene) {
                        let window = OverlayWindows.make(for: scene)
                        window.windowLevel = .alert
                        window.rootViewController = TourPageController()
                        ↓window.makeKeyAndVisible()
                        tourWindow = window
                    }
                }
                """),
        ]

    static let uiKitCorrections: [RuleCorrection] = [
            RuleCorrection(
                """
                func showRenewalOffer() {
                    let offerDialog = RenewalOfferDialog()
                    view.addSubview(offerDialog)
                }
                """,
                """
                func showRenewalOffer() {
                    let offerDialog = RenewalOfferDialog()
                    offerDialog.accessibilityViewIsModal = true
                    view.addSubview(offerDialog)
                }
                """),
        ]
}
