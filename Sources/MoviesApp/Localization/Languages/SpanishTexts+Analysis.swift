extension SpanishTexts {
    func replayAnalysisMessage(_ message: ReplayAnalysisMessage) -> String {
        switch message {
        case .blameUnknownStore(let field, let store, let stores):
            "--blame \(field): no hay ningún store \"\(store)\"; los stores son \(stores.joined(separator: ", "))"
        case .blameBadPath(let field):
            "--blame \(field): no es la ruta de un campo; escribe STORE.CAMPO, p. ej. search.query o "
                + "search.pages[0].movies"
        case .blameUnknownField(let field, let parent, let fields):
            fields.isEmpty
                ? "--blame \(field): ningún estado del registro tiene este campo, y \(parent) no tiene campos"
                : "--blame \(field): ningún estado del registro tiene este campo; los campos de \(parent) son "
                    + fields.joined(separator: ", ")
        case .blameUnchanged(let field, let value, let last):
            "ninguna acción cambió \(field) (seq 1 a \(last)); vale \(value ?? "(ausente)") todo el tiempo"
        case .exportLeftOut(let path, let kept, let first, let last):
            "se escribió \(path): las últimas \(kept) acciones, seq \(first) a \(last); se omiten las seq 1 a "
                + "\(first - 1) (--max-age N o all guarda más)"
        case .fileTooLarge(let option, let path, let limit, let written, let sequence, let estimate):
            "\(option): \(path) ocuparía más de \(ByteCount.text(limit, decimalMark: ",")) ("
                + "\(ByteCount.text(written, decimalMark: ",")) hasta la seq \(sequence)"
                + (estimate.map { ", unos \(ByteCount.text($0, decimalMark: ",")) en total" } ?? "")
                + "); no se escribió nada. "
                + (option == "--export" ? "Guarda menos acciones con --max-age N, o permite" : "Permite")
                + " un archivo mayor con --max-size SIZE (0: sin límite)"
        }
    }
}
