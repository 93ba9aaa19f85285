import BenchKit
import Flux

/// Builders of the dispatchers and stores the scenarios time.
@MainActor
enum BenchStores {
    /// A dispatcher with `storeCount` independent stores of the standard state and `middleware`,
    /// added in order.
    static func dispatcher(
        storeCount: Int = 1, itemCount: Int = 1_000, middleware: [any Middleware<BenchAction>] = []
    ) throws -> (Dispatcher<BenchAction>, [Store<BenchState, BenchAction>]) {
        let stores = (0..<storeCount).map { index in
            Store(name: "bench\(index)", initialState: BenchState(itemCount: itemCount), reducer: benchReduce)
        }
        let dispatcher = Dispatcher<BenchAction>()
        try dispatcher.register(stores)
        for item in middleware { dispatcher.addMiddleware(item) }
        return (dispatcher, stores)
    }

    /// Sends `action` `count` times and times it; consumes the first store's state afterwards.
    @inline(never)
    static func timeSends(
        _ action: BenchAction, count: Int, to dispatcher: Dispatcher<BenchAction>,
        store: Store<BenchState, BenchAction>, blackhole: Blackhole
    ) -> Sample {
        let action = blackhole.opaque(action)
        let stopwatch = Stopwatch()
        for _ in 0..<count { dispatcher.send(action) }
        let sample = Sample(elapsed: stopwatch.elapsed, operations: count)
        blackhole.consume(store.state.count &+ store.state.echoes &+ store.state.items.count)
        return sample
    }
}

/// A subscriber count that `onChange` closures bump, so notifications are real work.
@MainActor
final class NotificationCounter {
    /// Calls of every `onChange` so far.
    var calls = 0
}
