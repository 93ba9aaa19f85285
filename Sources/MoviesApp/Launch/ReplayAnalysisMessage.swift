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
}
