/// An entity that stands for a document or another file: its identifier is a ``FileEntityIdentifier``.
///
/// Spelled as Apple's `FileEntity`. An invocation names one by the identifier's text (a `file:///…` URL, or
/// `draft:` and a draft's identifier), found through the entity's query as any entity is.
public protocol FileEntity: AppEntity where ID == FileEntityIdentifier {
    /// The types of file a person may choose for this entity (`public.item`, any file, by default).
    static var supportedContentTypes: [UTType] { get }
}

extension FileEntity {
    /// The types of file a person may choose for this entity: `public.item` (any file) unless the entity says
    /// otherwise. Kept; no file picker reads it here.
    public static var supportedContentTypes: [UTType] { [.item] }
}
