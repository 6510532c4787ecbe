import Foundation

/// A scratch directory for one test, removed when the value is released.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("native-a11y-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        path = base.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        try write(relativePath, Data(text.utf8))
    }

    @discardableResult
    func write(_ relativePath: String, _ data: Data) throws -> String {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }

    func symlink(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: (path as NSString).appendingPathComponent(relativePath), withDestinationPath: destination)
    }
}

/// A small SwiftUI screen with one custom-modal defect (the dialog is not marked modal).
let modalScreen = """
    struct Screen: View {
        @State private var show = false
        var body: some View {
            ZStack {
                Content()
                if show {
                    Color.black.opacity(0.4)
                    ConfirmDialog(isPresented: $show)
                }
            }
        }
    }
    """
