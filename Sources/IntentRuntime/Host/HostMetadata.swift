import IntentMetadata

/// The metadata bundles of a host: given loaded, or read from files when first needed, each file at most once.
///
/// A host that runs one action needs only the bundles that have it. ``bundles(mayHaveActionWith:mangledTypeNames:)``
/// reads the action names of the files not loaded yet (``ActionNames``, a fraction of what loading costs) and loads
/// only those that may have the action; ``bundles`` and ``outcomes`` — the resolution report, listing,
/// validating — load every file not loaded yet. Either way a file's bundle, or why it failed to load, is what the
/// first load found, and ``bundles`` lists the bundles in the order of the files, as if all were loaded at once.
package final class HostMetadata: Sendable {
    /// Where a file stands.
    private enum Slot {
        /// Not read yet.
        case unread
        /// Read for its action names only, which are these.
        case named(ActionNames)
        /// Loaded: its bundle, or why it could not be.
        case loaded(Result<MetadataBundle, MetadataError>)
    }

    private let paths: [String]
    private let limits: MetadataLimits
    private let slots: Locked<[Slot]>

    /// Metadata already loaded.
    /// - Parameter bundles: The bundles.
    package init(bundles: [MetadataBundle]) {
        paths = Array(repeating: "", count: bundles.count)
        limits = .default
        slots = Locked(bundles.map { .loaded(.success($0)) })
    }

    /// Metadata read from files when first needed.
    /// - Parameters:
    ///   - files: The bundles' folders or `extract.actionsdata` files, as ``MetadataBundle/init(contentsOf:limits:)``
    ///     takes them, in the order ``bundles`` lists them.
    ///   - limits: Bounds on each file.
    package init(files: [String], limits: MetadataLimits = .default) {
        paths = files
        self.limits = limits
        slots = Locked(Array(repeating: .unread, count: files.count))
    }

    /// Each file's bundle, or why it could not be loaded, in order; loads every file not loaded yet.
    package var outcomes: [Result<MetadataBundle, MetadataError>] {
        slots.withLock { slots in
            slots.indices.map { load(&slots, $0) }
        }
    }

    /// The bundles that loaded, in the order of their files; loads every file not loaded yet.
    package var bundles: [MetadataBundle] {
        outcomes.compactMap { try? $0.get() }
    }

    /// The bundles that may have an action with `identifier`, or one whose mangled type name is in
    /// `mangledTypeNames`, in the order of ``bundles``: every bundle already loaded, and those of the other files
    /// whose action names include one of them. Any other bundle has no such action.
    /// - Parameters:
    ///   - identifier: An action identifier.
    ///   - mangledTypeNames: Mangled type names.
    /// - Returns: The bundles, loaded.
    package func bundles(mayHaveActionWith identifier: String, mangledTypeNames: [String]) -> [MetadataBundle] {
        slots.withLock { slots in
            var bundles: [MetadataBundle] = []
            for index in slots.indices {
                switch slots[index] {
                case .unread:
                    slots[index] = read(index) {
                        !$0.mayName(identifier: identifier, mangledTypeNames: mangledTypeNames)
                    }
                case .named(let names) where names.mayName(identifier: identifier, mangledTypeNames: mangledTypeNames):
                    slots[index] = .loaded(load(index))
                case .named, .loaded:
                    break
                }
                if case .loaded(.success(let bundle)) = slots[index] { bundles.append(bundle) }
            }
            return bundles
        }
    }

    /// Reads an unread file: only its action names when `excluded` says they leave it out, else its bundle (from
    /// the bytes already read).
    private func read(_ index: Int, excluded: (ActionNames) -> Bool) -> Slot {
        let file: String
        let bytes: [UInt8]
        do {
            file = try MetadataBundle.actionsDataFile(at: paths[index])
            bytes = try MetadataBundle.readFile(atPath: file, limit: limits.maxBytes)
        } catch {
            return .loaded(.failure(error))
        }
        if let names = ActionNames(actionsData: bytes, limits: limits), excluded(names) { return .named(names) }
        return .loaded(
            Result { () throws(MetadataError) in
                try MetadataBundle(actionsDataFile: file, bytes: bytes, limits: limits)
            })
    }

    /// The outcome of loading a file, loading it if it is not loaded yet.
    private func load(_ slots: inout [Slot], _ index: Int) -> Result<MetadataBundle, MetadataError> {
        if case .loaded(let outcome) = slots[index] { return outcome }
        let outcome = load(index)
        slots[index] = .loaded(outcome)
        return outcome
    }

    /// Loads file `index`.
    private func load(_ index: Int) -> Result<MetadataBundle, MetadataError> {
        Result { () throws(MetadataError) in
            let file = try MetadataBundle.actionsDataFile(at: paths[index])
            let bytes = try MetadataBundle.readFile(atPath: file, limit: limits.maxBytes)
            return try MetadataBundle(actionsDataFile: file, bytes: bytes, limits: limits)
        }
    }
}
