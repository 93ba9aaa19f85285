/// The `error:` lines of bad input: what was wrong and what is accepted.
extension Strings {
    /// The longest argument echoed back in an error; longer ones end with `…`.
    static let echoLimit = 20

    /// One line starting with `error: `.
    package func message(for error: InputError) -> String {
        "error: " + (isSpanish ? spanish(error) : english(error))
    }

    private func english(_ error: InputError) -> String {
        switch error {
        case .tooLong(let count, let limit):
            "line too long (\(count) bytes); commands are at most \(limit) bytes"
        case .invalidUTF8:
            "the line is not valid UTF-8; commands are UTF-8 text"
        case .controlCharacter(let value):
            "control character \(codePoint(value)) in the line; commands are plain text (type \"help\")"
        case .missingSearchText:
            "\"search\" needs text to search for, e.g. \"search love\""
        case .commandTypo(let typed, let command, let line):
            "\"\(echo(typed))\" is not a command; did you mean \"\(command)\"? To search for it, type: search \(line)"
        case .stillSearching(let query):
            "still searching \"\(echo(query))\"; wait for the results or type cancel"
        case .nothingToOpen:
            "nothing to open yet; search first, e.g. \"search love\""
        case .noMoviesFound(let argument?, let query):
            "there is no item \(echo(argument)): \"\(echo(query))\" found no movies"
        case .noMoviesFound(nil, let query):
            "there is nothing to open: \"\(echo(query))\" found no movies"
        case .nothingToPick:
            "no recent searches to pick from; type \"recent\" to list them"
        case .missingNumber(let command, let count):
            "\"\(command.rawValue)\" needs \(noun(command)) from 1 to \(count), e.g. \"\(command.rawValue) 1\""
        case .notANumber(let command, let argument, let count):
            "\"\(command.rawValue) \(echo(argument))\": \"\(echo(argument))\" is not \(noun(command)); use a number from 1 to \(count)"
        case .outOfRange(let command, let argument, let count):
            "\"\(command.rawValue) \(echo(argument))\": there is no \(bareNoun(command)) \(echo(argument)); use a number from 1 to \(count)"
        }
    }

    private func spanish(_ error: InputError) -> String {
        switch error {
        case .tooLong(let count, let limit):
            "línea demasiado larga (\(count) bytes); los comandos tienen como máximo \(limit) bytes"
        case .invalidUTF8:
            "la línea no es UTF-8 válido; los comandos son texto UTF-8"
        case .controlCharacter(let value):
            "carácter de control \(codePoint(value)) en la línea; los comandos son texto sin formato (escribe \"help\")"
        case .missingSearchText:
            "\"search\" necesita un texto para buscar, p. ej. \"search love\""
        case .commandTypo(let typed, let command, let line):
            "\"\(echo(typed))\" no es un comando; ¿quisiste decir \"\(command)\"? Para buscarlo, escribe: search \(line)"
        case .stillSearching(let query):
            "todavía buscando \"\(echo(query))\"; espera los resultados o escribe cancel"
        case .nothingToOpen:
            "todavía no hay nada que abrir; busca primero, p. ej. \"search love\""
        case .noMoviesFound(let argument?, let query):
            "no existe el elemento \(echo(argument)): la búsqueda \"\(echo(query))\" no encontró películas"
        case .noMoviesFound(nil, let query):
            "no hay nada que abrir: la búsqueda \"\(echo(query))\" no encontró películas"
        case .nothingToPick:
            "no hay búsquedas recientes para elegir; escribe \"recent\" para verlas"
        case .missingNumber(let command, let count):
            "\"\(command.rawValue)\" necesita \(noun(command)) del 1 al \(count), p. ej. \"\(command.rawValue) 1\""
        case .notANumber(let command, let argument, let count):
            "\"\(command.rawValue) \(echo(argument))\": \"\(echo(argument))\" no es \(noun(command)); usa un número del 1 al \(count)"
        case .outOfRange(let command, let argument, let count):
            "\"\(command.rawValue) \(echo(argument))\": no existe \(bareNoun(command)) \(echo(argument)); usa un número del 1 al \(count)"
        }
    }

    private func noun(_ command: InputError.NumberCommand) -> String {
        switch (command, isSpanish) {
        case (.open, false): "an item number"
        case (.pick, false): "a recent search number"
        case (.open, true): "un número de elemento"
        case (.pick, true): "un número de búsqueda reciente"
        }
    }

    private func bareNoun(_ command: InputError.NumberCommand) -> String {
        switch (command, isSpanish) {
        case (.open, false): "item"
        case (.pick, false): "recent search"
        case (.open, true): "el elemento"
        case (.pick, true): "la búsqueda reciente"
        }
    }

    private func echo(_ argument: String) -> String {
        TextFitting.truncate(argument, to: Self.echoLimit)
    }

    private func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
