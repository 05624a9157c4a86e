import IntentMetadata
import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `intents validate <bundle>...`: loads metadata, validates it, resolves every action against
/// the host's registry, and reports what does not resolve and why.
enum ValidateCommand: Subcommand {
    /// `--bundle-identifier id`.
    static let bundleIdentifier = Option<String>(
        "bundle-identifier", value: "id", help: "Resolve per-bundle type names for this bundle identifier.")
    /// `--json`.
    static let json = Flag("json", help: "Print the report as JSON.")
    /// `--strict`.
    static let strict = Flag("strict", help: "Fail on warnings too, as a test of the checked-in metadata should.")

    /// What `validate` was asked to do.
    struct Request: Sendable {
        /// The bundles to validate; none for the Intents/ folder's.
        var paths: [String]
        /// The bundle identifier for per-bundle type names.
        var bundleIdentifier: String?
        /// Whether to print JSON.
        var json: Bool
        /// Whether warnings fail too.
        var strict: Bool
    }

    static let specification = CommandSpecification(
        name: "validate",
        abstract: "Load, validate and resolve metadata bundles against the registered intents.",
        discussion: """
            Takes Metadata.appintents folders, extract.actionsdata files, or built bundles (Foo.app,
            .appex, .framework: every Metadata.appintents inside, on iOS and macOS layouts, is validated
            and reported on its own); with none, validates every bundle in the Intents/ folder. Each
            action either resolves to a registered type or is reported with what the metadata names,
            what the registry has, and the fix. An identifier that bundles resolve to different types, and a
            registered copy of an intent that never runs because the metadata names another, are errors;
            --strict makes warnings (an intent without metadata, a parameter the metadata lacks) fail too.
            Exit status: 0 all resolved and valid, 65 something unresolved or invalid (or, with --strict, a
            warning), 66 a file is missing.
            """,
        arguments: [
            PositionalDefinition(
                name: "bundle",
                help: "A .appintents folder, an extract.actionsdata file, or an app, extension or framework.",
                isRequired: false,
                isRepeating: true
            )
        ],
        options: [bundleIdentifier, json, strict],
        examples: [
            "intents validate", "intents validate Intents/DynamicIslandStale.appintents",
            "intents validate MyApp.app",
        ]
    )

    static var examplesNeedApplication: Bool { true }

    static func examples(programName: String, application: HostApplication?) -> [String] {
        let examples = application.map { HostExamples.validate(programName: programName, application: $0) } ?? []
        return examples.isEmpty ? specification.examples.map { renamed($0, programName: programName) } : examples
    }

    static func request(from arguments: ParsedArguments) -> Request {
        Request(
            paths: arguments.positionals, bundleIdentifier: arguments.value(bundleIdentifier),
            json: arguments.has(json), strict: arguments.has(strict))
    }

