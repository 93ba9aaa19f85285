import Flux
import FluxActionLog
import FluxTesting

/// One fresh app driven step by step: the explorer's sequences and every replay while it
/// shrinks run in a session of their own.
///
/// It installs the stepping executor as the app's effect executor, checks every store invariant
/// and transition property after every action (an observer of the dispatcher), and the idle
/// properties after every step that leaves no effect in flight. Everything runs synchronously
/// on the main actor: a job runs on this thread, and what it posted is dispatched before the
/// next step, so the steps alone decide what happens.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor
final class ExplorationSession<App: Explorable> {
    /// The app under exploration.
    let app: App
    /// The clock the app's effects sleep on.
    let clock = TestClock()
    /// The executor the app's effects run on.
    private let executor = ExplorationExecutor()
    private let entropy: ExplorationEntropy
    private let rules: [ExplorationRule<App.Snapshot, App.Action>]
    /// The rules' weights, in order: choosing a step reads them every step.
    let ruleWeights: [Int]
    private let preconditions: [@MainActor (App.Snapshot) -> Bool]
    private let properties: [ExplorationProperty<App.Snapshot, App.Action>]
    private var previous: App.Snapshot
    private var observer: SubscriptionToken?
    /// The last action dispatched, which an idle property's failure names.
    private var lastAction: App.Action?
    /// The first failure: its identity and a line that describes it; nil while none.
    private(set) var failure: (identity: ActionLogFailure, message: String)?
    /// The steps taken, as taken: refused user actions left out, each job with what test
    /// doubles drew while it ran.
    private(set) var performed: [ExplorationStep<App.Action>] = []
    /// How many user actions were given so far, taken or refused.
    private var given = 0
    /// The number each given user action that was taken has among those taken.
    private var recordedNumber: [Int: Int] = [:]

    /// A session on a new app made by `makeApp`, its doubles drawing from `entropySeed`.
    init(
        rules: [ExplorationRule<App.Snapshot, App.Action>], properties: [ExplorationProperty<App.Snapshot, App.Action>],
        entropySeed: UInt64, makeApp: @MainActor (ExplorationEnvironment) throws -> App
    ) rethrows {
        self.rules = rules
        ruleWeights = rules.map { $0.weight }
        preconditions = rules.map { $0.precondition }
        self.properties = properties
        entropy = ExplorationEntropy(seed: entropySeed)
        let made = try makeApp(ExplorationEnvironment(clock: clock, entropy: entropy))
        app = made
        previous = made.dispatcher.untracked { made.snapshot }
        // Breaks are the explorer's findings, not a reason to stop the process (debug builds).
        app.dispatcher.onInvariantBreak = { _, _ in }
        app.dispatcher.effects.executor = executor
        observer = app.dispatcher.addObserver { [weak self] _, action in self?.check(action) }
    }

    /// The app's state now: the snapshot read after the last action (or at the start), since
    /// only a dispatched action changes it and the session reads one after each.
    var snapshot: App.Snapshot { previous }

    /// How many effect jobs are ready.
    var readyJobCount: Int { executor.readyCount }

    /// The effect of the ready job at `index`, oldest first; nil past the last.
    func readyJob(at index: Int) -> ExplorationJob? { executor.readyJob(at: index) }

    /// Whether rule `index` is enabled in `state`: a weight above 0 and its precondition holds.
    func isEnabled(rule index: Int, in state: App.Snapshot) -> Bool {
        ruleWeights[index] > 0 && preconditions[index](state)
    }

