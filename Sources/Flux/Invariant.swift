/// A named rule that a ``Store``'s state keeps after every action, such as "page within pages".
///
/// Give a store its invariants when you create it. The ``Dispatcher`` checks them after each
/// action in debug builds (a break calls ``Dispatcher/onInvariantBreak``); release builds never
/// evaluate them. FluxTesting's `TestStore` checks them after every action of a test, and replay
/// with verification after every action of a log. The fields name the parts of the state a
/// break shows, each with a label, in order; a key path may go through computed properties.
///
/// It is `Sendable`: its key paths are `Sendable` (a key path literal is, unless a subscript in it
/// takes a value that is not) and so is its rule, so a list of invariants can be a `static let`.
/// ```swift
/// let search = Store(
///     name: "search", initialState: SearchState(),
///     invariants: [
///         Invariant("page within pages", fields: ["page": \.page, "pageCount": \.pageCount]) {
///             $0.page <= $0.pageCount
///         }
///     ],
///     reducer: SearchReducer.reduce)
/// ```
///
/// A list of invariants kept beside the state:
///
/// ```swift
/// extension SearchState {
///     static let invariants: [Invariant<SearchState>] = [
///         Invariant("page within pages", fields: ["page": \.page]) { $0.page <= $0.pageCount }
///     ]
/// }
/// ```
public struct Invariant<State>: Sendable {
    /// What must hold, in a few words; it names the invariant in every report.
    public let name: String
    /// The labelled parts of the state a break shows, in order.
    public let fields: KeyValuePairs<String, PartialKeyPath<State> & Sendable>
    /// Whether the invariant holds for a state. It runs on the main actor, where the stores live,
    /// so a rule may read another store's state (`details.state.movie != nil`).
    public let holds: @MainActor @Sendable (State) -> Bool

    /// Creates an invariant.
    /// - Parameters:
    ///   - name: what must hold, in a few words ("page within pages").
    ///   - fields: the labelled parts of the state a break shows (`["page": \.page]`).
    ///   - holds: true when the state keeps the invariant; pure, and cheap enough to run after
    ///     every action of a debug build.
    public init(
        _ name: String, fields: KeyValuePairs<String, PartialKeyPath<State> & Sendable> = [:],
        holds: @escaping @MainActor @Sendable (State) -> Bool
    ) {
        self.name = name
        self.fields = fields
        self.holds = holds
    }

    /// The break of this invariant by `state` of store `store`, or nil when it holds.
    @MainActor
    public func check(_ state: State, store: String) -> InvariantBreak? {
        if holds(state) { return nil }
        let values = fields.map { label, path in "\(label): \(Self.describe(state[keyPath: path]))" }
        return InvariantBreak(store: store, invariant: name, fields: values)
    }

    /// A field's value as a test diff shows it: strings quoted, optionals unwrapped (`nil`).
    static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else {
            return value is String || value is Character ? String(reflecting: value) : String(describing: value)
        }
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return describe(wrapped)
    }
}
