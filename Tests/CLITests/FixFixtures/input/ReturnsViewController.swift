final class ReturnsViewController: UIViewController {
    private let receiptPopup = ReceiptPopupView()

    func showReceipt() {
        view.addSubview(receiptPopup)
    }
}
