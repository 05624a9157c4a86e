// Apple's protocols for intents, entities and enumerations that Apple Intelligence and Siri use. Apple says to adopt
// them through the macros (`@AssistantIntent(schema:)`…), which are not offered here; their pages list no
// requirement beyond the parent protocol's, so a conformance written by hand compiles on Apple's platforms and here.
// `AssistantSchemaIntent`, `AssistantSchemaEntity` and `AssistantSchemaEnum` are not offered: the macros add a member
// of their own (`__assistantSchemaIntent`…) that the pages do not list (Documentation/AppleAPI.md).

/// An intent that Siri performs for a person's request; here it runs as any intent.
///
/// Spelled as Apple's `AssistantIntent`.
public protocol AssistantIntent: AppIntent {}

/// An entity that Apple Intelligence can find for a person's request; here it is read as any entity.
///
/// Spelled as Apple's `AssistantEntity`.
public protocol AssistantEntity: AppEntity {}

/// An enumeration that Apple Intelligence and Siri use for a person's request; here it is read as any enumeration.
///
/// Spelled as Apple's `AssistantEnum`.
public protocol AssistantEnum: AppEnum {}
