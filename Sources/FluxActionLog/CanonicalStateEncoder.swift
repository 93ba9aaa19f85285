import Flux
import Foundation

/// Encodes store states canonically and digests them: the bytes behind every action-log digest.
///
/// The canonical encoding of a state is `JSONEncoder` output with `.sortedKeys` and
/// `.withoutEscapingSlashes` and the default strategies (compact, no whitespace). A store's
/// digest is the FNV-1a 64 hash of those bytes as 16 hex digits, so it is the same on every run
/// and machine for equal states (never Swift's per-process `hashValue`).
///
/// State types must be `Encodable` (in practice `Codable`, so snapshots can be read back);
/// a store whose state is not fails with ``StateEncodingError/notEncodable(store:type:)`` naming
/// it. <doc:DigestsAndDivergence> explains how replay uses digests.
/// ```swift
/// let encoder = CanonicalStateEncoder()
/// let digest = try encoder.digest(of: counterStore)   // e.g. "a8c7f832281a39c5"
/// ```
public struct CanonicalStateEncoder {
    /// The `JSONEncoder` settings of the canonical encoding, for states and for actions in logs:
    /// part of the digest contract (changing them changes every digest).
    package static let outputFormatting: JSONEncoder.OutputFormatting = [.sortedKeys, .withoutEscapingSlashes]

    private let encoder: JSONEncoder

    /// Creates an encoder (keep one and reuse it: creating a `JSONEncoder` is not free).
    public init() {
        encoder = JSONEncoder()
        encoder.outputFormatting = Self.outputFormatting
    }

    /// The canonical JSON bytes of a state.
    /// - Parameters:
    ///   - state: the state; it must be `Encodable`.
    ///   - store: the store's name, for errors.
    /// - Returns: the canonical JSON, UTF-8.
    /// - Throws: ``StateEncodingError``.
    public func encode(_ state: any Sendable, store: String) throws -> [UInt8] {
        guard let encodable = state as? any Encodable else {
            throw StateEncodingError.notEncodable(store: store, type: "\(type(of: state))")
        }
        do {
            return [UInt8](try encoder.encode(encodable))
        } catch {
            throw StateEncodingError.encodingFailed(store: store, reason: "\(error)")
        }
    }

    /// The canonical JSON bytes of a store's current state.
    /// - Parameter store: the store.
    /// - Returns: the canonical JSON, UTF-8.
    /// - Throws: ``StateEncodingError``.
    @MainActor
    package func encode<Action>(_ store: AnyStore<Action>) throws -> [UInt8] {
        try encode(store.anyState, store: store.name)
    }

    /// The digest of a state: FNV-1a 64 of its canonical JSON, 16 lowercase hex digits.
    /// - Parameters:
    ///   - state: the state; it must be `Encodable`.
    ///   - store: the store's name, for errors.
    /// - Returns: the digest, e.g. `"64be3a3af4d05d49"`.
    /// - Throws: ``StateEncodingError``.
    public func digest(of state: any Sendable, store: String) throws -> String {
        FNV1a64.hex(of: try encode(state, store: store))
    }

    /// The digest of a store's current state: FNV-1a 64 of its canonical JSON, 16 hex digits.
    /// - Parameter store: the store.
    /// - Returns: the digest, e.g. `"a8c7f832281a39c5"`.
    /// - Throws: ``StateEncodingError``.
    @MainActor
    public func digest<Action>(of store: AnyStore<Action>) throws -> String {
        FNV1a64.hex(of: try encode(store))
    }

    /// The digest of every store, keyed by store name.
    /// - Parameter stores: the stores.
    /// - Returns: each store's digest, by name.
    /// - Throws: ``StateEncodingError`` for the first store that cannot be encoded.
    @MainActor
    package func digests<Action>(of stores: [AnyStore<Action>]) throws -> [String: String] {
        var result: [String: String] = [:]
        for store in stores { result[store.name] = try digest(of: store) }
        return result
    }

    /// A store's current state as a JSON tree (for diffs and printing).
    /// - Parameter store: the store.
    /// - Returns: the state's canonical JSON as an ``ActionLogJSON`` tree.
    /// - Throws: ``StateEncodingError``.
    @MainActor
    package func snapshot<Action>(of store: AnyStore<Action>) throws -> ActionLogJSON {
        let bytes = try encode(store)
        do {
            return try ActionLogJSON(parsing: bytes)
        } catch {
            throw StateEncodingError.encodingFailed(store: store.name, reason: "\(error)")
        }
    }

    /// Checks that every store's state can be encoded, so a recorder or verifier fails at set-up
    /// rather than in the middle of a session.
    /// - Parameter stores: the stores to check.
    /// - Throws: ``StateEncodingError/notEncodable(store:type:)`` naming the first store that cannot.
    @MainActor
    package static func requireEncodable<Action>(_ stores: [AnyStore<Action>]) throws {
        for store in stores where !(store.anyState is any Encodable) {
            throw StateEncodingError.notEncodable(store: store.name, type: "\(type(of: store.anyState))")
        }
    }
}
