import IntentMetadata

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A key-value store in an app group's container that several processes share safely.
///
/// Every access takes an exclusive `flock(2)` on a lock file beside the store, so an app and
/// its extension, or twenty concurrent `intents run` processes, never lose an update. Writes go
/// to a temporary file that replaces the store with `rename(2)`, so a process killed mid-write
/// leaves the previous store intact: a reader sees the old contents or the new, never a torn
/// file.
///
/// A write whose file would be larger than ``maximumFileSize`` is refused before anything
/// changes, so the API never leaves a store it cannot read. Reads accept files up to
/// ``maximumReadableFileSize``, so a store made larger by an older version or another program
/// can still be read, and repaired by writes that make it smaller (removing keys).
/// A temporary file left by a writer that was killed is removed by the next process that takes
/// the store's lock.
///
/// Calls block the calling thread while another process holds the lock; hold it briefly.
public struct AppGroupStore: Sendable {
    /// The largest store file written, in bytes: a change whose file would be larger is refused
    /// with ``AppGroupError/Code/tooLarge``, unless it makes a larger file smaller.
    public static let maximumFileSize = 4 * 1024 * 1024

    /// The largest store file read, in bytes: larger than ``maximumFileSize``, so that a store
    /// over the write limit can still be read and repaired. A larger file is reported as corrupt.
    public static let maximumReadableFileSize = 64 * 1024 * 1024

    /// The group whose container holds the store.
    public let group: AppGroup

    /// The store's name: its file is `<name>.json` in the group's container.
    public let name: String

    /// Opens (without creating) a store.
    /// - Parameters:
    ///   - group: The app group whose container holds the store.
    ///   - name: The store's name; letters, digits, `.`, `-` and `_` only.
    /// - Throws: ``AppGroupError/Code/invalidIdentifier`` for a name that is not a plain file name.
    public init(group: AppGroup, name: String = "defaults") throws(AppGroupError) {
        guard AppGroup.isPlainName(name) else {
            throw AppGroupError(
                .invalidIdentifier, path: name, message: "store name \"\(name)\" is not a plain file name")
        }
        self.group = group
        self.name = name
    }

    /// The file that holds the store's values.
    public var fileURL: URL { group.containerURL.appendingPathComponent("\(name).json") }

    private var lockURL: URL { group.containerURL.appendingPathComponent("\(name).lock") }

    // MARK: - Reading and writing

    /// Every key and value in the store.
    /// - Throws: ``AppGroupError`` when the store cannot be read.
    public func values() throws(AppGroupError) -> [String: StoreValue] {
        try withExclusiveLock { () throws(AppGroupError) in try read() }
    }

    /// The value for a key, or `nil` when the store has none.
    /// - Parameter key: The key.
    /// - Throws: ``AppGroupError`` when the store cannot be read.
    public func value(forKey key: String) throws(AppGroupError) -> StoreValue? {
        try values()[key]
    }

    /// The integer for a key, or `nil` when the store has none or holds another type.
    /// - Parameter key: The key.
    /// - Throws: ``AppGroupError`` when the store cannot be read.
    public func integer(forKey key: String) throws(AppGroupError) -> Int? {
        guard case .int(let value) = try value(forKey: key) else { return nil }
        return value
    }

    /// The bytes for a key, or `nil` when the store has none or holds another type.
    /// - Parameter key: The key.
    /// - Throws: ``AppGroupError`` when the store cannot be read.
    public func data(forKey key: String) throws(AppGroupError) -> Data? {
        guard case .data(let data) = try value(forKey: key) else { return nil }
        return data
    }

    /// Sets or removes a `Codable` value for a key, kept as its JSON encoding.
    /// - Parameters:
    ///   - value: The new value; `nil` removes the key.
    ///   - key: The key.
    /// - Throws: ``AppGroupError`` when the value cannot be encoded, or the store cannot be read or written.
    public func setEncoded(_ value: (some Encodable)?, forKey key: String) throws(AppGroupError) {
        guard let value else { return try set(nil, forKey: key) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            throw AppGroupError(.corruptStore, path: fileURL.path, message: "cannot encode \"\(key)\": \(error)")
        }
        try set(.data(data), forKey: key)
    }

    /// The `Codable` value for a key, decoded from its JSON encoding.
    /// - Parameters:
    ///   - type: The value's type.
    ///   - key: The key.
    /// - Returns: The value, or `nil` when the store has none for the key.
    /// - Throws: ``AppGroupError`` when the store cannot be read, or the key holds something that is
    ///   not an encoding of `type`.
    public func decoded<Value: Decodable>(_ type: Value.Type, forKey key: String) throws(AppGroupError) -> Value? {
        guard let stored = try value(forKey: key) else { return nil }
        guard case .data(let data) = stored else {
            throw AppGroupError(
                .corruptStore, path: fileURL.path, message: "key \"\(key)\" holds \(stored), not a \(type)")
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw AppGroupError(.corruptStore, path: fileURL.path, message: "key \"\(key)\" is not a \(type): \(error)")
        }
    }

