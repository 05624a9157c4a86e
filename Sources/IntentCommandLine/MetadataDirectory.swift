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
        "the package (a folder with Package.swift) that holds the current directory, up to 5 folders above it, "
        + "then the package that holds the executable"

    /// The metadata folder: the one an environment variable names, else the `Intents/` folder of
    /// the package that holds the current directory, else of the package that holds the
    /// executable (`.build/<triple>/debug/<host>` lies inside its package).
    ///
    /// Each walk stops at the first package it meets: a package nested in another (an example
    /// inside a repository) never takes the outer package's folder.
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
        return find(folderName: folderName, from: [currentDirectory(), executableURL()?.deletingLastPathComponent()])
    }

    /// The folder of the first package, walking up from each start in turn, that has one.
    static func find(folderName: String, from starts: [URL?]) -> URL? {
        for start in starts {
            guard let package = start.flatMap(package(holding:)) else { continue }
            let candidate = package.appendingPathComponent(folderName, isDirectory: true)
            if SystemFiles.isDirectory(atPath: candidate.path) == true { return candidate }
        }
        return nil
    }

    /// The package that holds the current directory: the nearest folder with `Package.swift`,
    /// the current one or up to 5 above it.
    /// - Returns: The package's folder, or `nil` outside a package.
    public static func currentPackage() -> URL? {
        package(holding: currentDirectory())
    }

    /// The nearest folder with `Package.swift`: `start` or up to 5 above it.
    static func package(holding start: URL) -> URL? {
        var directory = start
        for _ in 0..<6 {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    private static func currentDirectory() -> URL {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
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
