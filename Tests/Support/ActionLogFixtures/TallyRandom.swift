import BenchKit

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
