import Foundation

extension DemoScript {
    /// Reads a script file.
    /// - Parameter path: the file's path.
    /// - Throws: ``DemoScriptError`` when there is no readable file, it is not text, or it holds
    ///   no command.
    public init(contentsOfFile path: String) throws(DemoScriptError) {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        guard let text = String(data: data, encoding: .utf8) else { throw .notText(path: path) }
        self.init(text: text)
        guard hasCommands else { throw .noCommands(path: path) }
    }

    /// Plays a script read from a file, and fails when one of its lines was no command, so that a
    /// broken script fails whoever runs it (CI).
    /// - Parameters:
    ///   - session: the demo to drive.
    ///   - path: the file the script came from, for the error.
    ///   - output: called with each piece of the transcript.
    /// - Throws: ``DemoScriptError/unknownCommands(path:lines:)`` after playing all of it.
    @MainActor
    public func playStrictly(in session: DemoSession, from path: String, output: (String) -> Void) throws(DemoScriptError) {
        let unknown = play(in: session, output: output)
        guard unknown.isEmpty else { throw .unknownCommands(path: path, lines: unknown) }
    }
}
