extension ReplayOptions {
    /// The files the ``ReplayMode/files(_:)`` mode writes: at least one of them.
    package struct Files: Equatable, Sendable {
        /// `--html FILE`: the session inspector page.
        package var html: String?
        /// `--export FORMAT FILE`: the history in FORMAT.
        package var export: Export?
        /// `--emit-test FILE.swift`: a Swift Testing file that replays the log.
        package var emitTest: EmitTest?

        /// Files to write; nil for the ones not asked for.
        package init(html: String? = nil, export: Export? = nil, emitTest: EmitTest? = nil) {
            self.html = html
            self.export = export
            self.emitTest = emitTest
        }
    }
}
