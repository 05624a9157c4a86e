import IntentMetadata

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where Xcode puts `Metadata.appintents` in a built product, so that `intents validate Foo.app` finds the
/// metadata of the app and of every extension and framework inside it.
///
/// An iOS app, extension or framework keeps it at its top (`Foo.app/Metadata.appintents`); a macOS app or
/// extension in `Contents/Resources`, a macOS framework in `Resources` (a link to `Versions/Current/Resources`).
/// Nested bundles live in `PlugIns` and `Extensions` (`.appex`), `Frameworks` (`.framework`) and `Watch` (`.app`),
/// under `Contents/` on macOS. The walk is bounded: nested bundles at most ``maximumDepth`` deep, at most
/// ``maximumBundles`` bundles, since a bundle given on the command line is outside input.
enum AppBundleLayout {
    /// Where a bundle keeps its own metadata folder, relative to the bundle.
    static let metadataPlaces = [
        "Metadata.appintents", "Contents/Resources/Metadata.appintents", "Resources/Metadata.appintents",
    ]

    /// The folders of a bundle that hold nested bundles, with the suffix those bundles have.
    static let nestedBundlePlaces: [(folder: String, suffix: String)] = [
        ("PlugIns", ".appex"), ("Extensions", ".appex"), ("Frameworks", ".framework"), ("Watch", ".app"),
        ("Contents/PlugIns", ".appex"), ("Contents/Extensions", ".appex"), ("Contents/Frameworks", ".framework"),
        ("Contents/Watch", ".app"),
    ]

    /// How deep nested bundles are looked for (an app's extension's framework is depth 2).
    static let maximumDepth = 4

    /// The most bundles one path is searched through.
    static let maximumBundles = 512

    /// The metadata to load for a path named on the command line: the path itself when it is a file or a folder
    /// that holds `extract.actionsdata`; otherwise every metadata folder of the bundle and of the bundles nested
    /// in it, the bundle's own first, then the nested ones by path.
    /// - Parameter url: A file, a metadata folder, or a bundle (`.app`, `.appex`, `.framework`, or any folder).
    /// - Returns: The files and folders to load; `url` alone when it does not exist (loading it reports that).
    /// - Throws: ``MetadataError`` with code `fileNotFound` when a folder holds no metadata anywhere.
    static func metadataLocations(for url: URL) throws(MetadataError) -> [URL] {
        let fileManager = FileManager.default
        guard SystemFiles.isDirectory(atPath: url.path) == true,
            !fileManager.fileExists(atPath: url.appendingPathComponent("extract.actionsdata").path)
        else { return [url] }
        var found: [URL] = []
        var seen: Set<String> = []
        var visited = 0
        collect(in: url, depth: 0, into: &found, seen: &seen, visited: &visited)
        guard !found.isEmpty else {
            let places = (metadataPlaces + nestedBundlePlaces.map { "\($0.folder)/*\($0.suffix)" })
                .joined(separator: ", ")
            throw MetadataError(
                code: .fileNotFound,
                message: "no Metadata.appintents here or in a bundle inside (looked in \(places)); "
                    + "pass an app, extension or framework bundle, a Metadata.appintents folder or an "
                    + "extract.actionsdata file",
                file: url.path
            )
        }
        return found
    }

    private static func collect(
        in bundle: URL, depth: Int, into found: inout [URL], seen: inout Set<String>, visited: inout Int
    ) {
        visited += 1
        let fileManager = FileManager.default
        for place in metadataPlaces {
            let folder = bundle.appendingPathComponent(place, isDirectory: true)
            let actionsData = folder.appendingPathComponent("extract.actionsdata")
            guard fileManager.fileExists(atPath: actionsData.path) else { continue }
            // A macOS framework's Resources link and Versions/A/Resources are one folder: list it once.
            if seen.insert(folder.resolvingSymlinksInPath().path).inserted { found.append(folder) }
        }
        guard depth < maximumDepth else { return }
        var nested: [URL] = []
        for (place, suffix) in nestedBundlePlaces {
            let folder = bundle.appendingPathComponent(place, isDirectory: true)
            guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { continue }
            nested += names.filter { $0.hasSuffix(suffix) }.map { folder.appendingPathComponent($0, isDirectory: true) }
        }
        for child in nested.sorted(by: { $0.path < $1.path }) where visited < maximumBundles {
            collect(in: child, depth: depth + 1, into: &found, seen: &seen, visited: &visited)
        }
    }

    /// The name a metadata folder is shown under: its bundle's (`Widgets` for
    /// `Foo.app/PlugIns/Widgets.appex/Metadata.appintents`), else the folder's or file's own, without its suffix.
    /// - Parameter url: The metadata folder or file.
    /// - Returns: The name.
    static func displayName(of url: URL) -> String {
        var candidate = url
        if candidate.lastPathComponent == "Metadata.appintents" {
            candidate.deleteLastPathComponent()
            for component in ["Resources", "Contents"] where candidate.lastPathComponent == component {
                candidate.deleteLastPathComponent()
            }
        }
        var name = candidate.lastPathComponent
        for suffix in [".appintents", ".actionsdata", ".appex", ".framework", ".app"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
            break
        }
        return name
    }
}
