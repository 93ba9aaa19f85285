/// How a replayed state compared with the digest recorded for it, as an inspector shows it.
///
/// ``ActionLogInspection`` checks the digests the way `--verify` does (see
/// ``ActionLogReplayer``): every recorded digest up to the first divergence. After that, the
/// remaining digests are ``notChecked``.
package enum InspectorDigestCheck: Equatable, Sendable {
    /// The log has no digest at this point.
    case notRecorded
    /// Every store's digest matched.
    case matched
    /// The stores whose states differ from the recorded ones (with the fields, when the log
    /// carries snapshots; see ``StoreDivergence``). Only the first divergence of a log has this.
    case diverged([StoreDivergence])
    /// A digest is recorded but was not checked, because the replay diverged before.
    case notChecked
}
