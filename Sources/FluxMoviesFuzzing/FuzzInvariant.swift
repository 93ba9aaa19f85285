/// Stops the process when a property every input must keep is broken: the fuzzer reports it as
/// a crash and keeps the input; a corpus test fails with the message.
func fuzzInvariant(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #file,
    line: UInt = #line
) {
    guard !condition() else { return }
    fatalError("fuzz invariant broken: \(message())", file: file, line: line)
}
