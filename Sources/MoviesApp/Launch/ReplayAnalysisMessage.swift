/// A line of `flux-movies replay --blame` and of `--export`'s size limits, as data: worded in a
/// language by ``Strings/replayAnalysisMessage(_:)``.
package enum ReplayAnalysisMessage: Equatable, Sendable {
    /// `--blame` names no store of the log (`stores`: the log's).
    case blameUnknownStore(field: String, store: String, stores: [String])
    /// `--blame`'s text after the store is not a path.
    case blameBadPath(field: String)
    /// No replayed state has the field; `parent` is the deepest part of it one had, `fields`
    /// that part's fields.
    case blameUnknownField(field: String, parent: String, fields: [String])
    /// No action changed the field (`value`: its value throughout, as JSON; nil when absent;
    /// `last`: the last seq replayed).
    case blameUnchanged(field: String, value: String?, last: UInt64)
    /// `--export` wrote only the last `kept` actions, seq `first` to `last` (on stdout, instead of
    /// ``ReplayMessage/wrote(path:)``).
    case exportLeftOut(path: String, kept: UInt64, first: UInt64, last: UInt64)
    /// `--html` or `--export` (`option`) stopped at `--max-size` (`limit` bytes): `written` bytes
    /// by seq `sequence`; `estimate`: the whole file's size at that pace, when known.
    case fileTooLarge(option: String, path: String, limit: Int64, written: Int64, sequence: UInt64, estimate: Int64?)
}
