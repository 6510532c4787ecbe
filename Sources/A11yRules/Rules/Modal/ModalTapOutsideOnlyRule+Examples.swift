import A11yCore

/// The examples that specify `ModalTapOutsideOnlyRule`: code that must stay quiet, code with `↓` where each finding lands,
/// and before → after pairs for its suggested edits. `RuleExampleTests` runs them all.
extension ModalTapOutsideOnlyRule {
    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    ZStack {
                        Home()
                        if showTip {
                            Color.black.opacity(0.4).onTapGesture { showTip = false }
                            VStack {
                                Text("Pull to refresh")
                                Button("Got it") { showTip = false }
                            }
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    ZStack {
                        Home()
                        if showTip {
                            Color.black.opacity(0.4).onTapGesture { showTip = false }
                            Text("Pull to refresh")
                                .accessibilityAction(.escape) { showTip = false }
                        }
                    }
                }
            }
            """),
        RuleExample(
            """
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    ZStack {
                        Home()
                        if showTip {
                            Color.black.opacity(0.4).onTapGesture { showTip = false }
                            TipDialog(isPresented: $showTip)
                        }
                    }
                }
            }
            """,
            context: ["""
                struct TipDialog: View {
                    @Binding var isPresented: Bool
                    var body: some View {
                        VStack { Text("Pull to refresh"); Button("Close") { isPresented = false } }
                    }
                }
                """]),
        RuleExample("""
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    ZStack {
                        Home()
                        if showTip {
                            Color.black.opacity(0.4).onTapGesture { showTip = false }
                            ThirdPartyPopup(isPresented: $showTip)
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    ZStack {
                        Home()
                        if showTip {
                            Color.black.opacity(0.4).onTapGesture { }
                            VStack { Text("Loading your library") }
                        }
                    }
                }
            }
            """),
        RuleExample("""
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    Home().sheet(isPresented: $showTip) { Text("Pull to refresh") }
                }
            }
            """),
        RuleExample("""
            struct ActionMenu<Menu: View>: ViewModifier {
                @Binding var isPresented: Bool
                let menu: () -> Menu
                func body(content: Content) -> some View {
                    ZStack {
                        content
                        if isPresented {
                            Color.black.opacity(0.3).onTapGesture { isPresented = false }
                            VStack(content: menu)
                        }
                    }
                }
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    ZStack {
                        Home()
                        if showTip {
                            Color.black.opacity(0.4)
                                .↓onTapGesture { showTip = false }
                            VStack { Text("Pull to refresh") }
                        }
                    }
                }
            }
            """),
        RuleExample(
            """
            struct Tips: View {
                @State private var showTip = true
                var body: some View {
                    ZStack {
                        Home()
                        if showTip {
                            Color.black.opacity(0.4).↓onTapGesture { withAnimation { showTip.toggle() } }
                            TipDialog(isPresented: $showTip)
                        }
                    }
                }
            }
            """,
            context: ["""
                struct TipDialog: View {
                    @Binding var isPresented: Bool
                    var body: some View { Text("Pull to refresh") }
                }
                """]),
        RuleExample("""
            struct Photo: View {
                @State private var zoomed = false
                var body: some View {
                    Thumbnail()
                        .overlay {
                            if zoomed {
                                Color.black.opacity(0.9).↓onTapGesture { zoomed = false }
                                FullImage()
                            }
                        }
                }
            }
            """),
    ]
}
