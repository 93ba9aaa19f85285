/// The texts of bad input lines, in every language; ``message(for:)`` puts `error: ` before them.
extension Strings {
    /// The text of an input error (the `error:` line without `error: `):
    /// `the line is not valid UTF-8; commands are UTF-8 text`.
    package func inputError(_ error: InputError) -> String {
        switch error {
        case .tooLong(let count, let limit):
            pick(
                en: "line too long (\(count) bytes); commands are at most \(limit) bytes",
                es: "línea demasiado larga (\(count) bytes); los comandos tienen como máximo \(limit) bytes")
        case .invalidUTF8:
            pick(
                en: "the line is not valid UTF-8; commands are UTF-8 text",
                es: "la línea no es UTF-8 válido; los comandos son texto UTF-8")
        case .controlCharacter(let value):
            pick(
                en: "control character \(codePoint(value)) in the line; commands are plain text (type \"help\")",
                es:
                    "carácter de control \(codePoint(value)) en la línea; los comandos son texto sin formato (escribe \"help\")"
            )
        case .missingSearchText:
            pick(
                en: "\"search\" needs text to search for, e.g. \"search love\"",
                es: "\"search\" necesita un texto para buscar, p. ej. \"search love\"")
        case .commandTypo(let typed, let command, let line):
            pick(
                en:
                    "\"\(echo(typed))\" is not a command; did you mean \"\(command)\"? To search for it, type: search \(line)",
                es:
                    "\"\(echo(typed))\" no es un comando; ¿quisiste decir \"\(command)\"? Para buscarlo, escribe: search \(line)"
            )
        case .stillSearching(let query):
            pick(
                en: "still searching \"\(echo(query))\"; wait for the results or type cancel",
                es: "todavía buscando \"\(echo(query))\"; espera los resultados o escribe cancel")
        case .nothingToOpen:
            pick(
                en: "nothing to open yet; search first, e.g. \"search love\"",
                es: "todavía no hay nada que abrir; busca primero, p. ej. \"search love\"")
        case .noMoviesFound(let argument?, let query):
            pick(
                en: "there is no item \(echo(argument)): \"\(echo(query))\" found no movies",
                es: "no existe el elemento \(echo(argument)): la búsqueda \"\(echo(query))\" no encontró películas")
        case .noMoviesFound(nil, let query):
            pick(
                en: "there is nothing to open: \"\(echo(query))\" found no movies",
                es: "no hay nada que abrir: la búsqueda \"\(echo(query))\" no encontró películas")
        case .nothingToPick:
            pick(
                en: "no recent searches to pick from; search for a film first",
                es: "no hay búsquedas recientes para elegir; busca una película primero")
        case .missingNumber(let command, 1):
            pick(
                en: "\"\(command.word)\" needs \(noun(command)); the only one is 1: \"\(command.word) 1\"",
                es: "\"\(command.word)\" necesita \(noun(command)); el único es el 1: \"\(command.word) 1\"")
        case .missingNumber(let command, let count):
            pick(
                en: "\"\(command.word)\" needs \(noun(command)) from 1 to \(count), e.g. \"\(command.word) 1\"",
                es: "\"\(command.word)\" necesita \(noun(command)) del 1 al \(count), p. ej. \"\(command.word) 1\"")
        case .notANumber(let command, let argument, let count):
            pick(
                en:
                    "\"\(command.word) \(echo(argument))\": \"\(echo(argument))\" is not \(noun(command)); \(useNumber(count))",
                es:
                    "\"\(command.word) \(echo(argument))\": \"\(echo(argument))\" no es \(noun(command)); \(useNumber(count))"
            )
        case .outOfRange(let command, let argument, let count):
            pick(
                en:
                    "\"\(command.word) \(echo(argument))\": there is no \(bareNoun(command)) \(echo(argument)); \(useNumber(count))",
                es:
                    "\"\(command.word) \(echo(argument))\": no existe \(bareNoun(command)) \(echo(argument)); \(useNumber(count))"
            )
        }
    }

    /// One line starting with `error: ` saying what was wrong with a line and what is accepted.
    package func message(for error: InputError) -> String {
        "error: " + inputError(error)
    }

    /// Which numbers to use instead: "use a number from 1 to 7", or "the only one is 1".
    private func useNumber(_ count: Int) -> String {
        count == 1
            ? pick(en: "the only one is 1", es: "el único es el 1")
            : pick(en: "use a number from 1 to \(count)", es: "usa un número del 1 al \(count)")
    }

    /// What `open` and `pick` take, with its article: "an item number".
    private func noun(_ command: InputError.NumberCommand) -> String {
        switch command.kind {
        case .open: pick(en: "an item number", es: "un número de elemento")
        case .pick: pick(en: "a recent search number", es: "un número de búsqueda reciente")
        }
    }

    /// What `open` and `pick` name, with the article Spanish needs: "item", "el elemento".
    private func bareNoun(_ command: InputError.NumberCommand) -> String {
        switch command.kind {
        case .open: pick(en: "item", es: "el elemento")
        case .pick: pick(en: "recent search", es: "la búsqueda reciente")
        }
    }
}
