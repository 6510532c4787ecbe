import A11yCore
import A11yRuleKit

/// The examples that specify `CustomModalFocusNotReturnedRule`: code that must stay quiet, and code with `↓`
/// where each finding lands. `RuleExampleTests` runs them all.
extension CustomModalFocusNotReturnedRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // The opener's focus state is set again when the panel closes.
        RuleExample("""
            struct Wallet: View {
                @State private var showingCards = false
                @AccessibilityFocusState private var cardsButtonFocused: Bool
                var body: some View {
                    ZStack {
                        VStack {
                            Button("Cards") { showingCards = true }.accessibilityFocused($cardsButtonFocused)
                        }
                        if showingCards {
                            Color.black.opacity(0.4)
                            CardPickerPanel(onClose: {
                                showingCards = false
                                cardsButtonFocused = true
                            })
                        }
                    }
                }
            }
            """),
        // Opened from elsewhere through a binding: the opener is not on this screen.
        RuleExample("""
            struct ReceiptOverlay: View {
                @Binding var showingReceipt: Bool
                var body: some View {
                    ZStack {
                        Summary()
                        if showingReceipt {
                            Color.black.opacity(0.4)
                            ReceiptDialog(isPresented: $showingReceipt)
                        }
                    }
                }
            }
            """),
        // A layout-changed post naming the opener when the flag goes back.
        RuleExample("""
            struct Tickets: View {
                @State private var filtering = false
                var body: some View {
                    ZStack {
                        Button("Filter") { filtering = true }
                        if filtering {
                            Color.black.opacity(0.4)
                            FilterSheetDialog(isPresented: $filtering)
                        }
                    }
                    .onChange(of: filtering) { _, shown in
                        if !shown { UIAccessibility.post(notification: .layoutChanged, argument: filterButtonElement) }
                    }
                }
            }
            """),
        // A UIKit dialog removed by its screen, which then hands focus back to the button that opened it.
        RuleExample("""
            final class TransferViewController: UIViewController {
                private let confirmDialog = ConfirmTransferDialog()
                private let sendButton = UIButton(type: .system)
                @objc func send() {
                    view.addSubview(confirmDialog)
                    confirmDialog.accessibilityViewIsModal = true
                }
                func closeDialog() {
                    confirmDialog.removeFromSuperview()
                    UIAccessibility.post(notification: .layoutChanged, argument: sendButton)
                }
            }
            """),
        // A spinner cover ends by itself when the work is done: focus is the next screen's concern.
        RuleExample("""
            struct Upload: View {
                @State private var uploading = false
                var body: some View {
                    ZStack {
                        Button("Upload") { uploading = true }
                        if uploading {
                            Color.black.opacity(0.4)
                            ProgressView("Uploading…")
                        }
                    }
                }
            }
            """),
        // A presented controller: UIKit returns focus to the opener when it is dismissed.
        RuleExample("""
            final class PlayerViewController: UIViewController {
                @objc func showQueue() {
                    let queue = QueueViewController()
                    queue.modalPresentationStyle = .overFullScreen
                    present(queue, animated: true)
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        // A button opens the menu, and nothing brings focus back to it when the menu goes.
        RuleExample("""
            struct Library: View {
                @State private var showingSort = false
                var body: some View {
                    ZStack {
                        VStack {
                            Button("Sort") { showingSort = true }
                            BookList()
                        }
                        if showingSort {
                            Color.black.opacity(0.4).onTapGesture { showingSort = false }
                            ↓SortMenuPanel(isPresented: $showingSort)
                        }
                    }
                }
            }
            """),
        // A focus state that only moves focus in: whether it ever comes back is for a person to check.
        RuleExample("""
            struct Profile: View {
                @State private var editingPhoto = false
                @AccessibilityFocusState private var panelFocused: Bool
                var body: some View {
                    ZStack {
                        Button("Change photo") { editingPhoto.toggle() }
                        if editingPhoto {
                            Color.black.opacity(0.4)
                            ↓PhotoSourceDialog(isPresented: $editingPhoto).accessibilityFocused($panelFocused)
                        }
                    }
                    .onChange(of: editingPhoto) { _, shown in if shown { panelFocused = true } }
                }
            }
            """),
        // Opened by a function a button calls, and by a button of the app's own handed the flag.
        RuleExample("""
            struct Feed: View {
                @State private var showingFilters = false
                var body: some View {
                    ZStack {
                        VStack {
                            Button("Filters", action: openFilters)
                            Posts()
                        }
                        if showingFilters {
                            Color.black.opacity(0.4)
                            ↓FiltersPanel(isPresented: $showingFilters)
                        }
                    }
                }
                private func openFilters() { withAnimation { showingFilters = true } }
            }
            """),
        RuleExample("""
            struct Home: View {
                @State private var drawerOpen = false
                var body: some View {
                    ZStack(alignment: .leading) {
                        NavigationStack {
                            Timeline().toolbar { AccountMenuButton(isOpen: $drawerOpen) }
                        }
                        if drawerOpen {
                            Color.black.opacity(0.4).onTapGesture { drawerOpen = false }
                            ↓AccountDrawer(isOpen: $drawerOpen)
                        }
                    }
                }
            }
            """),
        // A UIKit dialog removed with no notification: focus is lost.
        RuleExample("""
            final class CheckoutViewController: UIViewController {
                private let couponDialog = CouponDialogView()
                @objc func enterCoupon() {
                    view.addSubview(↓couponDialog)
                    couponDialog.accessibilityViewIsModal = true
                    UIAccessibility.post(notification: .screenChanged, argument: couponDialog)
                }
                func dismissCoupon() {
                    couponDialog.removeFromSuperview()
                }
            }
            """),
    ]
}
