import A11yCore
import A11yRuleKit

/// The examples that specify `GestureWithoutAlternativeRule`: code that must stay quiet, and code with `↓` where
/// each finding lands. `RuleExampleTests` runs them all.
extension GestureWithoutAlternativeRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // A key that sends while it is held: a drag that starts at the first touch and never reads where the finger
        // went is a press and a release, which a tap (and VoiceOver's double tap) performs.
        RuleExample("""
            struct HoldToSendKey: ViewModifier {
                let remote: RemoteLink
                @State private var held = false
                func body(content: Content) -> some View {
                    content.simultaneousGesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { _ in
                                guard !held else { return }
                                held = true
                                remote.startSending()
                            }
                            .onEnded { _ in
                                held = false
                                remote.stopSending()
                            }
                    )
                }
            }
            """),
        // The edge swipe goes back, and so does the bar's back button, both through a selector kept as a constant.
        RuleExample("""
            final class CheckoutViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "back"), style: .plain, target: self, action: .stepBack)
                    let swipe = UIScreenEdgePanGestureRecognizer(target: self, action: .swiped)
                    swipe.edges = .left
                    view.addGestureRecognizer(swipe)
                }
                @objc func swiped(_ sender: UIGestureRecognizer) {
                    if sender.state == .ended { stepBack() }
                }
                @objc func stepBack() { presenter.previousStep() }
            }
            fileprivate extension Selector {
                static let stepBack = #selector(CheckoutViewController.stepBack)
                static let swiped = #selector(CheckoutViewController.swiped(_:))
            }
            """),
        // Drawing: a drag on a canvas, and a pan recognizer whose handler adds to the strokes. The path the finger
        // takes is the input; no button can stand in for it.
        RuleExample("""
            struct SketchPad: View {
                @State private var strokes: [[CGPoint]] = []
                var body: some View {
                    Canvas { context, _ in
                        for stroke in strokes { context.stroke(path(through: stroke), with: .color(.black)) }
                    }
                    .gesture(DragGesture(minimumDistance: 0).onChanged { value in
                        strokes[strokes.count - 1].append(value.location)
                        saveSketch()
                    })
                }
            }
            final class SignatureView: UIView {
                private var signatureStrokes: [[CGPoint]] = []
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(traced)))
                }
                required init?(coder: NSCoder) { nil }
                @objc private func traced(_ pan: UIPanGestureRecognizer) {
                    drawSignatureSegment(to: pan.location(in: self))
                }
                private func drawSignatureSegment(to point: CGPoint) { signatureStrokes[0].append(point); setNeedsDisplay() }
            }
            """),
        // The long press copies, as the app's own button view below it does.
        RuleExample("""
            struct WalletAddressView: View {
                let store: AddressStore
                var body: some View {
                    VStack {
                        Text(store.address)
                            .onLongPressGesture { store.send(.copyAddress) }
                        PillButton("Copy address") { store.send(.copyAddress) }
                    }
                }
            }
            """),
        // The gesture's only action is built into debug builds: the app people use does nothing on it.
        RuleExample("""
            struct ImportWalletView: View {
                let store: ImportStore
                var body: some View {
                    Text("Import a wallet")
                        .onLongPressGesture {
                            #if DEBUG
                            store.send(.pasteTestPhrase)
                            #endif
                        }
                }
            }
            """),
        // A drag that pops the navigation stack: the navigation bar's back button does the same.
        RuleExample("""
            final class SlideBackNavigationController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(slideBack(_:))))
                }
                @objc private func slideBack(_ pan: UIPanGestureRecognizer) {
                    if pan.state == .began { popViewController(animated: true) }
                }
            }
            """),
        // A header hidden while the finger drags the document up and shown again when it drags down: chrome that
        // follows the finger, visible to anyone who does not drag.
        RuleExample("""
            struct DocumentReader: View {
                @State private var headerHidden = false
                var body: some View {
                    VStack {
                        if !headerHidden { Text("Guide") }
                        PDFPage()
                            .gesture(DragGesture().onChanged { value in
                                headerHidden = value.translation.height < 0
                            })
                    }
                }
            }
            """),
        // A swipe that closes a tab whose cell also has a close button, connected in its xib.
        RuleExample("""
            final class TabCell: UICollectionViewCell {
                private lazy var swipe = UIPanGestureRecognizer(target: self, action: #selector(swiped(_:)))
                weak var owner: TabOwner?
                override func awakeFromNib() {
                    super.awakeFromNib()
                    addGestureRecognizer(swipe)
                }
                @objc func swiped(_ recognizer: UIPanGestureRecognizer) {
                    if recognizer.state == .ended { owner?.close(self) }
                }
                @IBAction func close() {
                    owner?.close(self)
                }
            }
            """),
        // The drag only follows the finger.
        RuleExample("""
            struct StickerCanvas: View {
                @State private var stickerOffset = CGSize.zero
                var body: some View {
                    Sticker().offset(stickerOffset)
                        .gesture(DragGesture().onChanged { value in stickerOffset = value.translation })
                }
            }
            """),
        // A button of the same screen archives too.
        RuleExample("""
            struct MailRow: View {
                let mail: Mail
                var body: some View {
                    HStack {
                        Text(mail.subject)
                        Button("Archive") { archive(mail) }
                    }
                    .gesture(DragGesture().onEnded { value in if value.translation.width < -80 { archive(mail) } })
                }
                func archive(_ mail: Mail) {}
            }
            """),
        // An accessibility action offers the swipe's work.
        RuleExample("""
            struct CardStack: View {
                @State private var index = 0
                var body: some View {
                    Card(number: index)
                        .gesture(DragGesture().onEnded { _ in index += 1 })
                        .accessibilityAction(named: "Next card") { index += 1 }
                }
            }
            """),
        // A stepper changes the same value the pinch changes.
        RuleExample("""
            struct ChartZoom: View {
                @State private var days = 7
                var body: some View {
                    VStack {
                        Chart(days: days).gesture(MagnificationGesture().onEnded { amount in days = amount > 1 ? 7 : 30 })
                        Stepper("Days: \\(days)", value: $days, in: 1...90)
                    }
                }
            }
            """),
        // A UIKit swipe that a button's target also runs.
        RuleExample("""
            final class PhotoViewController: UIViewController {
                private let nextButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(showNext)))
                    nextButton.addTarget(self, action: #selector(showNext), for: .touchUpInside)
                }
                @objc private func showNext() { loadPhoto(at: index + 1) }
            }
            """),
        // A pan that closes a card whose screen handles the escape gesture.
        RuleExample("""
            final class CardViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
                }
                @objc private func pan(_ recognizer: UIPanGestureRecognizer) {
                    if recognizer.translation(in: view).y > 120 { dismiss(animated: true) }
                }
                override func accessibilityPerformEscape() -> Bool { dismiss(animated: true); return true }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        // A drag that reads how far the finger went: a swipe to the next channel, with no button for it.
        RuleExample("""
            struct SwipeToNextChannel: ViewModifier {
                let remote: RemoteLink
                func body(content: Content) -> some View {
                    content.↓simultaneousGesture(
                        DragGesture(minimumDistance: 0)
                            .onEnded { drag in
                                if drag.translation.width < -80 { remote.nextChannel() }
                            }
                    )
                }
            }
            """),
        // The same swipe through a selector constant, on a screen with no back button: a question for a reviewer.
        RuleExample("""
            final class CheckoutViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.hidesBackButton = true
                    let swipe = ↓UIScreenEdgePanGestureRecognizer(target: self, action: .swiped)
                    swipe.edges = .left
                    view.addGestureRecognizer(swipe)
                }
                @objc func swiped(_ sender: UIGestureRecognizer) {
                    if sender.state == .ended { stepBack() }
                }
                @objc func stepBack() { presenter.previousStep() }
            }
            fileprivate extension Selector {
                static let swiped = #selector(CheckoutViewController.swiped(_:))
            }
            """),
        // The same drag back with the navigation bar hidden: no back button does it.
        RuleExample("""
            final class FullBleedNavigationController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setNavigationBarHidden(true, animated: false)
                    view.addGestureRecognizer(↓UIPanGestureRecognizer(target: self, action: #selector(slideBack(_:))))
                }
                @objc private func slideBack(_ pan: UIPanGestureRecognizer) {
                    if pan.state == .began { popViewController(animated: true) }
                }
            }
            """),
        // A long press that runs the app's work loop now, or asks for a custom server: actions a user starts.
        RuleExample("""
            final class StatusViewController: UIViewController {
                @IBOutlet var statusView: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    statusView.addGestureRecognizer(↓UILongPressGestureRecognizer(target: self, action: #selector(pressed)))
                }
                @objc func pressed(_ gesture: UILongPressGestureRecognizer) {
                    guard gesture.state == .began else { return }
                    askForCustomServer()
                }
                func askForCustomServer() {}
            }
            """),
        // A button calls the same function for something else (another sheet), and another row of the screen
        // offers actions of its own: neither reaches what the long press opens.
        RuleExample("""
            struct Dashboard: View {
                @StateObject var router = SheetRouter()
                var body: some View {
                    List {
                        SensorCard()
                            .↓onLongPressGesture { router.showSheet(for: .snooze) }
                        Button("Add entry") { router.showSheet(for: .newEntry) }
                        Text("Last sync").swipeActions { Button("Sync") { router.sync() } }
                    }
                }
            }
            """),
        // Swiping a row away is the only way to delete it.
        RuleExample("""
            struct ReminderRow: View {
                let reminder: Reminder
                var body: some View {
                    Text(reminder.title)
                        .↓gesture(DragGesture().onEnded { value in
                            if value.translation.width < -100 { deleteReminder(reminder) }
                        })
                }
                func deleteReminder(_ reminder: Reminder) {}
            }
            """),
        // Pinching switches the layout, and nothing else does.
        RuleExample("""
            struct GalleryGrid: View {
                @State private var columns = 3
                var body: some View {
                    Grid(columns: columns)
                        .↓simultaneousGesture(MagnificationGesture().onEnded { amount in columns = amount > 1 ? 2 : 4 })
                }
            }
            """),
        // A long press is reachable with VoiceOver, but few find it: a result to review.
        RuleExample("""
            struct Note: View {
                @State private var pinned = false
                var body: some View {
                    Text("Groceries").↓onLongPressGesture { pinned.toggle() }
                }
            }
            """),
        // A UIKit swipe to the next page with no button and no scroll handler.
        RuleExample("""
            final class StoryViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let swipe = ↓UISwipeGestureRecognizer(target: self, action: #selector(nextStory))
                    view.addGestureRecognizer(swipe)
                }
                @objc private func nextStory() { openStory(after: current) }
            }
            """),
    ]
}
