/// How long a test waits for effects that finish on their own before it calls it a hang.
///
/// Only a guard against a hang, never a measure: the effects' tasks need a thread of the shared
/// pool, and under a sanitizer, with process tests blocking threads, they can wait minutes for
/// one. A short limit there races the effect and fails a correct test.
let hangGuard: Duration = .seconds(900)
