import Foundation

/// How to start a tool so that the tests of this process come first for the processor: `nice -n 10 tool …` where
/// `nice` exists, else the tool itself.
///
/// A compile check keeps a core busy for seconds. Two at once take both cores of a 2-core machine, and the runs
/// the other tests start meanwhile wait for the processor until they reach their 30-second limit. At a lower
/// priority the compilers take only what the tests leave.
/// - Parameters:
///   - tool: The tool.
///   - arguments: Its arguments.
/// - Returns: The executable to start and its arguments.
public func lowPriority(_ tool: URL, _ arguments: [String]) -> (executable: URL, arguments: [String]) {
    let nice = URL(fileURLWithPath: "/usr/bin/nice")
    guard FileManager.default.isExecutableFile(atPath: nice.path) else { return (tool, arguments) }
    return (nice, ["-n", "10", tool.path] + arguments)
}
