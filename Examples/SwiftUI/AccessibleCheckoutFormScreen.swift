import SwiftUI

/// The same checkout form done right: every control has a name, the help link is a button, the pay
/// button is disabled rather than faded, text follows the user's text size, and the alert has a title.
struct AccessibleCheckoutFormScreen: View {
    @Environment(\.dismiss) private var dismiss
    @ScaledMetric(relativeTo: .largeTitle) private var titleSize: CGFloat = 28
    @State private var deliveryDate = Date()
    @State private var email = ""
    @State private var coupon = ""
    @State private var isPaying = false
    @State private var confirmLeave = false
    @State private var showCouponHelp = false
    @State private var saveCard = false
    @State private var giftWrap = false
    @FocusState private var editing: Bool

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Text("Checkout")
                        .font(.system(size: titleSize, weight: .bold))
                        .accessibilityAddTraits(.isHeader)
                }
                Section {
                    DatePicker("Delivery date", selection: $deliveryDate, displayedComponents: .date)
                    VStack(alignment: .leading) {
                        Text("Email")
                            .accessibilityHidden(true)
                        TextField("", text: $email, prompt: Text("name@example.com"))
                            .accessibilityLabel("Email")
                            .focused($editing)
                    }
                }
                Section {
                    TextField("Coupon code", text: $coupon)
                    Button("Where do I find my code?") { showCouponHelp = true }
                }
                Section {
                    // The title names the switch; labelsHidden() only keeps it off screen, beside the row's own text.
                    HStack {
                        Text("Gift wrap")
                        Toggle("Gift wrap", isOn: $giftWrap).labelsHidden()
                    }
                }
                Section {
                    Toggle("Save card for next time", isOn: $saveCard)
                }
                Section {
                    Button("Pay now") { isPaying = true }
                        .font(.custom("Avenir Next", size: 17, relativeTo: .body))
                        .opacity(isPaying ? 0.4 : 1)
                        .disabled(isPaying)
                }
            }
            .onTapGesture { editing = false }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button { confirmLeave = true } label: {
                        Label("Close", image: "close-glyph")
                            .labelStyle(.iconOnly)
                    }
                }
            }
            .alert("Leave checkout?", isPresented: $confirmLeave) {
                Button("Leave", role: .destructive) { dismiss() }
                Button("Keep shopping", role: .cancel) {}
            } message: {
                Text("Your basket is saved.")
            }
            .sheet(isPresented: $showCouponHelp) { CouponHelp() }
        }
    }
}
