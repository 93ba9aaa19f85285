import Flux
import FluxTextFormats

/// The `"invariants"` member of a version 2 break line: each broken ``InvariantBreak`` as
/// `{"store":…,"invariant":…,"fields":[…]}`.
enum InvariantBreakJSON {
    /// Appends `,"invariants":[…]` for `broken` to `bytes`.
    static func append(_ broken: [InvariantBreak], to bytes: inout [UInt8]) {
        bytes.append(contentsOf: Array(#","invariants":["#.utf8))
        for (index, each) in broken.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: Array(#"{"store":"#.utf8))
            JSONText.appendString(each.store, to: &bytes)
            bytes.append(contentsOf: Array(#","invariant":"#.utf8))
            JSONText.appendString(each.invariant, to: &bytes)
            bytes.append(contentsOf: Array(#","fields":["#.utf8))
            for (position, field) in each.fields.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONText.appendString(field, to: &bytes)
            }
            bytes.append(contentsOf: Array("]}".utf8))
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
