import A11yCore
import A11yRuleKit

/// The examples that specify `AlertMissingTitleRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension AlertMissingTitleRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // The app's own initializer decides the title from the error.
        RuleExample("""
            final class UploadViewController: UIViewController {
                func showFailure(_ error: Error) {
                    let alert = UIAlertController(for: error, title: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            """),
        RuleExample("""
            struct Cart: View {
                @State private var confirmEmpty = false
                var body: some View {
                    Items()
                        .alert("Empty your cart?", isPresented: $confirmEmpty) {
                            Button("Empty", role: .destructive) {}
                        } message: {
                            Text("Every item will be removed.")
                        }
                }
            }
            """),
        RuleExample("""
            struct Cart: View {
                let failure: CheckoutFailure?
                @State private var showFailure = false
                var body: some View {
                    Items()
                        .alert(failure?.title ?? "Payment failed", isPresented: $showFailure) {}
                }
            }
            """),
        RuleExample("""
            struct Photos: View {
                @State private var confirmDelete = false
                var body: some View {
                    Grid()
                        .confirmationDialog("", isPresented: $confirmDelete, titleVisibility: .hidden) {
                            Button("Delete photo", role: .destructive) {}
                        }
                }
            }
            """),
        // An action sheet given a message later: VoiceOver says what the choices are about.
        RuleExample("""
            final class PhotoViewController: UIViewController {
                func share() {
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.message = "Export this photo"
                    sheet.addAction(UIAlertAction(title: "Save to Files", style: .default))
                    present(sheet, animated: true)
                }
            }
            """),
        RuleExample("""
            final class PhotoViewController: UIViewController {
                func confirmDelete() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.title = NSLocalizedString("delete.title", comment: "")
                    present(alert, animated: true)
                }
            }
            """),
        RuleExample("""
            func show(_ error: Error, from controller: UIViewController) {
                let alert = UIAlertController(title: error.localizedTitle, message: error.localizedDescription, preferredStyle: .alert)
                controller.present(alert, animated: true)
            }
            """),
        RuleExample("""
            struct Legacy: View {
                @State private var warn = false
                var body: some View {
                    Form {}
                        .alert(isPresented: $warn) {
                            Alert(title: Text("Unsaved changes"), dismissButton: .default(Text("OK")))
                        }
                }
            }
            """),
        // The message is read as the alert opens: it names the alert (require_title: true reports these).
        RuleExample("""
            struct Cart: View {
                @State private var confirmEmpty = false
                var body: some View {
                    Items()
                        .alert(Text(""), isPresented: $confirmEmpty) {
                            Button("Empty", role: .destructive) {}
                        } message: {
                            Text("Every item will be removed.")
                        }
                }
            }
            """),
        RuleExample("""
            final class PhotoViewController: UIViewController {
                func confirmDelete() {
                    let alert = UIAlertController(title: "", message: "The photo will be removed from every album.", preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        // An action sheet with neither a title nor a message (a review item: its choices may explain themselves).
        RuleExample("""
            final class TrackViewController: UIViewController {
                func showOptions() {
                    let sheet = ↓UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Remove", style: .destructive))
                    present(sheet, animated: true)
                }
            }
            """),
        RuleExample("""
            final class TagsViewController: UIViewController {
                func show(_ error: Error) {
                    let alert = ↓UIAlertController(title: nil, message: error.localizedDescription, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                }
            }
            """),
        RuleExample("""
            struct Cart: View {
                @State private var confirmEmpty = false
                var body: some View {
                    Items()
                        .↓alert("", isPresented: $confirmEmpty) {
                            Button("Empty", role: .destructive) {}
                        }
                }
            }
            """),
        RuleExample("""
            struct Legacy: View {
                @State private var warn = false
                var body: some View {
                    Form {}
                        .alert(isPresented: $warn) {
                            ↓Alert(title: Text(" "), dismissButton: .default(Text("OK")))
                        }
                }
            }
            """),
        RuleExample("""
            final class PhotoViewController: UIViewController {
                func confirmDelete() {
                    let alert = ↓UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    present(alert, animated: true)
                }
            }
            """),
    ]
}
