import FluxTextFormats
import Foundation

/// What the page knows about every action without parsing its chunk (type, time) and about the
/// log as a whole (header facts, digest verdict); written last, as the `fx-meta` element.
final class InspectorTimeline {
    private let session: InspectorSession
    private var clock: InspectorClock
    private var typeNames: [String] = []
    private var typeIndices: [String: Int] = [:]
    private var types: [UInt8] = []
    private var deltas: [UInt8] = []
    private var count = 0
    private var recordedDigests = 0
    private var matchedDigests = 0
    private var divergence: (sequence: UInt64, stores: [StoreDivergence])?
    /// The first sequence number of every chunk.
    var chunkStarts: [UInt64] = []

    init(session: InspectorSession) {
        self.session = session
        clock = InspectorClock(created: session.header.created)
        if case .diverged(let stores) = session.initialCheck { divergence = (0, stores) }
    }

    /// Notes an action's type, time and digest verdict.
    func add(_ step: InspectorStep) {
        let name = ActionTypeName.of(step.action)
        let index =
            typeIndices[name]
            ?? {
                typeNames.append(name)
                typeIndices[name] = typeNames.count - 1
                return typeNames.count - 1
            }()
        if count > 0 {
            types.append(UInt8(ascii: ","))
            deltas.append(UInt8(ascii: ","))
        }
        JSONText.appendDecimal(UInt64(index), to: &types)
        if let delta = clock.advance(to: step.time) {
            deltas.append(contentsOf: Array(String(delta).utf8))
        } else {
            deltas.append(contentsOf: Array("null".utf8))
        }
        count += 1
        switch step.check {
        case .notRecorded: break
        case .matched:
            recordedDigests += 1
            matchedDigests += 1
        case .diverged(let stores):
            recordedDigests += 1
            if divergence == nil { divergence = (step.sequence, stores) }
        case .notChecked: recordedDigests += 1
        }
    }

    /// The meta object as JSON text (not yet escaped for the page).
    func json(truncation: ActionLogError?) -> [UInt8] {
        let header = session.header
        var out = Array("{\"inspector\":1,\"file\":".utf8)
        JSONText.appendString(session.fileName, to: &out)
        out += Array(",\"app\":{\"name\":".utf8)
        JSONText.appendString(header.app.name, to: &out)
        out += Array(",\"version\":".utf8)
        JSONText.appendString(header.app.version, to: &out)
        out += Array("},\"format\":\(header.version),\"created\":".utf8)
        JSONText.appendString(header.created, to: &out)
        out += Array(",\"stores\":".utf8)
        appendStrings(header.stores, to: &out)
        out += Array(",\"count\":\(count),\"types\":".utf8)
        appendStrings(typeNames, to: &out)
        out += Array(",\"type\":[".utf8) + types + Array("],\"t0\":".utf8)
        out += Array((clock.start.map(String.init) ?? "null").utf8)
        out += Array(",\"dt\":[".utf8) + deltas + Array("],\"chunks\":[".utf8)
        out += Array(chunkStarts.map(String.init).joined(separator: ",").utf8)
        out += Array("],\"digests\":{\"recorded\":\(recordedDigests),\"matched\":\(matchedDigests),\"initial\":".utf8)
        JSONText.appendString(Self.name(of: session.initialCheck), to: &out)
        out += Array("},\"divergence\":".utf8)
        appendDivergence(to: &out)
        out += Array(",\"truncation\":".utf8)
        if let truncation { JSONText.appendString(truncation.description, to: &out) } else { out += Array("null".utf8) }
        out.append(UInt8(ascii: "}"))
        return out
    }

    private func appendDivergence(to out: inout [UInt8]) {
        guard let divergence else {
            out += Array("null".utf8)
            return
        }
        out += Array("{\"seq\":\(divergence.sequence),\"stores\":[".utf8)
        for (index, store) in divergence.stores.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out += Array("{\"store\":".utf8)
            JSONText.appendString(store.store, to: &out)
            out += Array(",\"recorded\":".utf8)
            appendOptional(store.recordedDigest, to: &out)
            out += Array(",\"replayed\":".utf8)
            appendOptional(store.replayedDigest, to: &out)
            out += Array(",\"differences\":[".utf8)
            for (position, difference) in store.differences.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                out += Array("{\"path\":".utf8)
                JSONText.appendString(store.store + Self.suffix(difference.path), to: &out)
                out += Array(",\"recorded\":".utf8)
                appendOptional(difference.from, to: &out)
                out += Array(",\"replayed\":".utf8)
                appendOptional(difference.to, to: &out)
                out.append(UInt8(ascii: "}"))
            }
            out += Array("]}".utf8)
        }
        out += Array("]}".utf8)
    }

    /// A store-relative path appended to the store's name: `.title`, `[3].title`, or nothing.
    private static func suffix(_ path: String) -> String {
        path.isEmpty || path.hasPrefix("[") ? path : "." + path
    }

    private static func name(of check: InspectorDigestCheck) -> String {
        switch check {
        case .notRecorded: "notRecorded"
        case .matched: "matched"
        case .diverged: "diverged"
        case .notChecked: "notChecked"
        }
    }

    private func appendStrings(_ strings: [String], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, string) in strings.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONText.appendString(string, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    private func appendOptional(_ string: String?, to out: inout [UInt8]) {
        if let string { JSONText.appendString(string, to: &out) } else { out += Array("null".utf8) }
    }
}
