// Apple's phone domain of the app schemas (iOS 26's names): its protocols, each kind's `.phone` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The phone domain's intent schemas.
    public protocol PhoneIntent: Kind {}

    /// The phone domain's entity schemas.
    public protocol PhoneEntity: Kind {}

    /// The phone domain's enum schemas.
    public protocol PhoneEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.PhoneIntent {}

extension AppSchema.Entity: AppSchema.PhoneEntity {}

extension AppSchema.Enum: AppSchema.PhoneEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The phone domain's intent schemas.
    public static var phone: some AppSchema.PhoneIntent { AppSchema.Intent("phone") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The phone domain's entity schemas.
    public static var phone: some AppSchema.PhoneEntity { AppSchema.Entity("phone") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The phone domain's enum schemas.
    public static var phone: some AppSchema.PhoneEnum { AppSchema.Enum("phone") }
}

extension AppSchema.PhoneIntent {
    /// The `phone.startCall` intent schema.
    public var startCall: some AppSchemaIntent { AppSchema.Intent("phone.startCall") }
}

extension AppSchema.PhoneEntity {
    /// The `phone.phonePerson` entity schema.
    public var phonePerson: some AppSchemaEntity { AppSchema.Entity("phone.phonePerson") }
}

extension AppSchema.PhoneEnum {
    /// The `phone.audioVisualMode` enum schema.
    public var audioVisualMode: some AppSchemaEnum { AppSchema.Enum("phone.audioVisualMode") }
}
