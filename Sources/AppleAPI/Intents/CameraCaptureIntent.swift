#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An intent that opens the app's camera capture: the Camera control and the Lock Screen offer it on a device.
///
/// Spelled as Apple's `CameraCaptureIntent`. There is no camera here: such an intent runs like any intent. Its app
/// context is kept in this process: ``updateAppContext(_:)`` stores it (JSON-encoded, at most 4 kB, as Apple
/// limits it) and ``appContext`` reads it back.
public protocol CameraCaptureIntent: SystemIntent {
    /// What the app passes to its capture extension; `Never` when it passes nothing.
    associatedtype AppContext: Decodable, Encodable, Sendable = Never
}

/// The app contexts of the camera capture intents, JSON-encoded, by intent type.
private let cameraCaptureAppContexts = Locked<[ObjectIdentifier: Data]>([:])

extension CameraCaptureIntent {
    /// The largest encoded app context, in bytes.
    package static var maximumAppContextByteCount: Int { 4_096 }

    /// The app context last given to ``updateAppContext(_:)``, or `nil` when none was.
    /// - Throws: `DecodingError` when the stored context does not decode as `AppContext`.
    public static var appContext: Self.AppContext? {
        get async throws {
            guard let data = cameraCaptureAppContexts.withLock({ $0[ObjectIdentifier(Self.self)] }) else { return nil }
            return try JSONDecoder().decode(AppContext.self, from: data)
        }
    }

    /// Replaces the app context; `nil` removes it.
    /// - Parameter newContext: The new context.
    /// - Throws: `AppIntentError` when the encoded context is larger than 4 kB; `EncodingError` when it does not
    ///   encode.
    public static func updateAppContext(_ newContext: Self.AppContext?) async throws {
        guard let newContext else {
            cameraCaptureAppContexts.withLock { $0[ObjectIdentifier(Self.self)] = nil }
            return
        }
        let data = try JSONEncoder().encode(newContext)
        guard data.count <= maximumAppContextByteCount else {
            throw AppIntentError(
                .unrecoverable,
                "the app context of \(Self.self) is \(data.count) bytes encoded; at most \(maximumAppContextByteCount) are kept"
            )
        }
        cameraCaptureAppContexts.withLock { $0[ObjectIdentifier(Self.self)] = data }
    }
}
