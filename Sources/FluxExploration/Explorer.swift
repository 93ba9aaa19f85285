import FluxActionLog

/// Explores an app from a seed: it sends user actions drawn from rules, runs the app's effect
/// jobs in an order the seed picks and moves its clock, checks the stores' invariants and the
/// properties after every action, and shrinks the first failing sequence to a minimal one.
///
/// At each step the seed picks one of: send the next user action (a rule enabled in the state
/// now, and its payload), run one ready effect job (which one), or move the clock (to the next
/// deadline, or by a random amount). After the last user action the effects finish the same way
/// every time. The same seed gives the same steps and the same result.
///
/// ```swift
/// let explorer = Explorer(rules: SearchRules.all, properties: SearchRules.properties) { environment in
///     try SearchApp(bugs: [], environment: environment)
/// }
/// let report = try explorer.explore(seed: 42)
/// if let counterexample = report.counterexample { print(counterexample) }  // seed, minimal actions, reproduction
/// ```
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor
public struct Explorer<App: Explorable> {
    /// The user actions the explorer may send.
    public var rules: [ExplorationRule<App.Snapshot, App.Action>]
    /// What it checks besides the stores' invariants.
    public var properties: [ExplorationProperty<App.Snapshot, App.Action>]
    /// How much it tries.
    public var options: ExplorationOptions
    /// Makes a fresh app for a sequence or a replay.
    let makeApp: @MainActor (ExplorationEnvironment) throws -> App

    /// An explorer of the apps `makeApp` makes.
    /// - Parameters:
    ///   - rules: the user actions it may send.
    ///   - properties: the properties it checks besides the stores' invariants.
    ///   - options: how much it tries.
    ///   - makeApp: makes a fresh app, with the environment's clock and entropy.
    public init(
        rules: [ExplorationRule<App.Snapshot, App.Action>],
        properties: [ExplorationProperty<App.Snapshot, App.Action>] = [], options: ExplorationOptions = .init(),
        makeApp: @escaping @MainActor (ExplorationEnvironment) throws -> App
    ) {
        self.rules = rules
        self.properties = properties
        self.options = options
        self.makeApp = makeApp
    }

    /// Runs the saved failures' sequences first (``ExplorationSavedFailures``), then up to
    /// ``ExplorationOptions/sequences`` sequences, each from a seed drawn from `seed`, and
    /// shrinks the first that fails.
    /// - Parameters:
    ///   - seed: the exploration's seed.
    ///   - saved: seeds of earlier failures, tried first; a saved seed that no longer fails is
    ///     passed over.
    ///   - willRun: told each sequence's seed before the sequence runs: a process that explores
    ///     for a parent tells it, so that the parent knows which sequence a crash ended
    ///     (``recordSequence(seed:to:app:)`` then records it).
    /// - Returns: the report: the first failure, shrunk, or how many sequences passed.
    /// - Throws: ``ExplorationOptionsError`` when ``options`` cannot be explored with (before
    ///   anything runs); what making the app throws.
    public func explore(
        seed: UInt64, savedFirst saved: [UInt64] = [], willRun: (UInt64) -> Void = { _ in }
    ) throws -> ExplorationReport<App.Action> {
        try options.validate()
        for savedSeed in saved {
            willRun(savedSeed)
            if let counterexample = try reproduce(seed: savedSeed) {
                return ExplorationReport(seed: seed, sequencesRun: 0, counterexample: counterexample, saved: true)
            }
        }
        var seeds = ExplorationRandom(seed: seed)
        for number in 1...options.sequences {
            let sequenceSeed = seeds.next()
            willRun(sequenceSeed)
            if let counterexample = try reproduce(seed: sequenceSeed) {
                return ExplorationReport(seed: seed, sequencesRun: number, counterexample: counterexample)
            }
        }
        return ExplorationReport(seed: seed, sequencesRun: options.sequences, counterexample: nil)
    }

