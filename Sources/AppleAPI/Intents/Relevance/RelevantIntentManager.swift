/// The app's relevant intents, which the Smart Stack suggests on Apple's platforms.
///
/// Spelled as Apple's `RelevantIntentManager`. There is no Smart Stack here: the set last given to
/// ``updateRelevantIntents(_:)`` is kept, and nothing suggests it.
public final class RelevantIntentManager: Sendable {
    /// The manager every part of the app uses.
    public static let shared = RelevantIntentManager()

    private let current = Locked<[RelevantIntent]>([])

    private init() {}

    /// The set last given to ``updateRelevantIntents(_:)``.
    package var relevantIntents: [RelevantIntent] { current.withLock { $0 } }

    /// Replaces the app's relevant intents; an empty array clears them.
    /// - Parameter relevantIntents: Every intent that is relevant now.
    /// - Throws: Never here.
    public final func updateRelevantIntents(_ relevantIntents: [RelevantIntent]) async throws {
        current.withLock { $0 = relevantIntents }
    }
}
