import A11yCore
import A11yRuleKit

/// The examples that specify `DisabledStateNotAnnouncedRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension DisabledStateNotAnnouncedRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // The same animation, with the button disabled as it fades; and a fade in the branch where touches stay on.
        RuleExample("""
            final class PrimaryButtonView: UIView {
                private let button = UIButton(type: .system)
                private let badge = UIImageView()
                func setAvailable(_ available: Bool) {
                    UIView.animate(withDuration: 0.25, animations: {
                        self.button.alpha = available ? 1.0 : 0.2
                    }, completion: { _ in
                        self.button.isUserInteractionEnabled = available
                        self.button.isEnabled = available
                    })
                }
                func setHighlighted(_ highlighted: Bool) {
                    if highlighted {
                        badge.alpha = 0.6
                    } else {
                        badge.alpha = 1.0
                    }
                    badge.isUserInteractionEnabled = highlighted
                }
            }
            """),
        RuleExample("""
            struct Checkout: View {
                let isValid: Bool
                var body: some View {
                    Button("Pay now") { pay() }
                        .opacity(isValid ? 1 : 0.5)
                        .disabled(!isValid)
                }
            }
            """),
        RuleExample("""
            struct Checkout: View {
                var body: some View {
                    Image("watermark")
                        .opacity(0.2)
                        .allowsHitTesting(false)
                }
            }
            """),
        RuleExample("""
            struct Checkout: View {
                let isLoading: Bool
                var body: some View {
                    ZStack {
                        Form { PaymentFields() }
                        LoadingOverlay()
                            .opacity(isLoading ? 1 : 0)
                            .allowsHitTesting(isLoading)
                    }
                }
            }
            """),
        RuleExample("""
            struct Checkout: View {
                let isLoading: Bool
                var body: some View {
                    VStack {
                        PayButton()
                            .opacity(isLoading ? 0.5 : 1)
                            .allowsHitTesting(!isLoading)
                    }
                    .disabled(isLoading)
                }
            }
            """),
        RuleExample("""
            final class CheckoutViewController: UIViewController {
                private let payButton = UIButton(type: .system)
                func update(valid: Bool) {
                    payButton.isEnabled = valid
                    payButton.alpha = valid ? 1 : 0.5
                }
            }
            """),
        RuleExample("""
            final class CheckoutViewController: UIViewController {
                private let hint = HintView()
                func showHint() {
                    hint.isUserInteractionEnabled = false
                    hint.alpha = 0
                    UIView.animate(withDuration: 0.3) { self.hint.alpha = 1 }
                }
            }
            """),
        RuleExample("""
            final class CouponCard: UIView {
                func setAvailable(_ available: Bool) {
                    isUserInteractionEnabled = available
                    alpha = available ? 1 : 0.4
                    if available { accessibilityTraits.remove(.notEnabled) } else { accessibilityTraits.insert(.notEnabled) }
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        // The fade runs in an animation and touches are turned off when it completes: the button looks disabled,
        // and VoiceOver still calls it available.
        RuleExample("""
            final class PrimaryButtonView: UIView {
                private let button = UIButton(type: .system)
                func setAvailable(_ available: Bool) {
                    UIView.animate(withDuration: 0.25, animations: {
                        if available {
                            self.button.alpha = 1.0
                        } else {
                            self.button.alpha = 0.2
                        }
                    }, completion: { _ in
                        self.button.↓isUserInteractionEnabled = available
                    })
                }
            }
            final class SmallActionView: UIView {
                private let button = UIButton(type: .system)
                func setAvailable(_ available: Bool) {
                    UIView.animate(withDuration: 0.25) {
                        self.alpha = available ? 1 : 0.3
                    }
                    button.↓isUserInteractionEnabled = available
                }
            }
            """),
        // Faded and inert under one compound test, written once plainly and once negated.
        RuleExample("""
            final class LibraryViewController: UITableViewController {
                let filterButton = UIButton(type: .system)
                func refreshControls() {
                    filterButton.↓isUserInteractionEnabled = books.count != 0 || isSearching
                    filterButton.alpha = !(books.count != 0 || isSearching) ? CGFloat(0.5) : CGFloat(1.0)
                }
            }
            """),
        RuleExample("""
            struct Checkout: View {
                let isValid: Bool
                var body: some View {
                    Button("Pay now") { pay() }
                        .opacity(isValid ? 1 : 0.5)
                        .↓allowsHitTesting(isValid)
                }
            }
            """),
        RuleExample("""
            struct Checkout: View {
                let isLoading: Bool
                var body: some View {
                    Form { PaymentFields() }
                        .↓allowsHitTesting(!isLoading)
                        .opacity(isLoading ? 0.4 : 1.0)
                }
            }
            """),
        RuleExample("""
            final class CheckoutViewController: UIViewController {
                private let payButton = UIButton(type: .system)
                func lock() {
                    payButton.↓isUserInteractionEnabled = false
                    payButton.alpha = 0.5
                }
            }
            """),
        RuleExample("""
            final class CouponCard: UIView {
                func setAvailable(_ available: Bool) {
                    ↓isUserInteractionEnabled = available
                    UIView.animate(withDuration: 0.2) {
                        self.alpha = available ? 1 : 0.4
                    }
                }
            }
            """),
    ]
}

extension DisabledStateNotAnnouncedRule {
    static let corrections: [RuleCorrection] = [
        RuleCorrection(
            """
            final class CouponCard: UIView {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    isAccessibilityElement = true
                }
                func setAvailable(_ available: Bool) {
                    isUserInteractionEnabled = available
                    alpha = available ? 1 : 0.4
                }
            }
            """,
            """
            final class CouponCard: UIView {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    isAccessibilityElement = true
                }
                func setAvailable(_ available: Bool) {
                    isUserInteractionEnabled = available
                    accessibilityTraits = available ? accessibilityTraits.subtracting(.notEnabled) : accessibilityTraits.union(.notEnabled)
                    alpha = available ? 1 : 0.4
                }
            }
            """),
        RuleCorrection(
            """
            final class RewardsViewController: UIViewController {
                private let badgeView = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    badgeView.isAccessibilityElement = true
                    badgeView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openRewards)))
                }
                func expire() {
                    badgeView.isUserInteractionEnabled = false
                    badgeView.alpha = 0.5
                }
                @objc private func openRewards() {}
            }
            """,
            """
            final class RewardsViewController: UIViewController {
                private let badgeView = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    badgeView.isAccessibilityElement = true
                    badgeView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openRewards)))
                }
                func expire() {
                    badgeView.isUserInteractionEnabled = false
                    badgeView.accessibilityTraits.insert(.notEnabled)
                    badgeView.alpha = 0.5
                }
                @objc private func openRewards() {}
            }
            """),
    ]
}
