import A11yCore
import SwiftSyntax

extension UIKitCustomPresentation {
    /// Presentations made through a library of ``ThirdPartyPresenters`` the file imports.
    package static func librarySites(in file: SourceFileContext) -> [Site] {
        let imported = file.facts.importedModules
        var sites: [Site] = []
        for library in ThirdPartyPresenters.all {
            // A distinctive name counts wherever it is used (an app type of the same name rules it out); a common one
            // only where the module is imported.
            if library.requiresImport && !imported.contains(library.module) { continue }
            switch library.shape {
            case .wrapper(let key, let receiver):
                // `presentPanModal(sheet)`, `Menu.shared.show(from: self, viewController: list)`: the app's controller
                // is judged as with the app's own wrappers.
                guard let (base, label) = splitKey(key) else { continue }
                for call in file.facts.calls(base) {
                    if let receiver, call.receiver?.unwrapped.compactText != receiver { continue }
                    // What the library presents is a controller, whatever its name (`presentPanModal(self)`).
                    guard let argument = label == nil ? call.arguments.first.flatMap({ $0.label == nil ? $0 : nil }) : call.argument(label!)
                    else { continue }
                    let shadowed: ProjectCondition = .typeLacks(library.ownType, .declared)
                    guard let type = presentedType(argument.expression, at: call, in: file)
                        ?? (argument.expression.isSelfReference ? call.enclosingTypeDeclaration?.name : nil)
                    else {
                        // A controller typed only as a view controller (`presentMenu(with controller: UIViewController)`):
                        // the library's presentation is what is known; the controller's own code is out of sight.
                        guard receiver != nil || !library.requiresImport else { continue }
                        var site = Site(
                            node: Syntax(argument.expression), presentedType: library.ownType, how: "presented through '\(key)'",
                            notes: [library.checked + "."], conditions: [shadowed], marksModalAtSite: false)
                        site.judge = .unknownController
                        sites.append(site)
                        continue
                    }
                    sites.append(Site(
                        node: Syntax(argument.expression), presentedType: type, how: "presented through '\(key)'",
                        notes: [library.checked + "."],
                        conditions: [.typeHas(type, .declared), .typeLacks(type, .presentsSystemController)] + (library.requiresImport ? [] : [shadowed]),
                        marksModalAtSite: false))
                }
            case .staticCall(let type, let method):
                // `ImageViewer.show(…)`: the library draws the whole screen.
                for call in file.facts.calls(method) {
                    // `Library.show(…)`, or its shared instance, `Library.shared.show(…)`.
                    guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.unwrapped,
                        base.as(DeclReferenceExprSyntax.self)?.baseName.text == type || base.compactText == "\(type).shared"
                    else { continue }
                    // Blocking only when a setting says so in the function that shows it (`config.dimMode = .gray(…)`).
                    if let setting = library.blockingSetting {
                        let scope = call.enclosingFunctionBody.map(Syntax.init) ?? Syntax(call)
                        let blocks = file.facts.assignments(setting, in: scope).contains { !$0.value.compactText.hasSuffix(".none") }
                        if !blocks { continue }
                    }
                    // Hidden again after a set delay in the same function (`hud.hide(animated: true, afterDelay: 1.5)`):
                    // a passing message, not a cover.
                    if let body = call.enclosingFunctionBody, hidesSoon(body, after: call) { continue }
                    sites.append(librarySite(call, type: type, how: "presented by '\(type).\(method)'", library: library))
                }
            case .shownInstance(let type, let method, let label, let passThrough):
                // `hud.show(in: view)`: the library's view, built here or in another file of the type (`let hud = …`),
                // or named for what it is when its declaration is out of sight.
                for call in file.facts.calls(method) {
                    guard call.arguments.first?.label?.text == label, let base = call.receiver else { continue }
                    let instance = VariableResolver.normalizedText(base)
                    let resolved = VariableResolver.resolve(base, at: call, in: file)
                    let isLibraryView = constructor(of: type, for: base, at: call, in: file) != nil || resolved?.typeName == type
                        || resolved == nil && NameHeuristics.namesProgress(instance.split(separator: ".").last.map(String.init) ?? instance)
                    guard isLibraryView else { continue }
                    // Set to let touches through, or hidden again after a set delay: a passing message, not a cover.
                    let passes = passThrough.map { passThrough in
                        file.facts.assignments(passThrough.property).contains { assignment in
                            assignment.owner.map(VariableResolver.normalizedText) == instance && assignment.value.compactText.hasSuffix(passThrough.value)
                        }
                    } ?? false
                    if passes || call.enclosingFunctionBody.map({ hidesSoon($0, after: call) }) == true { continue }
                    sites.append(librarySite(call, type: type, how: "shown by '\(type).\(method)(\(label):)'", library: library))
                }
            case .viewInstaller(let method):
                // `photoView.setupImageViewer(options: options)`: a later tap on the view presents the library's screen.
                for call in file.facts.calls(method) where call.receiver != nil {
                    sites.append(librarySite(call, type: library.ownType, how: "presented when the view set up by '\(method)' is tapped", library: library))
                }
            case .container(let type, let contentLabel, let method):
                // `let sheet = BottomSheetViewController(childViewController: picker); sheet.show(from: self)`.
                for call in file.facts.calls(method) {
                    guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                        let construction = constructor(of: type, for: base, at: call, in: file),
                        let content = construction.argument(contentLabel)?.expression
                    else { continue }
                    sites.append(controllerSite(call, type: type, content: presentedType(content, at: call, in: file), library: library))
                }
            case .presentedController(let type, let setter):
                // The app's own subclass of the library's controller (`class SheetPanel: FloatingPanelController`)
                // inherits its custom style: every panel the app builds from it is laid over the screen, so the
                // subclass is judged once, where it is declared, as a controller that styles itself is.
                for declaration in file.facts.typeDeclarations where declaration.kind == .class && declaration.inheritedTypes.first == type {
                    guard let clause = declaration.node.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first else { continue }
                    var site = Site(
                        node: Syntax(clause.type), presentedType: declaration.name,
                        how: "a subclass of \(type), which presents itself with a custom style", notes: [library.checked + "."],
                        conditions: [.typeLacks(type, .declared)], marksModalAtSite: false)
                    site.judge = .librarySubclass(library, subclass: declaration.name)
                    sites.append(site)
                }
                // `present(panel, animated: true)` where `panel` is the library's controller.
                let contentSetter = setter.flatMap(splitKey)
                for call in file.facts.calls("present") {
                    guard let argument = call.arguments.first?.expression,
                        constructor(of: type, for: argument, at: call, in: file) != nil
                            || VariableResolver.resolve(argument, at: call, in: file)?.typeName == type
                    else { continue }
                    let panel = argument.unwrapped.compactText
                    let scope = call.enclosingFunctionBody.map(Syntax.init) ?? Syntax(call)
                    // Also laid into the screen as a child by the same type: a lasting panel, not a modal.
                    if let embed = library.embedMethod, let owner = call.enclosingTypeDeclaration,
                        file.facts.calls(embed, in: Syntax(owner.node)).contains(where: { embedding in
                            embedding.receiver.map(VariableResolver.normalizedText) == VariableResolver.normalizedText(argument)
                        })
                    {
                        continue
                    }
                    // What the app put in it: `panel.set(contentViewController: list)` in the same function.
                    let content = contentSetter.flatMap { setterName, setterLabel in
                        file.facts.calls(setterName, in: scope).first { candidate in
                            candidate.receiver?.unwrapped.compactText == panel && candidate.arguments.first?.label?.text == setterLabel
                        }?.arguments.first.flatMap { presentedType($0.expression, at: call, in: file) }
                    }
                    // Switched on at the site (`panel.isRemovalInteractionEnabled = true`), or in the app's own
                    // extension of the controller (the project index decides that one).
                    var library = library
                    if let escape = library.escapeSwitch, file.facts.assignments(escape).contains(where: { assignment in
                        assignment.value.isTrueLiteral && (assignment.owner?.unwrapped.compactText == panel || assignment.isOnSelf)
                            && scope.position <= assignment.sequence.position && assignment.sequence.endPosition <= scope.endPosition
                    }) {
                        library.handles.insert(.handlesEscape)
                    }
                    sites.append(controllerSite(call, type: type, content: content, library: library))
                }
            }
        }
        return sites
    }

