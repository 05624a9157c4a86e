import Foundation

extension CompileCheck {
    /// The names of the top-level public declarations a built module offers, read with the toolchain's
    /// `swift-symbolgraph-extract` beside `swiftc`: the module's own, and those it re-exports from `reexported`.
    ///
    /// A module that only re-exports has no symbols of its own: without naming the modules it re-exports from,
    /// the list is empty.
    /// - Parameters:
    ///   - module: The module's name.
    ///   - reexported: The modules whose re-exported declarations count as the module's.
    /// - Returns: The names, sorted.
    /// - Throws: When the tool or the modules cannot be found, the tool fails, or its output cannot be read.
    public static func topLevelSymbols(ofModule module: String, reexportedFrom reexported: [String]) async throws
        -> [String]
    {
        try await offThePool { try topLevelSymbols(module, reexported) }
    }

    private static func topLevelSymbols(_ module: String, _ reexported: [String]) throws -> [String] {
        guard let swiftc, let moduleDirectory else { throw CocoaError(.fileNoSuchFile) }
        let tool = swiftc.deletingLastPathComponent().appendingPathComponent("swift-symbolgraph-extract")
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("intentruntime-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = tool
        process.arguments = [
            "-module-name", module, "-I", moduleDirectory.path, "-output-dir", output.path,
            "-module-cache-path", output.appendingPathComponent("cache").path,
            "-experimental-allowed-reexported-modules=\(reexported.joined(separator: ","))",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let said = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CompileCheckError("swift-symbolgraph-extract \(module): \(String(decoding: said, as: UTF8.self))")
        }
        let data = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
        guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let symbols = graph["symbols"] as? [[String: Any]]
        else { throw CompileCheckError("\(module).symbols.json: no symbols array") }
        let names = symbols.compactMap { symbol -> String? in
            guard let path = symbol["pathComponents"] as? [String], path.count == 1 else { return nil }
            return path[0]
        }
        return Set(names).sorted()
    }
}

/// Why a symbol graph could not be read.
public struct CompileCheckError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
