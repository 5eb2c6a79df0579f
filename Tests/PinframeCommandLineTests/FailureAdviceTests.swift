import Foundation
import PinframeTestSupport
import Testing

/// What `pinframe test` tells a CLI user about a failure: CLI options, never Swift calls.
@Suite("Failure advice")
struct FailureAdviceTests {
  private static func spec(text: String) -> String {
    #"""
    {"canvas": {"width": 60, "height": 40, "scale": 1}, "views": [
      {"id": "t", "type": "label", "text": "\#(text)", "pin": "top(5).left(5).sizeToFit()"}]}
    """#
  }

  @Test("a failure names --record failed and the accept script, with no Swift advice")
  func failureNamesCommandLineOptions() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(Self.spec(text: "Ho"), to: "specs/a.json")
    _ = try pinframe(["test", "specs", "--record", "missing"], in: folder.url)
    try folder.write(Self.spec(text: "Ho ho"), to: "specs/a.json")
    let run = try pinframe(["test", "specs"], in: folder.url)
    #expect(run.status == 1)
    let script = folder.path(".build/snapshot-artifacts/report/accept.sh").path
    #expect(
      run.stdout.contains(
        "\n     To accept every failing spec, run pinframe test again with --record failed or sh \(script).\n"
      ), "\(run.stdout)")
    #expect(run.stdout.contains("Views that changed:\n       t: text 'Ho' → 'Ho ho'\n"))
    #expect(!run.stdout.contains("withSnapshotTesting"))
    #expect(!run.stdout.contains("diffTool"))
  }
}
