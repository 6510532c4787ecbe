/// Points at one acceptance criterion of one catalog component, e.g. `modal` / `focus-confined`.
///
/// Every rule names the criterion a manual tester would see fail; the catalog test suite checks that the
/// reference resolves, so a rule can never point at a criterion that does not exist.
public struct CriterionReference: Hashable, Codable, Sendable, CustomStringConvertible {
    public var component: String
    public var criterion: String

    public init(component: String, criterion: String) {
        self.component = component
        self.criterion = criterion
    }

    public var description: String { "\(component)#\(criterion)" }
}
