import BenchKit
import Testing

@Suite struct BenchOptionsTests {
    @Test func noArgumentsMeanATableOfEveryScenario() throws {
        #expect(try BenchOptions.parse([]) == BenchOptions())
        let options = try BenchOptions.parse([])
        #expect(options.output == .table)
        #expect(options.quick == false)
        #expect(options.filters == [])
        #expect(options.list == false)
        #expect(options.help == false)
    }

    @Test func everyFlagIsRecognised() throws {
        let options = try BenchOptions.parse(["--json", "--quick", "--list", "--help"])
        #expect(options.output == .json)
        #expect(options.quick)
        #expect(options.list)
        #expect(options.help)
        #expect(try BenchOptions.parse(["-h"]).help)
    }

    @Test func aFilterTakesACommaListInEitherSpellingAndAddsUp() throws {
        let options = try BenchOptions.parse(["--filter", "dispatch, search", "--filter=startup"])
        #expect(options.filters == ["dispatch", "search", "startup"])
    }

    @Test func anUnknownArgumentIsRejectedByName() {
        #expect(throws: BenchUsageError.unknownArgument("--fast")) { try BenchOptions.parse(["--json", "--fast"]) }
        #expect(throws: BenchUsageError.unknownArgument("dispatch")) { try BenchOptions.parse(["dispatch"]) }
    }

    @Test func aFilterWithoutAValueIsRejected() {
        #expect(throws: BenchUsageError.missingValue("--filter")) { try BenchOptions.parse(["--filter"]) }
        #expect(throws: BenchUsageError.missingValue("--filter")) { try BenchOptions.parse(["--filter", "--json"]) }
    }

    @Test func aFilterWithAnEmptyNameIsRejected() {
        #expect(throws: BenchUsageError.emptyFilter("dispatch,")) { try BenchOptions.parse(["--filter", "dispatch,"]) }
        #expect(throws: BenchUsageError.emptyFilter("")) { try BenchOptions.parse(["--filter="]) }
        #expect(throws: BenchUsageError.emptyFilter(" , x")) { try BenchOptions.parse(["--filter", " , x"]) }
    }

    @Test func usageErrorsSayWhatIsWrong() {
        #expect(BenchUsageError.unknownArgument("--fast").description == "unknown argument '--fast'")
        #expect(
            BenchUsageError.missingValue("--filter").description == "--filter needs a value, e.g. --filter dispatch")
        #expect(
            BenchUsageError.emptyFilter("a,").description
                == "--filter 'a,' has an empty name; give names separated by commas")
        #expect(
            BenchUsageError.noScenarioMatches(["record", "zz"]).description
                == "no scenario name contains 'record' or 'zz'; see --list")
        #expect(BenchUsageError.usage.hasPrefix("usage: flux-bench [--json] [--quick] [--filter NAME[,NAME...]]"))
    }
}
