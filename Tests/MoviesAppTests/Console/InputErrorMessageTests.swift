import MoviesApp
import Testing

/// Every input error says, in one `error:` line, what was wrong and what is accepted.
@Suite struct InputErrorMessageTests {
    private let english = Language.english.strings
    private let spanish = Language.spanish.strings

    @Test func englishMessages() {
        #expect(
            english.message(for: .tooLong(byteCount: 102_400, limit: 1_000))
                == "error: line too long (102400 bytes); commands are at most 1000 bytes")
        #expect(english.message(for: .invalidUTF8) == "error: the line is not valid UTF-8; commands are UTF-8 text")
        #expect(
            english.message(for: .controlCharacter(0x1B))
                == "error: control character U+001B in the line; commands are plain text (type \"help\")")
        #expect(
            english.message(for: .missingSearchText)
                == "error: \"search\" needs text to search for, e.g. \"search love\"")
        #expect(
            english.message(for: .nothingToOpen) == "error: nothing to open yet; search first, e.g. \"search love\"")
        #expect(
            english.message(for: .noMoviesFound(argument: "1", query: "zzqqxx"))
                == "error: there is no item 1: \"zzqqxx\" found no movies")
        #expect(
            english.message(for: .noMoviesFound(argument: nil, query: "zzqqxx"))
                == "error: there is nothing to open: \"zzqqxx\" found no movies")
        #expect(
            english.message(for: .nothingToPick)
                == "error: no recent searches to pick from; search for a film first")
        #expect(
            english.message(for: .missingNumber(.open, count: 40))
                == "error: \"open\" needs an item number from 1 to 40, e.g. \"open 1\"")
        #expect(
            english.message(for: .notANumber(.pick, argument: "two", count: 3))
                == "error: \"pick two\": \"two\" is not a recent search number; use a number from 1 to 3")
        #expect(
            english.message(for: .outOfRange(.open, argument: "999", count: 20))
                == "error: \"open 999\": there is no item 999; use a number from 1 to 20")
        #expect(
            english.message(for: .notANumber(.open, argument: "abcdefghijklmnopqrstuvwxyz", count: 2))
                == "error: \"open abcdefghijklmnopqrs…\": \"abcdefghijklmnopqrs…\" is not an item number; use a number from 1 to 2"
        )
    }

    @Test func spanishMessages() {
        #expect(
            spanish.message(for: .tooLong(byteCount: 2_000, limit: 1_000))
                == "error: línea demasiado larga (2000 bytes); los comandos tienen como máximo 1000 bytes")
        #expect(
            spanish.message(for: .invalidUTF8) == "error: la línea no es UTF-8 válido; los comandos son texto UTF-8")
        #expect(
            spanish.message(for: .controlCharacter(7))
                == "error: carácter de control U+0007 en la línea; los comandos son texto sin formato (escribe \"help\")"
        )
        #expect(
            spanish.message(for: .missingSearchText)
                == "error: \"search\" necesita un texto para buscar, p. ej. \"search love\"")
        #expect(
            spanish.message(for: .nothingToOpen)
                == "error: todavía no hay nada que abrir; busca primero, p. ej. \"search love\"")
        #expect(
            spanish.message(for: .noMoviesFound(argument: "1", query: "zzqqxx"))
                == "error: no existe el elemento 1: la búsqueda \"zzqqxx\" no encontró películas")
        #expect(
            spanish.message(for: .noMoviesFound(argument: nil, query: "zzqqxx"))
                == "error: no hay nada que abrir: la búsqueda \"zzqqxx\" no encontró películas")
        #expect(
            spanish.message(for: .nothingToPick)
                == "error: no hay búsquedas recientes para elegir; busca una película primero")
        #expect(
            spanish.message(for: .missingNumber(.pick, count: 2))
                == "error: \"pick\" necesita un número de búsqueda reciente del 1 al 2, p. ej. \"pick 1\"")
        #expect(
            spanish.message(for: .notANumber(.open, argument: "abc", count: 20))
                == "error: \"open abc\": \"abc\" no es un número de elemento; usa un número del 1 al 20")
        #expect(
            spanish.message(for: .outOfRange(.pick, argument: "5", count: 2))
                == "error: \"pick 5\": no existe la búsqueda reciente 5; usa un número del 1 al 2")
    }
}
