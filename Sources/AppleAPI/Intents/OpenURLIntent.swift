#if !canImport(FoundationEssentials)
    import Foundation
#else
    import FoundationEssentials
#endif

/// An intent that opens a link: returned as `.result(opensIntent: OpenURLIntent(url))` or placed on
/// a control.
///
/// Spelled as Apple's `OpenURLIntent`. On a device the system opens the universal link; here there
/// is no app or browser to open it in, and `perform()` returns an empty result. The link is kept in
/// ``url`` for a test to read.
public struct OpenURLIntent: SystemIntent {
    /// The intent's title.
    public static let title: LocalizedStringResource = "Open URL"

    /// The link to open.
    @Parameter(title: "URL")
    public var url: URL

    /// An intent whose link is set later.
    public init() {}

    /// An intent that opens `url`.
    /// - Parameter url: The link to open.
    public init(_ url: URL) {
        self.url = url
    }

    /// Does nothing here: there is nothing to open a link in.
    /// - Returns: An empty result.
    public func perform() async throws -> IntentResultContainer<Never> {
        .result()
    }
}
