import Foundation

/// The `Progress` of each running ``ProgressReportingIntent``: an intent is a value, so its
/// progress is kept here, keyed by the intent's parameters' storage.
enum ProgressRegistry {
    private static let progresses = Locked<[ObjectIdentifier: Progress]>([:])

    /// The progress of an intent, created on first use. Intents with no parameters share one.
    static func progress(for intent: some AppIntent) -> Progress {
        let key =
            IntentReflection.parameters(of: intent).first.map { ObjectIdentifier($0.parameter) }
            ?? ObjectIdentifier(type(of: intent))
        return progresses.withLock { progresses in
            if let existing = progresses[key] { return existing }
            let progress = Progress(totalUnitCount: 0)
            progresses[key] = progress
            return progress
        }
    }
}
