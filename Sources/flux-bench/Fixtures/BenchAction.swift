/// The one enum action every Flux scenario sends (and `floor.call` passes to the bare reducer).
enum BenchAction: Sendable, Equatable {
    /// Adds one to the counter.
    case increment
    /// Appends a number to the state's array.
    case append(Int)
    /// A follow-up action: counts echoes, leaves the counter alone.
    case echo
    /// One effect round trip; the middleware starts another while `remaining > 0`.
    case roundTrip(remaining: Int)
}
