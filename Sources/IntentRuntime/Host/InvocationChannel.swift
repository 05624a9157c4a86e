/// Who asked for the work that is running, so that advice in messages names what they can type:
/// a command line's `--param cake=…`, an MCP client's argument, a test's `makeIntent(cake:)`.
///
/// The command line, the MCP server and the testing module bind ``current`` around their runs.
package enum InvocationChannel: Sendable, Hashable {
    /// A program's command line: `bakery run …`.
    case commandLine(programName: String)
    /// An MCP client talking to a program's `serve --mcp`.
    case mcp(programName: String)
    /// A test, through the testing module's definitions.
    case tests
    /// Code calling ``IntentHost`` itself.
    case library

    /// The channel of the running work.
    @TaskLocal package static var current: InvocationChannel = .library

    /// How to give a required parameter a value: `pass --param cake=<value>`.
    /// - Parameter parameter: The parameter's name.
    /// - Returns: The advice.
    package func passing(_ parameter: String) -> String {
        switch self {
        case .commandLine: "pass --param \(parameter)=<value>"
        case .mcp: "pass the argument '\(parameter)'"
        case .tests: "pass it: makeIntent(\(parameter): …)"
        case .library: "pass a value for '\(parameter)'"
        }
    }

    /// The running program's name, for commands in advice; `intents` where none is known.
    package var programName: String {
        switch self {
        case .commandLine(let program), .mcp(let program): program
        case .tests, .library: "intents"
        }
    }

    /// The command that writes the metadata afresh: `bakery extract`, or a description of it
    /// where no program is known.
    package var extractCommand: String {
        switch self {
        case .commandLine(let program), .mcp(let program): "\(program) extract"
        case .tests, .library: "the host program's extract command"
        }
    }
}
