import AppleAPI
import Synchronization

/// Where a run's task leaves how its `perform()` ended, for a caller that ran the task's start itself.
///
/// The caller runs the first job of its run's task on its own thread (``SerialJobQueue/runFirstJob()``,
/// ``InlineStartExecutor/runFirstJob()``). When `perform()` does not suspend, the task has ended by then, and the
/// caller takes the ending from here instead of awaiting the task under a cancellation handler: a run that does not
/// suspend then costs neither the handler's status record nor a wait.
///
/// The task fills the slot once, as its last step; the flag is set after the ending is written and read before it
/// is, so the caller sees the ending whole or not at all. The task itself returns nothing: a caller that waits for
/// it takes the ending from here too.
final class RunEndingSlot: RunCancellationRecord, @unchecked Sendable {
    /// Written once by the task, before ``isFilled`` is set; read only after it is.
    private nonisolated(unsafe) var ending: RunEnding?
    private let filled = Atomic<Bool>(false)
    private let timeout = Atomic<Bool>(false)

    /// Whether the executor cancelled the run because it timed out (set before it cancels the run's task).
    var timedOut: Bool { timeout.load(ordering: .acquiring) }

    /// Records that the run timed out; called before its task is cancelled, so a ``CancellableIntent``'s handler,
    /// run by that cancellation, reads it.
    func markTimedOut() {
        timeout.store(true, ordering: .releasing)
    }

    /// Leaves the ending; called once, by the run's task, as its last step.
    func fill(_ ending: RunEnding) {
        self.ending = ending
        filled.store(true, ordering: .releasing)
    }

    /// Whether the task has ended.
    var isFilled: Bool { filled.load(ordering: .acquiring) }

    /// Moves the ending out, once the task has ended (``isFilled``, or its value awaited).
    /// - Returns: How `perform()` ended; `nil` while the task runs.
    func take() -> RunEnding? {
        isFilled ? ending.take() : nil
    }
}
