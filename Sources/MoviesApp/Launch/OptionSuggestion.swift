/// The known option closest to a mistyped one (`--sourc` -> `--source`), for an "unknown option"
/// message: one letter inserted, deleted or replaced (two for an option of eight letters or
/// more), or a unique option it begins (`--lat` -> `--latency`).
enum OptionSuggestion {
    /// The closest of `known` to `typed`, or nil when none is close.
    static func closest(to typed: String, among known: [String]) -> String? {
        let typedLetters = Array(typed)
        let allowed = typed.filter { $0 != "-" }.count >= 8 ? 2 : 1
        let ranked = known.map { (option: $0, distance: distance(typedLetters, Array($0))) }
            .filter { $0.distance <= allowed }
            .sorted { $0.distance < $1.distance }
        if let best = ranked.first, ranked.dropFirst().first?.distance != best.distance { return best.option }
        let extended = known.filter { $0.hasPrefix(typed) && typed.count > 2 }
        return extended.count == 1 ? extended.first : nil
    }

    /// The unit-cost edit distance (Levenshtein) between `a` and `b`.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The mistake of an unknown option (`inReplay`: an option of `replay`), with a suggestion
    /// when one is close.
    static func unknownOption(_ typed: String, among known: [String], inReplay: Bool = false) -> UsageError {
        UsageError(.unknownOption(typed, suggestion: closest(to: typed, among: known), inReplay: inReplay))
    }
}
