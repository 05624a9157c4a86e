import CarControl
import IntentMetadata
import IntentRuntime
import Testing
import Weather

@testable import IntentCommandLine

@Suite("Metadata extraction")
struct MetadataExtractorTests {
    @Test func actionCarriesTheCompilersMangledName() throws {
        let action = MetadataExtractor.action(for: CommandAppIntent.self)
        #expect(action.identifier == "CommandAppIntent")
        #expect(action.mangledTypeName == _mangledTypeName(CommandAppIntent.self))
        #expect(action.mangledTypeNameV2 == action.mangledTypeName)
        #expect(action.fullyQualifiedTypeName == "CarControl.CommandAppIntent")
        #expect(action.title?.key == "Send Car Command")
        #expect(action.outputType == .primitive(PrimitiveType(rawValue: 1)))

        let control = try #require(action.parameter(named: "control"))
        #expect(control.valueType == .linkEnumeration(identifier: "VehicleControl"))
        #expect(control.defaultValue == .string("lock"))
        let isOn = try #require(action.parameter(named: "isOn"))
        #expect(isOn.valueType == .primitive(PrimitiveType(rawValue: 1)))
        #expect(isOn.defaultValue == .int(1))
    }

    @Test func boundsOptionalsAndArrays() throws {
        let forecast = MetadataExtractor.action(for: GetForecastIntent.self)
        let hours = try #require(forecast.parameter(named: "hoursAhead"))
        #expect(hours.lowerBound == 0)
        #expect(hours.upperBound == 48)
        #expect(hours.defaultValue == .int(0))
        let city = try #require(forecast.parameter(named: "city"))
        #expect(city.isOptional)
        #expect(city.valueType == .primitive(PrimitiveType(rawValue: 0)))

        let select = MetadataExtractor.action(for: SelectControlsIntent.self)
        let controls = try #require(select.parameter(named: "controls"))
        #expect(controls.valueType == .array(.linkEnumeration(identifier: "VehicleControl")))
        #expect(controls.defaultValue == .array([.string("lock"), .string("climate"), .string("trunk")]))
        #expect(select.isDiscoverable == false)
        #expect(select.outputType == nil)
    }

    @Test func enumListsEveryCase() {
        let metadata = MetadataExtractor.enumeration(RegisteredEnum(VehicleControl.self))
        #expect(metadata.identifier == "VehicleControl")
        #expect(metadata.cases.map(\.identifier) == VehicleControl.allCases.map(\.rawValue))
        #expect(metadata.mangledTypeName == _mangledTypeName(VehicleControl.self))
    }
}
