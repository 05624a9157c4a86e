import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `intents widgets`: every widget extension's bundle tree, flattened as the runtime registers
/// it, with each widget's families, configuration and timeline policy, and the limits.
enum WidgetsCommand: Subcommand {
    /// `--extension name`.
    static let extensionName = Option<String>("extension", value: "name", help: "Show only this widget extension.")
    /// `--json`.
    static let json = Flag("json", help: "Print JSON.")

    /// What `widgets` was asked to do.
    struct Request: Sendable {
        /// The one extension to show; `nil` for all.
        var extensionName: String?
        /// Whether to print JSON.
        var json: Bool
    }

    static let specification = CommandSpecification(
        name: "widgets",
        abstract: "List the widgets, flattened from their nested bundles, with the limits.",
        discussion: """
            Each widget shows where it was declared in the bundle tree, its families, how it is
            configured, and the timeline its provider returns now: how many entries, the first one,
            and the reload policy (.atEnd, .after(+N min), .never).
            """,
        options: [extensionName, json]
    )

    static func request(from arguments: ParsedArguments) -> Request {
        Request(extensionName: arguments.value(extensionName), json: arguments.has(json))
    }

    static func run(_ request: Request, context: CommandContext) async -> ExitCode {
        guard let application = await context.application() else { return .dataError }
        var extensions = application.widgetExtensions
        if let name = request.extensionName {
            extensions = extensions.filter { $0.name == name }
            if extensions.isEmpty {
                let names = application.widgetExtensions.map(\.name)
                context.console.error(
                    "no widget extension named '\(name)'." + Suggestion.hint(for: name, among: names)
                        + " Extensions: \(names.joined(separator: ", "))."
                )
                return .noInput
            }
        }
        let now = Date()
        var rendered: [(WidgetExtension, [WidgetSummary])] = []
        for widgetExtension in extensions {
            var summaries: [WidgetSummary] = []
            for entry in widgetExtension.catalog.entries {
                summaries.append(await WidgetSummary(entry: entry, now: now))
            }
            rendered.append((widgetExtension, summaries))
        }
        if request.json {
            context.console.print(json(rendered).rendered())
        } else {
            printText(rendered, console: context.console)
        }
        return .success
    }

    private static func printText(_ rendered: [(WidgetExtension, [WidgetSummary])], console: Console) {
        for (index, (widgetExtension, summaries)) in rendered.enumerated() {
            if index > 0 { console.print() }
            let limits = widgetExtension.catalog.limits
            let depth = summaries.map(\.depth).max() ?? 0
            console.print(
                console.styled(widgetExtension.name, .bold)
                    + ": \(summaries.count) widget\(summaries.count == 1 ? "" : "s"), "
                    + "\(depth) bundle level\(depth == 1 ? "" : "s") deep"
            )
            console.print(
                "  limits: \(limits.widgetsPerBundleLevel) widgets per bundle level, "
                    + "\(limits.reloadsPerDay) reloads a day, \(seconds(limits.reloadTimeLimit)) per reload"
            )
            for summary in summaries {
                console.print("  " + console.styled(summary.kind, .bold) + "  \"\(summary.displayName)\"")
                console.print("    declared at   \(summary.path)")
                console.print("    families      \(summary.families.joined(separator: ", "))")
                console.print("    configured    \(summary.configuration)")
                console.print(
                    "    timeline      \(summary.entryCount) entr\(summary.entryCount == 1 ? "y" : "ies"), "
                        + "reload \(summary.policy)"
                )
                if let first = summary.firstEntry {
                    console.print("    shows         \(first)")
                }
            }
        }
    }

    private static func json(_ rendered: [(WidgetExtension, [WidgetSummary])]) -> JSONText {
        .array(
            rendered.map { widgetExtension, summaries in
                let limits = widgetExtension.catalog.limits
                return .object([
                    ("extension", .string(widgetExtension.name)),
                    (
                        "limits",
                        .object([
                            ("widgetsPerBundleLevel", .int(limits.widgetsPerBundleLevel)),
                            ("reloadsPerDay", .int(limits.reloadsPerDay)),
                        ])
                    ),
                    (
                        "widgets",
                        .array(
                            summaries.map { summary in
                                .object([
                                    ("kind", .string(summary.kind)),
                                    ("displayName", .string(summary.displayName)),
                                    ("path", .string(summary.path)),
                                    ("families", .array(summary.families.map { .string($0) })),
                                    ("configuration", .string(summary.configuration)),
                                    ("entries", .int(summary.entryCount)),
                                    ("policy", .string(summary.policy)),
                                    ("shows", summary.firstEntry.map(JSONText.string) ?? .null),
                                ])
                            }
                        )
                    ),
                ])
            }
        )
    }

    private static func seconds(_ duration: Duration) -> String {
        "\(duration.components.seconds) s"
    }
}

/// One widget as `intents widgets` shows it.
struct WidgetSummary: Sendable {
    var kind: String
    var displayName: String
    var path: String
    var depth: Int
    var families: [String]
    var configuration: String
    var entryCount: Int
    var firstEntry: String?
    var policy: String

    init(entry: WidgetCatalog.Entry, now: Date) async {
        let descriptor = entry.descriptor
        kind = descriptor.kind
        displayName = descriptor.displayName?.key ?? descriptor.kind
        path = entry.path
        depth = entry.path.filter { $0 == "[" }.count
        families = descriptor.supportedFamilies.map(\.rawValue)
        configuration = descriptor.configurationIntent.map { "by intent \($0)" } ?? "statically"
        let family = descriptor.supportedFamilies.first ?? .systemSmall
        let timeline = await descriptor.timeline(in: TimelineProviderContext(family: family))
        entryCount = timeline.entries.count
        firstEntry = timeline.entries.first.map { ValueRendering.text($0.base) }
        policy = Self.describe(timeline.policy, now: now)
    }

    /// `.atEnd`, `.never`, or `.after(+15 min)` relative to now, so output is reproducible.
    static func describe(_ policy: TimelineReloadPolicy, now: Date) -> String {
        switch policy.storage {
        case .atEnd: return ".atEnd"
        case .never: return ".never"
        case .after(let date):
            let minutes = Int((date.timeIntervalSince(now) / 60).rounded())
            return ".after(+\(minutes) min)"
        }
    }
}
