import A11yCore
import A11yRuleKit

/// The examples that specify `InteractiveElementHiddenRule`: code that must stay quiet, and code with `↓` where
/// each finding lands. `RuleExampleTests` runs them all.
extension InteractiveElementHiddenRule {
    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            struct Hero: View {
                var body: some View { Image("hills").accessibilityHidden(true) }
            }
            """),
        // A condition hides the control only while it cannot be used.
        RuleExample("""
            struct Player: View {
                @Binding var isCollapsed: Bool
                var body: some View { Button("Next track") { }.accessibilityHidden(isCollapsed) }
            }
            """),
        // The row is one element, and offers the hidden button's action.
        RuleExample("""
            struct MessageRow: View {
                var body: some View {
                    HStack {
                        Text("New invoice")
                        Button("Archive") { }.accessibilityHidden(true)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAction(named: "Archive") { }
                }
            }
            """),
        RuleExample("""
            struct PhotoCard: View {
                var body: some View {
                    VStack {
                        Image("beach")
                        Button("Like") { }.accessibilityHidden(true)
                    }
                    .accessibilityAction(named: "Like") { }
                }
            }
            """),
        // The whole row runs the same tap, and VoiceOver activates the row's text.
        RuleExample("""
            struct SpoilerRow: View {
                @State private var isOpen = false
                var body: some View {
                    HStack {
                        Text("Show spoiler")
                        Button { isOpen.toggle() } label: { Image(systemName: "chevron.down") }.accessibilityHidden(true)
                    }
                    .onTapGesture { isOpen.toggle() }
                }
            }
            """),
        RuleExample("""
            final class RenameCell: UITableViewCell {
                private let nameField = UITextField()
                func build() { nameField.isAccessibilityElement = false }
                override var accessibilityLabel: String? {
                    get { nameField.text }
                    set {}
                }
            }
            """),
        RuleExample("""
            struct Chip: View {
                var body: some View { Button("Remove") { }.accessibilityHidden(false) }
            }
            """),
        RuleExample("""
            final class TrackCell: UITableViewCell {
                private let likeButton = UIButton(type: .system)
                func configure() {
                    likeButton.isAccessibilityElement = false
                    accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Like") { _ in true }]
                }
            }
            """),
        RuleExample("""
            final class HeaderView: UIView {
                private let artwork = UIImageView()
                func build() { artwork.isAccessibilityElement = false }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        Button("Undo") { }↓.accessibilityHidden(true)
                        Button("Redo") { }
                    }
                }
            }
            """),
        RuleExample("""
            struct Banner: View {
                var body: some View {
                    Text("Update available")
                        .onTapGesture { }
                        ↓.accessibilityHidden(true)
                }
            }
            """),
        RuleExample("""
            final class ComposerView: UIView {
                private let sendButton = UIButton(type: .system)
                func build() {
                    ↓sendButton.isAccessibilityElement = false
                    addSubview(sendButton)
                }
            }
            """),
    ]
}
