import A11yCore
import A11yRuleKit

/// The examples that specify `ReduceMotionIgnoredRule`: code that must stay quiet, and code with `↓` where
/// each finding lands. `RuleExampleTests` runs them all.
extension ReduceMotionIgnoredRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // A looping animation kept in a property and used by views that only fade: dots pulsing beside a status.
        RuleExample("""
            struct StatusDots: View {
                @State private var level = 0.4
                @State private var running = false
                var pulse: Animation { .easeInOut(duration: 0.5).repeatForever(autoreverses: true) }
                var body: some View {
                    HStack {
                        Circle().opacity(level).animation(pulse, value: running)
                        Circle().opacity(level).animation(pulse.delay(0.25), value: running)
                    }
                    .onAppear { withAnimation { level = 1; running = true } }
                }
            }
            """),
        // The animated skeleton only when Reduce Motion is off; a still one otherwise.
        RuleExample("""
            final class ArtistHeaderView: UIView {
                func showLoading() {
                    avatarView.isSkeletonable = true
                    if UIAccessibility.isReduceMotionEnabled {
                        avatarView.showSkeleton()
                    } else {
                        avatarView.showAnimatedGradientSkeleton()
                    }
                }
            }
            """),
        // A guard earlier in the function leaves when motion is unwelcome (through the app's own flag).
        RuleExample("""
            final class EmptyInboxCell: UICollectionViewCell {
                let badge = UILabel()
                func startBouncing() {
                    guard motionIsWelcome else { return }
                    let bounce = CABasicAnimation(keyPath: "transform.translation.y")
                    bounce.toValue = -10
                    bounce.repeatCount = .greatestFiniteMagnitude
                    bounce.autoreverses = true
                    badge.layer.add(bounce, forKey: "bounce")
                }
            }
            """),
        // The view reads the setting and loops only when motion is allowed.
        RuleExample("""
            struct RecordBadge: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var beating = false
                var body: some View {
                    Circle()
                        .scaleEffect(beating ? 1.15 : 1)
                        .onAppear {
                            guard !reduceMotion else { return }
                            withAnimation(.easeInOut(duration: 0.8).repeatForever()) { beating = true }
                        }
                }
            }
            """),
        // A fade in place: nothing moves.
        RuleExample("""
            struct LiveDot: View {
                @State private var dimmed = false
                var body: some View {
                    Circle()
                        .fill(.red)
                        .opacity(dimmed ? 0.3 : 1)
                        .onAppear {
                            withAnimation(.easeInOut(duration: 1).repeatForever()) { dimmed.toggle() }
                        }
                }
            }
            """),
        // A progress indicator, named as one.
        RuleExample("""
            struct LoadingDots: View {
                @State private var phase = false
                var body: some View {
                    HStack { ForEach(0..<3) { _ in Circle().frame(width: 6, height: 6) } }
                        .offset(y: phase ? -3 : 3)
                        .animation(.easeInOut(duration: 0.4).repeatForever(), value: phase)
                }
            }
            """),
        // A full turn repeated without reversing: an activity spinner.
        RuleExample("""
            struct SyncBadge: View {
                @State private var turning = false
                var body: some View {
                    Image(systemName: "arrow.triangle.2.circlepath")
                        .rotationEffect(.degrees(turning ? 360 : 0))
                        .onAppear {
                            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { turning = true }
                        }
                }
            }
            """),
        // The value passed in says whether motion is wanted.
        RuleExample("""
            struct WaveHeader: View {
                let allowsMotion: Bool
                @State private var shift = false
                var body: some View {
                    Capsule()
                        .offset(x: shift ? 40 : -40)
                        .animation(allowsMotion ? .easeInOut(duration: 2).repeatForever() : nil, value: shift)
                }
            }
            """),
        // UIKit: an endless pulse of opacity only.
        RuleExample("""
            final class RecordingIndicatorView: UIView {
                func blink() {
                    UIView.animate(withDuration: 0.6, delay: 0, options: [.repeat, .autoreverse]) {
                        self.alpha = 0.2
                    }
                }
            }
            """),
        // UIKit: the type checks the setting before it starts the loop.
        RuleExample("""
            final class CoachMarkView: UIView {
                private let arrow = UIImageView()
                func start() {
                    guard !UIAccessibility.isReduceMotionEnabled else { return }
                    UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse]) {
                        self.arrow.transform = CGAffineTransform(translationX: 0, y: 8)
                    }
                }
            }
            """),
        // The setting is read in an extension in another file.
        RuleExample("""
            final class HintBubble: UIView {
                func bounce() {
                    UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse]) {
                        self.transform = CGAffineTransform(translationX: 0, y: -6)
                    }
                }
            }
            """, context: ["""
            extension HintBubble {
                var shouldAnimate: Bool { !UIAccessibility.isReduceMotionEnabled }
            }
            """]),
        // An endless colour change on a layer.
        RuleExample("""
            final class GlowButton: UIButton {
                func glow() {
                    let glow = CABasicAnimation(keyPath: "shadowOpacity")
                    glow.fromValue = 0.2
                    glow.toValue = 0.8
                    glow.repeatCount = .infinity
                    layer.add(glow, forKey: "glow")
                }
            }
            """),
        // A bounded repeat ends by itself.
        RuleExample("""
            final class FavouriteButton: UIButton {
                func celebrate() {
                    let pop = CABasicAnimation(keyPath: "transform.scale")
                    pop.toValue = 1.3
                    pop.repeatCount = 2
                    layer.add(pop, forKey: "pop")
                }
            }
            """),
        // SpriteKit actions are game content, not view animation.
        RuleExample("""
            final class BoardScene: SKScene {
                func idle(_ node: SKNode) {
                    node.run(SKAction.repeatForever(SKAction.rotate(byAngle: .pi, duration: 2)))
                }
            }
            """),
        // A helper that reads the setting decides.
        RuleExample("""
            struct StarField: View {
                @State private var drift = false
                var body: some View {
                    Image("stars")
                        .offset(y: drift ? 20 : 0)
                        .onAppear { animateUnlessReduced(.linear(duration: 8).repeatForever()) { drift = true } }
                }
            }
            """, context: ["""
            func animateUnlessReduced(_ animation: Animation, _ change: () -> Void) {
                if UIAccessibility.isReduceMotionEnabled { change() } else { withAnimation(animation, change) }
            }
            """]),
    ]

    static let triggeringExamples: [RuleExample] = [
        // An observable model's published value, read by the view that turns with it.
        RuleExample("""
            final class OrbitModel: ObservableObject {
                @Published var angle: Double = 0
                func start() {
                    withAnimation(.linear(duration: 8).↓repeatForever(autoreverses: false)) { self.angle = 360 }
                }
            }
            struct OrbitView: View {
                @StateObject private var model = OrbitModel()
                var body: some View { Circle().frame(width: 80, height: 80).rotationEffect(.degrees(model.angle)).onAppear { model.start() } }
            }
            """),
        // Two loops started together: `sweep` is read by no view, so its loop moves nothing; `wobble` is handed to a
        // badge that scales with it.
        RuleExample("""
            struct PromoCard: View {
                @State private var sweep: CGFloat = 0
                @State private var wobble = false
                var body: some View {
                    VStack {
                        Text("Ticket sale").padding()
                        Badge(isOn: $wobble)
                    }
                    .onAppear {
                        withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { sweep = 1 }
                        withAnimation(.easeInOut(duration: 1).↓repeatForever()) { wobble.toggle() }
                    }
                }
            }
            struct Badge: View { @Binding var isOn: Bool; var body: some View { Circle().scaleEffect(isOn ? 1.2 : 1) } }
            """),
        // The same kept animation used by a view that grows and shrinks.
        RuleExample("""
            struct StatusDots: View {
                @State private var size = 0.6
                @State private var running = false
                var pulse: Animation { .easeInOut(duration: 0.5).↓repeatForever(autoreverses: true) }
                var body: some View {
                    Circle().scaleEffect(size).animation(pulse, value: running)
                        .onAppear { withAnimation { size = 1; running = true } }
                }
            }
            """),
        // SkeletonView's animated skeleton loops over the view until the app hides it, and the library never reads
        // Reduce Motion (a review item, like the app's own shimmers).
        RuleExample("""
            final class ArtistHeaderView: UIView {
                func showLoading() {
                    avatarView.isSkeletonable = true
                    avatarView.↓showAnimatedGradientSkeleton()
                }
            }
            """),
        // A shimmer swept over skeleton rows for as long as loading lasts: a review item (a spinner would be quiet).
        RuleExample("""
            final class SkeletonRowView: UIView {
                private let highlight = CAGradientLayer()
                func startShimmer() {
                    let sweep = CABasicAnimation(keyPath: "locations")
                    sweep.fromValue = [-1, -0.5, 0]
                    sweep.toValue = [1, 1.5, 2]
                    ↓sweep.repeatCount = .infinity
                    highlight.add(sweep, forKey: "sweep")
                }
            }
            """),
        // A pulse that scales forever.
        RuleExample("""
            struct RecordBadge: View {
                @State private var beating = false
                var body: some View {
                    Circle()
                        .scaleEffect(beating ? 1.15 : 1)
                        .onAppear {
                            withAnimation(.easeInOut(duration: 0.8).↓repeatForever()) { beating = true }
                        }
                }
            }
            """),
        // A marquee that scrolls its text forever.
        RuleExample("""
            struct TickerText: View {
                let text: String
                @State private var scrolled = false
                var body: some View {
                    Text(text)
                        .offset(x: scrolled ? -300 : 300)
                        .animation(.linear(duration: 6).↓repeatForever(autoreverses: false), value: scrolled)
                        .onAppear { scrolled = true }
                }
            }
            """),
        // A helper that does not read the setting.
        RuleExample("""
            struct StarField: View {
                @State private var drift = false
                var body: some View {
                    Image("stars")
                        .offset(y: drift ? 20 : 0)
                        .onAppear { animateGently(.linear(duration: 8).↓repeatForever()) { drift = true } }
                }
            }
            """, context: ["""
            func animateGently(_ animation: Animation, _ change: () -> Void) {
                withAnimation(animation, change)
            }
            """]),
        // UIKit: a bouncing arrow.
        RuleExample("""
            final class CoachMarkView: UIView {
                private let arrow = UIImageView()
                func start() {
                    UIView.animate(withDuration: 0.5, delay: 0, options: [.↓repeat, .autoreverse]) {
                        self.arrow.transform = CGAffineTransform(translationX: 0, y: 8)
                    }
                }
            }
            """),
        // An endless floating layer.
        RuleExample("""
            final class BalloonView: UIView {
                func float() {
                    let bob = CABasicAnimation(keyPath: "position.y")
                    bob.byValue = 12
                    bob.autoreverses = true
                    ↓bob.repeatCount = .infinity
                    layer.add(bob, forKey: "bob")
                }
            }
            """),
        // A looping Lottie illustration.
        RuleExample("""
            final class WelcomeViewController: UIViewController {
                private let heroAnimation = LottieAnimationView(name: "welcome")
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    ↓heroAnimation.loopMode = .loop
                    heroAnimation.play()
                }
            }
            """),
    ]
}
