import SwiftUI

/// A product page: a size-guide popup drawn with .overlay, plus system presentations that need nothing.
struct ProductScreen: View {
    let product: Product
    @State private var showSizeGuide = false
    @State private var showReviews = false
    @State private var addedToBag = false
    @State private var confirmRemove = false

    var body: some View {
        ScrollView { // expect: custom-modal-background-reachable
            ProductGallery(images: product.images)
            ProductDetails(product: product)
            Button("Size guide") { showSizeGuide = true }
            Button("Reviews") { showReviews = true }
        }
        .overlay {
            if showSizeGuide {
                SizeGuidePopup(isPresented: $showSizeGuide) // expect: custom-modal-not-modal, custom-modal-focus-not-moved, custom-modal-no-escape, custom-modal-focus-not-returned
            }
        }
        .overlay(alignment: .top) {
            if addedToBag {
                ToastView(text: "Added to bag")
                    .onAppear { AccessibilityNotification.Announcement("Added to bag").post() }
            }
        }
        .onReceive(Bag.shared.added) { _ in addedToBag = true }
        .sheet(isPresented: $showReviews) { ReviewsView(product: product) }
        .alert("Remove from bag?", isPresented: $confirmRemove) {
            Button("Remove", role: .destructive) {}
            Button("Keep", role: .cancel) {}
        }
    }
}

struct SizeGuidePopup: View {
    @Binding var isPresented: Bool

    var body: some View {
        ZStack {
            Color.black.opacity(0.5).ignoresSafeArea()
            VStack {
                SizeTable()
                Button("Done") { isPresented = false }
            }
            .padding()
            .background(.regularMaterial)
        }
    }
}
