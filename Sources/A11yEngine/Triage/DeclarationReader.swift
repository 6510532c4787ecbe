import A11yCore
import A11yRuleKit

/// Reads a Swift file without parsing it: the types it declares or extends, what each inherits, and the names
/// it mentions. Used for files with no interface code (see ``InterfaceCodeTriage``): the project index still
/// needs their types (a model's protocols, a base class), and the names tell whether the file touches an
/// interface type declared elsewhere (then it is parsed in full after all).
///
/// Comments and string literals are skipped; a string's interpolations are read as code only as far as a
/// single-line string goes, which can at worst add a name, never hide a declaration on a later line.
public struct DeclarationReader {
    public struct Declaration: Equatable, Sendable {
        public var kind: TypeDeclaration.Kind
        /// The simple name: `Card` for `struct Card` and for `extension Feature.Card`.
        public var name: String
        /// Inherited types as simple names, as the parser's reading gives them (`Feature.Base<T>` → `Base`;
        /// compositions and `~Copyable` give none).
        public var inheritedTypes: [String]
    }

    public private(set) var declarations: [Declaration] = []
    /// Hashes of every identifier the file uses, sorted and unique (see ``nameHash(_:)``).
    public private(set) var mentionedNames: [UInt64] = []
    /// The modules the file imports.
    public private(set) var imports: [String] = []

    private let bytes: [UInt8]
    private var index = 0

    /// Names starting with a capital letter that the file uses, outside the name of a type it declares or extends
    /// and outside the `excluded` byte ranges (SwiftUI previews): the types it makes, subclasses, registers or casts
    /// to. Sorted and unique. Read only with `collectsTypeUses`.
    public private(set) var usedTypeNames: [String] = []

    public init(_ bytes: [UInt8], collectsTypeUses: Bool = false, excluding excluded: [Range<Int>] = []) {
        self.bytes = bytes
        var tokens: [Token] = []
        tokenize(into: &tokens)
        readDeclarations(tokens)
        var hashes = tokens.compactMap { token -> UInt64? in
            guard case .word(let range) = token else { return nil }
            return Self.hash(bytes[range])
        }
        hashes.sort()
        mentionedNames = hashes.uniqued()
        if collectsTypeUses { usedTypeNames = typeUses(tokens, excluding: excluded) }
    }

    /// Reads only the names a file's code uses (see ``usedTypeNames``), for a file that is parsed in full.
    /// `within`: byte ranges of the file's own declarations and extensions of each type, where its name is not a
    /// use (`static var shared: Player?` inside `Player`).
    public static func typeUses(in bytes: [UInt8], excluding excluded: [Range<Int>], within own: [String: [Range<Int>]] = [:]) -> [String] {
        var reader = DeclarationReader(empty: bytes)
        var uses = TypeUses(bytes: bytes, excluded: excluded, own: own)
        reader.tokenize(mentions: true) { uses.read($0) }
        return (uses.names + basesMadeByName(bytes)).sorted()
    }

