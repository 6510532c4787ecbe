import A11yEngine
import ArgumentParser
import Foundation

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter .native-a11y.yml in the current directory.",
        discussion: "The file lists every setting and every rule, most of them commented out; edit it to taste."
    )

    @Flag(help: "Replace an existing .native-a11y.yml.")
    var force = false

    func run() throws {
        let path = FileManager.default.currentDirectoryPath + "/" + ConfigurationLoader.fileName
        if FileManager.default.fileExists(atPath: path) && !force {
            throw SpecificUsageError("\(ConfigurationLoader.fileName) already exists here; use --force to replace it")
        }
        do {
            try Data(ConfigurationTemplate.starter().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ConfigurationError(path: path, message: "Cannot write the file: \(error.localizedDescription)")
        }
        Terminal.write("Wrote \(ConfigurationLoader.fileName). Run 'native-a11y audit' to use it.\n")
    }
}
