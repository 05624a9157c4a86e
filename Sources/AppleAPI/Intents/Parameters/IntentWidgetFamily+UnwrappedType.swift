extension IntentWidgetFamily {
    /// The type a parameter of this type holds: the family itself.
    public typealias UnwrappedType = IntentWidgetFamily
}
