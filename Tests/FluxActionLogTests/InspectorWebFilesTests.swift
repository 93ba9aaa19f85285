import Foundation
import Testing

@testable import FluxActionLog

/// The inspector page's web files are what the page is made of (``InspectorAssets``): plain text
/// a reviewer can read and the page hashes as it is, every script listed once and embedded, the
/// template's placeholders in their places, and nothing that would end the script or the style.
@Suite struct InspectorWebFilesTests {
    /// Sources/FluxActionLog/Inspector/Web.
    static let web = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/FluxActionLog/Inspector/Web").standardized

    /// The names of the files in the web folder.
    static func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: web.path).sorted()
    }

    @Test func everyWebFileIsPlainLinesOfAtMost160Characters() throws {
        let names = try Self.fileNames()
        #expect(names.count == 14)
        for name in names {
            let data = try Data(contentsOf: Self.web.appendingPathComponent(name))
            let text = try #require(String(data: data, encoding: .utf8), "\(name) is not UTF-8")
            #expect(text.hasSuffix("\n"), "\(name) does not end with a newline")
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(Self.problem(in: line) == nil, "\(name):\(number + 1): \(Self.problem(in: line) ?? "")")
            }
        }
    }

    @Test func theCheckFindsEachKindOfProblem() {
        #expect(Self.problem(in: "a\tb") == "a tab or carriage return")
        #expect(Self.problem(in: "a\r") == "a tab or carriage return")
        #expect(Self.problem(in: "a ") == "trailing whitespace")
        #expect(Self.problem(in: String(repeating: "x", count: 161)) == "longer than 160 characters")
        #expect(Self.problem(in: "a\u{200B}b") == "an invisible character, U+200B (write it as an escape)")
        #expect(Self.problem(in: "a\u{2028}b") == "an invisible character, U+2028 (write it as an escape)")
        #expect(Self.problem(in: String(repeating: "\u{E9}", count: 160)) == nil)
    }

    @Test func everyScriptIsListedOnceAndEmbedded() throws {
        let scripts = try Self.fileNames().filter { $0.hasSuffix(".js") }

        #expect(InspectorAssets.scriptNames.sorted() == scripts)
        #expect(Set(InspectorAssets.scriptFiles.keys) == Set(scripts))
        #expect(InspectorAssets.scriptNames.first == "values.js" && InspectorAssets.scriptNames.last == "main.js")
        for name in scripts {
            let bytes = try [UInt8](Data(contentsOf: Self.web.appendingPathComponent(name)))
            #expect(InspectorAssets.scriptFiles[name] == bytes, "\(name) is not embedded as it is")
        }
    }

    @Test func theTemplateHoldsEachPlaceholderOnceInItsPlace() throws {
        let html = try String(contentsOf: Self.web.appendingPathComponent("inspector.html"), encoding: .utf8)
        let placeholders = html.split(separator: "\n").filter { !$0.hasPrefix("{{#") }.flatMap { line in
            line.split(separator: "{{", omittingEmptySubsequences: false).dropFirst()
                .compactMap { $0.split(separator: "}}").first.map(String.init) }
        }

        #expect(placeholders == ["content-security-policy", "style", "data", "script"])
        #expect(html.contains("\n{{data}}\n"))
        #expect(!InspectorAssets.top.contains("{{") && !InspectorAssets.bottom.contains("{{script}}"))
        #expect(InspectorAssets.template.bottom == "<script>{{script}}</script>\n</body>\n</html>\n")
        #expect(InspectorAssets.top.hasPrefix("<!DOCTYPE html>\n") && InspectorAssets.top.hasSuffix("</noscript>\n"))
        #expect(InspectorAssets.bottom.hasSuffix("</html>\n"))
    }

    @Test func neitherTheScriptNorTheStyleCanEndEarly() {
        let script = InspectorAssets.script.lowercased()
        #expect(!script.contains("</script") && !script.contains("<!--"))
        #expect(!InspectorAssets.style.lowercased().contains("</style"))
    }

    /// What is wrong with a line of a web file, or nil: the page hashes these bytes as they are,
    /// so they stay plain, visible text.
    static func problem<Line: StringProtocol>(in line: Line) -> String? {
        if line.contains("\t") || line.contains("\r") { return "a tab or carriage return" }
        if line.last.map({ $0.isWhitespace }) == true { return "trailing whitespace" }
        if line.count > 160 { return "longer than 160 characters" }
        let invisible = line.unicodeScalars.first { scalar in
            [.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
        }
        return invisible.map { scalar in
            "an invisible character, U+\(String(scalar.value, radix: 16, uppercase: true)) (write it as an escape)"
        }
    }
}
