import SwiftUI

/// Looping animation: a floating illustration that ignores Reduce Motion, next to loops that are fine;
/// a close button whose tap area is only its 24-point icon, next to one padded to 44 points; white text on
/// yellow next to white on black.
struct WelcomeScreen: View {
    @State private var floating = false
    @State private var glowing = false

    var body: some View {
        VStack(spacing: 24) {
            Image(decorative: "welcome-balloons")
                .offset(y: floating ? -12 : 12)
                .animation(.easeInOut(duration: 2).repeatForever(), value: floating) // expect: reduce-motion-ignored
            Text("Welcome aboard")
                .font(.title2)
                .accessibilityAddTraits(.isHeader)
            Text("New")
                .font(.caption)
                .foregroundColor(.white) // expect: text-contrast-insufficient
                .padding(4)
                .background(Color.yellow)
            Text("Free delivery")
                .font(.caption)
                .foregroundColor(.white)
                .padding(4)
                .background(Color.black)
            // A glow in place: only the opacity changes.
            Circle()
                .fill(.green)
                .frame(width: 12, height: 12)
                .opacity(glowing ? 1 : 0.4)
                .animation(.easeInOut(duration: 1).repeatForever(), value: glowing)
            LoadingDots()
            CalmWave()
            HStack {
                Button(action: skipIntro) {
                    Image(systemName: "xmark")
                        .frame(width: 24, height: 24) // expect: touch-target-too-small
                }
                .accessibilityLabel("Skip introduction")
                // The same icon, padded to a full-size tap area.
                Button(action: showHelp) {
                    Image(systemName: "questionmark.circle")
                        .frame(width: 24, height: 24)
                        .padding(10)
                }
                .accessibilityLabel("Help")
            }
        }
        .onAppear {
            floating = true
            glowing = true
        }
    }

    private func skipIntro() {}
    private func showHelp() {}
}

/// A progress indicator: people need to see that work is under way.
struct LoadingDots: View {
    @State private var bouncing = false

    var body: some View {
        HStack {
            ForEach(0..<3) { _ in Circle().frame(width: 8, height: 8) }
        }
        .offset(y: bouncing ? -4 : 4)
        .animation(.easeInOut(duration: 0.5).repeatForever(), value: bouncing)
        .onAppear { bouncing = true }
        .accessibilityLabel("Loading")
    }
}

/// The same kind of loop, stopped when Reduce Motion is on.
struct CalmWave: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var shifted = false

    var body: some View {
        Image(decorative: "wave")
            .offset(x: shifted ? 30 : -30)
            .animation(reduceMotion ? nil : .linear(duration: 4).repeatForever(), value: shifted)
            .onAppear { shifted = true }
    }
}
