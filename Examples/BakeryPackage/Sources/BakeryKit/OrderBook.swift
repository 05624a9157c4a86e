/// The bakery's cakes and the orders taken today, in memory: the app adds one at start-up, each
/// test host one of its own.
public actor OrderBook {
    /// The cakes on the menu, by identifier.
    public static let menu = ["black-forest": "Black Forest", "sacher": "Sachertorte", "linzer": "Linzer Torte"]

    /// The cakes sold out today, by identifier.
    private let soldOut: Set<String>

    /// The orders taken, in order: cake identifiers.
    public private(set) var orders: [String] = []

    /// Creates an empty order book.
    /// - Parameter soldOut: The cakes sold out today.
    public init(soldOut: Set<String> = []) {
        self.soldOut = soldOut
    }

    /// Whether a cake is sold out today.
    /// - Parameter cake: The cake's identifier.
    /// - Returns: Whether it is.
    public func isSoldOut(_ cake: String) -> Bool { soldOut.contains(cake) }

    /// Takes an order.
    /// - Parameter cake: The cake's identifier.
    /// - Returns: The order's number today.
    /// - Throws: ``BakeryError/soldOut(_:)`` when the cake is sold out.
    public func place(_ cake: String) throws(BakeryError) -> Int {
        guard !soldOut.contains(cake) else { throw .soldOut(Self.menu[cake] ?? cake) }
        orders.append(cake)
        return orders.count
    }
}
