#if compiler(>=6.2)
    /// What the runtime asks of the types behind Apple's protocols that do not ask `Sendable`
    /// (timeline entries and providers, control value providers, dynamic options providers): that
    /// their metatypes may cross tasks, which every nonisolated type's do. The values themselves
    /// need not be `Sendable`, as on Apple's platforms.
    public typealias FrameworkSendableMetatype = SendableMetatype
#else
    /// Nothing, before Swift 6.2, which introduced `SendableMetatype`: the types behind Apple's
    /// protocols that do not ask `Sendable` need not be `Sendable` here either.
    public protocol FrameworkSendableMetatype {}
#endif
