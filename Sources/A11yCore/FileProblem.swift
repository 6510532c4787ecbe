/// Something about an input that kept it from being audited fully. Problems are reported beside the
/// findings (and on stderr) and never stop the run.
public struct FileProblem: Hashable, Codable, Sendable, CustomStringConvertible {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// The path given on the command line does not exist.
        case notFound = "not-found"
        /// The file exists but could not be read (permissions, I/O error).
        case unreadable
        /// The bytes are not valid UTF-8 text.
        case invalidEncoding = "invalid-encoding"
        /// The file holds binary data (NUL bytes).
        case binary
        /// The file is larger than the configured limit and was skipped.
        case tooLarge = "too-large"
        /// The file has syntax errors; the parts that parsed were audited.
        case syntaxErrors = "syntax-errors"
        /// A directory was reached twice through symbolic links and was not walked again.
        case symlinkLoop = "symlink-loop"
        /// The file nests brackets so deeply that parsing it would take exponential time, or chains so many
        /// calls that reading it would take quadratic time: machine-made shapes, skipped and reported.
        case tooDeeplyNested = "too-deeply-nested"
        /// Analysing the file took longer than the per-file time limit.
        case timedOut = "timed-out"
        /// The analysis of the file ended abnormally (its worker process crashed); nothing of it was audited.
        case analysisFailed = "analysis-failed"
        /// A `native-a11y:` comment that is not a directive the tool understands.
        case malformedDirective = "malformed-directive"
        /// A suppression comment names a rule by an id it had before; it still works.
        case renamedRule = "renamed-rule"
        /// The path, once symbolic links are followed, lies outside the folder the audit is confined to.
        case outsideRoot = "outside-root"
        /// A storyboard or xib that is not well-formed XML, or not an Interface Builder document.
        case invalidInterfaceBuilder = "invalid-interface-builder"
        /// A FIFO, device or socket with a source file's name: never opened (reading one can block for ever).
        case specialFile = "special-file"
    }

    public var path: String
    public var kind: Kind
    public var message: String
    /// Where the problem is, when it is a place in the file (first syntax error, first invalid byte).
    public var line: Int?
    public var column: Int?

    public init(path: String, kind: Kind, message: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
    }

    /// True when nothing of the file was audited.
    public var isFatal: Bool { ![.syntaxErrors, .symlinkLoop, .malformedDirective, .renamedRule].contains(kind) }

    public var description: String {
        var location = path
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(message)"
    }
}
