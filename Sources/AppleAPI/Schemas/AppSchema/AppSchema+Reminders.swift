// Apple's reminders domain of the app schemas (iOS 26's names): its protocols, each kind's `.reminders` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The reminders domain's intent schemas.
    public protocol RemindersIntent: Kind {}

    /// The reminders domain's entity schemas.
    public protocol RemindersEntity: Kind {}

    /// The reminders domain's enum schemas.
    public protocol RemindersEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.RemindersIntent {}

extension AppSchema.Entity: AppSchema.RemindersEntity {}

extension AppSchema.Enum: AppSchema.RemindersEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The reminders domain's intent schemas.
    public static var reminders: some AppSchema.RemindersIntent { AppSchema.Intent("reminders") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The reminders domain's entity schemas.
    public static var reminders: some AppSchema.RemindersEntity { AppSchema.Entity("reminders") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The reminders domain's enum schemas.
    public static var reminders: some AppSchema.RemindersEnum { AppSchema.Enum("reminders") }
}

extension AppSchema.RemindersIntent {
    /// The `reminders.createList` intent schema.
    public var createList: some AppSchemaIntent { AppSchema.Intent("reminders.createList") }

    /// The `reminders.createReminder` intent schema.
    public var createReminder: some AppSchemaIntent { AppSchema.Intent("reminders.createReminder") }

    /// The `reminders.createSection` intent schema.
    public var createSection: some AppSchemaIntent { AppSchema.Intent("reminders.createSection") }

    /// The `reminders.deleteReminders` intent schema.
    public var deleteReminders: some AppSchemaIntent { AppSchema.Intent("reminders.deleteReminders") }

    /// The `reminders.updateGroup` intent schema.
    public var updateGroup: some AppSchemaIntent { AppSchema.Intent("reminders.updateGroup") }

    /// The `reminders.updateList` intent schema.
    public var updateList: some AppSchemaIntent { AppSchema.Intent("reminders.updateList") }

    /// The `reminders.updateReminder` intent schema.
    public var updateReminder: some AppSchemaIntent { AppSchema.Intent("reminders.updateReminder") }

    /// The `reminders.updateSection` intent schema.
    public var updateSection: some AppSchemaIntent { AppSchema.Intent("reminders.updateSection") }
}

extension AppSchema.RemindersEntity {
    /// The `reminders.group` entity schema.
    public var group: some AppSchemaEntity { AppSchema.Entity("reminders.group") }

    /// The `reminders.list` entity schema.
    public var list: some AppSchemaEntity { AppSchema.Entity("reminders.list") }

    /// The `reminders.locationTrigger` entity schema.
    public var locationTrigger: some AppSchemaEntity { AppSchema.Entity("reminders.locationTrigger") }

    /// The `reminders.reminder` entity schema.
    public var reminder: some AppSchemaEntity { AppSchema.Entity("reminders.reminder") }

    /// The `reminders.section` entity schema.
    public var section: some AppSchemaEntity { AppSchema.Entity("reminders.section") }
}

extension AppSchema.RemindersEnum {
    /// The `reminders.listType` enum schema.
    public var listType: some AppSchemaEnum { AppSchema.Enum("reminders.listType") }

    /// The `reminders.locationTriggerEvent` enum schema.
    public var locationTriggerEvent: some AppSchemaEnum { AppSchema.Enum("reminders.locationTriggerEvent") }
}
