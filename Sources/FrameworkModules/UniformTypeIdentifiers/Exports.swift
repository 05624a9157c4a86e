// `import UniformTypeIdentifiers` on a platform without Apple's framework: AppleAPI's `UTType`,
// under the framework's module name, and nothing else of the runtime (a file that imports only this
// sees what Apple's framework offers). Package.swift builds this module only where Apple's frameworks
// do not exist; there IntentRuntime uses the framework's own `UTType`.

// Apple's framework is used with Foundation's `URL` and `Data`: files say `import Foundation` rarely.
@_exported import Foundation

@_exported import struct AppleAPI.UTType
