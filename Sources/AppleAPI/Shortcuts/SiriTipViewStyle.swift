/// The look of a Siri tip: light, dark, or as the system chooses.
///
/// Spelled as Apple's `SiriTipViewStyle`, which SwiftUI's `siriTipViewStyle(_:)` takes. There is no view here:
/// a style is kept and shows nothing.
public struct SiriTipViewStyle: Hashable, Sendable {
    private enum Look: Hashable, Sendable { case automatic, dark, light }

    private let look: Look

    private init(_ look: Look) { self.look = look }

    /// The style the system chooses for the surroundings.
    public static let automatic = SiriTipViewStyle(.automatic)

    /// A dark tip.
    public static let dark = SiriTipViewStyle(.dark)

    /// A light tip.
    public static let light = SiriTipViewStyle(.light)
}
