import BenchKit
import Testing

@Suite struct StatisticsTests {
    @Test func theMedianOfAnOddCountIsTheMiddleValue() {
        #expect(Statistics.median([5, 1, 3]) == 3)
        #expect(Statistics.median([7]) == 7)
    }

    @Test func theMedianOfAnEvenCountIsTheMeanOfTheTwoMiddleValues() {
        #expect(Statistics.median([4, 1, 3, 2]) == 2.5)
        #expect(Statistics.median([10, 20]) == 15)
    }

    @Test func anOutlierDoesNotMoveTheMedian() {
        #expect(Statistics.median([10, 11, 12, 10_000, 11]) == 11)
    }

    @Test func emptyInputHasNoMedianAndNoMinimum() {
        #expect(Statistics.median([]) == nil)
        #expect(Statistics.minimum([]) == nil)
    }

    @Test func theMinimumIsTheSmallestValue() {
        #expect(Statistics.minimum([3, 1.5, 2]) == 1.5)
    }

    @Test func aSampleGivesNanosecondsPerOperation() {
        #expect(Sample(elapsed: .milliseconds(3), operations: 1_000).nanosecondsPerOperation == 3_000)
        #expect(Sample(elapsed: .seconds(2), operations: 4).nanosecondsPerOperation == 500_000_000)
        #expect(Sample(elapsed: .nanoseconds(7), operations: 0).nanosecondsPerOperation == 7)
    }

    @Test func percentileIsTheNearestRank() {
        let hundred = (1...100).map(Double.init)
        #expect(Statistics.percentile(0.99, of: hundred) == 99)
        #expect(Statistics.percentile(1, of: hundred) == 100)
        #expect(Statistics.percentile(0.5, of: [3, 1, 2]) == 2)
        #expect(Statistics.percentile(0.99, of: [7]) == 7)
        #expect(Statistics.percentile(0.99, of: []) == nil)
    }
}
