import Testing

@testable import IntentMetadata

/// `ActionNames` reads the names an `extract.actionsdata` document's actions go by, so that a host can load only
/// the bundles that have the action it runs: it must never miss a name the loaded bundle has.
@Suite("Action names read without loading the bundle")
struct ActionNamesTests {
    @Test("identifiers and every mangled name, whichever field gives it; other values are stepped over")
    func readsEveryName() throws {
        let document = #"""
            {"version":1,"generator":{"name":"x {\"}","version":"1"},
             "actions":{
              "Alpha":{"title":{"key":"A \"quoted\" } title","alternatives":["[", "{"]},"identifier":"Alpha",
                       "mangledTypeName":"4Test5AlphaV","parameters":[{"name":"p","valueType":{"primitive":{"wrapper":{"typeIdentifier":0}}}}],
                       "isDiscoverable":true,"authenticationPolicy":0},
              "Beta":{"identifier":"B\u0065ta","mangledTypeNameV2":"4Test4BetaV",
                      "mangledTypeNameByBundleIdentifier":{"com.example.app":"4Test9BetaInAppV"},
                      "mangledTypeNameByBundleIdentifierV2":{"com.example.app":"4Test11BetaInAppV2V"}}
             },
             "entities":{"identifier":"NotAnAction","mangledTypeName":"4Test6EntityV"}}
            """#
        let names = try #require(ActionNames(actionsData: Array(document.utf8)))
        #expect(names.identifiers == ["Alpha", "Beta"])
        #expect(names.mangledTypeNames == ["4Test5AlphaV", "4Test4BetaV", "4Test9BetaInAppV", "4Test11BetaInAppV2V"])
        #expect(names.mayName(identifier: "Beta", mangledTypeNames: []))
        #expect(names.mayName(identifier: "Gamma", mangledTypeNames: ["4Test9BetaInAppV"]))
        #expect(!names.mayName(identifier: "NotAnAction", mangledTypeNames: ["4Test6EntityV"]))
    }

    @Test("a document the names cannot be read from gives none, so that the caller loads it")
    func unreadableDocuments() {
        for document in [
            "", "[]", #"{"actions":{"A":{"identifier":"A"}}"#, #"{"actions":{"A":{"identifier":"A}}}"#,
            #"{"actions":{}} trailing"#,
        ] {
            #expect(ActionNames(actionsData: Array(document.utf8)) == nil, "\(document)")
        }
        let large = Array(#"{"actions":{}}"#.utf8)
        #expect(ActionNames(actionsData: large, limits: MetadataLimits(maxBytes: 4)) == nil)
    }
}
