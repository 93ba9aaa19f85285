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
        }
    }
}
