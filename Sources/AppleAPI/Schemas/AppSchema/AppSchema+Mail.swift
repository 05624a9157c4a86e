// Apple's mail domain of the app schemas (iOS 26's names): its protocols, each kind's `.mail` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The mail domain's intent schemas.
    public protocol MailIntent: Kind {}

    /// The mail domain's entity schemas.
    public protocol MailEntity: Kind {}

    /// The mail domain's enum schemas.
    public protocol MailEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.MailIntent {}

extension AppSchema.Entity: AppSchema.MailEntity {}

extension AppSchema.Enum: AppSchema.MailEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The mail domain's intent schemas.
    public static var mail: some AppSchema.MailIntent { AppSchema.Intent("mail") }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// The mail domain's entity schemas.
    public static var mail: some AppSchema.MailEntity { AppSchema.Entity("mail") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The mail domain's enum schemas.
    public static var mail: some AppSchema.MailEnum { AppSchema.Enum("mail") }
}

extension AppSchema.MailIntent {
    /// The `mail.archiveMail` intent schema.
    public var archiveMail: some AppSchemaIntent { AppSchema.Intent("mail.archiveMail") }

    /// The `mail.createDraft` intent schema.
    public var createDraft: some AppSchemaIntent { AppSchema.Intent("mail.createDraft") }

    /// The `mail.deleteDraft` intent schema.
    public var deleteDraft: some AppSchemaIntent { AppSchema.Intent("mail.deleteDraft") }

    /// The `mail.deleteMail` intent schema.
    public var deleteMail: some AppSchemaIntent { AppSchema.Intent("mail.deleteMail") }

    /// The `mail.forwardMail` intent schema.
    public var forwardMail: some AppSchemaIntent { AppSchema.Intent("mail.forwardMail") }

    /// The `mail.openDraft` intent schema.
    public var openDraft: some AppSchemaIntent { AppSchema.Intent("mail.openDraft") }

    /// The `mail.openMessage` intent schema.
    public var openMessage: some AppSchemaIntent { AppSchema.Intent("mail.openMessage") }

    /// The `mail.replyMail` intent schema.
    public var replyMail: some AppSchemaIntent { AppSchema.Intent("mail.replyMail") }

    /// The `mail.saveDraft` intent schema.
    public var saveDraft: some AppSchemaIntent { AppSchema.Intent("mail.saveDraft") }

    /// The `mail.sendDraft` intent schema.
    public var sendDraft: some AppSchemaIntent { AppSchema.Intent("mail.sendDraft") }

    /// The `mail.updateDraft` intent schema.
    public var updateDraft: some AppSchemaIntent { AppSchema.Intent("mail.updateDraft") }

    /// The `mail.updateMail` intent schema.
    public var updateMail: some AppSchemaIntent { AppSchema.Intent("mail.updateMail") }
}

extension AppSchema.MailEntity {
    /// The `mail.account` entity schema.
    public var account: some AppSchemaEntity { AppSchema.Entity("mail.account") }

    /// The `mail.draft` entity schema.
    public var draft: some AppSchemaEntity { AppSchema.Entity("mail.draft") }

    /// The `mail.mailbox` entity schema.
    public var mailbox: some AppSchemaEntity { AppSchema.Entity("mail.mailbox") }

    /// The `mail.message` entity schema.
    public var message: some AppSchemaEntity { AppSchema.Entity("mail.message") }

    /// The `mail.thread` entity schema.
    public var thread: some AppSchemaEntity { AppSchema.Entity("mail.thread") }
}

extension AppSchema.MailEnum {
    /// The `mail.category` enum schema.
    public var category: some AppSchemaEnum { AppSchema.Enum("mail.category") }
}
