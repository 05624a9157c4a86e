#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds a registered intent by mangled name with one cheap hash and, usually, one comparison.
///
/// An open-addressing table over a fast word-at-a-time hash of the name's UTF-8 bytes, with the
/// names' bytes kept in one buffer: resolving a metadata name is the hot path of every run, and
/// `Dictionary<String, _>` spends most of its time in SipHash and `String` comparison. Names
/// chosen by an adversary (metadata is untrusted) cannot degrade lookups: the probe sequences are
/// formed by the registered names, at most half the slots are used, and an unknown name stops at
/// the first empty slot of its cluster.
struct MangledNameIndex: Sendable {
    private struct Entry: Sendable {
        var hash: UInt64
        var offset: Int
        var length: Int
        var value: Int
    }

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    private var slots: [Int32] = Array(repeating: -1, count: 16)

    /// The value stored for `name`.
    subscript(name: String) -> Int? {
        var name = name
        return name.withUTF8 { lookUp(UnsafeRawBufferPointer($0)) }
    }

    /// Stores `value` for `name`, replacing an earlier one.
    mutating func set(_ value: Int, for name: String) {
        let utf8 = Array(name.utf8)
        let hash = utf8.withUnsafeBytes { Self.hash($0) }
        var position = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[position] >= 0 {
            let index = Int(slots[position])
            if entries[index].hash == hash
                && bytes[entries[index].offset..<entries[index].offset + entries[index].length].elementsEqual(utf8)
            {
                entries[index].value = value
                return
            }
            position = (position + 1) & (slots.count - 1)
        }
        slots[position] = Int32(entries.count)
        entries.append(Entry(hash: hash, offset: bytes.count, length: utf8.count, value: value))
        bytes.append(contentsOf: utf8)
        if entries.count * 2 > slots.count { grow() }
    }

    private func lookUp(_ query: UnsafeRawBufferPointer) -> Int? {
        let hash = Self.hash(query)
        return slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                bytes.withUnsafeBytes { bytes -> Int? in
                    let mask = slots.count - 1
                    var position = Int(truncatingIfNeeded: hash) & mask
                    while true {
                        let slot = Int(slots[position])
                        if slot < 0 { return nil }
                        let entry = entries[slot]
                        if entry.hash == hash, entry.length == query.count,
                            Self.equal(bytes, at: entry.offset, query)
                        {
                            return entry.value
                        }
                        position = (position + 1) & mask
                    }
                }
            }
        }
    }

    private static func equal(_ bytes: UnsafeRawBufferPointer, at offset: Int, _ query: UnsafeRawBufferPointer)
        -> Bool
    {
        guard let base = bytes.baseAddress, let queryBase = query.baseAddress else { return query.isEmpty }
        return memcmp(base + offset, queryBase, query.count) == 0
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var position = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[position] >= 0 { position = (position + 1) & mask }
            slots[position] = Int32(index)
        }
    }

    /// A 64-bit hash of bytes, eight at a time.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(bytes.count) &* multiplier
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ (hash >> 32)
    }
}
