import Foundation
import PinframeTestSupport
import Testing

/// Work that every other limit allows but would run for hours is refused before anything is
/// drawn, with an error naming the work limit and how to raise it.
@Suite("The work limit")
struct WorkLimitTests {
  /// A spec of an 8190 × 8190 px canvas (2730 pt at scale 3) with `views` translucent,
  /// rounded views of 1365 pt, and optionally an animation of 120 s at 240 fps.
  private func largeSpec(views: Int, animated: Bool) -> String {
    let items = (0..<views).map { index in
      ##"{"id": "v\##(index)", "color": "#0000ff22", "cornerRadius": 40, "frame": [\##(index % 100), 0, 1365, 1365]}"##
    }
    let animation =
      animated
      ? #", "animation": {"fps": 240, "steps": [{"duration": 60, "changes": {"v0": {"alpha": 0.5}}}, {"duration": 60, "changes": {"v0": {"alpha": 1}}}]}"#
      : ""
    return #"{"canvas": {"width": 2730, "height": 2730, "scale": 3}, "views": ["#
      + items.joined(separator: ", ") + "]" + animation + "}"
  }

  @Test("render of 10,000 translucent rounded views on an 8190² canvas is refused at once")
  func manyLargeViews() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(largeSpec(views: 10_000, animated: false), to: "large.json")
    let run = try pinframe(["render", "large.json", "-o", "large.png"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "pinframe render: the spec large.json would composite about 168 billion pixels, over the work limit of 100 billion (it would take a long time): draw less (a smaller canvas or scale, fewer or smaller views, fewer frames) or raise the limit with --work-limit 168\n"
    )
    #expect(!folder.exists("large.png"))
  }

  @Test("animate of 120 s at 240 fps on an 8190² canvas is refused before the first frame")
  func longLargeAnimation() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(largeSpec(views: 1, animated: true), to: "long.json")
    let run = try pinframe(
      ["animate", "long.json", "-o", "long.apng", "--frames", "f"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "pinframe animate: the animation of long.json (28801 frames) would composite about 4347 billion pixels, over the work limit of 100 billion (it would take a long time): draw less (a smaller canvas or scale, fewer or smaller views, fewer frames) or raise the limit with --work-limit 4347\n"
    )
    #expect(folder.files() == ["long.json"])
  }

  @Test("--work-limit lowers or raises the limit, for render and for each spec of test")
  func option() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/card.json", to: "specs/card.json")
    let low = try pinframe(
      ["render", "specs/card.json", "-o", "card.png", "--work-limit", "0.001"], in: folder.url)
    #expect(low.status == 2)
    #expect(
      low.stderr.hasPrefix(
        "pinframe render: the spec specs/card.json would composite about 0.0 billion pixels, over the work limit of 0.0 billion"
      ))
    let test = try pinframe(["test", "specs", "--work-limit", "0.001"], in: folder.url)
    #expect(test.status == 2)
    #expect(test.stdout.hasPrefix("ERR  specs/card.json\n"))
    #expect(test.stderr.contains("--work-limit 1\n"))
    let high = try pinframe(
      ["render", "specs/card.json", "-o", "card.png", "--work-limit", "1"], in: folder.url)
    #expect(high.status == 0)
    let bad = try pinframe(
      ["render", "specs/card.json", "-o", "x.png", "--work-limit", "0"], in: folder.url)
    #expect(
      bad.stderr
        == "pinframe render: --work-limit expects a number from 0.001 to 1000000000, got '0'\nRun 'pinframe render --help' for usage.\n"
    )
  }
}

/// Layout passes count against the work limit before an animation runs.
@Suite("Layout work")
struct LayoutWorkTests {
  /// 2 steps of 50 keyframes, each moving every one of 100 views: 10,000 chain runs.
  static func keyframeSpec() -> String {
    let views = (0..<100).map { #"{"id": "v\#($0)", "color": "red", "frame": [0, 0, 5, 5]}"# }
    let moves = (0..<100).map { #""v\#($0)": {"frame": [1, 1, 5, 5]}"# }.joined(separator: ",")
    let keyframes = (0..<50).map {
      #"{"start": \#(Double($0) / 50), "duration": 0.02, "changes": {\#(moves)}}"#
    }
    let step =
      #"{"duration": 0.5, "changes": {}, "keyframes": [\#(keyframes.joined(separator: ","))]}"#
    return #"""
      {"canvas": {"width": 20, "height": 20, "scale": 1}, "views": [\#(views.joined(separator: ","))],
       "animation": {"fps": 10, "steps": [\#(step), \#(step)]}}
      """#
  }

  @Test("animate and test refuse an animation whose chain runs are over the limit, at once")
  func refusedBeforeRunning() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(Self.keyframeSpec(), to: "keys.json")
    for arguments in [
      ["animate", "keys.json", "-o", "k.apng", "--work-limit", "0.001"],
      ["test", "keys.json", "--work-limit", "0.001"],
    ] {
      let run = try pinframe(arguments, in: folder.url)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stderr.contains("10000 chain runs)"), "\(run.stderr)")
      #expect(run.stderr.contains("--work-limit 1"))
    }
    #expect(!folder.exists("k.apng"))
  }
}
