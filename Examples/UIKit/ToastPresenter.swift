import UIKit

/// Non-blocking feedback and other views added with addSubview that are not modals.
final class ToastPresenter {
    private weak var window: UIWindow?

    init(window: UIWindow) {
        self.window = window
    }

    func show(_ message: String) {
        let toast = ToastView(message: message)
        window?.addSubview(toast)
        UIAccessibility.post(notification: .announcement, argument: message)
    }

    func showTouchThroughHint(over view: UIView) {
        let hintOverlay = HintOverlayView()
        hintOverlay.isUserInteractionEnabled = false
        view.addSubview(hintOverlay)
    }

    func measuredHeight(of dialog: DialogView, in view: UIView) -> CGFloat {
        view.addSubview(dialog)
        let height = dialog.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
        dialog.removeFromSuperview()
        return height
    }
}
