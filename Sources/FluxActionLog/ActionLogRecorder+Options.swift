import Foundation

extension ActionLogRecorder {
    /// How an ``ActionLogRecorder`` writes its log.
    public struct Options {
        /// Replace an existing file; without it an existing file is refused
        /// (``ActionLogError/Kind/fileExists``).
        public var force: Bool
        /// Write the digests of all store states on every K-th action (0: never; the header
        /// always carries the initial digests). A digest costs one canonical `JSONEncoder` pass
        /// over every store's state, which for real states is far more than encoding the action:
        /// 1 verifies every action and pinpoints a divergence exactly; K > 1 costs 1/K as much
        /// but a divergence is then known only to lie within K actions.
        public var digestEvery: Int
        /// Also write each store's full state wherever a digest is written (and in the header),
        /// so a divergence names the differing fields, not just the store. Makes those lines as
        /// large as the states.
        public var snapshots: Bool
        /// Write the wall-clock time on every line (`"time"`); informational only.
        public var timestamps: Bool
        /// The wall clock, replaceable for tests.
        public var clock: @Sendable () -> Date
        /// Called once, on the main actor, if writing fails; recording stops there and the app
        /// carries on unrecorded (the log is complete up to the last written line).
        public var onFailure: (@MainActor (ActionLogError) -> Void)?

        /// Creates options; the defaults never overwrite, write no periodic digests and no
        /// snapshots, and write timestamps.
        /// - Parameters:
        ///   - force: replace an existing file.
        ///   - digestEvery: digests on every K-th action; 0 for none but the header's.
        ///   - snapshots: also write the states wherever a digest is written.
        ///   - timestamps: write the wall-clock time on every line.
        ///   - clock: the wall clock.
        ///   - onFailure: called once, on the main actor, if writing fails.
        public init(
            force: Bool = false, digestEvery: Int = 0, snapshots: Bool = false, timestamps: Bool = true,
            clock: @escaping @Sendable () -> Date = { Date() },
            onFailure: (@MainActor (ActionLogError) -> Void)? = nil
        ) {
            self.force = force
            self.digestEvery = digestEvery
            self.snapshots = snapshots
            self.timestamps = timestamps
            self.clock = clock
            self.onFailure = onFailure
        }
    }
}
