import FluxTextFormats
import Foundation

/// Where a replay stopped matching its recording: the first checked action whose states differ.
///
/// An ``ActionLogReplayer`` with verification throws it as the kind of an ``ActionLogError``
/// (``ActionLogError/Kind/divergence(_:)``); <doc:DigestsAndDivergence> shows how to read one.
public struct ActionLogDivergence: Equatable, Sendable, CustomStringConvertible {
    /// The sequence number after which the states differ; 0 means the initial states.
    public let sequence: UInt64
    /// The action at `sequence` as compact JSON, or nil for the initial states.
    public let action: String?
    /// The last sequence number whose digest matched (0: the initial states), or nil when
    /// none was checked. With a digest on every line it is `sequence - 1`; with periodic digests
    /// the change happened somewhere after it, up to `sequence`.
    public let lastMatch: UInt64?
    /// The stores whose states differ, in reduce order.
    public let stores: [StoreDivergence]

    /// Creates a divergence.
    /// - Parameters:
    ///   - sequence: the sequence number after which the states differ (0: the initial states).
    ///   - action: the action at `sequence` as compact JSON, or nil for the initial states.
    ///   - lastMatch: the last sequence number whose digest matched, or nil.
    ///   - stores: the stores whose states differ, in reduce order.
    package init(sequence: UInt64, action: String?, lastMatch: UInt64?, stores: [StoreDivergence]) {
        self.sequence = sequence
        self.action = action
        self.lastMatch = lastMatch
        self.stores = stores
    }

    /// A first line saying where, then one block per store (see ``StoreDivergence``).
    public var description: String {
        var lines: [String] = []
        if let action {
            var head = "replay diverged at seq \(sequence), action \(Self.summary(of: action))"
            if let lastMatch, lastMatch + 1 < sequence {
                head +=
                    " (states last matched at seq \(lastMatch): the change is in seq \(lastMatch + 1)...\(sequence))"
            }
            lines.append(head)
        } else {
            lines.append("replay diverged at seq 0: the initial states differ from the recorded ones")
        }
        for store in stores { lines.append(contentsOf: store.descriptionLines) }
        return lines.joined(separator: "\n")
    }

    /// The longest action JSON the description quotes in full.
    package static let maxQuotedActionLength = 200

    /// The action JSON when short; otherwise its type and size, so one report stays readable
    /// (the full action is on the log line the error names).
    static func summary(of action: String) -> String {
        guard action.utf8.count > maxQuotedActionLength else { return action }
        let object = try? JSONSerialization.jsonObject(with: Data(action.utf8)) as? [String: Any]
        let type = (object?["type"] as? String).map { "\"\($0)\"" } ?? "of unknown type"
        return "\(type) (\(action.utf8.count) bytes of JSON, in full on that line of the log)"
    }
}

/// One store whose replayed state differs from the recorded one, in an ``ActionLogDivergence``.
public struct StoreDivergence: Equatable, Sendable {
    /// The store's name.
    public let store: String
    /// The recorded digest, or nil when the log has none for this store.
    public let recordedDigest: String?
    /// The replayed digest, or nil when the replay has no such store.
    public let replayedDigest: String?
    /// The differing fields (``StateDifference/from`` recorded, ``StateDifference/to`` replayed),
    /// when the log carries a state snapshot at that line; empty otherwise (only the digests are
    /// known to differ).
    public let differences: [StateDifference]

    /// Creates a store divergence.
    /// - Parameters:
    ///   - store: the store's name.
    ///   - recordedDigest: the recorded digest, or nil.
    ///   - replayedDigest: the replayed digest, or nil.
    ///   - differences: the differing fields, when the log has a snapshot.
    package init(store: String, recordedDigest: String?, replayedDigest: String?, differences: [StateDifference]) {
        self.store = store
        self.recordedDigest = recordedDigest
        self.replayedDigest = replayedDigest
        self.differences = differences
    }

    var descriptionLines: [String] {
        var lines = [
            "  store \(JSONText.quoted(store)): recorded digest \(recordedDigest ?? "(none)"), "
                + "replayed \(replayedDigest ?? "(none)")"
        ]
        for difference in differences {
            lines.append("    " + difference.describe(fromLabel: "recorded", toLabel: "replayed"))
        }
        return lines
    }
}
