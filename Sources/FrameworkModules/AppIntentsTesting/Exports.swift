// `import AppIntentsTesting` on a platform without Apple's framework: IntentTesting's API spelled as Apple's
// AppIntentsTesting, under the framework's module name, with the AppIntents module beside it — and nothing else:
// each declaration is re-exported by name, beside the Apple documentation page that declares it, and each of their
// public members is one Apple documents (FacadeTests.membersHaveRows). What goes beyond Apple's framework
// (`IntentTestHost`, `IntentRunDetails`, `RunGate`, `IntentRunOptions`, `HostProcess`, `IntentTestingError`) is had
// with `import IntentTesting`, and the engine (`IntentRegistry`, `ManualClock`…) with `import IntentRuntime`.
// Package.swift builds this module only where Apple's frameworks do not exist.

@_exported import AppIntents

// /documentation/appintentstesting/anyappentity
@_exported import struct IntentTesting.AnyAppEntity
// /documentation/appintentstesting/anyappenum
@_exported import struct IntentTesting.AnyAppEnum
// /documentation/appintentstesting/anyappintent
@_exported import struct IntentTesting.AnyAppIntent
// /documentation/appintentstesting/anyentityquery
@_exported import struct IntentTesting.AnyEntityQuery
// /documentation/appintentstesting/anytransientappentity
@_exported import struct IntentTesting.AnyTransientAppEntity
// /documentation/appintentstesting/appentitydefinition
@_exported import struct IntentTesting.AppEntityDefinition
// /documentation/appintentstesting/appentityexpectation
@_exported import struct IntentTesting.AppEntityExpectation
// /documentation/appintentstesting/appentityexpectationproviding
@_exported import protocol IntentTesting.AppEntityExpectationProviding
// /documentation/appintentstesting/appentityidentifierexpectation
@_exported import struct IntentTesting.AppEntityIdentifierExpectation
// /documentation/appintentstesting/appenumdefinition
@_exported import struct IntentTesting.AppEnumDefinition
// /documentation/appintentstesting/appintentdefinition
@_exported import struct IntentTesting.AppIntentDefinition
// /documentation/appintentstesting/appintentexpectation
@_exported import struct IntentTesting.AppIntentExpectation
// /documentation/appintentstesting/appintentexpectationproviding
@_exported import protocol IntentTesting.AppIntentExpectationProviding
// /documentation/appintentstesting/appintenttypedefinition
@_exported import protocol IntentTesting.AppIntentTypeDefinition
// /documentation/appintentstesting/dynamicpropertypath
@_exported import struct IntentTesting.DynamicPropertyPath
// /documentation/appintentstesting/dynamicpropertypathcollection
@_exported import struct IntentTesting.DynamicPropertyPathCollection
// /documentation/appintentstesting/intentdefinitions
@_exported import struct IntentTesting.IntentDefinitions
// AppIntentsTypeSupport's, which Apple's AppIntentsTesting takes them from.
// /documentation/appintentstypesupport/intentvalueconvertible
@_exported import protocol IntentTesting.IntentValueConvertible
// /documentation/appintentstesting/intentvalueexpectation
@_exported import protocol IntentTesting.IntentValueExpectation
// /documentation/appintentstesting/intentvalueexpectationcallable
@_exported import struct IntentTesting.IntentValueExpectationCallable
// /documentation/appintentstypesupport/intentvalueexpressing
@_exported import protocol IntentTesting.IntentValueExpressing
// /documentation/appintentstesting/intentvaluepropertiescallable
@_exported import struct IntentTesting.IntentValuePropertiesCallable
// /documentation/appintentstesting/predicateexpectation
@_exported import struct IntentTesting.PredicateExpectation
// /documentation/appintentstesting/primitiveexpectation
@_exported import struct IntentTesting.PrimitiveExpectation
// /documentation/appintentstesting/resolvableappentityexpectation
@_exported import protocol IntentTesting.ResolvableAppEntityExpectation
// /documentation/appintentstesting/resolvableintentvalueexpectation
@_exported import protocol IntentTesting.ResolvableIntentValueExpectation
// /documentation/appintentstesting/resolvedintentresult
@_exported import struct IntentTesting.ResolvedIntentResult
// /documentation/appintentstesting/transientappentitydefinition
@_exported import struct IntentTesting.TransientAppEntityDefinition
