import Flux

/// Applies the typed filter once typing has paused for ``quietPeriod``, on an injected clock.
@MainActor
public struct FilterDebouncing: Middleware {
    /// How long typing must pause before the filter applies.
    public static let quietPeriod = Duration.milliseconds(300)

    private let clock: any Clock<Duration>

    /// Creates the middleware; tests pass FluxTesting's `TestClock`.
    public init(clock: any Clock<Duration> = ContinuousClock()) {
        self.clock = clock
    }

    /// Restarts the quiet period at each keystroke.
    public func after(_ action: FilterAction, dispatcher: Dispatcher<FilterAction>) {
        guard case .queryChanged(let query) = action else { return }
        dispatcher.effects.debounce(id: FilterEffect.apply, for: Self.quietPeriod, clock: clock) { send in
            await send(.applied(query))
        }
    }
}

/// The filter feature's effect ids.
public enum FilterEffect: Hashable, Sendable {
    /// The debounced apply.
    case apply
}
