import FluxTextFormats

/// The options of the replay tool as given, before they make a ``ReplayToolRequest``: each
/// read once, then checked against the table of legal combinations (``ReplayToolMode``).
struct ReplayToolOptions {
    var path: String?
    var print: ReplayToolMode.Printed?
    var blame: String?
    var html: String?
    var export: String?
    var emitTest: String?
    var name: String?
    var minimize: String?
    var until: UInt64?
    var verify = false
    var force = false
    /// Every option given, in order, for messages.
    private var given: [String] = []

    /// Reads `arguments`, refusing unknown and repeated options and missing values.
    mutating func read(_ arguments: [String]) throws(ReplayToolUsageError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else {
                guard path == nil else { throw ReplayToolUsageError("unexpected argument \(argument)") }
                path = argument
                continue
            }
            if given.contains(argument) { throw ReplayToolUsageError("\(argument) is given twice") }
            given.append(argument)
            try read(argument, from: &rest)
        }
    }

    private mutating func read(_ option: String, from rest: inout ArraySlice<String>) throws(ReplayToolUsageError) {
        switch option {
        case "--verify": verify = true
        case "--force": force = true
        case "--print":
            let value = try Self.value(of: option, from: &rest)
            guard let printed = ReplayToolMode.Printed(rawValue: value) else {
                throw ReplayToolUsageError("--print takes final, states or none, not \(value)")
            }
            print = printed
        case "--until":
            let value = try Self.value(of: option, from: &rest)
            guard let number = UInt64(value) else {
                throw ReplayToolUsageError("--until takes an action's sequence number, not \(value)")
            }
            until = number
        case "--export":
            let format = try Self.value(of: option, from: &rest)
            guard format == "redux-devtools" else {
                throw ReplayToolUsageError("--export takes the format redux-devtools, then a file, not \(format)")
            }
            export = try Self.value(of: option, from: &rest)
        case "--blame": blame = try Self.value(of: option, from: &rest)
        case "--html": html = try Self.value(of: option, from: &rest)
        case "--emit-test": emitTest = try Self.value(of: option, from: &rest)
        case "--name": name = try Self.value(of: option, from: &rest)
        case "--minimize": minimize = try Self.value(of: option, from: &rest)
        default: throw ReplayToolUsageError("unknown option \(option)")
        }
    }

    private static func value(of option: String, from rest: inout ArraySlice<String>) throws(ReplayToolUsageError)
        -> String
    {
        guard let value = rest.popFirst(), !value.hasPrefix("--") || value == "-" else {
            throw ReplayToolUsageError("\(option) needs a value")
        }
        return value
    }

    /// The request, when the options given form one legal mode.
    func request() throws(ReplayToolUsageError) -> ReplayToolRequest {
        guard let path else { throw ReplayToolUsageError("no log given") }
        let mode = try self.mode()
        try refuse("--verify", when: verify, in: mode, allowed: { if case .print = $0 { true } else { isBlame($0) } })
        try refuse("--until", when: until != nil, in: mode, allowed: { if case .minimize = $0 { false } else { true } })
        try refuse("--force", when: force, in: mode, allowed: { !$0.outputs.isEmpty })
        try refuse("--name", when: name != nil, in: mode, allowed: { _ in emitTest != nil })
        return ReplayToolRequest(path: path, mode: mode, until: until, verify: verify, force: force)
    }

    private func mode() throws(ReplayToolUsageError) -> ReplayToolMode {
        let modes = given.filter {
            ["--print", "--blame", "--html", "--export", "--emit-test", "--minimize"].contains($0)
        }
        let testName = name ?? Self.suiteName(of: emitTest)
        if let minimize {
            if let other = modes.first(where: { $0 != "--minimize" && $0 != "--emit-test" }) {
                throw Self.illegal("--minimize", other)
            }
            return .minimize(path: minimize, emitTest: emitTest, name: testName)
        }
        if html != nil || export != nil {
            if let other = modes.first(where: { $0 != "--html" && $0 != "--export" }) {
                throw Self.illegal(html != nil ? "--html" : "--export", other)
            }
            return .files(html: html, export: export)
        }
        guard modes.count <= 1 else { throw Self.illegal(modes[0], modes[1]) }
        if let emitTest { return .emitTest(path: emitTest, name: testName) }
        if let blame { return .blame(field: blame) }
        return .print(print ?? .final)
    }

    /// The suite a test file is named after (`SessionTests.swift`: `SessionTests`), when that
    /// is a type's name; `ReplayedSessionTests` otherwise.
    private static func suiteName(of path: String?) -> String {
        let name = path.flatMap(SwiftTypeName.ofFile) ?? ""
        let isTypeName =
            name.first.map { $0.isASCII && $0.isUppercase } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return isTypeName ? name : "ReplayedSessionTests"
    }

    private func isBlame(_ mode: ReplayToolMode) -> Bool {
        if case .blame = mode { true } else { false }
    }

    private func refuse(
        _ option: String, when given: Bool, in mode: ReplayToolMode, allowed: (ReplayToolMode) -> Bool
    ) throws(ReplayToolUsageError) {
        guard given, !allowed(mode) else { return }
        let name = self.given.first { $0 != option && !["--verify", "--until", "--force", "--name"].contains($0) }
        throw ReplayToolUsageError("\(option) does not apply to \(name ?? "--print")")
    }

    private static func illegal(_ first: String, _ second: String) -> ReplayToolUsageError {
        ReplayToolUsageError("\(first) cannot be combined with \(second)")
    }
}
