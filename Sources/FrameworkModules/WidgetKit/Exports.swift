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
// /documentation/widgetkit/controlvalueprovider
@_exported import protocol AppleAPI.ControlValueProvider
// /documentation/widgetkit/dynamicislandexpandedregionposition
@_exported import struct AppleAPI.DynamicIslandExpandedRegionPosition
// /documentation/widgetkit/emptywidgetconfiguration
@_exported import struct AppleAPI.EmptyWidgetConfiguration
// /documentation/foundation/localizedstringresource
@_exported import struct AppleAPI.LocalizedStringResource
// /documentation/widgetkit/staticconfiguration
@_exported import struct AppleAPI.StaticConfiguration
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
