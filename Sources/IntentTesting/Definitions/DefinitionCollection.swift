extension IntentDefinitions {
    /// The definitions of one kind (intents, entities, enums or queries), looked up by type name:
    /// `definitions.intents["ConfigurationAppIntent"]`.
    ///
    /// A name the app does not have still gives a definition, so that the test reads as Apple's;
    /// the first thing the test does with it throws an ``IntentTestingError`` that names the
    /// near matches (``IntentTestingError/Code/unknownName``).
    public struct DefinitionCollection<Definition: Sendable>: Sendable {
        private let lookup: @Sendable (String) -> Definition
        private let names: @Sendable () -> [String]

        init(names: @escaping @Sendable () -> [String], lookup: @escaping @Sendable (String) -> Definition) {
            self.names = names
            self.lookup = lookup
        }

        /// The definition of the type with an identifier.
        /// - Parameter typeIdentifier: The type's identifier: its type name (or, for an intent,
        ///   its fully qualified name `AppIntent.ConfigurationAppIntent`).
        public subscript(typeIdentifier: String) -> Definition {
            lookup(typeIdentifier)
        }

        /// The identifiers of every definition of this kind, sorted.
        package var typeIdentifiers: [String] { names() }
    }
}
