import Flux
import FluxActionLog

extension Scenarios {
    /// `send(.increment)` with an ``ActionLogBlackBox`` keeping the actions in memory: the
    /// action's JSON encoding and its copy into the window. The capacity is larger than the
    /// sends counted, so no checkpoint (an encoding of every state) falls inside the count, and
    /// the window's buffer is made large enough at the start never to grow.
    static var blackBoxRecord: AllocationScenario {
        AllocationScenario(
            name: "send.blackBox", unit: ("send", "sends"), baseline: 0, operations: 1_000,
            expected: HeapCalls(allocations: 19, frees: 19)
        ) { n in
            let dispatcher = try gateStore().dispatcher
            // Nothing is written unless the process crashes; the directory is made only then.
            let blackBox = try ActionLogBlackBox(
                dispatcher: dispatcher, app: ActionLogApp(name: "flux-alloc-gate", version: "1"),
                directory: "/tmp/flux-alloc-gate-crashes", capacity: 100_000)
            let action = Opaque.value(GateAction.increment)
            warmUp { dispatcher.send(action) }
            let calls = HeapCounter.counting { for _ in 0..<n { dispatcher.send(action) } }
            withExtendedLifetime(blackBox) {}
            return calls
        }
    }
}
