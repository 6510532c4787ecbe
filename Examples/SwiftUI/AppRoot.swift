import SwiftUI

/// The app's root: it swaps the whole screen when the user signs in or out, and tells VoiceOver nothing.
struct AppRoot: View {
    @State private var session = Session()

    var body: some View {
        Group {
            switch session.state { // expect: screen-change-not-announced
            case .signedIn: FeedScreen()
            case .signedOut: WelcomeScreen()
            }
        }
    }
}

/// The same swap done right: focus moves to the new screen's title when the session changes.
struct AccessibleAppRoot: View {
    @State private var session = Session()
    @AccessibilityFocusState private var titleFocused: Bool

    var body: some View {
        Group {
            switch session.state {
            case .signedIn: FeedScreen().accessibilityFocused($titleFocused)
            case .signedOut: WelcomeScreen()
            }
        }
        .onChange(of: session.state) { titleFocused = true }
    }
}
