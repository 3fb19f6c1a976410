// The shop example in a terminal: `swift run ShopDemo`.
//
//   swift run ShopDemo                  in a terminal: interactive; type `help`
//   swift run ShopDemo --tour           the built-in tour, as a transcript
//   swift run ShopDemo --script FILE    the lines of FILE, as a transcript
//   printf '1\n1\ntree\n' | swift run ShopDemo
//                                       piped input: the piped lines, as a transcript
//   swift run ShopDemo < /dev/null      no terminal and no piped lines: the built-in tour
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ShopDemoCore

let usage = """
    usage: ShopDemo [--tour | --script FILE]
      (no options)    interactive in a terminal; otherwise plays piped lines, or the tour without any
      --tour          play the built-in tour
      --script FILE   play the commands in FILE, one per line (# starts a comment)
    """

func write(_ text: String) {
    print(text)
    fflush(nil)
}

@MainActor
func play(_ script: DemoScript) {
    script.play(in: DemoSession(), output: write)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "--help", "-h":
    write(usage)
case "--tour" where arguments.count == 1:
    play(.tour)
case "--script" where arguments.count == 2:
    guard let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
        write("ShopDemo: cannot read the script \(arguments[1]).")
        exit(1)
    }
    play(DemoScript(text: text))
case nil where isatty(0) == 0:
    var piped: [String] = []
    while let line = readLine() { piped.append(line) }
    let commands = piped.filter { !$0.allSatisfy(\.isWhitespace) }
    play(commands.isEmpty ? .tour : DemoScript(lines: piped))
case nil:
    let session = DemoSession()
    write("CoordinatorKit shop demo: type a number to tap an action, or help.\n\n" + session.handle(""))
    while !session.hasQuit {
        print("\n> ", terminator: "")
        fflush(nil)
        guard let line = readLine() else { break }
        write(session.handle(line))
    }
default:
    write(usage)
    exit(2)
}
