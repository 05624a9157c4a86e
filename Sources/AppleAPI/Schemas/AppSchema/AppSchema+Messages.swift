// Apple's messages domain of the app schemas (iOS 26's names): its protocols, each kind's `.messages` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The messages domain's intent schemas.
    public protocol MessagesIntent: Kind {}

    /// The messages domain's entity schemas.
    public protocol MessagesEntity: Kind {}

    /// The messages domain's enum schemas.
    public protocol MessagesEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.MessagesIntent {}

extension AppSchema.Entity: AppSchema.MessagesEntity {}

extension AppSchema.Enum: AppSchema.MessagesEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The messages domain's intent schemas.
    public static var messages: some AppSchema.MessagesIntent { AppSchema.Intent("messages") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The messages domain's entity schemas.
    public static var messages: some AppSchema.MessagesEntity { AppSchema.Entity("messages") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The messages domain's enum schemas.
    public static var messages: some AppSchema.MessagesEnum { AppSchema.Enum("messages") }
}

extension AppSchema.MessagesIntent {
    /// The `messages.draftMessage` intent schema.
    public var draftMessage: some AppSchemaIntent { AppSchema.Intent("messages.draftMessage") }

    /// The `messages.editSentMessage` intent schema.
    public var editSentMessage: some AppSchemaIntent { AppSchema.Intent("messages.editSentMessage") }

    /// The `messages.sendMessage` intent schema.
    public var sendMessage: some AppSchemaIntent { AppSchema.Intent("messages.sendMessage") }

    /// The `messages.setMessageReadStatus` intent schema.
    public var setMessageReadStatus: some AppSchemaIntent { AppSchema.Intent("messages.setMessageReadStatus") }

    /// The `messages.unsendMessage` intent schema.
    public var unsendMessage: some AppSchemaIntent { AppSchema.Intent("messages.unsendMessage") }
}

extension AppSchema.MessagesEntity {
    /// The `messages.conversation` entity schema.
    public var conversation: some AppSchemaEntity { AppSchema.Entity("messages.conversation") }

    /// The `messages.customAttachment` entity schema.
    public var customAttachment: some AppSchemaEntity { AppSchema.Entity("messages.customAttachment") }

    /// The `messages.message` entity schema.
    public var message: some AppSchemaEntity { AppSchema.Entity("messages.message") }

    /// The `messages.messagePerson` entity schema.
    public var messagePerson: some AppSchemaEntity { AppSchema.Entity("messages.messagePerson") }
}

extension AppSchema.MessagesEnum {
    /// The `messages.conversationAttribute` enum schema.
    public var conversationAttribute: some AppSchemaEnum { AppSchema.Enum("messages.conversationAttribute") }

    /// The `messages.customReaction` enum schema.
    public var customReaction: some AppSchemaEnum { AppSchema.Enum("messages.customReaction") }

    /// The `messages.messageAttribute` enum schema.
    public var messageAttribute: some AppSchemaEnum { AppSchema.Enum("messages.messageAttribute") }

    /// The `messages.messageEffect` enum schema.
    public var messageEffect: some AppSchemaEnum { AppSchema.Enum("messages.messageEffect") }

    /// The `messages.messageType` enum schema.
    public var messageType: some AppSchemaEnum { AppSchema.Enum("messages.messageType") }
}
