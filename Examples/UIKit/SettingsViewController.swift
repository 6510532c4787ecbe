import UIKit

/// A settings screen built in code, with the naming, role, state and text-size defects of its kind: an
/// alarm-time field named only by its placeholder, pickers without labels, icon-only buttons, a label
/// made tappable, a switch row faded by hand, fixed fonts, a text-style font that does not follow size
/// changes, and an alert with unnamed parts.
final class SettingsViewController: UIViewController {
    private let titleLabel = UILabel()
    private let alarmField = UITextField()
    private let alarmPicker = UIDatePicker() // expect: picker-missing-label
    private let helpButton = UIButton(type: .system)
    private let privacyLabel = UILabel()
    private let syncRow = SettingRowView()
    private let avatarView = UIImageView()
    private let footnoteLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Settings"
        titleLabel.font = UIFont.systemFont(ofSize: 28, weight: .bold) // expect: fixed-font-size // review: heading-not-marked

        alarmPicker.datePickerMode = .time
        alarmField.placeholder = "Alarm time" // expect: placeholder-as-name
        alarmField.inputView = alarmPicker
        alarmField.font = UIFont(name: "Avenir Next", size: 17) // expect: fixed-font-size

        helpButton.setImage(UIImage(named: "ic_help_24"), for: .normal) // expect: icon-only-button-unlabeled
        helpButton.addTarget(self, action: #selector(showHelp), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem( // expect: icon-only-button-unlabeled
            image: UIImage(systemName: "slider.horizontal.3"), style: .plain, target: self, action: #selector(showFilters))

        privacyLabel.text = "Read our privacy notice"
        privacyLabel.isUserInteractionEnabled = true
        privacyLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showPrivacy))) // expect: tap-gesture-not-button
        avatarView.isUserInteractionEnabled = true
        avatarView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(changePhoto))) // expect: tap-gesture-not-button

        footnoteLabel.text = "Changes sync to your other devices."
        footnoteLabel.font = .preferredFont(forTextStyle: .footnote) // expect: font-not-adjusting

        [titleLabel, alarmField, helpButton, privacyLabel, syncRow, footnoteLabel].forEach(view.addSubview)
    }

    func setSyncAvailable(_ available: Bool) {
        syncRow.isUserInteractionEnabled = available // expect: disabled-state-not-announced
        syncRow.alpha = available ? 1 : 0.5
    }

    @objc private func close() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert) // expect: alert-missing-title
        alert.addAction(UIAlertAction(title: "Discard changes", style: .destructive) { _ in self.dismiss(animated: true) })
        alert.addAction(UIAlertAction(title: "", style: .cancel)) // expect: alert-action-missing-title
        present(alert, animated: true)
    }

    @objc private func showHelp() {}
    @objc private func showFilters() {}
    @objc private func showPrivacy() {}
    @objc private func changePhoto() {}
}

/// A style applied from an extension: the label is the controller's own.
extension SettingsViewController {
    func applyCompactStyle() {
        privacyLabel.font = .systemFont(ofSize: 13) // expect: fixed-font-size
    }
}

/// A row with a title and a switch-like state, tapped as a whole.
final class SettingRowView: UIView {
    private let titleLabel = UILabel()
    private let regionPicker = UIPickerView() // expect: picker-missing-label

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Sync over mobile data"
        titleLabel.text = "Sync over mobile data"
        addSubview(titleLabel)
        addSubview(regionPicker)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
