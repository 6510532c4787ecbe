import Foundation

/// Texts the catalog words differently per platform. In a component file, `{dimmed|disabled}` is the iOS
/// wording, then the Android one; either side may be empty. For every platform it reads "dimmed (iOS) or
/// disabled (Android)"; for one platform, only that platform's side. ", on iOS and on Android" is dropped
/// when one platform is kept, and a text that begins with a choice begins with a capital.
public enum PlatformWording {
    static let bothPlatforms = ", on iOS and on Android"

    /// The text for `platform` (nil: every platform).
    public static func text(_ text: String, for platform: Platform?) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}"),
            let bar = rest[open..<close].firstIndex(of: "|")
        {
            result += rest[..<open]
            let ios = rest[rest.index(after: open)..<bar], android = rest[rest.index(after: bar)..<close]
            switch platform {
            case .ios: result += ios
            case .android: result += android
            case nil:
                result += [(ios, "iOS"), (android, "Android")].filter { !$0.0.isEmpty }.map { "\($0.0) (\($0.1))" }
                    .joined(separator: " or ")
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        guard platform != nil else { return result }
        // "{Rotor|reading controls} set to links" begins a sentence on Android.
        result = result.replacingOccurrences(of: bothPlatforms, with: "")
        return result.prefix(1).uppercased() + result.dropFirst()
    }
}
