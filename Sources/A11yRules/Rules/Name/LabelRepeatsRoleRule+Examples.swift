import A11yCore
import A11yRuleKit

/// The examples that specify `LabelRepeatsRoleRule`: code that must stay quiet, and code with `↓` where each
/// finding lands. `RuleExampleTests` runs them all.
extension LabelRepeatsRoleRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // The role word is what the action clears, not what the element is.
        RuleExample("""
            struct AvatarEditor: View {
                @Binding var picked: UIImage?
                var body: some View {
                    Button("Clear image", role: .destructive) { picked = nil }
                }
            }
            """),
        RuleExample("""
            struct Toolbar: View {
                var body: some View { Button("Close") { } }
            }
            """),
        // The word names what the action makes or where it goes, not the element: the object of a phrase.
        RuleExample("""
            struct FeedMenu: View {
                var body: some View {
                    Menu("Feed") {
                        Button("Pin this feed as tab") { }
                        Button("Keep the feed in a new tab") { }
                    }
                }
            }
            """),
        // The word is the object of the action.
        RuleExample("""
            struct Composer: View {
                var body: some View {
                    Button { } label: { Image(systemName: "photo") }
                        .accessibilityLabel("Add image")
                }
            }
            """),
        RuleExample("""
            final class ArticleViewController: UIViewController {
                private let copyButton = UIButton(type: .system)
                func build() { copyButton.setTitle("Copy link", for: .normal) }
            }
            """),
        // A key, not the text VoiceOver reads.
        RuleExample("""
            struct ShareAction: View {
                var body: some View {
                    Image(systemName: "square.and.arrow.up").accessibilityLabel("share.button")
                }
            }
            """),
        // A single word is the whole name.
        RuleExample("""
            struct LinksTab: View {
                var body: some View { NavigationLink("Link") { Text("Links") } }
            }
            """),
        RuleExample("""
            final class AvatarView: UIView {
                func configure(name: String) { accessibilityLabel = name }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            struct Toolbar: View {
                var body: some View { Button(↓"Close button") { } }
            }
            """),
        RuleExample("""
            struct Header: View {
                var body: some View {
                    Image("portrait").accessibilityLabel(↓"Profile picture")
                }
            }
            """),
        RuleExample("""
            final class PlayerBar: UIView {
                private let playButton = UIButton(type: .system)
                func build() {
                    playButton.accessibilityLabel = NSLocalizedString(↓"Play button", comment: "")
                }
            }
            """),
        RuleExample("""
            final class HelpViewController: UIViewController {
                private let faqButton = UIButton(type: .system)
                func build() { faqButton.setTitle(↓"FAQ link", for: .normal) }
            }
            """),
    ]
}
