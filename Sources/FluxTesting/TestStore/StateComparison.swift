import Flux

/// Compares expected and actual store states and tells which kind of mismatch it is.
@MainActor
enum StateComparison {
    /// The differences between `expected` and `actual`, store by store in reduce order, each
    /// path starting with the store's name.
    static func differences(_ expected: StoreStates, _ actual: StoreStates) -> [ValueDifference] {
        actual.stores.flatMap { store -> [ValueDifference] in
            guard let expectedValue = expected.value(of: store), let actualValue = actual.value(of: store) else {
                return []
            }
            return ValueDiff.differences(expectedValue, actualValue, path: store.name)
        }
    }

    /// Whether the differences are all changes the test did not assert, all asserted changes that
    /// did not happen, or something else (wrong values, or a mix).
    static func kind(
        of mismatches: [ValueDifference], before: StoreStates, expected: StoreStates, actual: StoreStates
    ) -> TestFailure.Kind {
        let asserted = paths(differences(before, expected))
        let changed = paths(differences(before, actual))
        if mismatches.allSatisfy({ !covers(asserted, $0.path) }) { return .unassertedStateChange }
        if mismatches.allSatisfy({ !covers(changed, $0.path) }) { return .expectedChangeDidNotHappen }
        return .stateMismatch
    }

    private static func paths(_ differences: [ValueDifference]) -> [String] {
        differences.map(\.path)
    }

    /// Whether `path` is one of `paths`, inside one of them, or contains one of them.
    private static func covers(_ paths: [String], _ path: String) -> Bool {
        paths.contains { isSameOrNested(path, in: $0) || isSameOrNested($0, in: path) }
    }

    private static func isSameOrNested(_ path: String, in parent: String) -> Bool {
        guard path.hasPrefix(parent) else { return false }
        guard let next = path.dropFirst(parent.count).first else { return true }
        return next == "." || next == "[" || next == "("
    }
}
