/// Why a script file cannot be played, or did not play cleanly: the demo prints it on stderr and
/// exits with status 1.
public enum DemoScriptError: Error, Equatable, CustomStringConvertible {
    /// There is no readable file at the path.
    case unreadable(path: String)
    /// The file is not UTF-8 text.
    case notText(path: String)
    /// The file holds no command, only blank lines and comments.
    case noCommands(path: String)
    /// Lines that are no command, by line number (from 1), with their text.
    case unknownCommands(path: String, lines: [DemoScript.Line])

    public var description: String {
        switch self {
        case .unreadable(let path): "cannot read the script \(path): no such file, or not readable."
        case .notText(let path): "the script \(path) is not UTF-8 text."
        case .noCommands(let path): "the script \(path) holds no commands."
        case .unknownCommands(let path, let lines):
            "the script \(path) has \(lines.count == 1 ? "a line that is" : "\(lines.count) lines that are") no command: "
                + lines.map { "line \($0.number): \"\($0.text)\"" }.joined(separator: ", ") + "."
        }
    }
}
