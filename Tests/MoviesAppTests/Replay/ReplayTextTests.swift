import Foundation
import MoviesApp
import MoviesDomain
import Testing

/// The replay's pure texts: action summaries, time-travel commands and the progress line.
@Suite struct ReplayTextTests {
    @Test func everyActionHasAOneLineSummary() {
        let page = MovieFixtures.page(2, of: 15, ids: 21...40)
        let one = MovieFixtures.page(1, of: 1, ids: 1...1)
        #expect(
            ActionSummary.describe(.search(.submitted(query: "say \"hi\"\n"))) == #"search.submitted "say \"hi\"\n""#)
        #expect(ActionSummary.describe(.search(.nextPageRequested)) == "search.nextPageRequested")
        #expect(ActionSummary.describe(.search(.cancelRequested)) == "search.cancelRequested")
        #expect(
            ActionSummary.describe(.search(.pageLoaded(requestID: 3, page: page)))
                == "search.pageLoaded request 3: page 2 of 15, 20 movies")
        #expect(
            ActionSummary.describe(.search(.cachedPageLoaded(requestID: 4, page: one)))
                == "search.cachedPageLoaded request 4: page 1 of 1, 1 movie")
        let failure = LoadFailure(kind: .noConnection, detail: "refused")
        #expect(
            ActionSummary.describe(.search(.loadFailed(requestID: 5, failure: failure)))
                == "search.loadFailed request 5: noConnection (refused)")
        #expect(ActionSummary.describe(.suggestions(.requested)) == "suggestions.requested")
        #expect(
            ActionSummary.describe(.suggestions(.loaded(queries: ["alien", "god\u{1}"])))
                == #"suggestions.loaded "alien", "god\u0001""#)
        #expect(ActionSummary.describe(.suggestions(.loaded(queries: []))) == "suggestions.loaded (none)")
        #expect(
            ActionSummary.describe(.suggestions(.loadFailed(detail: "unreadable")))
                == "suggestions.loadFailed (unreadable)")
        #expect(ActionSummary.describe(.suggestions(.picked(index: 2))) == "suggestions.picked 2")
        #expect(ActionSummary.describe(.details(.opened(index: 22))) == "details.opened 22")
        #expect(
            ActionSummary.describe(.details(.posterLoaded(requestID: 1, url: "http://x/p.jpg", data: Data([1]))))
                == "details.posterLoaded request 1: http://x/p.jpg (1 byte)")
        #expect(
            ActionSummary.describe(
                .details(.posterFailed(requestID: 2, failure: LoadFailure(kind: .notFound, detail: "HTTP 404"))))
                == "details.posterFailed request 2: notFound (HTTP 404)")
        #expect(ActionSummary.describe(.details(.posterCancelRequested)) == "details.posterCancelRequested")
        #expect(ActionSummary.describe(.navigation(.back)) == "navigation.back")
    }

    private func parse(_ text: String, last: UInt64 = 12) -> Result<StepCommand?, StepCommandParser.Failure> {
        StepCommandParser.parse(.text(text), lastSequence: last)
    }

    private func failure(_ message: String) -> Result<StepCommand?, StepCommandParser.Failure> {
        .failure(StepCommandParser.Failure(message: message))
    }

    @Test func stepCommandsAndTheirShortForms() {
        #expect(parse("next") == .success(.next) && parse("N") == .success(.next))
        #expect(parse("prev") == .success(.previous) && parse("p") == .success(.previous))
        #expect(parse("goto 12") == .success(.goto(12)) && parse("G\t0") == .success(.goto(0)))
        #expect(parse("state") == .success(.state) && parse("s") == .success(.state))
        #expect(parse("diff") == .success(.diff) && parse("d") == .success(.diff))
        #expect(parse("screen") == .success(.screen))
        #expect(parse("help") == .success(.help) && parse("?") == .success(.help))
        #expect(parse("QUIT") == .success(.quit) && parse("q") == .success(.quit))
        for text in ["exit", #"\q"#, ":q", ":wq", "quit()", "exit()"] {
            #expect(parse(text) == .success(.quit), "\(text)")
        }
        #expect(parse("  next  \r") == .success(.next))
        #expect(parse("") == .success(nil) && parse("   ") == .success(nil))
    }

    @Test func badStepCommandsSayWhatIsAccepted() {
        let list = StepCommandParser.commandList
        #expect(parse("jump 3") == failure("unknown command \"jump 3\"; type one of: \(list)"))
        #expect(parse("goto 13") == failure("\"goto 13\": N must be a sequence number from 0 to 12"))
        #expect(parse("goto -1") == failure("\"goto -1\": N must be a sequence number from 0 to 12"))
        #expect(parse("goto x") == failure("\"goto x\": N must be a sequence number from 0 to 12"))
        #expect(parse("goto") == failure("\"goto\": goto needs a sequence number from 0 to 12"))
        #expect(parse("goto 1 2") == failure("\"goto 1 2\": goto takes one argument: a sequence number from 0 to 12"))
        #expect(parse("diff all") == failure("\"diff all\": diff takes no argument"))
        #expect(
            StepCommandParser.parse(.bytes([0x6E, 0xFF]), lastSequence: 1)
                == failure("the line is not valid UTF-8; type one of: \(list)"))
        #expect(
            StepCommandParser.parse(.tooLong(byteCount: 5_000), lastSequence: 1)
                == failure("the line is too long (5000 bytes); type one of: \(list)"))
    }

    @Test func theProgressLineChangesOncePerPercent() {
        var progress = ReplayProgress(fileName: "big.jsonl", total: 1_000)
        #expect(progress.update(done: 0, sequence: 0) == "replaying big.jsonl: 0% (seq 0)")
        #expect(progress.update(done: 9, sequence: 3) == nil)
        #expect(progress.update(done: 10, sequence: 4) == "replaying big.jsonl: 1% (seq 4)")
        #expect(progress.update(done: 999, sequence: 400) == "replaying big.jsonl: 99% (seq 400)")
        #expect(progress.update(done: 5_000, sequence: 401) == "replaying big.jsonl: 100% (seq 401)")
        #expect(progress.update(done: 5_000, sequence: 402) == nil)
        progress.reset()
        #expect(progress.update(done: 5_000, sequence: 402) == "replaying big.jsonl: 100% (seq 402)")
        #expect(ReplayProgress.isWorthShowing(fileSize: 1_048_575) == false)
        #expect(ReplayProgress.isWorthShowing(fileSize: 1_048_576))
    }
}
