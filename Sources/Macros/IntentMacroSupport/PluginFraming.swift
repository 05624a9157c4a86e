/// The compiler's framing of plug-in messages: an 8-byte little-endian length, then that many bytes of JSON.
package enum PluginFraming {
    /// The largest message read: a declaration the compiler sends is kilobytes; more is not a message.
    package static let maximumMessageSize = 64 << 20

    /// One message framed: its length, then its bytes.
    /// - Parameter payload: The message's JSON.
    /// - Returns: The header and the payload.
    package static func frame(_ payload: [UInt8]) -> [UInt8] {
        var header = [UInt8](repeating: 0, count: 8)
        var size = UInt64(payload.count)
        for index in 0..<8 {
            header[index] = UInt8(truncatingIfNeeded: size)
            size >>= 8
        }
        return header + payload
    }

    /// The length a header announces.
    /// - Parameter header: The 8 bytes of a header.
    /// - Returns: The length.
    /// - Throws: `PluginMessageError` when the header is not 8 bytes or announces more than
    ///   ``maximumMessageSize``.
    package static func length(ofHeader header: [UInt8]) throws(PluginMessageError) -> Int {
        guard header.count == 8 else {
            throw PluginMessageError("a message header is 8 bytes; \(header.count) arrived")
        }
        var size: UInt64 = 0
        for byte in header.reversed() { size = size << 8 | UInt64(byte) }
        guard size <= UInt64(maximumMessageSize) else {
            throw PluginMessageError("a message of \(size) bytes is announced; at most \(maximumMessageSize) are read")
        }
        return Int(size)
    }
}

/// Answers the compiler's messages, one at a time, with the expanders it knows by type name.
package struct MacroPlugin: Sendable {
    /// The protocol version this plug-in answers with: expansions are answered with `expandMacroResult`.
    package static let protocolVersion = 7

    /// The expanders, keyed by the type name of `#externalMacro(module:type:)`.
    package let expanders: [String: any AttachedMacroExpander]

    /// The type names of the freestanding declaration macros that expand to nothing: WidgetKit's `#Preview`, whose
    /// arguments the compiler type-checks before it asks, and whose preview no canvas shows here.
    package let emptyDeclarationMacros: Set<String>

    /// Creates a plug-in.
    /// - Parameters:
    ///   - expanders: The attached-macro expanders it knows.
    ///   - emptyDeclarationMacros: The type names of the freestanding declaration macros that expand to nothing.
    package init(expanders: [any AttachedMacroExpander], emptyDeclarationMacros: Set<String> = []) {
        self.expanders = Dictionary(expanders.map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first })
        self.emptyDeclarationMacros = emptyDeclarationMacros
    }

    /// The answer to one message.
    /// - Parameter message: A message from the compiler.
    /// - Returns: The reply.
    package func reply(to message: HostMessage) -> PluginReply {
        switch message {
        case .getCapability:
            return .capability(protocolVersion: Self.protocolVersion)
        case .expandAttachedMacro(let request):
            guard let expander = expanders[request.macro.typeName] else {
                return .expansion(
                    nil,
                    diagnostics: [
                        MacroDiagnostic(
                            "IntentMacros has no macro type \(request.macro.typeName)",
                            fileName: request.attributeSyntax.location.fileName,
                            offset: request.attributeSyntax.location.offset)
                    ])
            }
            let expansion = expander.expand(request)
            return .expansion(expansion.source, diagnostics: expansion.diagnostics)
        case .expandFreestandingMacro(let macro, let syntax):
            if emptyDeclarationMacros.contains(macro.typeName) { return .expansion("", diagnostics: []) }
            return .expansion(
                nil,
                diagnostics: [
                    MacroDiagnostic(
                        "IntentMacros has no freestanding macro \(macro.typeName)",
                        fileName: syntax.location.fileName, offset: syntax.location.offset)
                ])
        case .loadPluginLibrary(let path, _):
            return .libraryNotLoaded(diagnostics: [
                MacroDiagnostic("IntentMacros does not load libraries (\(path))", fileName: "", offset: 0)
            ])
        case .unknown(let name):
            // Every request waits for a reply: an answer the compiler cannot read ends the request with an error,
            // where none would leave the build waiting.
            return .expansion(
                nil,
                diagnostics: [
                    MacroDiagnostic("IntentMacros does not know the message \(name)", fileName: "", offset: 0)
                ]
            )
        }
    }

    /// Serves the compiler until its input ends or an empty message arrives: reads framed messages, writes framed
    /// replies.
    /// - Parameters:
    ///   - read: Reads exactly the given number of bytes; `nil` at the end of input.
    ///   - write: Writes bytes.
    /// - Throws: `PluginMessageError` when a message cannot be read; the compiler then sees the plug-in end.
    package func serve(read: (Int) -> [UInt8]?, write: ([UInt8]) -> Void) throws(PluginMessageError) {
        while let header = read(8) {
            let length = try PluginFraming.length(ofHeader: header)
            guard let payload = read(length) else {
                throw PluginMessageError("the input ended inside a message of \(length) bytes")
            }
            // Swift 6.3's compiler ends a plug-in's work with an empty message and reads no reply.
            if length == 0 { return }
            let message = try HostMessage.decode(payload)
            write(PluginFraming.frame(reply(to: message).encoded()))
        }
    }
}
