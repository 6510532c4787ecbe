import UIKit

/// A profile screen that shows a hand-built "edit photo" popup by adding it over the screen.
final class ProfileViewController: UIViewController {
    private let tableView = UITableView()
    private let avatarView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        view.addSubview(avatarView)
        avatarView.isUserInteractionEnabled = true
        avatarView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(editPhoto))) // expect: tap-gesture-not-button
    }

    @objc private func editPhoto() {
        let popup = PhotoOptionsPopup()
        popup.frame = view.bounds
        popup.onChoose = { [weak popup] option in
            popup?.removeFromSuperview()
            self.apply(option)
        }
        view.addSubview(popup) // expect: custom-modal-not-modal, custom-modal-focus-not-moved, custom-modal-no-escape, custom-modal-focus-not-returned
    }

    private func apply(_ option: PhotoOption) {}
}

/// The popup: a dimmed full-screen view with a card of options.
final class PhotoOptionsPopup: UIView {
    var onChoose: ((PhotoOption) -> Void)?
    private let card = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.4)
        for option in PhotoOption.allCases {
            let button = UIButton(type: .system)
            button.setTitle(option.title, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.onChoose?(option) }, for: .touchUpInside)
            card.addArrangedSubview(button)
        }
        addSubview(card)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
