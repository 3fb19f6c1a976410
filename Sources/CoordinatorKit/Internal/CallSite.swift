import IssueReporting

/// Where an app called a public verb, so that a misuse is reported at the app's line: Xcode's
/// runtime warning lands there, and a test's known issue points there.
package struct CallSite {
    package let fileID: StaticString
    package let filePath: StaticString
    package let line: UInt
    package let column: UInt

    package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Reports a misuse at this call site; while a link is opened, the link fails with it instead.
    package func report(_ message: @autoclosure () -> String) {
        if let attempt = LinkAttempt.current {
            return attempt.record(.refused(message()))
        }
        reportIssue(message(), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
