// Issue 21: the probes of the pages reachable from the app-intents, intent-discovery, App Shortcuts, Focus,
// Action-button and onscreen-content articles and the root's direct symbols (Documentation/AppleAPI.md, "Intents,
// discovery, App Shortcuts, Focus and the Action button").
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the probes of this block use besides the shared preambles.
        static let intentsAndShortcutsPreamble = #"""
            struct CAValueSnippet: SnippetIntent {
                static let title: LocalizedStringResource = "Loaf snippet"
                func perform() async throws -> some ShowsSnippetView & ReturnsValue<Int> { .result(value: 1) }
            }

            enum CAStyle: String, AppEnum {
                case run
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Style"
                static let caseDisplayRepresentations: [CAStyle: DisplayRepresentation] = [.run: "Run"]
            }

            struct CAWorkout: StartWorkoutIntent {
                static let title: LocalizedStringResource = "Start Workout"
                static var suggestedWorkouts: [CAWorkout] { [CAWorkout()] }
                @Parameter(title: "Style") var workoutStyle: CAStyle
                init() { workoutStyle = .run }
                var displayRepresentation: DisplayRepresentation { "Run" }
                func perform() async throws -> some IntentResult { .result() }
            }

            struct CAPause: PauseWorkoutIntent {
                static let title: LocalizedStringResource = "Pause Workout"
                func perform() async throws -> some IntentResult { .result() }
            }

            struct CAResume: ResumeWorkoutIntent {
                static let title: LocalizedStringResource = "Resume Workout"
                func perform() async throws -> some IntentResult { .result() }
            }

            struct CADive: StartDiveIntent {
                static let title: LocalizedStringResource = "Start Dive"
                func perform() async throws -> some IntentResult { .result(actionButtonIntent: CADive()) }
            }

            struct CAContent: AppShortcutsContent {
                var appShortcuts: [AppShortcut] { [] }
            }

            struct CAAnnotated: AppEntityAnnotatable {
                var appEntityIdentifier: EntityIdentifier?
            }

            struct CAPlayVideo: PlayVideoIntent {
                static let title: LocalizedStringResource = "Play Video"
                static var supportedCategories: [VideoCategory] { [.movies, .tv] }
                @Parameter(title: "Term") var term: String
                init() { term = "" }
                func perform() async throws -> some IntentResult { .result() }
            }

            enum CADonation {
                static var id: IntentDonationIdentifier { PIntent().donate() }
            }
            """#

        /// One probe per implemented or shape row of that block, by symbol.
        static let intentsAndShortcutsProbes: [(symbol: String, body: String)] = [
            (
                #"IntentModes.ArrayLiteralElement"#,
                #"_ = IntentModes.ArrayLiteralElement.self"#
            ),
            (
                #"IntentModes.Element"#,
                #"_ = IntentModes.Element.self"#
            ),
            (
                #"IntentModes.RawValue"#,
                #"let _: IntentModes.RawValue = 1"#
            ),
            (
                #"IntentModes.rawValue"#,
                #"let _: Int = IntentModes.background.rawValue"#
            ),
            (
                #"IntentModes.init(rawValue:)"#,
                #"let _ = IntentModes(rawValue: 1)"#
            ),
            (
                #"IntentModes.init()"#,
                #"let _ = IntentModes()"#
            ),
            (
                #"IntentModes.init(arrayLiteral:)"#,
                #"let _ = IntentModes(arrayLiteral: IntentModes.background)"#
            ),
            (
                #"IntentModes.contains(_:)"#,
                #"let _: Bool = IntentModes.background.contains(IntentModes.background)"#
            ),
            (
                #"IntentModes.formIntersection(_:)"#,
                #"var m = IntentModes.background; m.formIntersection(IntentModes.background)"#
            ),
            (
                #"IntentModes.formSymmetricDifference(_:)"#,
                #"var m = IntentModes.background; m.formSymmetricDifference(IntentModes.background)"#
            ),
            (
                #"IntentModes.formUnion(_:)"#,
                #"var m = IntentModes.background; m.formUnion(IntentModes.background)"#
            ),
            (
                #"IntentModes.insert(_:)"#,
                #"var m = IntentModes(); let _: (inserted: Bool, memberAfterInsert: IntentModes) = m.insert(IntentModes.background)"#
            ),
            (
                #"IntentModes.intersection(_:)"#,
                #"let _: IntentModes = IntentModes.background.intersection(IntentModes.background)"#
            ),
            (
                #"IntentModes.isDisjoint(with:)"#,
                #"let _: Bool = IntentModes.background.isDisjoint(with: IntentModes.background)"#
            ),
            (
                #"IntentModes.isEmpty"#,
                #"let _: Bool = IntentModes.background.isEmpty"#
            ),
            (
                #"IntentModes.isStrictSubset(of:)"#,
                #"let _: Bool = IntentModes.background.isStrictSubset(of: IntentModes.background)"#
            ),
            (
                #"IntentModes.isStrictSuperset(of:)"#,
                #"let _: Bool = IntentModes.background.isStrictSuperset(of: IntentModes.background)"#
            ),
            (
                #"IntentModes.isSubset(of:)"#,
                #"let _: Bool = IntentModes.background.isSubset(of: IntentModes.background)"#
            ),
            (
                #"IntentModes.isSuperset(of:)"#,
                #"let _: Bool = IntentModes.background.isSuperset(of: IntentModes.background)"#
            ),
            (
                #"IntentModes.remove(_:)"#,
                #"var m = IntentModes.background; let _: IntentModes? = m.remove(IntentModes.background)"#
            ),
            (
                #"IntentModes.subtract(_:)"#,
                #"var m = IntentModes.background; m.subtract(IntentModes.background)"#
            ),
            (
                #"IntentModes.subtracting(_:)"#,
                #"let _: IntentModes = IntentModes.background.subtracting(IntentModes.background)"#
            ),
            (
                #"IntentModes.symmetricDifference(_:)"#,
                #"let _: IntentModes = IntentModes.background.symmetricDifference(IntentModes.background)"#
            ),
            (
                #"IntentModes.union(_:)"#,
                #"let _: IntentModes = IntentModes.background.union(IntentModes.background)"#
            ),
            (
                #"IntentModes.update(with:)"#,
                #"var m = IntentModes.background; let _: IntentModes? = m.update(with: IntentModes.background)"#
            ),
            (
                #"IntentModes.!=(_:_:)"#,
                #"let _: Bool = IntentModes.background != IntentModes.background"#
            ),
            (
                #"IntentModes.hash(into:)"#,
                #"var h = Hasher(); IntentModes.background.hash(into: &h)"#
            ),
            (
                #"IntentModes.hashValue"#,
                #"let _: Int = IntentModes.background.hashValue"#
            ),
            (
                #"IntentModes.Current.debugDescription"#,
                #"let _: String = IntentModes.Current.background.debugDescription"#
            ),
            (
                #"IntentModes.Current.hash(into:)"#,
                #"var h = Hasher(); IntentModes.Current.background.hash(into: &h)"#
            ),
            (
                #"IntentModes.Current.hashValue"#,
                #"let _: Int = IntentModes.Current.background.hashValue"#
            ),
            (
                #"IntentModes.Current.!=(_:_:)"#,
                #"let _: Bool = IntentModes.Current.background != IntentModes.Current.background"#
            ),
            (
                #"IntentModes.ForegroundMode.hash(into:)"#,
                #"var h = Hasher(); IntentModes.ForegroundMode.immediate.hash(into: &h)"#
            ),
            (
                #"IntentModes.ForegroundMode.hashValue"#,
                #"let _: Int = IntentModes.ForegroundMode.immediate.hashValue"#
            ),
            (
                #"IntentModes.ForegroundMode.!=(_:_:)"#,
                #"let _: Bool = IntentModes.ForegroundMode.immediate != IntentModes.ForegroundMode.immediate"#
            ),
            (
                #"ConfirmationConditions.ArrayLiteralElement"#,
                #"_ = ConfirmationConditions.ArrayLiteralElement.self"#
            ),
            (
                #"ConfirmationConditions.Element"#,
                #"_ = ConfirmationConditions.Element.self"#
            ),
            (
                #"ConfirmationConditions.RawValue"#,
                #"let _: ConfirmationConditions.RawValue = 1"#
            ),
            (
                #"ConfirmationConditions.rawValue"#,
                #"let _: Int = ConfirmationConditions.lowConfidenceSource.rawValue"#
            ),
            (
                #"ConfirmationConditions.init(rawValue:)"#,
                #"let _ = ConfirmationConditions(rawValue: 1)"#
            ),
            (
                #"ConfirmationConditions.init()"#,
                #"let _ = ConfirmationConditions()"#
            ),
            (
                #"ConfirmationConditions.init(arrayLiteral:)"#,
                #"let _ = ConfirmationConditions(arrayLiteral: ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.contains(_:)"#,
                #"let _: Bool = ConfirmationConditions.lowConfidenceSource.contains(ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.formIntersection(_:)"#,
                #"var m = ConfirmationConditions.lowConfidenceSource; m.formIntersection(ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.formSymmetricDifference(_:)"#,
                #"var m = ConfirmationConditions.lowConfidenceSource; m.formSymmetricDifference(ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.formUnion(_:)"#,
                #"var m = ConfirmationConditions.lowConfidenceSource; m.formUnion(ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.insert(_:)"#,
                #"var m = ConfirmationConditions(); let _: (inserted: Bool, memberAfterInsert: ConfirmationConditions) = m.insert(ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.intersection(_:)"#,
                #"let _: ConfirmationConditions = ConfirmationConditions.lowConfidenceSource.intersection(ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.isDisjoint(with:)"#,
                #"let _: Bool = ConfirmationConditions.lowConfidenceSource.isDisjoint(with: ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.isEmpty"#,
                #"let _: Bool = ConfirmationConditions.lowConfidenceSource.isEmpty"#
            ),
            (
                #"ConfirmationConditions.isStrictSubset(of:)"#,
                #"let _: Bool = ConfirmationConditions.lowConfidenceSource.isStrictSubset(of: ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.isStrictSuperset(of:)"#,
                #"let _: Bool = ConfirmationConditions.lowConfidenceSource.isStrictSuperset(of: ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.isSubset(of:)"#,
                #"let _: Bool = ConfirmationConditions.lowConfidenceSource.isSubset(of: ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.isSuperset(of:)"#,
                #"let _: Bool = ConfirmationConditions.lowConfidenceSource.isSuperset(of: ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.remove(_:)"#,
                #"var m = ConfirmationConditions.lowConfidenceSource; let _: ConfirmationConditions? = m.remove(ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.subtract(_:)"#,
                #"var m = ConfirmationConditions.lowConfidenceSource; m.subtract(ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.subtracting(_:)"#,
                #"let _: ConfirmationConditions = ConfirmationConditions.lowConfidenceSource.subtracting(ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.symmetricDifference(_:)"#,
                #"let _: ConfirmationConditions = ConfirmationConditions.lowConfidenceSource.symmetricDifference(ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.union(_:)"#,
                #"let _: ConfirmationConditions = ConfirmationConditions.lowConfidenceSource.union(ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.update(with:)"#,
                #"var m = ConfirmationConditions.lowConfidenceSource; let _: ConfirmationConditions? = m.update(with: ConfirmationConditions.lowConfidenceSource)"#
            ),
            (
                #"ConfirmationConditions.!=(_:_:)"#,
                #"let _: Bool = ConfirmationConditions.lowConfidenceSource != ConfirmationConditions.lowConfidenceSource"#
            ),
            (
                #"IntentSystemContext.locale"#,
                #"let c: IntentSystemContext = PIntent().systemContext; let _: Locale = c.locale"#
            ),
            (
                #"IntentSystemContext.preciseTimestamp"#,
                #"let c: IntentSystemContext = PIntent().systemContext; let _: Date? = c.preciseTimestamp"#
            ),
            (
                #"AppIntent.callAsFunction(donate:) (value)"#,
                #"let _: Int = try await PIntent()(donate: false); let _: Int = try await PIntent()()"#
            ),
            (
                #"AppIntent.callAsFunction(donate:) (no value)"#,
                #"try await POpen()(donate: false)"#
            ),
            (
                #"AppIntent.ExecutionTargets"#,
                #"let _: PIntent.ExecutionTargets = .main"#
            ),
            (
                #"AppIntent.needsToContinueInForegroundError(_:alwaysConfirm:)"#,
                #"let _: AppIntentError = PIntent().needsToContinueInForegroundError("Open?", alwaysConfirm: false); let _: AppIntentError = PIntent().needsToContinueInForegroundError(alwaysConfirm: true)"#
            ),
            (
                #"AppIntent.parameterSummary (default)"#,
                #"_ = PIntent.parameterSummary"#
            ),
            (
                #"AppIntent.requestConfirmation(conditions:actionName:dialog:showDialogAsPrompt:snippetIntent:) (value)"#,
                #"let _: Int = try await PIntent().requestConfirmation(actionName: .order, dialog: "Order?", snippetIntent: CAValueSnippet())"#
            ),
            (
                #"AppIntent.requestConfirmation(output:confirmationActionName:showPrompt:)"#,
                #"try await PIntent().requestConfirmation(output: .result(dialog: "Sure?"), confirmationActionName: .send)"#
            ),
            (
                #"IntentResult.result(actionButtonIntent:)"#,
                #"let _: IntentResultContainer<Never> = .result(actionButtonIntent: PIntent())"#
            ),
            (
                #"IntentResult.result(actionButtonIntent:activityIdentifier:)"#,
                #"let _: IntentResultContainer<Never> = .result(actionButtonIntent: PIntent(), activityIdentifier: "dive")"#
            ),
            (
                #"IntentResult.result(actionButtonIntent:activityIdentifier:dialog:)"#,
                #"let _: IntentResultContainer<Never> = .result(actionButtonIntent: PIntent(), activityIdentifier: "dive", dialog: "Go")"#
            ),
            (
                #"IntentResult.result(actionButtonIntent:dialog:)"#,
                #"let _: IntentResultContainer<Never> = .result(actionButtonIntent: PIntent(), dialog: "Go")"#
            ),
            (
                #"IntentResult.result(value:actionButtonIntent:activityIdentifier:)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, actionButtonIntent: PIntent(), activityIdentifier: "dive")"#
            ),
            (
                #"IntentResult.result(value:actionButtonIntent:activityIdentifier:dialog:)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, actionButtonIntent: PIntent(), activityIdentifier: "dive", dialog: "Go")"#
            ),
            (
                #"IntentResult.result(value:actionButtonIntent:dialog:)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, actionButtonIntent: PIntent(), dialog: "Go")"#
            ),
            (
                #"IntentResult.result(value:opensIntent:) (iOS 18.2)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, opensIntent: PIntent())"#
            ),
            (
                #"IntentResultContainer.result()"#,
                #"let _: IntentResultContainer<Never> = .result()"#
            ),
            (
                #"IntentResultContainer.result(dialog:)"#,
                #"let _: IntentResultContainer<Never> = .result(dialog: "Done")"#
            ),
            (
                #"IntentResultContainer.result(dialog:snippetIntent:)"#,
                #"let _: IntentResultContainer<Never> = .result(dialog: "Done", snippetIntent: CAValueSnippet())"#
            ),
            (
                #"IntentResultContainer.result(snippetIntent:)"#,
                #"let _: IntentResultContainer<Never> = .result(snippetIntent: CAValueSnippet())"#
            ),
            (
                #"IntentResultContainer.result(opensIntent:) (-2an32)"#,
                #"let _: IntentResultContainer<Never> = .result(opensIntent: PIntent())"#
            ),
            (
                #"IntentResultContainer.result(opensIntent:) (-7k5p4)"#,
                #"let _: IntentResultContainer<Never> = .result(opensIntent: POpen())"#
            ),
            (
                #"IntentResultContainer.result(opensIntent:dialog:) (-4znom)"#,
                #"let _: IntentResultContainer<Never> = .result(opensIntent: PIntent(), dialog: "Opening")"#
            ),
            (
                #"IntentResultContainer.result(opensIntent:dialog:) (-6wf55)"#,
                #"let _: IntentResultContainer<Never> = .result(opensIntent: POpen(), dialog: "Opening")"#
            ),
            (
                #"IntentResultContainer.result(opensIntent:dialog:snippetIntent:)"#,
                #"let _: IntentResultContainer<Never> = .result(opensIntent: PIntent(), dialog: "Opening", snippetIntent: CAValueSnippet())"#
            ),
            (
                #"IntentResultContainer.result(opensIntent:snippetIntent:)"#,
                #"let _: IntentResultContainer<Never> = .result(opensIntent: PIntent(), snippetIntent: CAValueSnippet())"#
            ),
            (
                #"IntentResultContainer.result(value:)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1)"#
            ),
            (
                #"IntentResultContainer.result(value:dialog:)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, dialog: "One")"#
            ),
            (
                #"IntentResultContainer.result(value:dialog:snippetIntent:)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, dialog: "One", snippetIntent: CAValueSnippet())"#
            ),
            (
                #"IntentResultContainer.result(value:snippetIntent:)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, snippetIntent: CAValueSnippet())"#
            ),
            (
                #"IntentResultContainer.result(value:opensIntent:) (-40le)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, opensIntent: PIntent())"#
            ),
            (
                #"IntentResultContainer.result(value:opensIntent:) (-8g6rp)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, opensIntent: POpen())"#
            ),
            (
                #"IntentResultContainer.result(value:opensIntent:dialog:) (-6he5w)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, opensIntent: PIntent(), dialog: "One")"#
            ),
            (
                #"IntentResultContainer.result(value:opensIntent:dialog:) (-7ghvc)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, opensIntent: POpen(), dialog: "One")"#
            ),
            (
                #"IntentResultContainer.result(value:opensIntent:dialog:snippetIntent:)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, opensIntent: PIntent(), dialog: "One", snippetIntent: CAValueSnippet())"#
            ),
            (
                #"IntentResultContainer.result(value:opensIntent:snippetIntent:)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, opensIntent: PIntent(), snippetIntent: CAValueSnippet())"#
            ),
            (
                #"IntentResultContainer.result(actionButtonIntent:)"#,
                #"let _: IntentResultContainer<Never> = .result(actionButtonIntent: PIntent())"#
            ),
            (
                #"IntentResultContainer.result(actionButtonIntent:activityIdentifier:)"#,
                #"let _: IntentResultContainer<Never> = .result(actionButtonIntent: PIntent(), activityIdentifier: "a")"#
            ),
            (
                #"IntentResultContainer.result(actionButtonIntent:activityIdentifier:dialog:)"#,
                #"let _: IntentResultContainer<Never> = .result(actionButtonIntent: PIntent(), activityIdentifier: "a", dialog: "Go")"#
            ),
            (
                #"IntentResultContainer.result(actionButtonIntent:dialog:)"#,
                #"let _: IntentResultContainer<Never> = .result(actionButtonIntent: PIntent(), dialog: "Go")"#
            ),
            (
                #"IntentResultContainer.result(value:actionButtonIntent:)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, actionButtonIntent: PIntent())"#
            ),
            (
                #"IntentResultContainer.result(value:actionButtonIntent:activityIdentifier:)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, actionButtonIntent: PIntent(), activityIdentifier: "a")"#
            ),
            (
                #"IntentResultContainer.result(value:actionButtonIntent:activityIdentifier:dialog:)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, actionButtonIntent: PIntent(), activityIdentifier: "a", dialog: "Go")"#
            ),
            (
                #"IntentResultContainer.result(value:actionButtonIntent:dialog:)"#,
                #"let _: IntentResultContainer<Int> = .result(value: 1, actionButtonIntent: PIntent(), dialog: "Go")"#
            ),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:) (3 parameters)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, (Int, Int, Int)>(parameters: (\.$n, \.$n, \.$n)) { a0, a1, a2 in DisplayRepresentation(title: "\(a0)") }"#
            ),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:) (4 parameters)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, (Int, Int, Int, Int)>(parameters: (\.$n, \.$n, \.$n, \.$n)) { a0, a1, a2, a3 in DisplayRepresentation(title: "\(a0)") }"#
            ),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:) (5 parameters)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, (Int, Int, Int, Int, Int)>(parameters: (\.$n, \.$n, \.$n, \.$n, \.$n)) { a0, a1, a2, a3, a4 in DisplayRepresentation(title: "\(a0)") }"#
            ),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:) (6 parameters)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, (Int, Int, Int, Int, Int, Int)>(parameters: (\.$n, \.$n, \.$n, \.$n, \.$n, \.$n)) { a0, a1, a2, a3, a4, a5 in DisplayRepresentation(title: "\(a0)") }"#
            ),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:) (7 parameters)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, (Int, Int, Int, Int, Int, Int, Int)>(parameters: (\.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n)) { a0, a1, a2, a3, a4, a5, a6 in DisplayRepresentation(title: "\(a0)") }"#
            ),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:) (8 parameters)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, (Int, Int, Int, Int, Int, Int, Int, Int)>(parameters: (\.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n)) { a0, a1, a2, a3, a4, a5, a6, a7 in DisplayRepresentation(title: "\(a0)") }"#
            ),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:) (9 parameters)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, (Int, Int, Int, Int, Int, Int, Int, Int, Int)>(parameters: (\.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n)) { a0, a1, a2, a3, a4, a5, a6, a7, a8 in DisplayRepresentation(title: "\(a0)") }"#
            ),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:) (10 parameters)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)>(parameters: (\.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n)) { a0, a1, a2, a3, a4, a5, a6, a7, a8, a9 in DisplayRepresentation(title: "\(a0)") }"#
            ),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:) (11 parameters)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)>(parameters: (\.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n)) { a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10 in DisplayRepresentation(title: "\(a0)") }"#
            ),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:) (12 parameters)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)>(parameters: (\.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n)) { a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11 in DisplayRepresentation(title: "\(a0)") }"#
            ),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:) (13 parameters)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)>(parameters: (\.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n)) { a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12 in DisplayRepresentation(title: "\(a0)") }"#
            ),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:) (14 parameters)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)>(parameters: (\.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n)) { a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13 in DisplayRepresentation(title: "\(a0)") }"#
            ),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:) (15 parameters)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)>(parameters: (\.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n, \.$n)) { a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14 in DisplayRepresentation(title: "\(a0)") }"#
            ),
            (
                #"IntentChoiceOption.!=(_:_:)"#,
                #"let _: Bool = IntentChoiceOption.cancel != IntentChoiceOption(title: "Keep")"#
            ),
            (
                #"IntentChoiceOption.Style.hash(into:)"#,
                #"var h = Hasher(); IntentChoiceOption.Style.cancel.hash(into: &h)"#
            ),
            (
                #"IntentChoiceOption.Style.hashValue"#,
                #"let _: Int = IntentChoiceOption.Style.cancel.hashValue"#
            ),
            (
                #"IntentChoiceOption.Style.!=(_:_:)"#,
                #"let _: Bool = IntentChoiceOption.Style.cancel != IntentChoiceOption.Style.cancel"#
            ),
            (
                #"IntentDonationIdentifier.hash(into:)"#,
                #"var h = Hasher(); CADonation.id.hash(into: &h)"#
            ),
            (
                #"IntentDonationIdentifier.hashValue"#,
                #"let _: Int = CADonation.id.hashValue"#
            ),
            (
                #"IntentDonationIdentifier.!=(_:_:)"#,
                #"let _: Bool = CADonation.id != CADonation.id"#
            ),
            (
                #"IntentDonationIdentifier.encode(to:)"#,
                #"let _: Data = try JSONEncoder().encode(CADonation.id)"#
            ),
            (
                #"IntentDonationIdentifier.init(from:)"#,
                #"let _ = try JSONDecoder().decode(IntentDonationIdentifier.self, from: JSONEncoder().encode(CADonation.id))"#
            ),
            (
                #"FileEntityIdentifier.hash(into:)"#,
                #"var h = Hasher(); FileEntityIdentifier.draft(identifier: "d").hash(into: &h)"#
            ),
            (
                #"FileEntityIdentifier.hashValue"#,
                #"let _: Int = FileEntityIdentifier.draft(identifier: "d").hashValue"#
            ),
            (
                #"FileEntityIdentifier.!=(_:_:)"#,
                #"let _: Bool = FileEntityIdentifier.draft(identifier: "d") != FileEntityIdentifier.draft(identifier: "d")"#
            ),
            (
                #"FileEntityIdentifier.encode(to:)"#,
                #"let _: Data = try JSONEncoder().encode(FileEntityIdentifier.draft(identifier: "d"))"#
            ),
            (
                #"FileEntityIdentifier.init(from:)"#,
                #"let _ = try JSONDecoder().decode(FileEntityIdentifier.self, from: JSONEncoder().encode(FileEntityIdentifier.draft(identifier: "d")))"#
            ),
            (
                #"ShortcutTileColor.hash(into:)"#,
                #"var h = Hasher(); ShortcutTileColor.navy.hash(into: &h)"#
            ),
            (
                #"ShortcutTileColor.hashValue"#,
                #"let _: Int = ShortcutTileColor.navy.hashValue"#
            ),
            (
                #"ShortcutTileColor.!=(_:_:)"#,
                #"let _: Bool = ShortcutTileColor.navy != ShortcutTileColor.navy"#
            ),
            (
                #"AppIntentError.description"#,
                #"let _: String = AppIntentError.restartPerform.description"#
            ),
            (
                #"AppIntentError.localizedDescription"#,
                #"let _: String = AppIntentError.restartPerform.localizedDescription"#
            ),
            (
                #"AppDependencyManager.Error"#,
                #"let _: AppDependencyManager.Error<Int> = .failedToRetrieveDependency("k", Int.self)"#
            ),
            (
                #"AppDependencyManager.Error.failedToLoadDependency(_:_:)"#,
                #"let _: AppDependencyManager.Error<Int> = .failedToLoadDependency("k", Int.self)"#
            ),
            (
                #"AppDependencyManager.Error.failedToRetrieveDependency(_:_:)"#,
                #"let _: AppDependencyManager.Error<Int> = .failedToRetrieveDependency("k", Int.self)"#
            ),
            (
                #"AppDependencyManager.Error.incorrectDependencyType(_:_:_:)"#,
                #"let _: AppDependencyManager.Error<Int> = .incorrectDependencyType("k", Int.self, String.self)"#
            ),
            (
                #"AppDependencyManager.Error.errorDescription"#,
                #"let _: String? = AppDependencyManager.Error<Int>.failedToRetrieveDependency("k", Int.self).errorDescription"#
            ),
            (
                #"AppDependencyManager.Error.failureReason"#,
                #"let _: String? = AppDependencyManager.Error<Int>.failedToRetrieveDependency("k", Int.self).failureReason"#
            ),
            (
                #"AppDependencyManager.Error.helpAnchor"#,
                #"let _: String? = AppDependencyManager.Error<Int>.failedToRetrieveDependency("k", Int.self).helpAnchor"#
            ),
            (
                #"AppDependencyManager.Error.recoverySuggestion"#,
                #"let _: String? = AppDependencyManager.Error<Int>.failedToRetrieveDependency("k", Int.self).recoverySuggestion"#
            ),
            (
                #"AppDependencyManager.Error.localizedDescription"#,
                #"let _: String = AppDependencyManager.Error<Int>.failedToRetrieveDependency("k", Int.self).localizedDescription"#
            ),
            (
                #"SetFocusFilterIntentError"#,
                #"let _: any Error = SetFocusFilterIntentError.notFound"#
            ),
            (
                #"SetFocusFilterIntentError.missingParameterValue"#,
                #"let _: SetFocusFilterIntentError = .missingParameterValue"#
            ),
            (
                #"SetFocusFilterIntentError.notFound"#,
                #"let _: SetFocusFilterIntentError = .notFound"#
            ),
            (
                #"SetFocusFilterIntentError.errorDescription"#,
                #"let _: String? = SetFocusFilterIntentError.notFound.errorDescription"#
            ),
            (
                #"SetFocusFilterIntentError.failureReason"#,
                #"let _: String? = SetFocusFilterIntentError.notFound.failureReason"#
            ),
            (
                #"SetFocusFilterIntentError.helpAnchor"#,
                #"let _: String? = SetFocusFilterIntentError.notFound.helpAnchor"#
            ),
            (
                #"SetFocusFilterIntentError.recoverySuggestion"#,
                #"let _: String? = SetFocusFilterIntentError.notFound.recoverySuggestion"#
            ),
            (
                #"SetFocusFilterIntentError.localizedDescription"#,
                #"let _: String = SetFocusFilterIntentError.notFound.localizedDescription"#
            ),
            (
                #"SetFocusFilterIntentError.hash(into:)"#,
                #"var h = Hasher(); SetFocusFilterIntentError.notFound.hash(into: &h)"#
            ),
            (
                #"SetFocusFilterIntentError.hashValue"#,
                #"let _: Int = SetFocusFilterIntentError.notFound.hashValue"#
            ),
            (
                #"SetFocusFilterIntentError.!=(_:_:)"#,
                #"let _: Bool = SetFocusFilterIntentError.notFound != SetFocusFilterIntentError.notFound"#
            ),
            (
                #"VideoCategory"#,
                #"let _: any AppEnum.Type = VideoCategory.self"#
            ),
            (
                #"VideoCategory.freeform"#,
                #"let _: VideoCategory = .freeform"#
            ),
            (
                #"VideoCategory.movies"#,
                #"let _: VideoCategory = .movies"#
            ),
            (
                #"VideoCategory.tv"#,
                #"let _: VideoCategory = .tv"#
            ),
            (
                #"VideoCategory.init(rawValue:)"#,
                #"let _: VideoCategory? = VideoCategory(rawValue: "tv")"#
            ),
            (
                #"VideoCategory.rawValue"#,
                #"let _: String = VideoCategory.tv.rawValue"#
            ),
            (
                #"VideoCategory.RawValue"#,
                #"let _: VideoCategory.RawValue = "tv""#
            ),
            (
                #"VideoCategory.AllCases"#,
                #"let _: VideoCategory.AllCases = [.tv]"#
            ),
            (
                #"VideoCategory.allCases"#,
                #"let _: [VideoCategory] = VideoCategory.allCases"#
            ),
            (
                #"VideoCategory.caseDisplayRepresentations"#,
                #"let _: [VideoCategory: DisplayRepresentation] = VideoCategory.caseDisplayRepresentations"#
            ),
            (
                #"VideoCategory.typeDisplayRepresentation"#,
                #"let _: TypeDisplayRepresentation = VideoCategory.typeDisplayRepresentation"#
            ),
            (
                #"VideoCategory.defaultResolverSpecification"#,
                #"_ = VideoCategory.defaultResolverSpecification"#
            ),
            (
                #"VideoCategory.Specification"#,
                #"_ = VideoCategory.Specification.self"#
            ),
            (
                #"VideoCategory.UnwrappedType"#,
                #"let _: VideoCategory.UnwrappedType = .tv"#
            ),
            (
                #"VideoCategory.ValueType"#,
                #"let _: VideoCategory.ValueType = .tv"#
            ),
            (
                #"VideoCategory.localizedStringResource"#,
                #"let _: LocalizedStringResource = VideoCategory.tv.localizedStringResource"#
            ),
            (
                #"VideoCategory.persistentIdentifier"#,
                #"let _: String = VideoCategory.persistentIdentifier"#
            ),
            (
                #"VideoCategory.hash(into:)"#,
                #"var h = Hasher(); VideoCategory.tv.hash(into: &h)"#
            ),
            (
                #"VideoCategory.hashValue"#,
                #"let _: Int = VideoCategory.tv.hashValue"#
            ),
            (
                #"VideoCategory.!=(_:_:)"#,
                #"let _: Bool = VideoCategory.tv != VideoCategory.tv"#
            ),
            (
                #"StartWorkoutIntent"#,
                #"let _: any StartWorkoutIntent.Type = CAWorkout.self"#
            ),
            (
                #"StartWorkoutIntent.WorkoutStyle"#,
                #"let _: CAWorkout.WorkoutStyle = .run"#
            ),
            (
                #"StartWorkoutIntent.workoutStyle"#,
                #"var w = CAWorkout(); w.workoutStyle = .run"#
            ),
            (
                #"StartWorkoutIntent.suggestedWorkouts"#,
                #"let _: [CAWorkout] = CAWorkout.suggestedWorkouts"#
            ),
            (
                #"StartWorkoutIntent.init(style:)"#,
                #"let _ = CAWorkout(style: .run)"#
            ),
            (
                #"StartWorkoutIntent.invalidateSuggestedWorkouts()"#,
                #"CAWorkout.invalidateSuggestedWorkouts()"#
            ),
            (
                #"PauseWorkoutIntent"#,
                #"let _: any PauseWorkoutIntent.Type = CAPause.self"#
            ),
            (
                #"ResumeWorkoutIntent"#,
                #"let _: any ResumeWorkoutIntent.Type = CAResume.self"#
            ),
            (
                #"StartDiveIntent"#,
                #"let _: any StartDiveIntent.Type = CADive.self"#
            ),
            (
                #"ConfirmationActionName.download"#,
                #"let _: ConfirmationActionName = .download"#
            ),
            (
                #"ConfirmationActionName.filter"#,
                #"let _: ConfirmationActionName = .filter"#
            ),
            (
                #"ConfirmationActionName.find"#,
                #"let _: ConfirmationActionName = .find"#
            ),
            (
                #"ConfirmationActionName.open"#,
                #"let _: ConfirmationActionName = .open"#
            ),
            (
                #"ConfirmationActionName.playSound"#,
                #"let _: ConfirmationActionName = .playSound"#
            ),
            (
                #"ConfirmationActionName.post"#,
                #"let _: ConfirmationActionName = .post"#
            ),
            (
                #"ConfirmationActionName.view"#,
                #"let _: ConfirmationActionName = .view"#
            ),
            (
                #"ShortcutsLinkStyle"#,
                #"let _: ShortcutsLinkStyle = .automatic"#
            ),
            (
                #"ShortcutsLinkStyle.automatic"#,
                #"let _: ShortcutsLinkStyle = .automatic"#
            ),
            (
                #"ShortcutsLinkStyle.automaticOutline"#,
                #"let _: ShortcutsLinkStyle = .automaticOutline"#
            ),
            (
                #"ShortcutsLinkStyle.dark"#,
                #"let _: ShortcutsLinkStyle = .dark"#
            ),
            (
                #"ShortcutsLinkStyle.darkOutline"#,
                #"let _: ShortcutsLinkStyle = .darkOutline"#
            ),
            (
                #"ShortcutsLinkStyle.light"#,
                #"let _: ShortcutsLinkStyle = .light"#
            ),
            (
                #"ShortcutsLinkStyle.lightOutline"#,
                #"let _: ShortcutsLinkStyle = .lightOutline"#
            ),
            (
                #"AppShortcutsContent"#,
                #"let _: any AppShortcutsContent = CAContent()"#
            ),
            (
                #"AppShortcutsContent.appShortcuts"#,
                #"let _: [AppShortcut] = CAContent().appShortcuts"#
            ),
            (
                #"AppEntityAnnotatable"#,
                #"let _: any AppEntityAnnotatable = CAAnnotated()"#
            ),
            (
                #"AppEntityAnnotatable.appEntityIdentifier"#,
                #"var a = CAAnnotated(); a.appEntityIdentifier = nil; _ = a.appEntityIdentifier"#
            ),
            (
                #"AppShortcutsProvider.OptionsCollection"#,
                #"_ = PShortcuts.OptionsCollection<POptions>.self"#
            ),
            (
                #"AppShortcutsProvider.ParameterPresentation"#,
                #"_ = PShortcuts.ParameterPresentation<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>.self"#
            ),
            (
                #"AppShortcutPhrase.ExtendedGraphemeClusterLiteralType"#,
                #"let _: AppShortcutPhrase<PIntent>.ExtendedGraphemeClusterLiteralType = "a""#
            ),
            (
                #"AppShortcutPhrase.StringLiteralType"#,
                #"let _: AppShortcutPhrase<PIntent>.StringLiteralType = "a""#
            ),
            (
                #"AppShortcutPhrase.UnicodeScalarLiteralType"#,
                #"let _: AppShortcutPhrase<PIntent>.UnicodeScalarLiteralType = "a""#
            ),
            (
                #"AppShortcutPhrase.init(extendedGraphemeClusterLiteral:)"#,
                #"let _ = AppShortcutPhrase<PIntent>(extendedGraphemeClusterLiteral: "a")"#
            ),
            (
                #"AppShortcutPhrase.init(unicodeScalarLiteral:)"#,
                #"let _ = AppShortcutPhrase<PIntent>(unicodeScalarLiteral: "a")"#
            ),
            (
                #"AppShortcutPhrase.StringInterpolation"#,
                #"_ = AppShortcutPhrase<PIntent>.StringInterpolation.self"#
            ),
            (
                #"AppShortcutPhrase.StringInterpolation.appendLiteral(_:)"#,
                #"var i = AppShortcutPhrase<PIntent>.StringInterpolation(literalCapacity: 1, interpolationCount: 0); i.appendLiteral("a")"#
            ),
            (
                #"AppShortcutPhrase.StringInterpolation.init(literalCapacity:interpolationCount:)"#,
                #"_ = AppShortcutPhrase<PIntent>.StringInterpolation(literalCapacity: 1, interpolationCount: 0)"#
            ),
            (
                #"AppShortcutPhrase.StringInterpolation.StringLiteralType"#,
                #"let _: AppShortcutPhrase<PIntent>.StringInterpolation.StringLiteralType = "a""#
            ),
            (
                #"AppShortcutPhrase.init(_:)"#,
                #"let _ = AppShortcutPhrase<PIntent>("Do it")"#
            ),
            (
                #"AppShortcutPhrase.StringInterpolation.appendInterpolation(_:) (token)"#,
                #"var i = AppShortcutPhrase<PIntent>.StringInterpolation(literalCapacity: 1, interpolationCount: 1); i.appendInterpolation(.applicationName)"#
            ),
            (
                #"AppShortcutPhrase.StringInterpolation.appendInterpolation(_:) (parameter)"#,
                #"var i = AppShortcutPhrase<PParamIntent>.StringInterpolation(literalCapacity: 1, interpolationCount: 1); i.appendInterpolation(\PParamIntent.$n)"#
            ),
            (
                #"NegativeAppShortcutPhrase.ExtendedGraphemeClusterLiteralType"#,
                #"let _: NegativeAppShortcutPhrase.ExtendedGraphemeClusterLiteralType = "a""#
            ),
            (
                #"NegativeAppShortcutPhrase.StringLiteralType"#,
                #"let _: NegativeAppShortcutPhrase.StringLiteralType = "a""#
            ),
            (
                #"NegativeAppShortcutPhrase.UnicodeScalarLiteralType"#,
                #"let _: NegativeAppShortcutPhrase.UnicodeScalarLiteralType = "a""#
            ),
            (
                #"NegativeAppShortcutPhrase.init(extendedGraphemeClusterLiteral:)"#,
                #"let _ = NegativeAppShortcutPhrase(extendedGraphemeClusterLiteral: "a")"#
            ),
            (
                #"NegativeAppShortcutPhrase.init(unicodeScalarLiteral:)"#,
                #"let _ = NegativeAppShortcutPhrase(unicodeScalarLiteral: "a")"#
            ),
            (
                #"NegativeAppShortcutPhrase.StringInterpolation"#,
                #"_ = NegativeAppShortcutPhrase.StringInterpolation.self"#
            ),
            (
                #"NegativeAppShortcutPhrase.StringInterpolation.appendLiteral(_:)"#,
                #"var i = NegativeAppShortcutPhrase.StringInterpolation(literalCapacity: 1, interpolationCount: 0); i.appendLiteral("a")"#
            ),
            (
                #"NegativeAppShortcutPhrase.StringInterpolation.init(literalCapacity:interpolationCount:)"#,
                #"_ = NegativeAppShortcutPhrase.StringInterpolation(literalCapacity: 1, interpolationCount: 0)"#
            ),
            (
                #"NegativeAppShortcutPhrase.StringInterpolation.StringLiteralType"#,
                #"let _: NegativeAppShortcutPhrase.StringInterpolation.StringLiteralType = "a""#
            ),
            (
                #"NegativeAppShortcutPhrase.init(stringLiteral:)"#,
                #"let _ = NegativeAppShortcutPhrase(stringLiteral: "a")"#
            ),
            (
                #"NegativeAppShortcutPhrase.init(stringInterpolation:)"#,
                #"let _: NegativeAppShortcutPhrase = "Open \(.applicationName)""#
            ),
            (
                #"NegativeAppShortcutPhrase.StringInterpolation.appendInterpolation(_:)"#,
                #"var i = NegativeAppShortcutPhrase.StringInterpolation(literalCapacity: 1, interpolationCount: 1); i.appendInterpolation(.applicationName)"#
            ),
            (
                #"ParameterSummaryString.ExtendedGraphemeClusterLiteralType"#,
                #"let _: ParameterSummaryString<PParamIntent>.ExtendedGraphemeClusterLiteralType = "a""#
            ),
            (
                #"ParameterSummaryString.StringLiteralType"#,
                #"let _: ParameterSummaryString<PParamIntent>.StringLiteralType = "a""#
            ),
            (
                #"ParameterSummaryString.UnicodeScalarLiteralType"#,
                #"let _: ParameterSummaryString<PParamIntent>.UnicodeScalarLiteralType = "a""#
            ),
            (
                #"ParameterSummaryString.init(extendedGraphemeClusterLiteral:)"#,
                #"let _ = ParameterSummaryString<PParamIntent>(extendedGraphemeClusterLiteral: "a")"#
            ),
            (
                #"ParameterSummaryString.init(unicodeScalarLiteral:)"#,
                #"let _ = ParameterSummaryString<PParamIntent>(unicodeScalarLiteral: "a")"#
            ),
            (
                #"ParameterSummaryString.StringInterpolation.StringLiteralType"#,
                #"let _: ParameterSummaryString<PParamIntent>.StringInterpolation.StringLiteralType = "a""#
            ),
            (
                #"ParameterSummaryString.StringInterpolation.appendInterpolation(_:)"#,
                #"var i = ParameterSummaryString<PParamIntent>.StringInterpolation(literalCapacity: 1, interpolationCount: 1); i.appendInterpolation(\PParamIntent.$n)"#
            ),
            (
                #"IntentDialog.ExtendedGraphemeClusterLiteralType"#,
                #"let _: IntentDialog.ExtendedGraphemeClusterLiteralType = "a""#
            ),
            (
                #"IntentDialog.StringLiteralType"#,
                #"let _: IntentDialog.StringLiteralType = "a""#
            ),
            (
                #"IntentDialog.UnicodeScalarLiteralType"#,
                #"let _: IntentDialog.UnicodeScalarLiteralType = "a""#
            ),
            (
                #"IntentDialog.init(extendedGraphemeClusterLiteral:)"#,
                #"let _ = IntentDialog(extendedGraphemeClusterLiteral: "a")"#
            ),
            (
                #"IntentDialog.init(unicodeScalarLiteral:)"#,
                #"let _ = IntentDialog(unicodeScalarLiteral: "a")"#
            ),
            (
                #"IntentDialog.StringInterpolation"#,
                #"_ = IntentDialog.StringInterpolation.self"#
            ),
            (
                #"IntentDescription.ExtendedGraphemeClusterLiteralType"#,
                #"let _: IntentDescription.ExtendedGraphemeClusterLiteralType = "a""#
            ),
            (
                #"IntentDescription.StringLiteralType"#,
                #"let _: IntentDescription.StringLiteralType = "a""#
            ),
            (
                #"IntentDescription.UnicodeScalarLiteralType"#,
                #"let _: IntentDescription.UnicodeScalarLiteralType = "a""#
            ),
            (
                #"IntentDescription.init(extendedGraphemeClusterLiteral:)"#,
                #"let _ = IntentDescription(extendedGraphemeClusterLiteral: "a")"#
            ),
            (
                #"IntentDescription.init(unicodeScalarLiteral:)"#,
                #"let _ = IntentDescription(unicodeScalarLiteral: "a")"#
            ),
            (
                #"EntityURLRepresentation.ExtendedGraphemeClusterLiteralType"#,
                #"let _: EntityURLRepresentation<PLoaf>.ExtendedGraphemeClusterLiteralType = "a""#
            ),
            (
                #"EntityURLRepresentation.StringLiteralType"#,
                #"let _: EntityURLRepresentation<PLoaf>.StringLiteralType = "a""#
            ),
            (
                #"EntityURLRepresentation.UnicodeScalarLiteralType"#,
                #"let _: EntityURLRepresentation<PLoaf>.UnicodeScalarLiteralType = "a""#
            ),
            (
                #"EntityURLRepresentation.init(extendedGraphemeClusterLiteral:)"#,
                #"let _ = EntityURLRepresentation<PLoaf>(extendedGraphemeClusterLiteral: "a")"#
            ),
            (
                #"EntityURLRepresentation.init(unicodeScalarLiteral:)"#,
                #"let _ = EntityURLRepresentation<PLoaf>(unicodeScalarLiteral: "a")"#
            ),
            (
                #"EntityURLRepresentation.StringInterpolation"#,
                #"_ = EntityURLRepresentation<PLoaf>.StringInterpolation.self"#
            ),
            (
                #"EntityURLRepresentation.StringInterpolation.appendLiteral(_:)"#,
                #"var i = EntityURLRepresentation<PLoaf>.StringInterpolation(literalCapacity: 1, interpolationCount: 0); i.appendLiteral("a")"#
            ),
            (
                #"EntityURLRepresentation.StringInterpolation.init(literalCapacity:interpolationCount:)"#,
                #"_ = EntityURLRepresentation<PLoaf>.StringInterpolation(literalCapacity: 1, interpolationCount: 0)"#
            ),
            (
                #"EntityURLRepresentation.StringInterpolation.StringLiteralType"#,
                #"let _: EntityURLRepresentation<PLoaf>.StringInterpolation.StringLiteralType = "a""#
            ),
            (
                #"EntityURLRepresentation.init(stringLiteral:)"#,
                #"let _ = EntityURLRepresentation<PLoaf>(stringLiteral: "a")"#
            ),
            (
                #"EntityURLRepresentation.init(stringInterpolation:)"#,
                #"let _: EntityURLRepresentation<PLoaf> = "https://b.example/loaves/\(.id)""#
            ),
            (
                #"EntityURLRepresentation.StringInterpolation.appendInterpolation(_:) (property)"#,
                #"var i = EntityURLRepresentation<PLoaf>.StringInterpolation(literalCapacity: 1, interpolationCount: 1); i.appendInterpolation(\PLoaf.$name)"#
            ),
            (
                #"EntityURLRepresentation.StringInterpolation.appendInterpolation(_:) (token)"#,
                #"var i = EntityURLRepresentation<PLoaf>.StringInterpolation(literalCapacity: 1, interpolationCount: 1); i.appendInterpolation(.id)"#
            ),
            (
                #"EntityURLRepresentation.StringInterpolation.Token"#,
                #"let _: EntityURLRepresentation<PLoaf>.StringInterpolation.Token = .id"#
            ),
            (
                #"EntityURLRepresentation.StringInterpolation.Token.id"#,
                #"let _: EntityURLRepresentation<PLoaf>.StringInterpolation.Token = .id"#
            ),
            (
                #"EntityURLRepresentation.StringInterpolation.Token.hash(into:)"#,
                #"var h = Hasher(); EntityURLRepresentation<PLoaf>.StringInterpolation.Token.id.hash(into: &h)"#
            ),
            (
                #"EntityURLRepresentation.StringInterpolation.Token.hashValue"#,
                #"let _: Int = EntityURLRepresentation<PLoaf>.StringInterpolation.Token.id.hashValue"#
            ),
            (
                #"EntityURLRepresentation.StringInterpolation.Token.!=(_:_:)"#,
                #"let _: Bool = EntityURLRepresentation<PLoaf>.StringInterpolation.Token.id != EntityURLRepresentation<PLoaf>.StringInterpolation.Token.id"#
            ),
            (
                #"IntentURLRepresentation.ExtendedGraphemeClusterLiteralType"#,
                #"let _: IntentURLRepresentation<PShelfIntent>.ExtendedGraphemeClusterLiteralType = "a""#
            ),
            (
                #"IntentURLRepresentation.StringLiteralType"#,
                #"let _: IntentURLRepresentation<PShelfIntent>.StringLiteralType = "a""#
            ),
            (
                #"IntentURLRepresentation.UnicodeScalarLiteralType"#,
                #"let _: IntentURLRepresentation<PShelfIntent>.UnicodeScalarLiteralType = "a""#
            ),
            (
                #"IntentURLRepresentation.init(extendedGraphemeClusterLiteral:)"#,
                #"let _ = IntentURLRepresentation<PShelfIntent>(extendedGraphemeClusterLiteral: "a")"#
            ),
            (
                #"IntentURLRepresentation.init(unicodeScalarLiteral:)"#,
                #"let _ = IntentURLRepresentation<PShelfIntent>(unicodeScalarLiteral: "a")"#
            ),
            (
                #"IntentURLRepresentation.StringInterpolation"#,
                #"_ = IntentURLRepresentation<PShelfIntent>.StringInterpolation.self"#
            ),
            (
                #"IntentURLRepresentation.StringInterpolation.appendLiteral(_:)"#,
                #"var i = IntentURLRepresentation<PShelfIntent>.StringInterpolation(literalCapacity: 1, interpolationCount: 0); i.appendLiteral("a")"#
            ),
            (
                #"IntentURLRepresentation.StringInterpolation.init(literalCapacity:interpolationCount:)"#,
                #"_ = IntentURLRepresentation<PShelfIntent>.StringInterpolation(literalCapacity: 1, interpolationCount: 0)"#
            ),
            (
                #"IntentURLRepresentation.StringInterpolation.StringLiteralType"#,
                #"let _: IntentURLRepresentation<PShelfIntent>.StringInterpolation.StringLiteralType = "a""#
            ),
            (
                #"IntentURLRepresentation.init(stringLiteral:)"#,
                #"let _ = IntentURLRepresentation<PShelfIntent>(stringLiteral: "a")"#
            ),
            (
                #"IntentURLRepresentation.init(stringInterpolation:)"#,
                #"let _: IntentURLRepresentation<PShelfIntent> = "https://b.example/shelves/\(\.$shelf)""#
            ),
            (
                #"IntentURLRepresentation.StringInterpolation.appendInterpolation(_:)"#,
                #"var i = IntentURLRepresentation<PShelfIntent>.StringInterpolation(literalCapacity: 1, interpolationCount: 1); i.appendInterpolation(\PShelfIntent.$shelf)"#
            ),
            (
                #"EnumURLRepresentation.ExtendedGraphemeClusterLiteralType"#,
                #"let _: EnumURLRepresentation<PEnum>.ExtendedGraphemeClusterLiteralType = "a""#
            ),
            (
                #"EnumURLRepresentation.StringLiteralType"#,
                #"let _: EnumURLRepresentation<PEnum>.StringLiteralType = "a""#
            ),
            (
                #"EnumURLRepresentation.UnicodeScalarLiteralType"#,
                #"let _: EnumURLRepresentation<PEnum>.UnicodeScalarLiteralType = "a""#
            ),
            (
                #"EnumURLRepresentation.init(extendedGraphemeClusterLiteral:)"#,
                #"let _ = EnumURLRepresentation<PEnum>(extendedGraphemeClusterLiteral: "a")"#
            ),
            (
                #"EnumURLRepresentation.init(unicodeScalarLiteral:)"#,
                #"let _ = EnumURLRepresentation<PEnum>(unicodeScalarLiteral: "a")"#
            ),
            (
                #"EnumURLRepresentation.StringInterpolation"#,
                #"_ = EnumURLRepresentation<PEnum>.StringInterpolation.self"#
            ),
            (
                #"EnumURLRepresentation.StringInterpolation.appendLiteral(_:)"#,
                #"var i = EnumURLRepresentation<PEnum>.StringInterpolation(literalCapacity: 1, interpolationCount: 0); i.appendLiteral("a")"#
            ),
            (
                #"EnumURLRepresentation.StringInterpolation.init(literalCapacity:interpolationCount:)"#,
                #"_ = EnumURLRepresentation<PEnum>.StringInterpolation(literalCapacity: 1, interpolationCount: 0)"#
            ),
            (
                #"EnumURLRepresentation.StringInterpolation.StringLiteralType"#,
                #"let _: EnumURLRepresentation<PEnum>.StringInterpolation.StringLiteralType = "a""#
            ),
            (
                #"EnumURLRepresentation.init(stringLiteral:)"#,
                #"let _ = EnumURLRepresentation<PEnum>(stringLiteral: "a")"#
            ),
            (
                #"EnumURLRepresentation.init(stringInterpolation:)"#,
                #"let _: EnumURLRepresentation<PEnum> = "https://b.example/e/\(.rawValue)""#
            ),
            (
                #"EnumURLRepresentation.StringInterpolation.appendInterpolation(_:) (case)"#,
                #"var i = EnumURLRepresentation<PEnum>.StringInterpolation(literalCapacity: 1, interpolationCount: 1); i.appendInterpolation(PEnum.one)"#
            ),
            (
                #"EnumURLRepresentation.StringInterpolation.appendInterpolation(_:) (token)"#,
                #"var i = EnumURLRepresentation<PEnum>.StringInterpolation(literalCapacity: 1, interpolationCount: 1); i.appendInterpolation(.rawValue)"#
            ),
            (
                #"EnumURLRepresentation.StringInterpolation.Token"#,
                #"let _: EnumURLRepresentation<PEnum>.StringInterpolation.Token = .rawValue"#
            ),
            (
                #"EnumURLRepresentation.StringInterpolation.Token.rawValue"#,
                #"let _: EnumURLRepresentation<PEnum>.StringInterpolation.Token = .rawValue"#
            ),
            (
                #"EnumURLRepresentation.StringInterpolation.Token.hash(into:)"#,
                #"var h = Hasher(); EnumURLRepresentation<PEnum>.StringInterpolation.Token.rawValue.hash(into: &h)"#
            ),
            (
                #"EnumURLRepresentation.StringInterpolation.Token.hashValue"#,
                #"let _: Int = EnumURLRepresentation<PEnum>.StringInterpolation.Token.rawValue.hashValue"#
            ),
            (
                #"EnumURLRepresentation.StringInterpolation.Token.!=(_:_:)"#,
                #"let _: Bool = EnumURLRepresentation<PEnum>.StringInterpolation.Token.rawValue != EnumURLRepresentation<PEnum>.StringInterpolation.Token.rawValue"#
            ),
            (
                #"EnumURLRepresentation.EnumSingleURLRepresentation.ExtendedGraphemeClusterLiteralType"#,
                #"let _: EnumURLRepresentation<PEnum>.EnumSingleURLRepresentation.ExtendedGraphemeClusterLiteralType = "a""#
            ),
            (
                #"EnumURLRepresentation.EnumSingleURLRepresentation.StringLiteralType"#,
                #"let _: EnumURLRepresentation<PEnum>.EnumSingleURLRepresentation.StringLiteralType = "a""#
            ),
            (
                #"EnumURLRepresentation.EnumSingleURLRepresentation.UnicodeScalarLiteralType"#,
                #"let _: EnumURLRepresentation<PEnum>.EnumSingleURLRepresentation.UnicodeScalarLiteralType = "a""#
            ),
            (
                #"EnumURLRepresentation.EnumSingleURLRepresentation.init(extendedGraphemeClusterLiteral:)"#,
                #"let _ = EnumURLRepresentation<PEnum>.EnumSingleURLRepresentation(extendedGraphemeClusterLiteral: "a")"#
            ),
            (
                #"EnumURLRepresentation.EnumSingleURLRepresentation.init(unicodeScalarLiteral:)"#,
                #"let _ = EnumURLRepresentation<PEnum>.EnumSingleURLRepresentation(unicodeScalarLiteral: "a")"#
            ),
            (
                #"EnumURLRepresentation.EnumSingleURLRepresentation.init(stringLiteral:)"#,
                #"let _ = EnumURLRepresentation<PEnum>.EnumSingleURLRepresentation(stringLiteral: "a")"#
            ),
            (
                #"EnumURLRepresentation.EnumSingleURLRepresentation.init(stringInterpolation:)"#,
                #"let _: EnumURLRepresentation<PEnum>.EnumSingleURLRepresentation = "https://b.example/e/\(PEnum.one)""#
            ),
            (
                #"EnumURLRepresentation.EnumSingleURLRepresentation.StringInterpolation"#,
                #"_ = EnumURLRepresentation<PEnum>.EnumSingleURLRepresentation.StringInterpolation.self"#
            ),
            (
                #"RelevantIntent.debugDescription"#,
                #"let f: (RelevantIntent) -> String = { $0.debugDescription }; _ = f"#
            ),
            (
                #"OpenURLIntent.authenticationPolicy"#,
                #"_ = OpenURLIntent.authenticationPolicy"#
            ),
            (
                #"OpenURLIntent.callAsFunction(donate:) (-6emik)"#,
                #"try await OpenURLIntent()(donate: false)"#
            ),
            (
                #"OpenURLIntent.callAsFunction(donate:) (-74ri4)"#,
                #"try await OpenURLIntent()()"#
            ),
            (
                #"OpenURLIntent.Case"#,
                #"_ = OpenURLIntent.Case<URL, OpenURLIntent.Summary>.self"#
            ),
            (
                #"OpenURLIntent.continueInForeground(_:alwaysConfirm:)"#,
                #"try await OpenURLIntent().continueInForeground()"#
            ),
            (
                #"OpenURLIntent.DefaultCase"#,
                #"_ = OpenURLIntent.DefaultCase<OpenURLIntent.Summary>.self"#
            ),
            (
                #"OpenURLIntent.description"#,
                #"_ = OpenURLIntent.description"#
            ),
            (
                #"OpenURLIntent.donate() (-981xn)"#,
                #"func sync() { let _: IntentDonationIdentifier = OpenURLIntent().donate() }; sync()"#
            ),
            (
                #"OpenURLIntent.donate() (-d5p6)"#,
                #"let _: IntentDonationIdentifier = try await OpenURLIntent().donate()"#
            ),
            (
                #"OpenURLIntent.donate(result:) (-89co)"#,
                #"func sync() { let _: IntentDonationIdentifier = OpenURLIntent().donate(result: IntentResultContainer<Never>.result()) }; sync()"#
            ),
            (
                #"OpenURLIntent.donate(result:) (-pm6e)"#,
                #"let _: IntentDonationIdentifier = try await OpenURLIntent().donate(result: .result())"#
            ),
            (
                #"OpenURLIntent.isDiscoverable"#,
                #"let _: Bool = OpenURLIntent.isDiscoverable"#
            ),
            (
                #"OpenURLIntent.needsToContinueInForegroundError(_:alwaysConfirm:)"#,
                #"let _: AppIntentError = OpenURLIntent().needsToContinueInForegroundError(alwaysConfirm: true)"#
            ),
            (
                #"OpenURLIntent.openAppWhenRun"#,
                #"let _: Bool = OpenURLIntent.openAppWhenRun"#
            ),
            (
                #"OpenURLIntent.Option"#,
                #"let _: OpenURLIntent.Option = .cancel"#
            ),
            (
                #"OpenURLIntent.Parameter"#,
                #"_ = OpenURLIntent.Parameter<URL>.self"#
            ),
            (
                #"OpenURLIntent.parameterSummary"#,
                #"_ = OpenURLIntent.parameterSummary"#
            ),
            (
                #"OpenURLIntent.PerformResult"#,
                #"_ = OpenURLIntent.PerformResult.self"#
            ),
            (
                #"OpenURLIntent.persistentIdentifier (-5h974)"#,
                #"let _: String = OpenURLIntent.persistentIdentifier"#
            ),
            (
                #"OpenURLIntent.requestChoice(between:dialog:)"#,
                #"let _: IntentChoiceOption = try await OpenURLIntent().requestChoice(between: [.cancel])"#
            ),
            (
                #"OpenURLIntent.requestConfirmation(conditions:actionName:dialog:)"#,
                #"try await OpenURLIntent().requestConfirmation(dialog: "Open?")"#
            ),
            (
                #"OpenURLIntent.requestConfirmation(conditions:actionName:dialog:showDialogAsPrompt:snippetIntent:) (-1owsa)"#,
                #"try await OpenURLIntent().requestConfirmation(snippetIntent: CAValueSnippet())"#
            ),
            (
                #"OpenURLIntent.requestConfirmation(conditions:actionName:dialog:showDialogAsPrompt:snippetIntent:) (-2f7oq)"#,
                #"let _: Int = try await OpenURLIntent().requestConfirmation(snippetIntent: CAValueSnippet())"#
            ),
            (
                #"OpenURLIntent.requestConfirmation(output:confirmationActionName:showPrompt:)"#,
                #"try await OpenURLIntent().requestConfirmation(output: .result(dialog: "Open?"))"#
            ),
            (
                #"OpenURLIntent.requestConfirmation(result:confirmationActionName:showPrompt:)"#,
                #"try await OpenURLIntent().requestConfirmation(result: .result(dialog: "Open?"))"#
            ),
            (
                #"OpenURLIntent.requestConfirmation()"#,
                #"try await OpenURLIntent().requestConfirmation()"#
            ),
            (
                #"OpenURLIntent.Summary"#,
                #"_ = OpenURLIntent.Summary.self"#
            ),
            (
                #"OpenURLIntent.SummaryContent"#,
                #"_ = OpenURLIntent.SummaryContent.self"#
            ),
            (
                #"OpenURLIntent.supportedModes"#,
                #"let _: IntentModes = OpenURLIntent.supportedModes"#
            ),
            (
                #"OpenURLIntent.Switch"#,
                #"_ = OpenURLIntent.Switch<URL>.self"#
            ),
            (
                #"OpenURLIntent.systemContext"#,
                #"let _: IntentSystemContext = OpenURLIntent().systemContext"#
            ),
            (
                #"OpenURLIntent.When"#,
                #"_ = OpenURLIntent.When<OpenURLIntent.Summary, OpenURLIntent.Summary>.self"#
            ),
            (
                #"StringSearchCriteria.hash(into:)"#,
                #"var h = Hasher(); StringSearchCriteria(term: "rye").hash(into: &h)"#
            ),
            (
                #"StringSearchCriteria.hashValue"#,
                #"let _: Int = StringSearchCriteria(term: "rye").hashValue"#
            ),
            (
                #"StringSearchCriteria.!=(_:_:)"#,
                #"let _: Bool = StringSearchCriteria(term: "rye") != StringSearchCriteria(term: "rye")"#
            ),
            (
                #"StringSearchCriteria.defaultResolverSpecification"#,
                #"_ = StringSearchCriteria.defaultResolverSpecification"#
            ),
            (
                #"StringSearchCriteria.Specification"#,
                #"_ = StringSearchCriteria.Specification.self"#
            ),
            (
                #"StringSearchCriteria.UnwrappedType"#,
                #"let _: StringSearchCriteria.UnwrappedType = StringSearchCriteria(term: "a")"#
            ),
            (
                #"StringSearchCriteria.ValueType"#,
                #"let _: StringSearchCriteria.ValueType = StringSearchCriteria(term: "a")"#
            ),
            (
                #"StringSearchScope.init(rawValue:)"#,
                #"let _: StringSearchScope? = StringSearchScope(rawValue: "tv")"#
            ),
            (
                #"StringSearchScope.rawValue"#,
                #"let _: String = StringSearchScope.tv.rawValue"#
            ),
            (
                #"StringSearchScope.RawValue"#,
                #"let _: StringSearchScope.RawValue = "tv""#
            ),
            (
                #"StringSearchScope.AllCases"#,
                #"let _: StringSearchScope.AllCases = [.tv]"#
            ),
            (
                #"StringSearchScope.allCases"#,
                #"let _: [StringSearchScope] = StringSearchScope.allCases"#
            ),
            (
                #"StringSearchScope.localizedStringResource"#,
                #"let _: LocalizedStringResource = StringSearchScope.tv.localizedStringResource"#
            ),
            (
                #"StringSearchScope.persistentIdentifier"#,
                #"let _: String = StringSearchScope.persistentIdentifier"#
            ),
            (
                #"StringSearchScope.defaultResolverSpecification"#,
                #"_ = StringSearchScope.defaultResolverSpecification"#
            ),
            (
                #"StringSearchScope.Specification"#,
                #"_ = StringSearchScope.Specification.self"#
            ),
            (
                #"StringSearchScope.UnwrappedType"#,
                #"let _: StringSearchScope.UnwrappedType = .tv"#
            ),
            (
                #"StringSearchScope.ValueType"#,
                #"let _: StringSearchScope.ValueType = .tv"#
            ),
            (
                #"StringSearchScope.hash(into:)"#,
                #"var h = Hasher(); StringSearchScope.tv.hash(into: &h)"#
            ),
            (
                #"StringSearchScope.hashValue"#,
                #"let _: Int = StringSearchScope.tv.hashValue"#
            ),
            (
                #"StringSearchScope.!=(_:_:)"#,
                #"let _: Bool = StringSearchScope.tv != StringSearchScope.tv"#
            ),
            (
                #"PlayVideoIntent"#,
                #"let _: any PlayVideoIntent.Type = CAPlayVideo.self"#
            ),
            (
                #"PlayVideoIntent.term"#,
                #"let _: String = CAPlayVideo().term"#
            ),
            (
                #"PlayVideoIntent.supportedCategories"#,
                #"let _: [VideoCategory] = CAPlayVideo.supportedCategories"#
            ),
            (
                #"RunSystemShortcutIntent.title"#,
                #"let _: LocalizedStringResource = RunSystemShortcutIntent.title"#
            ),
            (
                #"RunSystemShortcutIntent.perform()"#,
                #"let _ = try await RunSystemShortcutIntent().perform()"#
            ),
            (
                #"RunSystemShortcutIntent.persistentIdentifier"#,
                #"let _: String = RunSystemShortcutIntent.persistentIdentifier"#
            ),
            (
                #"AppShortcutParameterPresentationSummaryString.ExtendedGraphemeClusterLiteralType"#,
                #"let _: AppShortcutParameterPresentationSummaryString<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>.ExtendedGraphemeClusterLiteralType = "a""#
            ),
            (
                #"AppShortcutParameterPresentationSummaryString.StringLiteralType"#,
                #"let _: AppShortcutParameterPresentationSummaryString<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>.StringLiteralType = "a""#
            ),
            (
                #"AppShortcutParameterPresentationSummaryString.UnicodeScalarLiteralType"#,
                #"let _: AppShortcutParameterPresentationSummaryString<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>.UnicodeScalarLiteralType = "a""#
            ),
            (
                #"AppShortcutParameterPresentationSummaryString.init(extendedGraphemeClusterLiteral:)"#,
                #"let _ = AppShortcutParameterPresentationSummaryString<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>(extendedGraphemeClusterLiteral: "a")"#
            ),
            (
                #"AppShortcutParameterPresentationSummaryString.init(unicodeScalarLiteral:)"#,
                #"let _ = AppShortcutParameterPresentationSummaryString<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>(unicodeScalarLiteral: "a")"#
            ),
            (
                #"AppShortcutParameterPresentationSummaryString.init(stringLiteral:)"#,
                #"let _ = AppShortcutParameterPresentationSummaryString<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>(stringLiteral: "a")"#
            ),
            (
                #"AppShortcutParameterPresentationSummaryString.init(stringInterpolation:)"#,
                #"let _: AppShortcutParameterPresentationSummaryString<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>> = "Count \(\PParamIntent.$n)""#
            ),
            (
                #"AppShortcutParameterPresentationSummaryString.StringInterpolation.appendLiteral(_:)"#,
                #"var i = AppShortcutParameterPresentationSummaryString<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>.StringInterpolation(literalCapacity: 1, interpolationCount: 0); i.appendLiteral("a")"#
            ),
            (
                #"AppShortcutParameterPresentationSummaryString.StringInterpolation.init(literalCapacity:interpolationCount:)"#,
                #"_ = AppShortcutParameterPresentationSummaryString<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>.StringInterpolation(literalCapacity: 1, interpolationCount: 0)"#
            ),
            (
                #"AppShortcutParameterPresentationSummaryString.StringInterpolation.StringLiteralType"#,
                #"let _: AppShortcutParameterPresentationSummaryString<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>.StringInterpolation.StringLiteralType = "a""#
            ),
            (
                #"AppShortcutParameterPresentationSummaryString.StringInterpolation.appendInterpolation(_:)"#,
                #"var i = AppShortcutParameterPresentationSummaryString<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>.StringInterpolation(literalCapacity: 1, interpolationCount: 1); i.appendInterpolation(\PParamIntent.$n)"#
            ),
            (
                #"AppShortcutParameterPresentationSummaryString.init(_:)"#,
                #"let _ = AppShortcutParameterPresentationSummaryString<PParamIntent, Int, IntentParameter<Int>, KeyPath<PParamIntent, IntentParameter<Int>>>("Count")"#
            ),
        ]
    }
#endif
