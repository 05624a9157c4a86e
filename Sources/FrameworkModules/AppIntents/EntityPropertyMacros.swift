import AppleAPI

// Apple's entity-property macros (iOS 26), declared as Apple's pages declare them and expanded by this package's
// own compiler plug-in, IntentMacros (no swift-syntax). Each leaves the property's getter as written and adds
// `$name`, the `EntityProperty` that names the property (built with `init(identifier:getter:)` or
// `init(identifier:asyncGetter:)`). The forms that take a Core Spotlight key (`indexingKey:`, `customIndexingKey:`)
// are not declared: that framework does not exist here. Declared here rather than in AppleAPI: a macro is
// re-exported only by the module that declares it.

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
