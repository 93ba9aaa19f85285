extension EnglishTexts {
    /// `s.jsonl: cannot open: No such file or directory`, `s.jsonl:3: cannot write: ...; recording stopped`.
    func recordingDetail(_ detail: RecordingDetail) -> String {
        switch detail {
        case .cannotOpen(let place, let reason): "\(place): cannot open: \(reason)"
        case .cannotWrite(let place, let reason): "\(place): cannot write: \(reason); recording stopped"
        case .other(let text): text
        }
    }
}
