import IntentMetadata

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `intents extract`: writes `<Name>.appintents/` (extract.actionsdata + version.json) for the
/// host's registered intents, or with `--check` verifies that the checked-in bundles are fresh.
enum ExtractCommand: Subcommand {
    /// `--output directory`.
    static let output = Option<String>(
        "output", short: "o", value: "directory",
        help: "Where to write (default: the Intents/ folder of the package here).")
    /// `--target name`, repeatable.
    static let target = Option<String>("target", value: "name", help: "Only this bundle.", repeatable: true)
    /// `--sources directory`, repeatable.
    static let sources = Option<String>(
        "sources", value: "directory",
        help: "Read @available and perform()'s result from the Swift files here (default: the host's).",
        repeatable: true)
    /// `--check`.
    static let check = Flag("check", help: "Write nothing; exit 1 when a checked-in bundle is missing or differs.")

    /// What `extract` was asked to do.
    struct Request: Sendable {
        /// Where to write; `nil` for the Intents/ folder.
        var output: String?
        /// The bundles to write; empty for all.
        var targets: [String]
        /// The source folders to read; empty for the host's.
        var sources: [String]
        /// Whether to check instead of writing.
        var check: Bool
    }

    static let specification = CommandSpecification(
        name: "extract",
        abstract: "Write the Metadata.appintents bundles for the registered intents (--check: verify them).",
        discussion: """
            Writes <output>/<Name>.appintents/extract.actionsdata and version.json for each bundle
            the host declares, in the format Xcode 26 writes (sorted keys, '\\/' escaping, no
            trailing newline). Type names are those the compiler gave the types, so intents that
            live in a framework get the framework's module, which Xcode's extraction misses.
            With --check nothing is written: the command lists every file that is missing or
            differs and exits 1 if any does (for CI).
            What the types cannot tell at run time is read from their sources: an intent's
            @available attributes (availabilityAnnotations) and the protocols its perform()
            declares it returns (outputFlags), from the host's source folders in the package here
            (Sources/ by default) or those --sources names. A type not found there is written as
            Xcode writes one without @available whose perform() returns 'some IntentResult'.
            """,
        options: [output, target, sources, check],
        examples: [
            "intents extract", "intents extract --check", "intents extract --output /tmp/Intents --target Weather",
        ]
    )

    static var examplesNeedApplication: Bool { true }

    static func examples(programName: String, application: HostApplication?) -> [String] {
        let examples = application.map { HostExamples.extract(programName: programName, application: $0) } ?? []
        return examples.isEmpty ? specification.examples.map { renamed($0, programName: programName) } : examples
    }

    static func request(from arguments: ParsedArguments) -> Request {
        Request(
            output: arguments.value(output), targets: arguments.values(target), sources: arguments.values(sources),
            check: arguments.has(check))
    }

