import A11yCore
import A11yRuleKit

/// The examples that specify `RowNotGroupedRule`: code that must stay quiet, and code with `↓` where each
/// finding lands. `RuleExampleTests` runs them all.
extension RowNotGroupedRule {
    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
            struct TripRow: View {
                var body: some View {
                    HStack { Image("plane"); VStack { Text("Lisbon"); Text("Tue 14:05") } }
                        .accessibilityElement(children: .combine)
                        .onTapGesture { }
                }
            }
            """),
        // The system makes a button's label one element.
        RuleExample("""
            struct TripRow: View {
                var body: some View {
                    Button { } label: { HStack { Image("plane"); VStack { Text("Lisbon"); Text("Tue 14:05") } } }
                }
            }
            """),
        RuleExample("""
            struct TagRow: View {
                var body: some View {
                    HStack { Image("tag"); Text("Groceries") }.onTapGesture { }
                }
            }
            """),
        // A control of its own keeps its own stop.
        RuleExample("""
            struct AlarmRow: View {
                @Binding var isOn: Bool
                var body: some View {
                    HStack { Image("bell"); VStack { Text("07:00"); Text("Weekdays") }; Toggle("On", isOn: $isOn) }
                        .onTapGesture { }
                }
            }
            """),
        RuleExample("""
            struct TripRow: View {
                var body: some View {
                    HStack { Image("plane"); VStack { Text("Lisbon"); Text("Tue 14:05") } }
                }
            }
            """),
        RuleExample("""
            final class AlbumCell: UICollectionViewCell {
                private let cover = UIImageView()
                private let title = UILabel()
                private let artist = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
        // Table view cells read their labels together already.
        RuleExample("""
            final class AlbumRow: UITableViewCell {
                private let cover = UIImageView()
                private let title = UILabel()
                private let artist = UILabel()
            }
            """),
    ]

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            struct TripRow: View {
                var body: some View {
                    ↓HStack {
                        Image("plane")
                        VStack(alignment: .leading) { Text("Lisbon"); Text("Tue 14:05") }
                    }
                    .onTapGesture { }
                }
            }
            """),
        RuleExample("""
            final class ↓AlbumCell: UICollectionViewCell {
                private let cover = UIImageView()
                private let title = UILabel()
                private let artist = UILabel()
            }
            """),
    ]
}
