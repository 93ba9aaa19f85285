/// Walks command-line arguments as options: `--name`, `--name=value`, `--name value`.
struct ArgumentCursor {
    /// One argument seen as an option.
    struct Option {
        /// The argument as given.
        let argument: String
        /// The name: the part before `=`, or the whole argument.
        let name: String
        /// The part after `=`, if any.
        let inlineValue: String?

        /// Whether it looks like an option (starts with `-`).
        var isOption: Bool { name.hasPrefix("-") }

        /// - Throws: `UsageError` when the option was given a value (`--flag=x`).
        func expectNoValue() throws(UsageError) {
            if inlineValue != nil { throw UsageError(.takesNoValue(option: name)) }
        }
    }

    private var rest: ArraySlice<String>

    /// Starts before the first of `arguments`.
    init(_ arguments: [String]) {
        rest = arguments[...]
    }

    /// The next argument as an option, or nil at the end.
    mutating func next() -> Option? {
        guard let argument = rest.popFirst() else { return nil }
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return Option(argument: argument, name: argument, inlineValue: nil)
        }
        return Option(
            argument: argument, name: String(argument[..<equals]),
            inlineValue: String(argument[argument.index(after: equals)...]))
    }

    /// The value of `option`: its inline value, else the next argument.
    /// - Throws: `UsageError` when there is none or it is empty.
    mutating func value(for option: Option) throws(UsageError) -> String {
        guard let value = option.inlineValue ?? rest.popFirst(), !value.isEmpty else {
            throw UsageError(.needsValue(option: option.name))
        }
        return value
    }

    /// The argument after an option's value (`--export FORMAT FILE`), never an inline value.
    /// - Throws: `error` when there is none or it is empty.
    mutating func secondValue(orThrow error: UsageError) throws(UsageError) -> String {
        guard let value = rest.popFirst(), !value.isEmpty else { throw error }
        return value
    }
}