    static func run(_ request: Request, context: CommandContext) async -> ExitCode {
        let console = context.console
        guard let application = await context.application() else { return .dataError }
        let output: URL
        if let path = request.output {
            output = URL(fileURLWithPath: path, isDirectory: true)
        } else if let directory = application.metadataDirectory {
            output = directory
        } else if let package = MetadataDirectory.currentPackage() {
            // A package's first extraction makes its Intents/ folder.
            output = package.appendingPathComponent("Intents", isDirectory: true)
        } else {
            console.error("no package here to hold an Intents/ folder; pass --output <directory>")
            return .noInput
        }
        var targets = application.metadataTargets
        let wanted = request.targets
        if !wanted.isEmpty {
            let names = targets.map(\.name)
            for name in wanted where !names.contains(name) {
                console.error(
                    "no metadata bundle named '\(name)'." + Suggestion.hint(for: name, among: names)
                        + " Bundles: \(names.joined(separator: ", "))."
                )
                return .noInput
            }
            targets = targets.filter { wanted.contains($0.name) }
        }
        let sources: SourceDeclarations
        do {
            sources = try SourceDeclarations.read(
                sourceDirectories(request.sources, default: application.sourceDirectories))
        } catch {
            console.error(error.description)
            return .noInput
        }
        let checking = request.check
        var stale = 0
        for target in targets {
            let bundle: MetadataBundle
            do {
                bundle = try MetadataExtractor.bundle(for: target, sources: sources)
            } catch {
                console.error(error.description)
                return .dataError
            }
            let directory = output.appendingPathComponent("\(target.name).appintents", isDirectory: true)
            let shown = PathDisplay.relative(directory)
            let summary = "\(bundle.actions.count) action\(bundle.actions.count == 1 ? "" : "s")"
            if checking {
                let problems = differences(of: bundle, in: directory)
                if problems.isEmpty {
                    console.print("\(shown): up to date (\(summary))")
                } else {
                    stale += 1
                    console.print("\(shown): " + console.styled("stale", .boldRed))
                    for problem in problems { console.print("  \(problem)") }
                }
            } else {
                do {
                    try bundle.write(to: directory)
                } catch {
                    console.report(error)
                    return .noInput
                }
                console.print("wrote \(shown) (\(summary))")
            }
        }
        if stale > 0 {
            console.error(
                "\(stale) of \(targets.count) metadata bundle\(targets.count == 1 ? " is" : "s are") stale; "
                    + "run '\(context.programName) extract' and commit the result"
            )
            return .failure
        }
        return .success
    }

    /// The folders `--sources` names, or by default the host's ``HostApplication/sourceDirectories``
    /// in the package here (those that exist); none outside a package.
    static func sourceDirectories(_ given: [String], default defaults: [String]) -> [URL] {
        guard given.isEmpty else { return given.map { URL(fileURLWithPath: $0) } }
        guard let package = MetadataDirectory.currentPackage() else { return [] }
        return defaults.map { package.appendingPathComponent($0, isDirectory: true) }.filter {
            FileManager.default.fileExists(atPath: $0.path)
        }
    }

    /// What differs between freshly extracted metadata and the files in `directory`.
    static func differences(of bundle: MetadataBundle, in directory: URL) -> [String] {
        var problems: [String] = []
        let files = [("extract.actionsdata", bundle.actionsData()), ("version.json", bundle.versionJSON())]
        for (name, expected) in files {
            let url = directory.appendingPathComponent(name)
            let data: [UInt8]
            do {
                data = try MetadataBundle.readFile(url, limit: MetadataLimits.default.maxBytes)
            } catch {
                problems.append(error.code == .fileNotFound ? "\(name): missing" : "\(name): \(error.message)")
                continue
            }
            if data != expected {
                problems.append("\(name): differs from what extract writes")
            }
        }
        guard !problems.isEmpty, let existing = try? MetadataBundle(contentsOf: directory) else { return problems }
        var reported: Set<String> = []
        for identifier in bundle.actions.keys.sorted() {
            guard let fresh = bundle.actions[identifier] else { continue }
            guard let old = existing.actions[identifier] else {
                problems.append("action \(identifier): missing from the checked-in bundle")
                reported.insert(identifier)
                continue
            }
            let freshName = fresh.mangledTypeNameV2 ?? fresh.mangledTypeName ?? ""
            let oldName = old.mangledTypeNameV2 ?? old.mangledTypeName ?? ""
            if freshName != oldName {
                problems.append(
                    "action \(identifier): mangledTypeName is \(oldName), the registered type is \(freshName)")
                reported.insert(identifier)
            }
        }
        for identifier in existing.actions.keys.sorted() where bundle.actions[identifier] == nil {
            problems.append("action \(identifier): no longer registered")
            reported.insert(identifier)
        }
        // Everything else that differs, by path: what changed, not only that something did.
        let changes = JSONDifference.between(existing.jsonValue, bundle.jsonValue).filter { change in
            !reported.contains { change.path == "actions.\($0)" || change.path.hasPrefix("actions.\($0).") }
        }
        let shown = 8
        problems += changes.prefix(shown).map(\.description)
        if changes.count > shown {
            problems.append("… and \(changes.count - shown) more difference\(changes.count - shown == 1 ? "" : "s")")
        }
        return problems
    }
}
