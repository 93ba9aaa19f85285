/// A small seeded generator (SplitMix64): the same actions on every run and machine.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension TallyAction {
    /// A random action (no requests: those need the middleware).
    package static func random(using generator: inout SeededGenerator) -> TallyAction {
        let roll = Int.random(in: 0..<100, using: &generator)
        switch roll {
        case 0..<55: return .add(Int.random(in: -20...40, using: &generator))
        case 55..<80: return .note("n\(Int.random(in: 0..<1000, using: &generator))")
        case 80..<90:
            let weight: Double? = roll % 2 == 0 ? nil : Double(Int.random(in: 0..<8, using: &generator)) / 4
            return .tag(name: "t\(roll)", weight: weight)
        case 90..<95: return .loaded(id: roll, amount: roll - 90)
        default: return .reset
        }
    }
}
