extension TestClock {
    /// An instant of a ``TestClock``: the time advanced since the clock was created.
    public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
        /// The time since the clock's start (``TestClock/init(now:)`` starts at `.zero`).
        public let offset: Duration

        /// An instant `offset` after the clock's start.
        /// - Parameter offset: the time since the start; `.zero` by default.
        public init(offset: Duration = .zero) {
            self.offset = offset
        }

        /// The instant `duration` later (earlier when negative).
        /// - Parameter duration: the time to add.
        /// - Returns: the later instant.
        public func advanced(by duration: Duration) -> Self {
            Self(offset: offset + duration)
        }

        /// The time from this instant to `other` (negative when `other` is earlier).
        /// - Parameter other: the other instant.
        /// - Returns: `other` minus this instant.
        public func duration(to other: Self) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset, e.g. `0.3 seconds`.
        public var description: String { "\(offset)" }
    }
}
