/// The reentrancy guards an ``IntentExecutor`` holds, by guard key.
///
/// By default a guard is keyed on the action identifier: a small set of keys, the same ones on every run. Each such
/// key is numbered the first time it is seen, and its guard is kept at that number in an array, so that taking,
/// checking and releasing it hashes nothing (the executor also caches each intent type's number). Keys that include
/// parameter values are unbounded: they are kept in a dictionary that forgets each one when its guard is released.
struct GuardTable {
    /// A guard key as the table keeps it.
    enum Key: Hashable {
        /// An action identifier's number (``GuardTable/number(of:)``).
        case numbered(Int)
        /// A key that includes parameter values.
        case text(String)
    }

    /// The run holding a guard, and the callers coalesced into it.
    struct Holder {
        var runID: RunID
        var waiters: [CheckedContinuation<RunOutcome?, Never>] = []
    }

    /// The number of each action identifier seen so far.
    private var numbers: [String: Int] = [:]
    /// The holders of numbered keys, by number; `nil` where no run holds the guard.
    private var numbered: [Holder?] = []
    /// The holders of keys that include parameter values.
    private var texts: [String: Holder] = [:]

    /// The number of an action identifier's guard, assigned when first asked for.
    /// - Parameter identifier: An action identifier.
    /// - Returns: Its number; the same for the table's lifetime.
    mutating func number(of identifier: String) -> Int {
        if let number = numbers[identifier] { return number }
        let number = numbered.count
        numbers[identifier] = number
        numbered.append(nil)
        return number
    }

    /// The holder of the guard with key `key`; `nil` when the guard is free. Setting `nil` releases it.
    subscript(key: Key) -> Holder? {
        get {
            switch key {
            case .numbered(let number): numbered[number]
            case .text(let text): texts[text]
            }
        }
        set {
            switch key {
            case .numbered(let number): numbered[number] = newValue
            case .text(let text): texts[text] = newValue
            }
        }
    }

    /// Adds a coalesced caller to the holder of `key`.
    /// - Returns: `false` when the guard is free (the run ended meanwhile).
    mutating func addWaiter(_ waiter: CheckedContinuation<RunOutcome?, Never>, to key: Key) -> Bool {
        switch key {
        case .numbered(let number):
            guard numbered[number] != nil else { return false }
            numbered[number]?.waiters.append(waiter)
        case .text(let text):
            guard texts[text] != nil else { return false }
            texts[text]?.waiters.append(waiter)
        }
        return true
    }

    /// The holder of the guard whose key is `text`, an identifier or a key with parameter values.
    /// - Parameter text: A guard key as callers spell it.
    /// - Returns: The holder; `nil` when the guard is free.
    func holder(named text: String) -> Holder? {
        if let number = numbers[text], let holder = numbered[number] { return holder }
        return texts[text]
    }
}
