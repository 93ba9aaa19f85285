import Flux
import Testing

extension TestStore {
    /// Sends `action` and checks the state it produces.
    ///
    /// The closure gets every store's state (``StoreStates``) from before the action and assigns
    /// what the action should have changed; the result must equal every store's actual state after
    /// the action (exhaustive mode), or just the fields it assigns (non-exhaustive mode). No
    /// closure means "no state changes". Actions that middleware dispatches during the send are not part of
    /// it: they are queued for ``receive(_:timeout:_:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// store.send(.increment) { $0[counter].count = 1 }
    /// ```
    /// - Parameters:
    ///   - action: the action to dispatch.
    ///   - assert: assigns the expected change; it may throw (a Swift Testing `#require` failure
    ///     is reported by Swift Testing itself, any other error as a failure of this send).
    ///   - fileID: the file ID of the test's call, where a failure is reported; leave the default.
    ///   - filePath: the full path of that file (for XCTest); leave the default.
    ///   - line: the line of the test's call; leave the default.
    ///   - column: the column of the test's call; leave the default.
    public func send(
        _ action: Action, _ assert: ((inout StoreStates) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(
            call: "send(\(ValueDescription.of(action)))",
            location: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        reportUnimplementedCalls(at: site)
        flushReceived(before: site)
        let before = StoreStates.capture(dispatcher.stores)
        let effectsBefore = Set(dispatcher.effects.inFlight.map(\.token))
        sendSites.append((dispatcher.sequence, site))
        dispatcher.send(action)
        for record in received { actionOrigins[record.sequence] = site }
        let own = takeSentRecord(action)
        if let own { reportInvariantBreaks(of: own, at: site) }
        trackEffects(startedSince: effectsBefore, by: site)
        let actual = own?.states ?? before
        let note = own == nil ? FailureMessage.stoppedNote(call: site.call) : nil
        checkState(before: before, actual: actual, assert: assert, site: site, note: note)
        current = actual
        reportUnimplementedCalls(at: site)
    }

    /// Reports the actions left unreceived (exhaustive mode) and drops them.
    func flushReceived(before site: CallSite) {
        guard let last = received.last else { return }
        for record in received {
            let call = "receive(\(ValueDescription.of(record.action)))"
            reportInvariantBreaks(of: record, at: CallSite(call: call, location: site.location))
        }
        if exhaustivity == .on {
            let actions = received.map { ValueDescription.of($0.action) }
            report(.unreceivedActions, FailureMessage.unreceivedActions(actions, before: site.call), at: site)
        }
        current = last.states
        received.removeAll()
    }

    /// Removes and returns the record of the sent action; nil when middleware stopped it.
    private func takeSentRecord(_ action: Action) -> ObservedAction<Action>? {
        guard let first = received.first else { return nil }
        if AnyEquality.isEqual(first.action, action) == false { return nil }
        return received.removeFirst()
    }

    /// Remembers `site` as the origin of the effects started since `before`, and forgets effects
    /// that have ended.
    private func trackEffects(startedSince before: Set<UInt64>, by site: CallSite) {
        let running = dispatcher.effects.inFlight
        let tokens = Set(running.map(\.token))
        effectOrigins = effectOrigins.filter { tokens.contains($0.key) }
        for effect in running where !before.contains(effect.token) && effectOrigins[effect.token] == nil {
            effectOrigins[effect.token] = site
        }
    }

    /// Checks `actual` against `before` with the test's closure applied, and reports a mismatch.
    func checkState(
        before: StoreStates, actual: StoreStates, assert: ((inout StoreStates) throws -> Void)?, site: CallSite,
        note: String?
    ) {
        guard let expected = expectedStates(before: before, actual: actual, assert: assert, site: site) else { return }
        let differences = StateComparison.differences(expected, actual)
        guard !differences.isEmpty else { return }
        let diff = ValueDiff.render(differences)
        guard exhaustivity == .on else {
            let message = FailureMessage.assignedFieldsMismatch(call: site.call, diff: diff, note: note)
            return report(.stateMismatch, message, at: site)
        }
        let kind = StateComparison.kind(of: differences, before: before, expected: expected, actual: actual)
        let message: String
        switch kind {
        case .unassertedStateChange:
            message = FailureMessage.unassertedStateChange(call: site.call, diff: diff, note: note)
        case .expectedChangeDidNotHappen:
            message = FailureMessage.expectedChangeDidNotHappen(call: site.call, diff: diff, note: note)
        default:
            message = FailureMessage.stateMismatch(call: site.call, diff: diff, note: note)
        }
        report(kind, message, at: site)
    }

    /// The states the test expects; nil when the closure failed (already reported).
    private func expectedStates(
        before: StoreStates, actual: StoreStates, assert: ((inout StoreStates) throws -> Void)?, site: CallSite
    ) -> StoreStates? {
        var expected = exhaustivity == .on ? before.copy() : actual.copy()
        guard let assert else { return expected }
        do {
            try assert(&expected)
        } catch is ExpectationFailedError {
            return nil
        } catch {
            report(.expectationThrew, FailureMessage.expectationThrew(call: site.call, error: error), at: site)
            return nil
        }
        if let name = expected.misuse.names.first {
            report(.unknownStore, FailureMessage.unknownStore(call: site.call, store: name), at: site)
            return nil
        }
        return expected
    }
}
