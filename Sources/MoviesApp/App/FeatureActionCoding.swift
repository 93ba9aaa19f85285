/// A feature action that `AppAction` encodes and decodes by its stable type names.
protocol FeatureActionCoding {
    /// Every type name of the feature.
    static var typeNames: Set<String> { get }
    /// This action's type name.
    var typeName: String { get }
    /// Decodes the case named `type` from the fields in `container`.
    init(type: String, from container: KeyedDecodingContainer<ActionCodingKey>) throws
    /// Encodes the case's fields (not its type) into `container`.
    func encodeFields(into container: inout KeyedEncodingContainer<ActionCodingKey>) throws
}
