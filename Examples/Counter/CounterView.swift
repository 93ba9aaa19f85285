#if canImport(SwiftUI)
    import Flux
    import SwiftUI

    /// The counter as a SwiftUI view (Apple platforms only; this file is not compiled on Linux).
    ///
    /// A `Store` is `Observable`: `body` reads `feature.counter.state`, so SwiftUI re-renders the
    /// view once after each action that changed the counter's state, and not for other actions.
    struct CounterView: View {
        let feature: CounterFeature

        var body: some View {
            VStack(spacing: 12) {
                Text("\(feature.counter.state.count)")
                    .font(.largeTitle)
                HStack {
                    Button("−") { feature.dispatcher.send(.decrement) }
                    Button("+") { feature.dispatcher.send(.increment) }
                    Button("+ later") { feature.dispatcher.send(.incrementLater(delayMilliseconds: 500)) }
                }
                if feature.counter.state.isWaiting {
                    Text("waiting…")
                }
            }
            .padding()
        }
    }
#endif
