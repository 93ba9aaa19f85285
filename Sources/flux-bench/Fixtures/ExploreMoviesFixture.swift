import BenchKit
import Flux
import FluxExploration
import Foundation
import MoviesApp
import MoviesExploration

/// The explorer on flux-movies for `explore.movies` and `explore.movies.plain`: it explores from
/// one fixed seed with the rules reweighted (``weights``), counts every action dispatched by
/// type, fails when the mix leaves its bounds, and records each sequence's actions so that the
/// plain scenario dispatches exactly those.
///
/// The app is `ExploredMovies` (the live stores and middleware over simulated repositories: no
/// catalog, no network, no log recording); the explorer checks every store invariant and
/// `MoviesProperties.all` after every action, as `movies-explore` does.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor
final class ExploreMoviesFixture {
    /// The exploration's seed: every run explores the same sequences.
    static let seed: UInt64 = 0xF1_0C33_5EED
    /// The rules' weights in the benchmark (`MoviesRules.all`'s are search 4, open 3, more 2,
    /// back 2, recent 1, pick 1, cancel 1, type 3): opening, paging and going back weigh more,
    /// typing less, so that the mix holds (``leastSearchShare``, ``leastNavigationShare``).
    static let weights = [
        "search": 5, "open": 12, "more": 8, "back": 8, "recent": 1, "pick": 1, "cancel": 1, "type": 1,
    ]
    /// The explorer's options besides the sequence count: a user action weighs 1 against 3 for
    /// an effect job and 3 for moving the clock (3, 3 and 2 by default), so that searches load
    /// before the next command supersedes them (with the defaults, fewer than one in ten opens,
    /// goes back or pages: a list is rarely there to open); 12 user actions a sequence.
    static var options: ExplorationOptions {
        var options = ExplorationOptions()
        options.sendWeight = 1
        options.runWeight = 3
        options.advanceWeight = 3
        options.actionsPerSequence = 12
        return options
    }
    /// The least share of the actions dispatched that must be `search.submitted` starting a load.
    static let leastSearchShare = 0.25
    /// The least share that must be `details.opened`, `navigation.back` and `search.nextPageRequested`.
    static let leastNavigationShare = 0.20

    /// The actions each sequence of the last exploration dispatched, in order, by sequence count.
    private var recorded: [Int: [[AppAction]]] = [:]
    /// Whether the mix was printed (once a process).
    private var mixPrinted = false

    /// `MoviesRules.all` with ``weights`` (a rule not named there keeps its own).
    static var rules: [ExplorationRule<AppState, AppAction>] {
        MoviesRules.all.map { rule in
            ExplorationRule(
                rule.name, weight: weights[rule.name] ?? rule.weight, when: rule.precondition, accepts: rule.accepts,
                generate: rule.generate, shrink: rule.shrink)
        }
    }

    /// Explores `sequences` sequences, timed, and records what they dispatched.
    /// - Returns: the sample (one operation per action dispatched) and a checksum.
    /// - Throws: `BenchFixtureError` when a sequence fails or the mix is outside its bounds.
    func explore(sequences: Int) throws -> (sample: Sample, checksum: Int) {
        var options = Self.options
        options.sequences = sequences
        let tally = ExploreTally()
        let explorer = Explorer(rules: Self.rules, properties: MoviesProperties.all, options: options) { environment in
            TalliedMovies(environment: environment, tally: tally)
        }
        let stopwatch = Stopwatch()
        let report = try explorer.explore(seed: Self.seed)
        let elapsed = stopwatch.elapsed
        if let counterexample = report.counterexample {
            throw BenchFixtureError("explore.movies: a sequence failed: \(counterexample)")
        }
        try check(tally)
        recorded[sequences] = tally.sequences
        return (Sample(elapsed: elapsed, operations: tally.total), tally.total &+ report.sequencesRun)
    }

