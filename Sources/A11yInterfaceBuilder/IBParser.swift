import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Why an IB file could not be read.
public struct IBReadError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var line: Int?
    public var column: Int?
    public var description: String { message }
}

/// Reads a `.storyboard` or `.xib` with Foundation's XML parser (a SAX parser, so the file is read once,
/// front to back) into an ``IBDocument``. External entities are never resolved.
public enum IBParser {
    public static func parse(_ bytes: [UInt8], kind: IBDocument.Kind) throws -> IBDocument {
        let reader = Reader(bytes: bytes, kind: kind)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = reader
        let ok = parser.parse()
        if let error = reader.failure { throw error }
        // The parser does not always return false on a fatal error; the delegate hears of it, and an element
        // left open means the file was cut short.
        guard ok, reader.xmlError == nil, reader.isBalanced else {
            if let error = reader.xmlError { throw error }
            if let open = reader.openElement {
                throw IBReadError(message: "not well-formed XML: the file ends inside <\(open)> (cut short?)", line: parser.lineNumber, column: nil)
            }
            let cause = (parser.parserError as NSError?).map { Self.describe($0) } ?? "the XML is not well formed"
            throw IBReadError(message: "not well-formed XML: \(cause)", line: parser.lineNumber, column: parser.columnNumber)
        }
        guard reader.sawDocument else {
            throw IBReadError(message: "not an Interface Builder document: its root element is not <document>", line: 1, column: 1)
        }
        return reader.document
    }

    static func describe(_ error: NSError) -> String {
        let text = error.localizedDescription
        // libxml2's messages end with a newline and sometimes say only "The operation could not be completed".
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.contains("could not be completed") ? "XML error \(error.code)" : trimmed
    }

    /// The parser's delegate: keeps a stack of open elements and files what each one says.
    private final class Reader: NSObject, XMLParserDelegate {
        let bytes: [UInt8]
        var document: IBDocument
        var failure: IBReadError?
        var sawDocument = false
        var xmlError: IBReadError?
        var isBalanced: Bool { stack.isEmpty }
        var openElement: String? { stack.last?.name }
        private var lineStarts: [Int] = [0]
        /// Open elements: their name and, for objects, their index.
        private var stack: [(name: String, object: Int?)] = []
        /// Text of a `<string key="…">` element being read, and where it goes.
        private var text: (key: String, object: Int, inState: Bool)?
        private var collected = ""
        private var inState = false
        /// The `key` of the `<state>` being read (`normal`, `selected`…).
        private var stateKey: String?
        /// The asset colour whose `<namedColor>` is being read.
        private var namedColor: String?

        /// Elements that never stand for an object of the interface, though they carry an `id`.
        static let notObjects: Set<String> = [
            "constraint", "segue", "outlet", "outletCollection", "action", "exit", "layoutGuide", "viewLayoutGuide",
            "viewControllerLayoutGuide", "point", "rect", "size", "inset", "color", "edgeInsets", "directionalEdgeInsets",
            "scene", "document", "connections", "image", "systemImage", "namedColor",
        ]

        init(bytes: [UInt8], kind: IBDocument.Kind) {
            self.bytes = bytes
            document = IBDocument(kind: kind, runtime: .unknown)
            super.init()
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        }

