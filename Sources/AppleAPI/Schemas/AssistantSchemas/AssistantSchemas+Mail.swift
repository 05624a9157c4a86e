// Apple's mail domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.mail` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The mail domain's intent schemas.
    public protocol MailIntent: Model {}

    /// The mail domain's entity schemas.
    public protocol MailEntity: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.MailIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.MailIntent {}

extension AssistantSchemas.EntitySchema: AssistantSchemas.MailEntity {}

extension AssistantSchema.EntitySchema: AssistantSchemas.MailEntity {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The mail domain's intent schemas.
    public static var mail: some AssistantSchemas.MailIntent { AssistantSchemas.IntentSchema("mail") }
}

extension AssistantSchemas.Entity where Self == AssistantSchemas.EntitySchema {
    /// The mail domain's entity schemas.
    public static var mail: some AssistantSchemas.MailEntity { AssistantSchemas.EntitySchema("mail") }
}

extension AssistantSchemas.MailIntent {
    /// The `mail.archiveMail` intent schema.
    public var archiveMail: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.archiveMail") }

    /// The `mail.createDraft` intent schema.
    public var createDraft: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.createDraft") }

    /// The `mail.deleteDraft` intent schema.
    public var deleteDraft: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.deleteDraft") }

    /// The `mail.deleteMail` intent schema.
    public var deleteMail: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.deleteMail") }

    /// The `mail.forwardMail` intent schema.
    public var forwardMail: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.forwardMail") }

    /// The `mail.openDraft` intent schema.
    public var openDraft: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.openDraft") }

    /// The `mail.openMessage` intent schema.
    public var openMessage: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.openMessage") }

    /// The `mail.replyMail` intent schema.
    public var replyMail: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.replyMail") }

    /// The `mail.saveDraft` intent schema.
    public var saveDraft: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.saveDraft") }

    /// The `mail.sendDraft` intent schema.
    public var sendDraft: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.sendDraft") }

    /// The `mail.summarizeMessages` intent schema.
    public var summarizeMessages: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("mail.summarizeMessages")
    }

    /// The `mail.undoSend` intent schema.
    public var undoSend: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.undoSend") }

    /// The `mail.unsubscribe` intent schema.
    public var unsubscribe: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.unsubscribe") }

    /// The `mail.updateDraft` intent schema.
    public var updateDraft: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.updateDraft") }

    /// The `mail.updateMail` intent schema.
    public var updateMail: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("mail.updateMail") }
}

extension AssistantSchemas.MailEntity {
    /// The `mail.account` entity schema.
    public var account: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("mail.account") }

    /// The `mail.draft` entity schema.
    public var draft: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("mail.draft") }

    /// The `mail.mailbox` entity schema.
    public var mailbox: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("mail.mailbox") }

    /// The `mail.message` entity schema.
    public var message: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("mail.message") }

    /// The `mail.thread` entity schema.
    public var thread: some AssistantSchemas.Entity { AssistantSchemas.EntitySchema("mail.thread") }
}
