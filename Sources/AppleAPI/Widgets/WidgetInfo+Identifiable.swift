extension WidgetInfo: Hashable, Identifiable {
    /// The widget itself, as in WidgetKit, where a placed widget identifies itself.
    public var id: WidgetInfo { self }

    /// Whether two descriptions name the same kind, family and configuration intent type.
    /// - Parameters:
    ///   - lhs: A placed widget.
    ///   - rhs: Another.
    /// - Returns: Whether they are the same.
    public static func == (lhs: WidgetInfo, rhs: WidgetInfo) -> Bool {
        lhs.kind == rhs.kind && lhs.family == rhs.family && lhs.intentTypeIdentifier == rhs.intentTypeIdentifier
    }

    /// Feeds the kind, the family and the configuration intent type to `hasher`.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(family)
        hasher.combine(intentTypeIdentifier)
    }

    /// The configuration intent type, as a hashable value.
    private var intentTypeIdentifier: ObjectIdentifier? {
        configurationIntent.map { ObjectIdentifier($0) }
    }
}
