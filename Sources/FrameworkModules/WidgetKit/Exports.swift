// `import WidgetKit` on a platform without Apple's framework: the WidgetKit API of IntentRuntime (widgets,
// timelines, `WidgetCenter`), under the framework's module name — and nothing of the engine: each declaration is
// re-exported by name, beside the Apple documentation page that declares it (also listed in
// Documentation/AppleAPI.md, which a test compares with this module's symbols). Package.swift builds this module
// only where Apple's frameworks do not exist.

// Apple's framework re-exports Foundation: widget files use `Date` and `URL` with no other import.
@_exported import Foundation

// /documentation/widgetkit/activityfamily
@_exported import enum IntentRuntime.ActivityFamily
// /documentation/widgetkit/appintentconfiguration
@_exported import struct IntentRuntime.AppIntentConfiguration
// /documentation/widgetkit/appintentcontrolconfiguration
@_exported import struct IntentRuntime.AppIntentControlConfiguration
// /documentation/widgetkit/appintentcontrolvalueprovider
@_exported import protocol IntentRuntime.AppIntentControlValueProvider
// /documentation/widgetkit/appintentrecommendation
@_exported import struct IntentRuntime.AppIntentRecommendation
// /documentation/widgetkit/appintenttimelineprovider
@_exported import protocol IntentRuntime.AppIntentTimelineProvider
// /documentation/widgetkit/controlcenter
@_exported import class IntentRuntime.ControlCenter
// /documentation/widgetkit/controlinfo
@_exported import struct IntentRuntime.ControlInfo
// /documentation/widgetkit/controlpushhandler
@_exported import protocol IntentRuntime.ControlPushHandler
// /documentation/widgetkit/controlpushinfo
@_exported import struct IntentRuntime.ControlPushInfo
// /documentation/widgetkit/controlvalueprovider
@_exported import protocol IntentRuntime.ControlValueProvider
// /documentation/swiftui/controlwidget
@_exported import protocol IntentRuntime.ControlWidget
// /documentation/swiftui/controlwidgetconfiguration
@_exported import protocol IntentRuntime.ControlWidgetConfiguration
// /documentation/swiftui/controlwidgetconfigurationbuilder
@_exported import struct IntentRuntime.ControlWidgetConfigurationBuilder
// /documentation/swiftui/controlwidgettemplate
@_exported import protocol IntentRuntime.ControlWidgetTemplate
// /documentation/swiftui/controlwidgettemplatebuilder
@_exported import struct IntentRuntime.ControlWidgetTemplateBuilder
// /documentation/widgetkit/dynamicislandexpandedregionposition
@_exported import struct IntentRuntime.DynamicIslandExpandedRegionPosition
// /documentation/swiftui/emptycontrolwidgetconfiguration
@_exported import struct IntentRuntime.EmptyControlWidgetConfiguration
// /documentation/swiftui/emptycontrolwidgettemplate
@_exported import struct IntentRuntime.EmptyControlWidgetTemplate
// /documentation/widgetkit/emptywidgetconfiguration
@_exported import struct IntentRuntime.EmptyWidgetConfiguration
// /documentation/widgetkit/levelofdetail
@_exported import struct IntentRuntime.LevelOfDetail
// /documentation/foundation/localizedstringresource
@_exported import struct IntentRuntime.LocalizedStringResource
// /documentation/widgetkit/relevanceentriesprovider
@_exported import protocol IntentRuntime.RelevanceEntriesProvider
// /documentation/widgetkit/relevanceentriesprovidercontext
@_exported import struct IntentRuntime.RelevanceEntriesProviderContext
// /documentation/widgetkit/relevanceentry
@_exported import protocol IntentRuntime.RelevanceEntry
// /documentation/widgetkit/staticconfiguration
@_exported import struct IntentRuntime.StaticConfiguration
// /documentation/widgetkit/staticcontrolconfiguration
@_exported import struct IntentRuntime.StaticControlConfiguration
// /documentation/widgetkit/timeline
@_exported import struct IntentRuntime.Timeline
// /documentation/widgetkit/timelineentry
@_exported import protocol IntentRuntime.TimelineEntry
// /documentation/widgetkit/timelineentryrelevance
@_exported import struct IntentRuntime.TimelineEntryRelevance
// /documentation/widgetkit/timelineprovider
@_exported import protocol IntentRuntime.TimelineProvider
// /documentation/widgetkit/timelineprovidercontext
@_exported import struct IntentRuntime.TimelineProviderContext
// /documentation/widgetkit/timelinereloadpolicy
@_exported import struct IntentRuntime.TimelineReloadPolicy
// /documentation/widgetkit/widget
@_exported import protocol IntentRuntime.Widget
// /documentation/widgetkit/widgetaccentedrenderingmode
@_exported import struct IntentRuntime.WidgetAccentedRenderingMode
// /documentation/widgetkit/widgetbundle
@_exported import protocol IntentRuntime.WidgetBundle
// /documentation/widgetkit/widgetbundlebuilder
@_exported import enum IntentRuntime.WidgetBundleBuilder
// /documentation/widgetkit/widgetcenter
@_exported import class IntentRuntime.WidgetCenter
// /documentation/widgetkit/widgetconfiguration
@_exported import protocol IntentRuntime.WidgetConfiguration
// /documentation/widgetkit/widgetfamily
@_exported import enum IntentRuntime.WidgetFamily
// /documentation/widgetkit/widgetinfo
@_exported import struct IntentRuntime.WidgetInfo
// /documentation/widgetkit/widgetlocation
@_exported import struct IntentRuntime.WidgetLocation
// /documentation/widgetkit/widgetmountingstyle
@_exported import struct IntentRuntime.WidgetMountingStyle
// /documentation/widgetkit/widgetpushhandler
@_exported import protocol IntentRuntime.WidgetPushHandler
// /documentation/widgetkit/widgetpushinfo
@_exported import struct IntentRuntime.WidgetPushInfo
// /documentation/widgetkit/widgetrelevance
@_exported import struct IntentRuntime.WidgetRelevance
// /documentation/widgetkit/widgetrelevanceattribute
@_exported import struct IntentRuntime.WidgetRelevanceAttribute
// /documentation/widgetkit/widgetrelevancegroup
@_exported import struct IntentRuntime.WidgetRelevanceGroup
// /documentation/widgetkit/widgetrenderingmode
@_exported import struct IntentRuntime.WidgetRenderingMode
// /documentation/widgetkit/widgettexture
@_exported import struct IntentRuntime.WidgetTexture
