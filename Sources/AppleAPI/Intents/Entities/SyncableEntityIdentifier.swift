/// An entity identifier made of a local identifier, used on this device, and a stable one, the same on every device.
///
/// Spelled as Apple's `SyncableEntityIdentifier` (iOS 27). As text (`entityIdentifierString`, what an invocation's
/// `-p item=<id>` gives) it is the local identifier's text when both are the same, and otherwise `local` and `stable`
/// each as the length of its text, a colon and the text (`5:photo9:cloud-123`, `-` for an absent one), which reads
/// back unambiguously (a single identifier whose own text reads as two fields is written as two fields too).
public struct SyncableEntityIdentifier<LocalID, StableID>: Hashable, Sendable, CustomStringConvertible,
    EntityIdentifierConvertible
where
    LocalID: EntityIdentifierConvertible & Sendable, StableID: EntityIdentifierConvertible & Sendable
{
    /// The identifier that refers to the entity on this device.
    public let local: LocalID?

    /// The identifier that refers to the entity on every device.
    public let stable: StableID?

    /// An identifier whose local and stable identifiers are the same.
    /// - Parameter id: The identifier, used as both.
    public init(id: LocalID) {
        local = id
        stable = StableID.entityIdentifier(for: id.entityIdentifierString)
    }

    /// An identifier with a local and a stable identifier.
    /// - Parameters:
    ///   - local: The identifier on this device.
    ///   - stable: The identifier on every device.
    public init(local: LocalID, stable: StableID) {
        self.local = local
        self.stable = stable
    }

    private init(local: LocalID?, stable: StableID?) {
        self.local = local
        self.stable = stable
    }

    /// The identifier as text: the local identifier's when both identifiers spell the same, else both, each after
    /// its length.
    public var entityIdentifierString: String {
        let localText = local?.entityIdentifierString ?? ""
        let stableText = stable?.entityIdentifierString ?? ""
        if local != nil, localText == stableText, !Self.readsAsFields(localText) { return localText }
        return Self.field(local == nil ? nil : localText) + Self.field(stable == nil ? nil : stableText)
    }

    /// The identifier a text stands for: two fields each written as its length, a colon and its text (`-` for an
    /// absent identifier), or a single identifier used as both.
    /// - Parameter entityIdentifierString: The text.
    /// - Returns: The identifier, or `nil` when the text spells no identifier of these types.
    public static func entityIdentifier(for entityIdentifierString: String) -> Self? {
        var rest = Substring(entityIdentifierString)
        if let local = readField(&rest), let stable = readField(&rest), rest.isEmpty {
            let localID = local.map { LocalID.entityIdentifier(for: $0) }
            let stableID = stable.map { StableID.entityIdentifier(for: $0) }
            // A field that is present must parse as its type.
            if case .some(.none) = localID { return nil }
            if case .some(.none) = stableID { return nil }
            return Self(local: localID ?? nil, stable: stableID ?? nil)
        }
        guard let id = LocalID.entityIdentifier(for: entityIdentifierString) else { return nil }
        return Self(id: id)
    }

    /// The identifier as text, as ``entityIdentifierString``.
    public var description: String { entityIdentifierString }

    /// Two identifiers are equal when both their local and their stable identifiers spell the same text.
    /// - Parameters:
    ///   - lhs: An identifier.
    ///   - rhs: Another.
    /// - Returns: Whether they are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.local?.entityIdentifierString == rhs.local?.entityIdentifierString
            && lhs.stable?.entityIdentifierString == rhs.stable?.entityIdentifierString
    }

    /// Hashes the texts of both identifiers.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(local?.entityIdentifierString)
        hasher.combine(stable?.entityIdentifierString)
    }

    /// Whether a text reads as the two-field form, so that a single identifier spelled so must be written as fields.
    private static func readsAsFields(_ text: String) -> Bool {
        var rest = Substring(text)
        return readField(&rest) != nil && readField(&rest) != nil && rest.isEmpty
    }

    /// One field of the two-field form: `-` for an absent identifier, else its length, `:` and its text.
    private static func field(_ text: String?) -> String {
        guard let text else { return "-" }
        return "\(text.count):\(text)"
    }

    /// Reads one field of the two-field form off the front of `rest`.
    /// - Returns: `.some(nil)` for an absent identifier, `.some(text)` for one, `nil` when `rest` does not start
    ///   with a field.
    private static func readField(_ rest: inout Substring) -> String?? {
        if rest.first == "-" {
            rest = rest.dropFirst()
            return .some(nil)
        }
        guard let colon = rest.firstIndex(of: ":"), let count = Int(rest[..<colon]), count >= 0 else { return nil }
        let text = rest[rest.index(after: colon)...]
        guard text.count >= count else { return nil }
        let end = text.index(text.startIndex, offsetBy: count)
        rest = text[end...]
        return .some(String(text[..<end]))
    }
}
