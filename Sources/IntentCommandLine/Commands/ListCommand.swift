import IntentMetadata
import IntentRuntime

/// `intents list`: the actions of the loaded metadata bundles, with their parameters and the
/// registered type each resolves to, and the registered intents no metadata describes.
enum ListCommand: Subcommand {
    /// `--bundle path`, repeatable.
    static let bundle = Option<String>(
        "bundle", value: "path", help: "List this bundle instead of the Intents/ folder.", repeatable: true)
    /// `--json`.
    static let json = Flag("json", help: "Print JSON.")

    /// What `list` was asked to do.
    struct Request: Sendable {
        /// The bundles to list; none for the host's own.
        var bundles: [String]
        /// Whether to print JSON.
        var json: Bool
    }

    static let specification = CommandSpecification(
        name: "list",
        abstract: "List the actions of the loaded metadata with their parameters and resolved types.",
        discussion: """
            Reads every .appintents bundle in the Intents/ folder (or --bundle ones) and resolves each
            action against the registered intents. Registered intents that no bundle describes are
            listed last: on a device they would appear to do nothing.
            """,
        options: [bundle, json]
    )

    static func request(from arguments: ParsedArguments) -> Request {
        Request(bundles: arguments.values(bundle), json: arguments.has(json))
    }

    static func run(_ request: Request, context: CommandContext) async -> ExitCode {
        let console = context.console
        guard let application = await context.application() else { return .dataError }
        if request.bundles.isEmpty,
            let missing = BundleSelection.missingMetadata(of: application, programName: context.programName)
        {
            console.error(missing)
            return .noInput
        }
        let selection = BundleSelection(paths: request.bundles, application: application)
        if !selection.failures.isEmpty {
            for failure in selection.failures { console.report(failure) }
            if !selection.isHostsOwn {
                return selection.failures.contains { $0.code == .fileNotFound } ? .noInput : .dataError
            }
        }
        var jsonBundles: [JSONText] = []
        for (index, loaded) in selection.bundles.enumerated() {
            if !request.json {
                if index > 0 { console.print() }
                console.print(console.styled(loaded.url.lastPathComponent, .bold))
            }
            var jsonActions: [JSONText] = []
            for resolution in selection.resolutions(ofBundle: index) {
                let action = resolution.action
                let identifier = resolution.actionIdentifier
                let resolvedType = resolution.intent?.fullyQualifiedTypeName
                let parameters = action.parameters.map { parameter in
                    (
                        name: parameter.name, type: typeName(parameter.valueType) + (parameter.isOptional ? "?" : ""),
                        defaultValue: parameter.defaultValue.map { text($0, of: parameter.valueType) }
                    )
                }
                if request.json {
                    jsonActions.append(
                        .object([
                            ("identifier", .string(identifier)),
                            ("title", .string(action.title?.key ?? "")),
                            ("resolvedType", resolvedType.map(JSONText.string) ?? .null),
                            ("mangledTypeName", resolution.mangledTypeName.map(JSONText.string) ?? .null),
                            (
                                "parameters",
                                .array(
                                    parameters.map {
                                        .object([
                                            ("name", .string($0.name)), ("type", .string($0.type)),
                                            ("default", $0.defaultValue.map(JSONText.string) ?? .null),
                                        ])
                                    }
                                )
                            ),
                        ])
                    )
                    continue
                }
                let target =
                    resolvedType.map { "→ \($0)" }
                    ?? console.styled("→ unresolved (\(resolution.mangledTypeName ?? "no type name"))", .red)
                console.print("  \(console.styled(identifier, .bold))  \"\(action.title?.key ?? "")\"  \(target)")
                for parameter in parameters {
                    console.print(
                        "      \(parameter.name): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
                    )
                }
            }
            jsonBundles.append(.object([("bundle", .string(loaded.name)), ("actions", .array(jsonActions))]))
        }
        let undescribed = selection.report.intentsWithoutMetadata
        if request.json {
            console.print(
                JSONText.object([
                    ("bundles", .array(jsonBundles)),
                    ("registeredWithoutMetadata", .array(undescribed.map { .string($0.fullyQualifiedTypeName) })),
                ]).rendered()
            )
        } else if !undescribed.isEmpty {
            console.print()
            console.print(
                console.styled("Registered, but in no loaded metadata", .bold) + " (would do nothing on a device):")
            for intent in undescribed {
                console.print("  \(intent.identifier)  → \(intent.fullyQualifiedTypeName) (\(intent.mangledTypeName))")
            }
        }
        return .success
    }

    /// A value type as a user reads it: `Int`, `VehicleControl`, `[VehicleControl]`, `File`,
    /// `Measurement<UnitDuration>`.
    static func typeName(_ valueType: ValueType?) -> String {
        switch valueType {
        case .primitive(let primitive)?: primitive.description
        case .linkEnumeration(let identifier)?: identifier
        case .entity(let typeName)?: typeName
        case .array(let member)?: "[\(typeName(member))]"
        case .intents?, .measurement?: valueType?.frameworkTypeName ?? "?"
        case .unknown(let kind, _)?: kind
        case nil: "?"
        }
    }

    /// A default value as text; Booleans, which metadata stores as 0 and 1, as `true`/`false`.
    static func text(_ value: TaggedValue, of valueType: ValueType? = nil) -> String {
        if case .primitive(let primitive)? = valueType, primitive.rawValue == 1, case .int(let flag) = value {
            return flag == 0 ? "false" : "true"
        }
        switch value {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .array(let elements): return "[" + elements.map { text($0) }.joined(separator: ", ") + "]"
        default: return "\(value.jsonValue)"
        }
    }
}
