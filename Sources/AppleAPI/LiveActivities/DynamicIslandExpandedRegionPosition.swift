/// A region of a Live Activity expanded in the Dynamic Island.
///
/// Spelled as WidgetKit's `DynamicIslandExpandedRegionPosition`.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    private let name: String

    /// Beside the camera, on the leading side.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")

    /// Beside the camera, on the trailing side.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")

    /// Below the camera.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")

    /// Below the other three.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")

    /// The position's name, as in `bottom`.
    package var spelling: String { name }
}
