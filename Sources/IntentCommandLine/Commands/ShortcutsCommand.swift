import IntentMetadata
import IntentRuntime
import Mangling

/// `intents shortcuts`: the App Shortcuts of the loaded metadata, with their phrases, the
/// provider that declares them, and the limit of shortcuts per provider.
enum ShortcutsCommand: Subcommand {
    /// `--bundle path`, repeatable.
    static let bundle = Option<String>(
        "bundle", value: "path", help: "List this bundle instead of the Intents/ folder.", repeatable: true)
    /// `--json`.
    static let json = Flag("json", help: "Print JSON.")

    /// What `shortcuts` was asked to do.
    struct Request: Sendable {
        /// The bundles to list; none for the host's own.
        var bundles: [String]
        /// Whether to print JSON.
        var json: Bool
    }

    static let specification = CommandSpecification(
        name: "shortcuts",
        abstract: "List the App Shortcuts with their phrases and the provider that declares them.",
        discussion: """
            Reads every .appintents bundle in the Intents/ folder (or --bundle ones). Each shortcut shows
            the action it runs, whether that action resolves to a registered intent, its short title
            and its phrases; ${applicationName} stands for the app's name and its synonyms.
            """,
        options: [bundle, json]
    )

    static func request(from arguments: ParsedArguments) -> Request {
        Request(bundles: arguments.values(bundle), json: arguments.has(json))
    }

    static func run(_ request: Request, context: CommandContext) async -> ExitCode {
        let console = context.console
        guard let application = await context.application() else { return .dataError }
        let selection = BundleSelection(paths: request.bundles, application: application)
        for failure in selection.failures { console.report(failure) }
        if !selection.isHostsOwn, let failure = selection.failures.first {
            return failure.code == .fileNotFound ? .noInput : .dataError
        }
        let bundles = selection.bundles
        let limit = Limits.platform.shortcutsPerProvider
        var overLimit = false
        var json: [JSONText] = []
        var printed = 0
        for (index, loaded) in bundles.enumerated()
        where !loaded.bundle.autoShortcuts.isEmpty || loaded.bundle.autoShortcutProviderMangledName != nil {
            let resolutions = selection.resolutions(ofBundle: index)
            let shortcuts = loaded.bundle.autoShortcuts
            let provider = loaded.bundle.autoShortcutProviderMangledName.map(providerName) ?? "no provider"
            if shortcuts.count > limit { overLimit = true }
            if request.json {
                json.append(
                    .object([
                        ("bundle", .string(loaded.url.lastPathComponent)),
                        ("provider", .string(provider)),
                        ("limit", .int(limit)),
                        (
                            "shortcuts",
                            .array(
                                shortcuts.map { shortcut in
                                    .object([
                                        ("action", .string(shortcut.actionIdentifier)),
                                        ("shortTitle", .string(shortcut.shortTitle?.key ?? "")),
                                        ("systemImageName", shortcut.systemImageName.map(JSONText.string) ?? .null),
                                        ("phrases", .array(shortcut.phraseTemplates.map { .string($0.key) })),
                                    ])
                                }
                            )
                        ),
                    ])
                )
                continue
            }
            if printed > 0 { console.print() }
            printed += 1
            let count = "\(shortcuts.count) of at most \(limit) App Shortcuts"
            console.print(
                console.styled(loaded.url.lastPathComponent, .bold) + ": "
                    + (shortcuts.count > limit ? console.styled(count, .boldRed) : count) + ", provider \(provider)"
            )
            for shortcut in shortcuts {
                var resolved = "unknown action"
                if let resolution = resolutions.first(where: { $0.actionIdentifier == shortcut.actionIdentifier }) {
                    resolved = resolution.intent.map { "→ \($0.fullyQualifiedTypeName)" } ?? "→ unresolved"
                }
                let image = shortcut.systemImageName.map { "  [\($0)]" } ?? ""
                console.print(
                    "  \(console.styled(shortcut.actionIdentifier, .bold))  \"\(shortcut.shortTitle?.key ?? "")\"\(image)  \(resolved)"
                )
                for phrase in shortcut.phraseTemplates {
                    console.print("      \(phrase.key)")
                }
            }
        }
        if request.json {
            console.print(JSONText.array(json).rendered())
        } else if printed == 0 {
            // A provider the host declares, whose shortcuts no loaded bundle has yet: say so.
            let declared = application.metadataTargets.compactMap { target in
                target.shortcutsProvider.map { "\($0) (bundle \(target.name))" }
            }
            if declared.isEmpty {
                console.print("No App Shortcuts in the loaded metadata.")
            } else {
                console.print(
                    "No App Shortcuts in the loaded metadata, though the host declares "
                        + declared.joined(separator: ", ")
                        + ": run '\(context.programName) extract' to write them."
                )
            }
        }
        if overLimit {
            console.error("a provider declares more than \(limit) App Shortcuts; the system shows none of them")
            return .dataError
        }
        return .success
    }

    private static func providerName(_ mangled: String) -> String {
        guard let parsed = try? MangledTypeName(parsing: mangled) else { return mangled }
        return "\(parsed.description) (\(mangled))"
    }
}
