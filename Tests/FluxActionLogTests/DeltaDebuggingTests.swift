import FluxActionLog
import Testing

@Suite struct DeltaDebuggingTests {
    @Test func findsTheElementsTheFailureNeeds() {
        var asked = 0
        let smallest = DeltaDebugging.minimize(Array(1...100)) { part in
            asked += 1
            return part.contains(17) && part.contains(42) && part.contains(43)
        }
        #expect(smallest == [17, 42, 43])
        #expect(asked < 100)
    }

    @Test func theResultIsOneMinimalEvenWhenAnElementsOrderMatters() {
        // Fails when some 3 appears after some 5: many 3s and 5s, only one pair is needed.
        let input = [1, 3, 5, 2, 5, 3, 4, 3, 5, 3]
        let fails = { (part: [Int]) -> Bool in
            guard let five = part.firstIndex(of: 5) else { return false }
            return part[five...].contains(3)
        }
        let smallest = DeltaDebugging.minimize(input, stillFails: fails)
        #expect(smallest == [5, 3])
        for index in smallest.indices {
            var fewer = smallest
            fewer.remove(at: index)
            #expect(!fails(fewer))
        }
    }

    @Test func aSingleFailingElementAndAnEmptyFailure() {
        #expect(DeltaDebugging.minimize([1, 2, 3, 4, 5, 6, 7]) { $0.contains(7) } == [7])
        #expect(DeltaDebugging.minimize([1, 2, 3]) { _ in true } == [])
        #expect(DeltaDebugging.minimize([Int]()) { _ in true } == [])
    }

    @Test func eachCandidateIsAskedAboutOnceAndTheWholeListNever() {
        var candidates: [[Int]] = []
        _ = DeltaDebugging.minimize(Array(0..<16)) { part in
            candidates.append(part)
            return part.contains(3) && part.contains(12)
        }
        #expect(Set(candidates).count == candidates.count)
        #expect(!candidates.contains(Array(0..<16)))
    }

    @Test func anErrorOfThePredicateStopsTheSearch() {
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try DeltaDebugging.minimize([1, 2, 3, 4]) { _ throws(Stop) -> Bool in throw Stop() }
        }
    }
}
