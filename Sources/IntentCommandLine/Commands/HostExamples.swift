import IntentRuntime

/// Help examples made from a host's own intents and entities, so that a host's `run --help`
/// shows commands that work on that host.
enum HostExamples {
    /// Up to four `run` examples: an intent with a parameter, one with an entity parameter, one
    /// printing JSON, and a phrase of an extracted App Shortcut.
    static func run(programName: String, application: HostApplication) -> [String] {
        let intents = application.registry.intents
        var examples: [String] = []
        // Every example passes every required parameter: one left out fails the run with 65.
        if let intent = intents.first(where: { intent in
            intent.parameters.contains { example(for: $0) != nil } && requiredValues(of: intent, except: nil) != nil
        }),
            let parameter = intent.parameters.first(where: { example(for: $0) != nil }),
            let value = example(for: parameter),
            let others = requiredValues(of: intent, except: parameter.name)
        {
            examples.append(
                "\(programName) run \(intent.identifier) --param \(parameter.name)=\(value)"
                    + others.map { " --param \($0)" }.joined())
        }
        if let intent = intents.first(where: { intent in
            intent.parameters.contains { isEntity($0) && requiredValues(of: intent, except: $0.name) != nil }
        }),
            let parameter = intent.parameters.first(where: isEntity),
            let others = requiredValues(of: intent, except: parameter.name)
        {
            let entity = String(describing: parameter.wrappedType.type)
            examples.append(
                "\(programName) run \(intent.identifier) -p \(parameter.name)=<id>"
                    + others.map { " -p \($0)" }.joined() + "   # ids: \(programName) entities \(entity)"
            )
        }
        if let intent = intents.first(where: { !$0.parameters.contains(where: \.isRequired) }) {
            examples.append("\(programName) run \(intent.identifier) --json")
        }
        if let phrase = firstPhrase(application) {
            examples.append("\(programName) run --phrase \"\(phrase)\"")
        }
        return examples
    }

    /// `entities` examples: the list, one type's suggestions, a text search.
    static func entities(programName: String, application: HostApplication) -> [String] {
        var examples = ["\(programName) entities"]
        let entities = application.registry.entities.filter { !$0.isTransient }
        if let entity = entities.first {
            examples.append("\(programName) entities \(entity.identifier)")
        }
        if let searchable = entities.first(where: \.supportsStringQuery) {
            examples.append("\(programName) entities \(searchable.identifier) --match <text> --json")
        }
        return examples
    }

    /// `extract` examples naming the host's first bundle.
    static func extract(programName: String, application: HostApplication) -> [String] {
        var examples = ["\(programName) extract", "\(programName) extract --check"]
        if let target = application.metadataTargets.first {
            examples.append("\(programName) extract --output /tmp/Intents --target \(target.name)")
        }
        return examples
    }

    /// `validate` examples naming the host's first bundle.
    static func validate(programName: String, application: HostApplication) -> [String] {
        var examples = ["\(programName) validate"]
        if let target = application.metadataTargets.first {
            examples.append("\(programName) validate Intents/\(target.name).appintents")
        }
        return examples + ["\(programName) validate MyApp.app"]
    }

    /// `open` examples: a link of each scheme the host's router takes.
    /// A pattern whose handler needs query items gets them (`?productId=1`): an example runs as shown.
    static func open(programName: String, application: HostApplication) -> [String] {
        application.deepLinks.patterns.filter { $0.contains("://") }
            .compactMap { routable($0, router: application.deepLinks) }
            .prefix(2).map { "\(programName) open '\($0)'" }
    }

    /// A link of a pattern the router takes, with the query items its handler asks for; `nil`
    /// when the router refuses it for another reason.
    private static func routable(_ pattern: String, router: DeepLinkRouter) -> String? {
        var text = pattern
        for _ in 0..<4 {
            do {
                _ = try router.route(try DeepLink(text))
                return text
            } catch {
                let parts = error.message.split(separator: "`")
                guard error.code == .missingQueryItem, parts.count == 3 else { return nil }
                text += (text.contains("?") ? "&" : "?") + "\(parts[1])=1"
            }
        }
        return nil
    }

    /// A value an example can pass to a parameter: its default, else one of its type.
    private static func example(for parameter: RegisteredParameter) -> String? {
        let type = parameter.wrappedType.type
        if let enumType = type as? any AppEnum.Type { return enumType.caseIdentifiers.last }
        if let bounds = parameter.numericBounds { return String(Int(bounds.upperBound.rounded(.down))) }
        switch type {
        case is Bool.Type: return "true"
        case is any FixedWidthInteger.Type: return "2"
        case is Double.Type: return "1.5"
        case is String.Type: return "text"
        default: return nil
        }
    }

    /// `name=value` for each required parameter of an intent but one, that has no value yet;
    /// `nil` when one of them has no example value.
    private static func requiredValues(of intent: RegisteredIntent, except name: String?) -> [String]? {
        var values: [String] = []
        for parameter in intent.parameters where parameter.isRequired && parameter.name != name {
            guard let value = example(for: parameter) else { return nil }
            values.append("\(parameter.name)=\(value)")
        }
        return values
    }

    private static func isEntity(_ parameter: RegisteredParameter) -> Bool {
        parameter.wrappedType.type is any AppEntity.Type
    }

    /// The first phrase of the first loaded bundle with App Shortcuts, spoken with the app's name,
    /// when it names no parameter.
    private static func firstPhrase(_ application: HostApplication) -> String? {
        for loaded in application.loadedBundles {
            let name =
                application.metadataTargets.first { $0.name == loaded.name }?.applicationNames.first ?? loaded.name
            for shortcut in loaded.bundle.autoShortcuts {
                for template in shortcut.phraseTemplates {
                    let phrase = template.key.replacing("${applicationName}", with: name)
                    if !phrase.contains("${") { return phrase }
                }
            }
        }
        return nil
    }
}
