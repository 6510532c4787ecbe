import Foundation

/// A deterministic pseudo-random source (SplitMix64): the same seed gives the same corpus on every machine.
public struct SeededRandom {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
}

/// Writes a corpus of Swift source that reads like app code: SwiftUI screens, UIKit view controllers,
/// modals done right and wrong, alerts, pickers, buttons, lists, and plain model and service code.
public struct CorpusGenerator {
    var random: SeededRandom
    private var fileIndex = 0

    public init(seed: UInt64) { random = SeededRandom(seed: seed) }

    static let nouns = [
        "Account", "Order", "Product", "Cart", "Profile", "Settings", "Message", "Photo", "Review", "Payment",
        "Address", "Coupon", "Booking", "Ticket", "Playlist", "Workout", "Recipe", "Invoice", "Delivery", "Store",
    ]
    static let verbs = ["load", "refresh", "save", "delete", "share", "submit", "fetch", "archive", "restore", "sync"]
    static let symbols = ["trash", "square.and.arrow.up", "heart", "star", "xmark", "gear", "plus", "pencil", "bell", "cart"]

    /// Writes files totalling at least `lines` lines into `directory`; returns (files, lines).
    public mutating func write(lines target: Int, to directory: URL) throws -> (files: Int, lines: Int) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var written = 0
        var files = 0
        while written < target {
            let (name, text) = nextFile()
            let folder = directory.appendingPathComponent("Module\(files / 200)")
            if files % 200 == 0 { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
            written += text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            files += 1
        }
        return (files, written)
    }

    public mutating func nextFile() -> (String, String) {
        fileIndex += 1
        let noun = random.pick(Self.nouns)
        let roll = random.int(1...100)
        if roll <= 55 {
            let name = "\(noun)Screen\(fileIndex)"
            return ("\(name).swift", swiftUIFile(name: name, noun: noun))
        } else if roll <= 80 {
            let name = "\(noun)ViewController\(fileIndex)"
            return ("\(name).swift", uiKitFile(name: name, noun: noun))
        } else {
            let name = "\(noun)Model\(fileIndex)"
            return ("\(name).swift", modelFile(name: name, noun: noun))
        }
    }

    // MARK: SwiftUI

    mutating func swiftUIFile(name: String, noun: String) -> String {
        var out = "import SwiftUI\n\n/// \(noun) screen.\nstruct \(name): View {\n"
        out += "    @StateObject private var model = \(noun)ViewModel()\n"
        out += "    @State private var showDetails = false\n    @State private var confirming = false\n"
        out += "    @State private var query = \"\"\n    @State private var date = Date()\n"
        out += "    @Environment(\\.dismiss) private var dismiss\n\n"
        out += "    var body: some View {\n        NavigationStack {\n"
        let modal = random.int(1...100)
        if modal <= 12 {
            out += "            ZStack {\n" + list(noun: noun, indent: 16) + "                if confirming {\n"
            out += "                    Color.black.opacity(0.4).ignoresSafeArea()\n"
            if random.chance(50) { out += "                        .onTapGesture { confirming = false }\n" }
            out += "                    Confirm\(noun)Dialog(isPresented: $confirming)\n"
            if random.chance(40) { out += "                        .accessibilityAddTraits(.isModal)\n" }
            out += "                }\n            }\n"
        } else {
            out += list(noun: noun, indent: 12)
        }
        out += "            .navigationTitle(\"\(noun)s\")\n"
        out += "            .searchable(text: $query)\n"
        out += "            .toolbar {\n                ToolbarItem(placement: .primaryAction) {\n"
        if random.chance(30) {
            out += "                    Button { showDetails = true } label: { Image(systemName: \"\(random.pick(Self.symbols))\") }\n"
        } else {
            out += "                    Button(\"Details\", systemImage: \"info.circle\") { showDetails = true }\n"
        }
        out += "                }\n            }\n"
        out += "            .sheet(isPresented: $showDetails) { \(noun)DetailView(model: model) }\n"
        if random.chance(50) {
            out += "            .alert(\"Delete \(noun.lowercased())?\", isPresented: $confirming) {\n"
            out += "                Button(\"Delete\", role: .destructive) { model.delete() }\n                Button(\"Cancel\", role: .cancel) {}\n            }\n"
        }
        out += "            .task { await model.load() }\n        }\n    }\n"
        for index in 0..<random.int(2...5) { out += helperView(noun: noun, index: index) }
        out += "}\n\n"
        out += viewModel(noun: noun)
        if modal <= 12 { out += dialog(noun: noun) }
        return out
    }

