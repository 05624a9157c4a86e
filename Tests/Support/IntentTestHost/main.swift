// `intent-test-host`: the host program IntentTesting's out-of-process tests start, as a user's
// test starts the app's own host. It offers the framework-hosted `ConfigurationAppIntent`, the
// to-do example where it is built, and diagnostic intents that crash or hang in perform().
//
// It loads no metadata: registered intents run by identifier. App groups live where
// `INTENT_RUNTIME_APP_GROUPS` says (the test host's own containers).

import AppIntent
import Foundation
import IntentCommandLine
import IntentRuntime

#if canImport(Todo)
    import Todo
#endif

let environment = ProcessInfo.processInfo.environment
let configuration = CommandLineConfiguration(
    programName: "intent-test-host",
    abstract: "Runs the examples' intents and diagnostic intents for IntentTesting's out-of-process tests.",
    version: "intent-test-host 1",
    environment: environment,
    loadApplication: { try TestHostApplication.make(environment: environment) }
)
let status = await IntentCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    configuration: configuration,
    output: .standard(environment: environment)
)
exit(status)
