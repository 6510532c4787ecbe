import SwiftSyntax

/// Widely used libraries that show a short message over the app (a toast, an alert-like HUD that fades) and
/// never tell VoiceOver about it: each entry was checked against the library's source. A call counts only in
/// a file that imports the module, so an app's own type of the same name is not mistaken for it.
///
/// Libraries that do announce are not listed: Toast-Swift moves VoiceOver focus to its toast, NotificationBanner
/// and SwiftMessages post announcements of their own.
public struct ThirdPartyToast: Sendable {
    public let module: String
    /// Namespaces whose static `present(…)` builds and shows the message: `SPAlert.present(title: "Saved", preset: .done)`.
    public let namespaces: Set<String>
    /// The library's message views, built by the app and then shown with `present(…)`:
    /// `SPAlertView(title: "Saved", preset: .done).present()`.
    public let views: Set<String>
    /// Names the library and the versions its source was read at.
    public let checked: String
}

public enum ThirdPartyToasts {
    public static let all: [ThirdPartyToast] = [
        // No accessibility code at any tag from 2.x to 5.x (read across its history in 2026).
        ThirdPartyToast(
            module: "SPAlert", namespaces: ["SPAlert"], views: ["SPAlertView"],
            checked: "SPAlert's alert view fades in and out by itself and never speaks to VoiceOver (checked at its 2.x to 4.x sources)"),
        // The same library renamed; no accessibility code (read at its 2025 sources).
        ThirdPartyToast(
            module: "AlertKit", namespaces: ["AlertKitAPI"], views: ["AlertAppleMusic16View", "AlertAppleMusic17View"],
            checked: "AlertKit's alert views fade in and out by themselves and never speak to VoiceOver (checked at its 5.x sources)"),
        // Its sibling for small indicators at the top of the screen; no accessibility code (read at its 2023 sources).
        ThirdPartyToast(
            module: "SPIndicator", namespaces: ["SPIndicator"], views: ["SPIndicatorView"],
            checked: "SPIndicator's indicator slides in and out by itself and never speaks to VoiceOver (checked at its 2023 sources)"),
    ]

    /// The modules of every entry, to skip files that import none.
    public static let modules: Set<String> = Set(all.map(\.module))

    /// The `present(…)` calls in the file that show a listed library's message, with the library and the type
    /// that names the message (`SPAlertView`).
    public static func presentations(in file: SourceFileContext) -> [(call: FunctionCallExprSyntax, library: ThirdPartyToast, subject: String)] {
        let imported = file.facts.importedModules
        let libraries = all.filter { imported.contains($0.module) }
        guard !libraries.isEmpty else { return [] }
        var found: [(FunctionCallExprSyntax, ThirdPartyToast, String)] = []
        for call in file.facts.calls("present") {
            guard let receiver = call.receiver?.unwrapped else { continue }
            let name = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text
            let viewType = receiver.constructedTypeName ?? VariableResolver.resolve(receiver, at: call, in: file)?.typeName
            for library in libraries {
                if let name, library.namespaces.contains(name) {
                    found.append((call, library, name))
                } else if let viewType, library.views.contains(viewType) {
                    found.append((call, library, viewType))
                } else {
                    continue
                }
                break
            }
        }
        return found
    }
}
