// `import WidgetKit` on a platform without Apple's framework: the WidgetKit API of AppleAPI (widgets,
// timelines, `WidgetCenter`), under the framework's module name — and nothing of the engine: each declaration is
// re-exported by name, beside the Apple documentation page that declares it (also listed in
// Documentation/AppleAPI.md, which a test compares with this module's symbols). Package.swift builds this module
// only where Apple's frameworks do not exist.

// Apple's framework re-exports Foundation: widget files use `Date` and `URL` with no other import.
@_exported import Foundation

// /documentation/widgetkit/activityfamily
@_exported import enum AppleAPI.ActivityFamily
// /documentation/widgetkit/appintentconfiguration
@_exported import struct AppleAPI.AppIntentConfiguration
// /documentation/widgetkit/appintentcontrolconfiguration
@_exported import struct AppleAPI.AppIntentControlConfiguration
// /documentation/widgetkit/appintentcontrolvalueprovider
@_exported import protocol AppleAPI.AppIntentControlValueProvider
// /documentation/widgetkit/appintentrecommendation
@_exported import struct AppleAPI.AppIntentRecommendation
// /documentation/widgetkit/appintenttimelineprovider
@_exported import protocol AppleAPI.AppIntentTimelineProvider
// /documentation/widgetkit/controlcenter
@_exported import class AppleAPI.ControlCenter
// /documentation/widgetkit/controlinfo
@_exported import struct AppleAPI.ControlInfo
// /documentation/widgetkit/controlpushhandler
@_exported import protocol AppleAPI.ControlPushHandler
// /documentation/widgetkit/controlpushinfo
@_exported import struct AppleAPI.ControlPushInfo
// /documentation/widgetkit/controlvalueprovider
@_exported import protocol AppleAPI.ControlValueProvider
// /documentation/swiftui/controlwidget
@_exported import protocol AppleAPI.ControlWidget
// /documentation/swiftui/controlwidgetconfiguration
@_exported import protocol AppleAPI.ControlWidgetConfiguration
// /documentation/swiftui/controlwidgetconfigurationbuilder
@_exported import struct AppleAPI.ControlWidgetConfigurationBuilder
// /documentation/swiftui/controlwidgettemplate
@_exported import protocol AppleAPI.ControlWidgetTemplate
// /documentation/swiftui/controlwidgettemplatebuilder
@_exported import struct AppleAPI.ControlWidgetTemplateBuilder
// /documentation/widgetkit/dynamicislandexpandedregionposition
@_exported import struct AppleAPI.DynamicIslandExpandedRegionPosition
// /documentation/swiftui/emptycontrolwidgetconfiguration
@_exported import struct AppleAPI.EmptyControlWidgetConfiguration
// /documentation/swiftui/emptycontrolwidgettemplate
@_exported import struct AppleAPI.EmptyControlWidgetTemplate
// /documentation/widgetkit/emptywidgetconfiguration
@_exported import struct AppleAPI.EmptyWidgetConfiguration
// /documentation/widgetkit/levelofdetail
@_exported import struct AppleAPI.LevelOfDetail
// /documentation/foundation/localizedstringresource
@_exported import struct AppleAPI.LocalizedStringResource
// /documentation/widgetkit/nsuseractivitytypeliveactivity
@_exported import let AppleAPI.NSUserActivityTypeLiveActivity
// /documentation/widgetkit/previewactivitybuilder
@_exported import struct AppleAPI.PreviewActivityBuilder
// /documentation/widgetkit/previewrelevanceentrybuilder
@_exported import struct AppleAPI.PreviewRelevanceEntryBuilder
// /documentation/widgetkit/previewtimelinebuilder
@_exported import struct AppleAPI.PreviewTimelineBuilder
// /documentation/widgetkit/relevanceconfiguration
@_exported import struct AppleAPI.RelevanceConfiguration
// /documentation/widgetkit/relevanceentriesprovider
@_exported import protocol AppleAPI.RelevanceEntriesProvider
// /documentation/widgetkit/relevanceentriesprovidercontext
@_exported import struct AppleAPI.RelevanceEntriesProviderContext
// /documentation/widgetkit/relevanceentry
@_exported import protocol AppleAPI.RelevanceEntry
// /documentation/widgetkit/staticconfiguration
@_exported import struct AppleAPI.StaticConfiguration
// /documentation/widgetkit/staticcontrolconfiguration
@_exported import struct AppleAPI.StaticControlConfiguration
// /documentation/widgetkit/timeline
@_exported import struct AppleAPI.Timeline
// /documentation/widgetkit/timelineentry
@_exported import protocol AppleAPI.TimelineEntry
// /documentation/widgetkit/timelineentryrelevance
@_exported import struct AppleAPI.TimelineEntryRelevance
// /documentation/widgetkit/timelineprovider
@_exported import protocol AppleAPI.TimelineProvider
// /documentation/widgetkit/timelineprovidercontext
@_exported import struct AppleAPI.TimelineProviderContext
// /documentation/widgetkit/timelinereloadpolicy
@_exported import struct AppleAPI.TimelineReloadPolicy
// /documentation/widgetkit/widget
@_exported import protocol AppleAPI.Widget
// /documentation/widgetkit/widgetaccentedrenderingmode
@_exported import struct AppleAPI.WidgetAccentedRenderingMode
// /documentation/widgetkit/widgetbundle
@_exported import protocol AppleAPI.WidgetBundle
// /documentation/widgetkit/widgetbundlebuilder
@_exported import enum AppleAPI.WidgetBundleBuilder
// /documentation/widgetkit/widgetcenter
@_exported import class AppleAPI.WidgetCenter
// /documentation/widgetkit/widgetconfiguration
@_exported import protocol AppleAPI.WidgetConfiguration
// /documentation/widgetkit/widgetfamily
@_exported import enum AppleAPI.WidgetFamily
// /documentation/widgetkit/widgetinfo
@_exported import struct AppleAPI.WidgetInfo
// /documentation/widgetkit/widgetlocation
@_exported import struct AppleAPI.WidgetLocation
// /documentation/widgetkit/widgetmountingstyle
@_exported import struct AppleAPI.WidgetMountingStyle
// /documentation/widgetkit/widgetpushhandler
@_exported import protocol AppleAPI.WidgetPushHandler
// /documentation/widgetkit/widgetpushinfo
@_exported import struct AppleAPI.WidgetPushInfo
// /documentation/widgetkit/widgetrelevance
@_exported import struct AppleAPI.WidgetRelevance
// /documentation/widgetkit/widgetrelevanceattribute
@_exported import struct AppleAPI.WidgetRelevanceAttribute
// /documentation/widgetkit/widgetrelevancegroup
@_exported import struct AppleAPI.WidgetRelevanceGroup
// /documentation/widgetkit/widgetrenderingmode
@_exported import struct AppleAPI.WidgetRenderingMode
// /documentation/widgetkit/widgettexture
@_exported import struct AppleAPI.WidgetTexture
