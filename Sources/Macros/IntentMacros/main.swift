// The compiler plug-in that expands the AppIntents and WidgetKit modules' macros. The compiler starts it (SwiftPM passes
// `-load-plugin-executable <path>#IntentMacros`) and talks to it over standard input and output: each message
// an 8-byte little-endian length and JSON. All the work is in IntentMacroSupport, where tests reach it; this file
// only moves bytes. Nothing else may be written to standard output: it would corrupt the stream.

import IntentMacroSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// Reads exactly `count` bytes from standard input; `nil` when it ends first.
func readStandardInput(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
        let got = buffer.withUnsafeMutableBytes { bytes in
            bytes.baseAddress.map { read(0, $0 + filled, count - filled) } ?? 0
        }
        if got < 0, errno == EINTR { continue }
        if got <= 0 { return nil }
        filled += got
    }
    return buffer
}

/// Writes all of `bytes` to standard output; ends the plug-in when the compiler stopped reading.
func writeStandardOutput(_ bytes: [UInt8]) {
    var written = 0
    while written < bytes.count {
        let put = bytes.withUnsafeBytes { buffer in
            buffer.baseAddress.map { write(1, $0 + written, bytes.count - written) } ?? 0
        }
        if put < 0, errno == EINTR { continue }
        if put <= 0 { exit(1) }
        written += put
    }
}

let plugin = MacroPlugin(
    expanders: [EntityPropertyMacro(.computed), EntityPropertyMacro(.deferred)]
        + [SchemaMacro.Kind.intent, .entity, .enumeration].flatMap { kind in
            [SchemaMacro(kind, .assistant), SchemaMacro(kind, .app)]
        },
    emptyDeclarationMacros: ["WidgetPreviewMacro"])
do {
    try plugin.serve(read: readStandardInput, write: writeStandardOutput)
} catch {
    let message = Array("IntentMacros: \(error)\n".utf8)
    _ = message.withUnsafeBytes { buffer in buffer.baseAddress.map { write(2, $0, buffer.count) } }
    exit(1)
}
