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

/// Adds a titled computed app entity property indexed under a Core Spotlight attribute: Apple's
/// `ComputedProperty(title:indexingKey:)` (iOS 26). `$name` keeps the title and the key.
/// - Parameters:
///   - title: The property's title.
///   - indexingKey: The attribute the property's value is indexed under.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(
    title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
) =
    #externalMacro(module: "IntentMacros", type: "ComputedPropertyMacro")

/// Adds a deferred app entity property indexed under a Core Spotlight attribute: Apple's
/// `DeferredProperty(indexingKey:)` (iOS 26). `$name` keeps the key.
/// - Parameter indexingKey: The attribute the property's value is indexed under.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) =
    #externalMacro(module: "IntentMacros", type: "DeferredPropertyMacro")

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

/// Makes a computed property of an app entity one of its properties, with a title, a description, an authentication
/// policy and a visibility: Apple's iOS 27.3 form. `$name` keeps the title; the description, policy and visibility
/// are accepted and read by nothing here (as `EntityProperty.init(title:description:authenticationPolicy:visibility:)`).
/// - Parameters:
///   - title: The property's title.
///   - description: What the property is.
///   - authenticationPolicy: What the device must be to read the property.
///   - visibility: Where the property is offered.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil
) = #externalMacro(module: "IntentMacros", type: "ComputedPropertyMacro")

/// The iOS 27.3 form of `ComputedProperty(indexingKey:)`: `$name` keeps the title and the Core Spotlight key; the
/// description, policy and visibility are accepted and read by nothing here.
/// - Parameters:
///   - title: The property's title.
///   - description: What the property is.
///   - authenticationPolicy: What the device must be to read the property.
///   - visibility: Where the property is offered.
///   - indexingKey: The attribute the property's value is indexed under.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil,
    indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
) = #externalMacro(module: "IntentMacros", type: "ComputedPropertyMacro")

/// The iOS 27.3 form of `ComputedProperty(customIndexingKey:)`: `$name` keeps the title and the custom key; the
/// description, policy and visibility are accepted and read by nothing here.
/// - Parameters:
///   - title: The property's title.
///   - description: What the property is.
///   - authenticationPolicy: What the device must be to read the property.
///   - visibility: Where the property is offered.
///   - customIndexingKey: The key the property's value is indexed under.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil,
    customIndexingKey: CSCustomAttributeKey
) = #externalMacro(module: "IntentMacros", type: "ComputedPropertyMacro")

/// Makes an asynchronous property of an app entity one of its properties, with a title, a description, an
/// authentication policy and a visibility: Apple's iOS 27.3 form. `$name` keeps the title; the description, policy
/// and visibility are accepted and read by nothing here.
/// - Parameters:
///   - title: The property's title.
///   - description: What the property is.
///   - authenticationPolicy: What the device must be to read the property.
///   - visibility: Where the property is offered.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil
) = #externalMacro(module: "IntentMacros", type: "DeferredPropertyMacro")
