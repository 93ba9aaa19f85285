extension ReplayArguments {
    /// `--blame` prints its own lines: `--print`, `--step`, `--html` and `--export` do not go with it.
    static func checkBlame(_ options: ReplayOptions, printGiven: Bool) throws(UsageError) {
        guard options.blame != nil else { return }
        let other: String? =
            printGiven
            ? "--print"
            : options.step ? "--step" : options.htmlPath != nil ? "--html" : options.export != nil ? "--export" : nil
        if let other { throw UsageError(.blameWith(option: other)) }
    }
}
