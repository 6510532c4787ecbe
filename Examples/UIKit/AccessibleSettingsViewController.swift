import UIKit

/// The same settings screen done right: named fields, pickers and buttons, a privacy link with the
/// button trait, a row that announces when it is unavailable, fonts that follow the text size, and a
/// titled alert.
final class AccessibleSettingsViewController: UIViewController {
    private let titleLabel = UILabel()
    private let alarmField = UITextField()
    private let alarmPicker = UIDatePicker()
    private let helpButton = UIButton(type: .system)
    private let privacyLabel = UILabel()
    private let syncRow = AccessibleSettingRowView()
    private let avatarView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Settings"
        titleLabel.font = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: UIFont.systemFont(ofSize: 28, weight: .bold))
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.accessibilityTraits = .header

        alarmPicker.datePickerMode = .time
        alarmPicker.accessibilityLabel = "Alarm time"
        alarmField.placeholder = "07:00"
        alarmField.accessibilityLabel = "Alarm time"
        alarmField.inputView = alarmPicker
        alarmField.font = .preferredFont(forTextStyle: .body)
        alarmField.adjustsFontForContentSizeCategory = true

        helpButton.setImage(UIImage(named: "help-glyph"), for: .normal)
        helpButton.accessibilityLabel = "Help"
        helpButton.addTarget(self, action: #selector(showHelp), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { [weak self] _ in self?.close() })

        privacyLabel.text = "Read our privacy notice"
        privacyLabel.isUserInteractionEnabled = true
        privacyLabel.accessibilityTraits.insert(.link)
        privacyLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showPrivacy)))
        avatarView.isUserInteractionEnabled = true
        avatarView.isAccessibilityElement = true
        avatarView.accessibilityLabel = "Change profile photo"
        avatarView.accessibilityTraits = [.image, .button]
        avatarView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(changePhoto)))

        let dismissKeyboard = UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))
        dismissKeyboard.cancelsTouchesInView = false
        view.addGestureRecognizer(dismissKeyboard)

        [titleLabel, alarmField, helpButton, privacyLabel, syncRow].forEach(view.addSubview)
    }

    func setSyncAvailable(_ available: Bool) {
        syncRow.isUserInteractionEnabled = available
        syncRow.alpha = available ? 1 : 0.5
        if available {
            syncRow.accessibilityTraits.remove(.notEnabled)
        } else {
            syncRow.accessibilityTraits.insert(.notEnabled)
        }
    }

    private func close() {
        let alert = UIAlertController(title: "Discard your changes?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Discard changes", style: .destructive) { _ in self.dismiss(animated: true) })
        alert.addAction(UIAlertAction(title: "Keep editing", style: .cancel))
        present(alert, animated: true)
    }

    @objc private func showHelp() {}
    @objc private func showPrivacy() {}
    @objc private func changePhoto() {}
}

/// A style applied from an extension, scaled with the text size.
extension AccessibleSettingsViewController {
    func applyCompactStyle() {
        privacyLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
        privacyLabel.adjustsFontForContentSizeCategory = true
    }
}

/// A row that labels its region picker and reads as one element.
final class AccessibleSettingRowView: UIView {
    private let titleLabel = UILabel()
    private let regionPicker = UIPickerView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Sync over mobile data"
        titleLabel.text = "Sync over mobile data"
        regionPicker.accessibilityLabel = "Sync region"
        addSubview(titleLabel)
        addSubview(regionPicker)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
