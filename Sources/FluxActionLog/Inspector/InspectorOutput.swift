/// Collects a writer's bytes and hands them to its output closure about 1 MiB at a time.
final class InspectorOutput {
    private static let flushSize = 1 << 20
    private var buffer: [UInt8] = []
    private let sink: ([UInt8]) throws -> Void

    init(_ sink: @escaping ([UInt8]) throws -> Void) {
        self.sink = sink
    }

    /// Adds text as UTF-8.
    func append(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        try flushIfFull()
    }

    /// Adds bytes.
    func append(bytes: some Collection<UInt8>) throws {
        buffer.append(contentsOf: bytes)
        try flushIfFull()
    }

    /// Adds JSON text escaped for a script element (see `ScriptSafeJSON`).
    func appendScriptSafe(_ json: some Collection<UInt8>) throws {
        ScriptSafeJSON.append(json, to: &buffer)
        try flushIfFull()
    }

    /// Hands over everything collected.
    func flush() throws {
        guard !buffer.isEmpty else { return }
        let bytes = buffer
        buffer.removeAll(keepingCapacity: true)
        try sink(bytes)
    }

    private func flushIfFull() throws {
        if buffer.count >= Self.flushSize { try flush() }
    }
}
