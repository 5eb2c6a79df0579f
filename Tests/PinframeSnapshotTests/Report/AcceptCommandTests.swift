import Foundation
import PinframeSnapshot
import Testing

@Suite("Accept commands")
struct AcceptCommandTests {
  @Test(
    "shell quoting wraps in single quotes and writes embedded quotes as '\\''",
    arguments: [
      ("plain", "'plain'"), ("with space", "'with space'"), ("it's", #"'it'\''s'"#),
      ("''", #"''\'''\'''"#), ("$HOME `x` \\ \"q\"", #"'$HOME `x` \ "q"'"#), ("", "''"),
      ("a\nb", "'a\nb'"),
    ])
  func quoting(text: String, quoted: String) {
    #expect(ShellQuoting.quote(text) == quoted)
  }

  @Test("a changed snapshot's command copies the actual artifact over the reference")
  func changedCommand() {
    let record = ReportFixtures.imageRecord(
      artifacts: URL(fileURLWithPath: "/work/my artifacts"),
      snapshots: URL(fileURLWithPath: "/repo/Tom's Snapshots"))
    let reference = #"'/repo/Tom'\''s Snapshots/CardTests/testCard.1.png'"#
    #expect(
      record.acceptCommand
        == "rm -f \(reference) && "
        + #"cp '/work/my artifacts/CardTests/testCard.1.actual.png' "# + reference)
  }

  @Test("a missing reference's command creates the reference folder first")
  func missingReferenceCommand() {
    var record = ReportFixtures.imageRecord()
    record.status = .missingReference
    #expect(
      record.acceptCommand
        == "mkdir -p '/repo/Snapshots/CardTests' && rm -f '/repo/Snapshots/CardTests/testCard.1.png' && "
        + "cp '/work/.build/snapshot-artifacts/CardTests/testCard.1.actual.png' "
        + "'/repo/Snapshots/CardTests/testCard.1.png'")
  }

  @Test("references the run already wrote, or records without an actual file, have no command")
  func noCommand() {
    var recorded = ReportFixtures.imageRecord()
    recorded.status = .recordedMissingReference
    #expect(recorded.acceptCommand == nil)
    recorded.status = .rerecorded
    #expect(recorded.acceptCommand == nil)
    var withoutActual = ReportFixtures.imageRecord()
    withoutActual.artifacts.actual = nil
    #expect(withoutActual.acceptCommand == nil)
    var refused = ReportFixtures.imageRecord()
    refused.acceptRefusal =
      "/repo/Snapshots/CardTests/testCard.1.png is a folder, not a reference file"
    #expect(refused.acceptCommand == nil)
  }
}
