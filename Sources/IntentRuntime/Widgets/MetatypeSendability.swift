#if compiler(>=6.2)
    /// What the runtime asks of the types behind WidgetKit's non-`Sendable` protocols (timeline
    /// entries and providers): that their metatypes may cross tasks, which every nonisolated
    /// type's do. The values themselves need not be `Sendable`, as in WidgetKit.
    public typealias WidgetKitSendableMetatype = SendableMetatype
#else
    /// Nothing, before Swift 6.2, which introduced `SendableMetatype`: the types behind
    /// WidgetKit's non-`Sendable` protocols need not be `Sendable`, as in WidgetKit.
    public protocol WidgetKitSendableMetatype {}
#endif
