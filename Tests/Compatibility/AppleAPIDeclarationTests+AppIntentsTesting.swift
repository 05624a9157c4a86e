// The probes of the AppIntentsTesting rows of Documentation/AppleAPI.md, type-checked with the other frameworks'
// (the shared preamble imports AppIntentsTesting, which re-exports AppIntents and the testing types only).
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// What the AppIntentsTesting probes share: definitions of an app and a run's result.
        static let appIntentsTestingPreamble = #"""
            func probeDefinitions() -> IntentDefinitions { IntentDefinitions(bundleIdentifier: "com.example.probe") }
            func probeTransient() -> AnyTransientAppEntity {
                probeDefinitions().transientEntities["UserSessionEntity"].makeEntity(name: "John Doe", age: 30)
            }
            func probeResult() async throws -> ResolvedIntentResult {
                try await probeDefinitions().intents["OrderCoffeeIntent"].makeIntent(size: "large").run()
            }
            """#

        /// One probe per implemented or shape row of the AppIntentsTesting section, by symbol.
        static let appIntentsTestingProbes: [(symbol: String, body: String)] = [
            (#"IntentDefinitions"#, #"let _: IntentDefinitions.Type = IntentDefinitions.self"#),
            (
                #"IntentDefinitions.init(bundleIdentifier:)"#,
                #"let _: IntentDefinitions = IntentDefinitions(bundleIdentifier: "com.example")"#
            ),
            (#"IntentDefinitions.bundleIdentifier"#, #"let _: String = probeDefinitions().bundleIdentifier"#),
            (
                #"IntentDefinitions.intents"#,
                #"let _: IntentDefinitions.DefinitionCollection<AppIntentDefinition> = probeDefinitions().intents"#
            ),
            (
                #"IntentDefinitions.entities"#,
                #"let _: IntentDefinitions.DefinitionCollection<AppEntityDefinition> = probeDefinitions().entities"#
            ),
            (
                #"IntentDefinitions.enums"#,
                #"let _: IntentDefinitions.DefinitionCollection<AppEnumDefinition> = probeDefinitions().enums"#
            ),
            (
                #"IntentDefinitions.DefinitionCollection"#,
                #"let _ = IntentDefinitions.DefinitionCollection<AppEnumDefinition>.self"#
            ),
            (
                #"IntentDefinitions.DefinitionCollection.subscript(_:)"#,
                #"let _: AppIntentDefinition = probeDefinitions().intents["OrderCoffeeIntent"]"#
            ),
            (#"AppIntentDefinition"#, #"let _: AppIntentDefinition.Type = AppIntentDefinition.self"#),
            (
                #"AppIntentDefinition.makeIntent"#,
                #"let _: IntentValuePropertiesCallable<AnyAppIntent> = probeDefinitions().intents["I"].makeIntent"#
            ),
            (#"AppEntityDefinition"#, #"let _: AppEntityDefinition.Type = AppEntityDefinition.self"#),
            (
                #"AppEntityDefinition.makeReference(identifier:)"#,
                #"let _: AnyAppEntity = probeDefinitions().entities["E"].makeReference(identifier: "1")"#
            ),
            (
                #"AppEntityDefinition.allEntities()"#,
                #"let _: [AnyAppEntity] = try await probeDefinitions().entities["E"].allEntities()"#
            ),
            (
                #"AppEntityDefinition.allEntitiesQuery()"#,
                #"let _: AnyEntityQuery = probeDefinitions().entities["E"].allEntitiesQuery()"#
            ),
            (
                #"AppEntityDefinition.entities(identifiers:)"#,
                #"let _: [AnyAppEntity] = try await probeDefinitions().entities["E"].entities(identifiers: ["1", "2"])"#
            ),
            (
                #"AppEntityDefinition.entities(matching:)"#,
                #"let _: [AnyAppEntity] = try await probeDefinitions().entities["E"].entities(matching: "milk")"#
            ),
            (
                #"AppEntityDefinition.suggestedEntities()"#,
                #"let _: [AnyAppEntity] = try await probeDefinitions().entities["E"].suggestedEntities()"#
            ),
            (
                #"AppEntityDefinition.suggestedEntitiesQuery()"#,
                #"let _: AnyEntityQuery = probeDefinitions().entities["E"].suggestedEntitiesQuery()"#
            ),
            (
                #"AppEntityDefinition.bundleIdentifier"#,
                #"let _: String = probeDefinitions().entities["E"].bundleIdentifier"#
            ),
            (
                #"AppEntityDefinition.isInstance(_:)"#,
                #"let e = probeDefinitions().entities["E"]; try e.isInstance(e.makeReference(identifier: "1"))"#
            ),
            (#"AppEnumDefinition"#, #"let _: AppEnumDefinition.Type = AppEnumDefinition.self"#),
            (
                #"AppEnumDefinition.makeCase(_:)"#,
                #"let _: AnyAppEnum = probeDefinitions().enums["Size"].makeCase("large")"#
            ),
            (#"AppEnumDefinition.typeIdentifier"#, #"let _: String = probeDefinitions().enums["Size"].typeIdentifier"#),
            (
                #"AppIntentTypeDefinition"#,
                #"func needs<D: AppIntentTypeDefinition>(_: D.Type) {}; needs(AppIntentDefinition.self); needs(AppEntityDefinition.self); needs(AppEnumDefinition.self)"#
            ),
            (
                #"AppIntentTypeDefinition.Instance"#,
                #"func needs<D: AppIntentTypeDefinition>(_: D.Type) where D.Instance: IntentValueConvertible {}; needs(AppEntityDefinition.self); let _: AppEntityDefinition.Instance.Type = AnyAppEntity.self"#
            ),
            (
                #"AppIntentTypeDefinition.isInstance(_:)"#,
                #"func check<D: AppIntentTypeDefinition>(_ d: D, _ v: D.Instance) throws { try d.isInstance(v) }; let i = probeDefinitions().intents["I"]; try check(i, i.makeIntent()); let s = probeDefinitions().enums["Size"]; try s.isInstance(s.makeCase("large"))"#
            ),
            (#"AnyAppIntent"#, #"let _: AnyAppIntent.Type = AnyAppIntent.self"#),
            (#"AnyAppIntent.identifier"#, #"let _: String = probeDefinitions().intents["I"].makeIntent().identifier"#),
            (
                #"AnyAppIntent.run()"#,
                #"let i = probeDefinitions().intents["I"].makeIntent(); try await i.run(); let _: ResolvedIntentResult = try await i.run()"#
            ),
            (
                #"AnyAppIntent.subscript(dynamicMember:) (IntentValueExpressing)"#,
                #"var i = probeDefinitions().intents["I"].makeIntent(); i.title = "Notes"; i.note = nil; let _: (any IntentValueExpressing)? = i.title"#
            ),
            (
                #"AnyAppIntent.subscript(dynamicMember:) (IntentValueConvertible)"#,
                #"let i = probeDefinitions().intents["I"].makeIntent(); let _: String? = try i.title; let _: Int = try i.count"#
            ),
            (
                #"AnyAppIntent.subscript(dynamicMember:) (DynamicPropertyPath)"#,
                #"let i = probeDefinitions().intents["I"].makeIntent(); let _: DynamicPropertyPath = i.customer; let _: String = try i.customer.name"#
            ),
            (#"AnyAppEntity"#, #"let _: AnyAppEntity.Type = AnyAppEntity.self"#),
            (
                #"AnyAppEntity.identifier"#,
                #"var e = probeDefinitions().entities["E"].makeReference(identifier: "1"); e.identifier = "2"; _ = e.identifier"#
            ),
            (
                #"AnyAppEntity.subscript(dynamicMember:) (IntentValueExpressing)"#,
                #"let e = probeDefinitions().entities["E"].makeReference(identifier: "1"); let _: (any IntentValueExpressing)? = e.name"#
            ),
            (
                #"AnyAppEntity.subscript(dynamicMember:) (IntentValueConvertible)"#,
                #"let e = probeDefinitions().entities["E"].makeReference(identifier: "1"); let _: String? = try e.name"#
            ),
            (
                #"AnyAppEntity.subscript(dynamicMember:) (DynamicPropertyPath)"#,
                #"let e = probeDefinitions().entities["E"].makeReference(identifier: "1"); let _: String = try e.profile.name"#
            ),
            (#"AnyAppEnum"#, #"let _: AnyAppEnum.Type = AnyAppEnum.self"#),
            (
                #"AnyAppEnum.init(typeIdentifier:rawValue:)"#,
                #"let _: AnyAppEnum = AnyAppEnum(typeIdentifier: "Size", rawValue: "large")"#
            ),
            (
                #"AnyAppEnum.init(typeIdentifier:value:)"#,
                #"let _: AnyAppEnum = AnyAppEnum(typeIdentifier: "Count", value: 3)"#
            ),
            (
                #"AnyAppEnum.rawValue"#,
                #"var v = AnyAppEnum(typeIdentifier: "Size", rawValue: "large"); v.rawValue = "small"; let _: String = v.rawValue"#
            ),
            (
                #"AnyAppEnum.as(_:)"#,
                #"let _: Int = try AnyAppEnum(typeIdentifier: "Count", rawValue: "3").as(Int.self)"#
            ),
            (
                #"AnyAppEnum.description"#,
                #"let _: String = AnyAppEnum(typeIdentifier: "Size", rawValue: "large").description"#
            ),
            (
                #"AnyEntityQuery"#,
                #"let e = probeDefinitions().entities["E"]; let _: Bool = e.allEntitiesQuery() == e.suggestedEntitiesQuery()"#
            ),
            (#"DynamicPropertyPath"#, #"let _: DynamicPropertyPath = try await probeResult().value"#),
            (
                #"DynamicPropertyPath.as(_:) (type)"#,
                #"let p: DynamicPropertyPath = try await probeResult().value; let _: String = try p.as(String.self)"#
            ),
            (
                #"DynamicPropertyPath.as(_:) (AppEntityDefinition)"#,
                #"let p: DynamicPropertyPath = try await probeResult().value; let _: AnyAppEntity = try p.as(probeDefinitions().entities["CoffeeEntity"])"#
            ),
            (
                #"DynamicPropertyPath.subscript(_:) (DynamicPropertyPath)"#,
                #"let p: DynamicPropertyPath = try await probeResult().value; let _: DynamicPropertyPath = p[0]"#
            ),
            (
                #"DynamicPropertyPath.subscript(_:) (IntentValueExpressing)"#,
                #"let p: DynamicPropertyPath = try await probeResult().value; let _: (any IntentValueExpressing)? = try p[0]"#
            ),
            (
                #"DynamicPropertyPath.subscript(_:) (IntentValueConvertible)"#,
                #"let p: DynamicPropertyPath = try await probeResult().value; let _: String = try p[0]"#
            ),
            (
                #"DynamicPropertyPath.subscript(dynamicMember:) (DynamicPropertyPath)"#,
                #"let p: DynamicPropertyPath = try await probeResult().value; let _: DynamicPropertyPath = p.customer"#
            ),
            (
                #"DynamicPropertyPath.subscript(dynamicMember:) (IntentValueConvertible)"#,
                #"let p: DynamicPropertyPath = try await probeResult().value; let _: String = try p.customerName"#
            ),
            (
                #"DynamicPropertyPath.subscript(dynamicMember:) (IntentValueExpressing)"#,
                #"let p: DynamicPropertyPath = try await probeResult().value; let _: (any IntentValueExpressing)? = try p.customerName"#
            ),
            (
                #"IntentValuePropertiesCallable"#,
                #"let _ = IntentValuePropertiesCallable<AnyAppIntent>.self; let _ = IntentValuePropertiesCallable<Box>.self"#
            ),
            (
                #"IntentValuePropertiesCallable.dynamicallyCall(withKeywordArguments:)"#,
                #"let make = probeDefinitions().intents["I"].makeIntent; let _: AnyAppIntent = make.dynamicallyCall(withKeywordArguments: ["size": "large", "note": nil]); let _: AnyAppIntent = make(size: "large")"#
            ),
            (#"ResolvedIntentResult"#, #"let _: ResolvedIntentResult.Type = ResolvedIntentResult.self"#),
            (
                #"ResolvedIntentResult.ValueKeyPath"#,
                #"let _: ResolvedIntentResult.ValueKeyPath.Type = ResolvedIntentResult.ValueKeyPath.self"#
            ),
            (
                #"ResolvedIntentResult.ValueKeyPath.value"#,
                #"let _: KeyPath<ResolvedIntentResult.ValueKeyPath, Never> = \ResolvedIntentResult.ValueKeyPath.value"#
            ),
            (
                #"ResolvedIntentResult.subscript(dynamicMember:) (IntentValueExpressing)"#,
                #"let r = try await probeResult(); let _: (any IntentValueExpressing)? = r.value; var i = probeDefinitions().intents["Pay"].makeIntent(); i.coffee = r.value"#
            ),
            (
                #"ResolvedIntentResult.subscript(dynamicMember:) (DynamicPropertyPath)"#,
                #"let r = try await probeResult(); let _: DynamicPropertyPath = r.value; let _: String = try r.value.customerName"#
            ),
            (
                #"ResolvedIntentResult.subscript(dynamicMember:) (IntentValueConvertible)"#,
                #"let r = try await probeResult(); let _: String = try r.value"#
            ),
            (
                #"IntentValueConvertible"#,
                #"func needs<T: IntentValueConvertible>(_: T.Type) {}; needs(String.self); needs(Int.self); needs(AnyAppEntity.self); needs(AnyAppEnum.self)"#
            ),
            (
                #"IntentValueExpressing"#,
                #"let _: [any IntentValueExpressing] = ["text", 3, 2.5, true, Date(), AnyAppEnum(typeIdentifier: "Size", rawValue: "large")]"#
            ),
            (
                #"IntentValueExpectation"#,
                #"func needs<E: IntentValueExpectation>(_: E.Type) {}; needs(PrimitiveExpectation.self); needs(AppEntityDefinition.self); needs(AppEntityIdentifierExpectation.self); needs(AppEntityExpectation.self)"#
            ),
            (
                #"IntentValueExpectation.isSatisfied(by:)"#,
                #"let _: Bool = try await PrimitiveExpectation.isNil.isSatisfied(by: nil); let _: Bool = try await probeDefinitions().entities["E"].isSatisfied(by: "text")"#
            ),
            (
                #"IntentValueExpectation.isNil"#,
                #"let _: PrimitiveExpectation = .isNil; let _: [(any IntentValueExpectation)?] = [.isNil]"#
            ),
            (
                #"IntentValueExpectation.notNil"#,
                #"let _: PrimitiveExpectation = .notNil"#
            ),
            (
                #"IntentValueExpectation.contains(_:)"#,
                #"let _: PrimitiveExpectation = .contains("NASA")"#
            ),
            (
                #"IntentValueExpectation.contains(regex:)"#,
                #"let _: PrimitiveExpectation = .contains(regex: "^Old")"#
            ),
            (
                #"IntentValueExpectation.equals(_:)"#,
                #"let _: PrimitiveExpectation = .equals("Work")"#
            ),
            (
                #"PrimitiveExpectation"#,
                #"let _: any ResolvableIntentValueExpectation = PrimitiveExpectation.isNil"#
            ),
            (
                #"ResolvableIntentValueExpectation"#,
                #"func needs<E: ResolvableIntentValueExpectation>(_: E.Type) {}; needs(PrimitiveExpectation.self); needs(AppEntityDefinition.self); needs(AppEntityIdentifierExpectation.self)"#
            ),
            (
                #"AppEntityExpectationProviding"#,
                #"func needs<E: AppEntityExpectationProviding>(_: E.Type) {}; needs(AppEntityDefinition.self); needs(AppEntityIdentifierExpectation.self); needs(AppEntityExpectation.self)"#
            ),
            (
                #"ResolvableAppEntityExpectation"#,
                #"func needs<E: ResolvableAppEntityExpectation>(_: E.Type) {}; needs(AppEntityDefinition.self); needs(AppEntityIdentifierExpectation.self)"#
            ),
            (
                #"AppEntityExpectation"#,
                #"let _: AppEntityExpectation = probeDefinitions().entities["E"].expect(title: .contains("NASA"), endDate: .isNil)"#
            ),
            (
                #"AppEntityIdentifierExpectation"#,
                #"let _: AppEntityIdentifierExpectation = probeDefinitions().entities["E"].expectIdentifier("1")"#
            ),
            (
                #"AppEntityIdentifierExpectation.expect"#,
                #"let _: IntentValueExpectationCallable<any IntentValueExpectation, AppEntityExpectation> = probeDefinitions().entities["E"].expectIdentifier("1").expect; let _: AppEntityExpectation = probeDefinitions().entities["E"].expectIdentifier("1").expect(title: .equals("Work"))"#
            ),
            (
                #"AppEntityDefinition.expect"#,
                #"let _: IntentValueExpectationCallable<any IntentValueExpectation, AppEntityExpectation> = probeDefinitions().entities["E"].expect"#
            ),
            (
                #"AppEntityDefinition.expectIdentifier(_:)"#,
                #"let e = probeDefinitions().entities["E"]; let _: AppEntityExpectation = e.expect(calendar: e.expectIdentifier("1"), note: nil)"#
            ),
            (
                #"IntentValueExpectationCallable"#,
                #"let _ = IntentValueExpectationCallable<any IntentValueExpectation, AppEntityExpectation>.self"#
            ),
            (
                #"IntentValueExpectationCallable.dynamicallyCall(withKeywordArguments:)"#,
                #"let make = probeDefinitions().entities["E"].expect; let _: AppEntityExpectation = make.dynamicallyCall(withKeywordArguments: ["title": .contains("a"), "note": nil])"#
            ),
            (
                #"AppIntentExpectation"#,
                #"let _: AppIntentExpectation = probeDefinitions().intents["I"].expect(title: .contains("NASA"), note: nil, calendar: probeDefinitions().entities["E"].expectIdentifier("1"))"#
            ),
            (
                #"AppIntentExpectation.result(_:)"#,
                #"let d = probeDefinitions().intents["I"]; let _: AppIntentExpectation = d.expect(title: .isNil).result(probeDefinitions().entities["E"].expect(title: .contains("a"))); let _: AppIntentExpectation = d.expect().result(nil)"#
            ),
            (
                #"AppIntentExpectationProviding"#,
                #"func needs<E: AppIntentExpectationProviding>(_: E.Type) {}; needs(AppIntentDefinition.self); needs(AppIntentExpectation.self)"#
            ),
            (
                #"AppIntentExpectationProviding.isSatisfied(by:result:)"#,
                #"let d = probeDefinitions().intents["I"]; let i = d.makeIntent(); let _: Bool = try await d.isSatisfied(by: i); let _: Bool = try await d.result(.notNil).isSatisfied(by: i, result: try await i.run())"#
            ),
            (
                #"AppIntentDefinition.expect"#,
                #"let _: IntentValueExpectationCallable<any ResolvableIntentValueExpectation, AppIntentExpectation> = probeDefinitions().intents["I"].expect"#
            ),
            (
                #"AppIntentDefinition.result(_:)"#,
                #"let _: AppIntentExpectation = probeDefinitions().intents["I"].result(.isNil)"#
            ),
            (
                #"IntentValueExpectation.matches(_:requirement:)"#,
                #"let _: PredicateExpectation = .matches(#Predicate<Int> { $0 > 3 }); let _: PredicateExpectation = .matches(#Predicate<Date?> { $0 == nil }, requirement: "no end date")"#
            ),
            (
                #"PredicateExpectation"#,
                #"let _: any IntentValueExpectation = PredicateExpectation.matches(#Predicate<Int> { $0 > 3 })"#
            ),
            (
                #"IntentDefinitions.transientEntities"#,
                #"let _: IntentDefinitions.DefinitionCollection<TransientAppEntityDefinition> = probeDefinitions().transientEntities"#
            ),
            (
                #"TransientAppEntityDefinition"#,
                #"let _: TransientAppEntityDefinition.Type = TransientAppEntityDefinition.self"#
            ),
            (
                #"TransientAppEntityDefinition.bundleIdentifier"#,
                #"let _: String = probeDefinitions().transientEntities["UserSessionEntity"].bundleIdentifier"#
            ),
            (
                #"TransientAppEntityDefinition.makeEntity"#,
                #"let d = probeDefinitions().transientEntities["UserSessionEntity"]; let _: IntentValuePropertiesCallable<AnyTransientAppEntity> = d.makeEntity; let _: AnyTransientAppEntity = d.makeEntity(sessionId: "temp-session-123", startTime: Date())"#
            ),
            (
                #"AnyTransientAppEntity"#,
                #"let e = probeTransient(); let _ = probeDefinitions().intents["I"].makeIntent(session: e); let _: any IntentValueExpressing = e; let _: any IntentValueConvertible = e"#
            ),
            (
                #"AnyTransientAppEntity.entityType"#,
                #"var e = probeTransient(); let t: AttributedTypeIdentifier = e.entityType; e.entityType = t"#
            ),
            (
                #"AnyTransientAppEntity.subscript(dynamicMember:) (IntentValueExpressing)"#,
                #"let _: (any IntentValueExpressing)? = probeTransient().name"#
            ),
            (
                #"AnyTransientAppEntity.subscript(dynamicMember:) (IntentValueConvertible)"#,
                #"let entity = probeTransient(); let userName: String? = try entity.name; let userAge: Int? = try entity.age; _ = (userName, userAge)"#
            ),
            (
                #"AnyTransientAppEntity.subscript(dynamicMember:) (DynamicPropertyPath)"#,
                #"let entity = probeTransient(); let _: DynamicPropertyPath = entity.profile; if try entity.profile.name == "John Doe" {}"#
            ),
            (
                #"DynamicPropertyPathCollection"#,
                #"func look(_ items: DynamicPropertyPathCollection) {}; let _: DynamicPropertyPathCollection.Type = DynamicPropertyPathCollection.self"#
            ),
            (
                #"DynamicPropertyPathCollection.count"#,
                #"func look(_ items: DynamicPropertyPathCollection) { let _: Int = items.count }"#
            ),
            (
                #"DynamicPropertyPathCollection.isEmpty"#,
                #"func look(_ items: DynamicPropertyPathCollection) { let _: Bool = items.isEmpty }"#
            ),
            (
                #"DynamicPropertyPathCollection.subscript(_:) (DynamicPropertyPath)"#,
                #"func look(_ items: DynamicPropertyPathCollection) throws { let _: DynamicPropertyPath = items[0]; let _: String = try items[0].name }"#
            ),
            (
                #"DynamicPropertyPathCollection.subscript(_:) (IntentValueConvertible)"#,
                #"func look(_ items: DynamicPropertyPathCollection) throws { let _: String = try items[0] }"#
            ),
            (#"AttributedTypeIdentifier"#, #"let _: AttributedTypeIdentifier.Type = AttributedTypeIdentifier.self"#),
            (
                #"AttributedTypeIdentifier.init(persistentIdentifier:bundleIdentifier:)"#,
                #"let _ = AttributedTypeIdentifier(persistentIdentifier: "LandmarkEntity"); let _ = AttributedTypeIdentifier(persistentIdentifier: "LandmarkEntity", bundleIdentifier: "com.example")"#
            ),
            (
                #"AttributedTypeIdentifier.persistentIdentifier"#,
                #"let _: String = AttributedTypeIdentifier(persistentIdentifier: "L").persistentIdentifier"#
            ),
            (
                #"AttributedTypeIdentifier.bundleIdentifier"#,
                #"let _: String? = AttributedTypeIdentifier(persistentIdentifier: "L").bundleIdentifier"#
            ),
            (
                #"AttributedEntityIdentifier"#,
                #"let _: AttributedEntityIdentifier.Type = AttributedEntityIdentifier.self"#
            ),
            (
                #"AttributedEntityIdentifier.init(entityType:instanceIdentifier:)"#,
                #"let _ = AttributedEntityIdentifier(entityType: AttributedTypeIdentifier(persistentIdentifier: "L"), instanceIdentifier: "1")"#
            ),
            (
                #"AttributedEntityIdentifier.entityType"#,
                #"let _: AttributedTypeIdentifier = AttributedEntityIdentifier(entityType: .init(persistentIdentifier: "L"), instanceIdentifier: "1").entityType"#
            ),
            (
                #"AttributedEntityIdentifier.instanceIdentifier"#,
                #"let _: String = AttributedEntityIdentifier(entityType: .init(persistentIdentifier: "L"), instanceIdentifier: "1").instanceIdentifier"#
            ),
        ]
    }
#endif
