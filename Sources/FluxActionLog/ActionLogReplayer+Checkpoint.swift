import Flux
import Foundation

extension ActionLogReplayer {
    /// Starts the replay from the states a log's header holds when the log starts at a checkpoint
    /// (``ActionLogHeader/checkpoint``, an ``ActionLogBlackBox``'s log) and they differ from the
    /// fresh stores': each store's state is decoded from its JSON (state types are `Codable`)
    /// and every store is restored at once. Any other log, or a state that cannot be decoded,
    /// changes nothing (with `verify`, the initial check then reports a difference at seq 0: an
    /// app whose initial states changed since a log was recorded is told so).
    func restoreHeaderStates() {
        guard header.checkpoint, let states = header.states else { return }
        let encoder = CanonicalStateEncoder()
        var entries: [(store: AnyStore<Action>, state: any Sendable)] = []
        var differs = false
        for store in dispatcher.stores {
            guard let json = states[store.name],
                let state = Self.decodeState(like: store.anyState, from: Array(json.text.utf8))
            else { return }
            let fresh = (try? encoder.digest(of: store)) ?? ""
            if header.digest[store.name] != fresh { differs = true }
            entries.append((store, state))
        }
        guard differs else { return }
        try? dispatcher.restore(entries)
    }

    /// A value of `current`'s type decoded from `json`, or nil when the type is not `Decodable`
    /// or the JSON does not decode.
    package static func decodeState(like current: any Sendable, from json: [UInt8]) -> (any Sendable)? {
        decodeValue(like: current, from: Data(json))
    }

    private static func decodeValue<State: Sendable>(like _: State, from data: Data) -> (any Sendable)? {
        guard let type = State.self as? any Decodable.Type else { return nil }
        return decode(type, from: data) as? State
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) -> Any? {
        try? JSONDecoder().decode(Value.self, from: data)
    }
}
