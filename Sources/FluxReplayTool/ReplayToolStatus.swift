/// The exit statuses of the replay tool (``ReplayTool``), one per outcome a script may act on.
///
/// | Status | Meaning |
/// |---|---|
/// | 0 | done: the replay, the file or the minimized log is as asked; or the reader of standard output closed it (`\| head`), and the tool stopped there |
/// | 1 | the log is bad (unreadable, a bad line, a truncated last line), a digest diverged, or an output file could not be written |
/// | 2 | a usage mistake: unknown or illegal options, an output file that exists without `--force`, `--until` beyond the log, a field the states lack, nothing to minimize |
/// | 3 | a crash: replaying action N crashes the app (the recorded crash reproduces, or a new one) |
/// | 4 | an invariant break: action N leaves a store breaking one of its invariants |
///
/// With 3 and 4 the tool has written everything the mode writes for actions 1…N-1, then a line
/// naming the failure at N on standard error. `--emit-test` and `--minimize`, whose files are
/// about the failure, exit 0 when they wrote them (the output names the crash).
public enum ReplayToolStatus: Int32, Sendable, CaseIterable {
    /// Done as asked.
    case ok = 0
    /// A bad log, a divergence, or an output file that could not be written.
    case failure = 1
    /// A usage mistake; nothing was replayed or written.
    case usage = 2
    /// Action N crashes the app.
    case crash = 3
    /// Action N breaks an invariant.
    case invariantBreak = 4
}
