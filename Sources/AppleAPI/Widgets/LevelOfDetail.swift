/// How much a widget should show: WidgetKit's `LevelOfDetail`, read from SwiftUI's environment there (on
/// visionOS it follows the person's distance). Always `default` here, as on Apple's platforms other than
/// visionOS.
public struct LevelOfDetail: Hashable, Sendable {
    /// The level's name, as in source.
    let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The widget's usual content.
    public static let `default` = LevelOfDetail("default")
    /// A simplified version of the content.
    public static let simplified = LevelOfDetail("simplified")
}
