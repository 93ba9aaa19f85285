/// The units `replay --minimize` removes: each action with the effect results it caused, so
/// that a result never stays in a candidate log without the action that started its effect.
///
/// The log does not record which action started an effect; the results name their request
/// (`requestID`), and replaying the log tells which action made that request (the one after
/// which `lastRequestID` or `lastPosterRequestID` became it). The recent queries a
/// `suggestions.requested` fetched (`loaded`, `loadFailed`) go with the last one before them,
/// and the titles found for a query with the last `suggestions.typed` before them.
@MainActor
package enum MinimizeUnits {
    /// The units of `actions`: lists of indices, each in order, ordered by their first index;
    /// every index is in exactly one.
    package static func of(_ actions: [AppAction]) -> [[Int]] {
        let parents = causes(of: actions)
        var units: [Int: [Int]] = [:]
        for index in actions.indices {
            let root = root(of: index, parents)
            units[root, default: []].append(index)
        }
        return units.keys.sorted().compactMap { units[$0] }
    }

    /// For each action, the index of the action that started the effect it is the result of.
    static func causes(of actions: [AppAction]) -> [Int?] {
        let core = AppCore()
        core.dispatcher.onInvariantBreak = { _, _ in }
        var searches: [Int: Int] = [:]
        var posters: [Int: Int] = [:]
        var lastRequested: Int?
        var lastTyped: Int?
        var parents: [Int?] = []
        for (index, action) in actions.enumerated() {
            let before = core.state
            core.dispatcher.send(action)
            let after = core.state
            if after.search.lastRequestID > before.search.lastRequestID { searches[after.search.lastRequestID] = index }
            if after.details.lastPosterRequestID > before.details.lastPosterRequestID {
                posters[after.details.lastPosterRequestID] = index
            }
            switch action {
            case .search(.pageLoaded(let id, _)), .search(.cachedPageLoaded(let id, _)),
                .search(.loadFailed(let id, _)):
                parents.append(searches[id])
            case .details(.posterLoaded(let id, _, _)), .details(.posterFailed(let id, _)):
                parents.append(posters[id])
            case .suggestions(.loaded), .suggestions(.loadFailed): parents.append(lastRequested)
            case .suggestions(.titlesFound): parents.append(lastTyped)
            case .suggestions(.requested):
                lastRequested = index
                parents.append(nil)
            case .suggestions(.typed):
                lastTyped = index
                parents.append(nil)
            default: parents.append(nil)
            }
        }
        return parents
    }

    private static func root(of index: Int, _ parents: [Int?]) -> Int {
        var current = index
        while let parent = parents[current], parent < current { current = parent }
        return current
    }
}
