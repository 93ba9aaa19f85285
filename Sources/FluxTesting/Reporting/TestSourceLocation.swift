/// Where in a test a test-store call was made; failures are reported there.
///
/// The ``TestStore`` methods take `fileID`, `filePath`, `line` and `column` defaulted to the
/// caller's position, so a failure points at the test's `send`/`receive` line. Helpers that wrap
/// those methods should take the same four parameters and pass them on.
public struct TestSourceLocation: Sendable, Equatable, CustomStringConvertible {
    /// The file's module-qualified name, e.g. `CounterTests/CounterTests.swift`.
    public let fileID: String
    /// The file's full path.
    public let filePath: String
    /// The line, from 1.
    public let line: Int
    /// The column, from 1.
    public let column: Int
    /// The full path as XCTest wants it.
    let staticFilePath: StaticString

    /// Creates a location; the defaults are the caller's position.
    /// - Parameters:
    ///   - fileID: the file's module-qualified name (`#fileID`).
    ///   - filePath: the file's full path (`#filePath`).
    ///   - line: the line, from 1 (`#line`).
    ///   - column: the column, from 1 (`#column`).
    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.fileID = "\(fileID)"
        self.filePath = "\(filePath)"
        self.line = Int(line)
        self.column = Int(column)
        self.staticFilePath = filePath
    }

    /// `fileID:line:column`.
    public var description: String { "\(fileID):\(line):\(column)" }

    /// Whether both name the same position.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.fileID, lhs.filePath, lhs.line, lhs.column) == (rhs.fileID, rhs.filePath, rhs.line, rhs.column)
    }
}
