import A11yCore
import A11yRuleKit

/// The examples that specify `AccessibilityLabelEmptyRule`: code that must stay quiet, and code with `↓` where
/// each finding lands. `RuleExampleTests` runs them all.
extension AccessibilityLabelEmptyRule {
    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            struct Divider: View {
                var body: some View { Image("wave").accessibilityLabel("").accessibilityHidden(true) }
            }
            """),
        // The button reads its own text; the empty label only silences the picture inside it.
        RuleExample("""
            struct SaveButton: View {
                var body: some View {
                    Button { } label: {
                        Image("disk").accessibilityLabel("")
                        Text("Save")
                    }
                }
            }
            """),
        RuleExample("""
            struct BadgeRow: View {
                var body: some View {
                    HStack {
                        Image("medal").accessibilityLabel("")
                        Text("Gold member")
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
        // A label from a variable may hold words.
        RuleExample("""
            struct Avatar: View {
                let name: String
                var body: some View { Image("person").accessibilityLabel(name) }
            }
            """),
        RuleExample("""
            final class BannerView: UIView {
                private let logo = UIImageView()
                func build() {
                    logo.accessibilityLabel = ""
                    addSubview(logo)
                }
            }
            """),
        RuleExample("""
            final class StatsCell: UITableViewCell {
                private let trendLabel = UILabel()
                func build() {
                    trendLabel.isAccessibilityElement = false
                    trendLabel.accessibilityLabel = ""
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            struct RatingBadge: View {
                var body: some View {
                    HStack {
                        Image("star")↓.accessibilityLabel("")
                        Text("4.8")
                    }
                }
            }
            """),
        RuleExample("""
            struct CloseChip: View {
                var body: some View {
                    Image(systemName: "xmark.circle")
                        .onTapGesture { }
                        ↓.accessibilityLabel(Text(""))
                }
            }
            """),
        RuleExample("""
            final class PlayerBar: UIView {
                private let playButton = UIButton(type: .system)
                func build() {
                    ↓playButton.accessibilityLabel = ""
                    addSubview(playButton)
                }
            }
            """),
    ]
}
