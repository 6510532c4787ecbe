import Foundation
import Testing

/// `audit --changed-since`: a real git repository in a scratch directory, one commit, then edits.
@Suite("Pull-request mode")
struct ChangedSinceTests {
    static let committed = """
        import SwiftUI
        struct Profile: View {
            var body: some View {
                Text("Name").font(.system(size: 13))
            }
        }

        """
    static let untouched = """
        import SwiftUI
        struct Footer: View {
            var body: some View { Text("Footer").font(.system(size: 13)) }
        }

        """

    /// A repository with two committed files, then a new defect appended to one and a new untracked file.
    static func repository() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("Profile.swift", committed)
        try scratch.write("Footer.swift", untouched)
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "first"]] {
            try git(arguments, in: scratch.path)
        }
        try scratch.write("Profile.swift", committed + """
            struct Avatar: View {
                var body: some View { Text("A").font(.system(size: 15)) }
            }

            """)
        try scratch.write("Badge.swift", """
            import SwiftUI
            struct Badge: View {
                var body: some View { Text("1").font(.system(size: 11)) }
            }

            """)
        return scratch
    }

    static func git(_ arguments: [String], in directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    /// `file:line` of each finding printed.
    static func locations(_ output: String) -> [String] {
        output.split(separator: "\n").map { $0.split(separator: ":").prefix(2).joined(separator: ":") }
    }

    @Test("Findings in unchanged files are left out; changed and untracked files are reported")
    func changedFiles() throws {
        let scratch = try Self.repository()
        let all = try CommandLine.run(["audit", "--no-cache", "-q", "--fail-on", "never"], in: scratch.path)
        #expect(Self.locations(all.stdout) == ["Badge.swift:3", "Footer.swift:3", "Profile.swift:4", "Profile.swift:8"])
        let changed = try CommandLine.run(["audit", "--no-cache", "-q", "--fail-on", "never", "--changed-since", "HEAD"], in: scratch.path)
        #expect(changed.status == 0)
        #expect(Self.locations(changed.stdout) == ["Badge.swift:3", "Profile.swift:4", "Profile.swift:8"])
    }

    @Test("--changed-lines-only keeps the findings on lines the change added or edited")
    func changedLines() throws {
        let scratch = try Self.repository()
        let result = try CommandLine.run(["audit", "--no-cache", "-q", "--changed-since", "HEAD", "--changed-lines-only"], in: scratch.path)
        #expect(Self.locations(result.stdout) == ["Badge.swift:3", "Profile.swift:8"])
        // Warnings do not fail the run by default; the exit status follows the findings kept.
        #expect(result.status == 0)
    }

    @Test("A ref the repository lacks is a usage error that says so")
    func missingRef() throws {
        let scratch = try Self.repository()
        let result = try CommandLine.run(["audit", "--changed-since", "release/9.9"], in: scratch.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("'release/9.9' names no commit"))
        #expect(result.stdout.isEmpty)
    }

    @Test("Outside a git work tree, and --changed-lines-only alone, are usage errors")
    func usageErrors() throws {
        let scratch = try Scratch()
        try scratch.write("A.swift", Self.untouched)
        let outside = try CommandLine.run(["audit", "--changed-since", "HEAD"], in: scratch.path)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("not inside one"))
        let alone = try CommandLine.run(["audit", "--changed-lines-only"], in: scratch.path)
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("needs --changed-since"))
    }
}
