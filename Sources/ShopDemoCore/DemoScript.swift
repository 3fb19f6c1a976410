/// Lines of demo input played one after another, each printed before what it did, so that a
/// run without a terminal reads like a transcript.
///
/// ```swift
/// let demo = DemoSession()
/// DemoScript.tour.play(in: demo) { print($0) }
/// ```
///
/// Blank lines are skipped; lines that start with `#` are printed as headings; `quit` ends the
/// script early.
public struct DemoScript: Sendable {
    /// One line of a script and its number, counted from 1.
    public struct Line: Equatable, Sendable {
        /// The line's number in the script, from 1.
        public var number: Int
        /// The line, trimmed.
        public var text: String

        /// Makes a numbered line.
        public init(number: Int, text: String) {
            self.number = number
            self.text = text
        }
    }

    /// The lines, in order.
    public var lines: [String]

    /// Makes a script of lines.
    public init(lines: [String]) { self.lines = lines }

    /// Makes a script of the lines of a text, as read from a file.
    public init(text: String) {
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }

    /// Whether the script holds anything to play: a line that is neither blank nor a comment.
    public var hasCommands: Bool {
        lines.contains { line in
            guard !line.trimmingWhitespace.isEmpty else { return false }
            if case .comment = DemoCommand(line) { return false }
            return true
        }
    }

    /// Plays the script.
    /// - Parameters:
    ///   - session: the demo to drive.
    ///   - output: called with each piece of the transcript, in order: the first screen, then
    ///     each command with what it printed.
    /// - Returns: the lines that were no command (each got a hint in the transcript and changed
    ///   nothing), in order.
    @MainActor
    @discardableResult
    public func play(in session: DemoSession, output: (String) -> Void) -> [Line] {
        output("> (start)\n" + session.handle(""))
        var unknown: [Line] = []
        for (index, line) in lines.enumerated() where !line.trimmingWhitespace.isEmpty {
            let command = DemoCommand(line)
            if case .comment(let text) = command {
                output("\n" + text)
                continue
            }
            if command == nil { unknown.append(Line(number: index + 1, text: line.trimmingWhitespace)) }
            output("\n> " + line.trimmingWhitespace + "\n" + session.handle(line))
            if session.hasQuit { break }
        }
        return unknown
    }

    /// Plays the script and returns the whole transcript.
    @MainActor
    public func transcript(in session: DemoSession) -> String {
        var pieces: [String] = []
        play(in: session) { pieces.append($0) }
        return pieces.joined(separator: "\n")
    }
}
