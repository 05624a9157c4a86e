// `AppEntityUIElementsContext`, as AppIntents declares it (iOS 18.4): what the system asks of a view's UI-element
// provider (SwiftUI's `appEntityUIElements(_:)`, UIKit's and AppKit's `appEntityUIElementProvider`), the bounds to
// consider and which elements it wants. Those providers are UIKit, AppKit and SwiftUI API, which do not exist here:
// nothing asks a view for elements, so only the package builds a context (`package init`); a provider written for
// Apple's platforms type-checks against it and can be called with one.

import Foundation

/// What the system asks of a view that makes its app entities discoverable: the bounds, and which elements.
public struct AppEntityUIElementsContext: Sendable {
    /// Which elements the system asks for.
    public enum ElementsRequest: Hashable, Sendable {
        /// The elements that are selected.
        case selected
        /// The visible elements that intersect a rectangle, in the view's coordinate space.
        case visible(rect: CGRect)
    }

    /// The bounds, in the view's local coordinate space, that the system considers.
    public let bounds: CGRect

    /// The requests of the system for elements.
    public let requests: Set<AppEntityUIElementsContext.ElementsRequest>

    /// Creates a context: the system does on Apple's platforms; here a host or a test.
    /// - Parameters:
    ///   - bounds: The bounds the system considers.
    ///   - requests: Which elements it asks for.
    package init(bounds: CGRect, requests: Set<AppEntityUIElementsContext.ElementsRequest>) {
        self.bounds = bounds
        self.requests = requests
    }
}
