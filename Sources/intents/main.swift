// The `intents` executable: the IntentCommandLine library over the bundled examples.
//
// Registration and bundle loading happen inside `ExampleHost.configuration`'s closures, after the
// command is known, so `intents --version` and `--help` start as fast as the process can.

import IntentCommandLine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let environment = ProcessInfo.processInfo.environment
let status = await IntentCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    configuration: ExampleHost.configuration(environment: environment),
    output: .standard(environment: environment)
)
exit(status)
