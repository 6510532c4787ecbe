import SafariServices
import UIKit

/// Presents promotions. Two are presented over the screen with nothing to close them on escape, and one of
/// those does not confine VoiceOver either; the others use a standard style or a system controller.
final class PromotionsCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showSeasonalOffer() {
        let offer = SeasonalOfferViewController()
        offer.modalPresentationStyle = .overFullScreen // expect: custom-presentation-not-modal, custom-modal-no-escape
        offer.modalTransitionStyle = .crossDissolve
        navigationController.present(offer, animated: true)
    }

    func showLoyaltyCard() {
        let card = LoyaltyCardViewController()
        card.modalPresentationStyle = .overCurrentContext // expect: custom-modal-no-escape
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
