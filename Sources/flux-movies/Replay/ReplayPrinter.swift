import Flux
import FluxActionLog
import MoviesApp

/// What a replay prints while the actions are dispatched: the renderer's lines (`renders`), a
/// states line per action (`states`) or one at the end (`final`).
@MainActor
final class ReplayPrinter {
    private let mode: ReplayOptions.Output
    private let core: AppCore
    private let output: BufferedOutput
    private let renderer: ConsoleRenderer
    private let states = StatesLineEncoder()
    private var lastAction: AppAction?

    /// Creates a printer over the replay's stores.
    init(options: ReplayOptions, core: AppCore, environment: ViewEnvironment, output: BufferedOutput) {
        mode = options.output
        self.core = core
        self.output = output
        renderer = ConsoleRenderer(stores: core.stores, environment: environment) { output.line($0) }
    }

    /// Before the first action: subscribes the renderer, or prints the initial states.
    func start() throws {
        switch mode {
        case .renders: renderer.start()
        case .states: output.line(try states.line(sequence: 0, action: nil, stores: core.dispatcher.stores))
        case .final: break
        }
    }

    /// After each action (the renderer has printed by itself).
    func replayed(_ record: ActionLogRecord<AppAction>) throws {
        lastAction = record.action
        guard mode == .states else { return }
        output.line(try states.line(sequence: record.sequence, action: record.action, stores: core.dispatcher.stores))
    }

    /// After the last action replayed (`sequence`).
    func finish(at sequence: UInt64) throws {
        renderer.stop()
        guard mode == .final else { return }
        output.line(try states.line(sequence: sequence, action: lastAction, stores: core.dispatcher.stores))
    }
}
