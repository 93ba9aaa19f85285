import FluxActionLog

/// Shrinks the payloads of a failing log's actions, one place at a time, while the log still
/// fails the same way: numbers toward 0, strings toward empty, arrays toward fewer elements
/// (`LoggableAction.simplerByJSON`, from ``ActionLogJSON/simpler(limit:)`` of each action's
/// JSON), as many rounds as improve it.
///
/// A candidate is the action's JSON with one place simpler, decoded back into the action type:
/// JSON the type does not decode (an enum case's key, a required member) is never tried, and one
/// that decodes to the same action as the original or as an earlier candidate is skipped. Which
/// candidates are kept is the caller's test (a replay in a child process), so a value only a
/// crash needs, or one in its message, stays.
struct ActionPayloadShrinker<Action: LoggableAction> {
    /// The actions, with the simpler payloads found so far.
    private(set) var actions: [Action]
    /// How many candidates may still be tried.
    private(set) var budget: Int

    /// The actions with those at `indices` shrunk while `stillFails` says the actions with a
    /// candidate in place still fail as before.
    mutating func shrink(_ indices: [Int], stillFails: ([Action]) throws -> Bool) rethrows -> [Action] {
        var improved = true
        while improved, budget > 0 {
            improved = false
            for index in indices where budget > 0 {
                for candidate in actions[index].simplerByJSON() where budget > 0 {
                    budget -= 1
                    var trial = actions
                    trial[index] = candidate
                    if try stillFails(trial) {
                        actions = trial
                        improved = true
                        break
                    }
                }
            }
        }
        return actions
    }
}
