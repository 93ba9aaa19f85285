import BenchKit
import Testing

@Suite struct ReportRenderingTests {
    let results = [
        ScenarioResult(name: "floor.call", operations: 10_000_000, medianNanoseconds: 2.345, minimumNanoseconds: 2.1),
        ScenarioResult(
            name: "dispatch.0subs", operations: 1_000_000, medianNanoseconds: 14.26, minimumNanoseconds: 13.9,
            baseline: "floor.call", ratio: 6.081, target: PerformanceTarget(maxRatio: 25)),
        ScenarioResult(
            name: "startup.catalog", operations: 1, medianNanoseconds: 69_680_552.4, minimumNanoseconds: 67_260_484,
            target: PerformanceTarget(medianBelowNanoseconds: 50_000_000)),
        ScenarioResult(
            name: "replay.1m", operations: 1_000_000, medianNanoseconds: 40_321.4, minimumNanoseconds: 38_195,
            baseline: "decode.1m", ratio: 1.196,
            target: PerformanceTarget(maxRatio: 1.5, peakResidentBelowMegabytes: 100), peakResidentMegabytes: 28.46),
    ]

    @Test func theTableAlignsColumnsAndSaysWhetherEachTargetIsMet() {
        #expect(
            ResultTable.render(results) == """
                scenario                  n  median ns/op   min ns/op  ratio  peak MB  baseline    target             met
                ---------------  ----------  ------------  ----------  -----  -------  ----------  -----------------  ---
                floor.call       10,000,000          2.35        2.10
                dispatch.0subs    1,000,000          14.3        13.9  6.08x           floor.call  <= 25x             yes
                startup.catalog           1    69,680,552  67,260,484                              < 50 ms            NO
                replay.1m         1,000,000        40,321      38,195   1.2x     28.5  decode.1m   <= 1.5x, < 100 MB  yes
                """)
    }

    @Test func theJSONReportHasTheDocumentedShape() {
        let json = ResultJSON.render(
            machine: [("cores", .int(2)), ("build", .string("release"))], results: [results[0], results[1], results[3]])
        #expect(
            json == """
                {"machine":{"cores":2,"build":"release"},"scenarios":[\
                {"name":"floor.call","n":10000000,"ns_per_op_median":2.35,"ns_per_op_min":2.1,"ratio":null,\
                "peak_rss_mb":null,"baseline":null,"target":null,"met":null},\
                {"name":"dispatch.0subs","n":1000000,"ns_per_op_median":14.26,"ns_per_op_min":13.9,"ratio":6.081,\
                "peak_rss_mb":null,"baseline":"floor.call","target":{"max_ratio":25.0},"met":true},\
                {"name":"replay.1m","n":1000000,"ns_per_op_median":40321.4,"ns_per_op_min":38195.0,"ratio":1.196,\
                "peak_rss_mb":28.5,"baseline":"decode.1m","target":{"max_ratio":1.5,"peak_rss_below_mb":100.0},"met":true}]}
                """)
    }

    @Test func aTargetWithBothLimitsListsBoth() {
        let target = PerformanceTarget(maxRatio: 0.1, medianBelowNanoseconds: 500_000)
        let result = ScenarioResult(
            name: "s", operations: 50, medianNanoseconds: 1, minimumNanoseconds: 1, target: target)
        #expect(
            ResultJSON.render(machine: [], results: [result]).contains(
                #""target":{"max_ratio":0.1,"median_below_ns":500000.0},"met":null"#))
    }

    @Test func anExcessTargetListsItsLimit() {
        let target = PerformanceTarget(maxExcessNanoseconds: 90_000_000, peakResidentBelowMegabytes: 41.9)
        let result = ScenarioResult(
            name: "startup.process", operations: 1, medianNanoseconds: 40_000_000, minimumNanoseconds: 1,
            baseline: "startup.version", ratio: 2, target: target, peakResidentMegabytes: 39.6)
        #expect(
            ResultJSON.render(machine: [], results: [result]).contains(
                #""target":{"max_excess_ns":90000000.0,"peak_rss_below_mb":41.9},"met":true"#))
    }

    @Test func jsonStringsAreEscaped() {
        #expect(JSONValue.string("a\"b\\c\nd\u{01}é").serialized == #""a\"b\\c\nd\u0001é""#)
    }

    @Test func nonFiniteNumbersBecomeNull() {
        #expect(JSONValue.double(.infinity).serialized == "null")
        #expect(JSONValue.array([.double(.nan), .bool(false), .null]).serialized == "[null,false,null]")
    }
}
