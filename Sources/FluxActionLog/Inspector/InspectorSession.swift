/// What an inspector is told about a replayed log before its actions: the header's facts and
/// the initial states.
///
/// ``ActionLogInspection`` builds it from a log; another tool can build it by hand and feed an
/// ``InspectorWriter`` itself.
package struct InspectorSession: Sendable {
    /// The name shown for the log, usually its file name without directories.
    package var fileName: String
    /// The log's header (application, format version, creation time, store names).
    package var header: ActionLogHeader
    /// Each store's initial state as JSON text, in the order of ``ActionLogHeader/stores``
    /// (canonical JSON, as ``CanonicalStateEncoder`` writes it, is recommended).
    package var initialStates: [[UInt8]]
    /// How the initial states compared with the header's digests.
    package var initialCheck: InspectorDigestCheck
    /// The sequence number of the last action the writers will be given, when it is known
    /// beforehand (a log file's complete lines, or `until`); ``ReduxDevToolsExport`` with a
    /// `maxAge` then writes as it goes instead of keeping its last actions in memory.
    package var lastSequence: UInt64?

    /// Creates a session description.
    package init(
        fileName: String, header: ActionLogHeader, initialStates: [[UInt8]], initialCheck: InspectorDigestCheck,
        lastSequence: UInt64? = nil
    ) {
        self.fileName = fileName
        self.header = header
        self.initialStates = initialStates
        self.initialCheck = initialCheck
        self.lastSequence = lastSequence
    }
}
