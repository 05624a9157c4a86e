import Foundation
import IntentCommandLine

/// The host the `intents` executable offers: the bundled examples and their checked-in metadata.
enum ExampleHost {
    /// The version `intents --version` prints.
    static let version = "intents 0.1.0 (IntentRuntime, Swift 6)"

    /// The command-line configuration over the bundled examples.
    static func configuration(environment: [String: String]) -> CommandLineConfiguration {
        CommandLineConfiguration(
            programName: "intents",
            abstract: "Run, list, validate and extract the App Intents of the bundled examples.",
            version: version,
            environment: environment,
            readStandardInput: {
                guard isatty(0) == 0 else { return nil }
                let data = FileHandle.standardInput.readDataToEndOfFile()
                return String(bytes: data, encoding: .utf8)
            }
        )
    }
}
