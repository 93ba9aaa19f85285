import Flux

// A tiny Flux program: two stores (history waits for counter), one middleware with a
// cancellable effect, and a subscriber that prints the count when it changes.
let feature = CounterFeature(sleep: { milliseconds in try await Task.sleep(for: .milliseconds(milliseconds)) })
let token = feature.counter.subscribe(\.count) { count in print("count: \(count)") }

feature.dispatcher.send(.increment)
feature.dispatcher.send(.increment)
feature.dispatcher.send(.decrement)
feature.dispatcher.send(.incrementLater(delayMilliseconds: 50))
feature.dispatcher.send(.incrementLater(delayMilliseconds: 10))  // cancels the first request
await feature.dispatcher.effects.settle()
print("history: \(feature.history.state.counts)")
token.cancel()
