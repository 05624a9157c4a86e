/// What a control shows: SwiftUI's `ControlWidgetTemplate`. Apple's templates (`ControlWidgetToggle`,
/// `ControlWidgetButton`) are made of SwiftUI views and are not offered here; ``EmptyControlWidgetTemplate``
/// is, so that a control's configuration can be written and type-checked.
public protocol ControlWidgetTemplate: FrameworkSendableMetatype {}

/// A template that shows nothing: SwiftUI's `EmptyControlWidgetTemplate`.
public struct EmptyControlWidgetTemplate: ControlWidgetTemplate, Sendable {
    /// Creates the empty template.
    public init() {}
}

/// The result builder of a control's template closure: SwiftUI's `ControlWidgetTemplateBuilder`.
@resultBuilder
public struct ControlWidgetTemplateBuilder {
    /// Passes a single template through.
    /// - Parameter content: The template.
    /// - Returns: The template.
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> some ControlWidgetTemplate {
        content
    }
}
