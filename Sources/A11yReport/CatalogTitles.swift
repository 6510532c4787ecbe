import A11yCatalog
import A11yCore

/// Criterion titles for reports, from the bundled catalog ("Modal › Focus confined").
public enum CatalogTitles {
    public static let catalog: Catalog? = try? Catalog.bundled()

    @Sendable public static func title(for reference: CriterionReference) -> String? {
        guard let component = catalog?.component(id: reference.component),
            let criterion = component.criterion(id: reference.criterion)
        else { return nil }
        return "\(component.title) › \(criterion.title)"
    }
}
