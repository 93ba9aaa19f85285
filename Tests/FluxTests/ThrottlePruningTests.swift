import FluxTesting
import Foundation
import TestSupport
import Testing

@testable import Flux

/// The throttle table forgets an id once its interval has ended with nothing held (issue 32,
/// item 2): it held one entry per id ever throttled.
@MainActor
@Suite struct ThrottlePruningTests {
    let clock = TestClock()
    let notes = makeNotes()
    let dispatcher = Dispatcher<TestAction>()

    init() throws {
        try dispatcher.register(notes)
    }

    private func throttle(_ id: Int) {
        dispatcher.effects.throttle(id: id, for: .seconds(1), clock: clock, latest: true) { _ in }
    }

    @Test func anIdIsForgottenOnceItsIntervalEndedWithNothingHeld() async {
        throttle(1)
        throttle(2)
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
        #expect(Set(dispatcher.throttles.keys) == [1, 2])
        // A call within the interval is held: its id is kept while the held call waits.
        throttle(2)
        #expect(await clock.waitForSleepers(count: 1))
        await clock.advance(by: .seconds(1))
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
        throttle(3)
        // 1's interval ended with nothing held; 2 ran its held call, which opened a new interval.
        #expect(Set(dispatcher.throttles.keys) == [2, 3])
        await clock.advance(by: .seconds(1))
        throttle(4)
        #expect(Set(dispatcher.throttles.keys) == [4])
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
    }

    @Test func aCancelledHeldCallDoesNotKeepItsId() async {
        throttle(1)
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
        throttle(1)
        #expect(await clock.waitForSleepers(count: 1))
        dispatcher.effects.cancel(id: 1)
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
        await clock.advance(by: .seconds(1))
        throttle(2)
        #expect(Set(dispatcher.throttles.keys) == [2])
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
    }

    /// Many ids, one interval each: the table never holds more than the one whose interval is open.
    @Test func idsOneIntervalApartKeepTheTableAtOneEntry() async {
        var largest = 0
        for id in 0..<2_000 {
            throttle(id)
            largest = max(largest, dispatcher.throttles.count)
            await clock.advance(by: .seconds(1))
        }
        #expect(await dispatcher.effects.settle(timeout: hangGuard))
        #expect(largest == 1)
    }

    /// 100,000 ids in `throttle-probe`, a process of its own (other tests' memory would count
    /// here): its resident memory grows by less than 1 MB (an entry per id was about 20 MB). A
    /// process test: not under a sanitizer, whose shadow memory and quarantine are resident too.
    @Test(.startsProcesses)
    func aHundredThousandIdsGrowTheResidentMemoryByLessThanOneMegabyte() async throws {
        let probe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("throttle-probe")
        let result = try await ChildProcess.run(probe, ["100000"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(result.error)")
        let grown = result.output.split(separator: "\n").first { $0.hasPrefix("grown=") }.flatMap {
            Int($0.dropFirst(6))
        }
        #expect(grown.map { $0 < 1_048_576 } == true, "throttle-probe: \(result.output)")
    }
}
