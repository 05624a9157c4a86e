import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `intents activities`: the host's Live Activities, every attributes type, with their state,
/// age, stale date, content-state size and deep links.
enum ActivitiesCommand: Subcommand {
    /// `--json`.
    static let json = Flag("json", help: "Print JSON.")

    /// What `activities` was asked to do.
    struct Request: Sendable {
        /// Whether to print JSON.
        var json: Bool
    }

    static let specification = CommandSpecification(
        name: "activities",
        abstract: "List the Live Activities: state, age, stale date, size of the state, links.",
        discussion: """
            Every Live Activity the host's center holds, oldest first, as the center's clock sees
            them now: active, stale, ended (still on the screen) or dismissed (kept for listing for
            a day). The content state is shown as the JSON whose size the 4,096-byte limit
            measures. With app-group persistence every process sees the same activities.
            """,
        options: [json],
        examples: ["intents activities", "intents activities --json"]
    )

    static func request(from arguments: ParsedArguments) -> Request {
        Request(json: arguments.has(json))
    }

    static func run(_ request: Request, context: CommandContext) async -> ExitCode {
        guard let application = await context.application() else { return .dataError }
        let center = application.activityCenter
        let snapshots: [LiveActivitySnapshot]
        do throws(LiveActivityError) {
            snapshots = try center.snapshots()
        } catch {
            context.console.error(error.description)
            return .dataError
        }
        let limits = center.limits
        let now = center.now
        let ongoing = snapshots.filter { !$0.activityState.hasEnded }.count
        if request.json {
            let json = JSONText.object([
                ("date", .string(ActivityRendering.date(now))),
                ("persistence", .string(center.persistence.description)),
                (
                    "limits",
                    .object([
                        ("maximumContentStateSize", .int(limits.maximumContentStateSize)),
                        ("maximumLifetimeSeconds", .int(Int(limits.maximumLifetime.components.seconds))),
                        ("dismissalWindowSeconds", .int(Int(limits.dismissalWindow.components.seconds))),
                        ("maximumConcurrentActivities", .int(limits.maximumConcurrentActivities)),
                    ])
                ),
                ("ongoing", .int(ongoing)),
                ("activities", .array(snapshots.map(ActivityRendering.json))),
            ])
            context.console.print(json.rendered())
            return .success
        }
        let console = context.console
        let place = "\(center.persistence), at \(ActivityRendering.date(now))"
        guard !snapshots.isEmpty else {
            console.print("No Live Activities (\(place)).")
            return .success
        }
        let count = snapshots.count == 1 ? "1 Live Activity" : "\(snapshots.count) Live Activities"
        console.print(
            "\(count), \(ongoing) ongoing of at most \(limits.maximumConcurrentActivities) (\(place)):")
        for snapshot in snapshots {
            console.print()
            ActivityRendering.printText(snapshot, limits: limits, console: console)
        }
        return .success
    }
}
