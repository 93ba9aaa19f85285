import Flux
import FluxActionLog
import FluxExploration
import Testing

/// A rule with no shrinker of its own keeps its payloads; `shrink: \.simplerPayloads` shrinks a
/// loggable action's payload by its JSON, to the value the failure needs and no further.
@MainActor
@Suite struct ExplorerJSONShrinkTests {
    /// A deposit with an amount and a memo, coded as Swift synthesizes it.
    enum WalletAction: LoggableAction, Equatable {
        case deposited(amount: Int, memo: String)
    }

    /// The balance, never negative.
    struct Wallet: Equatable, Sendable {
        var balance = 0
        static let invariants = [
            Invariant<Wallet>("balance not negative", fields: ["balance": \.balance]) {
                $0.balance >= 0
            }
        ]
    }

    /// A wallet whose reducer has a bug: a deposit over 1,000 is taken off instead of added.
    final class WalletApp: Explorable {
        let dispatcher = Dispatcher<WalletAction>()
        let store = Store(name: "wallet", initialState: Wallet(), invariants: Wallet.invariants) {
            (wallet: inout Wallet, action: WalletAction) in
            guard case .deposited(let amount, _) = action else { return }
            wallet.balance += amount > 1_000 ? -amount : amount
        }
        init() throws { try dispatcher.register(store) }
        var snapshot: Wallet { store.state }
    }

    /// Deposits of 0 to 5,000 with a memo of two to six letters; shrunk by `shrink`.
    static func explorer(shrink: @escaping (WalletAction) -> [WalletAction]) -> Explorer<WalletApp> {
        let rule = ExplorationRule<Wallet, WalletAction>(
            "deposit",
            generate: { _, random in
                .deposited(
                    amount: random.int(in: 0...5_000),
                    memo: random.string(length: random.int(in: 2...6), alphabet: ["x", "y"]))
            }, shrink: shrink)
        var options = ExplorationOptions()
        options.sequences = 20
        return Explorer(rules: [rule], options: options) { _ in try WalletApp() }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func simplerPayloadsShrinkTheAmountToTheSmallestThatFailsAndTheMemoToEmpty() throws {
        let unshrunk = try #require(try Self.explorer(shrink: { _ in [] }).explore(seed: 42).counterexample)
        let found = try #require(try Self.explorer(shrink: \.simplerPayloads).explore(seed: 42).counterexample)
        #expect(found.failure == .invariantBreak(store: "wallet", invariant: "balance not negative"))
        #expect(found.failure == unshrunk.failure)
        #expect(found.actions == [.deposited(amount: 1_001, memo: "")])
        // Without a shrinker the one deposit left keeps the amount and memo it was drawn with.
        #expect(unshrunk.actions == [.deposited(amount: 2_432, memo: "yx")])
    }

    @Test func candidatesChangeOnePlaceAndDecodeBackIntoTheType() {
        let candidates = WalletAction.deposited(amount: 40, memo: "ab").simplerPayloads
        #expect(candidates.first == .deposited(amount: 0, memo: "ab"))
        #expect(candidates.contains(.deposited(amount: 40, memo: "")))
        #expect(candidates.contains(.deposited(amount: 20, memo: "ab")))
        #expect(!candidates.contains(.deposited(amount: 40, memo: "ab")))
        #expect(
            candidates.allSatisfy { candidate in
                guard case .deposited(let amount, let memo) = candidate else { return false }
                return (amount == 40) != (memo == "ab")
            })
        #expect(WalletAction.deposited(amount: 0, memo: "").simplerPayloads.isEmpty)
    }
}
