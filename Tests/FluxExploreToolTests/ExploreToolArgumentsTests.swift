import Testing

@testable import FluxExploreTool

/// The explore command's command line: its defaults, the parent's options for its children,
/// and a message naming the argument for each mistake.
@Suite struct ExploreToolArgumentsTests {
    @Test func noArgumentsExploreSeedOneIntoTheBuildFolder() throws {
        let parsed = try ExploreToolArguments(parsing: [])
        #expect(parsed.seeds == [1])
        #expect(parsed.sequences == 1_000)
        #expect(parsed.out == ".build/explore")
        #expect(parsed.saved == nil && parsed.known == nil)
        #expect(parsed.role == .parent)
    }

    @Test func everyOptionIsRead() throws {
        let parsed = try ExploreToolArguments(parsing: [
            "--seed", "42", "--seed", "0x2A", "--sequences", "50", "--out", "found", "--saved", "kept",
            "--known", "known",
        ])
        #expect(parsed.seeds == [42, 42])
        #expect(parsed.sequences == 50)
        #expect((parsed.out, parsed.saved, parsed.known) == ("found", "kept", "known"))
    }

    @Test func theChildrenOptionsGiveTheirRoles() throws {
        let explorer = try ExploreToolArguments(parsing: ["--seed", "7", "--child-progress", "/tmp/progress"])
        #expect(explorer.role == .explorer(progress: "/tmp/progress"))
        let recorder = try ExploreToolArguments(parsing: ["--log", "a.jsonl", "--record-sequence", "0xFF"])
        #expect(recorder.role == .recorder(seed: 255, log: "a.jsonl"))
    }

    @Test(arguments: [
        (["--sequences", "0"], "--sequences 0: not a count"),
        (["--sequences", "-3"], "--sequences -3: not a count"),
        (["--seed", "0x"], "--seed 0x: not a number (decimal, or 0x and hexadecimal)"),
        (
            ["--seed", "18446744073709551616"],
            "--seed 18446744073709551616: not a number (decimal, or 0x and hexadecimal)"
        ),
        (["--seed", "1", "--sequences"], "--sequences needs a value"),
        (["--saved", ""], "--saved needs a folder, not an empty path"),
        (["--known", ""], "--known needs a folder, not an empty path"),
        (["-v"], "unknown option -v"),
        (["--colour"], "unknown option --colour"),
        (["42"], "unexpected argument 42"),
        (
            ["--record-sequence", "x", "--log", "a"],
            "--record-sequence x: not a number (decimal, or 0x and hexadecimal)"
        ),
        (["--record-sequence", "1"], "--record-sequence needs --log"),
        (["--log", "a.jsonl"], "--log needs --record-sequence"),
    ])
    func eachMistakeIsNamed(arguments: [String], message: String) {
        #expect(throws: ExploreToolUsageError(message)) { try ExploreToolArguments(parsing: arguments) }
    }
}
