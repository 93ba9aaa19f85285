/// What can happen to the filter: the filter feature's own actions.
public enum FilterAction: Sendable, Equatable, Codable {
    /// The user typed in the filter field.
    case queryChanged(String)
    /// The typed text settled (no typing for ``FilterDebouncing/quietPeriod``): filter by it.
    case applied(String)
}
