#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Errors of reading the current Focus filter's settings.
///
/// Spelled as Apple's `SetFocusFilterIntentError`. Nothing here throws them (there is no Focus here); an app's own
/// code may.
public enum SetFocusFilterIntentError: Error, LocalizedError, Hashable, Sendable {
    /// The intent has a parameter value that is not valid.
    case missingParameterValue
    /// The Focus filter's settings were not found.
    case notFound

    /// What went wrong.
    public var errorDescription: String? {
        switch self {
        case .missingParameterValue: "The Focus filter intent has a parameter value that is not valid."
        case .notFound: "The Focus filter's settings were not found."
        }
    }
}
