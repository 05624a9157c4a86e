import Mangling
import Testing

@Suite("Seed names from the design")
struct SeedNameTests {
    @Test func frameworkIntent() throws {
        let name = MangledTypeName.nominal(
            module: "AppIntent",
            path: [NominalComponent("ConfigurationAppIntent", .struct)]
        )
        #expect(name.mangled == "9AppIntent013ConfigurationaB0V")
        let parsed = try MangledTypeName(parsing: name.mangled)
        #expect(parsed == name)
        #expect(parsed.description == "AppIntent.ConfigurationAppIntent")
    }
}
