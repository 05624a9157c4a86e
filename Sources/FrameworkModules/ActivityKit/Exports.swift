// `import ActivityKit` on a platform without Apple's framework: IntentRuntime's Live Activities
// (`Activity`, `ActivityAttributes`, `ActivityContent`…), under the framework's module name.
// Package.swift builds this module only where Apple's frameworks do not exist.

// Apple's framework re-exports Foundation: activity files use `Date` and `URL` with no other import.
@_exported import Foundation
@_exported import IntentRuntime
