/// Attributes whose Live Activity opens deep links: the URL each region opens for a content
/// state.
///
/// A host that registers the attributes type with its center
/// (``LiveActivityCenter/registerLinks(for:)``) sees each activity's links in its snapshots,
/// and `intents activities` lists them.
public protocol LiveActivityLinking: ActivityAttributes {
    /// The link each region opens; a region not listed opens the app.
    /// - Parameter state: The content state shown.
    /// - Returns: The links by region.
    /// - Throws: ``DeepLinkError`` when a link cannot be built from the values.
    func deepLinks(for state: ContentState) throws(DeepLinkError) -> [LiveActivityRegion: DeepLink]
}
