/// The progress object of each running ``ProgressReportingIntent``: an intent is a value, so its
/// progress is kept here, keyed by the intent's parameters' storage.
///
/// The object is Foundation's `Progress`, made by the caller: `Progress` is not in
/// FoundationEssentials, which the runtime is built on where it exists, so the `progress`
/// property lives where Foundation is imported (the `AppIntents` module, or the runtime itself on
/// Apple's platforms).
package enum ProgressRegistry {
    private static let progresses = Locked<[ObjectIdentifier: any AnyObject & Sendable]>([:])

    /// The progress of an intent, made on first use. Intents with no parameters share one.
    /// - Parameters:
    ///   - intent: The intent.
    ///   - make: Makes a new progress object.
    /// - Returns: The intent's progress.
    package static func progress<Progress: AnyObject & Sendable>(
        for intent: some AppIntent, making make: () -> Progress
    )
        -> Progress
    {
        let key =
            IntentReflection.parameters(of: intent).first.map { ObjectIdentifier($0.parameter) }
            ?? ObjectIdentifier(type(of: intent))
        return progresses.withLock { progresses in
            if let existing = progresses[key] as? Progress { return existing }
            let progress = make()
            progresses[key] = progress
            return progress
        }
    }
}
