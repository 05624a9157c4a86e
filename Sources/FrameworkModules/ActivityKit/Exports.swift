// `import ActivityKit` on a platform without Apple's framework: the Live Activities API of AppleAPI
// (`Activity`, `ActivityAttributes`, `ActivityContent`…), under the framework's module name — and nothing of the
// engine: each declaration is re-exported by name, beside the Apple documentation page that declares it (also
// listed in Documentation/AppleAPI.md, which a test compares with this module's symbols). Package.swift builds this
// module only where Apple's frameworks do not exist.

// Apple's framework re-exports Foundation: activity files use `Date` and `URL` with no other import.
@_exported import Foundation

// /documentation/activitykit/activity
@_exported import class AppleAPI.Activity
// /documentation/activitykit/activityattributes
@_exported import protocol AppleAPI.ActivityAttributes
// /documentation/activitykit/activityauthorizationerror
@_exported import struct AppleAPI.ActivityAuthorizationError
// /documentation/activitykit/activityauthorizationinfo
@_exported import class AppleAPI.ActivityAuthorizationInfo
// /documentation/activitykit/activitycontent
@_exported import struct AppleAPI.ActivityContent
// /documentation/activitykit/activitystate
@_exported import enum AppleAPI.ActivityState
// /documentation/activitykit/activitystyle
@_exported import enum AppleAPI.ActivityStyle
// /documentation/activitykit/activityuidismissalpolicy
@_exported import struct AppleAPI.ActivityUIDismissalPolicy
// /documentation/activitykit/alertconfiguration
@_exported import struct AppleAPI.AlertConfiguration
// /documentation/foundation/localizedstringresource
@_exported import struct AppleAPI.LocalizedStringResource
// /documentation/activitykit/pushtype
@_exported import struct AppleAPI.PushType