    static func run(_ request: Request, context: CommandContext) async -> ExitCode {
        let console = context.console
        guard let application = await context.application() else { return .dataError }
        if request.paths.isEmpty,
            let missing = BundleSelection.missingMetadata(of: application, programName: context.programName)
        {
            console.error(missing)
            return .noInput
        }
        let selection = BundleSelection(
            paths: request.paths,
            application: application,
            bundleIdentifier: request.bundleIdentifier
        )
        let json = request.json
        let strict = request.strict
        var reports: [JSONText] = []
        var missing = 0
        for failure in selection.failures {
            console.report(failure)
            if failure.code == .fileNotFound { missing += 1 }
            reports.append(.object([("bundle", .string(failure.file ?? "")), ("error", .string(failure.description))]))
        }
        if selection.bundles.isEmpty && selection.failures.isEmpty {
            let place = application.metadataDirectory.map { "in \(PathDisplay.relative($0))" } ?? "found"
            console.error("no metadata bundles \(place): pass .appintents folders or extract.actionsdata files")
            return .noInput
        }
        var totals = (actions: 0, resolved: 0, unresolved: 0, errors: 0, warnings: 0, invalid: 0)
        for (index, loaded) in selection.bundles.enumerated() {
            let diagnostics = loaded.bundle.validate()
            let rows = selection.resolutions(ofBundle: index)
            let resolutionDiagnostics = rows.flatMap(\.diagnostics)
            let invalid = diagnostics.filter { $0.severity == .error }.count
            totals.invalid += invalid
            let errors = invalid + resolutionDiagnostics.filter { $0.severity == .error }.count
            totals.errors += errors
            totals.warnings += diagnostics.count + resolutionDiagnostics.count - errors
            let resolvedCount = rows.filter(\.isResolved).count
            totals.actions += rows.count
            totals.resolved += resolvedCount
            totals.unresolved += rows.count - resolvedCount
            if json {
                reports.append(Self.json(loaded, rows: rows, diagnostics: diagnostics))
                continue
            }
            if index > 0 { console.print() }
            let unresolvedCount = rows.count - resolvedCount
            let state =
                unresolvedCount == 0 && errors == 0
                ? console.styled("ok", .boldGreen) : console.styled("FAILED", .boldRed)
            console.print(
                "\(PathDisplay.relative(loaded.url)): \(state) — \(rows.count) action\(rows.count == 1 ? "" : "s"), "
                    + "\(resolvedCount) resolved, \(unresolvedCount) unresolved"
            )
            for row in rows {
                if let intent = row.intent {
                    console.print("  ✓ \(row.actionIdentifier) → \(intent.fullyQualifiedTypeName)")
                } else {
                    console.print("  ✗ \(row.actionIdentifier): unresolved")
                }
                for diagnostic in row.diagnostics {
                    console.print("      \(diagnostic.severity.rawValue): \(diagnostic.message)")
                }
            }
            for diagnostic in diagnostics {
                console.print("  \(diagnostic.severity.rawValue): \(diagnostic.message) (at \(diagnostic.jsonPath))")
            }
        }
        let registryDiagnostics = selection.isHostsOwn ? selection.report.registryDiagnostics : []
        let registryErrors = registryDiagnostics.filter { $0.severity == .error }.count
        totals.errors += registryErrors
        totals.warnings += registryDiagnostics.count - registryErrors
        if !registryDiagnostics.isEmpty && !json {
            console.print()
            console.print("registered intents:")
            for diagnostic in registryDiagnostics {
                console.print("  \(diagnostic.severity.rawValue): \(diagnostic.message)")
            }
        }
        let notLoaded = selection.failures.count
        let bundleCount = selection.bundles.count
        let summary =
            "\(bundleCount) bundle\(bundleCount == 1 ? "" : "s"), \(totals.actions) action\(totals.actions == 1 ? "" : "s"): "
            + "\(totals.resolved) resolved, \(totals.unresolved) unresolved; "
            + "\(totals.errors) error\(totals.errors == 1 ? "" : "s"), \(totals.warnings) warning\(totals.warnings == 1 ? "" : "s")"
            + (notLoaded > 0 ? "; \(notLoaded) file\(notLoaded == 1 ? "" : "s") not loaded" : "")
        if json {
            console.print(
                JSONText.object([
                    ("bundles", .array(reports)),
                    ("registeredIntents", .array(registryDiagnostics.map(Self.json))),
                    (
                        "totals",
                        .object([
                            ("bundles", .int(bundleCount)), ("actions", .int(totals.actions)),
                            ("resolved", .int(totals.resolved)),
                            ("unresolved", .int(totals.unresolved)),
                            ("errors", .int(totals.errors)), ("warnings", .int(totals.warnings)),
                            ("notLoaded", .int(notLoaded)),
                        ])
                    ),
                    ("summary", .string(summary)),
                ]).rendered())
        } else {
            if bundleCount > 0 { console.print() }
            console.print(summary)
        }
        if missing > 0 { return .noInput }
        let failsOnWarnings = strict && totals.warnings > 0
        if totals.unresolved > 0 || totals.errors > 0 || notLoaded > 0 || failsOnWarnings {
            let problem =
                if totals.unresolved > 0 {
                    "\(totals.unresolved) action\(totals.unresolved == 1 ? " does" : "s do") not resolve to a registered intent"
                } else if totals.invalid > 0 {
                    "the metadata is invalid"
                } else if totals.errors > 0 {
                    "the metadata does not match the registered intents"
                } else if failsOnWarnings {
                    "\(totals.warnings) warning\(totals.warnings == 1 ? "" : "s"), and --strict fails on warnings"
                } else {
                    "\(notLoaded) file\(notLoaded == 1 ? "" : "s") could not be loaded"
                }
            console.error(problem)
            return .dataError
        }
        return .success
    }

    private static func json(
        _ loaded: LoadedBundle,
        rows: [ActionResolution],
        diagnostics: [MetadataDiagnostic]
    ) -> JSONText {
        .object([
            ("bundle", .string(PathDisplay.relative(loaded.url))),
            (
                "actions",
                .array(
                    rows.map { row in
                        .object([
                            ("identifier", .string(row.actionIdentifier)),
                            ("resolved", .bool(row.isResolved)),
                            ("type", row.intent.map { .string($0.fullyQualifiedTypeName) } ?? .null),
                            ("mangledTypeName", row.mangledTypeName.map(JSONText.string) ?? .null),
                            ("nameSource", row.nameSource.map { .string($0.rawValue) } ?? .null),
                            (
                                "diagnostics",
                                .array(row.diagnostics.map(json))
                            ),
                        ])
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

    /// A resolution finding as JSON: its severity, code, the type it points to and its message.
    private static func json(_ diagnostic: ResolutionDiagnostic) -> JSONText {
        .object([
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code.description)),
            ("type", diagnostic.qualifiedTypeName.map(JSONText.string) ?? .null),
            ("message", .string(diagnostic.message)),
        ])
    }
}