    /// The app's types a file casts a class looked up by name to (`Bundle.main.classNamed("App.\(kind)") as?
    /// CardView.Type`, `NSClassFromString(name) as? CardView.Type`), as ``TypeSummary/madeByNameKey(_:)`` entries:
    /// the subclass made is known only when the app runs, so any of them may be.
    static func basesMadeByName(_ bytes: [UInt8]) -> [String] {
        guard bytes.containsSubsequence("classNamed(") || bytes.containsSubsequence("NSClassFromString(") else { return [] }
        var bases: Set<String> = []
        let suffix = Array(".Type".utf8)
        var index = 0
        while index + suffix.count <= bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "."), bytes[index..<(index + suffix.count)].elementsEqual(suffix),
                index + suffix.count == bytes.count || !isIdentifierByte(bytes[index + suffix.count])
            else { continue }
            var start = index
            while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
            guard start < index, isUpper(bytes[start]), let name = String(bytes: bytes[start..<index], encoding: .utf8), !FrameworkTypes.contains(name)
            else { continue }
            bases.insert(TypeSummary.madeByNameKey(name))
        }
        return bases.sorted()
    }

    private init(empty bytes: [UInt8]) { self.bytes = bytes }

    private func typeUses(_ tokens: [Token], excluding excluded: [Range<Int>], within own: [String: [Range<Int>]] = [:]) -> [String] {
        var uses = TypeUses(bytes: bytes, excluded: excluded, own: own)
        for token in tokens { uses.read(token) }
        return (uses.names + Self.basesMadeByName(bytes)).sorted()
    }

    /// Collects the capitalised names a file uses, one token at a time (see ``usedTypeNames``). A name is hashed
    /// first; only a name not seen before becomes a string.
    private struct TypeUses {
        let bytes: [UInt8]
        let excluded: [Range<Int>]
        /// The file's own declarations by name hash, where the name is no use.
        let own: [UInt64: [Range<Int>]]
        var names: [String] = []
        var seen: Set<UInt64> = []
        var declaresNext = false

        init(bytes: [UInt8], excluded: [Range<Int>], own: [String: [Range<Int>]]) {
            self.bytes = bytes
            self.excluded = excluded
            self.own = Dictionary(own.map { (DeclarationReader.nameHash($0.key), $0.value) }, uniquingKeysWith: +)
        }

        mutating func read(_ token: Token) {
            if case .mention(let range) = token {
                note(range)
                return
            }
            guard case .word(let range) = token else {
                declaresNext = false
                return
            }
            let first = bytes[range.lowerBound]
            if declaresNext {
                // The name after `class`, `struct`, `extension`…: its declaration, not a use.
                declaresNext = false
                return
            }
            if first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") {
                declaresNext = DeclarationReader.isDeclarationKeyword(bytes[range])
                return
            }
            guard isUpper(first) else { return }
            note(range)
        }

        private mutating func note(_ range: Range<Int>) {
            let hash = DeclarationReader.hash(bytes[range])
            if seen.contains(hash) { return }
            if !excluded.isEmpty, excluded.contains(where: { $0.contains(range.lowerBound) }) { return }
            if let ranges = own[hash], ranges.contains(where: { $0.contains(range.lowerBound) }) { return }
            seen.insert(hash)
            names.append(String(decoding: bytes[range], as: UTF8.self))
        }
    }

    /// `class`, `struct`, `enum`, `actor`, `extension`, `protocol`, `typealias`: the next name is declared.
    private static func isDeclarationKeyword(_ word: ArraySlice<UInt8>) -> Bool {
        switch word.count {
        case 4: return word.elementsEqual("enum".utf8)
        case 5: return word.elementsEqual("class".utf8) || word.elementsEqual("actor".utf8)
        case 6: return word.elementsEqual("struct".utf8)
        case 8: return word.elementsEqual("protocol".utf8)
        case 9: return word.elementsEqual("extension".utf8) || word.elementsEqual("typealias".utf8)
        default: return false
        }
    }

    /// The hash a mentioned name is kept as.
    public static func nameHash(_ name: String) -> UInt64 { hash(Array(name.utf8)[...]) }

    private static func hash(_ slice: ArraySlice<UInt8>) -> UInt64 {
        // FNV-1a: stable across processes, and cheap.
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in slice {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return value
    }

    // MARK: - Tokens

    private enum Token {
        case word(Range<Int>)
        case punctuation(UInt8)
        /// A string literal that is one capitalised name (`"ProfileViewController"`): a storyboard id, a nib or a
        /// class name looked up by name. Only the reading of uses asks for these.
        case mention(Range<Int>)
    }

    private mutating func tokenize(into tokens: inout [Token]) {
        tokenize { tokens.append($0) }
    }

    /// Hands each token to `emit` in order, skipping comments and string literals (but handing a string that is one
    /// capitalised name on as a mention, when asked).
    private mutating func tokenize(mentions: Bool = false, _ emit: (Token) -> Void) {
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if isIdentifierStart(byte) {
                let start = index
                while index < count, isIdentifierByte(bytes[index]) { index += 1 }
                emit(.word(start..<index))
                continue
            }
            switch byte {
            case UInt8(ascii: "`"):
                let start = index + 1
                index = start
                while index < count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                emit(.word(start..<index))
                index += 1
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "#") where startsRawString():
                skipRawString()
            case UInt8(ascii: "\""):
                let start = index + 1
                skipString()
                // `"Name"`: the content between the quotes is all name bytes, starting with a capital.
                if mentions, index - 1 > start, bytes[index - 1] == UInt8(ascii: "\""), isUpper(bytes[start]),
                    bytes[start..<(index - 1)].allSatisfy(isIdentifierByte)
                {
                    emit(.mention(start..<(index - 1)))
                }
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            default:
                emit(.punctuation(byte))
                index += 1
            }
        }
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        isUpper(byte) || isLower(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
        index = bytes.count
    }

    private func isTripleQuote(at position: Int) -> Bool {
        position + 2 < bytes.count && bytes[position] == UInt8(ascii: "\"") && bytes[position + 1] == UInt8(ascii: "\"")
            && bytes[position + 2] == UInt8(ascii: "\"")
    }

    /// A plain string: to its closing quote (or the line's end), or a multi-line one to its closing `"""`.
    private mutating func skipString() {
        if isTripleQuote(at: index) {
            index += 3
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                } else if isTripleQuote(at: index) {
                    index += 3
                    return
                } else {
                    index += 1
                }
            }
            return
        }
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""), UInt8(ascii: "\n"):
                index += 1
                return
            default: index += 1
            }
        }
    }

    private func startsRawString() -> Bool {
        var position = index
        while position < bytes.count, bytes[position] == UInt8(ascii: "#") { position += 1 }
        return position < bytes.count && bytes[position] == UInt8(ascii: "\"")
    }

    /// `#"…"#` or `##"""…"""##`: to the closing quote followed by as many `#`.
    private mutating func skipRawString() {
        var hashes = 0
        while bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiLine = isTripleQuote(at: index)
        index += multiLine ? 3 : 1
        while index < bytes.count {
            if !multiLine, bytes[index] == UInt8(ascii: "\n") {
                index += 1
                return
            }
            if bytes[index] == UInt8(ascii: "\""), !multiLine || isTripleQuote(at: index) {
                var position = index + (multiLine ? 3 : 1)
                var closing = 0
                while closing < hashes, position < bytes.count, bytes[position] == UInt8(ascii: "#") {
                    closing += 1
                    position += 1
                }
                if closing == hashes {
                    index = position
                    return
                }
            }
            index += 1
        }
    }

    // MARK: - Declarations

    /// Words after `class` that make it a modifier (`class func`), not a declaration.
    private static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "public", "private", "internal", "fileprivate", "open",
        "required", "convenience", "static", "dynamic", "nonisolated", "init", "deinit", "lazy", "weak", "unowned",
        "typealias", "indirect", "mutating", "package",
        // `for actor in actors`, `guard let actor else`.
        "in", "else", "is", "as", "where", "return",
    ]

    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias", "actor"]

    private mutating func readDeclarations(_ tokens: [Token]) {
        var position = 0
        func word(_ at: Int) -> String? {
            guard at < tokens.count, case .word(let range) = tokens[at] else { return nil }
            return String(decoding: bytes[range], as: UTF8.self)
        }
        func isPunctuation(_ at: Int, _ character: Character) -> Bool {
            guard at >= 0, at < tokens.count, case .punctuation(let byte) = tokens[at] else { return false }
            return byte == character.asciiValue
        }
        while position < tokens.count {
            defer { position += 1 }
            guard let keyword = word(position) else { continue }
            if keyword == "import" {
                // `import UIKit`, or `import struct Foundation.Date`: the module is the first name of the path.
                var cursor = position + 1
                if let next = word(cursor), Self.importKinds.contains(next) { cursor += 1 }
                if let module = word(cursor) { imports.append(module) }
                position = cursor
                continue
            }
            guard let kind = TypeDeclaration.Kind(rawValue: keyword), !isPunctuation(position - 1, ".") else { continue }
            var cursor = position + 1
            guard var name = word(cursor), !Self.notTypeNames.contains(name) else { continue }
            cursor += 1
            // `extension Feature.Card`: the last component names the type.
            while kind == .extension, isPunctuation(cursor, "."), let next = word(cursor + 1) {
                name = next
                cursor += 2
            }
            cursor = skipAngleBrackets(tokens, from: cursor, isPunctuation)
            var inherited: [String] = []
            if isPunctuation(cursor, ":") {
                (inherited, cursor) = readInheritance(tokens, from: cursor + 1, word: word, isPunctuation: isPunctuation)
            }
            declarations.append(Declaration(kind: kind, name: name, inheritedTypes: inherited))
        }
    }

    private func skipAngleBrackets(_ tokens: [Token], from start: Int, _ isPunctuation: (Int, Character) -> Bool) -> Int {
        guard isPunctuation(start, "<") else { return start }
        var depth = 0
        var cursor = start
        while cursor < tokens.count {
            if isPunctuation(cursor, "<") { depth += 1 }
            if isPunctuation(cursor, ">") {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            if isPunctuation(cursor, "{") { return cursor }
            cursor += 1
        }
        return cursor
    }

    /// The inherited types up to the body's `{` or a `where` clause, as simple names.
    private func readInheritance(
        _ tokens: [Token], from start: Int, word: (Int) -> String?, isPunctuation: (Int, Character) -> Bool
    ) -> ([String], Int) {
        var names: [String] = []
        var cursor = start
        var item: [Int] = []
        func finishItem() {
            defer { item = [] }
            if let name = simpleName(of: item, word: word, isPunctuation: isPunctuation) { names.append(name) }
        }
        var depth = 0
        while cursor < tokens.count {
            if depth == 0, isPunctuation(cursor, "{") || word(cursor) == "where" { break }
            if isPunctuation(cursor, "<") || isPunctuation(cursor, "(") || isPunctuation(cursor, "[") { depth += 1 }
            if isPunctuation(cursor, ">") || isPunctuation(cursor, ")") || isPunctuation(cursor, "]") { depth -= 1 }
            if depth == 0, isPunctuation(cursor, ",") {
                finishItem()
            } else {
                item.append(cursor)
            }
            cursor += 1
        }
        finishItem()
        return (names, cursor)
    }

    /// `Base`, `Module.Base`, `Base<T>`, `@unchecked Sendable`, `any P`: the last name before generic
    /// arguments. Nil for `A & B`, `~Copyable`, tuples and functions.
    private func simpleName(of item: [Int], word: (Int) -> String?, isPunctuation: (Int, Character) -> Bool) -> String? {
        var parts = item[...]
        // Attributes: `@unchecked`, `@preconcurrency`, `@MainActor`.
        while let first = parts.first, isPunctuation(first, "@") {
            parts = parts.dropFirst(2)
        }
        if let first = parts.first, word(first) == "any" || word(first) == "some" { parts = parts.dropFirst() }
        guard let first = parts.first, var name = word(first) else { return nil }
        var cursor = parts.index(after: parts.startIndex)
        while cursor < parts.endIndex {
            let token = parts[cursor]
            if isPunctuation(token, "."), cursor + 1 < parts.endIndex, let next = word(parts[cursor + 1]) {
                name = next
                cursor += 2
            } else if isPunctuation(token, "<") {
                // Generic arguments: skip to the matching `>`.
                var depth = 0
                while cursor < parts.endIndex {
                    if isPunctuation(parts[cursor], "<") { depth += 1 }
                    if isPunctuation(parts[cursor], ">") { depth -= 1; if depth == 0 { break } }
                    cursor += 1
                }
                cursor += 1
            } else if isPunctuation(token, "?") || isPunctuation(token, "!") {
                cursor += 1
            } else {
                return nil
            }
        }
        return name
    }
}
