// Apple's protocols for intents, entities and enumerations that Apple Intelligence and Siri use. Apple says to adopt
// them through the macros (`@AssistantIntent(schema:)`…, declared by the AppIntents module and expanded by this
// package's plug-in IntentMacros); the pages of `AssistantIntent`, `AssistantEntity` and `AssistantEnum` list no
// requirement beyond the parent protocol's, so a conformance written by hand compiles on Apple's platforms and here.
// `AssistantSchemaIntent`, `AssistantSchemaEntity` and `AssistantSchemaEnum` are what the macros' extension adds, with
// a member naming the schema (`__assistantSchemaIntent`, `__appSchemaIntent`…, the names the macros' declarations
// give); from it come the title and type name the schema's intent, entity or enumeration need not write.

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

/// An intent made to a schema by `@AssistantIntent(schema:)` or `@AppIntent(schema:)`; its title, when it writes
/// none, is the schema's name made readable (`mail.sendDraft` is "Send Draft").
///
/// Spelled as Apple's `AssistantSchemaIntent`.
public protocol AssistantSchemaIntent: AssistantIntent {
    /// Whether only the assistant offers the intent (not Shortcuts or Spotlight); `false` unless the type says so,
    /// and read by nothing here.
    static var isAssistantOnly: Bool { get }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The schema `@AssistantIntent(schema:)` named: the member that macro adds (not Apple's API to call).
    static var __assistantSchemaIntent: AssistantSchema { get }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The schema `@AppIntent(schema:)` named: the member that macro adds (not Apple's API to call).
    static var __appSchemaIntent: AppSchema { get }
}

extension AssistantSchemaIntent {
    /// `false`: the intent is offered everywhere an intent is.
    public static var isAssistantOnly: Bool { false }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// No schema: a conformance written by hand names none.
    public static var __assistantSchemaIntent: AssistantSchema { AssistantSchema(name: "") }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// No schema: a conformance written by hand names none.
    public static var __appSchemaIntent: AppSchema { AppSchema(name: "") }

    /// The schema's name made readable (`mail.sendDraft` is "Send Draft"), or the type's name without one.
    public static var title: LocalizedStringResource {
        LocalizedStringResource(
            readableSchemaName(__assistantSchemaIntent.name, __appSchemaIntent.name, orTypeName: "\(Self.self)"))
    }
}

/// An entity made to a schema by `@AssistantEntity(schema:)` or `@AppEntity(schema:)`; its type's name, when it
/// writes none, is the schema's name made readable (`mail.draft` is "Draft").
///
/// Spelled as Apple's `AssistantSchemaEntity`.
public protocol AssistantSchemaEntity: AssistantEntity {
    /// Whether only the assistant offers the entity; `false` unless the type says so, and read by nothing here.
    static var isAssistantOnly: Bool { get }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The schema `@AssistantEntity(schema:)` named: the member that macro adds (not Apple's API to call).
    static var __assistantSchemaEntity: AssistantSchema { get }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The schema `@AppEntity(schema:)` named: the member that macro adds (not Apple's API to call).
    static var __appSchemaEntity: AppSchema { get }
}

extension AssistantSchemaEntity {
    /// `false`: the entity is offered everywhere an entity is.
    public static var isAssistantOnly: Bool { false }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// No schema: a conformance written by hand names none.
    public static var __assistantSchemaEntity: AssistantSchema { AssistantSchema(name: "") }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// No schema: a conformance written by hand names none.
    public static var __appSchemaEntity: AppSchema { AppSchema(name: "") }

    /// The schema's name made readable (`mail.draft` is "Draft"), or the type's name without one.
    public static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(
            name: LocalizedStringResource(
                readableSchemaName(__assistantSchemaEntity.name, __appSchemaEntity.name, orTypeName: "\(Self.self)")))
    }
}

/// An enumeration made to a schema by `@AssistantEnum(schema:)` or `@AppEnum(schema:)`; its type's name, when it
/// writes none, is the schema's name made readable (`photos.assetType` is "Asset Type").
///
/// Spelled as Apple's `AssistantSchemaEnum`.
public protocol AssistantSchemaEnum: AssistantEnum {
    /// Whether only the assistant offers the enumeration; `false` unless the type says so, and read by nothing here.
    static var isAssistantOnly: Bool { get }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The schema `@AssistantEnum(schema:)` named: the member that macro adds (not Apple's API to call).
    static var __assistantSchemaEnum: AssistantSchema { get }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The schema `@AppEnum(schema:)` named: the member that macro adds (not Apple's API to call).
    static var __appSchemaEnum: AppSchema { get }
}

extension AssistantSchemaEnum {
    /// `false`: the enumeration is offered everywhere an enumeration is.
    public static var isAssistantOnly: Bool { false }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// No schema: a conformance written by hand names none.
    public static var __assistantSchemaEnum: AssistantSchema { AssistantSchema(name: "") }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// No schema: a conformance written by hand names none.
    public static var __appSchemaEnum: AppSchema { AppSchema(name: "") }

    /// The schema's name made readable (`photos.assetType` is "Asset Type"), or the type's name without one.
    public static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(
            name: LocalizedStringResource(
                readableSchemaName(__assistantSchemaEnum.name, __appSchemaEnum.name, orTypeName: "\(Self.self)")))
    }
}

/// The last component of the first non-empty schema name, its words split and capitalized (`mail.sendDraft` is
/// "Send Draft", `browser.openURLInTab` "Open URL In Tab"); the type's name when both are empty.
/// - Parameters:
///   - assistantName: The name the assistant schema macro's member gives.
///   - appName: The name the app schema macro's member gives.
///   - typeName: The conforming type's name.
/// - Returns: A title.
package func readableSchemaName(_ assistantName: String, _ appName: String, orTypeName typeName: String) -> String {
    let name = assistantName.isEmpty ? appName : assistantName
    guard let last = name.split(separator: ".").last, !last.isEmpty else { return typeName }
    let characters = Array(last)
    var words: [String] = []
    for (index, character) in characters.enumerated() {
        // A word starts at a capital after a lowercase letter, or at the last capital of an acronym
        // that a lowercase letter follows ("URLIn" is "URL" and "In").
        let previous = index > 0 ? characters[index - 1] : nil
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let startsWord =
            words.isEmpty
            || character.isUppercase
                && (previous?.isUppercase == false || previous?.isUppercase == true && next?.isLowercase == true)
        if startsWord {
            words.append(String(character))
        } else {
            words[words.count - 1].append(character)
        }
    }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
}
