/// Renders results as a plain-text table with aligned columns.
package enum ResultTable {
    /// The column titles, in order.
    package static let headers = [
        "scenario", "n", "median ns/op", "min ns/op", "ratio", "peak MB", "baseline", "target", "met",
    ]

    /// The table: a header row, a rule, then one row per result.
    package static func render(_ results: [ScenarioResult]) -> String {
        let rows = [headers] + results.map(cells)
        var widths = [Int](repeating: 0, count: headers.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var lines = rows.map { line($0, widths: widths) }
        lines.insert(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "), at: 1)
        return lines.joined(separator: "\n")
    }

    /// One result's cells, in header order.
    static func cells(_ result: ScenarioResult) -> [String] {
        [
            result.name,
            NumberFormatting.grouped(result.operations),
            NumberFormatting.nanoseconds(result.medianNanoseconds),
            NumberFormatting.nanoseconds(result.minimumNanoseconds),
            result.ratio.map(NumberFormatting.ratio) ?? "",
            result.peakResidentMegabytes.map(NumberFormatting.megabytes) ?? "",
            result.baseline ?? "",
            result.target?.description ?? "",
            result.met.map { $0 ? "yes" : "NO" } ?? "",
        ]
    }

    /// Text columns left-aligned, number columns right-aligned, without trailing spaces.
    private static func line(_ cells: [String], widths: [Int]) -> String {
        let numeric: Set<Int> = [1, 2, 3, 4, 5]
        let padded = cells.enumerated().map { column, cell in
            let padding = String(repeating: " ", count: widths[column] - cell.count)
            return numeric.contains(column) ? padding + cell : cell + padding
        }
        var text = padded.joined(separator: "  ")
        while text.last == " " { text.removeLast() }
        return text
    }
}
