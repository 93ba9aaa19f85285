import Flux
import Testing

@testable import FluxTesting

@MainActor
@Suite struct TestReporterTests {
    @Test func theStandardReporterRecordsASwiftTestingIssueAtTheCall() {
        let fixture = Fixture()
        let store = TestStore(dispatcher: fixture.dispatcher)
        withKnownIssue {
            store.send(.increment, fileID: "Custom/File.swift", filePath: "/custom/File.swift", line: 77, column: 5)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                send: state changed without an assertion
                send(.increment) changed state that the test did not assert (-expected +actual):
                  counter.count:
                    - 0
                    + 1
                Fix: assert the change in the trailing closure of send(.increment), or fix the reducer if the change is wrong.
                """
            ]
                && issue.sourceLocation
                    == SourceLocation(fileID: "Custom/File.swift", filePath: "/custom/File.swift", line: 77, column: 5)
        }
    }

    @Test func theIssueCommentStartsWithTheFailuresTitle() async {
        let fixture = Fixture()
        let store = TestStore(dispatcher: fixture.dispatcher)
        store.send(.ping) { $0[fixture.counter].count = 0 }
        await withKnownIssue {
            await store.receive(.waited)
        } matching: { issue in
            issue.comments.first?.rawValue.split(separator: "\n").first == "receive: expected .waited, got .pong"
        }
    }

    @Test func everyKindHasAShortTitle() {
        let location = TestSourceLocation()
        let titles = TestFailure.Kind.allCases.map { TestFailure(kind: $0, message: "m", location: location).title }
        #expect(Set(titles).count == TestFailure.Kind.allCases.count)
        #expect(titles.allSatisfy { !$0.isEmpty && !$0.contains("\n") && $0.count <= 60 })
        #expect(TestFailure(kind: .nothingToReceive, message: "m", location: location).title == "no action to receive")
    }

    @Test func theDefaultLocationIsTheCallersLine() {
        let fixture = Fixture()
        let store = TestStore(dispatcher: fixture.dispatcher)
        let expectedLine = #line + 2
        withKnownIssue {
            store.send(.noop) { $0[fixture.counter].count = 1 }
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine
                && issue.sourceLocation?.fileID == "FluxTestingTests/TestReporterTests.swift"
        }
    }

    @Test func theStandardReporterRecordsNothingWhenEverythingPasses() async {
        let fixture = Fixture()
        let log = FailureLog()
        // The standard reporter, with every failure also kept: an issue it records fails this
        // test, and the log says what was reported.
        let standard = TestReporter.standard
        let store = TestStore(
            dispatcher: fixture.dispatcher,
            reporter: TestReporter { failure in
                log.reporter.report(failure)
                standard.report(failure)
            })
        store.send(.increment) { $0[fixture.counter].count = 1 }
        await store.finish()
        #expect(log.messages.isEmpty)
        #expect(fixture.counter.state.count == 1)
    }

    @Test func aFailureDescribesItselfWithItsLocation() {
        let location = TestSourceLocation(fileID: "M/F.swift", filePath: "/x/M/F.swift", line: 3, column: 9)
        let failure = TestFailure(kind: .nothingToReceive, message: "m", location: location)
        #expect(failure.description == "M/F.swift:3:9: m")
        #expect(location == TestSourceLocation(fileID: "M/F.swift", filePath: "/x/M/F.swift", line: 3, column: 9))
        #expect(location != TestSourceLocation(fileID: "M/F.swift", filePath: "/x/M/F.swift", line: 4, column: 9))
    }

    @Test func durationsArePrintedShort() {
        #expect(DurationText.of(.seconds(1)) == "1 s")
        #expect(DurationText.of(.seconds(90)) == "90 s")
        #expect(DurationText.of(.milliseconds(1500)) == "1.5 s")
        #expect(DurationText.of(.milliseconds(20)) == "20 ms")
        #expect(DurationText.of(.zero) == "0 s")
        #expect(DurationText.of(.microseconds(2500)) == "0.0025 s")
    }

    @Test func durationsAreSpelledAsSwiftInTheLargestWholeUnit() {
        #expect(DurationText.swiftLiteral(.seconds(2)) == ".seconds(2)")
        #expect(DurationText.swiftLiteral(.zero) == ".seconds(0)")
        #expect(DurationText.swiftLiteral(.milliseconds(1500)) == ".milliseconds(1500)")
        #expect(DurationText.swiftLiteral(.microseconds(2500)) == ".microseconds(2500)")
        #expect(DurationText.swiftLiteral(.nanoseconds(7)) == ".nanoseconds(7)")
        // Below a nanosecond it rounds up, so that advancing a clock by it reaches the instant.
        #expect(
            DurationText.swiftLiteral(.nanoseconds(7) + Duration(secondsComponent: 0, attosecondsComponent: 1))
                == ".nanoseconds(8)")
        #expect(
            DurationText.swiftLiteral(Duration(secondsComponent: .max / 2, attosecondsComponent: 1))
                == ".seconds(\(Int64.max / 2 + 1))")
    }
}
