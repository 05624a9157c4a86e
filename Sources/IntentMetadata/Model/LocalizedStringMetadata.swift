/// A localized string as the metadata stores it (`LNStaticDeferredLocalizedString`):
/// `{"alternatives":[],"key":"Turn On","table":"Intents"}`.
///
/// Xcode 15.2 and 16-beta write only `{"key":…}`: ``alternatives`` is `nil` then, and stays absent when written.
public struct LocalizedStringMetadata: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The text or `.strings` key (may be a format such as `"${int} RECORDINGS"`, or empty).
    public var key: String
    /// Alternative phrasings; `nil` when the document has no `alternatives` key.
    public var alternatives: [String]?
    /// The strings table, when it is not the default one.
    public var table: String?
    /// Members this model does not know, kept and written back.
    public var additionalFields: [String: JSONValue] {
        get { unmodelled.members }
        set { unmodelled.members = newValue }
    }
    var unmodelled: UnmodelledMembers
    var absentKeys = AbsentKeys()

    /// Creates a localized string.
    /// - Parameters:
    ///   - key: The text or `.strings` key.
    ///   - alternatives: Alternative phrasings; `[]` as Xcode 26 writes, `nil` for the 15.2 form.
    ///   - table: The strings table.
    ///   - additionalFields: Other members.
    public init(
        key: String,
        alternatives: [String]? = [],
        table: String? = nil,
        additionalFields: [String: JSONValue] = [:]
    ) {
        self.key = key
        self.alternatives = alternatives
        self.table = table
        self.unmodelled = UnmodelledMembers(additionalFields)
    }

    /// Creates a localized string with no alternatives, as Xcode 26 writes it.
    /// - Parameter value: The text.
    public init(stringLiteral value: String) {
        self.init(key: value)
    }

    /// Decodes a localized string.
    /// - Parameter jsonValue: The JSON object.
    /// - Throws: ``MetadataError`` when a member has the wrong type.
    public init(jsonValue: consuming JSONValue) throws(MetadataError) {
        var decoder = try ObjectDecoder(jsonValue, expecting: "a localized string")
        key = absentKeys.value(try decoder.string("key"), "key", default: "")
        alternatives = try decoder.strings("alternatives")
        table = try decoder.string("table")
        unmodelled = UnmodelledMembers(decoder.fields)
    }

    /// The JSON object.
    public var jsonValue: JSONValue {
        var fields = additionalFields
        fields.set("key", .string(key), isDefault: key.isEmpty, absent: absentKeys)
        fields.set("alternatives", alternatives)
        fields.set("table", table)
        return .object(fields)
    }

    /// The key.
    public var description: String { key }
}
