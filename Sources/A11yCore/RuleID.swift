/// A rule's stable kebab-case identifier, e.g. `custom-modal-not-modal`.
///
/// Ids are written by hand in each rule's description and never derived from type names, so renaming a
/// Swift type never changes what users put in configuration files or suppression comments.
public struct RuleID: RawRepresentable, Hashable, Comparable, Codable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }

    /// True when the id is lower-case kebab-case: letters, digits and single hyphens.
    public var isWellFormed: Bool {
        guard let first = rawValue.first, first.isLowercase, rawValue.last != "-" else { return false }
        var previousWasHyphen = false
        for character in rawValue {
            if character == "-" {
                if previousWasHyphen { return false }
                previousWasHyphen = true
            } else if character.isASCII && (character.isLowercase || character.isNumber) {
                previousWasHyphen = false
            } else {
                return false
            }
        }
        return true
    }
}
