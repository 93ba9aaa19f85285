import FluxActionLog
import Foundation
import Testing

/// ``ActionLogFailure``: what makes two failures the same failure. Real traps (exit tests), not
/// hand-written lines only: two traps with the same message at different lines differ, the same
/// trap twice is the same, and an invariant break is its store and invariant whatever the values.
@Suite struct ActionLogFailureTests {
    @Test func theSameTrapTwiceIsTheSameFailureAndAnotherLineIsAnotherFailure() async throws {
        let first = try #require(await Self.run(line: 1))
        let again = try #require(await Self.run(line: 1))
        let other = try #require(await Self.run(line: 2))
        #expect(first == again)
        #expect(first != other)
        guard case .crash(_, let location, let message) = first,
            case .crash(_, let otherLocation, let otherMessage) = other
        else {
            Issue.record("not crashes: \(first), \(other)")
            return
        }
        #expect(message == "the same message")
        #expect(otherMessage == message)
        #expect(location == "Shop/Cart.swift:10")
        #expect(otherLocation == "Shop/Cart.swift:20")
    }

    @Test func anotherMessageAtTheSameLineIsAnotherFailure() async throws {
        let first = try #require(await Self.run(line: 3))
        let other = try #require(await Self.run(line: 4))
        #expect(first != other)
    }

    /// Runs ``trapAtLine(_:)`` with `line` in a child and classifies how it ended.
    static func run(line: Int) async -> ActionLogFailure? {
        let result: ExitTest.Result?
        switch line {
        case 1:
            result = await #expect(processExitsWith: .failure, observing: [\.exitStatus, \.standardErrorContent]) {
                ActionLogFailureTests.trapAtLine(1)
            }
        case 2:
            result = await #expect(processExitsWith: .failure, observing: [\.exitStatus, \.standardErrorContent]) {
                ActionLogFailureTests.trapAtLine(2)
            }
        case 3:
            result = await #expect(processExitsWith: .failure, observing: [\.exitStatus, \.standardErrorContent]) {
                ActionLogFailureTests.trapAtLine(3)
            }
        default:
            result = await #expect(processExitsWith: .failure, observing: [\.exitStatus, \.standardErrorContent]) {
                ActionLogFailureTests.trapAtLine(4)
            }
        }
        guard let result, case .signal(let signal) = result.exitStatus else { return nil }
        return ActionLogFailure.classify(
            signal: signal, status: 0, stderr: String(decoding: result.standardErrorContent, as: UTF8.self))
    }

    /// Traps as an app's code would: 1 and 2 with the same message at two lines of one file; 3
    /// and 4 with two messages at one line (the runtime prints the file and line given here).
    static func trapAtLine(_ line: Int) -> Never {
        switch line {
        case 1: fatalError("the same message", file: "Shop/Cart.swift", line: 10)
        case 2: fatalError("the same message", file: "Shop/Cart.swift", line: 20)
        case 3: fatalError("one message", file: "Shop/Cart.swift", line: 30)
        default: fatalError("another message", file: "Shop/Cart.swift", line: 30)
        }
    }

    @Test func aBreakIsItsStoreAndInvariantWhateverTheValues() {
        let one = ActionLogFailure.classify(
            signal: nil, status: 1,
            stderr:
                "flux-movies: log.jsonl:8: seq 5: store \"details\" broke \"poster only with a movie\" (movie: nil)\n")
        let two = ActionLogFailure.classify(
            signal: nil, status: 1,
            stderr: "x: seq 9: store \"details\" broke \"poster only with a movie\" (movie: 3)\n")
        #expect(one == .invariantBreak(store: "details", invariant: "poster only with a movie"))
        #expect(one == two)
        #expect(one != .invariantBreak(store: "search", invariant: "poster only with a movie"))
    }

    @Test func aCleanEndOrAnotherProblemIsNoFailure() {
        #expect(ActionLogFailure.classify(signal: nil, status: 0, stderr: "") == nil)
        #expect(ActionLogFailure.classify(signal: nil, status: 1, stderr: "log.jsonl:3: not JSON\n") == nil)
    }

    @Test func aCrashWithoutAFatalErrorLineIsItsSignal() {
        #expect(
            ActionLogFailure.classify(signal: 11, status: 0, stderr: "")
                == .crash(signal: 11, location: "", message: ""))
        #expect(ActionLogFailure.crash(signal: 11, location: "", message: "").description == "crash (signal 11)")
    }
}
