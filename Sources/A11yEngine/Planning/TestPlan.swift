import A11yCatalog
import A11yCore
import A11yRules
import Foundation
import A11yRuleKit

/// The acceptance criteria each screen needs, read from the code: the screens, the native components each
/// one presents (through the views it uses, in any file), the catalog criteria for those components and the
/// audit's findings next to the criterion each one breaks. Its JSON form is documented in docs/plan-schema.md.
public struct TestPlan: Codable, Sendable, Equatable {
    public static let schemaVersion = 1

    public var schemaVersion: Int
    /// `all`, `ios` or `android`: the criteria kept.
    public var platform: String
    public var screens: [Screen]
    /// Findings in code no screen reaches (a coordinator, an app's root, a free function), so that the plan
    /// lists everything the audit found.
    public var elsewhere: [PlannedFinding] = []

    public struct Screen: Codable, Sendable, Equatable {
        /// The type's name, also its stable id within the plan.
        public var name: String
        /// `swiftui-view` or `view-controller`.
        public var kind: String
        public var path: String
        public var line: Int
        /// Why it counts as a screen: `presented by SettingsScreen`, `named as a screen`, `view controller`…
        public var reason: String
        public var components: [PlannedComponent]
        /// Findings in the screen's code whose criterion belongs to a component not recognized on it.
        public var otherFindings: [PlannedFinding]
    }

    public struct PlannedComponent: Codable, Sendable, Equatable {
        /// The catalog component id.
        public var id: String
        public var title: String
        public var count: Int
        /// Where it is first built, and with what (`Toggle`, `UISwitch`, `.sheet`).
        public var path: String
        public var line: Int
        public var symbols: [String]
        public var criteria: [PlannedCriterion]
    }

    public struct PlannedCriterion: Codable, Sendable, Equatable {
        public var id: String
        public var section: String
        public var title: String
        public var expected: String
        /// The audit's findings that break this criterion on this screen: a tester will see it fail.
        public var findings: [PlannedFinding]

        init(_ criterion: Criterion, findings: [PlannedFinding]) {
            (id, section, title, expected) = (criterion.id, criterion.section.rawValue, criterion.title, criterion.expected)
            self.findings = findings
        }
    }

    public struct PlannedFinding: Codable, Sendable, Hashable {
        public var rule: String
        public var severity: String
        public var path: String
        public var line: Int
        public var message: String
        /// `component#criterion`.
        public var criterion: String?
        /// `review` for a result a person must check (the message and `check` say what); nil for a defect.
        public var kind: String?
        /// For a review item: what to check.
        public var check: String?
    }

    // MARK: - Building

