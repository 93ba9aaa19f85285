import FluxTesting
import Foundation
import Testing

/// `SwiftSpelling`: the exact Swift source of values of every kind it knows, and the error for
/// one it does not. (The generated test files compile these spellings and compare the values.)
@Suite struct SwiftSpellingTests {
    struct Point: Equatable {
        var x: Double
        var label: String?
    }

    enum Shape: Equatable {
        case dot
        case circle(center: Point, radius: Double)
        case polygon([Point], closed: Bool)
        case code(Int)
    }

    final class Box {}

    @Test(arguments: [
        ("", #""""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("a\\b\n\t\r\0", #""a\\b\n\t\r\0""#),
        ("\u{202E}evil\u{200B}", #""\u{202E}evil\u{200B}""#),
        ("\u{301}accent first", #""\u{301}accent first""#),
        ("é ñ “curly” 🎬", #""é ñ “curly” 🎬""#),
        ("\u{7F}\u{1B}[1m", #""\u{7F}\u{1B}[1m""#),
    ])
    func stringsAreQuotedAndEscaped(_ text: String, _ source: String) {
        #expect(SwiftSpelling.quoted(text) == source)
    }

    @Test func numbersOptionalsAndCollections() throws {
        let spelling = SwiftSpelling()
        #expect(try spelling.source(of: 42) == "42")
        #expect(try spelling.source(of: Int64.min) == "-9223372036854775808")
        #expect(
            try spelling.source(of: [0.1, -0.0, 1e-5, Double.nan, -Double.infinity])
                == "[0.1, -0.0, 1e-05, .nan, -.infinity]")
        #expect(try spelling.source(of: Float(2.5)) == "2.5")
        #expect(try spelling.source(of: true) == "true")
        #expect(try spelling.source(of: Optional<Int>.none as Any) == "nil")
        #expect(try spelling.source(of: Optional(Optional(3)) as Any) == "3")
        #expect(try spelling.source(of: Set(["b", "a"])) == #"["a", "b"]"#)
        #expect(try spelling.source(of: ["b": 2, "a": 1]) == #"["a": 1, "b": 2]"#)
        #expect(try spelling.source(of: [String: Int]()) == "[:]")
        #expect(try spelling.source(of: (1, name: "x")) == #"(1, name: "x")"#)
    }

    @Test func datesDataStructsAndEnums() throws {
        let spelling = SwiftSpelling()
        #expect(
            try spelling.source(of: Date(timeIntervalSince1970: -908_841_600))
                == "Date(timeIntervalSince1970: -908841600.0)")
        #expect(try spelling.source(of: Data("POSTER".utf8)) == #"Data("POSTER".utf8)"#)
        #expect(try spelling.source(of: Data([0xFF, 0x00, 0x0A])) == "Data([0xFF, 0x00, 0x0A])")
        #expect(try spelling.source(of: Shape.dot) == ".dot")
        #expect(try spelling.source(of: Shape.code(7)) == ".code(7)")
        #expect(
            try spelling.source(of: Shape.circle(center: Point(x: 1, label: nil), radius: 2))
                == ".circle(center: SwiftSpellingTests.Point(x: 1.0, label: nil), radius: 2.0)")
        #expect(
            try spelling.source(of: Shape.polygon([Point(x: 0, label: "o")], closed: true))
                == #".polygon([SwiftSpellingTests.Point(x: 0.0, label: "o")], closed: true)"#)
    }

    @Test func aSpellingOfItsOwnWinsAndAClassNeedsOne() throws {
        var spelling = SwiftSpelling()
        #expect(
            throws: TestGenerationError(
                .unspellable(
                    type: "FluxActionLogTests.SwiftSpellingTests.Box", path: "",
                    reason: "a class or a type Mirror cannot take apart"))
        ) {
            try spelling.source(of: Box())
        }
        spelling.spell(Box.self) { _ in "Box()" }
        spelling.spell(Point.self) { "Point.at(\($0.x))" }
        #expect(try spelling.source(of: [Box()]) == "[Box()]")
        #expect(
            try spelling.source(of: Shape.circle(center: Point(x: 3, label: nil), radius: 1))
                == ".circle(center: Point.at(3.0), radius: 1.0)")
        #expect(
            TestGenerationError(.unspellable(type: "Box", path: "search.box", reason: "a class")).description
                == "cannot write a value of type Box as Swift (at search.box): a class; give the generator's "
                + "spelling one for it (SwiftSpelling.spell)")
    }
}
