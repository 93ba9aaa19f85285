import FluxTextFormats
import Testing

/// The one rule for a generated test suite's name, and the name a test file gives.
@Suite struct SwiftTypeNameTests {
    @Test func aNameIsACapitalThenASCIIWordCharactersAndNotReserved() {
        #expect(SwiftTypeName.isValid("BugTests") && SwiftTypeName.isValid("A_1"))
        for bad in ["", "bugTests", "_Bug", "1Bug", "Bug Tests", "Bug-Tests", "Bügs", "Éa", "Test", "Self", "Suite"] {
            #expect(!SwiftTypeName.isValid(bad), "\(bad)")
        }
    }

    @Test func aTestFileNamesItsSuiteByItsLastComponentWithoutSwift() {
        #expect(SwiftTypeName.ofFile("t/BugTests.swift") == "BugTests")
        #expect(SwiftTypeName.ofFile("BugTests.swift") == "BugTests")
        #expect(SwiftTypeName.ofFile("t/bug.swift") == "bug")
        #expect(SwiftTypeName.ofFile("t/BugTests.txt") == nil && SwiftTypeName.ofFile("") == nil)
    }
}
