/// Something that turns a replayed log into a file: ``InspectorPage`` (one self-contained HTML
/// page) or ``ReduxDevToolsExport`` (a history Redux DevTools imports).
///
/// Calls come in this order: ``begin(_:)`` once, ``append(_:)`` once per action in sequence
/// order, then ``finish(truncation:)`` once. Writers hand their bytes to the output closure they
/// were created with, in order; a write that throws stops the writer (the error is rethrown).
package protocol InspectorWriter: AnyObject {
    /// Starts the file with the log's facts and initial states.
    func begin(_ session: InspectorSession) throws
    /// Adds one action and the states after it.
    func append(_ step: InspectorStep) throws
    /// Ends the file; `truncation` is the truncated last line the replay stopped at, if any.
    func finish(truncation: ActionLogError?) throws
}
