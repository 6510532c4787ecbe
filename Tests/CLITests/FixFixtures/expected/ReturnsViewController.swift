final class ReturnsViewController: UIViewController {
    private let receiptPopup = ReceiptPopupView()

    func showReceipt() {
        receiptPopup.accessibilityViewIsModal = true
        view.addSubview(receiptPopup)
        UIAccessibility.post(notification: .screenChanged, argument: receiptPopup)
    }
}
