import IntentMetadata

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds a host's checked-in metadata folder: the `Intents/` folder of its package.
///
/// ```swift
/// let directory = MetadataDirectory.find(variable: "TASKS_BUNDLES", environment: environment)
/// ```
public enum MetadataDirectory {
    /// Where a folder was looked for, to say so when it is not found.
    public static let searchDescription =
        "the current directory and up to 5 folders above it, then the executable's folder and those above it, "
        + "for a package (a folder with Package.swift) that has it"

    /// The metadata folder: the one an environment variable names, else the first `Intents/`
    /// folder of a package found walking up from the current directory, else from the
    /// executable's directory (`.build/<triple>/debug/<host>` lies inside the package).
    /// - Parameters:
    ///   - folderName: The folder's name; `Intents` by default.
    ///   - variable: An environment variable that names the folder, overriding the search.
    ///   - environment: The process environment.
    /// - Returns: The folder, or `nil` when there is none.
    public static func find(
        folderName: String = "Intents",
        variable: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        if let variable, let path = environment[variable], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        let fileManager = FileManager.default
        let starts = [
            { URL(fileURLWithPath: fileManager.currentDirectoryPath, isDirectory: true) },
            { executableURL()?.deletingLastPathComponent() },
        ]
        for start in starts.lazy.compactMap({ $0() }) {
            var directory = start
            for _ in 0..<6 {
                let candidate = directory.appendingPathComponent(folderName, isDirectory: true)
                if SystemFiles.isDirectory(atPath: candidate.path) == true,
                    fileManager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path)
                {
                    return candidate
                }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }

    /// The running executable, symbolic links resolved.
    private static func executableURL() -> URL? {
        #if canImport(FoundationEssentials)
            // Linux names it in /proc; elsewhere there is no such file and the walk is skipped.
            guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
                return nil
            }
            return URL(fileURLWithPath: path)
        #else
            return Bundle.main.executableURL?.resolvingSymlinksInPath()
        #endif
    }
}
