import FluxActionLog
import Testing

/// ``ActionLogFailure/classify(signal:status:stderr:)`` on what crashed children wrote with the
/// runtime's backtracer on (``CrashBacktrace/environmentValue``): the texts below were captured
/// from small programs built by Swift 6.3 on Linux (`swiftc -g`, and `-O`), addresses kept.
/// A crash the standard library reports, or one with no `Fatal error` line at all, is located at
/// the first frame in the app's own code; a `fatalError` in the app's code keeps its line.
@Suite struct ActionLogFailureBacktraceTests {
    /// `a[i] += 1` out of range in `reduce(_:_:)`, a debug build: the standard library's line,
    /// then a report whose app frame has no line (the return address is in compiler cleanup).
    static let debugIndexOutOfRange = """
        Swift/ContiguousArrayBuffer.swift:705: Fatal error: Index out of range

        *** Signal 4: Backtracing from 0x7f818b76df7f... done ***

        *** Program crashed: Illegal instruction at 0x00007f818b76df7f ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "crash" crashed:

          0               0x00007f818b76df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) \
        + 623 in libswiftCore.so
          1 [ra]          0x00007f818b8f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
          2 [ra]          0x00007f818bdc2be7 specialized Array.subscript.modify + 150 in libswiftSwiftOnoneSupport.so
          3 [ra] [system] 0x00005569a2e580fa reduce(_:_:) + 73 in crash at /tmp/bt/main.swift
          4 [ra]          0x00005569a2e582b4 main + 179 in crash at /tmp/bt/main.swift:4:1
        ...

        Backtrace took 0.01s

        """

    /// The same program built with `-O`: no `Fatal error` line, the app's frames inlined.
    static let optimizedIndexOutOfRange = """

        *** Signal 4: Backtracing from 0x560668c3e28d... done ***

        *** Program crashed: Illegal instruction at 0x0000560668c3e28d ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "crashO" crashed:

          0 [inlined] [system] 0x0000560668c3e28d specialized Array.subscript.modify in crashO at //<compiler-generated>
          1 [inlined]          0x0000560668c3e28d reduce(_:_:) in crashO at /tmp/bt/main.swift:1:43
          2                    0x0000560668c3e28d main + 317 in crashO at /tmp/bt/main.swift:4:1
        ...

        Backtrace took 0.00s

        """

    /// `a + b` overflowing in `add(_:_:)`, a debug build: no `Fatal error` line.
    static let integerOverflow = """

        *** Signal 4: Backtracing from 0x56187e30deb8... done ***

        *** Swift runtime failure: arithmetic overflow ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "ov" crashed:

          0 [inlined] [system] 0x000056187e30deb8 Swift runtime failure: arithmetic overflow in ov at \
        //<compiler-generated>
          1                    0x000056187e30deb8 add(_:_:) + 88 in ov at /tmp/bt/ov.swift:1:41
          2 [ra]               0x000056187e30dfc0 main + 111 in ov at /tmp/bt/ov.swift:3:7
        ...

        Backtrace took 0.00s

        """

    /// `state.value += amount` overflowing in a package's debug build (`tally-replay`, cut after
    /// three frames): the inlined trap has the app's file and no line, the reducer's frame its line.
    static let packageOverflow = """

        *** Signal 4: Backtracing from 0x556313583e0b... done ***

        *** Program crashed: Illegal instruction at 0x0000556313583e0b ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "tally-replay" crashed:

          0 [inlined]     0x0000556313583e0b Swift runtime failure: arithmetic overflow in tally-replay at \
        /work/wt-crash-id/Tests/Support/ActionLogFixtures/TallyStores.swift
          1               0x0000556313583e0b static TallyStores.reduceCounter(_:_:_:) + 1435 in tally-replay at \
        /work/wt-crash-id/Tests/Support/ActionLogFixtures/TallyStores.swift:73:25
          2 [ra]          0x00005563135817ab closure #1 in TallyStores.init(reducer:middleware:peakLimit:) + 90 in \
        tally-replay at /work/wt-crash-id/Tests/Support/ActionLogFixtures/TallyStores.swift:37:18
        ...

        """

    /// `fatalError("planted bug: 1")` in `check(_:)`: the app's own line, which stays its location.
    static let fatalErrorInTheApp = """
        fe/fe.swift:1: Fatal error: planted bug: 1

        *** Signal 4: Backtracing from 0x7f4ef0af9361... done ***

        *** Program crashed: Illegal instruction at 0x00007f4ef0af9361 ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "fe" crashed:

          0      0x00007f4ef0af9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
          1 [ra] 0x000055c21196b17e check(_:) + 317 in fe at /tmp/bt/fe.swift:1:35
          2 [ra] 0x000055c21196b1df main + 46 in fe at /tmp/bt/fe.swift:2:1
        ...

        Backtrace took 0.01s

        """

    /// The debug program built without `-g`: no frame has a source file.
    static let noDebugInformation = """
        Swift/ContiguousArrayBuffer.swift:705: Fatal error: Index out of range

        *** Signal 4: Backtracing from 0x7f39a4b6df7f... done ***

        *** Program crashed: Illegal instruction at 0x00007f39a4b6df7f ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "crashNoG" crashed:

          0      0x00007f39a4b6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in \
        libswiftCore.so
          1 [ra] 0x00007f39a4cf961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
          2 [ra] 0x00007f39a52f1be7 specialized Array.subscript.modify + 150 in libswiftSwiftOnoneSupport.so
          3 [ra] 0x000055f34ca500fa reduce(_:_:) + 73 in crashNoG
          4 [ra] 0x000055f34ca502b4 main + 179 in crashNoG
        ...

        Backtrace took 0.01s

        """

