/// The English texts of the console run's stderr lines and of `flux-movies replay`. Option
/// names, values, paths and the system's reasons stay as they are.
extension EnglishTexts {
    // MARK: Launch and replay

    func launchMessage(_ message: LaunchMessage) -> String {
        switch message {
        case .missingAPIKey:
            "--source tmdb needs an API key: set TMDB_API_KEY (get one at https://www.themoviedb.org/settings/api)"
        case .invalidURL(let name, let value): "\(name) must be an http(s) URL with a host, got \"\(value)\""
        case .catalogMissing(let folder, let searched):
            "the movie catalog is missing: copy \(folder) beside the executable "
                + "(looked for \(searched.joined(separator: " and ")))"
        case .catalogUnreadable(let detail): "catalog could not be read: \(detail)"
        case .catalogMalformed(let line, let reason): "catalog line \(line) is malformed: \(reason)"
        case .recordFileExists(let path):
            "--record: \(path) already exists; refusing to overwrite it (add --force to replace it)"
        case .recordFailed(let detail): "--record: \(recordingDetail(detail))"
        case .recordingStopped(let detail): "warning: \(recordingDetail(detail)) (the session goes on)"
        case .lastSessionCrashed(let log):
            "the last session crashed; replay its last actions: flux-movies replay \(log) --verify"
        case .loadingMoviesFailed(let detail): "loading movies failed: \(detail)"
        case .loadingPosterFailed(let detail): "loading the poster failed: \(detail)"
        case .readingRecentSearchesFailed(let detail): "reading recent searches failed: \(detail)"
        case .savingRecentSearchFailed(let detail): "could not save the recent search: \(detail)"
        case .corruptFileMovedAside(let path, let invalidJSON, let target):
            "warning: \(path) is \(fileProblem(invalidJSON)); moved it to \(target) and starting empty"
        case .corruptFileKept(let path, let invalidJSON, let reason):
            "warning: \(path) is \(fileProblem(invalidJSON)) and could not be moved aside (\(reason)); "
                + "starting empty"
        case .dataDirectoryUnwritable(let path, let reason, let fileName):
            "warning: cannot write to the data directory: \(path) (\(reason)); continuing without saving \(fileName)"
        }
    }

    /// What is wrong with a corrupt data file.
    private func fileProblem(_ invalidJSON: Bool) -> String {
        invalidJSON ? "not valid JSON for this file" : "unreadable"
    }

    func replayMessage(_ message: ReplayMessage) -> String {
        switch message {
        case .untilBeyondLog(let until, let path, let last):
            "--until \(until) is beyond the log: \(path) ends at seq \(last)"
        case .noDigests(let path): "warning: \(path) has no digests: nothing was verified"
        case .checkpointOnly(let path, let digests):
            "note: verified the states \(path) starts from (\(plural(digests, one: "1 digest", other: "\(digests) digests"))); "
                + "its actions carry no digests (a black box keeps none), so the states after them are not checked"
        case .foreignLog(let path, let app, let version):
            "\(path):1: recorded by \"\(app)\" \(version), not by \(AppVersion.name); replay it with that application"
        case .otherVersion(let path, let recorded):
            "note: \(path) was recorded by \(AppVersion.name) \(recorded), and \(AppVersion.current) reduces "
                + "some actions differently (see the CHANGELOG); verify it with \(AppVersion.name) \(recorded), "
                + "or replay it here without --verify"
        case .outputIsLog(let option, let path): "\(option): \(path) is the log being replayed; choose another file"
        case .outputIsDirectory(let option, let path): "\(option): \(path) is a directory; name a file"
        case .outputExists(let option, let path):
            "\(option): \(path) already exists; refusing to overwrite it (add --force to replace it)"
        case .outputNotCreatable(let option, let path, let reason): "\(option): cannot create \(path): \(reason)"
        case .outputNotWritable(let path, let reason): "cannot write \(path): \(reason)"
        case .outputNotReplaceable(let path, let reason): "cannot replace \(path): \(reason)"
        case .outputNotPublished(let path, let reason): "cannot create \(path): \(reason)"
        case .outputAppeared(let path): "\(path) appeared while it was being written; refusing to overwrite it"
        case .wrote(let path): "wrote \(path)"
        case .verified(let actions, let digests):
            "verified \(plural(actions, one: "1 action", other: "\(actions) actions")), "
                + plural(digests, one: "1 digest", other: "\(digests) digests")
        case .emittedCrash(let sequence):
            "seq \(sequence) crashes the app: the test fails until that is fixed (an exit test)"
        case .emittedFixedCrash(let sequence):
            "seq \(sequence) crashed the app when the log was recorded: the test passes now, and guards the fix"
        case .nothingToMinimize: "nothing to minimize: the log replays without a crash or a broken invariant"
        case .minimized(let from, let to, let replays, let seconds):
            "minimize: \(from) -> \(plural(to, one: "1 action", other: "\(to) actions")), "
                + "\(plural(replays, one: "1 replay", other: "\(replays) replays")), \(seconds) s"
        case .crashReproduced(let sequence, let message):
            "the recorded crash at seq \(sequence) reproduces" + (message.isEmpty ? "" : ": \(message)")
        case .crashedEarlier(let sequence, let recorded, let message):
            "the replay crashes at seq \(sequence), before the recorded crash at seq \(recorded)"
                + (message.isEmpty ? "" : ": \(message)")
        case .crashNoLongerReproduces(let sequence):
            "note: the recorded crash at seq \(sequence) no longer reproduces (the crash was outside the reducers, "
                + "or the code was fixed)"
        case .breakReproduced(let sequence, let store, let invariant):
            "the recorded break at seq \(sequence) reproduces: store \"\(store)\" broke \"\(invariant)\""
        case .breakNoLongerReproduces(let sequence):
            "note: the recorded invariant break at seq \(sequence) no longer reproduces (the code was fixed)"
        case .crashes(let sequence, let message):
            "the replay crashes at seq \(sequence)" + (message.isEmpty ? "" : ": \(message)")
        case .crashedOutsideActions(let message):
            "the replay crashed, but no replay up to one action does (a crash outside the reducers)"
                + (message.isEmpty ? "" : ": \(message)")
        }
    }

    func replayProgress(fileName: String, percent: Int64, sequence: UInt64) -> String {
        "replaying \(fileName): \(percent)% (seq \(sequence))"
    }
}
