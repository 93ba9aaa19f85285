import Flux

extension TestStore where Action: Equatable {
    /// Waits for the next action dispatched by middleware or an effect, checks that it is
    /// `expected`, and checks the state change it caused.
    ///
    /// ```swift
    /// await store.receive(.increment) { $0[counter].count = 1 }
    /// ```
    /// In non-exhaustive mode, actions before the first one equal to `expected` are skipped.
    /// - Parameters:
    ///   - expected: the action that should arrive next.
    ///   - timeout: how long to wait (default: the store's ``timeout``, 1 s); the wait ends at once
    ///     when no effect is in flight.
    ///   - assert: assigns the expected change, as in ``send(_:_:fileID:filePath:line:column:)``.
    ///   - fileID: the file ID of the test's call, where a failure is reported; leave the default.
    ///   - filePath: the full path of that file (for XCTest); leave the default.
    ///   - line: the line of the test's call; leave the default.
    ///   - column: the column of the test's call; leave the default.
    public func receive(
        _ expected: Action, timeout: Duration? = nil, _ assert: ((inout StoreStates) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let expectedText = ValueDescription.of(expected)
        let site = CallSite(
            call: "receive(\(expectedText))",
            location: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        await receive(site: site, timeout: timeout, matching: { $0 == expected }, assert: assert) { actual in
            let diff = ValueDiff.render(ValueDiff.differences(expected, actual, path: "action"))
            let actualText = ValueDescription.of(actual)
            guard let name = ValueDescription.sharedCaseName(expected, actual) else {
                let message = FailureMessage.unexpectedAction(call: site.call, diff: diff, actual: actualText)
                return ("receive: expected \(expectedText), got \(actualText)", message)
            }
            let message = FailureMessage.unexpectedPayload(
                call: site.call, caseName: name, diff: diff, actual: actualText)
            return ("receive: .\(name) arrived with another payload", message)
        }
    }
}

extension TestStore {
    /// Waits for the next action dispatched by middleware or an effect, checks that it matches
    /// `predicate`, and checks the state change it caused; for actions whose payload the test
    /// cannot spell (or that are not `Equatable`).
    ///
    /// ```swift
    /// await store.receive(where: { if case .increment = $0 { true } else { false } })
    /// ```
    /// In non-exhaustive mode, actions before the first match are skipped.
    /// - Parameters:
    ///   - predicate: whether an action is the one that should arrive next.
    ///   - timeout: how long to wait (default: the store's ``timeout``, 1 s); the wait ends at once
    ///     when no effect is in flight.
    ///   - assert: assigns the expected change, as in ``send(_:_:fileID:filePath:line:column:)``.
    ///   - fileID: the file ID of the test's call, where a failure is reported; leave the default.
    ///   - filePath: the full path of that file (for XCTest); leave the default.
    ///   - line: the line of the test's call; leave the default.
    ///   - column: the column of the test's call; leave the default.
    public func receive(
        where predicate: (Action) -> Bool, timeout: Duration? = nil,
        _ assert: ((inout StoreStates) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(
            call: "receive(where:)",
            location: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        await receive(site: site, timeout: timeout, matching: predicate, assert: assert) { actual in
            let actualText = ValueDescription.of(actual)
            return (
                "receive(where:): \(actualText) does not match the predicate",
                FailureMessage.predicateMismatch(call: site.call, actual: actualText)
            )
        }
    }

    private func receive(
        site: CallSite, timeout: Duration?, matching matches: (Action) -> Bool,
        assert: ((inout StoreStates) throws -> Void)?, mismatch: (Action) -> (title: String, message: String)
    ) async {
        reportUnimplementedCalls(at: site)
        let limit = timeout ?? self.timeout
        let outcome = await nextReceived(matching: matches, timeout: limit)
        reportUnimplementedCalls(at: site)
        switch outcome {
        case .received(let record):
            actionOrigins[record.sequence] = site
            defer { current = record.states }
            guard matches(record.action) else {
                let failure = mismatch(record.action)
                return report(.unexpectedAction, failure.message, at: site, title: failure.title)
            }
            let asserted = CallSite(call: "receive(\(ValueDescription.of(record.action)))", location: site.location)
            reportInvariantBreaks(of: record, at: asserted)
            checkState(before: current, actual: record.states, assert: assert, site: asserted, note: nil)
        case .timedOut(let skipped):
            let effects = runningEffects(fallback: site).map {
                FailureMessage.RunningEffect(id: $0.info.id, origin: $0.site.call)
            }
            let waiting = clocks.enumerated().compactMap { index, clock in
                FailureMessage.WaitingClock(clock, index: index, of: clocks.count)
            }
            let message = FailureMessage.receiveTimedOut(
                call: site.call, timeout: limit, effects: effects, skipped: skipped.map { ValueDescription.of($0) },
                clocks: waiting)
            report(.receiveTimedOut, message, at: site)
        case .nothingInFlight(let skipped):
            let message = FailureMessage.nothingToReceive(
                call: site.call, skipped: skipped.map { ValueDescription.of($0) })
            report(.nothingToReceive, message, at: site)
        }
    }
}