    @Test func anOutOfRangeIsLocatedAtTheAppsFrameNotTheStandardLibrarys() {
        #expect(
            ActionLogFailure.classify(signal: 4, status: 0, stderr: Self.debugIndexOutOfRange)
                == .crash(signal: 4, location: "bt/main.swift reduce(_:_:)", message: "Index out of range"))
        #expect(
            ActionLogFailure.classify(signal: 4, status: 0, stderr: Self.optimizedIndexOutOfRange)
                == .crash(signal: 4, location: "bt/main.swift:1", message: ""))
    }

    @Test func twoOutOfRangeBugsInTwoFunctionsAreTwoFailures() {
        let other = Self.debugIndexOutOfRange.replacingOccurrences(
            of: "reduce(_:_:) + 73 in crash at /tmp/bt/main.swift",
            with: "reduceNotes(_:_:) + 80 in crash at /tmp/bt/notes.swift")
        let first = ActionLogFailure.classify(signal: 4, status: 0, stderr: Self.debugIndexOutOfRange)
        let second = ActionLogFailure.classify(signal: 4, status: 0, stderr: other)
        #expect(
            second == .crash(signal: 4, location: "bt/notes.swift reduceNotes(_:_:)", message: "Index out of range"))
        #expect(first != second)
    }

    @Test func anOverflowWithoutAFatalErrorLineIsLocatedAtTheAppsFrame() {
        let failure = ActionLogFailure.classify(signal: 4, status: 0, stderr: Self.integerOverflow)
        #expect(failure == .crash(signal: 4, location: "bt/ov.swift:1", message: ""))
        #expect(failure?.description == "crash (signal 4) at bt/ov.swift:1")
        #expect(
            ActionLogFailure.classify(signal: 4, status: 0, stderr: Self.packageOverflow)
                == .crash(signal: 4, location: "ActionLogFixtures/TallyStores.swift:73", message: ""))
    }

    @Test func aFatalErrorInTheAppKeepsItsOwnLine() {
        #expect(
            ActionLogFailure.classify(signal: 4, status: 0, stderr: Self.fatalErrorInTheApp)
                == .crash(signal: 4, location: "fe/fe.swift:1", message: "planted bug: 1"))
    }

    @Test func withoutAnAppFrameTheIdentityIsTodays() {
        #expect(
            ActionLogFailure.classify(signal: 4, status: 0, stderr: Self.noDebugInformation)
                == .crash(signal: 4, location: "Swift/ContiguousArrayBuffer.swift:705", message: "Index out of range"))
        // The backtracer off (`enable=no`), or failing (under a sanitizer): the line, or the signal.
        #expect(
            ActionLogFailure.classify(
                signal: 4, status: 0, stderr: "Swift/ContiguousArrayBuffer.swift:705: Fatal error: Index out of range\n"
            )
                == .crash(signal: 4, location: "Swift/ContiguousArrayBuffer.swift:705", message: "Index out of range"))
        #expect(
            ActionLogFailure.classify(
                signal: 4, status: 0, stderr: "\n*** Signal 4: Backtracing from 0x56187e30deb8... failed ***\n\n")
                == .crash(signal: 4, location: "", message: ""))
    }

    @Test func framesAreReadWithTheirFlagsAndSymbolsHoldingIn() {
        #expect(
            CrashBacktrace.frame(
                "  0               0x00007f818b76df7f closure #1 in closure #1 in "
                    + "_assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so")
                == .init(
                    symbol: "closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:)",
                    image: "libswiftCore.so",
                    path: "", line: nil))
        #expect(
            CrashBacktrace.frame("  4 [ra]          0x00005569a2e582b4 main + 179 in crash at /tmp/bt/main.swift:4:1")
                == .init(symbol: "main", image: "crash", path: "/tmp/bt/main.swift", line: 4))
        #expect(CrashBacktrace.frame("...") == nil)
        #expect(CrashBacktrace.frame("Backtrace took 0.01s") == nil)
    }

    @Test func theReportIsCutFromWhatTheUserIsShown() {
        let debug = CrashBacktrace.split(Self.debugIndexOutOfRange)
        #expect(debug.shown == "Swift/ContiguousArrayBuffer.swift:705: Fatal error: Index out of range\n")
        #expect(debug.report.hasPrefix("*** Signal 4: Backtracing from 0x7f818b76df7f... done ***\n"))
        #expect(CrashBacktrace.split(Self.integerOverflow).shown == "")
        let missing =
            "swift runtime: unable to locate swift-backtrace; disabling backtracing.\nfe/fe.swift:1: Fatal error: x\n"
        #expect(CrashBacktrace.split(missing) == (shown: "fe/fe.swift:1: Fatal error: x\n", report: ""))
        #expect(CrashBacktrace.split("tally replay: a line\n") == (shown: "tally replay: a line\n", report: ""))
    }
}