    /// Takes `step`, then checks the idle properties; a user action its rule refuses in the
    /// state now, or a job of an effect with none ready, is skipped (not recorded).
    ///
    /// User actions are numbered as given (the effects they start are named by those numbers)
    /// and renumbered as recorded, so that the steps recorded name their own user actions.
    func perform(_ step: ExplorationStep<App.Action>) {
        switch step {
        case .send(let rule, let action):
            given += 1
            guard rules.indices.contains(rule), rules[rule].allows(action, in: snapshot) else { return }
            performed.append(step)
            recordedNumber[given] = recordedNumber.count + 1
            executor.cause = [given]
            app.dispatcher.send(action)
        case .run(let job, let draws):
            guard executor.isReady(job) else { return }
            executor.cause = job.path
            entropy.begin(replaying: draws)
            executor.run(job)
            let drawn = entropy.end()
            if let recorded = job.renumbered({ recordedNumber[$0] }) {
                performed.append(.run(job: recorded, draws: drawn))
            }
            app.dispatcher.dispatchPostedActionsNow()
        case .advance(let duration):
            guard duration >= .zero else { return }
            performed.append(step)
            clock.resumeSleeps(through: clock.now.advanced(by: duration))
        }
        checkIdle()
    }

    /// Lets the effects finish after the last user action, the same way every time: the oldest
    /// ready job runs, else the clock moves to the next deadline, for at most `limit` steps.
    ///
    /// Effects still in flight with no job ready and no sleep on the clock wait on something the
    /// explorer does not step (the main actor, another clock, I/O): that is a failure, named
    /// ``stalledProperty``, since the checks of an idle app would never run.
    func settle(limit: Int) {
        for _ in 0..<limit where failure == nil {
            if let oldest = executor.readyJob(at: 0) {
                perform(.run(job: oldest, draws: []))
            } else if let next = clock.pendingDeadlines.first {
                perform(.advance(by: clock.now.duration(to: next)))
            } else {
                break
            }
        }
        let stalled = app.dispatcher.effects.inFlight
        guard failure == nil, !stalled.isEmpty, executor.readyCount == 0, clock.sleeperCount == 0 else { return }
        let names = stalled.map { $0.id ?? "effect started at seq \($0.startedAtSequence)" }
        failure = (
            .propertyViolation(property: Self.stalledProperty),
            "property \"\(Self.stalledProperty)\" broke: \(names.joined(separator: ", ")) waits on something the "
                + "explorer does not step (the main actor, another clock, I/O)"
        )
    }

    /// The failure of effects that never finish under the explorer.
    static var stalledProperty: String { "every effect finishes under the explorer" }

    /// Ends the session: cancels the effects still in flight and runs their jobs out, so that no
    /// task is left suspended on the executor or the clock.
    func finish() {
        observer?.cancel()
        observer = nil
        app.dispatcher.effects.cancelAll()
        var budget = 10_000
        while budget > 0, let oldest = executor.readyJob(at: 0), executor.run(oldest) { budget -= 1 }
    }

    /// Checks the stores' invariants and the transition properties after `action`.
    private func check(_ action: App.Action) {
        let after = app.dispatcher.untracked { app.snapshot }
        lastAction = action
        defer { previous = after }
        guard failure == nil else { return }
        if let broken = app.dispatcher.brokenInvariants().first {
            failure = (
                .invariantBreak(store: broken.store, invariant: broken.invariant),
                "\(broken) after \(ExplorationActionText.of(action))"
            )
            return
        }
        for property in properties {
            guard case .transition(let holds) = property.check, !holds(previous, action, after) else { continue }
            failure = (
                .propertyViolation(property: property.name),
                "property \"\(property.name)\" broke at \(ExplorationActionText.of(action))"
            )
            return
        }
    }

    /// Checks the idle properties when no effect is in flight.
    private func checkIdle() {
        guard failure == nil, app.dispatcher.effects.isEmpty else { return }
        let state = snapshot
        for property in properties {
            guard case .idle(let holds) = property.check, !holds(state) else { continue }
            let after = lastAction.map { ", after \(ExplorationActionText.of($0))" } ?? ""
            let message = "property \"\(property.name)\" broke when idle\(after)"
            failure = (.propertyViolation(property: property.name), message)
            return
        }
    }
}
