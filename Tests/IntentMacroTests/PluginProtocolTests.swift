import Foundation
import Testing

@testable import IntentMacroSupport

/// The compiler's plug-in protocol as IntentMacros reads and writes it: framing, messages, replies.
@Suite("Macro plug-in protocol")
struct PluginProtocolTests {
    /// A message as Swift 6.3's compiler sent it (trimmed: its build configuration is kilobytes of names).
    static let attachedRequest = """
        {"expandAttachedMacro":{"attributeSyntax":{"kind":"attribute","location":{"column":21,\
        "fileID":"M/F.swift","fileName":"/src/F.swift","line":8,"offset":336},"source":"\\n    @ComputedProperty "},\
        "declSyntax":{"kind":"declaration","location":{"column":21,"fileID":"M/F.swift","fileName":"/src/F.swift",\
        "line":8,"offset":336},"source":"\\n    @ComputedProperty public var menuItems: [String] { model.items }"},\
        "discriminator":"$s1M6EntityV9menuItems16ComputedPropertyfMp_","lexicalContext":[{"kind":"declaration",\
        "location":{"column":0,"fileID":"","fileName":"","line":0,"offset":0},"source":"\\npublic struct Entity {}"}],\
        "macro":{"moduleName":"IntentMacros","name":"ComputedProperty ","typeName":"ComputedPropertyMacro"},\
        "macroRole":"peer","staticBuildConfiguration":"{\\"compilerVersion\\":{\\"components\\":[6,3,1]}}"}}
        """

    static let plugin = MacroPlugin(expanders: [EntityPropertyMacro(.computed), EntityPropertyMacro(.deferred)])

    @Test func framesCarryALittleEndianLength() throws {
        let framed = PluginFraming.frame(Array(repeating: 7, count: 258))
        #expect(Array(framed.prefix(8)) == [2, 1, 0, 0, 0, 0, 0, 0])
        #expect(framed.count == 266)
        #expect(try PluginFraming.length(ofHeader: Array(framed.prefix(8))) == 258)
    }

