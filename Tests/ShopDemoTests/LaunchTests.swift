import CoordinatorKit
import Foundation
import ShopDemoCore
import Testing

/// What the demo's command line accepts; `main` exits 2 with the error and the usage on stderr
/// for what it refuses.
@Suite struct CommandLineOptions {
    @Test func knownOptions() throws {
        #expect(try DemoOptions(arguments: []) == .standard)
        #expect(try DemoOptions(arguments: ["--tour"]) == .tour)
        #expect(try DemoOptions(arguments: ["-h"]) == .help)
        #expect(try DemoOptions(arguments: ["--script", "tour.txt"]) == .script(path: "tour.txt"))
    }

    @Test(arguments: [
        (["--frobnicate"], "unknown option --frobnicate."),
        (["tour"], "unknown option tour."),
        (["--script"], "--script needs a file name."),
        (["--script", "a", "b"], "--script takes one file name; got 2 arguments."),
        (["--tour", "now"], "--tour takes no arguments; got now."),
    ])
    func aBadCommandLineIsAUsageErrorThatSaysWhy(_ arguments: [String], _ message: String) {
        #expect(throws: DemoUsageError.self) { try DemoOptions(arguments: arguments) }
        do {
            _ = try DemoOptions(arguments: arguments)
        } catch {
            #expect(error.description == message)
        }
    }
}

/// `--script FILE`: a file that cannot be played, or has lines that are no command, is an error
/// (`main` exits 1 and prints it on stderr), so that a broken script fails CI.
@MainActor
@Suite struct ScriptFiles {
    private func file(_ contents: Data) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shopdemo-\(UUID().uuidString).txt")
        try contents.write(to: url)
        return url.path
    }

    @Test func aMissingFileIsUnreadable() {
        #expect(throws: DemoScriptError.unreadable(path: "/nonexistent/tour.txt")) {
            try DemoScript(contentsOfFile: "/nonexistent/tour.txt")
        }
        #expect(DemoScriptError.unreadable(path: "x").description == "cannot read the script x: no such file, or not readable.")
    }

    @Test func aFileThatIsNotTextOrHoldsNoCommandIsRefused() throws {
        let binary = try file(Data([0xFF, 0xFE, 0x00, 0xC3]))
        #expect(throws: DemoScriptError.notText(path: binary)) { try DemoScript(contentsOfFile: binary) }
        let comments = try file(Data("# nothing to do\n\n".utf8))
        #expect(throws: DemoScriptError.noCommands(path: comments)) { try DemoScript(contentsOfFile: comments) }
    }

    @Test func unknownCommandsArePlayedAroundThenFailTheScriptWithTheirLineNumbers() throws {
        let path = try file(Data("# log in\n1\nfly\n\ntab two\n".utf8))
        let script = try DemoScript(contentsOfFile: path)
        let demo = DemoSession()
        var transcript: [String] = []
        let expected = DemoScriptError.unknownCommands(
            path: path, lines: [DemoScript.Line(number: 3, text: "fly"), DemoScript.Line(number: 5, text: "tab two")]
        )
        #expect(throws: expected) { try script.playStrictly(in: demo, from: path) { transcript.append($0) } }
        #expect(demo.navigator.state.treeDescription == "root stack: [welcome] > [signIn]")
        #expect(transcript.count == 5)
        #expect(expected.description == #"the script \#(path) has 2 lines that are no command: line 3: "fly", line 5: "tab two"."#)
    }

    @Test func aCleanScriptPlaysWithoutError() throws {
        let path = try file(Data("1\n1\ntree\n".utf8))
        try DemoScript(contentsOfFile: path).playStrictly(in: DemoSession(), from: path) { _ in }
    }

    @Test func theTourKeepsItsOneDeliberateMistake() {
        let unknown = DemoScript.tour.play(in: DemoSession()) { _ in }
        #expect(unknown.map(\.text) == ["fly"])
    }
}
