// Test helper: a tiny app that keeps an ActionLogBlackBox with the crash handler installed and
// crashes for real while its reducer reduces a chosen action, so that a test can check what the
// black box wrote (BlackBoxCrashTests of MoviesAppTests).
// Usage: black-box-crasher DIRECTORY KIND N [--capacity K]
// It sends .add(1), .add(2), ... and its reducer crashes as it reduces the N-th (N >= 1); the
// black box (capacity K, 1,000 by default) writes its crash log into DIRECTORY. KIND is `trap`
// (`fatalError`: a Swift runtime trap, SIGILL on x86-64, SIGTRAP on arm64), `segv` (a write to
// an unmapped address), `abort` (`abort()`), or `bus`, `ill`, `fpe`, `sigtrap` (the process
// raises that signal itself). Exit status 2 for a usage mistake; 1 if it did not crash.
import Flux
import FluxActionLog
import Foundation

/// The crasher's one action: adds its amount to the total. Its log lines read
/// `{"seq":N,"action":{"type":"add","add":{"_0":N}}}` (synthesized coding).
enum CrasherAction: LoggableAction, Equatable {
    case add(Int)
}

/// The crasher's one state.
struct CrasherState: Codable, Equatable, Sendable {
    var total = 0
    var count = 0
}

/// Crashes the process the way `kind` names; returns for an unknown kind.
func crash(_ kind: String) {
    switch kind {
    case "trap": fatalError("black-box-crasher: a trap on purpose")
    case "segv":
        if let address = UnsafeMutablePointer<Int>(bitPattern: 8) { address.pointee = 1 }
    case "abort": abort()
    case "bus": raiseUnblocked(SIGBUS)
    case "ill": raiseUnblocked(SIGILL)
    case "fpe": raiseUnblocked(SIGFPE)
    case "sigtrap": raiseUnblocked(SIGTRAP)
    default: return
    }
}

/// Raises `signal` on this thread with it unblocked.
func raiseUnblocked(_ signal: Int32) {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("black-box-crasher: \(message)\n".utf8))
    exit(status)
}

let arguments = CommandLine.arguments
guard arguments.count == 4 || (arguments.count == 6 && arguments[4] == "--capacity"),
    let crashAt = Int(arguments[3]), crashAt >= 1
else {
    fail("usage: black-box-crasher DIRECTORY KIND N [--capacity K]", status: 2)
}
let kind = arguments[2]
let capacity = arguments.count == 6 ? Int(arguments[5]) ?? 1000 : 1000

let store = Store<CrasherState, CrasherAction>(name: "counter", initialState: CrasherState()) { state, action in
    state.count += 1
    if state.count == crashAt { crash(kind) }
    switch action {
    case .add(let amount): state.total += amount
    }
}
let dispatcher = Dispatcher<CrasherAction>()
try dispatcher.register(store)
let blackBox = try ActionLogBlackBox(
    dispatcher: dispatcher, app: ActionLogApp(name: "black-box-crasher", version: "1"), directory: arguments[1],
    capacity: capacity)
for amount in 1...crashAt { dispatcher.send(.add(amount)) }
withExtendedLifetime(blackBox) {}
fail("\(kind) did not crash the process", status: 1)
