// Throttles COUNT distinct ids (default 100,000) on a dispatcher with a TestClock, the clock
// moving past each interval before the next id, and prints `grown=BYTES`: how much the resident
// set grew from the first id to the last (issue 32, item 2: the throttle table kept an entry
// per id ever throttled). A process of its own, so that no other test's memory counts.
import Flux
import FluxTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The resident set in bytes (`/proc/self/statm`, second field, in pages); 0 where unknown.
func residentBytes() -> Int {
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

@MainActor
func run(count: Int) async -> Int {
    let dispatcher = Dispatcher<Int>()
    let clock = TestClock()
    let throttle = { (id: Int) -> Void in
        _ = dispatcher.effects.throttle(id: id, for: .seconds(1), clock: clock, latest: true) { _ in }
    }
    // A first round, so that what the loop allocates once (the drain loop, the table's first
    // buckets) is resident before the first measure.
    for id in -1_000..<0 {
        throttle(id)
        await clock.advance(by: .seconds(1))
    }
    await dispatcher.effects.settle()
    let before = residentBytes()
    for id in 0..<count {
        throttle(id)
        await clock.advance(by: .seconds(1))
        if id % 1_000 == 999 { await dispatcher.effects.settle() }
    }
    await dispatcher.effects.settle()
    return residentBytes() - before
}

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
let grown = await run(count: count)
print("grown=\(grown)")
