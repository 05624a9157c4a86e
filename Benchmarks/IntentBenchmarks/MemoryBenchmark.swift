import Foundation
import IntentMetadata

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Resident memory a loaded metadata bundle takes: resident size (`/proc/self/statm`) before and
/// after loading a generated 10,000-action `extract.actionsdata` (the metadata suite's generator)
/// from a file and keeping the bundle, freed heap handed back to the system (`malloc_trim`) before
/// each reading so that only what the bundle holds counts. Reported in bytes per action and
/// against the file's size (target: ≤ 2×).
enum MemoryBenchmark: BenchmarkSuite {
    static let name = "Memory: resident size of a loaded bundle"

    static func run(_ harness: BenchmarkHarness) throws {
        harness.printHeading(name)
        guard ResidentMemory.isAvailable else {
            print("  (no /proc/self/statm on this system: skipped)")
            return
        }
        let actions = 10_000
        let samples = AsyncSampling.isQuick ? 2 : min(harness.samples, 7)
        let bytes = MetadataLoadBenchmark.generatedBundle(actions: actions).actionsData()
        // Loaded from a file, as a host loads it: whatever the bundle keeps of the bytes it read counts.
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("intents-memory-\(getpid())", isDirectory: true)
        let file = folder.appendingPathComponent("extract.actionsdata")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(bytes).write(to: file)
        // One unmeasured load first: one-time runtime caches (type metadata, string tables).
        blackHole(try MetadataBundle(contentsOf: file))

        let bundle = try measureRetained(samples: samples) {
            let bundle = try MetadataBundle(contentsOf: file)
            guard bundle.actions.count == actions else {
                throw SamplingError.unexpected("loaded \(bundle.actions.count) of \(actions) actions")
            }
            return bundle
        }
        // The same bytes as a bare JSON tree, to tell the typed model's share from the tree's.
        let tree = try measureRetained(samples: samples) { try JSONValue(parsing: bytes) }

        harness.printGroup(
            "generated \(actions)-action bundle (\(bytes.count / 1024) KB of JSON, \(bytes.count / actions) B/action), "
                + "\(samples) samples"
        )
        let kilobytes = { (value: Int?) in value.map { String(format: "%.0f KB", Double($0) / 1024) } ?? "-" }
        let perAction = { (value: Int?) in value.map { "\($0 / actions) B" } ?? "-" }
        let ofJSON = { (value: Int?) in value.map { String(format: "%.2f×", Double($0) / Double(bytes.count)) } ?? "-" }
        let figures: [(String, [Int], (Int?) -> String, String)] = [
            ("resident size, after − before", bundle.resident, kilobytes, ""),
            ("resident size per action", bundle.resident, perAction, "page size \(ResidentMemory.pageSize) B"),
            ("resident size ÷ JSON bytes", bundle.resident, ofJSON, "target ≤ 2×"),
            ("heap in use per action", bundle.heap, perAction, "malloc_info: what the bundle's allocations hold"),
            ("heap in use ÷ JSON bytes", bundle.heap, ofJSON, ""),
            ("JSONValue tree only, heap per action", tree.heap, perAction, "the parse tree, for comparison"),
        ]
        for (name, values, format, note) in figures where !values.isEmpty {
            AsyncSampling.printFigure(
                name,
                median: format(AsyncSampling.percentile(values, 50)),
                p10: format(AsyncSampling.percentile(values, 10)),
                p90: format(AsyncSampling.percentile(values, 90)),
                note: note
            )
        }
    }

    /// Loads something `samples` times, keeping each until both readings are taken.
    /// - Returns: Per sample, the growth of the resident size and of the heap in use (empty when
    ///   `malloc_info` is not there).
    private static func measureRetained<T>(
        samples: Int,
        _ load: () throws -> T
    ) throws -> (resident: [Int], heap: [Int]) {
        var resident: [Int] = []
        var heap: [Int] = []
        for _ in 0..<samples {
            let before = ResidentMemory.trimmedBytes()
            let heapBefore = ResidentMemory.heapInUse()
            let value = try load()
            let after = ResidentMemory.trimmedBytes()
            let heapAfter = ResidentMemory.heapInUse()
            withExtendedLifetime(value) {}
            resident.append(after - before)
            if let heapBefore, let heapAfter { heap.append(heapAfter - heapBefore) }
        }
        return (resident, heap)
    }
}

/// The process's resident set size, from `/proc/self/statm`.
enum ResidentMemory {
    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    static var isAvailable: Bool { FileManager.default.isReadableFile(atPath: "/proc/self/statm") }

    /// The resident size in bytes, after returning freed heap memory to the system.
    static func trimmedBytes() -> Int {
        _ = trimHeap?(0)
        return residentBytes()
    }

    /// The resident size in bytes: the second field of `/proc/self/statm`, in pages.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * pageSize
    }

    /// Bytes of heap in use (allocated and not freed), from glibc's `malloc_info`: for all arenas,
    /// the system memory they hold less their free chunks, plus chunks mapped on their own.
    /// `nil` when `malloc_info` is not there.
    static func heapInUse() -> Int? {
        guard let report = mallocInfo() else { return nil }
        // The totals over every arena follow the last per-arena `<heap>` element.
        let totals = report.components(separatedBy: "</heap>").last ?? report
        func size(_ tag: String, _ type: String) -> Int? {
            guard let start = totals.range(of: "<\(tag) type=\"\(type)\"") else { return nil }
            let rest = totals[start.upperBound...]
            guard let sizeStart = rest.range(of: "size=\"") else { return nil }
            return Int(rest[sizeStart.upperBound...].prefix { $0.isNumber })
        }
        guard let current = size("system", "current"), let fast = size("total", "fast"),
            let free = size("total", "rest"), let mapped = size("total", "mmap")
        else { return nil }
        return current - fast - free + mapped
    }

    /// The XML report of glibc's `malloc_info`.
    private static func mallocInfo() -> String? {
        guard let mallocInfo = mallocInfoFunction else { return nil }
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        guard let stream = open_memstream(&buffer, &length) else { return nil }
        let status = mallocInfo(0, stream)
        fclose(stream)
        defer { free(buffer) }
        guard status == 0, let buffer else { return nil }
        return String(cString: buffer)
    }

    private static let mallocInfoFunction: (@convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32).self)
    }()

    /// glibc's `malloc_trim`, looked up at run time (it is not in the Glibc module).
    private static let trimHeap: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
}
