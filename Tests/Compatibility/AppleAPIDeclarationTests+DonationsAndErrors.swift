// Issue 21: the probes of the rows of Documentation/AppleAPI.md's subsection "Donations, relevance, errors and other
// members" (the documented AppIntents symbols found without a row), kept apart from the other AppIntents probes.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the probes of this block use besides the shared preambles.
        static let donationsAndErrorsPreamble = #"""
            struct GCamera: CameraCaptureIntent {
                struct AppContext: Codable, Sendable { var front: Bool }
                static let title: LocalizedStringResource = "Camera"
                func perform() async throws -> some IntentResult { .result() }
            }

            struct GPlainCamera: CameraCaptureIntent {
                static let title: LocalizedStringResource = "Plain camera"
                func perform() async throws -> some IntentResult { .result() }
            }

            struct GFile: FileEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "File"
                static let defaultQuery = GFileQuery()
                let id: FileEntityIdentifier
                var displayRepresentation: DisplayRepresentation { "File" }
            }

            struct GFileQuery: EntityQuery {
                func entities(for identifiers: [FileEntityIdentifier]) async throws -> [GFile] { [] }
            }

            struct GOld: DeprecatedAppIntent {
                static let title: LocalizedStringResource = "Old"
                static var deprecation: IntentDeprecation<PIntent> { .init(message: "Use I instead.", replacedBy: PIntent.self) }
                func perform() async throws -> some IntentResult { .result() }
            }

            struct GGone: DeprecatedAppIntent {
                static let title: LocalizedStringResource = "Gone"
                static let deprecation = IntentDeprecation(message: "No longer needed.")
                func perform() async throws -> some IntentResult { .result() }
            }

            struct GTrip: AppIntent, PredictableIntent {
                static let title: LocalizedStringResource = "Trip"
                @Parameter(title: "From") var from: String
                @Parameter(title: "Stops") var stops: Int?
                static var predictionConfiguration: some IntentPredictionConfiguration {
                    IntentPrediction(parameters: (\.$from, \.$stops)) { from, stops in
                        DisplayRepresentation(title: "\(from), \(stops ?? 0) stops")
                    }
                }
                func perform() async throws -> some IntentResult { .result() }
            }

            struct GTalk: PushToTalkTransmissionIntent {
                static let title: LocalizedStringResource = "Talk"
                func perform() async throws -> some IntentResult { .result() }
            }
            """#

        /// One probe per implemented or shape row of the block, by symbol.
        static let donationsAndErrorsProbes: [(symbol: String, body: String)] = [
            (#"AppIntentError.Unrecoverable.notAllowed"#, #"let _: AppIntentError = .Unrecoverable.notAllowed"#),
            (
                #"AppIntentError.Unrecoverable.networkFailure"#,
                #"let _: AppIntentError = .Unrecoverable.networkFailure"#
            ),
            (
                #"AppIntentError.Unrecoverable.partialFailure"#,
                #"let _: AppIntentError = .Unrecoverable.partialFailure"#
            ),
            (
                #"AppIntentError.Unrecoverable.unsupportedOnDevice"#,
                #"let _: AppIntentError = .Unrecoverable.unsupportedOnDevice"#
            ),
            (
                #"AppIntentError.Unrecoverable.featureCurrentlyRestricted"#,
                #"throw AppIntentError.Unrecoverable.featureCurrentlyRestricted"#
            ),
            (#"AppIntentError.UserActionRequired.signin"#, #"let _: AppIntentError = .UserActionRequired.signin"#),
            (
                #"AppIntentError.UserActionRequired.accountSetup"#,
                #"let _: AppIntentError = .UserActionRequired.accountSetup"#
            ),
            (#"AppIntentError.PermissionRequired.photos"#, #"let _: AppIntentError = .PermissionRequired.photos"#),
            (
                #"AppIntentError.PermissionRequired.bluetooth"#,
                #"let _: AppIntentError = .PermissionRequired.bluetooth"#
            ),
            (
                #"AppIntentError.PermissionRequired.localNetwork"#,
                #"let _: AppIntentError = .PermissionRequired.localNetwork"#
            ),
            (#"AppIntentError.PermissionRequired.siri"#, #"throw AppIntentError.PermissionRequired.siri"#),
            (#"IntentDonationManager"#, #"let _: IntentDonationManager.Type = IntentDonationManager.self"#),
            (#"IntentDonationManager.shared"#, #"let _: IntentDonationManager = IntentDonationManager.shared"#),
            (
                #"IntentDonationManager.donate(intent:) (synchronous)"#,
                #"func sync() { let _: IntentDonationIdentifier = IntentDonationManager.shared.donate(intent: PIntent()); IntentDonationManager.shared.donate(intent: PIntent()) }; sync()"#
            ),
            (
                #"IntentDonationManager.donate(intent:) (async)"#,
                #"let _: IntentDonationIdentifier = try await IntentDonationManager.shared.donate(intent: PIntent()); try await IntentDonationManager.shared.donate(intent: PParamIntent())"#
            ),
            (
                #"IntentDonationManager.donate(intent:result:) (synchronous)"#,
                #"func sync() { let _: IntentDonationIdentifier = IntentDonationManager.shared.donate(intent: PIntent(), result: .result(value: 1)); IntentDonationManager.shared.donate(intent: PIntent(), result: IntentResultContainer<Never>.result()) }; sync()"#
            ),
            (
                #"IntentDonationManager.donate(intent:result:) (async)"#,
                #"let _: IntentDonationIdentifier = try await IntentDonationManager.shared.donate(intent: PIntent(), result: .result(value: 1)); try await IntentDonationManager.shared.donate(intent: PIntent(), result: IntentResultContainer<Never>.result())"#
            ),
            (
                #"IntentDonationManager.deleteDonations(matching:)"#,
                #"let _: [IntentDonationIdentifier] = try await IntentDonationManager.shared.deleteDonations(matching: .intentType(PIntent.self)); try await IntentDonationManager.shared.deleteDonations(matching: .intentType(PIntent.self))"#
            ),
            (
                #"IntentDonationIdentifier"#,
                #"func needs<T: Hashable & Codable & Sendable>(_: T.Type) {}; needs(IntentDonationIdentifier.self)"#
            ),
            (
                #"IntentDonationMatchingPredicate"#,
                #"let _: IntentDonationMatchingPredicate.Type = IntentDonationMatchingPredicate.self"#
            ),
            (
                #"IntentDonationMatchingPredicate.donationIdentifier(_:)"#,
                #"let _: IntentDonationMatchingPredicate = .donationIdentifier(try await PIntent().donate())"#
            ),
            (
                #"IntentDonationMatchingPredicate.donationIdentifiers(_:)"#,
                #"let _: IntentDonationMatchingPredicate = .donationIdentifiers([try await PIntent().donate()])"#
            ),
            (
                #"IntentDonationMatchingPredicate.intentType(_:entityIdentifier:)"#,
                #"let _: IntentDonationMatchingPredicate = .intentType(PParamIntent.self, entityIdentifier: EntityIdentifier(for: PBook.self, identifier: "b")); let t: any AppIntent.Type = PIntent.self; _ = IntentDonationMatchingPredicate.intentType(t)"#
            ),
            (
                #"IntentDonationMatchingPredicate.entityIdentifier(_:)"#,
                #"let _: IntentDonationMatchingPredicate = .entityIdentifier(EntityIdentifier(for: PBook(id: "b", pages: 1)))"#
            ),
            (
                #"IntentDonationMatchingPredicate.entityIdentifiers(_:)"#,
                #"let _: IntentDonationMatchingPredicate = .entityIdentifiers([EntityIdentifier(for: PBook.self, identifier: "b")])"#
            ),
            (
                #"AppIntent.donate() (synchronous)"#,
                #"func sync() { let _: IntentDonationIdentifier = PIntent().donate(); PIntent().donate() }; sync()"#
            ),
            (
                #"AppIntent.donate() (async)"#,
                #"let _: IntentDonationIdentifier = try await PIntent().donate(); try await PIntent().donate()"#
            ),
            (
                #"AppIntent.donate(result:) (synchronous)"#,
                #"func sync() { let _: IntentDonationIdentifier = PIntent().donate(result: .result(value: 2)); PIntent().donate(result: IntentResultContainer<Never>.result()) }; sync()"#
            ),
            (
                #"AppIntent.donate(result:) (async)"#,
                #"let _: IntentDonationIdentifier = try await PIntent().donate(result: .result(value: 2)); try await PIntent().donate(result: IntentResultContainer<Never>.result())"#
            ),
            (#"EntityIdentifier"#, #"let _: EntityIdentifier.Type = EntityIdentifier.self"#),
            (#"EntityIdentifier.init(for:)"#, #"let _ = EntityIdentifier(for: PBook(id: "b", pages: 1))"#),
            (
                #"EntityIdentifier.init(for:identifier:)"#,
                #"let _ = EntityIdentifier(for: PBook.self, identifier: "b"); let _ = EntityIdentifier(for: PLoaf.self, identifier: "l")"#
            ),
            (
                #"EntityIdentifier.identifier"#,
                #"let _: String = EntityIdentifier(for: PBook.self, identifier: "b").identifier"#
            ),
            (
                #"EntityIdentifier.entityType"#,
                #"let _: any AppEntity.Type = EntityIdentifier(for: PBook.self, identifier: "b").entityType"#
            ),
            (#"RelevantIntent"#, #"let _: [RelevantIntent] = []"#),
            (#"RelevantIntentManager"#, #"let _: RelevantIntentManager.Type = RelevantIntentManager.self"#),
            (#"RelevantIntentManager.shared"#, #"let _: RelevantIntentManager = RelevantIntentManager.shared"#),
            (
                #"RelevantIntentManager.updateRelevantIntents(_:)"#,
                #"try await RelevantIntentManager.shared.updateRelevantIntents([])"#
            ),
            (
                #"CameraCaptureIntent"#,
                #"let _: any CameraCaptureIntent.Type = GCamera.self; let _: any SystemIntent = GPlainCamera()"#
            ),
            (
                #"CameraCaptureIntent.AppContext"#,
                #"let _: GCamera.AppContext.Type = GCamera.AppContext.self; let _: Never.Type = GPlainCamera.AppContext.self"#
            ),
            (
                #"CameraCaptureIntent.appContext"#,
                #"let _: GCamera.AppContext? = try await GCamera.appContext"#
            ),
            (
                #"CameraCaptureIntent.updateAppContext(_:)"#,
                #"try await GCamera.updateAppContext(GCamera.AppContext(front: true)); try await GCamera.updateAppContext(nil)"#
            ),
            (#"PushToTalkTransmissionIntent"#, #"let _: any PushToTalkTransmissionIntent = GTalk()"#),
            (
                #"ConfirmationConditions.lowConfidenceSource"#,
                #"let _: ConfirmationConditions = .lowConfidenceSource; let _: ConfirmationConditions = [.lowConfidenceSource]"#
            ),
            (#"ConfirmationActionName.get"#, #"let _: ConfirmationActionName = .get"#),
            (#"ConfirmationActionName.startNavigation"#, #"let _: ConfirmationActionName = .startNavigation"#),
            (#"OpenURLIntent.$url"#, #"let _: IntentParameter<URL> = OpenURLIntent().$url"#),
            (
                #"FileEntity"#,
                #"let _: any FileEntity.Type = GFile.self; let _: FileEntityIdentifier = GFile(id: .draft(identifier: "d")).id"#
            ),
            (
                #"FileEntityIdentifier"#,
                #"func needs<T: EntityIdentifierConvertible & Hashable & Sendable>(_: T.Type) {}; needs(FileEntityIdentifier.self)"#
            ),
            (
                #"FileEntityIdentifier.file(url:)"#,
                #"let _: FileEntityIdentifier = try .file(url: URL(fileURLWithPath: "/tmp/a.txt"))"#
            ),
            (#"FileEntityIdentifier.draft(identifier:)"#, #"let _: FileEntityIdentifier = .draft(identifier: "d")"#),
            (#"FileEntityIdentifier.fileURL"#, #"let _: URL? = FileEntityIdentifier.draft(identifier: "d").fileURL"#),
            (
                #"FileEntityIdentifier.draftIdentifier"#,
                #"let _: String? = FileEntityIdentifier.draft(identifier: "d").draftIdentifier"#
            ),
            (#"FileEntityIdentifier.isDraft"#, #"let _: Bool = FileEntityIdentifier.draft(identifier: "d").isDraft"#),
            (
                #"FileEntityIdentifier.entityIdentifierString"#,
                #"let _: String = FileEntityIdentifier.draft(identifier: "d").entityIdentifierString"#
            ),
            (
                #"FileEntityIdentifier.entityIdentifier(for:)"#,
                #"let _: FileEntityIdentifier? = FileEntityIdentifier.entityIdentifier(for: "draft:d")"#
            ),
            (#"SiriTipViewStyle"#, #"let _: SiriTipViewStyle.Type = SiriTipViewStyle.self"#),
            (#"SiriTipViewStyle.automatic"#, #"let _: SiriTipViewStyle = .automatic"#),
            (#"SiriTipViewStyle.dark"#, #"let _: SiriTipViewStyle = .dark"#),
            (#"SiriTipViewStyle.light"#, #"let _: SiriTipViewStyle = .light"#),
            (
                #"IntentItem.description"#,
                #"var item = IntentItem(1, title: "One"); let _: DisplayRepresentation = item.description; item.description = "Uno""#
            ),
            (
                #"IntentWidgetFamily.UnwrappedType"#,
                #"let _: IntentWidgetFamily.UnwrappedType.Type = IntentWidgetFamily.self"#
            ),
            (
                #"IntentParameter.controlStyle (Double)"#,
                #"let p = IntentParameter<Double>(title: "t", controlStyle: .slider, inclusiveRange: (0, 1)); let _: IntentParameter<Double>.DoubleControlStyle? = p.controlStyle"#
            ),
            (
                #"IntentResult.result(opensIntent:) (iOS 16)"#,
                #"let r: some IntentResult & OpensIntent = IntentResultContainer<Never>.result(opensIntent: PIntent()); _ = r"#
            ),
            (
                #"IntentResult.result(value:opensIntent:dialog:) (iOS 16)"#,
                #"let r: some IntentResult & ReturnsValue<Int> = IntentResultContainer<Int>.result(value: 1, opensIntent: PIntent(), dialog: "d"); _ = r"#
            ),
            (
                #"DeprecatedAppIntent"#,
                #"let _: any DeprecatedAppIntent.Type = GOld.self; let _: any AppIntent = GGone()"#
            ),
            (
                #"DeprecatedAppIntent.ReplacementIntent"#,
                #"let _: PIntent.Type = GOld.ReplacementIntent.self; let _: Never.Type = GGone.ReplacementIntent.self"#
            ),
            (
                #"DeprecatedAppIntent.deprecation"#,
                #"let _: IntentDeprecation<PIntent> = GOld.deprecation; let _: IntentDeprecation<Never> = GGone.deprecation"#
            ),
            (#"IntentDeprecation"#, #"let _: IntentDeprecation<PIntent>.Type = IntentDeprecation<PIntent>.self"#),
            (
                #"IntentDeprecation.init(message:)"#,
                #"let _: IntentDeprecation<Never> = IntentDeprecation(message: "m")"#
            ),
            (
                #"IntentDeprecation.init(message:replacedBy:)"#,
                #"let _ = IntentDeprecation(message: "m", replacedBy: PIntent.self); let _ = IntentDeprecation<PIntent>(message: "m", replacedBy: nil)"#
            ),
            (
                #"IntentDeprecation.init(replacedBy:)"#,
                #"let _: IntentDeprecation<PIntent> = .init(replacedBy: PIntent.self)"#
            ),
            (
                #"IntentDeprecation.message"#,
                #"var d = IntentDeprecation(message: "m"); let _: LocalizedStringResource = d.message; d.message = "n""#
            ),
            (
                #"IntentDeprecation.replacedBy"#,
                #"let _: PIntent.Type? = IntentDeprecation(replacedBy: PIntent.self).replacedBy"#
            ),
            (
                #"IntentPrediction.init(parameters:displayRepresentation:) (two parameters)"#,
                #"_ = IntentPredictionDeclaration<PParamIntent, (Int, Int?)>(parameters: (\.$n, \.$o)) { n, o in DisplayRepresentation(title: "\(n) \(o ?? 0)") }; _ = GTrip.predictionConfiguration"#
            ),
        ]
    }
#endif
