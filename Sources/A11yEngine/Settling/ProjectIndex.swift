import A11yCore

/// Facts about every type declared in the audited files, merged across files and extensions, with
/// supertypes followed: `PromoDialog: BaseDialog` marks itself modal if `BaseDialog` does.
public struct ProjectIndex: Sendable {
    private var facts: [String: Set<TypeFact>] = [:]
    private var supertypes: [String: Set<String>] = [:]

    public init(_ summaries: some Sequence<TypeSummary>) {
        for summary in summaries {
            facts[summary.name, default: []].formUnion(summary.facts)
            supertypes[summary.name, default: []].formUnion(summary.inheritedTypes)
            guard !summary.name.contains(":") else { continue }
            for inherited in summary.inheritedTypes { facts[inherited, default: []].insert(.inheritedInApp) }
        }
    }

    /// True when the type or a supertype declared in the project has the fact. `declared` (a type, struct or
    /// enum declaration, not only extensions) and `inheritedInApp` are not inherited,
    /// and nothing is inherited from a framework type the project extends (see ``FrameworkTypes``).
    public func type(_ name: String, has fact: TypeFact) -> Bool {
        if fact == .declared || fact == .inheritedInApp { return facts[name]?.contains(fact) == true }
        var visited: Set<String> = []
        var pending = [name]
        while let current = pending.popLast() {
            guard visited.insert(current).inserted else { continue }
            if facts[current]?.contains(fact) == true { return true }
            pending += (supertypes[current] ?? []).filter { !FrameworkTypes.contains($0) }
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
