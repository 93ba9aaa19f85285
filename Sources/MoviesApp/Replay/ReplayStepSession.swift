import Flux
import FluxActionLog
import FluxTextFormats

/// Time travel through a recorded session (`flux-movies replay FILE --step`): reads commands,
/// moves an `ActionLogPlayer`, and prints where it is and what the screen shows there.
///
/// After every move it prints the position (`seq 3 of 12: search.pageLoaded request 1: ...`),
/// then the lines the console's renderer prints when the view changes from where it was to
/// where it is now: for `next`, exactly what the session printed for that action. `state`
/// prints the states as one JSON line (see `StatesLineEncoder`), `diff` what the current action
/// changed field by field, `screen` the whole screen. A bad command prints one `error:` line and
/// changes nothing.
/// ```swift
/// let session = ReplayStepSession(player: player, stores: core.stores, environment: environment) { print($0) }
/// try session.start(at: 0)
/// session.handle(.text("next"))
/// ```
@MainActor
package final class ReplayStepSession {
    private let player: ActionLogPlayer<AppAction>
    private let stores: AppStores
    private let environment: ViewEnvironment
    private let layout: ConsoleLayout
    private let write: @MainActor (String) -> Void
    private let wrapsLines: Bool
    private let statesLine = StatesLineEncoder()
    private var view: ConsoleView?

    /// Creates a session over `player`, whose dispatcher must hold `stores`.
    /// - Parameters:
    ///   - player: the log, replayed once already.
    ///   - stores: the stores the player's dispatcher drives (to derive the screen).
    ///   - environment: language, width and colour of the screens.
    ///   - wrapsLines: whether the help line and the diff's lines are broken at spaces to the
    ///     width (at a terminal; the diff's JSON spaced after its commas and colons to break
    ///     there), instead of printed whole (a pipe).
    ///   - write: receives each printed line, without a newline.
    package init(
        player: ActionLogPlayer<AppAction>, stores: AppStores, environment: ViewEnvironment, wrapsLines: Bool = false,
        write: @escaping @MainActor (String) -> Void
    ) {
        self.wrapsLines = wrapsLines
        self.player = player
        self.stores = stores
        self.environment = environment
        self.layout = ConsoleLayout(environment: environment)
        self.write = write
    }

    /// Moves to `sequence` and prints the position and the whole screen there.
    /// - Throws: `ActionLogError` (`.sequenceOutOfRange` beyond the log, or a read error).
    package func start(at sequence: UInt64) throws {
        try player.goto(sequence)
        view = nil
        showMove()
    }

    /// Handles one line; returns false for `quit`.
    @discardableResult
    package func handle(_ line: InputLine) -> Bool {
        // Before the end of the log is known, `goto` takes any seq (the player reads ahead to it).
        switch StepCommandParser.parse(line, lastSequence: player.reachedEnd ? player.lastSequence : .max) {
        case .failure(let failure):
            write("error: \(failure.message)")
        case .success(nil):
            break
        case .success(.quit):
            return false
        case .success(let command?):
            do {
                try run(command)
            } catch {
                write("error: \(error)")
            }
        }
        return true
    }

    private func run(_ command: StepCommand) throws {
        switch command {
        case .next:
            guard try player.stepForward() else {
                return write("Already at the last action (seq \(player.lastSequence)).")
            }
            showMove()
        case .previous:
            guard try player.stepBack() else { return write("Already at the initial states (seq 0).") }
            showMove()
        case .goto(let sequence):
            do {
                try player.goto(sequence)
            } catch let error as ActionLogError {
                // Beyond a log read to its end only now (`--step --until`): said as the parser says it.
                guard case .sequenceOutOfRange = error.kind else { throw error }
                return write(
                    "error: \"goto \(sequence)\": N must be a sequence number from 0 to \(player.lastSequence)")
            }
            showMove()
        case .state:
            write(
                try statesLine.line(
                    sequence: player.position, action: player.currentRecord?.action,
                    stores: player.dispatcher.stores))
        case .diff:
            try showDiff()
        case .screen:
            let lines = layout.lines(currentView().screen)
            lines.isEmpty ? write("(nothing on screen)") : lines.forEach(write)
        case .help:
            writeWrapped("Commands: \(StepCommandParser.commandList)")
        case .quit:
            break
        }
    }

    /// The position line, then what the renderer prints going from the old view to the new one.
    private func showMove() {
        write(layout.fit(TerminalText.visible(positionLine())))
        let new = currentView()
        ConsoleRenderer.lines(from: view, to: new, layout: layout).forEach(write)
        view = new
    }

    private func showDiff() throws {
        guard player.position > 0 else { return write("seq 0: the initial states (no action)") }
        let changes = try player.changesOfCurrentAction()
        guard !changes.isEmpty else { return write("seq \(player.position) changed nothing") }
        write("seq \(player.position) changed:")
        for change in changes {
            write("  store \(ActionSummary.quoted(change.store)):")
            for difference in change.differences {
                let text = TerminalText.visible(difference.describe(fromLabel: "before", toLabel: "after"))
                writeWrapped("    " + (wrapsLines ? JSONSpacing.spaced(text) : text))
            }
        }
    }

    /// Writes `text`, broken at spaces to the width when ``wrapsLines`` (a word longer than a
    /// line split, never cut).
    private func writeWrapped(_ text: String) {
        guard wrapsLines else { return write(text) }
        layout.wrapWhole(text).forEach(write)
    }

    private func positionLine() -> String {
        // "of 12+" while the log has not been read to its end (`--step --until`).
        let head = "seq \(player.position) of \(player.lastSequence)\(player.reachedEnd ? "" : "+"): "
        guard player.position > 0, let record = player.currentRecord else { return head + "the initial states" }
        return head + ActionSummary.describe(record.action)
    }

    private func currentView() -> ConsoleView {
        ConsoleViewModel.make(stores.state, environment: environment)
    }
}
