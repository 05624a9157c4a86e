import Mangling

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the nominal types a module declares, in the loaded program, without a list: what lets an
/// Apple-style `struct Package: AppIntentsPackage {}` register its module's intents, as Xcode's
/// metadata processor finds them by reading the module's sources.
///
/// Every loaded Swift image has a `swift5_type_metadata` section listing the context descriptors
/// of its nominal types. The Swift runtime enumerates those sections
/// (`swift_enumerateAllMetadataSections`, exported for this purpose; the section layout is the
/// toolchain's `MetadataSections.h`). For each type declared directly in the module (or nested in
/// its types), the name is mangled by this package's own mangler and resolved by the runtime's
/// `_typeByName`; no type is created, and only the module asked for is looked at. Generic types,
/// private and local types, and types declared inside extensions are not found.
package enum ModuleTypeDiscovery {
    /// The types of a module that pass a test, in the order of their names.
    /// - Parameters:
    ///   - module: The module's name.
    ///   - keep: Keeps the types wanted: `{ $0 as? any AppIntent.Type }`.
    /// - Returns: The types kept.
    package static func types<Wanted>(inModule module: String, keeping keep: (any Any.Type) -> Wanted?) -> [Wanted] {
        var found: [(name: String, type: Wanted)] = []
        for mangled in mangledNames(inModule: module) {
            guard let type = _typeByName(mangled), let wanted = keep(type) else { continue }
            found.append((_typeName(type, qualified: true), wanted))
        }
        return found.sorted { $0.name < $1.name }.map(\.type)
    }

    /// The mangled names of the non-generic nominal types a module declares.
    package static func mangledNames(inModule module: String) -> [String] {
        #if canImport(Darwin)
            // Mach-O images keep their sections findable through dyld; this runtime does not read
            // them yet, so an Apple-style package is found only where images are ELF.
            return []
        #else
            return collectNames(inModule: module)
        #endif
    }

    /// Whether the platform lets types be discovered.
    package static var isSupported: Bool {
        #if canImport(Darwin)
            false
        #else
            true
        #endif
    }

    #if !canImport(Darwin)
        private static func collectNames(inModule module: String) -> [String] {
            var collector = Collector(module: module)
            withUnsafeMutablePointer(to: &collector) { pointer in
                swiftEnumerateAllMetadataSections(
                    { sections, context in
                        guard let context else { return false }
                        context.assumingMemoryBound(to: Collector.self).pointee.visit(sections)
                        return true
                    },
                    UnsafeMutableRawPointer(pointer)
                )
            }
            return collector.names
        }
    #endif

    /// Collects the names of one module's types across the loaded images.
    private struct Collector {
        let module: String
        var names: [String] = []

        /// The offset of `swift5_type_metadata` in `MetadataSections`: a version word, the base
        /// address, two unused words, then one `{start, length}` range per section, the protocols'
        /// and the conformances' before it.
        private static let typeMetadataRangeOffset = 4 * MemoryLayout<UInt>.size + 2 * 2 * MemoryLayout<UInt>.size

        mutating func visit(_ sections: UnsafeRawPointer) {
            let range = sections + Self.typeMetadataRangeOffset
            let start = range.loadUnaligned(as: UInt.self)
            let length = range.loadUnaligned(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
            guard start != 0, let records = UnsafeRawPointer(bitPattern: start) else { return }
            for offset in stride(from: 0, to: Int(length), by: 4) {
                guard let descriptor = Self.typeDescriptor(fromRecordAt: records + offset),
                    let name = mangledName(of: descriptor)
                else { continue }
                names.append(name)
            }
        }

        /// The mangled name of a type descriptor's type, when it is a non-generic nominal type of
        /// the module, declared at the top level or nested in its types.
        private func mangledName(of descriptor: UnsafeRawPointer) -> String? {
            var path: [NominalComponent] = []
            var context: UnsafeRawPointer? = descriptor
            while let current = context {
                let flags = current.loadUnaligned(as: UInt32.self)
                let kind = flags & 0x1F
                if kind == ContextKind.module {
                    guard Self.string(at: current, offset: 8) == module, !path.isEmpty else { return nil }
                    return MangledTypeName.nominal(module: module, path: path).mangled
                }
                guard let nominalKind = ContextKind.nominalKind(kind), flags & ContextKind.genericFlag == 0,
                    let name = Self.string(at: current, offset: 8)
                else { return nil }
                path.insert(NominalComponent(name, nominalKind), at: 0)
                context = Self.indirectablePointer(at: current + 4)
            }
            return nil
        }

        /// The context descriptor a `swift5_type_metadata` record points to; `nil` for an
        /// Objective-C class reference.
        private static func typeDescriptor(fromRecordAt record: UnsafeRawPointer) -> UnsafeRawPointer? {
            let value = record.loadUnaligned(as: Int32.self)
            let target = record + Int(value & ~3)
            switch value & 3 {
            case 0: return target
            case 1: return target.loadUnaligned(as: UnsafeRawPointer?.self)
            default: return nil
            }
        }

        /// The target of a relative pointer whose low bit says it points to a pointer.
        private static func indirectablePointer(at field: UnsafeRawPointer) -> UnsafeRawPointer? {
            let value = field.loadUnaligned(as: Int32.self)
            guard value != 0 else { return nil }
            let target = field + Int(value & ~1)
            return value & 1 == 0 ? target : target.loadUnaligned(as: UnsafeRawPointer?.self)
        }

        /// The C string a relative pointer at `offset` of a descriptor points to.
        private static func string(at descriptor: UnsafeRawPointer, offset: Int) -> String? {
            let field = descriptor + offset
            let value = field.loadUnaligned(as: Int32.self)
            guard value != 0 else { return nil }
            return String(cString: (field + Int(value)).assumingMemoryBound(to: CChar.self))
        }
    }

    /// Context descriptor kinds of the Swift ABI, and the flag of a generic context.
    private enum ContextKind {
        static let module: UInt32 = 0
        static let genericFlag: UInt32 = 0x80

        static func nominalKind(_ kind: UInt32) -> NominalKind? {
            switch kind {
            case 16: .class
            case 17: .struct
            case 18: .enum
            default: nil
            }
        }
    }
}

#if !canImport(Darwin)
    /// The Swift runtime's enumeration of the metadata sections of every loaded image.
    @_silgen_name("swift_enumerateAllMetadataSections")
    private func swiftEnumerateAllMetadataSections(
        _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
        _ context: UnsafeMutableRawPointer?
    )
#endif
