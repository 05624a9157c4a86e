/// The rules every bundle's App Shortcuts must follow, applied alike to providers and to
/// metadata.
enum ShortcutRules {
    /// What is known about a shortcut's intent.
    enum IntentLookup {
        case missing
        case found(isDiscoverable: Bool, parameters: Set<String>)
    }

    /// A shortcut as declared, wherever it was declared.
    struct Declaration {
        let actionIdentifier: String
        let intentDescription: String
        let phrases: [PhraseTemplate]
        let path: String
        let phrasesKey: String
        let lookup: IntentLookup

        func phrasePath(_ index: Int) -> String { "\(path).\(phrasesKey)[\(index)]" }
    }

    static func check(_ declarations: [Declaration], listPath: String, limits: Limits) -> [ShortcutError] {
        var problems: [ShortcutError] = []
        if declarations.count > limits.shortcutsPerProvider {
            let extra = declarations[limits.shortcutsPerProvider]
            problems.append(
                ShortcutError(
                    .tooManyShortcuts, at: extra.path, otherPath: listPath, actionIdentifier: extra.actionIdentifier,
                    message: "\(listPath) declares \(declarations.count) shortcuts; at most "
                        + "\(limits.shortcutsPerProvider) are allowed per provider (the first one too many is "
                        + "\(extra.actionIdentifier))"))
        }
        var claims: [String: (path: String, shortcut: Int)] = [:]
        for (index, declaration) in declarations.enumerated() {
            let identifier = declaration.actionIdentifier
            switch declaration.lookup {
            case .missing:
                problems.append(
                    ShortcutError(
                        .intentNotRegistered, at: declaration.path, actionIdentifier: identifier,
                        message: "the shortcut runs \(declaration.intentDescription), which is not registered; "
                            + "register the intent before its shortcuts"))
            case .found(isDiscoverable: false, _):
                problems.append(
                    ShortcutError(
                        .intentNotDiscoverable, at: declaration.path, actionIdentifier: identifier,
                        message: "the shortcut runs \(identifier), whose isDiscoverable is false; App Shortcuts "
                            + "need discoverable intents"))
            case .found(isDiscoverable: true, let parameters):
                for (phraseIndex, phrase) in declaration.phrases.enumerated() {
                    for name in phrase.parameterNames where !parameters.contains(name) {
                        let known =
                            parameters.isEmpty ? "it has none" : "it has \(parameters.sorted().joined(separator: ", "))"
                        problems.append(
                            ShortcutError(
                                .unknownParameter, at: declaration.phrasePath(phraseIndex),
                                actionIdentifier: identifier,
                                phrase: phrase.description,
                                message: "phrase \"\(phrase)\" names parameter \(name), which is not a parameter of "
                                    + "\(identifier) (\(known))"))
                    }
                }
            }
            if !declaration.phrases.contains(where: \.namesApplication) {
                problems.append(
                    ShortcutError(
                        .missingApplicationName, at: declaration.path, actionIdentifier: identifier,
                        message: "none of the phrases of the \(identifier) shortcut names the application; add one "
                            + "with \\(.applicationName) (${applicationName} in metadata)"))
            }
            for (phraseIndex, phrase) in declaration.phrases.enumerated() {
                let path = declaration.phrasePath(phraseIndex)
                if let claimed = claims[phrase.claim] {
                    if claimed.shortcut != index {
                        problems.append(
                            ShortcutError(
                                .duplicatePhrase, at: path, otherPath: claimed.path, actionIdentifier: identifier,
                                phrase: phrase.description,
                                message: "phrase \"\(phrase)\" is claimed by two shortcuts: \(claimed.path) and \(path)"
                            ))
                    }
                } else {
                    claims[phrase.claim] = (path, index)
                }
            }
        }
        return problems
    }
}
