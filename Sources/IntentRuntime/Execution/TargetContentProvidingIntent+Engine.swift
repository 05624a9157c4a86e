// What the engine adds to `TargetContentProvidingIntent` beyond Apple's API: a `perform()` for an intent that a scene
// handles on a device and that declares none. Apple's pages list no such default, so it is declared here, in the
// engine: a file that imports only AppIntents sees the protocol as Apple declares it, and a host or a test that
// imports IntentRuntime runs such an intent as a no-op (there is no scene here).

extension TargetContentProvidingIntent {
    /// Does nothing: on Apple's platforms the app's scene handles the intent; there is no scene here.
    /// - Returns: An empty result.
    public func perform() async throws -> IntentResultContainer<Never> {
        .result()
    }
}
