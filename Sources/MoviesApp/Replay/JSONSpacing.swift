/// Compact JSON in a line of text made breakable at spaces: a space after each `,` and `:` that
/// is outside a string and not followed by one already (`{"id":1,"q":"a,b"}` becomes
/// `{"id": 1, "q": "a,b"}`). A string cut short (`"abc...`) runs to the end of the text.
package enum JSONSpacing {
    /// `text` with the spaces added.
    package static func spaced(_ text: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            result.append(character)
            index = text.index(after: index)
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "," || character == ":", index < text.endIndex, text[index] != " " {
                result.append(" ")
            }
        }
        return result
    }
}