    mutating func list(noun: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var out = "\(pad)List {\n"
        out += "\(pad)    Section(\"Recent\") {\n\(pad)        ForEach(model.items) { item in\n"
        out += "\(pad)            \(noun)Row(item: item)\n"
        if random.chance(20) { out += "\(pad)                .onTapGesture { model.select(item) }\n" }
        out += "\(pad)                .swipeActions { Button(\"Delete\", role: .destructive) { model.remove(item) } }\n"
        out += "\(pad)        }\n\(pad)    }\n"
        out += "\(pad)    Section(\"Filters\") {\n"
        if random.chance(50) {
            out += "\(pad)        DatePicker(\"\(random.chance(15) ? "" : "From")\", selection: $date, displayedComponents: .date)\n"
        }
        out += "\(pad)        Toggle(\"Only favourites\", isOn: $model.onlyFavourites)\n"
        out += "\(pad)        Picker(\"Sort by\", selection: $model.sort) {\n\(pad)            ForEach(SortOrder.allCases) { Text($0.title).tag($0) }\n\(pad)        }\n"
        out += "\(pad)    }\n\(pad)}\n"
        return out
    }

    mutating func helperView(noun: String, index: Int) -> String {
        var out = "\n    @ViewBuilder\n    private func section\(index)(_ item: \(noun)Item) -> some View {\n"
        out += "        VStack(alignment: .leading, spacing: \(random.int(4...16))) {\n"
        for _ in 0..<random.int(3...8) {
            switch random.int(1...6) {
            case 1: out += "            Text(item.title)\n                .font(.\(random.pick(["headline", "body", "subheadline", "caption"])))\n"
            case 2: out += "            Text(item.subtitle)\n                .font(.system(size: \(random.int(11...22))))\n                .foregroundStyle(.secondary)\n"
            case 3: out += "            HStack {\n                Image(systemName: \"\(random.pick(Self.symbols))\")\n                Text(item.detail)\n            }\n"
            case 4: out += "            if item.isFavourite {\n                Label(\"Favourite\", systemImage: \"star.fill\")\n            } else {\n                EmptyView()\n            }\n"
            case 5: out += "            Button(\"\(random.pick(Self.verbs).capitalized)\") {\n                Task { await model.\(random.pick(Self.verbs))(item) }\n            }\n            .buttonStyle(.borderedProminent)\n"
            default: out += "            ProgressView(value: item.progress)\n                .tint(.accentColor)\n"
            }
        }
        out += "        }\n        .padding()\n    }\n"
        return out
    }

    mutating func viewModel(noun: String) -> String {
        var out = "@MainActor\nfinal class \(noun)ViewModel: ObservableObject {\n"
        out += "    @Published var items: [\(noun)Item] = []\n    @Published var onlyFavourites = false\n    @Published var sort: SortOrder = .newest\n"
        out += "    private let service = \(noun)Service()\n\n"
        for verb in Self.verbs.shuffledPrefix(random.int(3...6), using: &random) {
            out += "    func \(verb)(_ item: \(noun)Item? = nil) async {\n"
            out += "        do {\n            let result = try await service.\(verb)(id: item?.id)\n"
            out += "            items = result.filter { !onlyFavourites || $0.isFavourite }.sorted { lhs, rhs in\n"
            out += "                sort == .newest ? lhs.date > rhs.date : lhs.title < rhs.title\n            }\n"
            out += "        } catch {\n            print(\"\(verb) failed: \\(error)\")\n        }\n    }\n\n"
        }
        out += "    func select(_ item: \(noun)Item) {}\n    func remove(_ item: \(noun)Item) { items.removeAll { $0.id == item.id } }\n"
        out += "    func delete() { items.removeAll() }\n    func load() async { await refresh() }\n}\n"
        return out
    }

