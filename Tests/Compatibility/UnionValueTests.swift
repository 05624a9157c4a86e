// What a union value's case representations are here (Documentation/AppleAPI.md,
// `AppUnionValue.caseDisplayRepresentations`): Apple requires them and its `@UnionValue` macro writes them; a union that
// spells its conformance out without them takes its cases enumeration's.
#if !canImport(Darwin)
    import AppIntents
    import Testing

    /// A union that leaves its case representations to its cases enumeration.
    enum TopLoafUnion: AppUnionValue {
        typealias Cases = TopLoafUnionCases
        case name(String)
        case weight(Int)
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Topping" }
    }

    /// The cases of ``TopLoafUnion``.
    enum TopLoafUnionCases: String, AppUnionValueCasesProviding {
        typealias UnionValue = TopLoafUnion
        case name, weight
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Topping" }
        static var caseDisplayRepresentations: [TopLoafUnionCases: DisplayRepresentation] {
            [.name: "Name", .weight: "Weight"]
        }
    }

    /// A union that declares its own case representations, as the macro's expansion does.
    enum CrumbUnion: AppUnionValue {
        typealias Cases = CrumbUnionCases
        case text(String)
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Crumb" }
        static var caseDisplayRepresentations: [CrumbUnionCases: DisplayRepresentation] { [.text: "Words"] }
    }

    /// The cases of ``CrumbUnion``.
    enum CrumbUnionCases: String, AppUnionValueCasesProviding {
        typealias UnionValue = CrumbUnion
        case text
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Crumb" }
        static var caseDisplayRepresentations: [CrumbUnionCases: DisplayRepresentation] { [.text: "Text"] }
    }

    @Suite("Union values' case representations")
    struct UnionValueTests {
        @Test("a union without its own case representations has its cases enumeration's")
        func defaultsToTheCases() {
            let shown = TopLoafUnion.caseDisplayRepresentations
            #expect(shown == TopLoafUnionCases.caseDisplayRepresentations)
            #expect(shown[.weight]?.title.key == "Weight")
            #expect(shown.count == 2)
        }

        /// The case titles a generic reader finds through the package's `AppUnionValue` requirement.
        private func caseTitles<Union: AppUnionValue>(of _: Union.Type) -> [String] {
            Union.caseDisplayRepresentations.values.map(\.title.key).sorted()
        }

        @Test("a union's own case representations are kept")
        func ownRepresentationsWin() {
            #expect(CrumbUnion.caseDisplayRepresentations[.text]?.title.key == "Words")
            #expect(caseTitles(of: CrumbUnion.self) == ["Words"])
        }
    }
#endif
