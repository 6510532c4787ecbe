import A11yCore

/// A compact binary form of cache entries. JSON took most of a warm run's time: decoding is now a scan
/// of varints and a table of unique strings (paths, rule ids and messages repeat a lot).
///
/// Layout: magic, format version, string table (count, then length-prefixed UTF-8), entry count, entries.
/// Any inconsistency makes decoding throw, and the cache starts empty.
enum CacheCodec {
    static let magic = Array("NA11YCACHE".utf8)
    static let version = 14

    struct Corrupt: Error {}

    static func encode(_ entries: [String: AnalysisCache.Entry]) -> [UInt8] {
        var body = Writer()
        body.varint(entries.count)
        for key in entries.keys.sorted() {
            let entry = entries[key]!
            body.string(key)
            body.string(entry.digest)
            body.analysis(entry.analysis)
        }
        var out = Writer()
        out.bytes += magic
        out.varint(version)
        out.varint(body.table.count)
        for string in body.table {
            let utf8 = Array(string.utf8)
            out.varint(utf8.count)
            out.bytes += utf8
        }
        out.bytes += body.bytes
        return out.bytes
    }

    static func decode(_ bytes: [UInt8]) throws -> [String: AnalysisCache.Entry] {
        var reader = Reader(bytes: bytes)
        guard bytes.count >= magic.count, Array(bytes[0..<magic.count]) == magic else { throw Corrupt() }
        reader.offset = magic.count
        guard try reader.varint() == version else { throw Corrupt() }
        let count = try reader.varint()
        guard count <= bytes.count else { throw Corrupt() }
        var table: [String] = []
        table.reserveCapacity(count)
        for _ in 0..<count {
            let length = try reader.varint()
            guard reader.offset + length <= bytes.count else { throw Corrupt() }
            table.append(String(decoding: bytes[reader.offset..<reader.offset + length], as: UTF8.self))
            reader.offset += length
        }
        reader.table = table
        var entries: [String: AnalysisCache.Entry] = [:]
        let entryCount = try reader.varint()
        entries.reserveCapacity(min(entryCount, 1 << 20))
        for _ in 0..<entryCount {
            let key = try reader.string()
            let digest = try reader.string()
            entries[key] = AnalysisCache.Entry(digest: digest, analysis: try reader.analysis())
        }
        guard reader.offset == bytes.count else { throw Corrupt() }
        return entries
    }

    // MARK: Writing

    struct Writer {
        var bytes: [UInt8] = []
        var table: [String] = []
        var indices: [String: Int] = [:]

        /// The string table, then the body: a self-contained message (as sent to and from analysis workers).
        func withTable() -> [UInt8] {
            var out = Writer()
            out.varint(table.count)
            for string in table {
                let utf8 = Array(string.utf8)
                out.varint(utf8.count)
                out.bytes += utf8
            }
            return out.bytes + bytes
        }

        mutating func varint(_ value: Int) {
            var remaining = UInt64(bitPattern: Int64(value))
            while remaining >= 0x80 {
                bytes.append(UInt8(remaining & 0x7F) | 0x80)
                remaining >>= 7
            }
            bytes.append(UInt8(remaining))
        }

        mutating func string(_ value: String) {
            if let index = indices[value] {
                varint(index)
            } else {
                indices[value] = table.count
                varint(table.count)
                table.append(value)
            }
        }

        mutating func optionalString(_ value: String?) {
            bytes.append(value == nil ? 0 : 1)
            if let value { string(value) }
        }

        mutating func optionalInt(_ value: Int?) {
            bytes.append(value == nil ? 0 : 1)
            if let value { varint(value) }
        }

        mutating func strings(_ values: [String]) {
            varint(values.count)
            values.forEach { string($0) }
        }

        mutating func position(_ position: SourcePosition) {
            varint(position.line)
            varint(position.column)
            varint(position.utf16Column)
            varint(position.offset)
        }

        mutating func analysis(_ analysis: FileAnalysis) {
            string(analysis.path)
            string(analysis.contentHash)
            varint(analysis.lineCount)
            varint(analysis.candidates.count)
            for candidate in analysis.candidates {
                finding(candidate.finding)
                varint(candidate.conditions.count)
                for condition in candidate.conditions {
                    switch condition {
                    case .typeHas(let type, let fact):
                        bytes.append(0)
                        string(type)
                        string(fact.rawValue)
                    case .typeLacks(let type, let fact):
                        bytes.append(1)
                        string(type)
                        string(fact.rawValue)
                    case .memberHas(let type, let member, let fact):
                        bytes.append(2)
                        string(type + "\u{0}" + member)
                        string(fact.rawValue)
                    case .memberLacks(let type, let member, let fact):
                        bytes.append(3)
                        string(type + "\u{0}" + member)
                        string(fact.rawValue)
                    }
                }
            }
            varint(analysis.types.count)
            for type in analysis.types {
                string(type.name)
                strings(type.inheritedTypes)
                strings(type.facts.map(\.rawValue).sorted())
            }
            varint(analysis.suppressions.count)
            for suppression in analysis.suppressions {
                string(suppression.form.rawValue)
                strings(suppression.rules.map(\.rawValue))
                position(suppression.position)
                varint(suppression.firstLine)
                varint(suppression.lastLine)
            }
            varint(analysis.problems.count)
            for problem in analysis.problems {
                string(problem.path)
                string(problem.kind.rawValue)
                string(problem.message)
                optionalInt(problem.line)
                optionalInt(problem.column)
            }
        }

