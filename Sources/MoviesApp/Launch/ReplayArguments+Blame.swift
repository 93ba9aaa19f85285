extension ReplayArguments {
    /// `--blame` prints its own lines: `--print`, `--step`, `--html`, `--export`, `--minimize` and
    /// `--emit-test` do not go with it.
    static func checkBlame(_ options: ReplayOptions, printGiven: Bool) throws(UsageError) {
        guard options.blame != nil else { return }
        let others: [(given: Bool, name: String)] = [
            (printGiven, "--print"), (options.step, "--step"), (options.htmlPath != nil, "--html"),
            (options.export != nil, "--export"), (options.minimizePath != nil, "--minimize"),
            (options.emitTest != nil, "--emit-test"),
        ]
        let other = others.first { $0.given }?.name
        if let other { throw UsageError(.blameWith(option: other)) }
    }
}
