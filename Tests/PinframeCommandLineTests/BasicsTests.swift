import Foundation
import PinframeTestSupport
import Testing

@Suite("pinframe: help, version and usage mistakes")
struct BasicsTests {
  @Test("--version prints the version and exits 0")
  func version() throws {
    let run = try pinframe(["--version"])
    #expect(run.status == 0)
    #expect(run.stdout == "pinframe 0.1.0 (renderer 1)\n")
    #expect(run.stderr.isEmpty)
  }

  @Test("--help lists every command and the exit statuses")
  func overview() throws {
    let run = try pinframe(["--help"])
    #expect(run.status == 0)
    for command in ["render", "animate", "test", "compare", "demo"] {
      #expect(run.stdout.contains("\n  \(command) "), "\(command)")
    }
    #expect(run.stdout.contains("Exit status: 0 success; 1 test failures or differences; 2 usage"))
  }

  @Test("no command is a usage error: the overview goes to standard error, status 2")
  func noCommand() throws {
    let run = try pinframe([])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("pinframe: lay out, render, animate"))
  }

  @Test(
    "every command has --help, and `help COMMAND` prints the same",
    arguments: ["render", "animate", "test", "compare", "demo"])
  func commandHelp(command: String) throws {
    let run = try pinframe([command, "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("pinframe \(command): "))
    #expect(run.stdout.contains("\nUsage:\n  pinframe \(command)"))
    #expect(run.stdout.contains("  -h, --help"))
    #expect(try pinframe(["help", command]).stdout == run.stdout)
  }

  @Test("a misspelt command gets the nearest one suggested, status 2")
  func misspeltCommand() throws {
    let run = try pinframe(["rendr", "x.json"])
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "pinframe: unknown command 'rendr'; did you mean 'render'?\nRun 'pinframe --help' for usage.\n"
    )
  }

  @Test("a misspelt option gets the nearest one suggested, status 2, nothing written")
  func misspeltOption() throws {
    let run = try pinframe([
      "render", "Fixtures/specs/card.json", "-o", "/nonexistent/x.png", "--scal", "2",
    ])
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "pinframe render: unknown option '--scal'; did you mean '--scale'?\nRun 'pinframe render --help' for usage.\n"
    )
    #expect(run.stdout.isEmpty)
  }

  @Test(
    "bad option values say what was expected",
    arguments: [
      (
        ["render", "a.json", "-o", "a.png", "--scale", "4"],
        "pinframe render: --scale expects a whole number from 1 to 3, got '4'"
      ),
      (["render", "a.json"], "pinframe render: missing --output OUT.png: the PNG file to write"),
      (
        ["render", "a.json", "-o", "a.png", "-q", "-v"],
        "pinframe render: --quiet and --verbose cannot be used together"
      ),
      (["compare", "a.png"], "pinframe compare: missing B.png"),
      (
        ["compare", "a.png", "b.png", "--threshold", "2"],
        "pinframe compare: --threshold expects a number from 0 to 1, got '2'"
      ),
      (
        ["test", "--shard", "3/2"],
        "pinframe test: --shard expects I/N with 1 ≤ I ≤ N, such as 1/3, got '3/2'"
      ),
      (
        ["test", "--record", "sometimes"],
        "pinframe test: --record expects all, missing, failed or never, got 'sometimes'"
      ),
      (
        ["test", "--jobs", "0"],
        "pinframe test: --jobs expects a whole number from 1 to 256, got '0'"
      ),
      (["demo", "extra"], "pinframe demo: unexpected argument 'extra'"),
    ])
  func badValues(arguments: [String], message: String) throws {
    let run = try pinframe(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix(message + "\n"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }
}
