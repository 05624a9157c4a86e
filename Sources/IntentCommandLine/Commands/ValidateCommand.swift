import Foundation
import IntentMetadata
import IntentRuntime

/// `intents validate <bundle>...`: loads metadata, validates it, resolves every action against
/// the host's registry, and reports what does not resolve and why.
enum ValidateCommand: Subcommand {
    static let specification = CommandSpecification(
        name: "validate",
        abstract: "Load, validate and resolve metadata bundles against the registered intents.",
        discussion: """
            Takes Metadata.appintents folders or extract.actionsdata files; with none, validates every
            bundle in the Intents/ folder. Each action either resolves to a registered type or is
            reported with what the metadata names, what the registry has, and the fix.
            Exit status: 0 all resolved and valid, 65 something unresolved or invalid, 66 a file is missing.
            """,
        arguments: [
            PositionalDefinition(
                name: "bundle",
                help: "A .appintents folder or an extract.actionsdata file.",
                isRequired: false,
                isRepeating: true
            )
        ],
        options: [
            .option(
                "bundle-identifier", value: "id", help: "Resolve per-bundle type names for this bundle identifier."),
            .flag("json", help: "Print the report as JSON."),
        ],
        examples: [
            "intents validate", "intents validate Intents/DynamicIslandStale.appintents",
            "intents validate MyApp.app/Metadata.appintents",
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
        let console = context.console
        guard let application = await context.application() else { return .dataError }
        var bundles: [LoadedBundle] = []
        var missing = 0
        var unreadable = 0
        var reports: [JSONText] = []
        if arguments.positionals.isEmpty {
            let (loaded, failures) = LoadedBundle.loadAll(in: application.metadataDirectory)
            bundles = loaded
            for (_, error) in failures {
                console.report(error)
                unreadable += 1
            }
            if loaded.isEmpty && failures.isEmpty {
                let place = application.metadataDirectory.map { "in \(PathDisplay.relative($0))" } ?? "found"
                console.error(
                    "no metadata bundles \(place): pass .appintents folders or extract.actionsdata files"
                )
                return .noInput
            }
        } else {
            for path in arguments.positionals {
                do {
                    bundles.append(try LoadedBundle.load(path: path))
                } catch {
                    console.report(error)
                    if error.code == .fileNotFound { missing += 1 } else { unreadable += 1 }
                    reports.append(.object([("bundle", .string(path)), ("error", .string(error.description))]))
                }
            }
        }
        let bundleIdentifier = arguments.value("bundle-identifier")
        var totals = (actions: 0, resolved: 0, unresolved: 0, errors: 0, warnings: 0)
        for (index, loaded) in bundles.enumerated() {
            let diagnostics = loaded.bundle.validate()
            let errors = diagnostics.filter { $0.severity == .error }.count
            totals.errors += errors
            totals.warnings += diagnostics.count - errors
            var rows: [(identifier: String, resolution: ActionResolver.Resolution)] = []
            for identifier in loaded.bundle.actions.keys.sorted() {
                guard let action = loaded.bundle.actions[identifier] else { continue }
                rows.append(
                    (
                        identifier,
                        ActionResolver.resolve(action, in: application.registry, bundleIdentifier: bundleIdentifier)
                    )
                )
            }
            let resolvedCount = rows.filter { if case .resolved = $0.resolution { true } else { false } }.count
            totals.actions += rows.count
            totals.resolved += resolvedCount
            totals.unresolved += rows.count - resolvedCount
            if arguments.has("json") {
                reports.append(json(loaded, rows: rows, diagnostics: diagnostics))
                continue
            }
            if index > 0 { console.print() }
            let shown = PathDisplay.relative(loaded.url)
            let unresolvedCount = rows.count - resolvedCount
            let state =
                unresolvedCount == 0 && errors == 0
                ? console.styled("ok", .boldGreen) : console.styled("FAILED", .boldRed)
            console.print(
                "\(shown): \(state) — \(rows.count) action\(rows.count == 1 ? "" : "s"), "
                    + "\(resolvedCount) resolved, \(unresolvedCount) unresolved"
            )
            for (identifier, resolution) in rows {
                switch resolution {
                case .resolved(let intent, _):
                    console.print("  ✓ \(identifier) → \(intent.fullyQualifiedTypeName)")
                case .unresolved(_, let diagnostic):
                    console.print("  ✗ \(identifier): unresolved")
                    console.print("      \(diagnostic)")
                }
            }
            for diagnostic in diagnostics {
                console.print("  \(diagnostic.severity.rawValue): \(diagnostic.message) (at \(diagnostic.jsonPath))")
            }
        }
        let summary =
            "\(bundles.count) bundle\(bundles.count == 1 ? "" : "s"), \(totals.actions) action\(totals.actions == 1 ? "" : "s"): "
            + "\(totals.resolved) resolved, \(totals.unresolved) unresolved; "
            + "\(totals.errors) error\(totals.errors == 1 ? "" : "s"), \(totals.warnings) warning\(totals.warnings == 1 ? "" : "s")"
            + (missing + unreadable > 0
                ? "; \(missing + unreadable) file\(missing + unreadable == 1 ? "" : "s") not loaded" : "")
        if arguments.has("json") {
            console.print(JSONText.object([("bundles", .array(reports)), ("summary", .string(summary))]).rendered())
        } else {
            if !bundles.isEmpty { console.print() }
            console.print(summary)
        }
        if missing > 0 { return .noInput }
        if totals.unresolved > 0 || totals.errors > 0 || unreadable > 0 {
            console.error(
                totals.unresolved > 0
                    ? "\(totals.unresolved) action\(totals.unresolved == 1 ? " does" : "s do") not resolve to a registered intent"
                    : "the metadata is invalid"
            )
            return .dataError
        }
        return .success
    }

    private static func json(
        _ loaded: LoadedBundle,
        rows: [(identifier: String, resolution: ActionResolver.Resolution)],
        diagnostics: [MetadataDiagnostic]
    ) -> JSONText {
        .object([
            ("bundle", .string(PathDisplay.relative(loaded.url))),
            (
                "actions",
                .array(
                    rows.map { identifier, resolution in
                        switch resolution {
                        case .resolved(let intent, let field):
                            .object([
                                ("identifier", .string(identifier)), ("resolved", .bool(true)),
                                ("type", .string(intent.fullyQualifiedTypeName)), ("field", .string(field)),
                            ])
                        case .unresolved(let name, let diagnostic):
                            .object([
                                ("identifier", .string(identifier)), ("resolved", .bool(false)),
                                ("mangledTypeName", .string(name)), ("diagnostic", .string(diagnostic)),
                            ])
                        }
                    }
                )
            ),
            (
                "diagnostics",
                .array(
                    diagnostics.map {
                        .object([
                            ("severity", .string($0.severity.rawValue)), ("code", .string($0.code.description)),
                            ("path", .string($0.jsonPath)), ("message", .string($0.message)),
                        ])
                    }
                )
            ),
        ])
    }
}
