// What the engine adds to App Intents' types beyond Apple's API: a textual form for the values a command line and a
// test print. Declared here, in the engine, so that a file that imports only AppIntents sees these types as Apple
// declares them.

extension ConfirmationActionName: CustomStringConvertible {
    /// The verb, as in `Buy`.
    public var description: String { name }
}

extension AppShortcutPhrase: CustomStringConvertible {
    /// The phrase as metadata writes it: `"Stream ${stream} on ${applicationName}"`.
    public var description: String { spelling }
}
