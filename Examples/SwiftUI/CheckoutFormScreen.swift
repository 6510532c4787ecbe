import SwiftUI

/// A checkout form with the naming, role, state and text-size defects these screens tend to collect:
/// an unnamed delivery-date picker, a field named only by its prompt, an icon-only close button, a
/// tappable text that is not a button, a pay button faded by hand, fixed font sizes, and an alert
/// without a title.
struct CheckoutFormScreen: View {
    @Environment(\.dismiss) private var dismiss
    @State private var deliveryDate = Date()
    @State private var email = ""
    @State private var coupon = ""
    @State private var isPaying = false
    @State private var confirmLeave = false
    @State private var showCouponHelp = false
    @State private var saveCard = false
    @State private var giftWrap = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Text("Checkout") // review: heading-not-marked
                        .font(.system(size: 28, weight: .bold)) // expect: fixed-font-size
                }
                Section {
                    HStack {
                        Text("Delivery date")
                        DatePicker("", selection: $deliveryDate, displayedComponents: .date) // expect: picker-missing-label
                            .labelsHidden()
                    }
                    VStack(alignment: .leading) {
                        Text("Email")
                        TextField("", text: $email, prompt: Text("name@example.com")) // expect: placeholder-as-name
                    }
                }
                Section {
                    HStack {
                        Text("Gift wrap")
                        Toggle("", isOn: $giftWrap) // expect: control-missing-label
                    }
                }
                Section {
                    TextField("Coupon code", text: $coupon)
                    Text("Where do I find my code?")
                        .foregroundStyle(.tint)
                        .onTapGesture { showCouponHelp = true } // expect: tap-gesture-not-button
                }
                Section {
                    Button { saveCard.toggle() } label: { // expect: icon-only-button-unlabeled
                        if saveCard { Image(systemName: "checkmark.square") } else { Image(systemName: "square") }
                    }
                }
                Section {
                    Button("Pay now") { isPaying = true }
                        .font(.custom("Avenir Next", fixedSize: 17)) // expect: fixed-font-size
                        .opacity(isPaying ? 0.4 : 1)
                        .allowsHitTesting(!isPaying) // expect: disabled-state-not-announced
                }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button { confirmLeave = true } label: { // expect: icon-only-button-unlabeled
                        Image("ic_close_24")
                    }
                }
            }
            .alert("", isPresented: $confirmLeave) { // expect: alert-missing-title
                Button("Leave", role: .destructive) { dismiss() }
                Button(action: {}) { // expect: alert-action-missing-title
                    Image(systemName: "arrow.uturn.backward")
                }
            }
            .sheet(isPresented: $showCouponHelp) { CouponHelp() }
        }
    }
}
