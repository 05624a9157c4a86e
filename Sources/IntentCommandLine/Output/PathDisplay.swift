#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Shows file paths the way a user typed them: relative to the current directory when inside it.
enum PathDisplay {
    /// The path relative to the current directory when it lies inside it, else absolute.
    static func relative(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let prefix = current.hasSuffix("/") ? current : current + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        return path
    }
}
