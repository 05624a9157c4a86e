extension IntentResult {
    /// A result that returns a value and offers an intent on a snippet's action button.
    ///
    /// There is no snippet here: the value is returned and the button's intent is not kept.
    /// - Parameters:
    ///   - value: The value to return.
    ///   - actionButtonIntent: The intent the button would run.
    public static func result<Value: Sendable, Intent: AppIntent>(
        value: Value,
        actionButtonIntent: Intent
    ) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: nil, opensIntent: nil)
    }
}
