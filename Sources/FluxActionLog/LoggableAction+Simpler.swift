import Foundation

extension LoggableAction {
    /// This action with one place of its logged JSON made simpler
    /// (``ActionLogJSON/simpler(limit:)``), decoded back into its type, most preferred first.
    ///
    /// JSON the type does not decode (an enum case's key, a required member) is never a
    /// candidate, and neither is one that decodes to this action again or to an earlier
    /// candidate. At most `limit` candidates.
    package func simplerByJSON(limit: Int = 64) -> [Self] {
        let encoder = LoggedActionEncoder()
        guard let encoded = try? encoder.encode(self).json, let tree = try? ActionLogJSON(parsing: encoded) else {
            return []
        }
        let decoder = JSONDecoder()
        var seen: Set<[UInt8]> = [encoded]
        return tree.simpler(limit: limit).compactMap { simpler in
            guard let candidate = try? decoder.decode(Self.self, from: Data(simpler.text.utf8)),
                let again = try? encoder.encode(candidate).json, seen.insert(again).inserted
            else { return nil }
            return candidate
        }
    }
}
