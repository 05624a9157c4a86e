import IntentMetadata
import IntentRuntime

/// The host's App Shortcuts as MCP prompts: what a person would say to Siri, offered to pick in
/// the client. Getting one gives the phrase, the app's name and the arguments filled in, as the
/// user's message: "Complete Buy milk in Todo".
///
/// Only shortcuts whose intent is a tool are offered, so the model can act on the message.
struct ShortcutPrompts: Sendable {
    /// One App Shortcut.
    struct Prompt: Sendable {
        /// The prompt's name: the tool it leads to.
        let name: String
        /// The shortcut's short title.
        let title: String
        /// The app's name, which the phrases' `${applicationName}` stands for.
        let applicationName: String
        /// The phrases, parsed.
        let phrases: [PhraseTemplate]
        /// The parameters the phrases name, in order of first appearance, with their titles.
        let arguments: [(name: String, title: String)]
        /// The tool the phrases lead to.
        let toolName: String

        /// The arguments every phrase names: without them no phrase can be said.
        var requiredArguments: Set<String> {
            phrases.reduce(Set(arguments.map(\.name))) { $0.intersection($1.parameterNames) }
        }
    }

    /// The prompts, in the order of the bundles and their shortcuts.
    let prompts: [Prompt]

    /// Collects the App Shortcuts of a host's loaded bundles.
    /// - Parameters:
    ///   - application: The host.
    ///   - tools: The tools; a shortcut whose intent is not one is left out.
    init(application: HostApplication, tools: ToolCatalog) {
        var prompts: [Prompt] = []
        var names: Set<String> = []
        for loaded in application.loadedBundles {
            let applicationName =
                application.metadataTargets.first { $0.name == loaded.name }?.applicationNames.first ?? loaded.name
            for shortcut in loaded.bundle.autoShortcuts {
                guard let tool = tools.tools.first(where: { $0.runIdentifier == shortcut.actionIdentifier }) else {
                    continue
                }
                let phrases = shortcut.phraseTemplates.map { PhraseTemplate(parsing: $0.key) }
                guard !phrases.isEmpty else { continue }
                var arguments: [(name: String, title: String)] = []
                let action = loaded.bundle.actions[shortcut.actionIdentifier]
                for phrase in phrases {
                    for name in phrase.parameterNames where !arguments.contains(where: { $0.name == name }) {
                        arguments.append((name, action?.parameter(named: name)?.title?.key ?? name))
                    }
                }
                var name = tool.name
                var suffix = 2
                while !names.insert(name).inserted {
                    name = "\(tool.name)_\(suffix)"
                    suffix += 1
                }
                prompts.append(
                    Prompt(
                        name: name,
                        title: shortcut.shortTitle?.key ?? tool.title,
                        applicationName: applicationName,
                        phrases: phrases,
                        arguments: arguments,
                        toolName: tool.name
                    )
                )
            }
        }
        self.prompts = prompts
    }

    /// `prompts/list`.
    /// - Parameter version: The session's protocol revision.
    /// - Returns: The prompts.
    func list(for version: ProtocolVersion) -> [JSONText] {
        prompts.map { prompt in
            let said = prompt.phrases.map {
                "“\(Self.say($0, applicationName: prompt.applicationName, arguments: [:]))”"
            }
            var members: [(String, JSONText)] = [("name", .string(prompt.name))]
            if version.hasStructuredContent { members.append(("title", .string(prompt.title))) }
            members.append(
                (
                    "description",
                    .string(
                        "The App Shortcut “\(prompt.title)” of \(prompt.applicationName), for the tool "
                            + "\(prompt.toolName). Its phrases: \(said.joined(separator: ", "))."
                    )
                )
            )
            let required = prompt.requiredArguments
            if !prompt.arguments.isEmpty {
                members.append(
                    (
                        "arguments",
                        .array(
                            prompt.arguments.map { argument in
                                .object([
                                    ("name", .string(argument.name)),
                                    ("description", .string(argument.title)),
                                    ("required", .bool(required.contains(argument.name))),
                                ])
                            }
                        )
                    )
                )
            }
            return .object(members)
        }
    }

    /// `prompts/get`: the phrase that names the most of the given arguments, said.
    /// - Parameters:
    ///   - name: The prompt's name.
    ///   - arguments: The arguments, by name.
    /// - Returns: The `GetPromptResult`.
    /// - Throws: ``JSONRPCError`` (invalid params) for an unknown prompt or a missing argument.
    func get(_ name: String, arguments: [String: String]) throws(JSONRPCError) -> JSONText {
        guard let prompt = prompts.first(where: { $0.name == name }) else {
            let names = prompts.map(\.name)
            throw JSONRPCError(
                .invalidParams,
                "Invalid params: no prompt named '\(name)'" + Suggestion.hint(for: name, among: names)
            )
        }
        let sayable = prompt.phrases.filter { Set($0.parameterNames).isSubset(of: Set(arguments.keys)) }
        guard let phrase = sayable.max(by: { Set($0.parameterNames).count < Set($1.parameterNames).count }) else {
            let missing = prompt.requiredArguments.subtracting(arguments.keys).sorted()
            throw JSONRPCError(
                .invalidParams,
                "Invalid params: the prompt '\(name)' needs the argument\(missing.count == 1 ? "" : "s") "
                    + missing.map { "'\($0)'" }.joined(separator: ", ")
            )
        }
        let text = Self.say(phrase, applicationName: prompt.applicationName, arguments: arguments)
        return .object([
            ("description", .string("“\(prompt.title)”: an App Shortcut of \(prompt.applicationName)")),
            (
                "messages",
                .array([
                    .object([
                        ("role", .string("user")),
                        ("content", .object([("type", .string("text")), ("text", .string(text))])),
                    ])
                ])
            ),
        ])
    }

    /// A phrase as said: the app's name and the arguments in their places; an argument not given
    /// is left as its placeholder, `${item}`.
    private static func say(_ phrase: PhraseTemplate, applicationName: String, arguments: [String: String]) -> String {
        phrase.segments.map { segment in
            switch segment {
            case .text(let text): text
            case .applicationName: applicationName
            case .parameter(let name), .unresolvedParameter(let name): arguments[name] ?? "${\(name)}"
            }
        }.joined()
    }
}
