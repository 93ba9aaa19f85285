import Flux

extension TestStore {
    /// Waits for the effects in flight to finish, then checks that nothing is left over.
    ///
    /// In exhaustive mode, actions not received fail here, and each effect still running after
    /// `timeout` fails at the ``send(_:_:fileID:filePath:line:column:)`` (or `receive`) that
    /// started it. Effects still running are then cancelled, in both modes, so nothing outlives
    /// the test.
    /// - Parameters:
    ///   - timeout: how long to wait for effects (default: the store's ``timeout``, 1 s).
    ///   - fileID: the file ID of the test's call, where a failure is reported; leave the default.
    ///   - filePath: the full path of that file (for XCTest); leave the default.
    ///   - line: the line of the test's call; leave the default.
    ///   - column: the column of the test's call; leave the default.
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(
            call: "finish()",
            location: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        let limit = timeout ?? self.timeout
        reportUnimplementedCalls(at: site)
        let settled = await dispatcher.effects.settle(timeout: limit)
        reportUnimplementedCalls(at: site)
        flushReceived(before: site)
        guard !settled else { return }
        if exhaustivity == .on {
            for (info, origin) in runningEffects(fallback: site) {
                let effect = FailureMessage.RunningEffect(id: info.id, origin: origin.call)
                let message = FailureMessage.effectStillRunning(effect, waited: limit)
                report(
                    .effectStillRunning, message, at: origin,
                    title: "finish: " + TestFailure.Kind.effectStillRunning.summary)
            }
        }
        dispatcher.effects.cancelAll()
    }
}
