import SwiftUI

struct LibraryScreen: View {
  @State private var showFilter = false
  @State private var borrowed = false

  var body: some View {
    ZStack {
      ShelfList()
        .accessibilityHidden(showFilter)
      if showFilter {
        Color.black.opacity(0.3)
        FilterDialog(isPresented: $showFilter)
          .accessibilityAddTraits(.isModal)
      }
    }
  }
}

struct BookCover: View {
  @State private var flipped = false

  var body: some View {
    Image("cover")
      .resizable()
      .onTapGesture { flipped.toggle() }
      .accessibilityAddTraits(.isButton)
  }
}

struct Blurb: View {
  var body: some View {
    Text("A tale of two harbours")
      .font(.custom("Georgia", size: 15, relativeTo: .subheadline))
  }
}
