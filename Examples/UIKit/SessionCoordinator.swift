import UIKit

/// Replaces the window's root when the session changes. Signing out tells VoiceOver about the new screen;
/// finishing onboarding does not.
final class SessionCoordinator {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func signOut() {
        let welcome = WelcomeViewController()
        window.rootViewController = welcome
        UIAccessibility.post(notification: .screenChanged, argument: welcome.view)
    }

    func finishOnboarding() {
        window.rootViewController = MainTabBarController() // expect: screen-change-not-announced
    }
}