    /// Sets or removes the value for a key.
    /// - Parameters:
    ///   - value: The new value; `nil` removes the key.
    ///   - key: The key.
    /// - Throws: ``AppGroupError`` when the store cannot be read or written;
    ///   ``AppGroupError/Code/tooLarge`` (nothing written) when the store's file would be larger
    ///   than ``maximumFileSize``.
    public func set(_ value: StoreValue?, forKey key: String) throws(AppGroupError) {
        try update { $0[key] = value }
    }

    /// Adds to an integer, atomically across processes; a missing key counts as zero.
    /// - Parameters:
    ///   - key: The key.
    ///   - amount: What to add.
    /// - Returns: The new value.
    /// - Throws: ``AppGroupError`` when the store cannot be read or written, or when the key holds
    ///   a value that is not an integer, or on overflow.
    @discardableResult
    public func increment(_ key: String, by amount: Int = 1) throws(AppGroupError) -> Int {
        try update { (values: inout [String: StoreValue]) throws(AppGroupError) -> Int in
            let current: Int
            switch values[key] {
            case nil: current = 0
            case .int(let value): current = value
            case let other?:
                throw AppGroupError(
                    .corruptStore,
                    path: fileURL.path,
                    message: "key \"\(key)\" holds \(other), not an integer"
                )
            }
            let (sum, overflow) = current.addingReportingOverflow(amount)
            guard !overflow else {
                throw AppGroupError(.corruptStore, path: fileURL.path, message: "key \"\(key)\" would overflow")
            }
            values[key] = .int(sum)
            return sum
        }
    }

    /// Reads the store, lets `body` change it, and writes it back, all under the lock.
    /// - Parameter body: Changes the values; what it returns is returned.
    /// - Returns: What `body` returned.
    /// - Throws: ``AppGroupError`` from reading or writing, or what `body` throws (nothing is
    ///   written then); ``AppGroupError/Code/tooLarge`` (nothing written) when the store's file
    ///   would be larger than ``maximumFileSize``, naming the keys changed.
    @discardableResult
    public func update<Result>(
        _ body: (inout [String: StoreValue]) throws(AppGroupError) -> Result
    ) throws(AppGroupError) -> Result {
        try withExclusiveLock { () throws(AppGroupError) -> Result in
            let (original, originalSize) = try readValues()
            var values = original
            let result = try body(&values)
            let changed = Set(original.keys).union(values.keys).filter { original[$0] != values[$0] }.sorted()
            guard !changed.isEmpty else { return result }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data: Data
            do {
                data = try encoder.encode(values)
            } catch {
                throw AppGroupError(.io, path: fileURL.path, message: "cannot encode the store: \(error)")
            }
            try replaceFile(with: data, previousSize: originalSize, what: Self.describe(keys: changed))
            return result
        }
    }

    /// Names changed keys for an error: the first three, quoted, and how many more.
    private static func describe(keys: [String]) -> String {
        let quoted = keys.prefix(3).map { key in
            "\"\(key.count > 80 ? key.prefix(80) + "…" : Substring(key))\""
        }
        let more = keys.count > 3 ? " and \(keys.count - 3) more" : ""
        return (keys.count == 1 ? "key " : "keys ") + quoted.joined(separator: ", ") + more
    }

    // MARK: - Files

