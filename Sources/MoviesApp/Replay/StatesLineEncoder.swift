import Flux
import FluxActionLog
import FluxTextFormats
import Foundation

/// Writes the stores' states as one JSON line, as `flux-movies replay --print states|final`
/// and the time travel's `state` print them:
///
/// ```json
/// {"seq":3,"action":{"query":"love","type":"search.submitted"},"states":{"search":{...},"suggestions":{...},"details":{...},"navigation":{"screen":"list"}}}
/// ```
///
/// `action` is absent for seq 0 (the initial states). States are canonical JSON (sorted keys,
/// the bytes behind the log's digests, see `CanonicalStateEncoder`), stores in reduce order;
/// so `jq` reads the lines and two replays can be compared with `diff`.
@MainActor
package struct StatesLineEncoder {
    private let states = CanonicalStateEncoder()
    private let actions: JSONEncoder

    /// Creates an encoder (keep one for a whole replay).
    package init() {
        actions = JSONEncoder()
        actions.outputFormatting = CanonicalStateEncoder.outputFormatting
    }

    /// The line (without a newline) for the states of `stores` after action `sequence`.
    /// - Throws: `StateEncodingError` for a state that cannot be encoded (never for the app's),
    ///   or the action's encoding error.
    package func line(sequence: UInt64, action: AppAction?, stores: [AnyStore<AppAction>]) throws -> String {
        var bytes = Array("{\"seq\":\(sequence)".utf8)
        if let action {
            bytes += Array(",\"action\":".utf8)
            bytes += try actions.encode(action)
        }
        bytes += Array(",\"states\":{".utf8)
        for (index, store) in stores.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += Array((ActionSummary.quoted(store.name) + ":").utf8)
            bytes += try states.encode(store)
        }
        bytes += Array("}}".utf8)
        // JSON encoders leave DEL and C1 controls raw; the line is printed to a terminal.
        return TerminalText.jsonForTerminal(String(decoding: bytes, as: UTF8.self))
    }
}
