#if !canImport(Darwin)
    /// Records how to undo actions, in order: Foundation's `UndoManager`, which the Foundation of
    /// platforms without Apple's frameworks lacks and ``UndoableIntent`` names.
    ///
    /// Undo runs the most recently registered action first; the undo actions registered while
    /// undoing are not kept (there is no redo).
    ///
    /// Like Apple's, the manager belongs to the main actor, and so do the handlers it keeps.
    @MainActor
    open class UndoManager {
        private var actions: [(name: String, undo: @MainActor () -> Void)] = []
        private var pendingName = ""

        /// Creates an empty manager.
        public init() {}

        /// Records how to undo an action on a target.
        /// - Parameters:
        ///   - target: The object the undo acts on.
        ///   - handler: Undoes the action.
        @preconcurrency
        open func registerUndo<TargetType: AnyObject>(
            withTarget target: TargetType,
            handler: @escaping @MainActor (TargetType) -> Void
        ) {
            actions.append((pendingName, { handler(target) }))
            pendingName = ""
        }

        /// Names the action registered last, or the next one.
        /// - Parameter actionName: The name, as "Undo <name>" shows it.
        open func setActionName(_ actionName: String) {
            if actions.isEmpty { pendingName = actionName } else { actions[actions.count - 1].name = actionName }
        }

        /// Whether there is an action to undo.
        open var canUndo: Bool { !actions.isEmpty }

        /// The name of the action ``undo()`` would undo.
        open var undoActionName: String { actions.last?.name ?? "" }

        /// Undoes the most recent action.
        open func undo() {
            guard let action = actions.popLast() else { return }
            action.undo()
        }
    }
#endif
