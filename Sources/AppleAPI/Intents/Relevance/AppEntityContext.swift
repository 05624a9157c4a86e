/// Where in the app's experience donated entities belong: what ``RelevantEntities`` keeps its donations by.
///
/// Spelled as Apple's `AppEntityContext` (iOS 27). Apple's framework overlays (HealthKit's) add contexts of their
/// own, which do not exist here; the audio contexts do.
public struct AppEntityContext: Hashable, Sendable {
    private enum Domain: Hashable, Sendable {
        case audio(AudioContext)
    }

    private let domain: Domain

    private init(_ domain: Domain) { self.domain = domain }

    /// A context of audio activity: playing music during a workout, or from the Now Playing control.
    /// - Parameter context: The kind of audio activity.
    /// - Returns: The context.
    public static func audio(_ context: AudioContext) -> AppEntityContext {
        AppEntityContext(.audio(context))
    }
}
