/// A widget the person has placed: its kind, its family and its configuration.
///
/// Spelled as WidgetKit's `WidgetInfo`. Here each widget of a center's catalog counts as placed
/// once, in its first family, configured by a fresh configuration intent.
public struct WidgetInfo: Sendable {
    /// The widget's kind.
    public let kind: String

    /// The family it is shown in.
    public let family: WidgetFamily

    /// The intent type that configures it, if any.
    let configurationIntent: (any WidgetConfigurationIntent.Type)?

    /// Creates a description of a placed widget.
    /// - Parameters:
    ///   - kind: The widget's kind.
    ///   - family: The family it is shown in.
    ///   - configurationIntent: The intent type that configures it.
    init(kind: String, family: WidgetFamily, configurationIntent: (any WidgetConfigurationIntent.Type)?) {
        self.kind = kind
        self.family = family
        self.configurationIntent = configurationIntent
    }

    /// The widget's configuration, as an intent of the given type.
    /// - Parameter type: The configuration intent's type.
    /// - Returns: The configuration, or `nil` when the widget is configured by another type or not at all.
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of type: Intent.Type = Intent.self)
        -> Intent?
    {
        configurationIntent == Intent.self ? Intent() : nil
    }

    /// `kind (family)`.
    package var spelling: String { "\(kind) (\(family.rawValue))" }
}

extension WidgetInfo: CustomDebugStringConvertible {
    /// The widget's kind and family, for a debugger or a log.
    public var debugDescription: String { "WidgetInfo(kind: \(kind), family: \(family.rawValue))" }
}

extension WidgetCenter {
    /// The widgets the person has placed: here, each widget the center keeps, once.
    /// - Returns: The widgets.
    public nonisolated func currentConfigurations() async throws -> [WidgetInfo] {
        widgets.entries.map { entry in
            WidgetInfo(
                kind: entry.kind,
                family: entry.descriptor.supportedFamilies.first ?? .systemSmall,
                configurationIntent: entry.descriptor.configurationIntent
            )
        }
    }

    /// Passes the widgets the person has placed to `completion`, as WidgetKit's does.
    /// - Parameter completion: Called once with the widgets.
    public nonisolated func getCurrentConfigurations(
        _ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void
    ) {
        Task {
            do {
                completion(.success(try await currentConfigurations()))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