    /// Runs the one sequence of `seed` (a counterexample's) and shrinks it when it fails.
    /// - Returns: the shrunk counterexample, or nil when the sequence passes.
    /// - Throws: ``ExplorationOptionsError`` for options that cannot be explored with; what making
    ///   the app throws.
    public func reproduce(seed: UInt64) throws -> ExplorationCounterexample<App.Action>? {
        var random = ExplorationRandom(seed: seed)
        let entropySeed = random.next()
        let (steps, failure) = try generate(&random, entropySeed: entropySeed)
        guard let failure else { return nil }
        let shrunk = try shrink(steps, failing: failure.identity, entropySeed: entropySeed)
        return ExplorationCounterexample(
            failure: failure.identity, message: shrunk.message, seed: seed, entropySeed: entropySeed,
            original: steps.compactMap(\.action), steps: shrunk.steps)
    }

    /// Follows `steps` on a fresh app (the doubles drawing from `entropySeed` past the numbers the
    /// steps recorded), then lets the effects finish; a user action whose rule refuses it in the
    /// state reached is dropped.
    /// - Returns: the first failure (nil when none) and the steps taken.
    /// - Throws: ``ExplorationOptionsError`` for options that cannot be explored with; what making
    ///   the app throws.
    public func replay(
        _ steps: [ExplorationStep<App.Action>], entropySeed: UInt64
    ) throws -> (failure: (identity: ActionLogFailure, message: String)?, steps: [ExplorationStep<App.Action>]) {
        let session = try makeSession(entropySeed: entropySeed)
        defer { session.finish() }
        for step in steps where session.failure == nil { session.perform(step) }
        session.settle(limit: options.maxSteps)
        return (session.failure, session.performed)
    }

    /// Draws and takes the steps of one sequence until it fails, sends its last user action and
    /// its effects finish, or takes ``ExplorationOptions/maxSteps`` steps.
    /// `prepare` sees the session before its first step (a recorder attaches there).
    func generate(
        _ random: inout ExplorationRandom, entropySeed: UInt64,
        prepare: (ExplorationSession<App>) throws -> Void = { _ in }
    ) throws -> (steps: [ExplorationStep<App.Action>], failure: (identity: ActionLogFailure, message: String)?) {
        let session = try makeSession(entropySeed: entropySeed)
        defer { session.finish() }
        try prepare(session)
        var sent = 0
        while session.failure == nil, session.performed.count < options.maxSteps {
            guard let step = nextStep(&random, session: session, mayStillSend: sent < options.actionsPerSequence)
            else { break }
            if case .send = step { sent += 1 }
            session.perform(step)
        }
        session.settle(limit: options.maxSteps)
        return (session.performed, session.failure)
    }

    /// The next step the seed picks among those possible now; nil when none is.
    private func nextStep(
        _ random: inout ExplorationRandom, session: ExplorationSession<App>, mayStillSend: Bool
    ) -> ExplorationStep<App.Action>? {
        let state = session.snapshot
        let ruleWeights = session.ruleWeights
        let enabled = mayStillSend ? ruleWeights.indices.filter { session.isEnabled(rule: $0, in: state) } : []
        let ready = session.readyJobCount
        let weights = [
            enabled.isEmpty ? 0 : options.sendWeight, ready == 0 ? 0 : options.runWeight,
            session.clock.sleeperCount > 0 ? options.advanceWeight : 0,
        ]
        switch random.pick(weights: weights) {
        case 0:
            guard let pick = random.pick(weights: enabled.map { ruleWeights[$0] }) else { return nil }
            let rule = enabled[pick]
            return .send(rule: rule, action: rules[rule].generate(state, &random))
        case 1:
            return session.readyJob(at: random.int(below: ready)).map { .run(job: $0, draws: []) }
        case 2:
            if random.chance(percent: 50), let next = session.clock.pendingDeadlines.first {
                return .advance(by: session.clock.now.duration(to: next))
            }
            // Capped so that an option of years cannot overflow `Int`.
            let most = Int(min(options.maxAdvance / .milliseconds(1), 1e15))
            return .advance(by: .milliseconds(random.int(in: 1...most)))
        default:
            return nil
        }
    }

    /// A session on a fresh app, once the options are checked (every entry point comes here).
    func makeSession(entropySeed: UInt64) throws -> ExplorationSession<App> {
        try options.validate()
        return try ExplorationSession(rules: rules, properties: properties, entropySeed: entropySeed, makeApp: makeApp)
    }
}
