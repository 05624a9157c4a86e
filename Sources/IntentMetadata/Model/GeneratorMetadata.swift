/// The tool that wrote the metadata: `{"name":"xcode-tools","version":"26.3"}`.
public struct GeneratorMetadata: Sendable, Hashable {
    /// The tool's name, `xcode-tools` for Xcode.
    public var name: String?
    /// The tool's version: an Xcode build number (`17E192`) or a marketing version (`15.2`); not always parseable.
    public var version: String?
    /// Members this model does not know, kept and written back.
    public var additionalFields: [String: JSONValue]

    /// Creates generator metadata.
    /// - Parameters:
    ///   - name: The tool's name.
    ///   - version: The tool's version.
    ///   - additionalFields: Other members.
    public init(name: String? = "xcode-tools", version: String? = nil, additionalFields: [String: JSONValue] = [:]) {
        self.name = name
        self.version = version
        self.additionalFields = additionalFields
    }

    /// Decodes generator metadata.
    /// - Parameter jsonValue: The JSON object.
    /// - Throws: ``MetadataError`` when a member has the wrong type.
    public init(jsonValue: consuming JSONValue) throws(MetadataError) {
        var decoder = try ObjectDecoder(jsonValue, expecting: "generator")
        name = try decoder.string("name")
        version = try decoder.string("version")
        additionalFields = decoder.fields
    }

    /// The JSON object.
    public var jsonValue: JSONValue {
        var fields = additionalFields
        fields.set("name", name)
        fields.set("version", version)
        return .object(fields)
    }
}
