import A11yCore
import A11yRuleKit
import Foundation

/// The colours of the asset catalogs found while discovering files, read once before any file is analysed. A colour
/// set that cannot be read is left out: text in that colour is then judged as if its colour were unknown.
enum AssetCatalogColors {
    static func load(_ colorSets: [String], at location: (String) -> String) -> AssetColors {
        var colors = AssetColors()
        for colorSet in colorSets {
            let folder = URL(fileURLWithPath: location(colorSet))
            let name = folder.deletingPathExtension().lastPathComponent
            // Small regular JSON files; anything large, or a pipe or device named like one, is not a colour set.
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("Contents.json").path),
                attributes[.type] as? FileAttributeType == .typeRegular, (attributes[.size] as? Int ?? 0) < 64 * 1024,
                let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
                let color = AssetColors.lightColor(contents: data, name: name)
            else { continue }
            // Two catalogs with a colour of the same name: the first one found, as discovery sorts them.
            if colors.color(named: name) == nil { colors.add(color, named: name) }
        }
        return colors
    }

    /// What the colours are, for the cache: a file's findings depend on them.
    static func digest(_ colors: AssetColors) -> String {
        (colors.byName.sorted { $0.key < $1.key } + colors.constants.sorted { $0.key < $1.key }.map { ("const:" + $0.key, $0.value) })
            .map { "\($0.0)=\($0.1.red),\($0.1.green),\($0.1.blue)" }.joined(separator: ";")
    }
}
