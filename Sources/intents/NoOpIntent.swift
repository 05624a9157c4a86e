import IntentRuntime

/// An intent that does nothing: `intents run NoOpIntent` measures what the runtime itself costs,
/// from process start to exit (the benchmarks compare it with `intents --version`).
struct NoOpIntent: AppIntent {
    static let title: LocalizedStringResource = "Do Nothing"

    static let description: IntentDescription? = "Does nothing, so that a run measures the runtime alone."

    static var isDiscoverable: Bool { false }

    func perform() async throws -> some IntentResult { .result() }
}
