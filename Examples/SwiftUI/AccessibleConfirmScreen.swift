import SwiftUI

/// The same kind of dialog done right: marked modal, background hidden, focus moved in and back,
/// escape closes it, and it has its own close button.
struct AccessibleConfirmScreen: View {
    @State private var confirming = false
    @AccessibilityFocusState private var focus: Focus?

    enum Focus: Hashable { case dialog, trigger }

    var body: some View {
        ZStack {
            VStack {
                AccountSummary()
                Button("Delete account") { confirming = true }
                    .accessibilityFocused($focus, equals: .trigger)
            }
            .accessibilityHidden(confirming)

            if confirming {
                Color.black.opacity(0.4)
                    .ignoresSafeArea()
                    .accessibilityHidden(true)
                DeleteAccountDialog(isPresented: $confirming)
                    .accessibilityAddTraits(.isModal)
                    .accessibilityFocused($focus, equals: .dialog)
                    .accessibilityAction(.escape) { confirming = false }
            }
        }
        .onChange(of: confirming) { _, shown in
            focus = shown ? .dialog : .trigger
        }
    }
}

struct DeleteAccountDialog: View {
    @Binding var isPresented: Bool

    var body: some View {
        VStack(spacing: 12) {
            Text("Delete your account?").font(.headline) // review: heading-not-marked
            Button("Delete", role: .destructive) { isPresented = false }
            Button("Keep my account") { isPresented = false }
        }
        .padding()
    }
}
