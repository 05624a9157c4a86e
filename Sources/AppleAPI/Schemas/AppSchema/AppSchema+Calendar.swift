// Apple's calendar domain of the app schemas (iOS 26's names): its protocols, each kind's `.calendar` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The calendar domain's intent schemas.
    public protocol CalendarIntent: Kind {}

    /// The calendar domain's entity schemas.
    public protocol CalendarEntity: Kind {}

    /// The calendar domain's enum schemas.
    public protocol CalendarEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.CalendarIntent {}

extension AppSchema.Entity: AppSchema.CalendarEntity {}

extension AppSchema.Enum: AppSchema.CalendarEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The calendar domain's intent schemas.
    public static var calendar: some AppSchema.CalendarIntent { AppSchema.Intent("calendar") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The calendar domain's entity schemas.
    public static var calendar: some AppSchema.CalendarEntity { AppSchema.Entity("calendar") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The calendar domain's enum schemas.
    public static var calendar: some AppSchema.CalendarEnum { AppSchema.Enum("calendar") }
}

extension AppSchema.CalendarIntent {
    /// The `calendar.createEvent` intent schema.
    public var createEvent: some AppSchemaIntent { AppSchema.Intent("calendar.createEvent") }

    /// The `calendar.deleteEvent` intent schema.
    public var deleteEvent: some AppSchemaIntent { AppSchema.Intent("calendar.deleteEvent") }

    /// The `calendar.deleteEvents` intent schema (iOS 27): deleting several events at once.
    public var deleteEvents: some AppSchemaIntent { AppSchema.Intent("calendar.deleteEvents") }

    /// The `calendar.updateEvent` intent schema.
    public var updateEvent: some AppSchemaIntent { AppSchema.Intent("calendar.updateEvent") }
}

extension AppSchema.CalendarEntity {
    /// The `calendar.attendee` entity schema.
    public var attendee: some AppSchemaEntity { AppSchema.Entity("calendar.attendee") }

    /// The `calendar.calendar` entity schema.
    public var calendar: some AppSchemaEntity { AppSchema.Entity("calendar.calendar") }

    /// The `calendar.event` entity schema.
    public var event: some AppSchemaEntity { AppSchema.Entity("calendar.event") }
}

extension AppSchema.CalendarEnum {
    /// The `calendar.attendeeStatus` enum schema.
    public var attendeeStatus: some AppSchemaEnum { AppSchema.Enum("calendar.attendeeStatus") }

    /// The `calendar.attendeeType` enum schema.
    public var attendeeType: some AppSchemaEnum { AppSchema.Enum("calendar.attendeeType") }

    /// The `calendar.eventSpan` enum schema.
    public var eventSpan: some AppSchemaEnum { AppSchema.Enum("calendar.eventSpan") }

    /// The `calendar.eventStatus` enum schema.
    public var eventStatus: some AppSchemaEnum { AppSchema.Enum("calendar.eventStatus") }
}