        mutating func finding(_ finding: Finding) {
            string(finding.ruleID.rawValue)
            string(finding.severity.rawValue)
            string(finding.path)
            position(finding.span.start)
            position(finding.span.end)
            string(finding.message)
            optionalString(finding.criterion?.component)
            if let criterion = finding.criterion { string(criterion.criterion) }
            string(finding.suggestion)
            strings(finding.notes)
            bytes.append(finding.fix == nil ? 0 : 1)
            if let fix = finding.fix {
                string(fix.title)
                varint(fix.edits.count)
                for edit in fix.edits {
                    varint(edit.start)
                    varint(edit.end)
                    string(edit.replacement)
                }
            }
            string(finding.fingerprint)
            optionalString(finding.framework)
            bytes.append(finding.debugOnly ? 1 : 0)
            bytes.append(finding.kind == .review ? 1 : 0)
        }
    }

    // MARK: Reading

    struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var table: [String] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// Reads a message written by ``Writer/withTable()``, up to its body.
        init(tabled bytes: [UInt8]) throws {
            self.bytes = bytes
            let count = try varint()
            guard count <= bytes.count else { throw Corrupt() }
            for _ in 0..<count {
                let length = try varint()
                guard length >= 0, offset + length <= bytes.count else { throw Corrupt() }
                table.append(String(decoding: bytes[offset..<offset + length], as: UTF8.self))
                offset += length
            }
        }

        mutating func byte() throws -> UInt8 {
            guard offset < bytes.count else { throw Corrupt() }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func varint() throws -> Int {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let next = try byte()
                result |= UInt64(next & 0x7F) << shift
                if next & 0x80 == 0 { break }
                shift += 7
                guard shift < 64 else { throw Corrupt() }
            }
            return Int(Int64(bitPattern: result))
        }

        mutating func string() throws -> String {
            let index = try varint()
            guard index >= 0 && index < table.count else { throw Corrupt() }
            return table[index]
        }

        mutating func count() throws -> Int {
            let value = try varint()
            guard value >= 0 && value <= bytes.count - offset else { throw Corrupt() }
            return value
        }

        mutating func optionalString() throws -> String? {
            try byte() != 0 ? try string() : nil
        }

        mutating func strings() throws -> [String] {
            try (0..<count()).map { _ in try string() }
        }

        mutating func optionalInt() throws -> Int? {
            try byte() == 0 ? nil : varint()
        }

        mutating func position() throws -> SourcePosition {
            SourcePosition(line: try varint(), column: try varint(), utf16Column: try varint(), offset: try varint())
        }

        mutating func enumValue<T: RawRepresentable>(_ type: T.Type) throws -> T where T.RawValue == String {
            guard let value = T(rawValue: try string()) else { throw Corrupt() }
            return value
        }

        mutating func analysis() throws -> FileAnalysis {
            var analysis = FileAnalysis(path: try string(), contentHash: try string(), lineCount: try varint())
            for _ in 0..<(try count()) {
                let finding = try self.finding()
                var conditions: [ProjectCondition] = []
                for _ in 0..<(try count()) {
                    let kind = try byte()
                    let type = try string()
                    let fact = try enumValue(TypeFact.self)
                    switch kind {
                    case 0: conditions.append(.typeHas(type, fact))
                    case 1: conditions.append(.typeLacks(type, fact))
                    case 2, 3:
                        let parts = type.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                        guard parts.count == 2 else { throw Corrupt() }
                        conditions.append(kind == 2 ? .memberHas(parts[0], parts[1], fact) : .memberLacks(parts[0], parts[1], fact))
                    default: throw Corrupt()
                    }
                }
                analysis.candidates.append(CandidateFinding(finding: finding, conditions: conditions))
            }
            for _ in 0..<(try count()) {
                let name = try string()
                let inherited = try strings()
                let facts = try strings().map { raw -> TypeFact in
                    guard let fact = TypeFact(rawValue: raw) else { throw Corrupt() }
                    return fact
                }
                analysis.types.append(TypeSummary(name: name, inheritedTypes: inherited, facts: Set(facts)))
            }
            for _ in 0..<(try count()) {
                let form = try enumValue(Suppression.Form.self)
                let rules = try strings().map { RuleID(rawValue: $0) }
                let position = try position()
                analysis.suppressions.append(Suppression(
                    form: form, rules: rules, position: position, firstLine: try varint(), lastLine: try varint()))
            }
            for _ in 0..<(try count()) {
                analysis.problems.append(FileProblem(
                    path: try string(), kind: try enumValue(FileProblem.Kind.self), message: try string(),
                    line: try optionalInt(), column: try optionalInt()))
            }
            return analysis
        }

        mutating func finding() throws -> Finding {
            let rule = RuleID(rawValue: try string())
            let severity = try enumValue(Severity.self)
            let path = try string()
            let span = SourceSpan(start: try position(), end: try position())
            let message = try string()
            var criterion: CriterionReference?
            if try byte() != 0 {
                let component = try string()
                criterion = CriterionReference(component: component, criterion: try string())
            }
            let suggestion = try string()
            let notes = try strings()
            var fix: Fix?
            if try byte() != 0 {
                let title = try string()
                var edits: [TextEdit] = []
                for _ in 0..<(try count()) {
                    let start = try varint()
                    let end = try varint()
                    guard start >= 0 && start <= end else { throw Corrupt() }
                    edits.append(TextEdit(start: start, end: end, replacement: try string()))
                }
                fix = Fix(title: title, edits: edits)
            }
            var finding = Finding(
                ruleID: rule, severity: severity, path: path, span: span, message: message, criterion: criterion,
                suggestion: suggestion, notes: notes, fix: fix, fingerprint: try string(), framework: try optionalString())
            finding.debugOnly = try byte() != 0
            finding.kind = try byte() != 0 ? .review : .defect
            return finding
        }
    }
}
