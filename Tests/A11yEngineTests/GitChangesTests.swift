@testable import A11yEngine
import Foundation
import Testing

@Suite("Changed files and lines from git diff")
struct GitChangesTests {
    @Test("Hunk headers give the changed lines of the new version")
    func hunkRanges() {
        #expect(GitChanges.newRange(ofHunkHeader: "@@ -12,3 +14,5 @@ func body()") == 14...18)
        #expect(GitChanges.newRange(ofHunkHeader: "@@ -3 +3 @@") == 3...3)
        // A hunk that only removes lines changes none of the new version's.
        #expect(GitChanges.newRange(ofHunkHeader: "@@ -7,2 +6,0 @@") == nil)
    }

    @Test("Header paths as git writes them: a tab after a name with a space, C-style quotes around unusual names")
    func headerPaths() {
        #expect(GitChanges.headerPath("b/App/My Screen.swift\t") == "b/App/My Screen.swift")
        #expect(GitChanges.headerPath(#""b/App/Say \"Hi\".swift""#) == #"b/App/Say "Hi".swift"#)
        #expect(GitChanges.headerPath(#""b/App/Back\\slash\tTab.swift""#) == "b/App/Back\\slash\tTab.swift")
        #expect(GitChanges.headerPath(#""b/Caf\303\251.swift""#) == "b/Café.swift")
        #expect(GitChanges.headerPath("/dev/null") == nil)
        let changes = GitChanges.parse(diff: "--- a/App/My Screen.swift\t\n+++ b/App/My Screen.swift\t\n@@ -3 +3,2 @@\n", root: "/repo")
        #expect(changes.files["/repo/App/My Screen.swift"] == .some([3...4]))
    }

    @Test("A diff gives each file's ranges; a new file counts as a whole; a rename keeps its new path")
    func parsesDiff() {
        let diff = """
            diff --git a/App/Settings.swift b/App/Settings.swift
            index 1111111..2222222 100644
            --- a/App/Settings.swift
            +++ b/App/Settings.swift
            @@ -4,0 +5,2 @@ struct Settings: View {
            +        Toggle("", isOn: $on)
            +        Slider(value: $level)
            @@ -20 +22 @@ struct Settings: View {
            -        Text("a")
            +        Text("b")
            diff --git a/App/Badge.swift b/App/Badge.swift
            new file mode 100644
            --- /dev/null
            +++ b/App/Badge.swift
            @@ -0,0 +1,3 @@
            +import SwiftUI
            diff --git a/App/Old Name.swift b/App/Renamed é.swift
            similarity index 90%
            rename from App/Old Name.swift
            rename to App/Renamed é.swift
            --- a/App/Old Name.swift
            +++ b/App/Renamed é.swift
            @@ -1 +1 @@
            -// one
            +// two
            """
        let changes = GitChanges.parse(diff: diff, root: "/repo")
        #expect(changes.files["/repo/App/Settings.swift"] == .some([5...6, 22...22]))
        #expect(changes.files["/repo/App/Badge.swift"] == .some(nil))
        #expect(changes.files["/repo/App/Renamed é.swift"] == .some([1...1]))
        #expect(changes.files["/repo/App/Old Name.swift"] == nil)

        #expect(changes.contains(path: "/repo/App/Settings.swift", line: 6, linesOnly: true))
        #expect(!changes.contains(path: "/repo/App/Settings.swift", line: 7, linesOnly: true))
        #expect(changes.contains(path: "/repo/App/Settings.swift", line: 7, linesOnly: false))
        #expect(changes.contains(path: "/repo/App/Badge.swift", line: 300, linesOnly: true))
        #expect(!changes.contains(path: "/repo/App/Other.swift", line: 1, linesOnly: false))
    }
}

@Suite("Where git is asked from")
struct GitChangesDirectoryTests {
    @Test("A directory itself, a file's folder, or the nearest existing folder above a missing path")
    func directoryHolding() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("git-changes-\(UUID().uuidString)").standardizedFileURL
        let folder = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("struct A {}\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
        #expect(GitChanges.directory(holding: folder.path) == folder.path)
        #expect(GitChanges.directory(holding: folder.appendingPathComponent("A.swift").path) == folder.path)
        #expect(GitChanges.directory(holding: folder.appendingPathComponent("Gone/B.swift").path) == folder.path)
    }
}
