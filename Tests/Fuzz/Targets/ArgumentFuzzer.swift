// libFuzzer target: the command line's argument parser, against every command's specification.
//
// Input: a command-selecting byte, then arguments separated by NUL bytes (as a shell passes them).
// Oracle: parsing throws `UsageError` with a message, or yields only flags and options the command declares,
// a non-repeatable option at most once, and every argument accounted for; a command's help is written.
@testable import IntentCommandLine

/// Feeds one input to the argument parser. libFuzzer calls it once per input; returning 0 keeps the input eligible for the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func argumentFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let commands = IntentCommand.commands
    let specification = commands[Int(bytes[0]) % commands.count].specification
    let arguments = bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    let parsed: ParsedArguments
    do {
        parsed = try ArgumentParser.parse(arguments, for: specification)
    } catch {
        guard !error.message.isEmpty else { fatalError("an empty usage error for \(arguments)") }
        return 0
    }
    let declared = Dictionary(specification.options.map { ($0.name, $0) }) { first, _ in first }
    for flag in parsed.flags {
        guard let definition = declared[flag], definition.isFlag else { fatalError("undeclared flag \(flag)") }
    }
    for (name, values) in parsed.options {
        guard let definition = declared[name], !definition.isFlag else { fatalError("undeclared option \(name)") }
        guard definition.isRepeatable || values.count == 1 else { fatalError("--\(name) \(values.count) times") }
        // Every value through the typed conversions the commands declare: none may crash, each throws or converts.
        let yesOrNo = Option<Bool>.yesOrNo(name, help: "")
        let seconds = Option<Duration>.seconds(name, maximum: 86_400, help: "")
        for value in values {
            _ = try? yesOrNo.convert(value)
            _ = try? seconds.convert(value)
        }
    }
    let consumed = parsed.positionals.count + parsed.options.values.reduce(0) { $0 + $1.count } + parsed.flags.count
    guard parsed.wantsHelp || consumed <= arguments.count else {
        fatalError("\(consumed) values from \(arguments.count) arguments")
    }
    _ = HelpFormatter.help(of: specification, programName: "intents")
    return 0
}
