/// One replayed action as an inspector sees it: the action, when it happened, every store's
/// state after it and the digest verdict.
package struct InspectorStep: Sendable {
    /// The action's sequence number (1 for the first action; +1 per step).
    package var sequence: UInt64
    /// The recorded time (ISO 8601 UTC with milliseconds, as in the log), or nil when the log has
    /// none for this action.
    package var time: String?
    /// The action as a JSON object with a string `"type"` (see ``LoggableAction``).
    package var action: [UInt8]
    /// Each store's state after the action as JSON text, in the order of
    /// ``ActionLogHeader/stores``.
    package var states: [[UInt8]]
    /// How the states compared with the digest recorded on the action's line.
    package var check: InspectorDigestCheck

    /// Creates a step.
    package init(sequence: UInt64, time: String?, action: [UInt8], states: [[UInt8]], check: InspectorDigestCheck) {
        self.sequence = sequence
        self.time = time
        self.action = action
        self.states = states
        self.check = check
    }
}
