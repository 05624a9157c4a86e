// `import AppIntents` on a platform without Apple's framework: IntentRuntime's API, spelled as
// Apple's, under the framework's module name. Package.swift builds this module only where Apple's
// frameworks do not exist.

// Apple's framework re-exports Foundation: intent files use `Date` and `URL` with no other import.
@_exported import Foundation
@_exported import IntentRuntime
