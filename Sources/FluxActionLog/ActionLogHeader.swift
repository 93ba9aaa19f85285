/// The first line of an action log: what wrote it and the states it started from.
///
/// ```json
/// {"format":"flux-action-log","version":1,"app":{"name":"flux-movies","version":"1.0.0"},
///  "created":"2026-01-02T03:04:05.123Z","stores":["search","details"],
///  "digest":{"search":"5d2f8a...","details":"0c81e4..."}}
/// ```
/// (one line in the file). ``states`` is present only when the recorder was asked for snapshots;
/// <doc:LogFormatV1> defines every key.
public struct ActionLogHeader: Equatable, Sendable {
    /// Always ``ActionLogFormat/name``.
    public let format: String
    /// The format version the file was written in.
    public let version: Int
    /// The application that recorded the log.
    public let app: ActionLogApp
    /// When recording started, ISO 8601 UTC; informational.
    public let created: String
    /// The recording dispatcher's store names, in reduce order.
    public let stores: [String]
    /// The digest of each store's state when recording started, keyed by store name.
    public let digest: [String: String]
    /// Each store's state when recording started, when snapshots were recorded.
    public let states: [String: ActionLogJSON]?
    /// Whether the log starts at a checkpoint (an ``ActionLogBlackBox``'s): a replay then starts
    /// from ``states`` rather than from fresh stores. Absent (false) in other logs.
    public let checkpoint: Bool

    /// Creates a header.
    /// - Parameters:
    ///   - format: the format's name, ``ActionLogFormat/name``.
    ///   - version: the format version, ``ActionLogFormat/version``.
    ///   - app: the application that recorded the log.
    ///   - created: when recording started, ISO 8601 UTC.
    ///   - stores: the store names, in reduce order.
    ///   - digest: each store's initial digest, by name.
    ///   - states: each store's initial state, by name, when snapshots were recorded.
    ///   - checkpoint: whether the log starts at a checkpoint, from ``states``.
    package init(
        format: String = ActionLogFormat.name, version: Int = ActionLogFormat.version, app: ActionLogApp,
        created: String, stores: [String], digest: [String: String], states: [String: ActionLogJSON]? = nil,
        checkpoint: Bool = false
    ) {
        self.format = format
        self.version = version
        self.app = app
        self.created = created
        self.stores = stores
        self.digest = digest
        self.states = states
        self.checkpoint = checkpoint
    }
}

extension ActionLogHeader: Decodable {
    private enum Key: String, CodingKey {
        case format, version, app, created, stores, digest, states, checkpoint
    }

    /// Decodes a header line.
    /// - Parameter decoder: the decoder of the line.
    /// - Throws: `DecodingError` for a missing field or a field of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        format = try container.decode(String.self, forKey: .format)
        version = try container.decode(Int.self, forKey: .version)
        app = try container.decode(ActionLogApp.self, forKey: .app)
        created = try container.decode(String.self, forKey: .created)
        stores = try container.decode([String].self, forKey: .stores)
        digest = try container.decode([String: String].self, forKey: .digest)
        states = try container.decodeIfPresent([String: ActionLogJSON].self, forKey: .states)
        checkpoint = try container.decodeIfPresent(Bool.self, forKey: .checkpoint) ?? false
    }
}

/// The two header keys read before anything else, so that a file of another format or a newer
/// version is recognized as such rather than as a missing field.
struct ActionLogHeaderProbe: Decodable {
    let format: String?
    let version: Int?

    private enum Key: String, CodingKey { case format, version }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        format = try? container.decodeIfPresent(String.self, forKey: .format)
        version = try? container.decodeIfPresent(Int.self, forKey: .version)
    }
}
