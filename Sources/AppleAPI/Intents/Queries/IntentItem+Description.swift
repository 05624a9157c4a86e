extension IntentItem {
    /// How the option is shown: its `displayRepresentation`, by Apple's other name for it.
    public var description: DisplayRepresentation {
        get { displayRepresentation }
        set { displayRepresentation = newValue }
    }
}
