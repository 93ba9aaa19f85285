import Flux
import FluxActionLog
import FluxTextFormats
import Foundation

/// The JSON line `--print states` and `--print final` write for the states after one action:
/// `{"seq":N,"action":{…},"states":{"store":{…},…}}`, the action as the log has it, each state
/// in canonical JSON (sorted keys, as its digest is taken), safe to print to a terminal.
@MainActor
struct StatesLine {
    private let states = CanonicalStateEncoder()
    private let actions = LoggedActionEncoder()
    private let names = JSONEncoder()

    /// The line (without a newline) after action `sequence` (0 and no action: the initial states).
    func text<Action: LoggableAction>(sequence: UInt64, action: Action?, stores: [AnyStore<Action>]) throws -> String {
        var bytes = Array("{\"seq\":\(sequence)".utf8)
        if let action {
            bytes += Array(",\"action\":".utf8)
            bytes += Array(actions.text(of: action).utf8)
        }
        bytes += Array(",\"states\":{".utf8)
        for (index, store) in stores.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += try names.encode(store.name)
            bytes.append(UInt8(ascii: ":"))
            bytes += try states.encode(store)
        }
        bytes += Array("}}".utf8)
        return TerminalText.jsonForTerminal(String(decoding: bytes, as: UTF8.self))
    }
}
