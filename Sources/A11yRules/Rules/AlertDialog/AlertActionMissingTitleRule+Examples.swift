import A11yCore
import A11yRuleKit

/// The examples that specify `AlertActionMissingTitleRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension AlertActionMissingTitleRule {
    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            struct Draft: View {
                @State private var confirmDiscard = false
                var body: some View {
                    Editor()
                        .alert("Discard this draft?", isPresented: $confirmDiscard) {
                            Button("Discard", role: .destructive) {}
                            Button("Keep editing", role: .cancel) {}
                        }
                }
            }
            """),
        RuleExample("""
            struct Draft: View {
                @State private var confirmDiscard = false
                var body: some View {
                    Editor()
                        .confirmationDialog("Discard this draft?", isPresented: $confirmDiscard) {
                            Button(role: .destructive) { discard() } label: {
                                Label("Discard", systemImage: "trash")
                            }
                            Button(role: .cancel) {}
                        }
                }
            }
            """),
        RuleExample("""
            struct Draft: View {
                let versions: [Version]
                @State private var choose = false
                var body: some View {
                    Editor()
                        .confirmationDialog("Restore a version", isPresented: $choose) {
                            ForEach(versions) { version in
                                Button(version.name) { restore(version) }
                            }
                        }
                }
            }
            """),
        RuleExample("""
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        Button(action: share) { Image(systemName: "square.and.arrow.up") }
                            .accessibilityLabel("Share")
                    }
                }
            }
            """),
        RuleExample("""
            final class DraftViewController: UIViewController {
                func confirmDiscard() {
                    let alert = UIAlertController(title: "Discard this draft?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in self.discard() })
                    alert.addAction(UIAlertAction(title: NSLocalizedString("keep", comment: ""), style: .cancel))
                    present(alert, animated: true)
                }
            }
            """),
        RuleExample("""
            struct Legacy: View {
                @State private var warn = false
                var body: some View {
                    Form {}
                        .alert(isPresented: $warn) {
                            Alert(title: Text("Unsaved changes"), primaryButton: .destructive(Text("Discard")), secondaryButton: .cancel())
                        }
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            struct Draft: View {
                @State private var confirmDiscard = false
                var body: some View {
                    Editor()
                        .alert("Discard this draft?", isPresented: $confirmDiscard) {
                            ↓Button("", role: .destructive) {}
                            Button("Keep editing", role: .cancel) {}
                        }
                }
            }
            """),
        RuleExample("""
            struct Draft: View {
                @State private var confirmDiscard = false
                var body: some View {
                    Editor()
                        .confirmationDialog("Discard this draft?", isPresented: $confirmDiscard) {
                            ↓Button(role: .destructive) { discard() } label: {
                                Image(systemName: "trash")
                            }
                            ↓Button(action: {}) {
                                Image("keep-icon")
                            }
                        }
                }
            }
            """),
        RuleExample("""
            final class DraftViewController: UIViewController {
                func confirmDiscard() {
                    let alert = UIAlertController(title: "Discard this draft?", message: nil, preferredStyle: .alert)
                    alert.addAction(↓UIAlertAction(title: nil, style: .destructive) { _ in self.discard() })
                    alert.addAction(↓UIAlertAction(title: "", style: .cancel))
                    present(alert, animated: true)
                }
            }
            """),
        RuleExample("""
            struct Legacy: View {
                @State private var warn = false
                var body: some View {
                    Form {}
                        .alert(isPresented: $warn) {
                            Alert(title: Text("Unsaved changes"), primaryButton: ↓.destructive(Text("")), secondaryButton: .cancel())
                        }
                }
            }
            """),
    ]
}
