import A11yAssistant
import Foundation
import Testing

/// A scratch folder served, with a sibling folder outside it and links between them.
final class ServedFolder {
    let scratch: String
    let root: String
    let outside: String

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("native-a11y-mcp-\(UUID().uuidString)").path
        root = scratch + "/served"
        outside = scratch + "/outside"
        for folder in [root + "/Screens", outside] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: scratch) }

    func write(_ relative: String, _ text: String, under base: String? = nil) throws {
        let url = URL(fileURLWithPath: (base ?? root) + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/" + relative, withDestinationPath: destination)
    }

    func contents(_ relative: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative))
    }
}

@Suite("Served root: paths the MCP server may read")
struct ServedRootTests {
    @Test("paths under the root resolve, relative or absolute, and keep the form the client wrote")
    func inside() throws {
        let folder = try ServedFolder()
        try folder.write("Screens/Home.swift", "")
        let root = try ServedRoot(folder.root)
        #expect(try root.resolve("Screens/Home.swift").relative == "Screens/Home.swift")
        #expect(try root.resolve("Screens/../Screens/Home.swift").relative == "Screens/Home.swift")
        #expect(try root.resolve(".").relative == ".")
        #expect(try root.resolve(root.path + "/Screens").relative == "Screens")
    }

    @Test("'..' and absolute paths that leave the root are refused, existing or not")
    func lexicalEscape() throws {
        let folder = try ServedFolder()
        try folder.write("Secret.swift", "", under: folder.outside)
        let root = try ServedRoot(folder.root)
        for path in ["../outside/Secret.swift", "../outside/Missing.swift", "Screens/../../outside", folder.outside, "/"] {
            #expect(throws: ToolError.self, "\(path)") { try root.resolve(path) }
            do {
                _ = try root.resolve(path)
            } catch {
                #expect("\(error)".contains("lies outside the served folder"), "\(error)")
            }
        }
    }

    @Test("a symbolic link that leads out of the root is refused, and says so; one that stays inside is followed")
    func links() throws {
        let folder = try ServedFolder()
        try folder.write("Secret.swift", "", under: folder.outside)
        try folder.write("Screens/Home.swift", "")
        try folder.link("escape", to: folder.outside)
        try folder.link("Screens/Secret.swift", to: folder.outside + "/Secret.swift")
        try folder.link("Alias", to: folder.root + "/Screens")
        let root = try ServedRoot(folder.root)
        for path in ["escape", "escape/Secret.swift", "Screens/Secret.swift"] {
            do {
                _ = try root.resolve(path)
                Issue.record("\(path) was not refused")
            } catch {
                #expect("\(error)".contains("a symbolic link leads it outside"), "\(error)")
            }
        }
        #expect(try root.resolve("Alias/Home.swift").relative == "Alias/Home.swift")
    }

    @Test("a missing path, an empty one and a root that is not a folder get clear errors")
    func missing() throws {
        let folder = try ServedFolder()
        let root = try ServedRoot(folder.root)
        #expect(throws: ToolError("'Nowhere.swift' does not exist under the served folder \(root.path)")) { try root.resolve("Nowhere.swift") }
        #expect(throws: ToolError.self) { try root.resolve("") }
        try folder.write("File.swift", "")
        #expect(throws: ToolError("the root '\(folder.root)/File.swift' is not a directory")) { try ServedRoot(folder.root + "/File.swift") }
    }
}
