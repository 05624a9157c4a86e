#if !canImport(Darwin)
    #if canImport(FoundationEssentials)
        import FoundationEssentials
    #else
        import Foundation
    #endif

    extension FileManager {
        /// The container of an app group, as Foundation's `containerURL(forSecurityApplicationGroupIdentifier:)`
        /// gives it on Apple's platforms: the way app and widget code written for Apple's SDK reaches the files it
        /// shares. Here the container is the group's `AppGroup/containerURL`: under the containers the running
        /// host bound (a test host's own), else under `$INTENT_RUNTIME_APP_GROUPS`.
        /// - Parameter groupIdentifier: The app group's identifier.
        /// - Returns: The container's URL; `nil` for an identifier that could name a path outside the containers.
        public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
            AppGroupContainerBinding.containerURL(forGroup: groupIdentifier)
        }
    }
#endif
