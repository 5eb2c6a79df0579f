import Foundation
import Pinframe
import PinframeTestSupport
import Testing

@Suite("pinframe test")
struct TestCommandTests {
  /// A folder with `specs/card.json` and `specs/edges.json` copied from the fixtures.
  private func project(_ names: [String] = ["card", "edges"]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for name in names { try folder.copyFixture("specs/\(name).json", to: "specs/\(name).json") }
    return folder
  }

  /// The lines of the output without the summary's duration.
  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map { line in
      guard let range = line.range(of: ") in ") else { return String(line) }
      return String(line[..<range.upperBound]) + "…"
    }
  }

  @Test("missing references are recorded (status 1), then the same specs pass (status 0)")
  func recordThenPass() throws {
    let folder = try project()
    defer { folder.remove() }
    let first = try pinframe(["test", "specs"], in: folder.url)
    #expect(first.status == 1)
    #expect(
      lines(first.stdout) == [
        "REC  specs/card.json", "     recorded Snapshots/card/spec.image.png",
        "REC  specs/edges.json", "     recorded Snapshots/edges/spec.animation.png",
        "0 passed, 2 recorded (2 specs) in …",
        "Report: .build/snapshot-artifacts/report/index.html",
      ])
    #expect(folder.exists("Snapshots/card/spec.image.png"))
    let second = try pinframe(["test", "specs"], in: folder.url)
    #expect(second.status == 0)
    #expect(
      lines(second.stdout) == [
        "PASS specs/card.json", "PASS specs/edges.json", "2 passed (2 specs) in …",
      ])
    #expect(second.stderr.isEmpty)
  }

  @Test("on CI nothing is recorded: a missing reference fails")
  func ciNeverRecords() throws {
    let folder = try project(["card"])
    defer { folder.remove() }
    let run = try pinframe(["test", "specs"], in: folder.url, environment: ["CI": "true"])
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("FAIL specs/card.json\n     No reference was found on disk at "))
    #expect(!folder.exists("Snapshots"))
  }

  @Test("a changed spec fails with artifacts, the report and JUnit; --record failed re-records")
  func changedSpec() throws {
    let folder = try project(["card"])
    defer { folder.remove() }
    _ = try pinframe(["test", "specs"], in: folder.url)
    let spec = try String(contentsOf: folder.path("specs/card.json"), encoding: .utf8)
    try folder.write(
      spec.replacingOccurrences(of: "\"color\": \"white\"", with: "\"color\": \"yellow\""),
      to: "specs/card.json")
    let failed = try pinframe(
      ["test", "specs", "--junit", "results.xml"], in: folder.url)
    #expect(failed.status == 1)
    #expect(
      failed.stdout.hasPrefix("FAIL specs/card.json\n     Snapshot does not match reference."))
    #expect(failed.stdout.contains("\nReport: .build/snapshot-artifacts/report/index.html\n"))
    for file in ["actual.png", "expected.png", "diff.png"] {
      #expect(folder.exists(".build/snapshot-artifacts/card/spec.image/\(file)"), "\(file)")
    }
    #expect(folder.exists(".build/snapshot-artifacts/report/index.html"))
    let junit = try String(contentsOf: folder.path("results.xml"), encoding: .utf8)
    #expect(junit.contains("<testcase classname=\"specs/\" name=\"card.json\""))
    #expect(junit.contains("<failure message=\"Changed: Snapshot does not match reference.\""))
    let rerecord = try pinframe(["test", "specs", "--record", "failed"], in: folder.url)
    #expect(rerecord.status == 1)
    #expect(rerecord.stdout.hasPrefix("REC  specs/card.json\n"))
    #expect(try pinframe(["test", "specs"], in: folder.url).status == 0)
  }

  @Test("an animated spec is checked frame by frame against its APNG reference")
  func animatedSpec() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let spec = """
      {"canvas": {"width": 40, "height": 20},
       "views": [{"id": "box", "color": "red", "pin": "top().left().size(10)"}],
       "animation": {"fps": 10, "steps": [
         {"duration": 0.3, "curve": "linear", "pause": 0.2,
          "changes": {"box": {"pin": "top().right().size(10)"}}},
         {"duration": 0.3, "curve": "linear", "changes": {"box": {"pin": "top().left().size(10)"}}}]}}
      """
    try folder.write(spec, to: "specs/box.json")
    _ = try pinframe(["test", "specs"], in: folder.url)
    #expect(try apngFrameCount(folder.path("Snapshots/box/spec.animation.png")) == 9)
    try folder.write(
      spec.replacingOccurrences(of: "\"pause\": 0.2", with: "\"pause\": 0.1"),
      to: "specs/box.json")
    let shorter = try pinframe(["test", "specs"], in: folder.url)
    #expect(shorter.status == 1)
    #expect(
      lines(shorter.stdout).prefix(5) == [
        "FAIL specs/box.json", "     Snapshot does not match reference.", "     ",
        "     Frame count changed: reference 9 frames, actual 8 frames.",
        "     3 frame(s) differ (5, 6, 7): 600 of 6400 pixels (9.38 %), largest distance 0.8191, within (x: 0, y: 0, width: 40, height: 10) px.",
      ])
    let artifacts = ".build/snapshot-artifacts/box/spec.animation/"
    #expect(folder.exists(artifacts + "frames/005-diff.png"))
    #expect(folder.exists(artifacts + "frames/008-expected.png"))
    #expect(!folder.exists(artifacts + "frames/008-actual.png"))
    #expect(folder.exists(artifacts + "filmstrip.png"))
    #expect(folder.exists(artifacts + "actual.png"))
    let absolute = folder.path(artifacts).standardizedFileURL.path
    #expect(
      shorter.stdout.contains(
        "     Artifacts:\n       \(absolute)/expected.png\n       \(absolute)/actual.png\n       \(absolute)/filmstrip.png\n       \(absolute)/frames/ (25 files: NNN-expected.png, NNN-actual.png and NNN-diff.png for each of 9 frames)\n"
      ))
  }

  @Test("a failure names the views that moved or resized, from the view tree in the reference")
  func viewChanges() throws {
    let folder = try project(["card"])
    defer { folder.remove() }
    _ = try pinframe(["test", "specs"], in: folder.url)
    let spec = try String(contentsOf: folder.path("specs/card.json"), encoding: .utf8)
    try folder.write(
      spec.replacingOccurrences(of: "top(16).left(16).size(72)", with: "top(16).left(20).size(60)"),
      to: "specs/card.json")
    let run = try pinframe(["test", "specs"], in: folder.url)
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        """
             Views that changed:
               avatar moved and resized from (16, 16, 72, 72) to (20, 16, 60, 60)
               title moved and resized from (100, 16, 242, 20) to (92, 16, 250, 20)
               subtitle moved from (100, 44, 215, 14) to (92, 44, 215, 14)
               badge moved from (78, 6, 20, 20) to (70, 6, 20, 20)

        """))
  }

  @Test("SNAPSHOT_TESTING_RECORD sets the mode; a bad value is an error")
  func recordEnvironment() throws {
    let folder = try project(["card"])
    defer { folder.remove() }
    let never = try pinframe(
      ["test", "specs"], in: folder.url, environment: ["SNAPSHOT_TESTING_RECORD": "never"])
    #expect(never.status == 1)
    #expect(!folder.exists("Snapshots"))
    let bad = try pinframe(
      ["test", "specs"], in: folder.url, environment: ["SNAPSHOT_TESTING_RECORD": "often"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr
        == "pinframe test: SNAPSHOT_TESTING_RECORD=often is not a record mode; use all, missing, failed or never\n"
    )
  }

  @Test("shards split the sorted specs into parts that together are all of them")
  func shards() throws {
    let folder = try project(["card", "dock", "edges", "fallback"])
    defer { folder.remove() }
    _ = try pinframe(["test", "specs"], in: folder.url)
    let first = try pinframe(["test", "specs", "--shard", "1/3"], in: folder.url)
    let second = try pinframe(["test", "specs", "--shard", "2/3"], in: folder.url)
    let third = try pinframe(["test", "specs", "--shard", "3/3"], in: folder.url)
    #expect(
      lines(first.stdout) == ["PASS specs/card.json", "1 passed (1 spec, shard 1/3 of 4) in …"])
    #expect(
      lines(second.stdout) == [
        "PASS specs/dock.json", "1 passed (1 spec, shard 2/3 of 4) in …",
      ])
    #expect(
      lines(third.stdout) == [
        "PASS specs/edges.json", "PASS specs/fallback.json",
        "2 passed (2 specs, shard 3/3 of 4) in …",
      ])
  }

  @Test("specs with one file name in different folders get references that mirror their paths")
  func mirroredReferences() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "specs/a/card.json")
    try folder.copyFixture("specs/card.json", to: "specs/b/card.json")
    let run = try pinframe(["test", "specs"], in: folder.url)
    #expect(run.status == 1)
    #expect(
      lines(run.stdout).prefix(4) == [
        "REC  specs/a/card.json", "     recorded Snapshots/a/card/spec.image.png",
        "REC  specs/b/card.json", "     recorded Snapshots/b/card/spec.image.png",
      ])
    // Named alone, or from a folder inside specs/, a spec finds the same reference.
    let alone = try pinframe(["test", "specs/b/card.json"], in: folder.url)
    #expect(lines(alone.stdout) == ["PASS specs/b/card.json", "1 passed (1 spec) in …"])
    let inner = try pinframe(["test", "specs/a"], in: folder.url)
    #expect(lines(inner.stdout) == ["PASS specs/a/card.json", "1 passed (1 spec) in …"])
  }

  @Test("same-named specs of different spec roots get references under their roots' paths")
  func collidingRoots() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "a/specs/card.json")
    try folder.copyFixture("specs/card.json", to: "a/specs/solo.json")
    try folder.copyFixture("specs/card.json", to: "b/specs/card.json")
    let run = try pinframe(["test", "a/specs", "b/specs"], in: folder.url)
    #expect(run.status == 1)
    #expect(
      lines(run.stdout).prefix(6) == [
        "REC  a/specs/card.json", "     recorded Snapshots/a/specs/card/spec.image.png",
        "REC  a/specs/solo.json", "     recorded Snapshots/solo/spec.image.png",
        "REC  b/specs/card.json", "     recorded Snapshots/b/specs/card/spec.image.png",
      ])
    #expect(run.stderr.isEmpty)
    // Named one by one, or found from the folder above both roots, they find the same ones.
    let named = try pinframe(["test", "b/specs/card.json", "a/specs/card.json"], in: folder.url)
    #expect(
      lines(named.stdout) == [
        "PASS a/specs/card.json", "PASS b/specs/card.json", "2 passed (2 specs) in …",
      ])
    let all = try pinframe(["test"], in: folder.url)
    #expect(all.status == 0)
    // One root alone has no collision: its references are named as always.
    let alone = try pinframe(["test", "b/specs", "--record", "never"], in: folder.url)
    #expect(alone.status == 1)
    #expect(
      alone.stdout.hasPrefix(
        "FAIL b/specs/card.json\n     No reference was found on disk at "))
    #expect(alone.stdout.contains("Snapshots/card/spec.image.png"))
  }

  @Test("a spec in no specs folder that shares a name with one in specs/ is still refused")
  func sharedReferenceWithoutRoot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "specs/card.json")
    try folder.copyFixture("specs/card.json", to: "card.pinframe.json")
    let run = try pinframe(["test"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "pinframe test: card.pinframe.json and specs/card.json would share the references in Snapshots/card/: rename one of them\n"
    )
  }

  @Test("two specs that would still share a reference are refused before anything runs")
  func sharedReference() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "specs/card.json")
    try folder.copyFixture("specs/card.json", to: "specs/card.pinframe.json")
    let run = try pinframe(["test", "specs"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "pinframe test: specs/card.json and specs/card.pinframe.json would share the references in Snapshots/card/: rename one of them\n"
    )
    #expect(folder.files() == ["specs/card.json", "specs/card.pinframe.json"])
  }

  @Test(
    "with no argument only specs are tested: *.pinframe.json and JSON in specs/ (not in asset catalogs); --verbose lists the rest"
  )
  func discovery() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "specs/card.json")
    try folder.copyFixture("specs/card.json", to: "ui/login.pinframe.json")
    try folder.write(#"{"name": "app", "version": "1.0.0"}"#, to: "package.json")
    try folder.write(#"{"canvas": 1}"#, to: "fixtures/other-tool.json")
    try folder.write(#"{"info": {"version": 1}}"#, to: "specs/Assets.xcassets/Contents.json")
    let run = try pinframe(["test", "--verbose"], in: folder.url)
    #expect(run.status == 1)
    let output = lines(run.stdout)
    #expect(
      output.prefix(2) == [
        "skipped fixtures/other-tool.json: not a spec (not named *.pinframe.json and not in a specs/ folder)",
        "skipped package.json: not a spec (not named *.pinframe.json and not in a specs/ folder)",
      ])
    #expect(output.contains("     recorded Snapshots/card/spec.image.png"))
    #expect(output.contains("     recorded Snapshots/ui/login/spec.image.png"))
    let quiet = try pinframe(["test"], in: folder.url)
    #expect(
      lines(quiet.stdout) == [
        "PASS specs/card.json", "PASS ui/login.pinframe.json", "2 passed (2 specs) in …",
      ])
  }

  @Test("a spec next to .expected.txt passes when it fails with exactly that message")
  func expectedErrors() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/invalid/unknown-key.json", to: "specs/unknown-key.json")
    let expected = try String(
      contentsOf: fixtureURL("specs/invalid/unknown-key.expected.txt"), encoding: .utf8)
    try folder.write(expected, to: "specs/unknown-key.expected.txt")
    let run = try pinframe(["test", "specs"], in: folder.url)
    #expect(lines(run.stdout) == ["PASS specs/unknown-key.json", "1 passed (1 spec) in …"])
    try folder.write("something else\n", to: "specs/unknown-key.expected.txt")
    let wrong = try pinframe(["test", "specs"], in: folder.url)
    #expect(wrong.status == 1)
    #expect(
      wrong.stdout.hasPrefix(
        "FAIL specs/unknown-key.json\n     expected the error in unknown-key.expected.txt:\n     something else\n     got:\n"
      ))
  }

  @Test("a spec that cannot be read is an error (status 2); the others are still checked")
  func brokenSpec() throws {
    let folder = try project(["card"])
    defer { folder.remove() }
    try folder.write("{", to: "specs/broken.json")
    let run = try pinframe(["test", "specs"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      lines(run.stdout) == [
        "ERR  specs/broken.json", "REC  specs/card.json",
        "     recorded Snapshots/card/spec.image.png",
        "0 passed, 1 recorded, 1 error (2 specs) in …",
        "Report: .build/snapshot-artifacts/report/index.html",
      ])
    #expect(run.stderr.hasPrefix("     specs/broken.json:$: line 1, column 2: "))
  }

  @Test("orphans: listed after a run, pruned after a complete passing one, refused after a shard")
  func orphans() throws {
    let folder = try project()
    defer { folder.remove() }
    _ = try pinframe(["test", "specs"], in: folder.url)
    try folder.write("assertion reference", to: "Snapshots/CardTests/testCard.1.png")
    try FileManager.default.removeItem(at: folder.path("specs/edges.json"))
    let list = try pinframe(["test", "specs", "--list-orphans"], in: folder.url)
    #expect(list.status == 0)
    #expect(
      lines(list.stdout) == [
        "PASS specs/card.json", "1 passed (1 spec) in …",
        "orphaned: Snapshots/edges/spec.animation.png", "1 reference orphaned",
      ])
    let refused = try pinframe(
      ["test", "specs", "--shard", "1/1", "--prune-orphans"], in: folder.url)
    #expect(refused.status == 2)
    #expect(refused.stderr.hasPrefix("pinframe test: refusing to prune: run pinframe-test-"))
    #expect(folder.exists("Snapshots/edges/spec.animation.png"))
    let pruned = try pinframe(["test", "specs", "--prune-orphans"], in: folder.url)
    #expect(pruned.status == 0)
    #expect(
      pruned.stdout.hasSuffix(
        "deleted: Snapshots/edges/spec.animation.png\n1 reference deleted\n"))
    #expect(!folder.exists("Snapshots/edges/spec.animation.png"))
    #expect(!folder.exists("Snapshots/edges"))
    #expect(folder.exists("Snapshots/CardTests/testCard.1.png"))
  }

  @Test("--prune-orphans removes the folders it empties, and nothing else")
  func pruneRemovesEmptiedFolders() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "specs/card.json")
    try folder.copyFixture("specs/card.json", to: "specs/old/deep/gone.json")
    try folder.copyFixture("specs/card.json", to: "specs/kept/gone.json")
    _ = try pinframe(["test", "specs"], in: folder.url)
    try folder.write("notes", to: "Snapshots/kept/notes.md")
    try FileManager.default.removeItem(at: folder.path("specs/old"))
    try FileManager.default.removeItem(at: folder.path("specs/kept"))
    let pruned = try pinframe(["test", "specs", "--prune-orphans"], in: folder.url)
    #expect(pruned.status == 0)
    #expect(
      lines(pruned.stdout).suffix(3) == [
        "deleted: Snapshots/kept/gone/spec.image.png",
        "deleted: Snapshots/old/deep/gone/spec.image.png", "2 references deleted",
      ])
    #expect(!folder.exists("Snapshots/old"))
    #expect(!folder.exists("Snapshots/kept/gone"))
    #expect(folder.exists("Snapshots/kept/notes.md"))
    #expect(folder.exists("Snapshots/card/spec.image.png"))
  }

  @Test("run manifests are kept for the last 5 runs only")
  func manifestsPruned() throws {
    let folder = try project(["card"])
    defer { folder.remove() }
    for _ in 0..<7 { _ = try pinframe(["test", "specs"], in: folder.url) }
    let runs = try FileManager.default.contentsOfDirectory(
      atPath: folder.path(".build/snapshot-artifacts/runs").path)
    #expect(runs.count == 5)
  }

  @Test("one worker or several, the output is in spec order")
  func jobs() throws {
    let folder = try project(["card", "dock", "edges", "fallback"])
    defer { folder.remove() }
    _ = try pinframe(["test", "specs"], in: folder.url)
    let one = try pinframe(["test", "specs", "--jobs", "1"], in: folder.url)
    let four = try pinframe(["test", "specs", "-j", "4"], in: folder.url)
    #expect(lines(one.stdout) == lines(four.stdout))
    #expect(one.status == 0)
  }
}

/// The number of frames of the animated PNG at `url`.
func apngFrameCount(_ url: URL) throws -> Int {
  try APNGReader(data: Data(contentsOf: url)).frameCount
}