        /// The nearest open object.
        private var currentObject: Int? { stack.last(where: { $0.object != nil })?.object }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            defer { if stack.count > 1_000 { failure = IBReadError(message: "elements are nested more than 1,000 deep", line: parser.lineNumber, column: nil); parser.abortParsing() } }
            if stack.isEmpty {
                guard name == "document" else {
                    stack.append((name, nil))
                    failure = IBReadError(message: name == "archive"
                        ? "an Interface Builder file in the old archive format (Xcode 4 and earlier); open and save it in a current Xcode to have it audited"
                        : "not an Interface Builder document: its root element is <\(name)>, not <document>", line: parser.lineNumber, column: nil)
                    parser.abortParsing()
                    return
                }
                sawDocument = true
                document.runtime = Self.runtime(attributes["targetRuntime"])
                document.isLaunchScreen = attributes["launchScreen"] == "YES"
                document.initialViewController = attributes["initialViewController"]
                stack.append((name, nil))
                return
            }
            let owner = currentObject
            switch name {
            case "fontDescription" where attributes["key"] == "fontDescription":
                // A size class's font (`<variation key="heightClass=regular-widthClass=regular">`, often an iPad's
                // larger size) leaves the element's own font, the one phones show, in place.
                if let owner, stack.last?.name != "variation" {
                    document.objects[owner].font = IBFont(
                        style: attributes["style"], pointSize: attributes["pointSize"].flatMap(Double.init), type: attributes["type"],
                        name: attributes["name"], family: attributes["family"], weight: attributes["weight"], line: parser.lineNumber)
                }
            case "font" where attributes["key"] == "NSFont" && stack.contains(where: { $0.name == "attributedString" }):
                // An attributed text's font (`<font key="NSFont" metaFont="system" size="22"/>`): the label's font when it
                // has no font description of its own (the first run's, as a label shows most of its text in it).
                if let owner, document.objects[owner].font == nil, let size = attributes["size"].flatMap(Double.init) {
                    let meta = attributes["metaFont"]
                    document.objects[owner].font = IBFont(
                        style: nil, pointSize: size, type: meta.map { $0.lowercased().contains("bold") ? "boldSystem" : "system" },
                        name: attributes["name"], family: nil, weight: nil, line: parser.lineNumber)
                }
            case "accessibility" where attributes["key"] == "accessibilityConfiguration":
                if let owner {
                    var accessibility = document.objects[owner].accessibility ?? IBAccessibility()
                    accessibility.label = attributes["label"]
                    accessibility.hint = attributes["hint"]
                    accessibility.identifier = attributes["identifier"]
                    document.objects[owner].accessibility = accessibility
                }
            case "accessibilityTraits":
                if let owner, stack.last?.name == "accessibility" {
                    var accessibility = document.objects[owner].accessibility ?? IBAccessibility()
                    accessibility.traits.formUnion(attributes.filter { $0.value == "YES" }.map(\.key))
                    document.objects[owner].accessibility = accessibility
                }
            case "bool" where attributes["key"] == "isElement" && stack.last?.name == "accessibility":
                if let owner {
                    document.objects[owner].accessibility?.isElement = attributes["value"] == "YES"
                }
            case "namedColor":
                namedColor = attributes["name"]
            case "color":
                let color = IBColor(attributes: attributes)
                if let name = namedColor, stack.last?.name == "namedColor" {
                    if let color { document.namedColors[name] = color }
                } else if let owner, let key = attributes["key"], let color {
                    // The element's own colours, and a button's title colour in its normal state.
                    if stack.last?.object == owner, ["textColor", "backgroundColor"].contains(key) {
                        document.objects[owner].colors[key] = color
                    } else if stack.last?.name == "state", stateKey == "normal", key == "titleColor" {
                        document.objects[owner].colors[key] = color
                    }
                }
            case "state", "buttonConfiguration":
                if name == "state" { stateKey = attributes["key"] }
                if let owner {
                    // A title of spaces shows nothing and names nothing.
                    if let title = attributes["title"], !title.allSatisfy(\.isWhitespace) { document.objects[owner].titles.append(title) }
                    if let image = attributes["image"], !image.isEmpty {
                        document.objects[owner].images.append(image)
                        if attributes["catalog"] == "system" { document.systemImages.insert(image) }
                    }
                }
                inState = true
            case "backgroundConfiguration":
                // A configured button's background picture (`<backgroundConfiguration key="background" image="Logo"/>`)
                // is what it shows when it has no title.
                if let owner, let image = attributes["image"], !image.isEmpty {
                    document.objects[owner].images.append(image)
                    if attributes["catalog"] == "system" { document.systemImages.insert(image) }
                }
            case "string", "attributedString":
                if let owner, let key = attributes["key"] {
                    text = (key, owner, inState)
                    collected = ""
                    if name == "attributedString" { Self.record(text: "attributed", key: key, inState: inState, in: &document.objects[owner]) }
                }
            case "userDefinedRuntimeAttribute":
                if let owner, let keyPath = attributes["keyPath"] {
                    document.objects[owner].runtimeAttributes[keyPath] = attributes["value"] ?? ""
                }
            case "action":
                if let owner {
                    document.objects[owner].hasAction = true
                    if let selector = attributes["selector"] { document.objects[owner].actionSelectors.append(selector) }
                }
            case "outlet", "outletCollection":
                if let owner, let property = attributes["property"], let destination = attributes["destination"] {
                    document.outlets.append(IBOutlet(source: owner, property: property, destination: destination, line: parser.lineNumber))
                }
            case "segue":
                if let owner, let destination = attributes["destination"] {
                    let (start, _, end) = tagBounds(name, parser: parser)
                    document.segues.append(IBSegue(
                        source: owner, destination: destination, kind: attributes["kind"] ?? "", presentationStyle: attributes["modalPresentationStyle"],
                        identifier: attributes["identifier"], line: parser.lineNumber, tagStart: start, tagEnd: end,
                        customClass: attributes["customClass"]))
                }
            case "systemImage":
                if let image = attributes["name"] { document.systemImages.insert(image) }
            case "imageReference" where attributes["key"] == "image":
                // Xcode 13 and later write a state's or an image view's image as a child element.
                if let owner, let image = attributes["image"], !image.isEmpty {
                    document.objects[owner].images.append(image)
                    if attributes["catalog"] == "system" { document.systemImages.insert(image) }
                }
            case "rect" where attributes["key"] == "frame":
                if let owner, let width = attributes["width"].flatMap(Double.init), let height = attributes["height"].flatMap(Double.init) {
                    document.objects[owner].frameSize = (width, height)
                    if let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init) {
                        document.objects[owner].frameOrigin = (x, y)
                    }
                }
            case "constraint" where stack.last?.name == "constraints" && attributes["firstItem"] == nil && attributes["secondItem"] == nil:
                // A constraint with no other item sizes the element whose `<constraints>` hold it.
                if let owner, let dimension = attributes["firstAttribute"].flatMap(IBSizeConstraint.Dimension.init(rawValue:)),
                    let constant = attributes["constant"].flatMap(Double.init)
                {
                    document.objects[owner].sizeConstraints.append(IBSizeConstraint(
                        dimension: dimension, constant: constant, isMinimum: attributes["relation"] == "greaterThanOrEqual",
                        isMaximum: attributes["relation"] == "lessThanOrEqual"))
                }
            default:
                break
            }
            if attributes["id"] != nil, !Self.notObjects.contains(name), !(name == "string" || name == "attributedString") {
                let (start, nameEnd, end) = tagBounds(name, parser: parser)
                var object = IBObject(
                    index: document.objects.count, tag: name, id: attributes["id"], attributes: attributes, parent: owner,
                    line: line(of: start), tagStart: start, nameEnd: nameEnd, tagEnd: end)
                if let image = attributes["image"], !image.isEmpty {
                    object.images.append(image)
                    if attributes["catalog"] == "system" { document.systemImages.insert(image) }
                }
                document.objects.append(object)
                stack.append((name, object.index))
            } else {
                stack.append((name, nil))
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if xmlError == nil {
                xmlError = IBReadError(
                    message: "not well-formed XML: \(IBParser.describe(parseError as NSError))", line: parser.lineNumber, column: parser.columnNumber)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if text != nil { collected += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if let pending = text, name == "string" || name == "attributedString" {
                if name == "string" { Self.record(text: collected, key: pending.key, inState: pending.inState, in: &document.objects[pending.object]) }
                text = nil
            }
            if name == "state" || name == "buttonConfiguration" { inState = false; stateKey = nil }
            if name == "namedColor" { namedColor = nil }
            if !stack.isEmpty { stack.removeLast() }
        }

        /// `<string key="text">` is a label's text written out (it holds a line break); in a button's state it is a title.
        private static func record(text: String, key: String, inState: Bool, in object: inout IBObject) {
            guard !text.isEmpty else { return }
            if inState || key == "title" || key == "attributedTitle" {
                object.titles.append(text)
            } else if object.attributes[key] == nil {
                object.attributes[key == "attributedText" ? "text" : key] = text
            }
        }

        static func runtime(_ value: String?) -> IBDocument.Runtime {
            switch value {
            case "iOS.CocoaTouch": .iOS
            case "MacOSX.Cocoa": .macOS
            case "watchKit": .watchOS
            case "AppleTV": .tvOS
            default: .unknown
            }
        }

        private func line(of offset: Int) -> Int {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low + 1
        }

        /// The byte offset of the parser's position: a line and a column counted in characters. Positions arrive
        /// in document order, so the walk resumes from the last one on the same line: linear in the file, even
        /// when the whole file is one line.
        private var cursor = (line: 0, column: 1, offset: 0)
        private func byteOffset(line: Int, column: Int) -> Int {
            guard line >= 1, line <= lineStarts.count else { return bytes.count }
            if cursor.line != line || cursor.column > column { cursor = (line, 1, lineStarts[line - 1]) }
            var (current, offset) = (cursor.column, cursor.offset)
            while current < column, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
                offset += 1
                // Continuation bytes of a UTF-8 sequence belong to the character already counted.
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                current += 1
            }
            cursor = (line, current, offset)
            return offset
        }

        /// The opening tag `<name …>` the parser just reported, whose end (`>`, or `/` of `/>`) is at the parser's
        /// position: where it starts, where its name ends, and where it ends. Found by looking back from that end
        /// for `<name` followed by a space, `/` or `>`.
        private func tagBounds(_ name: String, parser: XMLParser) -> (start: Int, nameEnd: Int, end: Int) {
            let pattern = Array(("<" + name).utf8)
            let position = min(byteOffset(line: parser.lineNumber, column: parser.columnNumber) + 1, bytes.count)
            var start: Int?
            var cursor = position - pattern.count
            while cursor >= 0 {
                if bytes[cursor] == pattern[0], bytes[cursor..<cursor + pattern.count].elementsEqual(pattern) {
                    let next = cursor + pattern.count < bytes.count ? bytes[cursor + pattern.count] : UInt8(ascii: ">")
                    if next == UInt8(ascii: " ") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\r")
                        || next == UInt8(ascii: "/") || next == UInt8(ascii: ">")
                    {
                        start = cursor
                        break
                    }
                }
                cursor -= 1
            }
            guard let start else { return (0, 0, 0) }
            // The end of the opening tag: the first `>` outside a quoted value.
            var quote: UInt8?
            var index = start + pattern.count
            while index < bytes.count {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    let end = index > 0 && bytes[index - 1] == UInt8(ascii: "/") ? index - 1 : index
                    return (start, start + pattern.count, end)
                }
                index += 1
            }
            return (start, start + pattern.count, bytes.count)
        }
    }
}
