import UIKit

final class TripViewController: UIViewController {
    private let fareCard = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        fareCard.isAccessibilityElement = true
        fareCard.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openFares)))
    }

    func chooseSeat() {
        let seats = SeatPickerViewController()
        seats.modalPresentationStyle = .overFullScreen
        present(seats, animated: true)
    }

    func setFaresAvailable(_ available: Bool) {
        fareCard.isUserInteractionEnabled = available
        fareCard.alpha = available ? 1 : 0.5
    }

    @objc private func openFares() {}
}

final class SeatPickerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityViewIsModal = true
    }

    @objc private func doneTapped() {
        dismiss(animated: true)
    }
}
