import SwiftUI

/// Order history with a hand-built "cancel order" dialog: every modal defect at once.
struct OrderHistoryScreen: View {
    @State private var orders: [Order] = Order.samples
    @State private var cancelling: Order?

    var body: some View {
        ZStack {
            List(orders) { order in // expect: custom-modal-background-reachable
                OrderRow(order: order)
                    .swipeActions { Button("Cancel") { cancelling = order } }
            }
            if let order = cancelling {
                Color.black.opacity(0.45) // expect: custom-modal-background-reachable
                    .ignoresSafeArea()
                    .onTapGesture { cancelling = nil } // expect: modal-tap-outside-only
                CancelOrderDialog(order: order) // expect: custom-modal-not-modal, custom-modal-focus-not-moved, custom-modal-no-escape, custom-modal-focus-not-returned
            }
        }
        .navigationTitle("Orders")
    }
}
