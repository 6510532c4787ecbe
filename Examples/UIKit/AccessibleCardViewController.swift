import UIKit

/// A card shown over the screen, done right: modal, focus moved in, escape closes it.
final class AccessibleCardViewController: UIViewController {
    private var cardView: InfoCardView?

    func showCard(text: String) {
        let card = InfoCardView(text: text)
        card.accessibilityViewIsModal = true
        card.onClose = { [weak self] in self?.hideCard() }
        view.addSubview(card)
        cardView = card
        UIAccessibility.post(notification: .screenChanged, argument: card)
    }

    func hideCard() {
        cardView?.removeFromSuperview()
        cardView = nil
        UIAccessibility.post(notification: .screenChanged, argument: nil)
    }
}

final class InfoCardView: UIView {
    var onClose: (() -> Void)?
    private let label = UILabel()
    private let closeButton = UIButton(type: .close)

    init(text: String) {
        super.init(frame: .zero)
        backgroundColor = UIColor.black.withAlphaComponent(0.5)
        label.text = text
        closeButton.accessibilityLabel = "Close"
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        addSubview(label)
        addSubview(closeButton)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func closeTapped() { onClose?() }

    override func accessibilityPerformEscape() -> Bool {
        onClose?()
        return true
    }
}
