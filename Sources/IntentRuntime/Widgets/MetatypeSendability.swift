/// What the runtime asks of the types behind WidgetKit's non-`Sendable` protocols (timeline
/// entries and providers): that their metatypes may cross tasks, which every nonisolated type's
/// do. The values themselves need not be `Sendable`, as in WidgetKit. Before Swift 6.2, which
/// introduced `SendableMetatype`, nothing is asked.
#if compiler(>=6.2)
    public typealias WidgetKitSendableMetatype = SendableMetatype
#else
    public protocol WidgetKitSendableMetatype {}
#endif
