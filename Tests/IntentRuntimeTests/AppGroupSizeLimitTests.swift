import Foundation
import IntentRuntime
import Testing

/// A store is never made unreadable through the API: a change whose file would be larger than
/// what a write accepts is refused before anything changes, and a file over that limit (from an
/// older version or another program) can still be read and made smaller.
@Suite("App group store size limits")
struct AppGroupSizeLimitTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("app-group-size-\(UUID().uuidString)", isDirectory: true)

    func makeGroup() throws -> AppGroup {
        try AppGroup(identifier: "group.test.size", containersDirectory: directory)
    }

    func makeStore() throws -> AppGroupStore {
        try AppGroupStore(group: makeGroup())
    }

    /// Checks that changing `key` to `value` is refused as too large, naming the key, the size
    /// and the limit, and that the store, its file and its other keys are as they were.
    func expectRefused(_ value: StoreValue, forKey key: String, in store: AppGroupStore) throws {
        let before = try Data(contentsOf: store.fileURL)
        let error = try #require(throws: AppGroupError.self) { try store.set(value, forKey: key) }
        #expect(error.code == .tooLarge)
        #expect(error.message.contains("key \"\(key)\""), "\(error.message)")
        #expect(error.message.contains("over the limit of \(AppGroupStore.maximumFileSize) bytes"), "\(error.message)")
        let size = try #require(
            error.message.split(separator: " ").firstIndex(of: "bytes,").map {
                Int(error.message.split(separator: " ")[$0 - 1])
            } ?? nil, "no size in \(error.message)")
        #expect(size > AppGroupStore.maximumFileSize)
        #expect(try Data(contentsOf: store.fileURL) == before, "the file changed")
        #expect(try store.value(forKey: "keep") == .string("precious"))
        #expect(try store.value(forKey: key) == nil)
        // Other keys stay writable.
        #expect(try store.increment("other") >= 1)
    }

    @Test("2,200,000 slashes (each written as \\/, 4,400,032 bytes) are refused; the other keys stay")
    func slashesThatDoubleWhenEncodedAreRefused() throws {
        let store = try makeStore()
        try store.set(.string("precious"), forKey: "keep")
        try expectRefused(.string(String(repeating: "/", count: 2_200_000)), forKey: "slashes", in: store)
        // The key that was refused can be set to something that fits, and removed.
        try store.set(.string("/"), forKey: "slashes")
        try store.set(nil, forKey: "slashes")
        #expect(try store.values().keys.sorted() == ["keep", "other"])
    }

    @Test("3,500,000 bytes of Data (4,666,668 as base64) are refused; the other keys stay")
    func dataThatGrowsAsBase64IsRefused() throws {
        let store = try makeStore()
        try store.set(.string("precious"), forKey: "keep")
        try expectRefused(.data(Data(count: 3_500_000)), forKey: "blob", in: store)
        try store.setEncoded([String](repeating: "x", count: 10), forKey: "codable")
        #expect(try store.decoded([String].self, forKey: "codable")?.count == 10)
    }

    @Test("the largest value accepted makes a file of exactly the limit and reads back; one byte more is refused")
    func theLimitIsExactAndSymmetric() throws {
        let store = try makeStore()
        // {"k":"…"}: 8 bytes of syntax.
        let largest = String(repeating: "a", count: AppGroupStore.maximumFileSize - 8)
        try store.set(.string(largest), forKey: "k")
        #expect(try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.size] as? Int == 4_194_304)
        #expect(try makeStore().value(forKey: "k") == .string(largest))
        let error = try #require(throws: AppGroupError.self) { try store.set(.string(largest + "a"), forKey: "k") }
        #expect(error.code == .tooLarge)
        #expect(error.message.contains("4194305 bytes, over the limit of 4194304 bytes"), "\(error.message)")
        #expect(try store.value(forKey: "k") == .string(largest))
    }

    @Test("a store over the write limit, written by another program, is read and repaired by removing keys")
    func anOversizedStoreCanBeReadAndRepaired() throws {
        let store = try makeStore()
        try FileManager.default.createDirectory(at: store.group.containerURL, withIntermediateDirectories: true)
        let big = String(repeating: "b", count: 3_000_000)
        let json = #"{"big1":"\#(big)","big2":"\#(big)","keep":"precious"}"#
        try Data(json.utf8).write(to: store.fileURL)
        #expect(try store.value(forKey: "keep") == .string("precious"))
        #expect(try store.values().count == 3)
        // A change that keeps it over the limit and does not make it smaller is refused...
        let error = try #require(throws: AppGroupError.self) { try store.set(.int(1), forKey: "more") }
        #expect(error.code == .tooLarge)
        #expect(error.message.contains("key \"more\""))
        // ...one that makes it smaller is accepted, even while it is still over the limit.
        try store.set(.string("b"), forKey: "big1")
        #expect(try store.value(forKey: "big1") == .string("b"))
        try store.set(nil, forKey: "big2")
        #expect(try store.increment("more") == 1)
        #expect(try store.values().keys.sorted() == ["big1", "keep", "more"])
    }

    @Test("a file over the read limit is reported, naming the limit, and a writer cannot make it worse")
    func aFileOverTheReadLimitIsReported() throws {
        let store = try makeStore()
        try FileManager.default.createDirectory(at: store.group.containerURL, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: store.fileURL.path, contents: nil))
        let handle = try FileHandle(forWritingTo: store.fileURL)
        try handle.truncate(atOffset: UInt64(AppGroupStore.maximumReadableFileSize + 1))
        try handle.close()
        let error = try #require(throws: AppGroupError.self) { try store.values() }
        #expect(error.code == .corruptStore)
        #expect(error.message.contains("\(AppGroupStore.maximumReadableFileSize) bytes"))
        #expect(throws: AppGroupError.self) { try store.set(.int(1), forKey: "k") }
    }

    @Test("temporary files of killed writers are removed by the next process that takes the lock, and nothing else is")
    func temporaryFilesOfDeadWritersAreRemoved() throws {
        let store = try makeStore()
        try store.set(.int(1), forKey: "k")
        let container = store.group.containerURL
        let stale = [".defaults.json.4000001.17", ".defaults.json.1.4294967295"]
        let kept = [".defaults.json.x.1", ".defaults.json.1.2.3", ".other.json.5.6", "defaults.json.7.8"]
        for name in stale + kept {
            try Data("{".utf8).write(to: container.appendingPathComponent(name))
        }
        try store.set(.int(2), forKey: "k")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: container.path))
        #expect(names.isDisjoint(with: stale), "\(names.sorted())")
        #expect(names.isSuperset(of: kept), "\(names.sorted())")
        #expect(try store.integer(forKey: "k") == 2)
    }

    // MARK: - Live Activities

    struct Note: ActivityAttributes {
        struct ContentState: Codable, Hashable, Sendable {
            var text: String
        }

        var title: String
    }

    @Test("a Live Activity whose store would be over the write limit is refused; the store stays readable")
    func aLiveActivityThatWouldOutgrowTheStoreIsRefused() throws {
        let group = try makeGroup()
        let limits = LiveActivityLimits(maximumContentStateSize: 3_000_000, maximumConcurrentActivities: 10)
        let center = LiveActivityCenter(limits: limits, persistence: .appGroup(group))
        let content = ActivityContent(
            state: Note.ContentState(text: String(repeating: "n", count: 2_500_000)), staleDate: nil)
        let first = try center.request(attributes: Note(title: "first"), content: content)
        let error = try #require(throws: ActivityAuthorizationError.self) {
            try center.request(attributes: Note(title: "second"), content: content)
        }
        #expect(error.message.contains("over the limit of \(AppGroupStore.maximumFileSize) bytes"), "\(error.message)")
        #expect(error.message.contains("the Live Activities"), "\(error.message)")
        // Another process's view: the store reads, with the first activity only.
        let other = LiveActivityCenter(limits: limits, persistence: .appGroup(group))
        #expect(try other.snapshots().map(\.id) == [first.id])
        let small = ActivityContent(state: Note.ContentState(text: "small"), staleDate: nil)
        #expect(throws: Never.self) { try other.request(attributes: Note(title: "third"), content: small) }
    }
}
