import Foundation
import Testing

@testable import PinframeCommandLine

@Suite("Argument parsing")
struct ArgumentParserTests {
  static let definition = CommandDefinition(
    name: "try", summary: "A command for tests.", usage: ["try A [B]"],
    arguments: [("A", "first"), ("B", "second")], argumentCount: 1...2,
    options: [
      .value("--output", short: "-o", "FILE", help: "out"), .value("--scale", "N", help: "s"),
      .flag("--quiet", short: "-q", help: "q"),
    ],
    discussion: "")

  private func parse(_ words: [String]) throws(CommandLineError) -> ParsedArguments {
    try ArgumentParser(definition: Self.definition).parse(words)
  }

  @Test("values, inline values, short names, flags and positionals in any order")
  func forms() throws {
    let parsed = try parse(["a", "--scale=2", "-o", "out.png", "-q", "b"])
    #expect(parsed.positionals == ["a", "b"])
    #expect(parsed.values == ["--scale": "2", "--output": "out.png"])
    #expect(parsed.flags == ["--quiet"])
  }

  @Test("after --, everything is positional, and - alone is positional")
  func doubleDash() throws {
    let parsed = try parse(["--", "-o"])
    #expect(parsed.positionals == ["-o"])
    #expect(try parse(["-"]).positionals == ["-"])
  }

  @Test(
    "mistakes are usage errors that say what to change",
    arguments: [
      (["a", "--scal", "2"], "unknown option '--scal'; did you mean '--scale'?"),
      (["a", "--output"], "--output needs a value: -o, --output FILE"),
      (["a", "--quiet=yes"], "--quiet is a flag and takes no value"),
      (["a", "-q", "--quiet"], "--quiet is given more than once"),
      ([], "missing A B"),
      (["a", "b", "c", "d"], "unexpected arguments 'c d'"),
    ])
  func mistakes(words: [String], message: String) {
    #expect(throws: CommandLineError.usage(message, command: "try")) { try parse(words) }
  }

  @Test("--help skips the argument count check")
  func helpWithoutArguments() throws {
    #expect(try parse(["--help"]).has("--help"))
  }

  @Test("typed values are checked against their range")
  func typedValues() throws {
    let parsed = try parse(["a", "--scale", "4"])
    #expect(
      throws: CommandLineError.usage(
        "--scale expects a whole number from 1 to 3, got '4'", command: "try")
    ) {
      try parsed.integer("--scale", in: 1...3)
    }
    #expect(try parse(["a", "--scale", "0.5"]).number("--scale", in: 0...1) == 0.5)
  }

  @Test("help text lists usage, arguments and options with --help")
  func helpText() {
    let text = Self.definition.helpText
    #expect(text.hasPrefix("pinframe try: A command for tests.\n\nUsage:\n  pinframe try A [B]\n"))
    #expect(text.contains("  -o, --output FILE  out\n"))
    #expect(text.contains("  -h, --help         Show this help and exit.\n"))
  }
}

@MainActor
@Suite("--jobs")
struct JobsOptionTests {
  @Test("--jobs is capped at 4 × the cores, with a warning; the default is the cores")
  func capped() throws {
    let errors = TextBuffer()
    let context = CommandContext(
      console: Console(output: TextBuffer(), errors: errors), environment: [:],
      currentDirectory: URL(fileURLWithPath: "/"), processorCount: 2)
    var parsed = ParsedArguments(command: "animate")
    #expect(try context.jobs(parsed) == 2)
    parsed.values["--jobs"] = "8"
    #expect(try context.jobs(parsed) == 8)
    #expect(errors.text.isEmpty)
    parsed.values["--jobs"] = "256"
    #expect(try context.jobs(parsed) == 8)
    #expect(
      errors.text
        == "pinframe animate: --jobs 256 is more than 4 × the 2 cores, which gains nothing but memory; using 8\n"
    )
  }
}
