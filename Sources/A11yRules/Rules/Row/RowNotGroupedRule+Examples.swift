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
        // A cell the screen makes one element where it fills it in, with a label built from its texts.
        RuleExample("""
            final class RecipeCell: UICollectionViewCell {
                let photo = UIImageView()
                let name = UILabel()
                let minutes = UILabel()
            }
            """, context: ["""
            final class RecipesViewController: UICollectionViewController {
                var recipes: [Recipe] = []
                override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "recipe", for: indexPath) as! RecipeCell
                    cell.isAccessibilityElement = true
                    cell.accessibilityLabel = recipes[indexPath.item].summary
                    return cell
                }
            }
            """]),
        // The app's row groups itself in its own body.
        RuleExample("""
            struct ChoreRow: View {
                let title: String
                var body: some View {
                    HStack { Image(systemName: "leaf"); VStack { Text(title); Text("Every Monday") } }
                        .accessibilityElement(children: .combine)
                }
            }
            struct ChoreList: View {
                var body: some View { List { ChoreRow(title: "Water plants").onTapGesture { } } }
            }
            """),
        // The app's row holds a control of its own, which keeps its stop.
        RuleExample("""
            struct ReminderRow: View {
                @State private var on = false
                var body: some View {
                    HStack { Image(systemName: "bell"); Text("07:00"); Text("Weekdays"); Toggle("On", isOn: $on) }
                }
            }
            struct Reminders: View {
                var body: some View { List { ReminderRow().onTapGesture { } } }
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
        // One of the app's rows, made tappable where it is placed: its body is a picture and two captions.
        RuleExample("""
            struct ChoreRow: View {
                let title: String
                var body: some View {
                    HStack { Image(systemName: "leaf"); VStack { Text(title); Text("Every Monday") } }
                }
            }
            struct ChoreList: View {
                var body: some View {
                    List { ↓ChoreRow(title: "Water plants").contentShape(Rectangle()).onTapGesture { } }
                }
            }
            """),
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
