/// The filter feature's pure reducer, over the feature's own actions.
public enum FilterReducer {
    /// Applies `action` to the filter.
    public static func reduce(_ state: inout FilterState, _ action: FilterAction) {
        switch action {
        case .queryChanged(let query): state.query = query
        case .applied(let query): state.applied = query
        }
    }
}