    private func withExclusiveLock<Result>(
        _ body: () throws(AppGroupError) -> Result
    ) throws(AppGroupError) -> Result {
        try createContainer()
        let descriptor = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ioError("cannot open the lock file", path: lockURL.path) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw ioError("cannot lock", path: lockURL.path) }
        }
        defer { flock(descriptor, LOCK_UN) }
        removeTemporaryFiles()
        return try body()
    }

    private func createContainer() throws(AppGroupError) {
        do {
            try FileManager.default.createDirectory(at: group.containerURL, withIntermediateDirectories: true)
        } catch {
            throw AppGroupError(
                .io,
                path: group.containerURL.path,
                message: "cannot create the app group's container: \(SystemFiles.describe(error))"
            )
        }
    }

    private func read() throws(AppGroupError) -> [String: StoreValue] {
        try readValues().values
    }

    /// The store's values and the size of its file (0 when there is none).
    private func readValues() throws(AppGroupError) -> (values: [String: StoreValue], size: Int) {
        guard let data = try readData(), !data.isEmpty else { return ([:], 0) }
        do {
            return (try JSONDecoder().decode([String: StoreValue].self, from: data), data.count)
        } catch {
            throw AppGroupError(
                .corruptStore,
                path: fileURL.path,
                message: "the store is not a JSON object of numbers, Booleans and strings; "
                    + "move it aside to start afresh"
            )
        }
    }

    /// The store file's bytes, or `nil` when there is no file; at most ``maximumReadableFileSize``.
    private func readData() throws(AppGroupError) -> Data? {
        let path = fileURL.path
        do {
            return Data(try SystemFiles.contents(ofFile: path, limit: Self.maximumReadableFileSize))
        } catch {
            switch error {
            case .cannotOpen where SystemFiles.isDirectory(atPath: path) == nil:
                return nil
            case .cannotOpen(let reason), .cannotRead(let reason):
                throw AppGroupError(.io, path: path, message: "cannot read the store: \(reason)")
            case .tooLarge:
                throw AppGroupError(
                    .corruptStore,
                    path: path,
                    message: "the store is over \(Self.maximumReadableFileSize) bytes, the most this runtime reads; "
                        + "move it aside to start afresh")
            }
        }
    }

    // MARK: - Whole-file documents

    /// Reads the store's file as raw bytes, under the lock; `nil` when there is no file.
    ///
    /// For stores that hold one document of their own format (the Live Activities' store)
    /// rather than scalar values.
    func readDocument() throws(AppGroupError) -> Data? {
        try withExclusiveLock { () throws(AppGroupError) -> Data? in try readData() }
    }

    /// Reads the store's file as raw bytes, lets `body` replace them, and writes them back, all
    /// under the lock, atomically.
    /// - Parameters:
    ///   - what: What the document holds, for the error when it would be too large.
    ///   - body: Given the bytes (`nil` when there is no file), returns the bytes to
    ///   write (`nil` to leave the file as it is) and a result.
    /// - Returns: The result.
    /// - Throws: ``AppGroupError`` from reading or writing, or what `body` throws;
    ///   ``AppGroupError/Code/tooLarge`` (nothing written) when the replacement is larger than
    ///   ``maximumFileSize`` and not smaller than the file it replaces.
    func updateDocument<Result>(
        what: String = "the document",
        _ body: (Data?) throws(AppGroupError) -> (replacement: Data?, result: Result)
    ) throws(AppGroupError) -> Result {
        try withExclusiveLock { () throws(AppGroupError) -> Result in
            let current = try readData()
            let (replacement, result) = try body(current)
            if let replacement { try replaceFile(with: replacement, previousSize: current?.count ?? 0, what: what) }
            return result
        }
    }

    /// Writes `data` as the store's file, unless it is larger than ``maximumFileSize`` and not
    /// smaller than the file it replaces (`previousSize`): then nothing changes, and the error
    /// names `what` was written, the size and the limit.
    private func replaceFile(with data: Data, previousSize: Int, what: String) throws(AppGroupError) {
        guard data.count <= Self.maximumFileSize || data.count < previousSize else {
            throw AppGroupError(
                .tooLarge,
                path: fileURL.path,
                message: "changing \(what) would make the store \(data.count) bytes, over the limit of "
                    + "\(Self.maximumFileSize) bytes; nothing was written"
            )
        }
        let temporary = group.containerURL.appendingPathComponent(
            "\(temporaryPrefix)\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        )
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ioError("cannot create a temporary file", path: temporary.path) }
        var written = 0
        let complete = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            while written < bytes.count {
                let count = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
        let synced = complete && fsync(descriptor) == 0
        close(descriptor)
        guard synced, rename(temporary.path, fileURL.path) == 0 else {
            let error = ioError("cannot write the store", path: fileURL.path)
            unlink(temporary.path)
            throw error
        }
    }

    /// How a temporary file of this store starts: `.<name>.json.`, then the writer's process
    /// identifier, `.` and a random number.
    private var temporaryPrefix: String { ".\(name).json." }

    /// Removes the temporary files of writers that were killed before they renamed theirs.
    ///
    /// Called with the lock held: a writer creates its temporary file and renames or removes it
    /// while it holds the lock, so any such file found then belongs to a writer that is gone.
    private func removeTemporaryFiles() {
        guard let names = SystemFiles.entryNames(inDirectory: group.containerURL.path) else { return }
        let prefix = temporaryPrefix
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
            guard rest.count == 2, rest.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } })
            else { continue }
            unlink(group.containerURL.appendingPathComponent(name).path)
        }
    }

    private func ioError(_ what: String, path: String) -> AppGroupError {
        AppGroupError(.io, path: path, message: "\(what): \(String(cString: strerror(errno)))")
    }
}
