/// What the demo was asked to do on its command line.
///
/// ```swift
/// try DemoOptions(arguments: ["--script", "tour.txt"])   // .script(path: "tour.txt")
/// try DemoOptions(arguments: ["--frobnicate"])           // throws: unknown option
/// ```
public enum DemoOptions: Equatable, Sendable {
    /// No options: interactive in a terminal, otherwise the piped lines (or the tour without any).
    case standard
    /// `--tour`: the built-in tour.
    case tour
    /// `--script FILE`: the lines of a file.
    case script(path: String)
    /// `--help` or `-h`.
    case help

    /// Parses the arguments that follow the program's name.
    /// - Throws: ``DemoUsageError`` for an unknown option, a missing file name or extra arguments.
    public init(arguments: [String]) throws(DemoUsageError) {
        switch arguments.first {
        case nil: self = .standard
        case "--help", "-h": self = .help
        case "--tour":
            guard arguments.count == 1 else { throw DemoUsageError("--tour takes no arguments; got \(arguments.dropFirst().joined(separator: " ")).") }
            self = .tour
        case "--script":
            guard arguments.count == 2 else {
                throw DemoUsageError(arguments.count == 1 ? "--script needs a file name." : "--script takes one file name; got \(arguments.count - 1) arguments.")
            }
            self = .script(path: arguments[1])
        case let option?:
            throw DemoUsageError("unknown option \(option).")
        }
    }

    /// What `--help` prints, and what follows a usage error.
    public static let usage = """
        usage: ShopDemo [--tour | --script FILE]
          (no options)    interactive in a terminal; otherwise plays piped lines, or the tour without any
          --tour          play the built-in tour
          --script FILE   play the commands in FILE, one per line (# starts a comment); exits 1 if a
                          line is no command
        """
}

/// A command line the demo cannot run: the demo prints the message and the usage on stderr, and
/// exits with status 2.
public struct DemoUsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence.
    public var description: String

    init(_ description: String) { self.description = description }
}
