import FluxTesting
import Testing

@testable import Flux

#if canImport(Glibc)
    import Glibc
#endif

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
        dispatcher.throttle(id: id, for: .seconds(1), clock: clock, latest: true) { _ in }
    }

    @Test func anIdIsForgottenOnceItsIntervalEndedWithNothingHeld() async {
        throttle(1)
        throttle(2)
        #expect(await dispatcher.settle(timeout: hangGuard))
        #expect(Set(dispatcher.throttles.keys) == [1, 2])
        // A call within the interval is held: its id is kept while the held call waits.
        throttle(2)
        #expect(await clock.waitForSleepers(count: 1))
        await clock.advance(by: .seconds(1))
        #expect(await dispatcher.settle(timeout: hangGuard))
        throttle(3)
        // 1's interval ended with nothing held; 2 ran its held call, which opened a new interval.
        #expect(Set(dispatcher.throttles.keys) == [2, 3])
        await clock.advance(by: .seconds(1))
        throttle(4)
        #expect(Set(dispatcher.throttles.keys) == [4])
        #expect(await dispatcher.settle(timeout: hangGuard))
    }

    @Test func aCancelledHeldCallDoesNotKeepItsId() async {
        throttle(1)
        #expect(await dispatcher.settle(timeout: hangGuard))
        throttle(1)
        #expect(await clock.waitForSleepers(count: 1))
        dispatcher.cancelEffects(id: 1)
        #expect(await dispatcher.settle(timeout: hangGuard))
        await clock.advance(by: .seconds(1))
        throttle(2)
        #expect(Set(dispatcher.throttles.keys) == [2])
        #expect(await dispatcher.settle(timeout: hangGuard))
    }

    #if canImport(Glibc)
        /// 100,000 ids, one interval each on a test clock: the table stays at one entry and the
        /// resident memory grows by less than 1 MB (an entry per id was about 20 MB). Under a
        /// sanitizer (`FLUX_SANITIZER`), whose shadow memory and quarantine are resident too,
        /// 10,000 ids and the table's size only.
        @Test func aHundredThousandIdsGrowTheResidentMemoryByLessThanOneMegabyte() async {
            let sanitized = getenv("FLUX_SANITIZER") != nil
            throttle(-1)
            #expect(await dispatcher.settle(timeout: hangGuard))
            await clock.advance(by: .seconds(1))
            let before = Self.residentBytes()
            var largest = 0
            for id in 0..<(sanitized ? 10_000 : 100_000) {
                throttle(id)
                largest = max(largest, dispatcher.throttles.count)
                await clock.advance(by: .seconds(1))
                if id % 1_000 == 999 { #expect(await dispatcher.settle(timeout: hangGuard)) }
            }
            #expect(await dispatcher.settle(timeout: hangGuard))
            let grown = Self.residentBytes() - before
            #expect(largest == 1)
            if !sanitized { #expect(grown < 1_048_576, "resident memory grew by \(grown) bytes") }
        }

        /// The resident set in bytes (`/proc/self/statm`, second field, in pages).
        private static func residentBytes() -> Int {
            let descriptor = open("/proc/self/statm", O_RDONLY)
            guard descriptor >= 0 else { return 0 }
            defer { close(descriptor) }
            var bytes = [UInt8](repeating: 0, count: 128)
            let count = read(descriptor, &bytes, bytes.count)
            guard count > 0 else { return 0 }
            let fields = String(decoding: bytes[0..<count], as: UTF8.self).split(separator: " ")
            guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        }
    #endif
}
