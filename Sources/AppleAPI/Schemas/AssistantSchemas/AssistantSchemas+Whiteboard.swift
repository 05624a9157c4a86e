// Apple's whiteboard domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.whiteboard` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The whiteboard domain's intent schemas.
    public protocol WhiteboardIntent: Model {}

    /// The whiteboard domain's entity schemas.
    public protocol WhiteboardEntity: Model {}

    /// The whiteboard domain's enum schemas.
    public protocol WhiteboardEnum: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.WhiteboardIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.WhiteboardIntent {}

extension AssistantSchemas.EntitySchema: AssistantSchemas.WhiteboardEntity {}

extension AssistantSchema.EntitySchema: AssistantSchemas.WhiteboardEntity {}

extension AssistantSchemas.EnumSchema: AssistantSchemas.WhiteboardEnum {}

extension AssistantSchema.EnumSchema: AssistantSchemas.WhiteboardEnum {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The whiteboard domain's intent schemas.
    public static var whiteboard: some AssistantSchemas.WhiteboardIntent { AssistantSchemas.IntentSchema("whiteboard") }
}

extension AssistantSchemas.Entity where Self == AssistantSchemas.EntitySchema {
    /// The whiteboard domain's entity schemas.
    public static var whiteboard: some AssistantSchemas.WhiteboardEntity { AssistantSchemas.EntitySchema("whiteboard") }
}

extension AssistantSchemas.Enum where Self == AssistantSchemas.EnumSchema {
    /// The whiteboard domain's enum schemas.
    public static var whiteboard: some AssistantSchemas.WhiteboardEnum { AssistantSchemas.EnumSchema("whiteboard") }
}

extension AssistantSchemas.WhiteboardIntent {
    /// The `whiteboard.createBoard` intent schema.
    public var createBoard: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("whiteboard.createBoard") }

    /// The `whiteboard.createItem` intent schema.
    public var createItem: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("whiteboard.createItem") }

    /// The `whiteboard.deleteBoard` intent schema.
    public var deleteBoard: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("whiteboard.deleteBoard") }

    /// The `whiteboard.deleteItem` intent schema.
    public var deleteItem: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("whiteboard.deleteItem") }

    /// The `whiteboard.openBoard` intent schema.
    public var openBoard: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("whiteboard.openBoard") }

    /// The `whiteboard.updateBoard` intent schema.
    public var updateBoard: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("whiteboard.updateBoard") }

    /// The `whiteboard.updateItem` intent schema.
    public var updateItem: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("whiteboard.updateItem") }
}

extension AssistantSchemas.WhiteboardEntity {
    /// The `whiteboard.board` entity schema.
    public var board: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("whiteboard.board") }

    /// The `whiteboard.item` entity schema.
    public var item: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("whiteboard.item") }
}

extension AssistantSchemas.WhiteboardEnum {
    /// The `whiteboard.color` enum schema.
    public var color: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("whiteboard.color") }

    /// The `whiteboard.itemType` enum schema.
    public var itemType: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("whiteboard.itemType") }
}
