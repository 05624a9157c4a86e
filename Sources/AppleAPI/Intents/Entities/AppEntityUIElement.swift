// `AppEntityUIElement`, as AppIntents declares it (iOS 18.4): an app entity shown in a custom view, with where it
// appears and whether it is selected, which a view's `appEntityUIElementProvider` hands the system. Here no view
// asks for elements (the providers are UIKit, AppKit and SwiftUI API): an element is built and read, nothing more.

import Foundation

/// An app entity shown in a custom view, with its bounds, its state and the elements it is made of.
public struct AppEntityUIElement {
    /// Whether a UI element is selected.
    public struct State {
        /// Whether the element is selected.
        public var isSelected: Bool

        /// Creates a state.
        /// - Parameter isSelected: Whether the element is selected.
        public init(isSelected: Bool = false) {
            self.isSelected = isSelected
        }
    }

    /// The identifier of the entity the element shows.
    public var identifier: EntityIdentifier

    /// The element's bounds, in the coordinate space of the view that provides it.
    public var bounds: CGRect

    /// Whether the element is selected.
    public var state: AppEntityUIElement.State

    /// The elements this one is made of, in the coordinate space of the root element.
    public var subelements: [AppEntityUIElement]

    /// Creates an element that shows the entity an identifier names.
    /// - Parameters:
    ///   - identifier: The entity's identifier.
    ///   - bounds: The element's bounds.
    ///   - state: Whether the element is selected.
    ///   - subelements: The elements this one is made of.
    public init(
        identifier: EntityIdentifier, bounds: CGRect, state: AppEntityUIElement.State = .init(),
        subelements: [AppEntityUIElement] = []
    ) {
        self.identifier = identifier
        self.bounds = bounds
        self.state = state
        self.subelements = subelements
    }

    /// Creates an element that shows an entity.
    /// - Parameters:
    ///   - entity: The entity.
    ///   - bounds: The element's bounds.
    ///   - state: Whether the element is selected.
    ///   - subelements: The elements this one is made of.
    public init<Entity>(
        _ entity: Entity, bounds: CGRect, state: AppEntityUIElement.State = .init(),
        subelements: [AppEntityUIElement] = []
    ) where Entity: AppEntity {
        self.init(identifier: EntityIdentifier(for: entity), bounds: bounds, state: state, subelements: subelements)
    }
}