    /// The library's controller `type`, holding the app's `content` controller when the code says which, presented
    /// by `call`: judged by what the library does, then by the content's own code.
    private static func controllerSite(_ call: FunctionCallExprSyntax, type: String, content: String?, library: ThirdPartyPresenter) -> Site {
        var site = Site(
            node: Syntax(call), presentedType: content ?? type, how: "presented in a \(type)", notes: [library.checked + "."],
            conditions: [.typeLacks(type, .declared)] + (content.map { [.typeLacks($0, .presentsSystemController)] } ?? []),
            marksModalAtSite: false)
        site.judge = .library(library, content: content, libraryType: type)
        return site
    }

    /// A library's own screen or view shown by `call`, judged by what the library does.
    private static func librarySite(_ call: FunctionCallExprSyntax, type: String, how: String, library: ThirdPartyPresenter) -> Site {
        // An app type of the same name shadows the library's.
        var site = Site(
            node: Syntax(call), presentedType: type, how: how, notes: [library.checked + "."], conditions: [.typeLacks(type, .declared)],
            marksModalAtSite: false)
        site.judge = .library(library, content: nil, libraryType: type)
        return site
    }

    /// Hidden again a moment after it shows (`hud.hide(animated: true, afterDelay: 1.5)`, `hud.dismiss(afterDelay: 2)`):
    /// a passing message. A spinner left up for longer (`afterDelay: 5`) while work runs still covers the screen, and
    /// so does one hidden a moment after the work's completion handler runs (`sync { _ in hud.hide(…, afterDelay: 1) }`):
    /// only a delay written in the same closure as the call that shows it counts.
    private static func hidesSoon(_ body: CodeBlockSyntax, after show: FunctionCallExprSyntax) -> Bool {
        let showScope = show.ancestor(ClosureExprSyntax.self)?.id
        return body.descendants(LabeledExprSyntax.self).contains { argument in
            guard argument.label?.text == "afterDelay", argument.ancestor(ClosureExprSyntax.self)?.id == showScope else { return false }
            return argument.expression.literalNumber.map { $0 <= 3 } ?? true
        }
    }

    /// `presentPanModal(_:)` → ("presentPanModal", nil).
    private static func splitKey(_ key: String) -> (String, String?)? {
        guard let open = key.firstIndex(of: "("), key.hasSuffix(":)") else { return nil }
        let label = String(key[key.index(after: open)..<key.index(key.endIndex, offsetBy: -2)])
        return (String(key[..<open]), label == "_" ? nil : label)
    }

    /// The `Type(…)` call that built what `expression` names: written in place, or a variable's initializer.
    private static func constructor(of type: String, for expression: ExprSyntax, at node: some SyntaxProtocol, in file: SourceFileContext) -> FunctionCallExprSyntax? {
        var candidate: ExprSyntax? = expression.unwrapped
        if let variable = VariableResolver.resolve(expression, at: node, in: file) { candidate = variable.initializer }
        guard let call = candidate?.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == type
        else { return nil }
        return call
    }
}
