// `import AppIntents` on a platform without Apple's framework: the App Intents API of AppleAPI, spelled as
// Apple's, under the framework's module name — and nothing of the engine: each declaration is re-exported by name,
// beside the Apple documentation page that declares it (also listed in Documentation/AppleAPI.md, which a test
// compares with this module's symbols). Foundation's `LocalizedStringResource` (and here `UndoManager` and
// `UTType`), which Linux's Foundation lacks, come from the runtime too. A host or a test that needs the engine
// imports IntentRuntime by name.
// Package.swift builds this module only where Apple's frameworks do not exist.

// Apple's framework re-exports Foundation: intent files use `Date` and `URL` with no other import.
@_exported import Foundation

// /documentation/appintents/anyentityquerycomparator
@_exported import typealias AppleAPI.AnyEntityQueryComparator
// /documentation/appintents/anyintentvalue
@_exported import protocol AppleAPI.AnyIntentValue
// /documentation/appintents/appdependency
@_exported import class AppleAPI.AppDependency
// /documentation/appintents/appdependencyerror
@_exported import struct AppleAPI.AppDependencyError
// /documentation/appintents/appdependencymanager
@_exported import class AppleAPI.AppDependencyManager
// /documentation/appintents/appentity
@_exported import protocol AppleAPI.AppEntity
// /documentation/appintents/appentityannotatable
@_exported import protocol AppleAPI.AppEntityAnnotatable
// /documentation/appintents/appentitycontext
@_exported import struct AppleAPI.AppEntityContext
// /documentation/appintents/appentityidentifier
@_exported import struct AppleAPI.AppEntityIdentifier
// /documentation/appintents/appentityuielement
@_exported import struct AppleAPI.AppEntityUIElement
// /documentation/appintents/appentityuielementscontext
@_exported import struct AppleAPI.AppEntityUIElementsContext
// /documentation/appintents/appenum
@_exported import protocol AppleAPI.AppEnum
// /documentation/appintents/appintent
@_exported import protocol AppleAPI.AppIntent
// /documentation/appintents/appintenterror
@_exported import struct AppleAPI.AppIntentError
// /documentation/appintents/appintentsextension
@_exported import protocol AppleAPI.AppIntentsExtension
// /documentation/appintents/appintentspackage
@_exported import protocol AppleAPI.AppIntentsPackage
// /documentation/appintents/appschema
@_exported import struct AppleAPI.AppSchema
// /documentation/appintents/appschemaentity
@_exported import protocol AppleAPI.AppSchemaEntity
// /documentation/appintents/appschemaenum
@_exported import protocol AppleAPI.AppSchemaEnum
// /documentation/appintents/appschemaintent
@_exported import protocol AppleAPI.AppSchemaIntent
// /documentation/appintents/appshortcut
@_exported import struct AppleAPI.AppShortcut
// /documentation/appintents/appshortcutoptionscollection
@_exported import struct AppleAPI.AppShortcutOptionsCollection
// /documentation/appintents/appshortcutoptionscollectionprotocol
@_exported import protocol AppleAPI.AppShortcutOptionsCollectionProtocol
// /documentation/appintents/appshortcutoptionscollectionspecification
@_exported import protocol AppleAPI.AppShortcutOptionsCollectionSpecification
// /documentation/appintents/appshortcutoptionscollectionspecificationbuilder
@_exported import enum AppleAPI.AppShortcutOptionsCollectionSpecificationBuilder
// /documentation/appintents/appshortcutparameterpresentation
@_exported import struct AppleAPI.AppShortcutParameterPresentation
// /documentation/appintents/appshortcutparameterpresentationsummary
@_exported import struct AppleAPI.AppShortcutParameterPresentationSummary
// /documentation/appintents/appshortcutparameterpresentationsummarystring
@_exported import struct AppleAPI.AppShortcutParameterPresentationSummaryString
// /documentation/appintents/appshortcutphrase
@_exported import struct AppleAPI.AppShortcutPhrase
// /documentation/appintents/appshortcutphrasetoken
@_exported import struct AppleAPI.AppShortcutPhraseToken
// /documentation/appintents/appshortcutsbuilder
@_exported import enum AppleAPI.AppShortcutsBuilder
// /documentation/appintents/appshortcutscontent
@_exported import protocol AppleAPI.AppShortcutsContent
// /documentation/appintents/appshortcutsprovider
@_exported import protocol AppleAPI.AppShortcutsProvider
// /documentation/appintents/appunionvalue
@_exported import protocol AppleAPI.AppUnionValue
// /documentation/appintents/appunionvaluecasesproviding
@_exported import protocol AppleAPI.AppUnionValueCasesProviding
// /documentation/appintents/appvalue
@_exported import protocol AppleAPI.AppValue
// /documentation/appintents/assistantentity
@_exported import protocol AppleAPI.AssistantEntity
// /documentation/appintents/assistantenum
@_exported import protocol AppleAPI.AssistantEnum
// /documentation/appintents/assistantintent
@_exported import protocol AppleAPI.AssistantIntent
// /documentation/appintents/assistantschema
@_exported import struct AppleAPI.AssistantSchema
// /documentation/appintents/assistantschemaentity
@_exported import protocol AppleAPI.AssistantSchemaEntity
// /documentation/appintents/assistantschemaenum
@_exported import protocol AppleAPI.AssistantSchemaEnum
// /documentation/appintents/assistantschemaintent
@_exported import protocol AppleAPI.AssistantSchemaIntent
// /documentation/appintents/assistantschemas
@_exported import enum AppleAPI.AssistantSchemas
// /documentation/appintents/attributedentityidentifier
@_exported import struct AppleAPI.AttributedEntityIdentifier
// /documentation/appintents/attributedstringfromstringresolver
@_exported import struct AppleAPI.AttributedStringFromStringResolver
// /documentation/appintents/attributedtypeidentifier
@_exported import struct AppleAPI.AttributedTypeIdentifier
// /documentation/appintents/audiocontext
@_exported import struct AppleAPI.AudioContext
// /documentation/appintents/audioplaybackintent
@_exported import protocol AppleAPI.AudioPlaybackIntent
// /documentation/appintents/audiorecordingintent
@_exported import protocol AppleAPI.AudioRecordingIntent
// /documentation/appintents/audiostartingintent
@_exported import protocol AppleAPI.AudioStartingIntent
// /documentation/appintents/boolfromstringresolver
@_exported import struct AppleAPI.BoolFromStringResolver
// /documentation/appintents/cameracaptureintent
@_exported import protocol AppleAPI.CameraCaptureIntent
// /documentation/appintents/cancellableintent
@_exported import protocol AppleAPI.CancellableIntent
// /documentation/appintents/casedisplayrepresentable
@_exported import protocol AppleAPI.CaseDisplayRepresentable
// /documentation/appintents/comparablecomparisonoperator
@_exported import enum AppleAPI.ComparableComparisonOperator
// /documentation/appintents/confirmationactionname
@_exported import struct AppleAPI.ConfirmationActionName
// /documentation/appintents/confirmationconditions
@_exported import struct AppleAPI.ConfirmationConditions
// /documentation/appintents/containscomparator
@_exported import struct AppleAPI.ContainsComparator
// /documentation/appintents/controlconfigurationintent
@_exported import protocol AppleAPI.ControlConfigurationIntent
// /documentation/appintents/customappintenterrorconvertible
@_exported import protocol AppleAPI.CustomAppIntentErrorConvertible
// /documentation/appintents/customintentmigratedappintent
@_exported import protocol AppleAPI.CustomIntentMigratedAppIntent
// /documentation/appintents/customlocalizedstringresourceconvertible
@_exported import protocol AppleAPI.CustomLocalizedStringResourceConvertible
// /documentation/appintents/customurlrepresentationparameterconvertible
@_exported import protocol AppleAPI.CustomURLRepresentationParameterConvertible
// /documentation/appintents/deleteintent
@_exported import protocol AppleAPI.DeleteIntent
// /documentation/appintents/deprecatedappintent
@_exported import protocol AppleAPI.DeprecatedAppIntent
// /documentation/appintents/displayrepresentable
@_exported import protocol AppleAPI.DisplayRepresentable
// /documentation/appintents/displayrepresentation
@_exported import struct AppleAPI.DisplayRepresentation
// /documentation/appintents/doublefromintresolver
@_exported import struct AppleAPI.DoubleFromIntResolver
// /documentation/appintents/doublefromstringresolver
@_exported import struct AppleAPI.DoubleFromStringResolver
// /documentation/appintents/doubleresolver
@_exported import struct AppleAPI.DoubleResolver
// /documentation/appintents/dynamicoptionsprovider
@_exported import protocol AppleAPI.DynamicOptionsProvider
// /documentation/appintents/emptyresolverspecification
@_exported import struct AppleAPI.EmptyResolverSpecification
// /documentation/appintents/emptysnippetintent
@_exported import struct AppleAPI.EmptySnippetIntent
// /documentation/appintents/entitycollection
@_exported import struct AppleAPI.EntityCollection
// /documentation/appintents/entitycollectionsearchcriteria
@_exported import struct AppleAPI.EntityCollectionSearchCriteria
// /documentation/appintents/entityidentifier
@_exported import struct AppleAPI.EntityIdentifier
// /documentation/appintents/entityidentifierconvertible
@_exported import protocol AppleAPI.EntityIdentifierConvertible
// /documentation/appintents/entityownership
@_exported import struct AppleAPI.EntityOwnership
// /documentation/appintents/entityproperty
@_exported import class AppleAPI.EntityProperty
// /documentation/appintents/entitypropertymodifiers
@_exported import struct AppleAPI.EntityPropertyModifiers
// /documentation/appintents/entitypropertyquery
@_exported import protocol AppleAPI.EntityPropertyQuery
// /documentation/appintents/entityquery
@_exported import protocol AppleAPI.EntityQuery
// /documentation/appintents/entityquerycomparator
@_exported import class AppleAPI.EntityQueryComparator
// /documentation/appintents/entityquerycomparatorkind
@_exported import protocol AppleAPI.EntityQueryComparatorKind
// /documentation/appintents/entityquerycomparatormode
@_exported import enum AppleAPI.EntityQueryComparatorMode
// /documentation/appintents/entityquerycomparatorsbuilder
@_exported import enum AppleAPI.EntityQueryComparatorsBuilder
// /documentation/appintents/entityquerycomparison
@_exported import enum AppleAPI.EntityQueryComparison
// /documentation/appintents/entityqueryproperties
@_exported import struct AppleAPI.EntityQueryProperties
// /documentation/appintents/entityquerypropertiesbuilder
@_exported import enum AppleAPI.EntityQueryPropertiesBuilder
// /documentation/appintents/entityqueryproperty
@_exported import struct AppleAPI.EntityQueryProperty
// /documentation/appintents/entityquerysort
@_exported import struct AppleAPI.EntityQuerySort
// /documentation/appintents/entityquerysortablebyproperty
@_exported import struct AppleAPI.EntityQuerySortableByProperty
// /documentation/appintents/entityquerysortingoptions
@_exported import struct AppleAPI.EntityQuerySortingOptions
// /documentation/appintents/entitystringquery
@_exported import protocol AppleAPI.EntityStringQuery
// /documentation/appintents/entityurlrepresentation
@_exported import struct AppleAPI.EntityURLRepresentation
// /documentation/appintents/enumurlrepresentation
@_exported import struct AppleAPI.EnumURLRepresentation
// /documentation/appintents/enumerableentityquery
@_exported import protocol AppleAPI.EnumerableEntityQuery
// /documentation/appintents/equaltocomparator
@_exported import struct AppleAPI.EqualToComparator
// /documentation/appintents/equatablecomparisonoperator
@_exported import enum AppleAPI.EquatableComparisonOperator
// /documentation/appintents/fileentity
@_exported import protocol AppleAPI.FileEntity
// /documentation/appintents/fileentityidentifier
@_exported import struct AppleAPI.FileEntityIdentifier
// /documentation/appintents/focusfilterappcontext
@_exported import struct AppleAPI.FocusFilterAppContext
// /documentation/appintents/focusfiltersuggestioncontext
@_exported import struct AppleAPI.FocusFilterSuggestionContext
// /documentation/appintents/foregroundcontinuableintent
@_exported import protocol AppleAPI.ForegroundContinuableIntent
// /documentation/appintents/greaterthancomparator
@_exported import struct AppleAPI.GreaterThanComparator
// /documentation/appintents/greaterthanorequaltocomparator
@_exported import struct AppleAPI.GreaterThanOrEqualToComparator
// /documentation/appintents/hasprefixcomparator
@_exported import struct AppleAPI.HasPrefixComparator
// /documentation/appintents/hassuffixcomparator
@_exported import struct AppleAPI.HasSuffixComparator
// /documentation/appintents/hasvaluecomparisonoperator
@_exported import enum AppleAPI.HasValueComparisonOperator
// /documentation/appintents/indexedentity
@_exported import protocol AppleAPI.IndexedEntity
// /documentation/appintents/indexedentityquery
@_exported import protocol AppleAPI.IndexedEntityQuery
// /documentation/appintents/inferredintentdescription
@_exported import protocol AppleAPI.InferredIntentDescription
// /documentation/appintents/inputconnectionbehavior
@_exported import enum AppleAPI.InputConnectionBehavior
// /documentation/appintents/instancedisplayrepresentable
@_exported import protocol AppleAPI.InstanceDisplayRepresentable
// /documentation/appintents/intfromdoubleresolver
@_exported import struct AppleAPI.IntFromDoubleResolver
// /documentation/appintents/intfromstringresolver
@_exported import struct AppleAPI.IntFromStringResolver
// /documentation/appintents/intresolver
@_exported import struct AppleAPI.IntResolver
// /documentation/appintents/intentauthenticationpolicy
@_exported import struct AppleAPI.IntentAuthenticationPolicy
// /documentation/appintents/intentcancellationreason
@_exported import struct AppleAPI.IntentCancellationReason
// /documentation/appintents/intentchoiceoption
@_exported import struct AppleAPI.IntentChoiceOption
// /documentation/appintents/intentcollectionsize
@_exported import struct AppleAPI.IntentCollectionSize
// /documentation/appintents/intentcurrencyamount
@_exported import struct AppleAPI.IntentCurrencyAmount
// /documentation/appintents/intentdeprecation
@_exported import struct AppleAPI.IntentDeprecation
// /documentation/appintents/intentdescription
@_exported import struct AppleAPI.IntentDescription
// /documentation/appintents/intentdialog
@_exported import struct AppleAPI.IntentDialog
// /documentation/appintents/intentdonationidentifier
@_exported import struct AppleAPI.IntentDonationIdentifier
// /documentation/appintents/intentdonationmanager
@_exported import struct AppleAPI.IntentDonationManager
// /documentation/appintents/intentdonationmatchingpredicate
@_exported import struct AppleAPI.IntentDonationMatchingPredicate
// /documentation/appintents/intentexecutiontargets
@_exported import struct AppleAPI.IntentExecutionTargets
// /documentation/appintents/intentfile
@_exported import struct AppleAPI.IntentFile
// /documentation/appintents/intentfileerror
@_exported import struct AppleAPI.IntentFileError
// /documentation/appintents/intentitem
@_exported import struct AppleAPI.IntentItem
// /documentation/appintents/intentitemcollection
@_exported import struct AppleAPI.IntentItemCollection
// /documentation/appintents/intentitemsection
@_exported import struct AppleAPI.IntentItemSection
// /documentation/appintents/intentmodes
@_exported import struct AppleAPI.IntentModes
// /documentation/appintents/intentparameter
@_exported import class AppleAPI.IntentParameter
// /documentation/appintents/intentparametercontext
@_exported import struct AppleAPI.IntentParameterContext
// /documentation/appintents/intentparameterdependency
@_exported import class AppleAPI.IntentParameterDependency
// /documentation/appintents/intentparametersummary
@_exported import struct AppleAPI.IntentParameterSummary
// /documentation/appintents/intentpaymentmethod
@_exported import struct AppleAPI.IntentPaymentMethod
// /documentation/appintents/intentperson
@_exported import struct AppleAPI.IntentPerson
// /documentation/appintents/intentpredictionconfiguration
@_exported import protocol AppleAPI.IntentPredictionConfiguration
// /documentation/appintents/intentpredictiondeclaration
@_exported import struct AppleAPI.IntentPredictionDeclaration
// /documentation/appintents/intentprojection
@_exported import class AppleAPI.IntentProjection
// /documentation/appintents/intentresult
@_exported import protocol AppleAPI.IntentResult
// /documentation/appintents/intentresultcontainer
@_exported import struct AppleAPI.IntentResultContainer
// /documentation/appintents/intentsystemcontext
@_exported import struct AppleAPI.IntentSystemContext
// /documentation/appintents/intenturlrepresentation
@_exported import struct AppleAPI.IntentURLRepresentation
// /documentation/appintents/intentvaluequery
@_exported import protocol AppleAPI.IntentValueQuery
// /documentation/appintents/intentvisibility
@_exported import struct AppleAPI.IntentVisibility
// /documentation/appintents/intentwidgetfamily
@_exported import enum AppleAPI.IntentWidgetFamily
// /documentation/appintents/isbetweencomparator
@_exported import struct AppleAPI.IsBetweenComparator
// /documentation/appintents/lessthancomparator
@_exported import struct AppleAPI.LessThanComparator
// /documentation/appintents/lessthanorequaltocomparator
@_exported import struct AppleAPI.LessThanOrEqualToComparator
// /documentation/appintents/liveactivityintent
@_exported import protocol AppleAPI.LiveActivityIntent
// /documentation/appintents/liveactivitystartingintent
@_exported import protocol AppleAPI.LiveActivityStartingIntent
// /documentation/foundation/localizedstringresource
@_exported import struct AppleAPI.LocalizedStringResource
// /documentation/appintents/longrunningintent
@_exported import protocol AppleAPI.LongRunningIntent
// /documentation/appintents/longrunningtaskoptions
@_exported import struct AppleAPI.LongRunningTaskOptions
// /documentation/appintents/negativeappshortcutphrase
@_exported import struct AppleAPI.NegativeAppShortcutPhrase
// /documentation/appintents/negativeappshortcutphrases
@_exported import struct AppleAPI.NegativeAppShortcutPhrases
// /documentation/appintents/notequaltocomparator
@_exported import struct AppleAPI.NotEqualToComparator
// /documentation/appintents/oneofcomparisonoperator
@_exported import enum AppleAPI.OneOfComparisonOperator
// /documentation/appintents/openintent
@_exported import protocol AppleAPI.OpenIntent
// /documentation/appintents/openurlintent
@_exported import struct AppleAPI.OpenURLIntent
// /documentation/appintents/opensintent
@_exported import protocol AppleAPI.OpensIntent
// /documentation/appintents/ownershipprovidingentity
@_exported import protocol AppleAPI.OwnershipProvidingEntity
// /documentation/appintents/parametercontrolstyle
@_exported import enum AppleAPI.ParameterControlStyle
// /documentation/appintents/parametersummary
@_exported import protocol AppleAPI.ParameterSummary
// /documentation/appintents/parametersummarybuilder
@_exported import enum AppleAPI.ParameterSummaryBuilder
// /documentation/appintents/parametersummarycasebuilder
@_exported import enum AppleAPI.ParameterSummaryCaseBuilder
// /documentation/appintents/parametersummarycasecondition
@_exported import struct AppleAPI.ParameterSummaryCaseCondition
// /documentation/appintents/parametersummarydefaultcasecondition
@_exported import struct AppleAPI.ParameterSummaryDefaultCaseCondition
// /documentation/appintents/parametersummarystring
@_exported import struct AppleAPI.ParameterSummaryString
// /documentation/appintents/parametersummaryswitchcondition
@_exported import struct AppleAPI.ParameterSummarySwitchCondition
// /documentation/appintents/parametersummarywhencondition
@_exported import struct AppleAPI.ParameterSummaryWhenCondition
// /documentation/appintents/pauseworkoutintent
@_exported import protocol AppleAPI.PauseWorkoutIntent
// /documentation/appintents/persistentlyidentifiable
@_exported import protocol AppleAPI.PersistentlyIdentifiable
// /documentation/appintents/playvideointent
@_exported import protocol AppleAPI.PlayVideoIntent
// /documentation/appintents/predictableintent
@_exported import protocol AppleAPI.PredictableIntent
// /documentation/appintents/progressreportingintent
@_exported import protocol AppleAPI.ProgressReportingIntent
// /documentation/appintents/providesdialog
@_exported import protocol AppleAPI.ProvidesDialog
// /documentation/appintents/pushtotalktransmissionintent
@_exported import protocol AppleAPI.PushToTalkTransmissionIntent
// /documentation/appintents/rangecheckingresolver
@_exported import protocol AppleAPI.RangeCheckingResolver
// /documentation/appintents/rangecomparableproperty
@_exported import protocol AppleAPI.RangeComparableProperty
// /documentation/appintents/relevantentities
@_exported import struct AppleAPI.RelevantEntities
// /documentation/appintents/relevantintent
@_exported import struct AppleAPI.RelevantIntent
// /documentation/appintents/relevantintentmanager
@_exported import class AppleAPI.RelevantIntentManager
// /documentation/appintents/resolver
@_exported import protocol AppleAPI.Resolver
// /documentation/appintents/resolverspecification
@_exported import protocol AppleAPI.ResolverSpecification
// /documentation/appintents/resolverspecificationbuilder
@_exported import enum AppleAPI.ResolverSpecificationBuilder
// /documentation/appintents/resultscollection
@_exported import protocol AppleAPI.ResultsCollection
// /documentation/appintents/resumeworkoutintent
@_exported import protocol AppleAPI.ResumeWorkoutIntent
// /documentation/appintents/returnsvalue
@_exported import protocol AppleAPI.ReturnsValue
// /documentation/appintents/runsystemshortcutintent
@_exported import struct AppleAPI.RunSystemShortcutIntent
// /documentation/appintents/searchcriteria
@_exported import protocol AppleAPI.SearchCriteria
// /documentation/appintents/setfocusfilterintent
@_exported import protocol AppleAPI.SetFocusFilterIntent
// /documentation/appintents/setfocusfilterintenterror
@_exported import enum AppleAPI.SetFocusFilterIntentError
// /documentation/appintents/setvalueintent
@_exported import protocol AppleAPI.SetValueIntent
// /documentation/appintents/shortcuttilecolor
@_exported import enum AppleAPI.ShortcutTileColor
// /documentation/appintents/shortcutslinkstyle
@_exported import struct AppleAPI.ShortcutsLinkStyle
// /documentation/appintents/showinappsearchresultsintent
@_exported import protocol AppleAPI.ShowInAppSearchResultsIntent
// /documentation/appintents/showssnippetintent
@_exported import protocol AppleAPI.ShowsSnippetIntent
// /documentation/appintents/showssnippetview
@_exported import protocol AppleAPI.ShowsSnippetView
// /documentation/appintents/siritipviewstyle
@_exported import struct AppleAPI.SiriTipViewStyle
// /documentation/appintents/snippetintent
@_exported import protocol AppleAPI.SnippetIntent
// /documentation/appintents/startdiveintent
@_exported import protocol AppleAPI.StartDiveIntent
// /documentation/appintents/startworkoutintent
@_exported import protocol AppleAPI.StartWorkoutIntent
// /documentation/appintents/staticdisplayrepresentable
@_exported import protocol AppleAPI.StaticDisplayRepresentable
// /documentation/appintents/stringcomparisonoperator
@_exported import enum AppleAPI.StringComparisonOperator
// /documentation/appintents/stringfromdoubleresolver
@_exported import struct AppleAPI.StringFromDoubleResolver
// /documentation/appintents/stringfromintresolver
@_exported import struct AppleAPI.StringFromIntResolver
// /documentation/appintents/stringsearchcriteria
@_exported import struct AppleAPI.StringSearchCriteria
// /documentation/appintents/stringsearchcriteriafromstringresolverspecificification
@_exported import struct AppleAPI.StringSearchCriteriaFromStringResolverSpecificification
// /documentation/appintents/stringsearchscope
@_exported import enum AppleAPI.StringSearchScope
// /documentation/appintents/supportsappdependencies
@_exported import protocol AppleAPI.SupportsAppDependencies
// /documentation/appintents/syncableentity
@_exported import protocol AppleAPI.SyncableEntity
// /documentation/appintents/syncableentityidentifier
@_exported import struct AppleAPI.SyncableEntityIdentifier
// /documentation/appintents/systemintent
@_exported import protocol AppleAPI.SystemIntent
// /documentation/appintents/systemshortcut
@_exported import struct AppleAPI.SystemShortcut
// /documentation/appintents/targetcontentprovidingintent
@_exported import protocol AppleAPI.TargetContentProvidingIntent
// /documentation/appintents/transientappentity
@_exported import protocol AppleAPI.TransientAppEntity
// /documentation/appintents/typedisplayrepresentable
@_exported import protocol AppleAPI.TypeDisplayRepresentable
// /documentation/appintents/typedisplayrepresentation
@_exported import struct AppleAPI.TypeDisplayRepresentation
// /documentation/appintents/uisceneappintent
@_exported import protocol AppleAPI.UISceneAppIntent
// /documentation/appintents/urlfromstringresolver
@_exported import struct AppleAPI.URLFromStringResolver
// /documentation/appintents/urlrepresentableentity
@_exported import protocol AppleAPI.URLRepresentableEntity
// /documentation/appintents/urlrepresentableenum
@_exported import protocol AppleAPI.URLRepresentableEnum
// /documentation/appintents/urlrepresentableintent
@_exported import protocol AppleAPI.URLRepresentableIntent
// /documentation/uniformtypeidentifiers/uttype
@_exported import struct AppleAPI.UTType
// /documentation/foundation/undomanager
@_exported import class AppleAPI.UndoManager
// /documentation/appintents/undoableintent
@_exported import protocol AppleAPI.UndoableIntent
// /documentation/appintents/uniqueappentity
@_exported import protocol AppleAPI.UniqueAppEntity
// /documentation/appintents/uniqueappentityprovider
@_exported import struct AppleAPI.UniqueAppEntityProvider
// /documentation/appintents/uniqueappentityquery
@_exported import protocol AppleAPI.UniqueAppEntityQuery
// /documentation/appintents/videocategory
@_exported import enum AppleAPI.VideoCategory
// /documentation/appintents/widgetconfigurationintent
@_exported import protocol AppleAPI.WidgetConfigurationIntent
// the type of TransientAppEntity.defaultQuery, underscored as Apple names it: /documentation/appintents/appentity/defaultquery-8vl7p
@_exported import struct AppleAPI._TransientAppEntityQuery
