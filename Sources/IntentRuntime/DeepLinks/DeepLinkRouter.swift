/// The app's handlers of deep links: what `onOpenURL` does in an app, for a host.
///
/// A handler takes the links of one scheme (and, optionally, one host) and says which intent
/// shows them; the host then runs that intent through its executor, so a link opened from a Live
/// Activity goes through the same reentrancy guard and timeouts as a tap.
///
/// ```swift
/// var router = DeepLinkRouter()
/// router.register(scheme: "hdSeckill", host: "seckill") { link throws(DeepLinkError) in
///     DeepLinkRoute(actionIdentifier: "OpenSeckillIntent",
///                   parameters: ["productId": .string(try link.requiredValue(forQueryItem: "productId"))])
/// }
/// let outcome = try await router.open(try DeepLink("hdSeckill://seckill?productId=42"), on: host)
/// ```
public struct DeepLinkRouter: Sendable {
    /// Says where a link leads, or why it leads nowhere.
    public typealias Handler = @Sendable (DeepLink) throws(DeepLinkError) -> DeepLinkRoute

    private struct Entry: Sendable {
        let scheme: String
        let host: String?
        let handler: Handler
    }

    private var entries: [Entry] = []

    /// Creates a router with no handlers.
    public init() {}

    /// Adds a handler. A handler for a scheme and host is preferred to one for the whole scheme.
    /// - Parameters:
    ///   - scheme: The scheme it takes, compared case-insensitively.
    ///   - host: The host it takes, compared case-insensitively; `nil` for any.
    ///   - handler: Says where a link leads.
    public mutating func register(scheme: String, host: String? = nil, handler: @escaping Handler) {
        entries.append(Entry(scheme: scheme, host: host, handler: handler))
    }

    /// The links the router takes, as `scheme://host` (or `scheme:` for a whole scheme).
    public var patterns: [String] {
        entries.map { entry in entry.host.map { "\(entry.scheme)://\($0)" } ?? "\(entry.scheme):" }
    }

    /// Finds where a link leads.
    /// - Parameter link: The link.
    /// - Returns: The intent to run and its parameters.
    /// - Throws: ``DeepLinkError`` with ``DeepLinkError/Code/noHandler`` when no handler takes
    ///   the link, or what the handler throws.
    public func route(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkRoute {
        let scheme = link.scheme.lowercased()
        let host = link.host?.lowercased()
        let candidates = entries.filter { $0.scheme.lowercased() == scheme }
        guard
            let entry = candidates.first(where: { $0.host != nil && $0.host?.lowercased() == host })
                ?? candidates.first(where: { $0.host == nil })
        else {
            let known =
                patterns.isEmpty ? "the app takes no links" : "the app takes \(patterns.joined(separator: ", "))"
            throw DeepLinkError(
                .noHandler, url: link.description,
                message: "no handler for `\(link.scheme)://\(link.host ?? "")`; \(known)")
        }
        return try entry.handler(link)
    }

    /// Routes a link and runs the intent it leads to on a host.
    /// - Parameters:
    ///   - link: The link.
    ///   - host: The host whose executor runs the intent.
    /// - Returns: How the run ended.
    /// - Throws: ``DeepLinkError`` when the link leads nowhere, ``IntentHostError`` when the
    ///   host refuses the route's intent or parameters.
    public func open(_ link: DeepLink, on host: IntentHost) async throws -> RunOutcome {
        let route = try route(link)
        return try await host.run(identifier: route.actionIdentifier, parameters: route.parameters)
    }
}

extension DeepLink {
    /// The value of a query item a handler needs.
    /// - Parameter name: The query item's name.
    /// - Returns: Its value, not empty.
    /// - Throws: ``DeepLinkError`` with ``DeepLinkError/Code/missingQueryItem`` when the link
    ///   has no such item, or it is empty.
    public func requiredValue(forQueryItem name: String) throws(DeepLinkError) -> String {
        guard let value = value(forQueryItem: name), !value.isEmpty else {
            throw DeepLinkError(.missingQueryItem, url: description, message: "the link has no `\(name)` query item")
        }
        return value
    }
}
