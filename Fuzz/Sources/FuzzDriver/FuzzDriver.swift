import Foundation

/// libFuzzer's driver entry point (`compiler-rt/lib/fuzzer/FuzzerInterface.h`), linked in by
/// `-sanitize=fuzzer`. The executables have their own `main` (SwiftPM names it), so they start
/// the driver themselves instead of relying on libFuzzer's `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func libFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with this process's arguments (`-max_total_time=60 CORPUS ...`).
public enum FuzzDriver {
    /// Runs the fuzzer, calling `callback` with each input on the main thread; returns its status.
    public static func run(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return libFuzzerRunDriver(&argc, &argv, callback)
    }

    /// The input of one call as `Data` (libFuzzer may pass a null pointer for an empty input).
    public static func data(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Data {
        guard let bytes, count > 0 else { return Data() }
        return Data(bytes: bytes, count: count)
    }
}