    /// Dispatches the sequences `explore(sequences:)` recorded (exploring first, untimed, when
    /// none are), each into a fresh `AppCore()` with no middleware, timed.
    /// - Returns: the sample (one operation per action) and a checksum of the final states.
    /// - Throws: what `explore(sequences:)` throws.
    func dispatchPlain(sequences: Int) throws -> (sample: Sample, checksum: Int) {
        if recorded[sequences] == nil { _ = try explore(sequences: sequences) }
        let recordings = recorded[sequences] ?? []
        let stopwatch = Stopwatch()
        var checksum = 0
        var total = 0
        for actions in recordings {
            let core = AppCore()
            for action in actions { core.dispatcher.send(action) }
            checksum &+= core.stores.search.state.lastRequestID &+ core.stores.search.state.itemCount
            total += actions.count
        }
        return (Sample(elapsed: stopwatch.elapsed, operations: total), checksum)
    }

    /// Throws when the mix is outside its bounds; prints it on stderr once a process.
    private func check(_ tally: ExploreTally) throws {
        let total = Double(max(tally.total, 1))
        let searches = Double(tally.loadingSearches) / total
        let navigation =
            Double(
                tally.counts["details.opened", default: 0] + tally.counts["navigation.back", default: 0]
                    + tally.counts["search.nextPageRequested", default: 0]) / total
        let line =
            "explore.movies mix: \(tally.total) actions in \(tally.sequences.count) sequences; "
            + "searches starting a load \(percent(searches)), opens+backs+pages \(percent(navigation)); "
            + tally.counts.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        if !mixPrinted {
            mixPrinted = true
            FileHandle.standardError.write(Data("flux-bench: \(line)\n".utf8))
        }
        guard searches >= Self.leastSearchShare, navigation >= Self.leastNavigationShare else {
            throw BenchFixtureError(
                "the mix is outside its bounds (searches starting a load >= \(percent(Self.leastSearchShare)), "
                    + "opens+backs+pages >= \(percent(Self.leastNavigationShare))): \(line)")
        }
    }

    /// `0.253` as `25.3%`.
    private func percent(_ share: Double) -> String {
        "\((share * 1000).rounded() / 10)%"
    }
}

/// What one exploration dispatched: every action by type, the searches that started a load, and
/// each sequence's actions in order.
@MainActor
final class ExploreTally {
    /// Actions dispatched, by type name (`search.submitted`, ...).
    var counts: [String: Int] = [:]
    /// `search.submitted` actions after which the search store's request id moved on (a load started).
    var loadingSearches = 0
    /// Every action dispatched.
    var total = 0
    /// Each sequence's actions (one per app made), in order.
    var sequences: [[AppAction]] = []
}

/// `ExploredMovies` with an observer of its dispatcher that tallies every action and records it
/// in its sequence; the observer goes with the app.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor
final class TalliedMovies: Explorable {
    /// The app explored.
    private let movies: ExploredMovies
    /// The tallying observer.
    private var token: SubscriptionToken?

    /// A fresh `ExploredMovies` on `environment`, starting a new sequence in `tally`.
    init(environment: ExplorationEnvironment, tally: ExploreTally) {
        movies = ExploredMovies(environment: environment)
        let search = movies.core.stores.search
        let sequence = tally.sequences.count
        tally.sequences.append([])
        var lastRequestID = search.state.lastRequestID
        token = movies.dispatcher.addObserver { _, action in
            tally.total += 1
            tally.counts[action.typeName, default: 0] += 1
            tally.sequences[sequence].append(action)
            switch action {
            case .search(.submitted), .search(.nextPageRequested):
                let requestID = search.state.lastRequestID
                if case .search(.submitted) = action, requestID != lastRequestID { tally.loadingSearches += 1 }
                lastRequestID = requestID
            default:
                break
            }
        }
    }

    /// The dispatcher the explorer sends to.
    var dispatcher: Dispatcher<AppAction> { movies.dispatcher }
    /// The four stores' states.
    var snapshot: AppState { movies.snapshot }
}
