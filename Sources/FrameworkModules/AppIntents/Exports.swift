// `import AppIntents` on a platform without Apple's framework: the App Intents API of IntentRuntime, spelled as
// Apple's, under the framework's module name — and nothing of the engine: each declaration is re-exported by name,
// beside the Apple documentation page that declares it (also listed in Documentation/AppleAPI.md, which a test
// compares with this module's symbols). Foundation's `LocalizedStringResource` (and here `UndoManager` and
// `UTType`), which Linux's Foundation lacks, come from the runtime too. A host or a test that needs the engine
// imports IntentRuntime by name.
// Package.swift builds this module only where Apple's frameworks do not exist.

// Apple's framework re-exports Foundation: intent files use `Date` and `URL` with no other import.
@_exported import Foundation

// /documentation/appintents/appdependency
@_exported import class IntentRuntime.AppDependency
// /documentation/appintents/appdependencyerror
@_exported import struct IntentRuntime.AppDependencyError
// /documentation/appintents/appdependencymanager
@_exported import class IntentRuntime.AppDependencyManager
// /documentation/appintents/appentity
@_exported import protocol IntentRuntime.AppEntity
// /documentation/appintents/appenum
@_exported import protocol IntentRuntime.AppEnum
// /documentation/appintents/appintent
@_exported import protocol IntentRuntime.AppIntent
// /documentation/appintents/appintenterror
@_exported import struct IntentRuntime.AppIntentError
// /documentation/appintents/appintentsextension
@_exported import protocol IntentRuntime.AppIntentsExtension
// /documentation/appintents/appintentspackage
@_exported import protocol IntentRuntime.AppIntentsPackage
// /documentation/appintents/appshortcut
@_exported import struct IntentRuntime.AppShortcut
// /documentation/appintents/appshortcutoptionscollectionprotocol
@_exported import protocol IntentRuntime.AppShortcutOptionsCollectionProtocol
// /documentation/appintents/appshortcutphrase
@_exported import struct IntentRuntime.AppShortcutPhrase
// /documentation/appintents/appshortcutphrasetoken
@_exported import struct IntentRuntime.AppShortcutPhraseToken
// /documentation/appintents/appshortcutsbuilder
@_exported import enum IntentRuntime.AppShortcutsBuilder
// /documentation/appintents/appshortcutsprovider
@_exported import protocol IntentRuntime.AppShortcutsProvider
// /documentation/appintents/appvalue
@_exported import protocol IntentRuntime.AppValue
// /documentation/appintents/audioplaybackintent
@_exported import protocol IntentRuntime.AudioPlaybackIntent
// /documentation/appintents/audiorecordingintent
@_exported import protocol IntentRuntime.AudioRecordingIntent
// /documentation/appintents/audiostartingintent
@_exported import protocol IntentRuntime.AudioStartingIntent
// /documentation/appintents/casedisplayrepresentable
@_exported import protocol IntentRuntime.CaseDisplayRepresentable
// /documentation/appintents/comparablecomparisonoperator
@_exported import enum IntentRuntime.ComparableComparisonOperator
// /documentation/appintents/confirmationactionname
@_exported import struct IntentRuntime.ConfirmationActionName
// /documentation/appintents/confirmationconditions
@_exported import struct IntentRuntime.ConfirmationConditions
// /documentation/appintents/containscomparator
@_exported import struct IntentRuntime.ContainsComparator
// /documentation/appintents/controlconfigurationintent
@_exported import protocol IntentRuntime.ControlConfigurationIntent
// /documentation/appintents/customintentmigratedappintent
@_exported import protocol IntentRuntime.CustomIntentMigratedAppIntent
// /documentation/appintents/customlocalizedstringresourceconvertible
@_exported import protocol IntentRuntime.CustomLocalizedStringResourceConvertible
// /documentation/appintents/customurlrepresentationparameterconvertible
@_exported import protocol IntentRuntime.CustomURLRepresentationParameterConvertible
// /documentation/appintents/deleteintent
@_exported import protocol IntentRuntime.DeleteIntent
// /documentation/appintents/displayrepresentable
@_exported import protocol IntentRuntime.DisplayRepresentable
// /documentation/appintents/displayrepresentation
@_exported import struct IntentRuntime.DisplayRepresentation
// /documentation/appintents/dynamicoptionsprovider
@_exported import protocol IntentRuntime.DynamicOptionsProvider
// /documentation/appintents/entityidentifierconvertible
@_exported import protocol IntentRuntime.EntityIdentifierConvertible
// /documentation/appintents/entityproperty
@_exported import class IntentRuntime.EntityProperty
// /documentation/appintents/entitypropertyquery
@_exported import protocol IntentRuntime.EntityPropertyQuery
// /documentation/appintents/entityquery
@_exported import protocol IntentRuntime.EntityQuery
// /documentation/appintents/entityquerycomparatorkind
@_exported import protocol IntentRuntime.EntityQueryComparatorKind
// /documentation/appintents/entityquerycomparatormode
@_exported import enum IntentRuntime.EntityQueryComparatorMode
// /documentation/appintents/entityquerycomparatorsbuilder
@_exported import enum IntentRuntime.EntityQueryComparatorsBuilder
// /documentation/appintents/entityquerycomparison
@_exported import enum IntentRuntime.EntityQueryComparison
// /documentation/appintents/entityqueryproperties
@_exported import struct IntentRuntime.EntityQueryProperties
// /documentation/appintents/entityquerypropertiesbuilder
@_exported import enum IntentRuntime.EntityQueryPropertiesBuilder
// /documentation/appintents/entityqueryproperty
@_exported import struct IntentRuntime.EntityQueryProperty
// /documentation/appintents/entityquerysort
@_exported import struct IntentRuntime.EntityQuerySort
// /documentation/appintents/entityquerysortablebyproperty
@_exported import struct IntentRuntime.EntityQuerySortableByProperty
// /documentation/appintents/entityquerysortingoptions
@_exported import struct IntentRuntime.EntityQuerySortingOptions
// /documentation/appintents/entitystringquery
@_exported import protocol IntentRuntime.EntityStringQuery
// /documentation/appintents/entityurlrepresentation
@_exported import struct IntentRuntime.EntityURLRepresentation
// /documentation/appintents/enumurlrepresentation
@_exported import struct IntentRuntime.EnumURLRepresentation
// /documentation/appintents/enumerableentityquery
@_exported import protocol IntentRuntime.EnumerableEntityQuery
// /documentation/appintents/equaltocomparator
@_exported import struct IntentRuntime.EqualToComparator
// /documentation/appintents/equatablecomparisonoperator
@_exported import enum IntentRuntime.EquatableComparisonOperator
// /documentation/appintents/focusfilterappcontext
@_exported import struct IntentRuntime.FocusFilterAppContext
// /documentation/appintents/focusfiltersuggestioncontext
@_exported import struct IntentRuntime.FocusFilterSuggestionContext
// /documentation/appintents/foregroundcontinuableintent
@_exported import protocol IntentRuntime.ForegroundContinuableIntent
// /documentation/appintents/greaterthancomparator
@_exported import struct IntentRuntime.GreaterThanComparator
// /documentation/appintents/greaterthanorequaltocomparator
@_exported import struct IntentRuntime.GreaterThanOrEqualToComparator
// /documentation/appintents/hasprefixcomparator
@_exported import struct IntentRuntime.HasPrefixComparator
// /documentation/appintents/hassuffixcomparator
@_exported import struct IntentRuntime.HasSuffixComparator
// /documentation/appintents/hasvaluecomparisonoperator
@_exported import enum IntentRuntime.HasValueComparisonOperator
// /documentation/appintents/indexedentity
@_exported import protocol IntentRuntime.IndexedEntity
// /documentation/appintents/inferredintentdescription
@_exported import protocol IntentRuntime.InferredIntentDescription
// /documentation/appintents/inputconnectionbehavior
@_exported import enum IntentRuntime.InputConnectionBehavior
// /documentation/appintents/instancedisplayrepresentable
@_exported import protocol IntentRuntime.InstanceDisplayRepresentable
// /documentation/appintents/intentauthenticationpolicy
@_exported import struct IntentRuntime.IntentAuthenticationPolicy
// /documentation/appintents/intentcollectionsize
@_exported import struct IntentRuntime.IntentCollectionSize
// /documentation/appintents/intentcurrencyamount
@_exported import struct IntentRuntime.IntentCurrencyAmount
// /documentation/appintents/intentdescription
@_exported import struct IntentRuntime.IntentDescription
// /documentation/appintents/intentdialog
@_exported import struct IntentRuntime.IntentDialog
// /documentation/appintents/intentfile
@_exported import struct IntentRuntime.IntentFile
// /documentation/appintents/intentfileerror
@_exported import struct IntentRuntime.IntentFileError
// /documentation/appintents/intentitem
@_exported import struct IntentRuntime.IntentItem
// /documentation/appintents/intentitemcollection
@_exported import struct IntentRuntime.IntentItemCollection
// /documentation/appintents/intentitemsection
@_exported import struct IntentRuntime.IntentItemSection
// /documentation/appintents/intentmodes
@_exported import struct IntentRuntime.IntentModes
// /documentation/appintents/intentparameter
@_exported import class IntentRuntime.IntentParameter
// /documentation/appintents/intentparameterdependency
@_exported import class IntentRuntime.IntentParameterDependency
// /documentation/appintents/intentparametersummary
@_exported import struct IntentRuntime.IntentParameterSummary
// /documentation/appintents/intentpredictionconfiguration
@_exported import protocol IntentRuntime.IntentPredictionConfiguration
// /documentation/appintents/intentpredictiondeclaration
@_exported import struct IntentRuntime.IntentPredictionDeclaration
// /documentation/appintents/intentprojection
@_exported import class IntentRuntime.IntentProjection
// /documentation/appintents/intentprompt
@_exported import struct IntentRuntime.IntentPrompt
// /documentation/appintents/intentresult
@_exported import protocol IntentRuntime.IntentResult
// /documentation/appintents/intentresultcontainer
@_exported import struct IntentRuntime.IntentResultContainer
// /documentation/appintents/intentsystemcontext
@_exported import struct IntentRuntime.IntentSystemContext
// /documentation/appintents/intenturlrepresentation
@_exported import struct IntentRuntime.IntentURLRepresentation
// /documentation/appintents/intentwidgetfamily
@_exported import enum IntentRuntime.IntentWidgetFamily
// /documentation/appintents/isbetweencomparator
@_exported import struct IntentRuntime.IsBetweenComparator
// /documentation/appintents/lessthancomparator
@_exported import struct IntentRuntime.LessThanComparator
// /documentation/appintents/lessthanorequaltocomparator
@_exported import struct IntentRuntime.LessThanOrEqualToComparator
// /documentation/appintents/liveactivityintent
@_exported import protocol IntentRuntime.LiveActivityIntent
// /documentation/foundation/localizedstringresource
@_exported import struct IntentRuntime.LocalizedStringResource
// /documentation/appintents/negativeappshortcutphrase
@_exported import struct IntentRuntime.NegativeAppShortcutPhrase
// /documentation/appintents/negativeappshortcutphrases
@_exported import struct IntentRuntime.NegativeAppShortcutPhrases
// /documentation/appintents/notequaltocomparator
@_exported import struct IntentRuntime.NotEqualToComparator
// /documentation/appintents/oneofcomparisonoperator
@_exported import enum IntentRuntime.OneOfComparisonOperator
// /documentation/appintents/openintent
@_exported import protocol IntentRuntime.OpenIntent
// /documentation/appintents/openurlintent
@_exported import struct IntentRuntime.OpenURLIntent
// /documentation/appintents/opensintent
@_exported import protocol IntentRuntime.OpensIntent
// /documentation/appintents/parametercontrolstyle
@_exported import enum IntentRuntime.ParameterControlStyle
// /documentation/appintents/parametersummary
@_exported import protocol IntentRuntime.ParameterSummary
// /documentation/appintents/parametersummarybuilder
@_exported import enum IntentRuntime.ParameterSummaryBuilder
// /documentation/appintents/parametersummarycasebuilder
@_exported import enum IntentRuntime.ParameterSummaryCaseBuilder
// /documentation/appintents/parametersummarycasecondition
@_exported import struct IntentRuntime.ParameterSummaryCaseCondition
// /documentation/appintents/parametersummarydefaultcasecondition
@_exported import struct IntentRuntime.ParameterSummaryDefaultCaseCondition
// /documentation/appintents/parametersummarystring
@_exported import struct IntentRuntime.ParameterSummaryString
// /documentation/appintents/parametersummaryswitchcondition
@_exported import struct IntentRuntime.ParameterSummarySwitchCondition
// /documentation/appintents/parametersummarywhencondition
@_exported import struct IntentRuntime.ParameterSummaryWhenCondition
// /documentation/appintents/persistentlyidentifiable
@_exported import protocol IntentRuntime.PersistentlyIdentifiable
// /documentation/appintents/predictableintent
@_exported import protocol IntentRuntime.PredictableIntent
// /documentation/appintents/progressreportingintent
@_exported import protocol IntentRuntime.ProgressReportingIntent
// /documentation/appintents/providesdialog
@_exported import protocol IntentRuntime.ProvidesDialog
// /documentation/appintents/resultscollection
@_exported import protocol IntentRuntime.ResultsCollection
// /documentation/appintents/returnsvalue
@_exported import protocol IntentRuntime.ReturnsValue
// /documentation/appintents/searchcriteria
@_exported import protocol IntentRuntime.SearchCriteria
// /documentation/appintents/setfocusfilterintent
@_exported import protocol IntentRuntime.SetFocusFilterIntent
// /documentation/appintents/setvalueintent
@_exported import protocol IntentRuntime.SetValueIntent
// /documentation/appintents/shortcuttilecolor
@_exported import enum IntentRuntime.ShortcutTileColor
// /documentation/appintents/showinappsearchresultsintent
@_exported import protocol IntentRuntime.ShowInAppSearchResultsIntent
// /documentation/appintents/showssnippetview
@_exported import protocol IntentRuntime.ShowsSnippetView
// /documentation/appintents/staticdisplayrepresentable
@_exported import protocol IntentRuntime.StaticDisplayRepresentable
// /documentation/appintents/stringsearchcriteria
@_exported import struct IntentRuntime.StringSearchCriteria
// /documentation/appintents/stringsearchscope
@_exported import enum IntentRuntime.StringSearchScope
// /documentation/appintents/supportsappdependencies
@_exported import protocol IntentRuntime.SupportsAppDependencies
// /documentation/appintents/systemintent
@_exported import protocol IntentRuntime.SystemIntent
// /documentation/appintents/targetcontentprovidingintent
@_exported import protocol IntentRuntime.TargetContentProvidingIntent
// /documentation/appintents/transientappentity
@_exported import protocol IntentRuntime.TransientAppEntity
// /documentation/appintents/transientappentityquery
@_exported import struct IntentRuntime.TransientAppEntityQuery
// /documentation/appintents/typedisplayrepresentable
@_exported import protocol IntentRuntime.TypeDisplayRepresentable
// /documentation/appintents/typedisplayrepresentation
@_exported import struct IntentRuntime.TypeDisplayRepresentation
// /documentation/appintents/urlrepresentableentity
@_exported import protocol IntentRuntime.URLRepresentableEntity
// /documentation/appintents/urlrepresentableenum
@_exported import protocol IntentRuntime.URLRepresentableEnum
// /documentation/appintents/urlrepresentableintent
@_exported import protocol IntentRuntime.URLRepresentableIntent
// /documentation/uniformtypeidentifiers/uttype
@_exported import struct IntentRuntime.UTType
// /documentation/foundation/undomanager
@_exported import class IntentRuntime.UndoManager
// /documentation/appintents/undoableintent
@_exported import protocol IntentRuntime.UndoableIntent
// /documentation/appintents/uniqueappentity
@_exported import protocol IntentRuntime.UniqueAppEntity
// /documentation/appintents/uniqueappentityprovider
@_exported import struct IntentRuntime.UniqueAppEntityProvider
// /documentation/appintents/uniqueappentityquery
@_exported import protocol IntentRuntime.UniqueAppEntityQuery
// /documentation/appintents/widgetconfigurationintent
@_exported import protocol IntentRuntime.WidgetConfigurationIntent
