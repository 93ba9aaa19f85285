import MoviesApp
import Testing

/// `ReplayOptions.arguments`: the arguments the replay's parent gives the child that replays
/// parse back to the same options.
@Suite struct ReplayOptionsArgumentsTests {
    private static let spellings: [[String]] = [
        ["s.jsonl"],
        ["s.jsonl", "--verify", "--until", "12", "--print", "final", "--no-color"],
        ["s.jsonl", "--step", "--until", "0", "--data-dir", "/tmp/data"],
        ["s.jsonl", "--html", "p.html", "--export", "redux-devtools", "e.json", "--force", "--max-age", "7"],
        ["s.jsonl", "--html", "p.html", "--max-size", "1000"],
        ["s.jsonl", "--emit-test", "Tests/SessionTests.swift", "--name", "Session"],
        ["s.jsonl", "--minimize", "small.jsonl", "--emit-test", "SmallTests.swift"],
        ["s.jsonl", "--blame", "search.query", "--verify", "--until", "3"],
        ["-odd.jsonl", "--print", "states"],
    ]

    @Test(arguments: spellings)
    func argumentsParseBackToTheSameOptions(spelling: [String]) throws {
        guard case .success(.replay(let options)) = LaunchArguments.parse(["replay"] + spelling.map(Self.escaped))
        else {
            Issue.record("\(spelling) does not parse")
            return
        }
        guard case .success(.replay(let again)) = LaunchArguments.parse(["replay"] + options.arguments) else {
            Issue.record("\(options.arguments) does not parse")
            return
        }
        #expect(again == options)
    }

    /// `-odd.jsonl` given as `./-odd.jsonl`, the way a person must type it.
    private static func escaped(_ argument: String) -> String {
        argument == "-odd.jsonl" ? "./-odd.jsonl" : argument
    }
}
