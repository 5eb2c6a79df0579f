import Foundation
import PinframeTestSupport
import Testing

@Suite("pinframe: help, version and usage mistakes")
struct BasicsTests {
  @Test("--version prints the version and exits 0")
  func version() throws {
    let run = try pinframe(["--version"])
    #expect(run.status == 0)
    #expect(run.stdout == "pinframe 0.1.0 (renderer 2)\n")
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

  /// One invalid command line of `Fixtures/cli/usage-errors.json` and its exact message.
  struct UsageError: Decodable, CustomTestStringConvertible {
    var arguments: [String]
    var stderr: String

    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageErrors: [UsageError] =
    (try? JSONDecoder().decode(
      [UsageError].self, from: Data(contentsOf: fixtureURL("cli/usage-errors.json")))) ?? []

  @Test("there are invalid command lines to check")
  func usageErrorsExist() {
    #expect(Self.usageErrors.count >= 20)
  }

  @Test(
    "each invalid command line fails with status 2 and exactly its message, writing nothing",
    arguments: usageErrors)
  func usageError(_ usage: UsageError) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.path("Fixtures/specs"), withIntermediateDirectories: true)
    try folder.copyFixture("specs/card.json", to: "Fixtures/specs/card.json")
    let run = try pinframe(usage.arguments, in: folder.url)
    #expect(run.status == 2)
    #expect(run.stderr == usage.stderr)
    #expect(run.stdout.isEmpty)
    #expect(folder.files() == ["Fixtures/specs/card.json"])
  }
}