    mutating func dialog(noun: String) -> String {
        var out = "\nstruct Confirm\(noun)Dialog: View {\n    @Binding var isPresented: Bool\n\n    var body: some View {\n"
        out += "        VStack(spacing: 16) {\n            Text(\"Confirm\").font(.headline)\n"
        if random.chance(60) { out += "            Button(\"Close\") { isPresented = false }\n" }
        out += "            Button(\"OK\") { isPresented = false }\n        }\n        .padding()\n"
        if random.chance(30) { out += "        .accessibilityAction(.escape) { isPresented = false }\n" }
        out += "    }\n}\n"
        return out
    }

    // MARK: UIKit

    mutating func uiKitFile(name: String, noun: String) -> String {
        var out = "import UIKit\n\n/// \(noun) list.\nfinal class \(name): UIViewController, UITableViewDataSource, UITableViewDelegate {\n"
        out += "    private let tableView = UITableView(frame: .zero, style: .insetGrouped)\n"
        out += "    private let titleLabel = UILabel()\n    private let actionButton = UIButton(type: .system)\n"
        out += "    private let datePicker = UIDatePicker()\n    private var items: [\(noun)Item] = []\n\n"
        out += "    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.backgroundColor = .systemBackground\n"
        out += "        title = \"\(noun)s\"\n        setUpViews()\n        setUpConstraints()\n        reload()\n    }\n\n"
        out += "    private func setUpViews() {\n"
        out += "        titleLabel.font = \(random.chance(40) ? "UIFont.systemFont(ofSize: \(random.int(12...24)), weight: .semibold)" : "UIFont.preferredFont(forTextStyle: .headline)")\n"
        out += "        titleLabel.adjustsFontForContentSizeCategory = true\n        titleLabel.numberOfLines = 0\n"
        if random.chance(30) {
            out += "        actionButton.setImage(UIImage(systemName: \"\(random.pick(Self.symbols))\"), for: .normal)\n"
        } else {
            out += "        actionButton.setTitle(\"\(random.pick(Self.verbs).capitalized)\", for: .normal)\n"
        }
        out += "        actionButton.addTarget(self, action: #selector(actionTapped), for: .touchUpInside)\n"
        if random.chance(70) { out += "        datePicker.accessibilityLabel = \"Date\"\n" }
        out += "        datePicker.datePickerMode = .date\n"
        out += "        tableView.dataSource = self\n        tableView.delegate = self\n"
        out += "        tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"cell\")\n"
        out += "        [titleLabel, actionButton, datePicker, tableView].forEach {\n"
        out += "            $0.translatesAutoresizingMaskIntoConstraints = false\n            view.addSubview($0)\n        }\n    }\n\n"
        out += "    private func setUpConstraints() {\n        NSLayoutConstraint.activate([\n"
        for (index, anchor) in ["top", "leading", "trailing", "bottom"].enumerated() {
            out += "            titleLabel.\(anchor)Anchor.constraint(equalTo: view.safeAreaLayoutGuide.\(anchor)Anchor, constant: \(index * 4)),\n"
            out += "            tableView.\(anchor)Anchor.constraint(equalTo: view.\(anchor)Anchor),\n"
        }
        out += "        ])\n    }\n\n"
        out += "    private func reload() {\n        \(noun)Service.shared.fetchAll { [weak self] result in\n"
        out += "            switch result {\n            case .success(let items):\n                self?.items = items\n                self?.tableView.reloadData()\n"
        out += "            case .failure(let error):\n                self?.showError(error)\n            }\n        }\n    }\n\n"
        out += "    private func showError(_ error: Error) {\n"
        out += "        let alert = UIAlertController(title: \(random.chance(10) ? "nil" : "\"Something went wrong\""), message: error.localizedDescription, preferredStyle: .alert)\n"
        out += "        alert.addAction(UIAlertAction(title: \"OK\", style: .default))\n        present(alert, animated: true)\n    }\n\n"
        out += "    @objc private func actionTapped() {\n"
        let modal = random.int(1...100)
        if modal <= 10 {
            out += "        let popupView = \(noun)PopupView(frame: view.bounds)\n"
            if random.chance(40) { out += "        popupView.accessibilityViewIsModal = true\n" }
            out += "        view.addSubview(popupView)\n"
            if random.chance(40) { out += "        UIAccessibility.post(notification: .screenChanged, argument: popupView)\n" }
        } else if modal <= 18 {
            out += "        let controller = \(noun)OfferViewController()\n        controller.modalPresentationStyle = .overFullScreen\n        present(controller, animated: true)\n"
        } else {
            out += "        let detail = \(noun)DetailViewController(items: items)\n        navigationController?.pushViewController(detail, animated: true)\n"
        }
        out += "    }\n\n"
        out += "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }\n\n"
        out += "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n"
        out += "        let cell = tableView.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)\n"
        out += "        var content = cell.defaultContentConfiguration()\n        content.text = items[indexPath.row].title\n"
        out += "        content.secondaryText = items[indexPath.row].subtitle\n        cell.contentConfiguration = content\n        return cell\n    }\n\n"
        out += "    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {\n"
        out += "        tableView.deselectRow(at: indexPath, animated: true)\n        let item = items[indexPath.row]\n"
        out += "        guard item.isAvailable else { return }\n        showDetails(for: item)\n    }\n\n"
        out += "    private func showDetails(for item: \(noun)Item) {\n        let sheet = UIAlertController(title: item.title, message: nil, preferredStyle: .actionSheet)\n"
        for verb in Self.verbs.shuffledPrefix(random.int(2...4), using: &random) {
            out += "        sheet.addAction(UIAlertAction(title: \"\(verb.capitalized)\", style: .default) { _ in \(noun)Service.shared.\(verb)(item) })\n"
        }
        out += "        sheet.addAction(UIAlertAction(title: \"Cancel\", style: .cancel))\n        present(sheet, animated: true)\n    }\n}\n"
        if modal <= 10 {
            out += "\nfinal class \(noun)PopupView: UIView {\n    override init(frame: CGRect) {\n        super.init(frame: frame)\n"
            out += "        backgroundColor = UIColor.black.withAlphaComponent(0.4)\n    }\n\n"
            out += "    required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }\n"
            if random.chance(30) { out += "\n    override func accessibilityPerformEscape() -> Bool {\n        removeFromSuperview()\n        return true\n    }\n" }
            out += "}\n"
        }
        return out
    }

    // MARK: Model and services

    mutating func modelFile(name: String, noun: String) -> String {
        var out = "import Foundation\n\nstruct \(name): Codable, Hashable, Identifiable {\n"
        let fields = random.int(4...12)
        for index in 0..<fields {
            out += "    var field\(index): \(random.pick(["String", "Int", "Double", "Date", "Bool", "[String]", "URL?"]))\n"
        }
        out += "    var id: UUID\n\n    enum CodingKeys: String, CodingKey {\n        case id\n"
        for index in 0..<fields { out += "        case field\(index) = \"field_\(index)\"\n" }
        out += "    }\n}\n\n"
        out += "enum \(name)Error: Error, LocalizedError {\n    case notFound(UUID)\n    case invalid(String)\n    case network(underlying: Error)\n\n"
        out += "    var errorDescription: String? {\n        switch self {\n        case .notFound(let id): return \"Not found: \\(id)\"\n"
        out += "        case .invalid(let reason): return reason\n        case .network(let error): return error.localizedDescription\n        }\n    }\n}\n\n"
        out += "final class \(name)Store {\n    private var cache: [UUID: \(name)] = [:]\n    private let queue = DispatchQueue(label: \"\(name).store\")\n\n"
        for verb in Self.verbs.shuffledPrefix(random.int(3...7), using: &random) {
            out += "    func \(verb)(_ values: [\(name)], limit: Int = \(random.int(10...100))) throws -> [\(name)] {\n"
            out += "        var result: [\(name)] = []\n        for (index, value) in values.enumerated() where index < limit {\n"
            out += "            guard value.id != UUID() else { throw \(name)Error.invalid(\"duplicate\") }\n"
            out += "            if let cached = queue.sync(execute: { cache[value.id] }) {\n                result.append(cached)\n"
            out += "            } else {\n                queue.sync { cache[value.id] = value }\n                result.append(value)\n            }\n        }\n"
            out += "        return result.sorted { $0.id.uuidString < $1.id.uuidString }\n    }\n\n"
        }
        out += "}\n"
        return out
    }
}

extension Array {
    func shuffledPrefix(_ count: Int, using random: inout SeededRandom) -> [Element] {
        var copy = self
        for index in stride(from: copy.count - 1, to: 0, by: -1) {
            copy.swapAt(index, random.int(0...index))
        }
        return Array(copy.prefix(count))
    }
}
