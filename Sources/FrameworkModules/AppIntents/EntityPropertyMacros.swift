import AppleAPI

// Apple's entity-property macros (iOS 26), declared as Apple's pages declare them and expanded by this package's
// own compiler plug-in, IntentMacros (no swift-syntax). Each leaves the property's getter as written and adds
// `$name`, the `EntityProperty` that names the property (built with `init(identifier:getter:)` or
// `init(identifier:asyncGetter:)`, or their `indexingKey:` and `customIndexingKey:` forms, which keep the Core
// Spotlight key). Declared here rather than in AppleAPI: a macro is re-exported only by the module that declares it.

/// Makes a computed property of an app entity one of its properties: the getter stays as written, and
/// `$name` is the `EntityProperty` that names it.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty() = #externalMacro(module: "IntentMacros", type: "ComputedPropertyMacro")

/// Makes a computed property of an app entity one of its properties, with a title shown to the user.
/// - Parameter title: The property's title.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource) =
    #externalMacro(module: "IntentMacros", type: "ComputedPropertyMacro")

/// Makes an asynchronous property of an app entity one of its properties, fetched only when needed: the getter
/// (`get async { … }`) stays as written, and `$name` is the `EntityProperty` that reads it.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty() = #externalMacro(module: "IntentMacros", type: "DeferredPropertyMacro")

/// Makes an asynchronous property of an app entity one of its properties, with a title shown to the user.
/// - Parameter title: The property's title.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty(title: LocalizedStringResource) =
    #externalMacro(module: "IntentMacros", type: "DeferredPropertyMacro")

/// Adds a computed app entity property indexed under a Core Spotlight attribute: Apple's
/// `ComputedProperty(indexingKey:)` (iOS 26). `$name` keeps the key.
/// - Parameter indexingKey: The attribute the property's value is indexed under.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) =
    #externalMacro(module: "IntentMacros", type: "ComputedPropertyMacro")

/// Adds a computed app entity property indexed under a custom Core Spotlight key: Apple's
/// `ComputedProperty(customIndexingKey:)` (iOS 26). `$name` keeps the key.
/// - Parameter customIndexingKey: The key the property's value is indexed under.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(customIndexingKey: CSCustomAttributeKey) =
    #externalMacro(module: "IntentMacros", type: "ComputedPropertyMacro")

/// Adds a titled computed app entity property indexed under a custom Core Spotlight key: Apple's
/// `ComputedProperty(title:customIndexingKey:)` (iOS 26). `$name` keeps the title and the key.
/// - Parameters:
///   - title: The property's title.
///   - customIndexingKey: The key the property's value is indexed under.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey) =
    #externalMacro(module: "IntentMacros", type: "ComputedPropertyMacro")

/// Adds a titled deferred app entity property indexed under a Core Spotlight attribute: Apple's
/// `DeferredProperty(title:indexingKey:)` (iOS 26). `$name` keeps the title and the key.
/// - Parameters:
///   - title: The property's title.
///   - indexingKey: The attribute the property's value is indexed under.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty(
    title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
) =
    #externalMacro(module: "IntentMacros", type: "DeferredPropertyMacro")
