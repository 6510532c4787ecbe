import SwiftUI

/// The dialog itself: a card with a message and a confirm button, but no way to close it other than the
/// scrim its screen draws behind it.
struct CancelOrderDialog: View {
    let order: Order

    var body: some View {
        VStack(spacing: 16) {
            Text("Cancel order \(order.number)?") // review: heading-not-marked
                .font(.headline)
            Text("You will be refunded within five working days.")
            Button("Cancel order", role: .destructive) {
                OrderService.shared.cancel(order)
            }
        }
        .padding(24)
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .padding(32)
    }
}
