extension ReplayOptions {
    /// What ``ReplayMode/print(_:)`` prints; `.renders` in the other modes.
    package var output: Output {
        if case .print(let output) = mode { output } else { .renders }
    }

    /// Whether the mode is ``ReplayMode/step``.
    package var step: Bool { mode == .step }

    /// The field ``ReplayMode/blame(field:)`` follows, or nil.
    package var blame: String? {
        if case .blame(let field) = mode { field } else { nil }
    }

    /// The files ``ReplayMode/files(_:)`` writes, or nil.
    package var files: Files? {
        if case .files(let files) = mode { files } else { nil }
    }

    /// `--html FILE`, or nil.
    package var htmlPath: String? { files?.html }

    /// `--export FORMAT FILE`, or nil.
    package var export: Export? { files?.export }

    /// The test `--emit-test` writes, in ``ReplayMode/files(_:)`` or ``ReplayMode/minimize(path:emitTest:)``.
    package var emitTest: EmitTest? {
        switch mode {
        case .files(let files): files.emitTest
        case .minimize(_, let emitTest): emitTest
        case .print, .step, .blame: nil
        }
    }

    /// The log ``ReplayMode/minimize(path:emitTest:)`` writes, or nil.
    package var minimizePath: String? {
        if case .minimize(let path, _) = mode { path } else { nil }
    }

    /// Whether the replay writes files (`--html`, `--export`, `--emit-test`) rather than printing.
    package var writesFiles: Bool { files != nil }
}
