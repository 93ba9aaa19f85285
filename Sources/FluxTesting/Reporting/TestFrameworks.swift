import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Records a failure with whichever test framework is running the current test.
enum TestFrameworks {
    /// Records `message` at `location`: a Swift Testing issue inside a Swift Testing test;
    /// otherwise `XCTFail` (for XCTest test cases; ignored outside them) and a Swift Testing
    /// issue (which Swift Testing reports without a test when one runs).
    static func record(_ message: String, at location: TestSourceLocation) {
        let sourceLocation = SourceLocation(
            fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        #if canImport(XCTest)
            XCTFail(message, file: location.staticFilePath, line: UInt(location.line))
        #endif
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
