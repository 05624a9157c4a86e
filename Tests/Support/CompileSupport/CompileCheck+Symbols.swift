import Foundation
import ProcessTestSupport

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
        try await inCompileSlot { try topLevelNames(module, reexported).sorted() }
    }

    /// The members a built module offers: each public declaration nested in one of its top-level declarations
    /// (a path of more than one component), as `Type.member` (`Activity.request(attributes:content:pushType:)`).
    ///
    /// Read with `-skip-synthesized-members` (the default implementations a conforming type inherits are not
    /// its own). The graph of a re-exporting module holds the members of a re-exported type's own declaration
    /// but not those of its extensions, so the members are also read from each module of `reexported` (where
    /// its extensions are merged into the type), keeping those of the module's top-level declarations.
    /// - Parameters:
    ///   - module: The module's name.
    ///   - reexported: The modules whose re-exported declarations count as the module's.
    /// - Returns: The members, sorted.
    /// - Throws: When the tool or the modules cannot be found, the tool fails, or its output cannot be read.
    public static func memberSymbols(ofModule module: String, reexportedFrom reexported: [String]) async throws
        -> [String]
    {
        try await inCompileSlot {
            let top = try topLevelNames(module, reexported)
            var paths = try symbolPaths(module, reexported, skipSynthesized: true)
            for source in reexported {
                paths += try symbolPaths(source, [], skipSynthesized: true)
            }
            let members = paths.filter { $0.count > 1 && top.contains($0[0]) }.map { $0.joined(separator: ".") }
            return Set(members).sorted()
        }
    }

    private static func topLevelNames(_ module: String, _ reexported: [String]) throws -> Set<String> {
        Set(
            try symbolPaths(module, reexported, skipSynthesized: false, ownFileOnly: true).filter { $0.count == 1 }.map
            { $0[0] })
    }

    /// The path components of each symbol of the module's symbol graph: of its own file only, or of every file
    /// (those of its extensions to other modules' types too).
    private static func symbolPaths(
        _ module: String, _ reexported: [String], skipSynthesized: Bool, ownFileOnly: Bool = false
    ) throws -> [[String]] {
        guard let swiftc, let moduleDirectory else { throw CocoaError(.fileNoSuchFile) }
        let tool = swiftc.deletingLastPathComponent().appendingPathComponent("swift-symbolgraph-extract")
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("intentruntime-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        (process.executableURL, process.arguments) = lowPriority(
            tool,
            [
                "-module-name", module, "-I", moduleDirectory.path, "-output-dir", output.path,
                "-module-cache-path", output.appendingPathComponent("cache").path,
                "-experimental-allowed-reexported-modules=\(reexported.joined(separator: ","))",
            ] + (skipSynthesized ? ["-skip-synthesized-members"] : []))
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let said = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CompileCheckError("swift-symbolgraph-extract \(module): \(String(decoding: said, as: UTF8.self))")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter {
            ownFileOnly ? $0 == "\(module).symbols.json" : $0.hasPrefix("\(module)") && $0.hasSuffix(".symbols.json")
        }
        guard files.contains("\(module).symbols.json") else {
            throw CompileCheckError("swift-symbolgraph-extract \(module): no \(module).symbols.json")
        }
        return try files.flatMap { file -> [[String]] in
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let symbols = graph["symbols"] as? [[String: Any]]
            else { throw CompileCheckError("\(file): no symbols array") }
            return symbols.compactMap { $0["pathComponents"] as? [String] }
        }
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
