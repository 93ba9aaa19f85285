extension SpanishTexts {
    /// `s.jsonl: no se puede abrir: no existe el archivo o el directorio`, and so on.
    func recordingDetail(_ detail: RecordingDetail) -> String {
        switch detail {
        case .cannotOpen(let place, let reason): "\(place): no se puede abrir: \(Self.systemReason(reason))"
        case .cannotWrite(let place, let reason):
            "\(place): no se puede escribir: \(Self.systemReason(reason)); se detuvo la grabación"
        case .other(let text): text
        }
    }

    /// The system's reasons (`strerror`, which speaks English here) a recording meets, in Spanish;
    /// another reason stays as the system gave it.
    static func systemReason(_ english: String) -> String {
        let reasons = [
            "No such file or directory": "no existe el archivo o el directorio",
            "Permission denied": "permiso denegado",
            "No space left on device": "no queda espacio en el dispositivo",
            "File too large": "archivo demasiado grande",
            "Read-only file system": "sistema de archivos de solo lectura",
            "Is a directory": "es un directorio",
            "Not a directory": "no es un directorio",
            "Disk quota exceeded": "se superó la cuota de disco",
            "Input/output error": "error de entrada/salida",
            "Too many open files": "demasiados archivos abiertos",
            "File name too long": "nombre de archivo demasiado largo",
            "Operation not permitted": "operación no permitida",
        ]
        return reasons[english] ?? english
    }
}
