import MoviesApp
import Testing

/// The arguments of `flux-movies replay`.
@Suite struct ReplayArgumentsTests {
    private func options(_ arguments: [String]) -> ReplayOptions? {
        if case .success(.replay(let options)) = LaunchArguments.parse(["replay"] + arguments) { return options }
        return nil
    }

    private func error(_ arguments: [String]) -> String? {
        if case .failure(let error) = LaunchArguments.parse(["replay"] + arguments) { return error.description }
        return nil
    }

    @Test func defaultsAndEveryOption() {
        #expect(options(["s.jsonl"]) == ReplayOptions(path: "s.jsonl"))
        var all = ReplayOptions(path: "s.jsonl")
        all.verify = true
        all.until = 12
        all.mode = .print(.final)
        all.noColor = true
        #expect(options(["--verify", "--until", "12", "s.jsonl", "--print=final", "--no-color"]) == all)
        var step = ReplayOptions(path: "dir/s.jsonl")
        step.mode = .step
        step.until = 0
        #expect(options(["dir/s.jsonl", "--step", "--until=0"]) == step)
        var states = ReplayOptions(path: "s.jsonl")
        states.mode = .print(.states)
        #expect(options(["s.jsonl", "--print", "renders", "--print", "states"]) == states)
        #expect(options(["s.jsonl", "--until", "18446744073709551615"])?.until == UInt64.max)
        #expect(LaunchArguments.parse(["replay", "--help"]) == .success(.help))
        #expect(LaunchArguments.parse(["replay", "s.jsonl", "-h", "--bogus"]) == .success(.help))
    }

    @Test func globalOptionsStandBeforeOrAfterReplay() {
        var colourless = ReplayOptions(path: "s.jsonl")
        colourless.noColor = true
        for arguments in [
            ["--no-color", "replay", "s.jsonl"], ["replay", "s.jsonl", "--no-color"],
            ["--data-dir", "/d", "--no-color", "replay", "s.jsonl"],
            ["--data-dir=/d", "replay", "--no-color", "s.jsonl"],
            ["replay", "s.jsonl", "--data-dir", "/d", "--no-color"],
        ] {
            guard case .success(.replay(let options)) = LaunchArguments.parse(arguments) else {
                Issue.record("not a replay: \(arguments)")
                continue
            }
            var withoutDirectory = options
            withoutDirectory.dataDirectory = nil
            #expect(withoutDirectory == colourless, "\(arguments)")
            #expect(options.dataDirectory == (arguments.contains { $0.hasPrefix("--data-dir") } ? "/d" : nil))
        }
    }

    @Test func mistakes() {
        #expect(error([]) == "replay needs the action log to replay: flux-movies replay FILE")
        #expect(error(["--verify"]) == "replay needs the action log to replay: flux-movies replay FILE")
        #expect(error(["a", "b"]) == "unexpected argument 'b'")
        #expect(
            error(["a", "--until", "18446744073709551616"])
                == "--until must be a sequence number (a whole number from 0), got '18446744073709551616'")
        #expect(error(["a", "--until", "+3"]) == "--until must be a sequence number (a whole number from 0), got '+3'")
        #expect(error(["a", "--until="]) == "option --until needs a value")
        #expect(error(["a", "--print", "json"]) == "--print must be renders, states or final, got 'json'")
        #expect(error(["a", "--print", "final", "--step"]) == "--print does not work with --step")
        #expect(error(["a", "--step=1"]) == "option --step takes no value")
        #expect(error(["a", "--source", "tmdb"]) == "unknown replay option '--source'")
        #expect(error(["a", "-"]) == "unknown replay option '-'")
    }

    @Test func htmlAndExportWriteFiles() {
        var html = ReplayOptions(path: "s.jsonl")
        html.mode = .files(ReplayOptions.Files(html: "out.html"))
        #expect(options(["s.jsonl", "--html", "out.html"]) == html)
        html.force = true
        html.until = 3
        html.verify = true
        #expect(options(["--html=out.html", "--force", "s.jsonl", "--until", "3", "--verify"]) == html)
        var export = ReplayOptions(path: "s.jsonl")
        let devTools = ReplayOptions.Export(format: .reduxDevTools, path: "h.json")
        export.mode = .files(ReplayOptions.Files(export: devTools))
        #expect(options(["s.jsonl", "--export", "redux-devtools", "h.json"]) == export)
        #expect(options(["--export=redux-devtools", "h.json", "s.jsonl"]) == export)
        export.mode = .files(ReplayOptions.Files(html: "p.html", export: devTools))
        #expect(options(["s.jsonl", "--export", "redux-devtools", "h.json", "--html", "p.html"]) == export)
        #expect(export.writesFiles && !ReplayOptions(path: "s.jsonl").writesFiles)
    }

    @Test func htmlAndExportMistakes() {
        #expect(error(["a", "--export", "har", "h.json"]) == "--export must be redux-devtools, got 'har'")
        #expect(
            error(["a", "--export", "redux-devtools"])
                == "--export needs a format and a file: --export redux-devtools FILE")
        #expect(error(["a", "--export"]) == "option --export needs a value")
        #expect(error(["a", "--html"]) == "option --html needs a value")
        #expect(
            error(["a", "--force"])
                == "--force needs --html FILE, --export FORMAT FILE, --minimize FILE or --emit-test FILE.swift")
        #expect(error(["a", "--force=yes", "--html", "o"]) == "option --force takes no value")
        #expect(error(["a", "--html", "o.html", "--step"]) == "--html does not work with --step")
        #expect(error(["a", "--html", "o.html", "--print", "states"]) == "--html does not work with --print")
        #expect(
            error(["a", "--export", "redux-devtools", "o.json", "--print", "final"])
                == "--export does not work with --print")
        #expect(
            error(["a", "--html", "o", "--export", "redux-devtools", "o"])
                == "--html and --export need two different files, got 'o' twice")
    }
}

