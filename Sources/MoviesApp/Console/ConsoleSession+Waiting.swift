import Flux

/// The lines that wait while a search or the recent searches load (typed ahead at a terminal, or
/// a `pick` that asked for the list), run in order once nothing loads.
extension ConsoleSession {
    /// Says which waiting lines a `cancel` or Ctrl-C dropped, if any.
    func noteDropped(_ lines: [InputLine]) {
        let texts = lines.compactMap { line -> String? in
            guard case .bytes(let bytes) = line else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        guard !texts.isEmpty else { return }
        print(strings.note(.droppedWaitingLines(texts)))
    }

    /// A search loads, or lines wait for one.
    var isBusy: Bool {
        isLoading || !waiting.isEmpty
    }

    /// A search or the recent searches load.
    var isLoading: Bool {
        core.state.search.loading != nil || core.state.suggestions.isLoading
    }

    /// Keeps `line` until nothing loads; the prompt shows again meanwhile.
    func wait(_ line: InputLine) {
        waiting.append(line)
        watchForIdle()
        promptWhenReady()
    }

    /// Lists the recent searches, then runs `line` (a `pick`) again once they have loaded, before
    /// any line that waits: at a terminal when the store says so, in a script once the effects
    /// have settled (``run(_:)``).
    func listRecent(thenRun line: InputLine) {
        core.dispatcher.send(.suggestions(.requested))
        waiting.insert(line, at: 0)
        if isInteractive { watchForIdle() }
    }

    /// Opens the film of the `open TITLE` search that has loaded, when it found exactly one; true
    /// when it did.
    @discardableResult
    func openTheOnlyFilm() -> Bool {
        guard let query = openWhenOnly else { return false }
        openWhenOnly = nil
        let search = core.state.search
        guard search.loading == nil, search.error == nil, search.query == SearchReducer.trimmed(query),
            search.totalResultCount == 1, search.itemCount == 1
        else { return false }
        core.dispatcher.send(.details(.opened(index: 1)))
        return true
    }

    /// Runs the waiting lines once the search and the recent searches have loaded.
    func watchForIdle() {
        guard idleWatches.isEmpty else { return }
        let ready: (Bool) -> Void = { [weak self] idle in
            guard idle else { return }
            // After the other subscribers (the renderer) have shown the results.
            Task { @MainActor in self?.runWaiting() }
        }
        idleWatches = [
            core.stores.search.subscribe({ $0.loading == nil }, onChange: ready),
            core.stores.suggestions.subscribe({ !$0.isLoading }, onChange: ready),
        ]
    }

    /// In a script: runs the lines that wait (a `pick` after the list it asked for), each once
    /// the effects of the one before have settled.
    func runWaitingLines() async {
        if openTheOnlyFilm() { await core.dispatcher.effects.settle() }
        while !waiting.isEmpty, !hasQuit {
            runWaiting()
            await core.dispatcher.effects.settle()
        }
    }

    /// Runs the waiting lines in order until one starts a load (the rest wait for it).
    func runWaiting() {
        if !isLoading { openTheOnlyFilm() }
        while !waiting.isEmpty, !isLoading {
            let line = waiting.removeFirst()
            guard handle(line) else {
                waiting = []
                hasQuit = true
                output.leavePrompt()
                quitRequested?()
                return
            }
        }
        guard waiting.isEmpty else { return }
        idleWatches = []
        promptWhenReady()
    }
}
