#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A shared container that an app and its extensions read and write, as an iOS app group is.
///
/// Each group is a directory. Its location comes from, in order:
/// 1. ``containersLocation``, when the current task has bound one: a test's own containers,
///    so that tests running at once never share a group's files;
/// 2. the environment variable ``containersEnvironmentVariable`` (a directory holding one
///    folder per group), so tests and CI can point every process at a temporary directory;
/// 3. `$XDG_DATA_HOME/intent-runtime/app-groups`;
/// 4. `~/.local/share/intent-runtime/app-groups`.
public struct AppGroup: Hashable, Sendable, CustomStringConvertible {
    /// The environment variable that overrides where app-group containers live.
    public static let containersEnvironmentVariable = "INTENT_RUNTIME_APP_GROUPS"

    /// The directory holding one folder per group for the current task and the tasks it starts,
    /// ahead of the environment: `AppGroup.$containersLocation.withValue(scratch) { … }`.
    ///
    /// A process-wide environment variable cannot keep two tests apart that run at once in one
    /// process; a task-local location can. `nil` (the default) defers to the environment.
    @TaskLocal public static var containersLocation: URL?

    /// The group identifier, such as `group.com.example.counter`.
    public let identifier: String

    /// The directory holding the group's files.
    public let containerURL: URL

    /// Creates an app group, locating its container from the task's ``containersLocation`` or,
    /// when none is bound, from the environment.
    /// - Parameters:
    ///   - identifier: The group identifier: letters, digits, `.`, `-` and `_` only.
    ///   - environment: The environment to read; the process's by default.
    /// - Throws: ``AppGroupError/Code/invalidIdentifier`` when the identifier could name a path
    ///   outside the containers' directory.
    public init(identifier: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(AppGroupError)
    {
        try self.init(
            identifier: identifier,
            containersDirectory: Self.containersLocation ?? Self.containersDirectory(in: environment)
        )
    }

    /// Creates an app group whose container lies in a given directory.
    /// - Parameters:
    ///   - identifier: The group identifier: letters, digits, `.`, `-` and `_` only.
    ///   - containersDirectory: The directory that holds one folder per group.
    /// - Throws: ``AppGroupError/Code/invalidIdentifier`` for an identifier that is not a plain name.
    public init(identifier: String, containersDirectory: URL) throws(AppGroupError) {
        guard Self.isPlainName(identifier) else {
            throw AppGroupError(
                .invalidIdentifier,
                path: identifier,
                message: "app group identifier \"\(identifier)\" must be letters, digits, '.', '-' or '_', "
                    + "not empty and not '.' or '..'"
            )
        }
        self.identifier = identifier
        self.containerURL = containersDirectory.appendingPathComponent(identifier, isDirectory: true)
    }

    /// The group identifier.
    public var description: String { identifier }

    /// The directory that holds every group's container, from the environment.
    /// - Parameter environment: The environment to read.
    /// - Returns: The containers' directory.
    public static func containersDirectory(in environment: [String: String]) -> URL {
        if let path = environment[containersEnvironmentVariable], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        let dataHome: URL
        if let path = environment["XDG_DATA_HOME"], path.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: path, isDirectory: true)
        } else {
            let home =
                environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            dataHome = home.appendingPathComponent(".local/share", isDirectory: true)
        }
        return dataHome.appendingPathComponent("intent-runtime/app-groups", isDirectory: true)
    }

    /// Whether a name is safe as one path component: no separators, not `.` or `..`.
    static func isPlainName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 255, name != ".", name != ".." else { return false }
        return name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
                true
            default:
                false
            }
        }
    }
}

extension AppGroup: AppGroupContainerEngine {
    /// The container of a group, for Foundation's `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`.
    /// - Parameter identifier: The group's identifier.
    /// - Returns: ``containerURL``; `nil` for an identifier ``init(identifier:environment:)`` refuses.
    package static func containerURL(forGroup identifier: String) -> URL? {
        try? AppGroup(identifier: identifier).containerURL
    }
}