/// `replay --minimize OUT` and what does not go with it.
@Suite struct ReplayMinimizeArgumentsTests {
    private func parse(_ arguments: [String]) -> Result<LaunchCommand, UsageError> {
        LaunchArguments.parse(["replay"] + arguments)
    }

    @Test func minimizeTakesAFileAndForce() {
        var minimize = ReplayOptions(path: "s.jsonl")
        minimize.mode = .minimize(path: "small.jsonl", emitTest: nil)
        #expect(parse(["s.jsonl", "--minimize", "small.jsonl"]) == .success(.replay(minimize)))
        minimize.force = true
        minimize.verify = true
        #expect(parse(["--minimize=small.jsonl", "s.jsonl", "--force", "--verify"]) == .success(.replay(minimize)))
    }

    /// Two modes' options: the mode of the earlier row of the table names itself and the other
    /// option, in English and in Spanish.
    @Test(arguments: [
        (["--minimize", "o", "--blame", "counter.value"], "--minimize", "--blame"),
        (["--blame", "counter.value", "--step"], "--blame", "--step"),
        (["--step", "--blame", "counter.value"], "--blame", "--step"),
        (["--blame", "counter.value", "--html", "p.html"], "--blame", "--html"),
        (["--emit-test", "T.swift", "--print", "states"], "--emit-test", "--print"),
        (["--step", "--export", "redux-devtools", "e.json"], "--export", "--step"),
        (["--blame", "counter.value", "--until", "2", "--minimize", "o"], "--minimize", "--blame"),
    ])
    func twoModesNameBoth(arguments: [String], option: String, other: String) {
        guard case .failure(let error) = parse(["a"] + arguments) else {
            Issue.record("parsed: \(arguments)")
            return
        }
        #expect(error.kind == .optionsConflict(option: option, other: other))
        #expect(error.description == "\(option) does not work with \(other)")
    }

    @Test func minimizeTakesEmitTestAndNamesItsTest() {
        var minimize = ReplayOptions(path: "s.jsonl")
        minimize.mode = .minimize(path: "o.jsonl", emitTest: ReplayOptions.EmitTest(path: "t/T.swift", name: "Bug"))
        #expect(
            parse(["s.jsonl", "--minimize", "o.jsonl", "--emit-test", "t/T.swift", "--name", "Bug"])
                == .success(.replay(minimize)))
        #expect(
            minimize.arguments == ["s.jsonl", "--minimize", "o.jsonl", "--emit-test", "t/T.swift", "--name", "Bug"])
    }

    @Test func anEmittedTestWithoutNameIsNamedAfterItsFile() {
        var minimize = ReplayOptions(path: "s.jsonl")
        minimize.mode = .minimize(path: "o.jsonl", emitTest: ReplayOptions.EmitTest(path: "t/BugTests.swift"))

        #expect(
            parse(["s.jsonl", "--minimize", "o.jsonl", "--emit-test", "t/BugTests.swift"])
                == .success(.replay(minimize)))
        #expect(minimize.emitTest?.name == "BugTests")
        #expect(ReplayOptions.EmitTest(path: "T.swift", name: "Other").name == "Other")
        guard case .failure(let error) = parse(["s.jsonl", "--emit-test", "t/bug.swift"]) else {
            Issue.record("a file named bug.swift names no suite")
            return
        }
        #expect(error.kind == .badTestName("bug", given: false))
    }

    @Test func minimizeMistakes() {
        let messages = [
            ["a", "--minimize"], ["a", "--minimize", "o", "--step"], ["a", "--minimize", "o", "--print", "final"],
            ["a", "--minimize", "o", "--html", "p.html"], ["a", "--minimize", "o", "--until", "3"],
        ].map { arguments -> String? in
            if case .failure(let error) = parse(arguments) { return error.description }
            return nil
        }
        #expect(
            messages == [
                "option --minimize needs a value", "--minimize does not work with --step",
                "--minimize does not work with --print", "--minimize does not work with --html",
                "--minimize does not work with --until",
            ])
    }
}
