import SwiftUI

/// Look-alikes that must stay quiet: an inline banner, a content swap, a badge overlay, a toast,
/// a popover, a full-screen cover and a confirmation dialog.
struct FeedScreen: View {
    @State private var offline = false
    @State private var loading = true
    @State private var unread = 3
    @State private var saved = false
    @State private var showFilters = false
    @State private var showComposer = false
    @State private var confirmSignOut = false

    var body: some View {
        VStack {
            if offline {
                OfflineBanner()
            }
            ZStack {
                BackgroundGradient()
                if loading { ProgressView() } else { Posts() }
            }
            Image(systemName: "bell") // review: image-missing-label
                .overlay(alignment: .topTrailing) {
                    if unread > 0 { CountBadge(count: unread) }
                }
        }
        .overlay(alignment: .bottom) {
            if saved { SnackbarToast(text: "Saved") } // expect: status-message-not-announced
        }
        .task { saved = await FeedCache.shared.storeForOffline() }
        .popover(isPresented: $showFilters) { FilterPicker() }
        .fullScreenCover(isPresented: $showComposer) { Composer() }
        .confirmationDialog("Sign out?", isPresented: $confirmSignOut) {
            Button("Sign out", role: .destructive) {}
        }
    }
}
