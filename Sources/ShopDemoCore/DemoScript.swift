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
    /// The lines, in order.
    public var lines: [String]

    /// Makes a script of lines.
    public init(lines: [String]) { self.lines = lines }

    /// Makes a script of the lines of a text, as read from a file.
    public init(text: String) {
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }

    /// Plays the script.
    /// - Parameters:
    ///   - session: the demo to drive.
    ///   - output: called with each piece of the transcript, in order: the first screen, then
    ///     each command with what it printed.
    @MainActor
    public func play(in session: DemoSession, output: (String) -> Void) {
        output("> (start)\n" + session.handle(""))
        for line in lines where !line.trimmingWhitespace.isEmpty {
            if case .comment(let text) = DemoCommand(line) {
                output("\n" + text)
                continue
            }
            output("\n> " + line.trimmingWhitespace + "\n" + session.handle(line))
            if session.hasQuit { return }
        }
    }

    /// Plays the script and returns the whole transcript.
    @MainActor
    public func transcript(in session: DemoSession) -> String {
        var pieces: [String] = []
        play(in: session) { pieces.append($0) }
        return pieces.joined(separator: "\n")
    }
}
