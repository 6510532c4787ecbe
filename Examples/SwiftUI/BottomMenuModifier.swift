import SwiftUI

/// A reusable "bottom menu" modifier: the modal is built inside the modifier, so the finding lands here,
/// once, rather than at every screen that uses `.bottomMenu`.
struct BottomMenuModifier<Menu: View>: ViewModifier {
    @Binding var isPresented: Bool
    let menu: () -> Menu

    func body(content: Content) -> some View {
        ZStack(alignment: .bottom) {
            content // expect: custom-modal-background-reachable
            if isPresented {
                Color.black.opacity(0.3) // expect: custom-modal-background-reachable
                    .ignoresSafeArea()
                    .onTapGesture { isPresented = false }
                VStack(content: menu) // expect: custom-modal-not-modal, custom-modal-focus-not-moved, custom-modal-no-escape
                    .frame(maxWidth: .infinity)
                    .background(.thickMaterial)
            }
        }
    }
}

extension View {
    func bottomMenu<Menu: View>(isPresented: Binding<Bool>, @ViewBuilder menu: @escaping () -> Menu) -> some View {
        modifier(BottomMenuModifier(isPresented: isPresented, menu: menu))
    }
}

struct PhotoScreen: View {
    @State private var showActions = false

    var body: some View {
        PhotoView()
            .bottomMenu(isPresented: $showActions) {
                Button("Share") {}
                Button("Delete", role: .destructive) {}
                Button("Cancel") { showActions = false }
            }
    }
}
