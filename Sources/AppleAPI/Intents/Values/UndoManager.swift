#if !canImport(Darwin)
    /// Records how to undo actions, in order: Foundation's `UndoManager`, which the Foundation of
    /// platforms without Apple's frameworks lacks and ``UndoableIntent`` names.
    ///
    /// Undo runs the most recently registered action first; the undo actions registered while
    /// undoing are not kept (there is no redo).
    public final class UndoManager: @unchecked Sendable {
        /// Guards `actions` and `pendingName`.
        private let lock = Locked(())
        private var actions: [(name: String, undo: () -> Void)] = []
        private var pendingName = ""

        /// Creates an empty manager.
        public init() {}

        /// Records how to undo an action on a target.
        /// - Parameters:
        ///   - target: The object the undo acts on.
        ///   - handler: Undoes the action.
        public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
            lock.withLock { _ in
                actions.append((pendingName, { handler(target) }))
                pendingName = ""
            }
        }

        /// Names the action registered last, or the next one.
        /// - Parameter actionName: The name, as "Undo <name>" shows it.
        public func setActionName(_ actionName: String) {
            lock.withLock { _ in
                if actions.isEmpty { pendingName = actionName } else { actions[actions.count - 1].name = actionName }
            }
        }

        /// Whether there is an action to undo.
        public var canUndo: Bool { lock.withLock { _ in !actions.isEmpty } }

        /// The name of the action ``undo()`` would undo.
        public var undoActionName: String { lock.withLock { _ in actions.last?.name ?? "" } }

        /// Undoes the most recent action.
        public func undo() {
            guard let action = lock.withLock({ _ in actions.popLast() }) else { return }
            action.undo()
        }
    }
#endif
