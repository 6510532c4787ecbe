final class LoanViewController: UIViewController {
    private let dueLabel = UILabel()
    private let renewButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        dueLabel.font = .preferredFont(forTextStyle: .body)
        dueLabel.adjustsFontForContentSizeCategory = true
        renewButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        renewButton.titleLabel?.adjustsFontForContentSizeCategory = true
    }
}