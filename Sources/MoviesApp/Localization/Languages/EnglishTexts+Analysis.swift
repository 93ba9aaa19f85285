extension EnglishTexts {
    func replayAnalysisMessage(_ message: ReplayAnalysisMessage) -> String {
        switch message {
        case .blameUnknownStore(let field, let store, let stores):
            "--blame \(field): no store \"\(store)\"; the stores are \(stores.joined(separator: ", "))"
        case .blameBadPath(let field):
            "--blame \(field): not a field path; write STORE.FIELD, e.g. search.query or search.pages[0].movies"
        case .blameUnknownField(let field, let parent, let fields):
            fields.isEmpty
                ? "--blame \(field): no state of the log has this field, and \(parent) has no fields"
                : "--blame \(field): no state of the log has this field; the fields of \(parent) are "
                    + fields.joined(separator: ", ")
        case .blameUnchanged(let field, let value, let last):
            "no action changed \(field) (seq 1 to \(last)); it is \(value ?? "absent") throughout"
        case .exportLeftOut(let path, let kept, let first, let last):
            "wrote \(path): the last \(kept) actions, seq \(first) to \(last); seq 1 to \(first - 1) are left out "
                + "(--max-age N or all keeps more)"
        case .fileTooLarge(let option, let path, let limit, let written, let sequence, let estimate):
            "\(option): \(path) would be larger than \(ByteCount.text(limit, decimalMark: ".")) ("
                + "\(ByteCount.text(written, decimalMark: ".")) by seq \(sequence)"
                + (estimate.map { ", about \(ByteCount.text($0, decimalMark: ".")) in all" } ?? "")
                + "); nothing was written. "
                + (option == "--export" ? "Keep fewer actions with --max-age N, or allow" : "Allow")
                + " a larger file with --max-size SIZE (0: no limit)"
        }
    }
}
