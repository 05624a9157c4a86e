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

extension IntentResult {
    /// A result that offers an intent on a snippet's action button (watchOS).
    ///
    /// There is no snippet here: the result is empty and the button's intent is not kept.
    /// - Parameter actionButtonIntent: The intent the button would run.
    public static func result<Intent: AppIntent>(actionButtonIntent: Intent) -> Self
    where Self == IntentResultContainer<Never> {
        .result()
    }

    /// A result that offers an intent on a snippet's action button for an activity (watchOS).
    ///
    /// There is no snippet here: the result is empty; the button's intent and the activity are not kept.
    /// - Parameters:
    ///   - actionButtonIntent: The intent the button would run.
    ///   - activityIdentifier: The activity the button belongs to.
    public static func result<Intent: AppIntent>(actionButtonIntent: Intent, activityIdentifier: String) -> Self
    where Self == IntentResultContainer<Never> {
        .result()
    }

    /// A result that says a dialog and offers an intent on a snippet's action button for an activity (watchOS).
    ///
    /// There is no snippet here: the dialog is the result's; the button's intent and the activity are not kept.
    /// - Parameters:
    ///   - actionButtonIntent: The intent the button would run.
    ///   - activityIdentifier: The activity the button belongs to.
    ///   - dialog: What to say.
    public static func result<Intent: AppIntent>(
        actionButtonIntent: Intent,
        activityIdentifier: String,
        dialog: IntentDialog
    ) -> Self where Self == IntentResultContainer<Never> {
        .result(dialog: dialog)
    }

    /// A result that says a dialog and offers an intent on a snippet's action button (watchOS).
    ///
    /// There is no snippet here: the dialog is the result's; the button's intent is not kept.
    /// - Parameters:
    ///   - actionButtonIntent: The intent the button would run.
    ///   - dialog: What to say.
    public static func result<Intent: AppIntent>(actionButtonIntent: Intent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never> {
        .result(dialog: dialog)
    }

    /// A result that returns a value and offers an intent on a snippet's action button for an activity (watchOS).
    ///
    /// There is no snippet here: the value is returned; the button's intent and the activity are not kept.
    /// - Parameters:
    ///   - value: The value to return.
    ///   - actionButtonIntent: The intent the button would run.
    ///   - activityIdentifier: The activity the button belongs to.
    public static func result<Value: Sendable, Intent: AppIntent>(
        value: Value,
        actionButtonIntent: Intent,
        activityIdentifier: String
    ) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: nil, opensIntent: nil)
    }

    /// A result that returns a value, says a dialog and offers an intent on a snippet's action button for an
    /// activity (watchOS).
    ///
    /// There is no snippet here: the value and the dialog are the result's; the button's intent and the activity
    /// are not kept.
    /// - Parameters:
    ///   - value: The value to return.
    ///   - actionButtonIntent: The intent the button would run.
    ///   - activityIdentifier: The activity the button belongs to.
    ///   - dialog: What to say.
    public static func result<Value: Sendable, Intent: AppIntent>(
        value: Value,
        actionButtonIntent: Intent,
        activityIdentifier: String,
        dialog: IntentDialog
    ) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: nil)
    }

    /// A result that returns a value, says a dialog and offers an intent on a snippet's action button (watchOS).
    ///
    /// There is no snippet here: the value and the dialog are the result's; the button's intent is not kept.
    /// - Parameters:
    ///   - value: The value to return.
    ///   - actionButtonIntent: The intent the button would run.
    ///   - dialog: What to say.
    public static func result<Value: Sendable, Intent: AppIntent>(
        value: Value,
        actionButtonIntent: Intent,
        dialog: IntentDialog
    ) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: nil)
    }
}
