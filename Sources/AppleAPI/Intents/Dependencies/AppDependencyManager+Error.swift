#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension AppDependencyManager {
    /// Errors of registering and resolving a dependency.
    ///
    /// Spelled as Apple's `AppDependencyManager.Error`. The manager here reports a missing dependency with
    /// ``AppIntentError``; these cases are for an app's own code that matches Apple's.
    /// It is `@unchecked Sendable`: its payloads are a key and metatypes, which do not change.
    public enum Error<Value>: Swift.Error, LocalizedError, @unchecked Sendable {
        /// The dependency for the key could not be made.
        case failedToLoadDependency(AnyHashable, Value.Type)
        /// No dependency is registered for the key.
        case failedToRetrieveDependency(AnyHashable, Value.Type)
        /// The dependency registered for the key is of another type.
        case incorrectDependencyType(AnyHashable, Value.Type, any Any.Type)

        /// What went wrong, with the key and the types.
        public var errorDescription: String? {
            switch self {
            case .failedToLoadDependency(let key, let type):
                "The dependency \(type) for the key \(key) could not be loaded."
            case .failedToRetrieveDependency(let key, let type):
                "No dependency \(type) is registered for the key \(key)."
            case .incorrectDependencyType(let key, let expected, let actual):
                "The dependency for the key \(key) is a \(actual), not a \(expected)."
            }
        }
    }
}
