import MoviesApp
import Testing

/// The command-line flags of `flux-movies`.
@Suite struct LaunchArgumentsTests {
    private func options(_ arguments: [String]) -> RunOptions? {
        if case .success(.run(let options)) = LaunchArguments.parse(arguments) { return options }
        return nil
    }

    private func error(_ arguments: [String]) -> String? {
        if case .failure(let error) = LaunchArguments.parse(arguments) { return error.description }
        return nil
    }

    @Test func defaultsAndEveryFlag() {
        #expect(options([]) == RunOptions())
        var tmdb = RunOptions()
        tmdb.source = .tmdb
        tmdb.dataDirectory = "/tmp/x"
        tmdb.noColor = true
        tmdb.tmdbBaseURL = "http://127.0.0.1:8080"
        tmdb.tmdbImageBaseURL = "http://127.0.0.1:8081"
        #expect(
            options([
                "--source", "tmdb", "--data-dir", "/tmp/x", "--no-color",
                "--tmdb-base-url", "http://127.0.0.1:8080", "--tmdb-image-base-url=http://127.0.0.1:8081",
            ]) == tmdb)
        var slow = RunOptions()
        slow.latencyMilliseconds = 1_500
        #expect(options(["--latency=1500", "--source=catalog"]) == slow)
        #expect(options(["--latency", "0", "--latency", "1500"]) == slow)
        #expect(LaunchArguments.parse(["--help"]) == .success(.help))
        #expect(LaunchArguments.parse(["-h", "--bogus"]) == .success(.help))
        #expect(LaunchArguments.parse(["--version"]) == .success(.version))
    }

    @Test func recordFlags() {
        var record = RunOptions()
        record.recordPath = "s.jsonl"
        #expect(options(["--record", "s.jsonl"]) == record)
        record.forceRecord = true
        record.recordSnapshots = true
        #expect(options(["--snapshots", "--record=s.jsonl", "--force"]) == record)
        #expect(error(["--record"]) == "option --record needs a value")
        #expect(error(["--force"]) == "--force needs --record FILE")
        #expect(error(["--snapshots", "--source", "catalog"]) == "--snapshots needs --record FILE")
        #expect(error(["--record", "s.jsonl", "--force=yes"]) == "option --force takes no value")
        #expect(error(["--record", "s.jsonl", "replay"]) == "unexpected argument 'replay'")
    }

    @Test func mistakes() {
        #expect(error(["--bogus"]) == "unknown option '--bogus'")
        #expect(error(["-x"]) == "unknown option '-x'")
        #expect(error(["--sourc", "tmdb"]) == "unknown option '--sourc'; did you mean '--source'?")
        #expect(error(["--no-colour"]) == "unknown option '--no-colour'; did you mean '--no-color'?")
        #expect(error(["--lat", "5"]) == "unknown option '--lat'; did you mean '--latency'?")
        #expect(error(["--datadir=x"]) == "unknown option '--datadir'; did you mean '--data-dir'?")
        #expect(error(["love"]) == "unexpected argument 'love'")
        #expect(error(["--source"]) == "option --source needs a value")
        #expect(error(["--data-dir="]) == "option --data-dir needs a value")
        #expect(error(["--source", "web"]) == "--source must be catalog or tmdb, got 'web'")
        #expect(
            error(["--latency", "-5"]) == "--latency must be a whole number of milliseconds from 0 to 60000, got '-5'")
        #expect(
            error(["--latency", "60001"])
                == "--latency must be a whole number of milliseconds from 0 to 60000, got '60001'")
        #expect(error(["--no-color=yes"]) == "option --no-color takes no value")
        #expect(error(["--version=2"]) == "option --version takes no value")
        #expect(error(["--tmdb-base-url", "http://x"]) == "--tmdb-base-url needs --source tmdb")
        #expect(error(["--source", "tmdb", "--latency", "10"]) == "--latency works with --source catalog only")
    }
}
