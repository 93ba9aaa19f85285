import BenchKit
import Testing

@Suite struct PerformanceTargetTests {
    @Test func aRatioLimitIsInclusive() {
        let target = PerformanceTarget(maxRatio: 25)
        #expect(target.isMet(median: 1, ratio: 25) == true)
        #expect(target.isMet(median: 1, ratio: 25.01) == false)
    }

    @Test func aMedianLimitIsStrict() {
        let target = PerformanceTarget(medianBelowNanoseconds: 500_000)
        #expect(target.isMet(median: 499_999, ratio: nil) == true)
        #expect(target.isMet(median: 500_000, ratio: nil) == false)
    }

    @Test func bothLimitsMustHold() {
        let target = PerformanceTarget(maxRatio: 0.1, medianBelowNanoseconds: 500_000)
        #expect(target.isMet(median: 200_000, ratio: 0.05) == true)
        #expect(target.isMet(median: 200_000, ratio: 0.2) == false)
        #expect(target.isMet(median: 600_000, ratio: 0.05) == false)
    }

    @Test func aMemoryLimitIsStrictAndUndecidedWithoutAMeasurement() {
        let target = PerformanceTarget(maxRatio: 1.5, peakResidentBelowMegabytes: 100)
        #expect(target.isMet(median: 1, ratio: 1.2, peakResidentMegabytes: 99.9) == true)
        #expect(target.isMet(median: 1, ratio: 1.2, peakResidentMegabytes: 100) == false)
        #expect(target.isMet(median: 1, ratio: 1.6, peakResidentMegabytes: 20) == false)
        #expect(target.isMet(median: 1, ratio: 1.2) == nil)
    }

    @Test func anExcessLimitIsInclusiveAndUndecidedWithoutARatio() {
        let target = PerformanceTarget(maxExcessNanoseconds: 90_000_000, peakResidentBelowMegabytes: 41.9)
        // median 120 ms, baseline 30 ms (ratio 4): 90 ms more.
        #expect(target.isMet(median: 120_000_000, ratio: 4, peakResidentMegabytes: 40) == true)
        #expect(target.isMet(median: 121_000_000, ratio: 121.0 / 30, peakResidentMegabytes: 40) == false)
        #expect(target.isMet(median: 60_000_000, ratio: 2, peakResidentMegabytes: 42) == false)
        #expect(target.isMet(median: 60_000_000, ratio: nil, peakResidentMegabytes: 40) == nil)
    }

    @Test func aRatioLimitWithoutARatioIsUndecided() {
        #expect(PerformanceTarget(maxRatio: 2).isMet(median: 1, ratio: nil) == nil)
    }

    @Test func targetsDescribeThemselvesShortly() {
        #expect(PerformanceTarget(maxRatio: 25).description == "<= 25x")
        #expect(PerformanceTarget(maxRatio: 0.1, medianBelowNanoseconds: 500_000).description == "<= 0.1x, < 500 us")
        #expect(PerformanceTarget(medianBelowNanoseconds: 300_000_000).description == "< 300 ms")
        #expect(PerformanceTarget(maxRatio: 1.5, peakResidentBelowMegabytes: 100).description == "<= 1.5x, < 100 MB")
        #expect(
            PerformanceTarget(maxExcessNanoseconds: 90_000_000, peakResidentBelowMegabytes: 41.9).description
                == "<= +90 ms, < 41.9 MB")
    }
}
