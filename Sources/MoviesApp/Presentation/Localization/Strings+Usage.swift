/// The usage text `flux-movies --help` prints, in the language of the texts. Option names,
/// command words, values, variables and placeholders (`FILE`, `SEQ`) stay as they are typed.
extension Strings {
    /// The usage text: ``LaunchArguments/usage`` in English, ``spanishUsage`` in Spanish.
    package var usage: String { isSpanish ? Self.spanishUsage : LaunchArguments.usage }

    /// The usage text in Spanish, in the same layout and columns as the English one.
    package static let spanishUsage = """
        uso: flux-movies [opciones]
             flux-movies replay FILE [opciones de replay]

        Busca películas en una consola de líneas; escribe "help" en ella para ver los
        comandos. Lee los comandos de stdin: una terminal recibe un prompt; una tubería
        o un archivo se ejecuta como un guion.

        opciones:
          --source catalog|tmdb      origen de las películas (por defecto: catalog, sin
                                     red)
          --data-dir DIR             dónde se guardan las búsquedas recientes y la caché
                                     de TMDB (por defecto: $FLUX_MOVIES_HOME, si no
                                     $XDG_DATA_HOME/flux-movies, si no
                                     ~/.local/share/flux-movies)
          --latency MS               solo catalog: espera MS milisegundos antes de cada
                                     respuesta
          --tmdb-base-url URL        solo tmdb: URL base de la API (por defecto:
                                     $TMDB_BASE_URL, si no https://api.themoviedb.org)
          --tmdb-image-base-url URL  solo tmdb: URL base de las imágenes (por defecto:
                                     $TMDB_IMAGE_BASE_URL, si no https://image.tmdb.org)
          --no-color                 nunca colorea la salida (NO_COLOR hace lo mismo)
          --record FILE              graba la sesión (cada acción) en el registro FILE
          --force                    con --record: reemplaza FILE si ya existe
          --snapshots                con --record: escribe también los estados en cada
                                     línea
          --help                     muestra esta ayuda
          --version                  muestra la versión

        opciones de replay (reproduce FILE sin red ni directorio de datos):
          --verify                   comprueba los digests grabados; se detiene en la
                                     primera divergencia
          --until SEQ                se detiene tras la acción SEQ (0: los estados
                                     iniciales)
          --print renders|states|final
                                     lo que imprimió el renderizador (por defecto), los
                                     estados tras cada acción (líneas JSON) o solo los
                                     estados finales
          --step                     viaje en el tiempo: lee next, prev, goto N, state,
                                     diff, screen, quit de stdin (con --until: empieza
                                     en SEQ)
          --no-color                 nunca colorea la salida
          --html OUT.html            en vez de imprimir, escribe el inspector de la
                                     sesión: una página HTML sin red (línea de tiempo,
                                     estados, diferencias; digests comprobados)
          --export redux-devtools OUT.json
                                     en vez de imprimir, escribe el historial que
                                     importan las Redux DevTools
          --force                    con --html o --export: reemplaza OUT si ya existe

        entorno: TMDB_API_KEY (lo necesita --source tmdb); LC_ALL, LC_MESSAGES o LANG
        (el primero definido elige el idioma: es... para español); COLUMNS (ancho de
        línea, por defecto 80); NO_COLOR.
        estado de salida: 0 bien, 1 fallo al arrancar (replay: una divergencia o un
        registro erróneo o truncado), 2 uso o configuración incorrectos.
        """
}
