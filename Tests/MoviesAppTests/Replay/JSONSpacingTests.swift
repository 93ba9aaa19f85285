import MoviesApp
import Testing

/// The diff's compact JSON made breakable at spaces for a terminal (`replay --step`).
@Suite struct JSONSpacingTests {
    @Test func aSpaceFollowsCommasAndColonsOutsideStringsOnly() {
        #expect(
            JSONSpacing.spaced(#"{"id":1,"q":"a,b: \"c,d\"","l":[1,2]}"#)
                == #"{"id": 1, "q": "a,b: \"c,d\"", "l": [1, 2]}"#)
        #expect(JSONSpacing.spaced("page: before 0, after 1") == "page: before 0, after 1")
        #expect(JSONSpacing.spaced(#"after {"t":"cut,sho..."#) == #"after {"t": "cut,sho..."#)
    }
}
