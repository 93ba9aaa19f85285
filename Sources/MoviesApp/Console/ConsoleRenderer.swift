import Flux

/// The passive view: subscribes to the stores, derives the `ConsoleView` with
/// `ConsoleViewModel`, and prints only the parts that changed.
///
/// The screen is printed whole when it changes (nothing for a blank one); the status and
/// poster lines when they change to a new line. Every line goes to `write`, without a newline,
/// but a loading line goes to `writeLoading` when one is given (a terminal shows it as a
/// transient line that the result replaces, see ``ConsoleOutput/transientLine(_:)``).
///
/// ```swift
/// let renderer = ConsoleRenderer(stores: core.stores, environment: environment) { print($0) }
/// renderer.start()
/// ```
@MainActor
package final class ConsoleRenderer {
    private let stores: AppStores
    private let write: @MainActor (String) -> Void
    private let writeLoading: @MainActor (String) -> Void
    private var tokens: [SubscriptionToken] = []
    private let now: @MainActor () -> ContinuousClock.Instant
    /// When the loading line on screen was printed, and the seconds it shows (0: none yet).
    private var loadingShown: (since: ContinuousClock.Instant, seconds: Int)?

    /// Receives the loading line again with its elapsed seconds (``tick()``); nil: no ticking.
    package var updateLoading: (@MainActor (String) -> Void)?
    /// Receives the lines of a screen (a list, the details, the recent searches) as one block, so
    /// that a pager can hold what does not fit (``ConsoleView/screen``); nil: `write` receives
    /// them one by one.
    package var writeScreen: (@MainActor ([String]) -> Void)?
    /// Runs what one view change prints as one update, so that it is one write (the console's
    /// ``ConsoleOutput/update(_:)``); nil: each line is written as it comes.
    package var groupWrites: (@MainActor (() -> Void) -> Void)?
    /// Whether `Poster: loading...` is shown (through `writeLoading`, so that the poster line
    /// replaces it) while a poster loads: at a terminal; scripts and pipes do not show it.
    package var showsPosterLoading = false

    /// The view printed last, or nil before `start()`.
    package private(set) var view: ConsoleView?

    /// The language, locale, width and colour; a new width (a resized terminal) applies to
    /// what is printed next.
    package var environment: ViewEnvironment
    private var layout: ConsoleLayout { ConsoleLayout(environment: environment) }

    /// Creates a renderer; nothing is printed before `start()`.
    /// - Parameters:
    ///   - stores: the stores to show.
    ///   - environment: language, locale, width and colour.
    ///   - writeLoading: receives a loading line; nil: `write` does.
    ///   - now: the clock of the loading line's seconds.
    ///   - write: receives each printed line (the console's output, or a test's array).
    package init(
        stores: AppStores, environment: ViewEnvironment, writeLoading: (@MainActor (String) -> Void)? = nil,
        now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now },
        write: @escaping @MainActor (String) -> Void
    ) {
        self.now = now
        self.stores = stores
        self.environment = environment
        self.write = write
        self.writeLoading = writeLoading ?? write
    }

    /// Subscribes to every store and prints the current view. Calling it twice does nothing more.
    package func start() {
        guard tokens.isEmpty else { return }
        tokens = [
            stores.search.subscribe { [weak self] _ in self?.refresh() },
            stores.suggestions.subscribe { [weak self] _ in self?.refresh() },
            stores.details.subscribe { [weak self] _ in self?.refresh() },
            stores.navigation.subscribe { [weak self] _ in self?.refresh() },
        ]
    }

    /// Ends the subscriptions.
    package func stop() {
        tokens.forEach { $0.cancel() }
        tokens = []
    }

    /// Prints the whole current view again (after the screen was cleared), at the current width.
    package func reprint() {
        let current = ConsoleViewModel.make(stores.state, environment: environment)
        let shown = loadingShown
        view = nil
        print(current)
        // The load keeps its start time; the next tick writes its seconds on the new line.
        if let shown, loadingShown != nil { loadingShown = (shown.since, 0) }
    }

    /// Shows the elapsed whole seconds on the loading line (`Searching "alien"... 3s`) once a
    /// load has shown for a second, through ``updateLoading``, when the count changed. Call it
    /// often (the console does, 10 times a second).
    package func tick() {
        guard let updateLoading, let shown = loadingShown, let status = view?.status, status.kind == .loading else {
            return
        }
        let seconds = Int((now() - shown.since).components.seconds)
        guard seconds >= 1, seconds != shown.seconds else { return }
        loadingShown = (shown.since, seconds)
        let lines = layout.lines(status.appending(" \(seconds)s"))
        if let line = lines.first, lines.count == 1 { updateLoading(line) }
    }

    private func refresh() {
        print(ConsoleViewModel.make(stores.state, environment: environment))
    }

    private func print(_ new: ConsoleView) {
        let change = Change(from: view, to: new, layout: layout, showsPosterLoading: showsPosterLoading)
        view = new
        guard let groupWrites else { return write(change, of: new) }
        groupWrites { write(change, of: new) }
    }

    private func write(_ change: Change, of new: ConsoleView) {
        if let writeScreen, !change.screen.isEmpty {
            writeScreen(change.screen)
        } else {
            change.screen.forEach(write)
        }
        change.status.forEach(change.statusIsLoading ? writeLoading : write)
        if !change.status.isEmpty || new.status == nil { loadingShown = change.statusIsLoading ? (now(), 0) : nil }
        if !change.posterLoading.isEmpty {
            // The poster's loading line is now the one a tick would rewrite: no more ticks.
            loadingShown = nil
            change.posterLoading.forEach(writeLoading)
        }
        change.poster.forEach(write)
    }

    /// The lines printed when the view changes from `old` to `new`: the screen if it changed,
    /// then the status and poster lines if they changed to a non-nil line.
    package nonisolated static func lines(from old: ConsoleView?, to new: ConsoleView, layout: ConsoleLayout)
        -> [String]
    {
        let change = Change(from: old, to: new, layout: layout)
        return change.screen + change.status + change.poster
    }

    /// What a view change prints, part by part.
    private struct Change {
        var screen: [String] = []
        var status: [String] = []
        var statusIsLoading = false
        var poster: [String] = []
        var posterLoading: [String] = []

        init(from old: ConsoleView?, to new: ConsoleView, layout: ConsoleLayout, showsPosterLoading: Bool = false) {
            if new.screen != old?.screen { screen = layout.lines(new.screen) }
            if new.status != old?.status, let line = new.status {
                status = layout.lines(line)
                statusIsLoading = line.kind == .loading
            }
            if new.poster != old?.poster, let line = new.poster { poster = layout.wrapWhole(line) }
            if showsPosterLoading, new.posterLoading != old?.posterLoading || !screen.isEmpty,
                let line = new.posterLoading
            {
                posterLoading = [layout.style.dim(layout.fit(line))]
            }
        }
    }
}
