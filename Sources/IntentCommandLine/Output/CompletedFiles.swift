import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The files runs returned with `removedOnCompletion` set: once `run` has printed the results, the
/// shortcut is done with them, and they are deleted from disk, as Shortcuts does.
enum CompletedFiles {
    /// Deletes the files on disk the runs (and the runs they opened) returned marked
    /// `removedOnCompletion`; a file already gone is no matter.
    /// - Parameter outcomes: The runs.
    /// - Returns: The paths deleted.
    @discardableResult
    static func remove(returnedBy outcomes: [RunOutcome]) -> [String] {
        var removed: [String] = []
        for outcome in outcomes.flatMap(\.chain) {
            guard let value = outcome.value else { continue }
            for file in files(in: value) where file.removedOnCompletion {
                guard let url = file.fileURL else { continue }
                if (try? FileManager.default.removeItem(at: url)) != nil { removed.append(url.path) }
            }
        }
        return removed
    }

    /// The files a returned value holds: itself, an optional's, an array's elements.
    private static func files(in value: Any) -> [IntentFile] {
        if let optional = value as? any OptionalValue {
            return optional.wrappedValue.map(files) ?? []
        }
        switch value {
        case let file as IntentFile: return [file]
        case let values as [Any]: return values.flatMap(files)
        default: return []
        }
    }
}
