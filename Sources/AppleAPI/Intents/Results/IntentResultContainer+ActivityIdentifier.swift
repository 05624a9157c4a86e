extension IntentResultContainer {
    /// The identifier of the Live Activity the result started, if any: always `nil` here, where a result starts none.
    public var activityIdentifier: String? { nil }
}