    @Test func headersAnnouncingTooMuchAreRefused() {
        #expect(throws: PluginMessageError.self) {
            try PluginFraming.length(ofHeader: [0, 0, 0, 0, 0, 0, 0, 1])
        }
        #expect(throws: PluginMessageError.self) { try PluginFraming.length(ofHeader: [1, 2, 3]) }
    }

    @Test func capabilityIsAskedAndAnswered() throws {
        let message = try HostMessage.decode(Array(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8))
        #expect(message == .getCapability(hostProtocolVersion: 7))
        let reply = Self.plugin.reply(to: message)
        #expect(
            String(decoding: reply.encoded(), as: UTF8.self)
                == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    }

    @Test func attachedRequestsAreReadIgnoringFieldsNotUsed() throws {
        let message = try HostMessage.decode(Array(Self.attachedRequest.utf8))
        guard case .expandAttachedMacro(let request) = message else {
            Issue.record("read as \(message)")
            return
        }
        #expect(request.macro.typeName == "ComputedPropertyMacro")
        #expect(request.macroRole == "peer")
        #expect(request.declSyntax.location == SourceLocation(fileName: "/src/F.swift", offset: 336))
        #expect(request.lexicalContext?.first?.source == "\npublic struct Entity {}")
    }

    @Test func expansionsAreAnsweredWithExpandMacroResult() throws {
        let reply = Self.plugin.reply(to: try HostMessage.decode(Array(Self.attachedRequest.utf8)))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(reply.encoded())) as? [String: [String: Any]])
        let result = try #require(json["expandMacroResult"])
        let source = try #require(result["expandedSource"] as? String)
        #expect(source.contains("public var $menuItems: EntityProperty<[String]>"))
        #expect((result["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func failedExpansionsCarryPositionedDiagnosticsAndNoSource() throws {
        let reply = PluginReply.expansion(
            nil, diagnostics: [MacroDiagnostic("bad", fileName: "/src/F.swift", offset: 12)])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(reply.encoded())) as? [String: [String: Any]])
        let result = try #require(json["expandMacroResult"])
        #expect(result["expandedSource"] == nil)
        let diagnostic = try #require((result["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["message"] as? String == "bad")
        #expect(diagnostic["severity"] as? String == "error")
        let position = try #require(diagnostic["position"] as? [String: Any])
        #expect(position["fileName"] as? String == "/src/F.swift")
        #expect(position["offset"] as? Int == 12)
        for key in ["highlights", "notes", "fixIts"] { #expect((diagnostic[key] as? [Any])?.isEmpty == true) }
    }

    @Test func unknownMessagesAndMacrosGetAnErrorNotSilence() throws {
        let unknown = try HostMessage.decode(Array(#"{"somethingNew":{"x":1}}"#.utf8))
        #expect(unknown == .unknown("somethingNew"))
        guard case .expansion(nil, let diagnostics) = Self.plugin.reply(to: unknown) else {
            Issue.record("an unknown message was not answered with a failed expansion")
            return
        }
        #expect(diagnostics.first?.message.contains("somethingNew") == true)

        let otherType = Self.attachedRequest.replacingOccurrences(of: "ComputedPropertyMacro", with: "NoSuchMacro")
        guard
            case .expansion(nil, let typeDiagnostics) = Self.plugin.reply(
                to: try HostMessage.decode(Array(otherType.utf8)))
        else {
            Issue.record("an unknown macro type was expanded")
            return
        }
        #expect(typeDiagnostics.first?.message.contains("NoSuchMacro") == true)
        #expect(typeDiagnostics.first?.offset == 336)
    }

    @Test func widgetPreviewsExpandToNothingAndOtherFreestandingMacrosAreRefused() throws {
        let plugin = MacroPlugin(expanders: [], emptyDeclarationMacros: ["WidgetPreviewMacro"])
        func request(_ typeName: String) throws -> HostMessage {
            try HostMessage.decode(
                Array(
                    #"""
                    {"expandFreestandingMacro":{"macro":{"moduleName":"IntentMacros","typeName":"\#(typeName)",\#
                    "name":"Preview"},"macroRole":"declaration","discriminator":"$s1","syntax":{"kind":"declaration",\#
                    "source":"#Preview(as: .systemSmall) { W() } timeline: { E() }",\#
                    "location":{"fileName":"/src/W.swift","offset":40,"line":3,"column":1}}}}
                    """#.utf8))
        }
        guard case .expansion(let source, let diagnostics) = plugin.reply(to: try request("WidgetPreviewMacro")) else {
            Issue.record("a preview was not answered with an expansion")
            return
        }
        #expect(source == "")
        #expect(diagnostics.isEmpty)
        guard case .expansion(nil, let refusal) = plugin.reply(to: try request("OtherMacro")) else {
            Issue.record("a freestanding macro the plug-in does not know was expanded")
            return
        }
        #expect(refusal.first?.message.contains("OtherMacro") == true)
        #expect(refusal.first?.offset == 40)
    }

    @Test(arguments: [
        "", "[]", "{}", #"{"a":1,"b":2}"#, #"{"expandAttachedMacro":{}}"#,
        #"{"expandAttachedMacro":{"macro":{"moduleName":"M","typeName":"T","name":"N"},"macroRole":3}}"#,
        #"{"getCapability":"#,
    ])
    func malformedMessagesAreErrorsNotCrashes(json: String) {
        #expect(throws: PluginMessageError.self) { try HostMessage.decode(Array(json.utf8)) }
    }

    @Test func aMissingFieldIsNamedByItsPath() {
        #expect {
            try HostMessage.decode(Array(#"{"expandAttachedMacro":{"macroRole":"peer"}}"#.utf8))
        } throws: { error in
            (error as? PluginMessageError)?.description.contains("expandAttachedMacro.") == true
        }
    }

    @Test func serveAnswersEveryFramedMessageUntilTheInputEnds() throws {
        var input = PluginFraming.frame(Array(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8))
        input += PluginFraming.frame(Array(Self.attachedRequest.utf8))
        var output: [UInt8] = []
        var position = 0
        try Self.plugin.serve(
            read: { count in
                guard position + count <= input.count else { return nil }
                defer { position += count }
                return Array(input[position..<position + count])
            },
            write: { output += $0 })
        let first = try PluginFraming.length(ofHeader: Array(output[0..<8]))
        let firstReply = String(decoding: output[8..<8 + first], as: UTF8.self)
        #expect(firstReply.contains("getCapabilityResult"))
        let second = try PluginFraming.length(ofHeader: Array(output[8 + first..<16 + first]))
        #expect(output.count == 16 + first + second)
        #expect(String(decoding: output[(16 + first)...], as: UTF8.self).contains("expandMacroResult"))
    }

    @Test func anEmptyMessageEndsServingWithoutAReply() throws {
        let input = PluginFraming.frame([]) + PluginFraming.frame(Array(#"{"getCapability":{}}"#.utf8))
        var output: [UInt8] = []
        var position = 0
        try Self.plugin.serve(
            read: { count in
                guard position + count <= input.count else { return nil }
                defer { position += count }
                return Array(input[position..<position + count])
            },
            write: { output += $0 })
        #expect(output.isEmpty)
        #expect(position == 8)
    }

    @Test func serveStopsWithAnErrorWhenAMessageIsCutShort() {
        let input = Array(PluginFraming.frame(Array(#"{"getCapability":{}}"#.utf8)).dropLast(3))
        var position = 0
        #expect(throws: PluginMessageError.self) {
            try Self.plugin.serve(
                read: { count in
                    guard position + count <= input.count else { return nil }
                    defer { position += count }
                    return Array(input[position..<position + count])
                },
                write: { _ in })
        }
    }
}
