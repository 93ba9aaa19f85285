import BenchKit
import Testing

@Suite struct NumberFormattingTests {
    @Test func nanosecondsKeepThePrecisionThatMatters() {
        #expect(NumberFormatting.nanoseconds(3.14159) == "3.14")
        #expect(NumberFormatting.nanoseconds(0) == "0.00")
        #expect(NumberFormatting.nanoseconds(45.66) == "45.7")
        #expect(NumberFormatting.nanoseconds(999.94) == "999.9")
        #expect(NumberFormatting.nanoseconds(1_234.5) == "1,235")
        #expect(NumberFormatting.nanoseconds(69_680_552.4) == "69,680,552")
        #expect(NumberFormatting.nanoseconds(.infinity) == "-")
        #expect(NumberFormatting.nanoseconds(.nan) == "-")
    }

    @Test func ratiosHaveAtMostThreeSignificantDigits() {
        #expect(NumberFormatting.ratio(25) == "25x")
        #expect(NumberFormatting.ratio(41.84) == "41.8x")
        #expect(NumberFormatting.ratio(248.4) == "248x")
        #expect(NumberFormatting.ratio(1.484) == "1.48x")
        #expect(NumberFormatting.ratio(1.5) == "1.5x")
        #expect(NumberFormatting.ratio(0.1) == "0.1x")
        #expect(NumberFormatting.ratio(0.00889) == "0.00889x")
        #expect(NumberFormatting.ratio(0) == "0x")
        #expect(NumberFormatting.ratio(.nan) == "-")
    }

    @Test func durationsUseTheLargestUnitThatKeepsThemAtOneOrMore() {
        #expect(NumberFormatting.duration(3) == "3 ns")
        #expect(NumberFormatting.duration(500_000) == "500 us")
        #expect(NumberFormatting.duration(1_500) == "1.5 us")
        #expect(NumberFormatting.duration(300_000_000) == "300 ms")
        #expect(NumberFormatting.duration(2_000_000_000) == "2 s")
    }

    @Test func integersAreGroupedInThousands() {
        #expect(NumberFormatting.grouped(0) == "0")
        #expect(NumberFormatting.grouped(999) == "999")
        #expect(NumberFormatting.grouped(1_000) == "1,000")
        #expect(NumberFormatting.grouped(10_000_000) == "10,000,000")
        #expect(NumberFormatting.grouped(-1_234_567) == "-1,234,567")
    }
}
