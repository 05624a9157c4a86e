import Foundation

/// Finds and starts executables that `swift build` put beside the test bundle.
enum BuiltProduct {
    /// The built executable with this name, if there is one.
    static func url(named name: String) -> URL? {
        let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])].compactMap { $0 }
        for start in candidates {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let url = directory.appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Starts an executable with arguments, its output discarded.
    static func start(_ url: URL, arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }
}
