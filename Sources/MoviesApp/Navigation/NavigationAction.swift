/// Moving between screens (other screen changes follow from feature actions).
package enum NavigationAction: Equatable, Sendable {
    /// Back from the details or the suggestions to the movies list.
    case back
}

extension NavigationAction: FeatureActionCoding {
    static let typeNames: Set<String> = ["navigation.back"]

    var typeName: String { "navigation.back" }

    init(type: String, from container: KeyedDecodingContainer<ActionCodingKey>) throws {
        self = .back
    }

    func encodeFields(into container: inout KeyedEncodingContainer<ActionCodingKey>) throws {}
}
