/// Where a Live Activity shows: on the Lock Screen, or in one region of the Dynamic Island.
/// Each region can open its own deep link.
public struct LiveActivityRegion: Hashable, Sendable, Comparable, CustomStringConvertible {
    private let name: String
    private let order: Int

    /// The Lock Screen (and banner) presentation.
    public static let lockScreen = LiveActivityRegion(name: "lockScreen", order: 0)

    /// The compact presentation's leading side.
    public static let compactLeading = LiveActivityRegion(name: "compactLeading", order: 1)

    /// The compact presentation's trailing side.
    public static let compactTrailing = LiveActivityRegion(name: "compactTrailing", order: 2)

    /// The minimal presentation, when several activities share the Dynamic Island.
    public static let minimal = LiveActivityRegion(name: "minimal", order: 3)

    /// A region of the expanded presentation.
    /// - Parameter position: The region.
    /// - Returns: The region.
    public static func expanded(_ position: DynamicIslandExpandedRegionPosition) -> LiveActivityRegion {
        let order = [.leading, .trailing, .center, .bottom].firstIndex(of: position) ?? 0
        return LiveActivityRegion(name: "expanded.\(position)", order: 4 + order)
    }

    /// The region's name, as in `lockScreen` or `expanded.bottom`.
    public var description: String { name }

    /// Lock Screen first, then compact, minimal and expanded regions.
    public static func < (lhs: LiveActivityRegion, rhs: LiveActivityRegion) -> Bool {
        (lhs.order, lhs.name) < (rhs.order, rhs.name)
    }
}
