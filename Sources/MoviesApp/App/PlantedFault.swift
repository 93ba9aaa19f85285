/// A bug planted on purpose, for tests of `replay --minimize` (and of crash handling): the
/// search store's reducer traps, or breaks the invariant "page within pages", when it reduces
/// the `occurrence`-th action of a type.
///
/// Set with `FLUX_MOVIES_PLANTED_FAULT=trap:TYPE:N` or `break:TYPE:N` (e.g.
/// `trap:navigation.back:2`); honoured by debug builds only (tests), ignored by release builds.
/// See CONTRIBUTING ("Planted faults").
@MainActor
package final class PlantedFault {
    /// What the fault does.
    package enum Kind: String, Sendable {
        /// `fatalError`: the process traps.
        case trap
        /// Sets `currentPage` to 99, a page never loaded: "page within pages" breaks.
        case `break`
    }

    /// The environment variable that plants a fault.
    package nonisolated static let variable = "FLUX_MOVIES_PLANTED_FAULT"

    /// What the fault does.
    package let kind: Kind
    /// The action type that triggers it, e.g. `navigation.back`.
    package let actionType: String
    /// Which action of that type triggers it (1: the first).
    package let occurrence: Int
    private var seen = 0

    /// Creates a fault; nil for `occurrence` below 1.
    package init?(kind: Kind, actionType: String, occurrence: Int) {
        guard occurrence >= 1 else { return nil }
        self.kind = kind
        self.actionType = actionType
        self.occurrence = occurrence
    }

    /// The fault `environment` plants, in a debug build; nil otherwise or when the value is not
    /// `KIND:TYPE:N`.
    package static func planted(in environment: [String: String]) -> PlantedFault? {
        #if DEBUG
            guard let value = environment[variable] else { return nil }
            let parts = value.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3, let kind = Kind(rawValue: parts[0]), let occurrence = Int(parts[2]) else {
                return nil
            }
            return PlantedFault(kind: kind, actionType: parts[1], occurrence: occurrence)
        #else
            return nil
        #endif
    }

    /// Called by the search store after its reducer: counts `action` and, at the planted
    /// occurrence, traps or breaks `state`.
    package func apply(_ action: AppAction, to state: inout SearchState) {
        guard action.typeName == actionType else { return }
        seen += 1
        guard seen == occurrence else { return }
        switch kind {
        case .trap: fatalError("planted fault: \(actionType) #\(occurrence)")
        case .break: state.currentPage = 99
        }
    }
}
