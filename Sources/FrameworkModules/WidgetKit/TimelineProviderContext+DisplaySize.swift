import AppleAPI
import Foundation

// `CGSize` is Foundation's, not FoundationEssentials', which IntentRuntime is built on here, so the
// context's display size is declared in this module, which imports Foundation as WidgetKit does.
extension TimelineProviderContext {
    /// The widget's size in points: a typical iPhone size for the family (there is no screen
    /// here), so that layout code that reads it runs.
    public var displaySize: CGSize {
        switch family {
        case .systemSmall: CGSize(width: 170, height: 170)
        case .systemMedium: CGSize(width: 364, height: 170)
        case .systemLarge: CGSize(width: 364, height: 382)
        case .systemExtraLarge: CGSize(width: 715, height: 330)
        case .systemExtraLargePortrait: CGSize(width: 330, height: 715)
        case .accessoryCircular: CGSize(width: 76, height: 76)
        case .accessoryRectangular: CGSize(width: 172, height: 76)
        case .accessoryInline: CGSize(width: 257, height: 26)
        case .accessoryCorner: CGSize(width: 64, height: 64)
        }
    }
}
