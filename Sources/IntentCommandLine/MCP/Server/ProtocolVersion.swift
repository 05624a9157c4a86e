/// The MCP revisions the server speaks, and how it agrees on one with a client.
///
/// Revisions are dates; the server speaks the `initialize` handshake of every revision from
/// 2024-11-05 to 2025-11-25 (the current one). Fields a revision does not have (a tool's `title`
/// and `outputSchema`, a result's `structuredContent`, all from 2025-06-18) are left out for it.
struct ProtocolVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The revision's date, as it is sent: `2025-11-25`.
    let rawValue: String

    static let november2024 = ProtocolVersion(rawValue: "2024-11-05")
    static let march2025 = ProtocolVersion(rawValue: "2025-03-26")
    static let june2025 = ProtocolVersion(rawValue: "2025-06-18")
    static let november2025 = ProtocolVersion(rawValue: "2025-11-25")

    /// Every revision the server speaks, oldest first.
    static let supported: [ProtocolVersion] = [.november2024, .march2025, .june2025, .november2025]

    /// The newest revision the server speaks: what it offers a client that asks for one it does not.
    static var latest: ProtocolVersion { .november2025 }

    /// The revision to use with a client that asked for `requested`: that one when the server
    /// speaks it, else the server's latest, which the client may accept or disconnect over.
    static func negotiated(with requested: String) -> ProtocolVersion {
        supported.first { $0.rawValue == requested } ?? latest
    }

    /// Whether tools may have titles and output schemas, and results structured content.
    var hasStructuredContent: Bool { self >= .june2025 }

    static func < (lhs: ProtocolVersion, rhs: ProtocolVersion) -> Bool { lhs.rawValue < rhs.rawValue }

    var description: String { rawValue }
}
