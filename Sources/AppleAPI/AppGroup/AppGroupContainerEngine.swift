#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What Foundation's `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)` asks of the engine: where an
/// app group's container lies. The engine's `AppGroup` conforms; AppleAPI, which the engine builds on, cannot name it.
package protocol AppGroupContainerEngine: Sendable {
    /// The container of an app group, under the containers the calling task bound or else the environment's.
    /// - Parameter identifier: The app group's identifier.
    /// - Returns: The container's URL; `nil` for an identifier that could name a path outside the containers.
    static func containerURL(forGroup identifier: String) -> URL?
}

/// Finds where app groups' containers lie.
package enum AppGroupContainerBinding {
    /// The mangled name of the engine's app-group type, `IntentRuntime.AppGroup`.
    static let engineTypeName = "13IntentRuntime8AppGroupV"

    /// The engine's app-group type, found once by its mangled name (AppleAPI cannot import the module that builds on
    /// it); `nil` in a program that does not link the engine.
    static let engineType: (any AppGroupContainerEngine.Type)? =
        _typeByName(engineTypeName) as? any AppGroupContainerEngine.Type

    /// The container of an app group; `nil` without the engine.
    /// - Parameter identifier: The app group's identifier.
    /// - Returns: The container's URL.
    package static func containerURL(forGroup identifier: String) -> URL? {
        engineType?.containerURL(forGroup: identifier)
    }
}
