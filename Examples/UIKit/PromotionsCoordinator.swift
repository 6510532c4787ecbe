import SafariServices
import UIKit

/// Presents promotions. One is presented over the full screen without confining VoiceOver; the others
/// use a standard style, a system controller, or a controller that marks its own view modal.
final class PromotionsCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showSeasonalOffer() {
        let offer = SeasonalOfferViewController()
        offer.modalPresentationStyle = .overFullScreen // expect: uikit-custom-presentation-not-modal
        offer.modalTransitionStyle = .crossDissolve
        navigationController.present(offer, animated: true)
    }

    func showLoyaltyCard() {
        let card = LoyaltyCardViewController()
        card.modalPresentationStyle = .overCurrentContext
        navigationController.present(card, animated: true)
    }

    func showTerms() {
        let terms = TermsViewController()
        terms.modalPresentationStyle = .pageSheet
        navigationController.present(terms, animated: true)
    }

    func openHelp(_ url: URL) {
        let safari = SFSafariViewController(url: url)
        safari.modalPresentationStyle = .overFullScreen
        navigationController.present(safari, animated: true)
    }
}

final class SeasonalOfferViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.6)
    }
}

final class LoyaltyCardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityViewIsModal = true
    }
}

final class TermsViewController: UIViewController {}
