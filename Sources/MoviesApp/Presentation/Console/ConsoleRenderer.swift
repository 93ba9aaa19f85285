import Flux

/// The passive view: subscribes to the stores, derives the `ConsoleView` with
/// `ConsoleViewModel`, and prints only the parts that changed.
///
/// The screen is printed whole when it changes (nothing for a blank one); the status and
/// poster lines when they change to a new line. Every line goes to `write`, without a newline.
///
/// ```swift
/// let renderer = ConsoleRenderer(stores: core.stores, environment: environment) { print($0) }
/// renderer.start()
/// ```
@MainActor
package final class ConsoleRenderer {
    private let stores: AppStores
    private let environment: ViewEnvironment
    private let layout: ConsoleLayout
    private let write: @MainActor (String) -> Void
    private var tokens: [SubscriptionToken] = []

    /// The view printed last, or nil before `start()`.
    package private(set) var view: ConsoleView?

    /// Creates a renderer; nothing is printed before `start()`.
    /// - Parameters:
    ///   - stores: the stores to show.
    ///   - environment: language, locale, width and colour.
    ///   - write: receives each printed line (the console's output, or a test's array).
    package init(stores: AppStores, environment: ViewEnvironment, write: @escaping @MainActor (String) -> Void) {
        self.stores = stores
        self.environment = environment
        self.layout = ConsoleLayout(environment: environment)
        self.write = write
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

    private func refresh() {
        let new = ConsoleViewModel.make(stores.state, environment: environment)
        let lines = Self.lines(from: view, to: new, layout: layout)
        view = new
        lines.forEach(write)
    }

    /// The lines printed when the view changes from `old` to `new`: the screen if it changed,
    /// then the status and poster lines if they changed to a non-nil line.
    package nonisolated static func lines(from old: ConsoleView?, to new: ConsoleView, layout: ConsoleLayout)
        -> [String]
    {
        var lines: [String] = []
        if new.screen != old?.screen { lines += layout.lines(new.screen) }
        if new.status != old?.status, let status = new.status { lines += layout.lines(status) }
        if new.poster != old?.poster, let poster = new.poster { lines.append(layout.fit(poster)) }
        return lines
    }
}
