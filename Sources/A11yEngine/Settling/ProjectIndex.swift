import A11yCore

/// Facts about every type declared in the audited files, merged across files and extensions, with
/// supertypes followed: `PromoDialog: BaseDialog` marks itself modal if `BaseDialog` does.
public struct ProjectIndex: Sendable {
    private var facts: [String: Set<TypeFact>] = [:]
    private var supertypes: [String: Set<String>] = [:]
    /// Type names some audited file uses, and how many files said (see ``TypeFact/referenced``).
    private var used: Set<String> = []
    private var filesReporting = 0

    /// Below this many files the audit is of part of an app (a folder, a snippet, an example): a type used
    /// nowhere in it may be used by the rest, so every type counts as used.
    public static let smallestApp = 20

    /// Types the system makes without any code naming them: app and scene delegates (named in Info.plist),
    /// extensions' principal classes, app intents. (An app, a widget bundle or a lone widget is marked `@main`.)
    static let entryPoints: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSExtensionRequestHandling", "UNNotificationServiceExtension", "UNNotificationContentExtension",
        "SLComposeServiceViewController", "UIInputViewController", "INExtension", "CPTemplateApplicationSceneDelegate",
        "AppIntent", "WKApplicationDelegate", "WKExtensionDelegate",
    ]

    public init(_ summaries: some Sequence<TypeSummary>, uses: (names: Set<String>, files: Int)? = nil) {
        if let uses { (used, filesReporting) = uses }
        var usedIf: [(identifier: String, classes: [String])] = []
        for summary in summaries {
            if summary.name == TypeSummary.usesKey {
                used.formUnion(summary.inheritedTypes)
                filesReporting += 1
                continue
            }
            if summary.name.hasPrefix(Self.usedIfPrefix) {
                usedIf.append((String(summary.name.dropFirst(Self.usedIfPrefix.count)), summary.inheritedTypes))
                continue
            }
            facts[summary.name, default: []].formUnion(summary.facts)
            supertypes[summary.name, default: []].formUnion(summary.inheritedTypes)
            guard !summary.name.contains(":") else { continue }
            for inherited in summary.inheritedTypes { facts[inherited, default: []].insert(.inheritedInApp) }
        }
        // A scene's class is used when code mentions the scene's storyboard id.
        for (identifier, classes) in usedIf where used.contains(identifier) { used.formUnion(classes) }
        madeByName = Set(used.lazy.filter { $0.hasPrefix(TypeSummary.madeByNamePrefix) }.map { String($0.dropFirst(TypeSummary.madeByNamePrefix.count)) })
    }

    /// The app's types whose subclasses some file makes from a name known only at run time.
    private var madeByName: Set<String> = []

    private static let usedIfPrefix = TypeSummary.usedIfKey("")
    private static let mentionPrefix = TypeSummary.mentionKey([])

    /// True when the type or a supertype declared in the project has the fact. `declared` (a type, struct or
    /// enum declaration, not only extensions) and `inheritedInApp` are not inherited,
    /// and nothing is inherited from a framework type the project extends (see ``FrameworkTypes``).
    public func type(_ name: String, has fact: TypeFact) -> Bool {
        if fact == .referenced { return isReferenced(name) }
        if fact == .declared || fact == .inheritedInApp { return facts[name]?.contains(fact) == true }
        return anyInChain(of: name, followingFrameworkTypes: false) { facts[$0]?.contains(fact) == true }
    }

    /// True when `test` holds for the type or a supertype of it, followed through the project's declarations
    /// (and, when asked, through the framework types they name).
    private func anyInChain(of name: String, followingFrameworkTypes: Bool, _ test: (String) -> Bool) -> Bool {
        var visited: Set<String> = []
        var pending = [name]
        while let current = pending.popLast() {
            guard visited.insert(current).inserted else { continue }
            if test(current) { return true }
            pending += (supertypes[current] ?? []).filter { followingFrameworkTypes || !FrameworkTypes.contains($0) }
        }
        return false
    }

    /// True when a property of the type, or of one of its supertypes declared in the project, has the fact:
    /// recorded for the property itself, or for a helper function the property is handed to (the property's
    /// summary lists those helpers as its supertypes: `titleLabel.applyBodyStyle()`).
    public func member(_ name: String, of type: String, has fact: TypeFact) -> Bool {
        var visited: Set<String> = []
        var pending = [type]
        while let current = pending.popLast() {
            guard visited.insert(current).inserted else { continue }
            if self.type(TypeSummary.memberKey(current, name), has: fact) { return true }
            pending += (supertypes[current] ?? []).filter { !FrameworkTypes.contains($0) }
        }
        return false
    }

    /// A type some file uses, or one the system makes (it or a supertype declared in the project is an entry point).
    private func isReferenced(_ name: String) -> Bool {
        if filesReporting < Self.smallestApp || used.contains(name) { return true }
        // A storyboard scene only code shows: some file must mention its id or its class.
        if name.hasPrefix(Self.mentionPrefix) {
            return name.dropFirst(Self.mentionPrefix.count).split(separator: ",").contains { used.contains(String($0)) }
        }
        if name == TypeSummary.unusedPrivateKey { return false }
        // A type the project only extends (`extension UITextView`) is someone else's, used or not. Only capitalised
        // names are collected as uses, so a type named otherwise (`iOS18TabView`) is taken as used.
        guard facts[name]?.contains(.declared) == true, name.first?.isUppercase == true else { return true }
        if !madeByName.isEmpty, anyInChain(of: name, followingFrameworkTypes: false, madeByName.contains) { return true }
        return anyInChain(of: name, followingFrameworkTypes: true) { !(supertypes[$0] ?? []).isDisjoint(with: Self.entryPoints) }
    }

    public func holds(_ condition: ProjectCondition) -> Bool {
        switch condition {
        case .typeHas(let type, let fact): self.type(type, has: fact)
        case .typeLacks(let type, let fact): !self.type(type, has: fact)
        case .memberHas(let type, let member, let fact): self.member(member, of: type, has: fact)
        case .memberLacks(let type, let member, let fact): !self.member(member, of: type, has: fact)
        }
    }

    public func holds(all conditions: [ProjectCondition]) -> Bool {
        conditions.allSatisfy(holds)
    }
}