    /// Builds the plan from an audit that collected views (``Auditor/collectsViews``).
    public static func build(from report: AuditReport, catalog: Catalog, platform: PlatformFilter) -> TestPlan {
        let appViews = outsideWidgetTargets(report.views)
        let declarations = withInheritedKinds(merged(appViews))
        let byName = Dictionary(declarations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let allDeclarations = appViews
        // Used inside another view: a part of a screen. A route table or coordinator that builds a view is
        // showing it, not using it.
        // (A view controller that hosts a SwiftUI view, `rootView: ImportView(…)`, uses it as well: it is that screen.)
        let usedByOthers = Set(declarations.filter { $0.kind == .swiftUIView }.flatMap { declaration in
            declaration.uses.filter { $0 != declaration.name }
        } + declarations.filter { $0.kind == .viewController }.flatMap { declaration in
            declaration.uses.filter { byName[$0]?.kind == .swiftUIView }
        })
        // View controllers another controller embeds as a child (`addChild`) are parts of it.
        let embedded = Set(declarations.filter { $0.kind == .viewController }.flatMap { declaration in
            declaration.uses.filter { $0 != declaration.name && byName[$0]?.kind == .viewController }
        })
        let presentedOver = Set(declarations.flatMap(\.presentsOver))
        var presentedBy: [String: String] = [:]
        for declaration in declarations {
            for presented in declaration.presents where presentedBy[presented] == nil && presented != declaration.name {
                presentedBy[presented] = declaration.name
            }
        }

        let reasons = Dictionary(declarations.compactMap { declaration in
            screenReason(declaration, presentedBy: presentedBy, usedByOthers: usedByOthers, embedded: embedded).map { (declaration.name, $0) }
        }, uniquingKeysWith: { first, _ in first })
        var screens: [Screen] = []
        for declaration in declarations {
            // A view nothing uses (made only in a preview, or named only by a storyboard scene nothing shows) is no
            // screen a tester can reach.
            guard let reason = reasons[declaration.name], !report.unusedViews.contains(declaration.name) else { continue }
            // The screen's own code and the views it uses, down to other screens.
            var reached: [String] = [declaration.name]
            var queue = declaration.uses
            // A view that only wraps another screen (`var body: some View { AccountsImport(model) }`) shows that screen.
            let wrapped = declaration.components.isEmpty && Set(declaration.uses).count == 1 ? declaration.uses.first : nil
            while let next = queue.first {
                queue.removeFirst()
                guard !reached.contains(next), let used = byName[next], reasons[next] == nil || next == wrapped else { continue }
                reached.append(next)
                queue += used.uses
            }
            // What the screen's app superclasses place is on it too (`class RenameSheet: SheetBase`), screens or not;
            // never a framework type an app extends (`extension View { func ticker() … }` is on no screen by itself).
            var supertypes = declaration.inherits
            while let next = supertypes.first {
                supertypes.removeFirst()
                guard !reached.contains(next), !FrameworkTypes.contains(next), let base = byName[next] else { continue }
                reached.append(next)
                supertypes += base.inherits
            }
            // The screen's own code first, then the views it uses in the order they are reached.
            var parts = reached.flatMap { name in allDeclarations.filter { $0.name == name } }
            // A controller some code presents over its screen (`.overFullScreen`) is itself a modal to check as one.
            if presentedOver.contains(declaration.name), !parts.contains(where: { $0.components.contains { $0.component == "modal" } }) {
                parts.append(ViewDeclaration(
                    name: declaration.name, kind: declaration.kind, path: declaration.path, line: declaration.line, endLine: declaration.line,
                    components: [ComponentUse(component: "modal", line: declaration.line, symbol: "presented over the screen")]))
            }
            screens.append(screen(declaration, reason: reason, parts: parts, findings: report.findings, catalog: catalog, platform: platform))
        }
        screens.sort { ($0.path, $0.line) < ($1.path, $1.line) }
        let listed = Set(screens.flatMap { screen in
            screen.components.flatMap { $0.criteria.flatMap(\.findings) } + screen.otherFindings
        })
        let elsewhere = report.findings.map(planned).filter { !listed.contains($0) }
        return TestPlan(schemaVersion: schemaVersion, platform: platform.rawValue, screens: screens, elsewhere: elsewhere)
    }

    /// A subclass of the app's own view controller class (`class RenameSheet: SheetBase`) is a view controller.
    static func withInheritedKinds(_ declarations: [ViewDeclaration]) -> [ViewDeclaration] {
        let byName = Dictionary(declarations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func isController(_ name: String, depth: Int) -> Bool {
            guard depth < 8, let declaration = byName[name] else { return false }
            if declaration.kind == .viewController { return true }
            return declaration.kind == .other && declaration.inherits.first.map { isController($0, depth: depth + 1) } == true
        }
        return declarations.map { declaration in
            guard declaration.kind == .other, let superclass = declaration.inherits.first, isController(superclass, depth: 0) else { return declaration }
            var resolved = declaration
            resolved.kind = .viewController
            return resolved
        }
    }

    /// A type's declaration and its extensions as one: its kind from the declaration, its components and
    /// uses from all of them. Keeps the declaration's place.
    static func merged(_ views: [ViewDeclaration]) -> [ViewDeclaration] {
        var order: [String] = []
        var merged: [String: ViewDeclaration] = [:]
        for view in views {
            if var existing = merged[view.name] {
                // The screen is where its class is written: a storyboard scene gives way to the Swift declaration.
                let takesOver = existing.kind == .other && view.kind != .other
                    || isInterfaceBuilder(existing.path) && !isInterfaceBuilder(view.path) && view.kind != .other
                if takesOver {
                    existing.components = existing.components.map { use in
                        var use = use
                        if use.path == nil { use.path = existing.path }
                        return use
                    }
                    existing.alsoDeclaredAt.append(DeclarationSpan(path: existing.path, line: existing.line, endLine: existing.endLine))
                    existing.kind = view.kind
                    (existing.path, existing.line, existing.endLine) = (view.path, view.line, view.endLine)
                } else {
                    existing.alsoDeclaredAt.append(DeclarationSpan(path: view.path, line: view.line, endLine: view.endLine))
                }
                existing.components += view.components.map { use in
                    var use = use
                    if use.path == nil && view.path != existing.path { use.path = view.path }
                    return use
                }
                existing.uses += view.uses
                existing.inherits += view.inherits
                existing.presents += view.presents
                existing.presentsOver += view.presentsOver
                existing.alsoDeclaredAt += view.alsoDeclaredAt
                merged[view.name] = existing
            } else {
                merged[view.name] = view
                order.append(view.name)
            }
        }
        return order.compactMap { merged[$0] }
    }

    static func isInterfaceBuilder(_ path: String) -> Bool { SourceDiscovery.isInterfaceBuilderFile(path) }

    /// The views outside the folders of widget targets. A folder directly under the audited tree that declares a
    /// `Widget` or `WidgetBundle`, and no app or app delegate, is a widget extension: its views are drawn on the home
    /// screen, and a view of the same name there (`MainView`) is another type than the app's.
    static func outsideWidgetTargets(_ views: [ViewDeclaration]) -> [ViewDeclaration] {
        let widgets = views.filter { $0.kind == .widget }
        guard !widgets.isEmpty else { return views }
        let root = FilePaths.commonFolder(of: views.map(\.path))
        let top: (String) -> String? = { path in
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            return parts.count > root.count + 1 ? String(parts[root.count]) : nil
        }
        // A folder that also holds the app's entry point or a view controller is the app's own.
        let appFolders = Set(views.filter { $0.kind == .viewController || $0.name.hasSuffix("App") && $0.kind == .swiftUIView }.compactMap { top($0.path) })
        let widgetFolders = Set(widgets.compactMap { top($0.path) }).subtracting(appFolders)
        return views.filter { view in view.kind != .widget && !(top(view.path).map(widgetFolders.contains) ?? false) }
    }

    static func screenReason(
        _ declaration: ViewDeclaration, presentedBy: [String: String], usedByOthers: Set<String>, embedded: Set<String>
    ) -> String? {
        switch declaration.kind {
        case .other, .widget:
            return nil
        case .viewController:
            if let presenter = presentedBy[declaration.name] { return "presented by \(presenter)" }
            return embedded.contains(declaration.name) ? nil : "view controller"
        case .swiftUIView:
            if let presenter = presentedBy[declaration.name] { return "presented by \(presenter)" }
            if declaration.name.hasSuffix("Screen") { return "named as a screen" }
            if declaration.name.hasSuffix("View") && !usedByOthers.contains(declaration.name) {
                return "a view no other audited view uses"
            }
            return nil
        }
    }

    static func screen(
        _ declaration: ViewDeclaration, reason: String, parts: [ViewDeclaration], findings: [Finding], catalog: Catalog,
        platform: PlatformFilter
    ) -> Screen {
        // Components by catalog id, in the order first met.
        var uses: [String: [(ComponentUse, String)]] = [:]
        var order: [String] = []
        for part in parts {
            for use in part.components {
                if uses[use.component] == nil { order.append(use.component) }
                uses[use.component, default: []].append((use, use.path ?? part.path))
            }
        }
        let screenFindings = findings.filter { finding in
            parts.contains { part in
                ([DeclarationSpan(path: part.path, line: part.line, endLine: part.endLine)] + part.alsoDeclaredAt).contains { span in
                    span.path == finding.path && (span.line...span.endLine).contains(finding.span.start.line)
                }
            }
        }
        var placed: Set<Int> = []
        var components: [PlannedComponent] = []
        for id in order {
            guard let component = catalog.component(id: id)?.filtered(for: platform), let found = uses[id] else { continue }
            let first = found.min { ($0.1, $0.0.line) < ($1.1, $1.0.line) }!
            let criteria = component.criteria.map { criterion -> PlannedCriterion in
                let broken = screenFindings.enumerated().filter { _, finding in
                    finding.criterion?.component == id && finding.criterion?.criterion == criterion.id
                }
                broken.forEach { placed.insert($0.offset) }
                return PlannedCriterion(criterion, findings: broken.map { planned($0.element) })
            }
            components.append(PlannedComponent(
                id: id, title: component.title, count: found.count, path: first.1, line: first.0.line,
                symbols: found.map(\.0.symbol).uniqued(), criteria: criteria))
        }
        // A finding about a component the code does not show by a known API (an animation, a text's contrast)
        // brings its component along, so it still sits next to the criterion it breaks.
        var others: [PlannedFinding] = []
        let unplaced = screenFindings.enumerated().filter { !placed.contains($0.offset) }.map(\.element)
        var byComponent: [String: [Finding]] = [:]
        var extraOrder: [String] = []
        for finding in unplaced {
            guard let reference = finding.criterion, catalog.component(id: reference.component) != nil else {
                others.append(planned(finding))
                continue
            }
            if byComponent[reference.component] == nil { extraOrder.append(reference.component) }
            byComponent[reference.component, default: []].append(finding)
        }
        for id in extraOrder {
            guard let component = catalog.component(id: id)?.filtered(for: platform), let found = byComponent[id], let first = found.first else { continue }
            let criteria = component.criteria.map { criterion in
                PlannedCriterion(criterion, findings: found.filter { $0.criterion?.criterion == criterion.id }.map(planned))
            }
            others += found.filter { finding in !component.criteria.contains { $0.id == finding.criterion?.criterion } }.map(planned)
            components.append(PlannedComponent(
                id: id, title: component.title, count: found.count, path: first.path, line: first.span.start.line,
                symbols: ["found by the audit"], criteria: criteria))
        }
        return Screen(
            name: declaration.name, kind: declaration.kind.rawValue, path: declaration.path, line: declaration.line, reason: reason,
            components: components, otherFindings: others)
    }

    static func planned(_ finding: Finding) -> PlannedFinding {
        let review = finding.kind == .review
        return PlannedFinding(
            rule: finding.ruleID.rawValue, severity: finding.severity.rawValue, path: finding.path, line: finding.span.start.line,
            message: finding.message, criterion: finding.criterion?.description, kind: review ? FindingKind.review.rawValue : nil,
            check: review ? finding.suggestion : nil)
    }
}
