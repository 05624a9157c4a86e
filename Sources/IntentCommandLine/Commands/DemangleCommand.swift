import Mangling

/// `intents demangle <name>...`: prints the Swift type a mangled name denotes.
///
/// Accepts the forms metadata uses (`9AppIntent013ConfigurationaB0V`) and the symbol forms
/// `$s…`/`_$s…`. With no names it reads them from standard input, one per whitespace-separated
/// word, like `swift demangle`.
enum DemangleCommand: Subcommand {
    /// `--compact`.
    static let compact = Flag("compact", help: "Print only the demangled type.")
    /// `--json`.
    static let json = Flag("json", help: "Print a JSON array of {mangled, type, module, path}.")

    /// What `demangle` was asked to do.
    struct Request: Sendable {
        /// The names given; none reads them from standard input.
        var names: [String]
        /// Whether to print only the type.
        var compact: Bool
        /// Whether to print JSON.
        var json: Bool
    }

    static let specification = CommandSpecification(
        name: "demangle",
        abstract: "Print the Swift type that a mangled type name denotes.",
        discussion: """
            Reads names from the arguments, or from standard input when none are given.
            Each line of output is '<mangled> ---> <type>' (or only the type with --compact).
            A name that does not demangle is reported on standard error; the exit status is then 65.
            """,
        arguments: [
            PositionalDefinition(
                name: "name",
                help: "A mangled type name, as in extract.actionsdata's mangledTypeName.",
                isRequired: false,
                isRepeating: true
            )
        ],
        options: [compact, json],
        examples: ["intents demangle 9AppIntent013ConfigurationaB0V", "echo 5Radio0A9ShortcutsV | intents demangle"]
    )

    static func request(from arguments: ParsedArguments) -> Request {
        Request(names: arguments.positionals, compact: arguments.has(compact), json: arguments.has(json))
    }

    static func run(_ request: Request, context: CommandContext) async -> ExitCode {
        var names = request.names
        if names.isEmpty {
            names = (context.configuration.readStandardInput() ?? "").split(whereSeparator: \.isWhitespace).map(
                String.init
            )
            if names.isEmpty {
                return context.usageError(
                    "no names given: pass them as arguments or on standard input",
                    command: specification
                )
            }
        }
        let console = context.console
        var status = ExitCode.success
        var records: [JSONText] = []
        for name in names {
            let parsed: MangledTypeName
            do {
                parsed = try MangledTypeName(parsing: Self.stripSymbolPrefix(name))
            } catch {
                console.error("'\(name)' is not a mangled type name: \(error)")
                status = .dataError
                continue
            }
            if request.json {
                records.append(
                    .object([
                        ("mangled", .string(name)),
                        ("type", .string(parsed.description)),
                        ("module", parsed.module.map { .string($0) } ?? .null),
                        ("path", .array(parsed.nominalPath.map { .string($0.name) })),
                    ])
                )
            } else if request.compact {
                console.print(parsed.description)
            } else {
                console.print("\(name) ---> \(console.styled(parsed.description, .bold))")
            }
        }
        if request.json {
            console.print(JSONText.array(records).rendered())
        }
        return status
    }

    /// The type mangling without a symbol prefix (`$s`, `_$s`, `$S`).
    static func stripSymbolPrefix(_ name: String) -> String {
        for prefix in ["_$s", "$s", "_$S", "$S"] where name.hasPrefix(prefix) {
            return String(name.dropFirst(prefix.count))
        }
        return name
    }
}
