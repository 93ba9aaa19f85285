import Flux
import FluxActionLog
import FluxExploration
import FluxReplayTool
import FluxTestGeneration
import Foundation
import Testing

@testable import FluxExploreTool

/// A count: the smallest app the explore command can be made for.
@MainActor
final class CountApp: Explorable {
    /// Its one action.
    enum Action: LoggableAction, Equatable {
        case increment
    }

    let dispatcher = Dispatcher<Action>()
    let store = Store<Int, Action>(name: "count", initialState: 0) { count, _ in count += 1 }

    init() throws { try dispatcher.register(store) }

    var snapshot: Int { store.state }
}

/// The commands the report prints to run a failure again and to verify its log: the program
/// named by the app, its own options, the environment that chooses what it runs.
@MainActor @Suite struct ExploreToolReportTests {
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private func tool() -> ExploreTool<CountApp> {
        let replay = ReplayTool<CountApp.Action>(app: "count") { try CountApp().dispatcher }
        return ExploreTool(
            program: "count-explore", replayTool: replay, app: ActionLogApp(name: "count", version: "1"),
            makeExplorer: { options in
                Explorer(rules: [ExplorationRule("increment", generate: { _, _ in .increment })], options: options) {
                    _ in
                    try CountApp()
                }
            },
            makeTestGenerator: { name, _ in
                ActionLogTestGenerator(name: name, imports: [], setup: [], storeState: { $0 })
            },
            makeExpectedDispatcher: { try CountApp().dispatcher })
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func theCommandsNameTheProgramAndTheReplayCommand() {
        let tool = tool()
        #expect(tool.again(0x2A) == "count-explore --seed 0x2A")
        #expect(tool.verify(URL(fileURLWithPath: "/f/a.jsonl")) == "count-explore replay /f/a.jsonl --verify")
        #expect(tool.usage.hasPrefix("usage: count-explore [--seed N]… [--sequences N] [--out DIR]"))
        #expect(tool.usage.hasSuffix("count-explore replay LOG [MODE]"))
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func theEnvironmentVariablesSetComeFirstAndTheAppsOptionsStandForThemInAgain() {
        var tool = tool()
        tool.environmentVariables = ["PATH", "COUNT_EXPLORE_UNSET_VARIABLE"]
        // Quoted as a shell needs it, should PATH hold a space ("/Applications/Visual Studio Code.app/…").
        let path = ShellWord.quoted(ProcessInfo.processInfo.environment["PATH"] ?? "")
        #expect(tool.again(7) == "PATH=\(path) count-explore --seed 0x7")
        #expect(tool.verify(URL(fileURLWithPath: "/a.jsonl")) == "PATH=\(path) count-explore replay /a.jsonl --verify")
        tool.againArguments = ["--plant", "bug"]
        #expect(tool.again(7) == "count-explore --seed 0x7 --plant bug")
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func valuesAndPathsThatAShellWouldSplitAreQuoted() {
        var tool = tool()
        tool.environmentVariables = ["PLANT", "EMPTY", "PLAIN"]
        let values = ["PLANT": "it's a bug", "EMPTY": "", "PLAIN": "a/b-c_1.2:x=y"]
        #expect(tool.environment(in: values) == #"PLANT='it'\''s a bug' EMPTY='' PLAIN=a/b-c_1.2:x=y "#)
        #expect(
            tool.verify(URL(fileURLWithPath: "/tmp/my logs/a$b.jsonl"))
                == "count-explore replay '/tmp/my logs/a$b.jsonl' --verify")
        tool.againArguments = ["--plant", "two words", "--name=\"x\""]
        #expect(tool.again(7) == #"count-explore --seed 0x7 --plant 'two words' '--name="x"'"#)
        #expect(ShellWord.quoted("*") == "'*'" && ShellWord.quoted("~") == "'~'" && ShellWord.quoted("é") == "'é'")
        #expect(ShellWord.quoted("=ls") == "'=ls'" && ShellWord.quoted("a=b") == "a=b")
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func theExplorerGetsTheSequences() throws {
        let explorer = tool().explorer(try ExploreToolArguments(parsing: ["--sequences", "12"]))
        #expect(explorer.options.sequences == 12)
        #expect("\(try explorer.explore(seed: 1))" == "no failure in 12 sequences (seed 0x1)")
    }
}
