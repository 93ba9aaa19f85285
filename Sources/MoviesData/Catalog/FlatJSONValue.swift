/// A value in one catalog line: the catalog's schema has only scalars and arrays of strings.
enum FlatJSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case strings([String])

    var int: Int? {
        if case .integer(let value) = self { return value }
        return nil
    }

    var double: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var stringArray: [String] {
        if case .strings(let values) = self { return values }
        return []
    }
}
