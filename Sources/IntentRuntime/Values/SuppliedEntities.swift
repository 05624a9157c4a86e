/// Entity instances a caller in the same process hands to a run, each under a token the invocation passes in place
/// of the entity's identifier: how a test gives an intent a `TransientAppEntity` it made, which no query finds.
///
/// The testing module binds ``current`` around an in-process run; the decoder takes an entity parameter's value from
/// it before asking the entity's query. Nothing else binds it, so invocations from the command line, an MCP client
/// or a separate host process only ever name entities their queries find.
package enum SuppliedEntities {
    /// The instances by token, for the running task.
    @TaskLocal package static var current: [String: any AppEntity] = [:]

    /// The instance supplied under a token, checked against the parameter's entity type.
    /// - Parameters:
    ///   - token: The value the invocation passed.
    ///   - type: The parameter's entity type.
    /// - Returns: The instance; `nil` when none is supplied under the token.
    /// - Throws: The name of the supplied instance's type when it is not `type`.
    static func entity(for token: String, of type: any AppEntity.Type) throws(SuppliedTypeMismatch) -> (
        any AppEntity
    )? {
        guard let supplied = current[token] else { return nil }
        guard ObjectIdentifier(Swift.type(of: supplied)) == ObjectIdentifier(type) else {
            throw SuppliedTypeMismatch(typeName: _typeName(Swift.type(of: supplied), qualified: false))
        }
        return supplied
    }
}

/// A supplied entity of another type than the parameter's.
struct SuppliedTypeMismatch: Error {
    /// The supplied instance's type name.
    let typeName: String
}
