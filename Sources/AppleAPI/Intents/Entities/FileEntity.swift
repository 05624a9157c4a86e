/// An entity that stands for a document or another file: its identifier is a ``FileEntityIdentifier``.
///
/// Spelled as Apple's `FileEntity`. An invocation names one by the identifier's text (a `file:///…` URL, or
/// `draft:` and a draft's identifier), found through the entity's query as any entity is.
public protocol FileEntity: AppEntity where ID == FileEntityIdentifier {}
