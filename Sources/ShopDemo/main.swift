// The shop example in a terminal: `swift run ShopDemo`.
//
//   swift run ShopDemo                  in a terminal: interactive; type `help`
//   swift run ShopDemo --tour           the built-in tour, as a transcript
//   swift run ShopDemo --script FILE    the lines of FILE, as a transcript; exits 1 when FILE
//                                       cannot be read or a line is no command
//   printf '1\n1\ntree\n' | swift run ShopDemo
//                                       piped input: the piped lines, as a transcript (exits 1
//                                       when a line is no command)
//   swift run ShopDemo < /dev/null      no terminal and no piped lines: the built-in tour
//
// An unknown option exits 2, with the usage on stderr.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ShopDemoCore

func write(_ text: String) {
    print(text)
    fflush(nil)
}

func fail(_ message: String, status: Int32) -> Never {
    fflush(nil)
    FileHandle.standardError.write(Data("ShopDemo: \(message)\n".utf8))
    exit(status)
}

@MainActor
func playStrictly(_ script: DemoScript, from source: String) {
    do {
        try script.playStrictly(in: DemoSession(), from: source, output: write)
    } catch {
        fail("\(error)", status: 1)
    }
}

let options: DemoOptions
do {
    options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)\n" + DemoOptions.usage, status: 2)
}

switch options {
case .help:
    write(DemoOptions.usage)
case .tour:
    DemoScript.tour.play(in: DemoSession(), output: write)
case .script(let path):
    do {
        playStrictly(try DemoScript(contentsOfFile: path), from: path)
    } catch {
        fail("\(error)", status: 1)
    }
case .standard where isatty(0) == 0:
    var piped: [String] = []
    while let line = readLine() { piped.append(line) }
    let script = DemoScript(lines: piped)
    if script.hasCommands {
        playStrictly(script, from: "on standard input")
    } else {
        DemoScript.tour.play(in: DemoSession(), output: write)
    }
case .standard:
    let session = DemoSession()
    write("CoordinatorKit shop demo: type a number to tap an action, or help.\n\n" + session.handle(""))
    while !session.hasQuit {
        print("\n> ", terminator: "")
        fflush(nil)
        guard let line = readLine() else {
            // Ctrl-D: leave as `quit` does, on a line of its own.
            write("\nBye.")
            break
        }
        write(session.handle(line))
    }
}
