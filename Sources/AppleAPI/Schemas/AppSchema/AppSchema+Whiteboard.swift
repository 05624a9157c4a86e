// Apple's whiteboard domain of the app schemas (iOS 26's names): its protocols, each kind's `.whiteboard` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The whiteboard domain's intent schemas.
    public protocol WhiteboardIntent: Kind {}

    /// The whiteboard domain's entity schemas.
    public protocol WhiteboardEntity: Kind {}

    /// The whiteboard domain's enum schemas.
    public protocol WhiteboardEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.WhiteboardIntent {}

extension AppSchema.Entity: AppSchema.WhiteboardEntity {}

extension AppSchema.Enum: AppSchema.WhiteboardEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The whiteboard domain's intent schemas.
    public static var whiteboard: some AppSchema.WhiteboardIntent { AppSchema.Intent("whiteboard") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The whiteboard domain's entity schemas.
    public static var whiteboard: some AppSchema.WhiteboardEntity { AppSchema.Entity("whiteboard") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The whiteboard domain's enum schemas.
    public static var whiteboard: some AppSchema.WhiteboardEnum { AppSchema.Enum("whiteboard") }
}

extension AppSchema.WhiteboardIntent {
    /// The `whiteboard.createBoard` intent schema.
    public var createBoard: some AppSchemaIntent { AppSchema.Intent("whiteboard.createBoard") }

    /// The `whiteboard.createItem` intent schema.
    public var createItem: some AppSchemaIntent { AppSchema.Intent("whiteboard.createItem") }

    /// The `whiteboard.deleteBoard` intent schema.
    public var deleteBoard: some AppSchemaIntent { AppSchema.Intent("whiteboard.deleteBoard") }

    /// The `whiteboard.deleteItem` intent schema.
    public var deleteItem: some AppSchemaIntent { AppSchema.Intent("whiteboard.deleteItem") }

    /// The `whiteboard.openBoard` intent schema.
    public var openBoard: some AppSchemaIntent { AppSchema.Intent("whiteboard.openBoard") }

    /// The `whiteboard.updateBoard` intent schema.
    public var updateBoard: some AppSchemaIntent { AppSchema.Intent("whiteboard.updateBoard") }

    /// The `whiteboard.updateItem` intent schema.
    public var updateItem: some AppSchemaIntent { AppSchema.Intent("whiteboard.updateItem") }
}

extension AppSchema.WhiteboardEntity {
    /// The `whiteboard.board` entity schema.
    public var board: some AppSchemaEntity { AppSchema.Entity("whiteboard.board") }

    /// The `whiteboard.item` entity schema.
    public var item: some AppSchemaEntity { AppSchema.Entity("whiteboard.item") }
}

extension AppSchema.WhiteboardEnum {
    /// The `whiteboard.color` enum schema.
    public var color: some AppSchemaEnum { AppSchema.Enum("whiteboard.color") }

    /// The `whiteboard.itemType` enum schema.
    public var itemType: some AppSchemaEnum { AppSchema.Enum("whiteboard.itemType") }
}
