// `import CoreSpotlight` on a platform without Apple's framework: the Core Spotlight types that App Intents files use
// (an `IndexedEntity`'s `attributeSet`, `@Property(indexingKey:)`, `CSSearchableIndex.indexAppEntities`), spelled as
// Apple's, from AppleAPI, under the framework's module name, and nothing else of the runtime. There is no Spotlight:
// `CSSearchableIndex` keeps its items in the process's memory. Package.swift builds this module only where Apple's
// frameworks do not exist.
//
// As on Apple's platforms, `import AppIntents` does not name these types: a file that writes
// `CSSearchableItemAttributeSet` imports CoreSpotlight too (members such as `defaultAttributeSet.title` or
// `\.displayName` are found without it, as Swift finds members of any loaded module).

// Apple's framework re-exports Foundation (its headers import it).
@_exported import Foundation

// /documentation/corespotlight/cscustomattributekey
@_exported import class AppleAPI.CSCustomAttributeKey
// /documentation/corespotlight/cssearchableindex
@_exported import class AppleAPI.CSSearchableIndex
@_exported import class AppleAPI.CSSearchableIndexDescription
// /documentation/corespotlight/cssearchableitem
@_exported import class AppleAPI.CSSearchableItem
// /documentation/corespotlight/cssearchableitemattributeset
@_exported import class AppleAPI.CSSearchableItemAttributeSet
