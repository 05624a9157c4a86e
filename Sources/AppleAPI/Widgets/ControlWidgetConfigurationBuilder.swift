/// The result builder of a control's `body`: SwiftUI's `ControlWidgetConfigurationBuilder`, so that a body
/// may declare values before its configuration, as Apple's example does (`let kind = …`).
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    /// Passes a single configuration through.
    /// - Parameter content: The configuration.
    /// - Returns: The configuration.
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content)
        -> some ControlWidgetConfiguration
    {
        content
    }

    /// Passes a configuration expression through.
    /// - Parameter content: The configuration.
    /// - Returns: The configuration.
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content {
        content
    }
}

/// A control configuration that declares nothing: SwiftUI's `EmptyControlWidgetConfiguration`.
public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration, Sendable {
    /// Creates the empty configuration.
    public init() {}
}
