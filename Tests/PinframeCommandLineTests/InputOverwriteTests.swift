import Foundation
import PinframeTestSupport
import Testing

/// A command never writes over, or deletes, a file it reads: references, expected-error files,
/// specs and the images and catalogs specs draw (hostile round 3, the data-loss bugs).
@Suite("Outputs never replace inputs")
struct InputOverwriteTests {
  /// A folder with `specs/a.json`, a still spec that draws `photo.png`, its recorded reference,
  /// and `anim.json`, an animated spec drawing `frames/frame_999.png`.
  private func project() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let photo = try Data(contentsOf: fixtureURL("specs/media/photo@2x.png"))
    for place in ["photo.png", "specs/photo.png", "frames/frame_999.png", "frames/frame_001.png"] {
      try folder.write("", to: place)
      try photo.write(to: folder.path(place))
    }
    try FileManager.default.copyItem(
      at: fixtureURL("specs/media/Icons.xcassets"), to: folder.path("Icons.xcassets"))
    try folder.write(Self.spec(image: "photo.png"), to: "card.json")
    try folder.write(Self.spec(image: "photo.png"), to: "specs/a.json")
    try folder.write(Self.spec(image: "Icons.xcassets/pin.imageset/pin@1x.png"), to: "catalog.json")
    try folder.write(Self.spec(image: "pin"), to: "named.json")
    try folder.write(Self.spec(image: "frames/frame_999.png", animated: true), to: "anim.json")
    try folder.write(Self.spec(image: "frames/frame_001.png", animated: true), to: "early.json")
    _ = try pinframe(["test", "specs", "--record", "all"], in: folder.url)
    #expect(folder.exists("Snapshots/a/spec.image.png"))
    return folder
  }

  private static func spec(image: String, animated: Bool = false) -> String {
    let animation =
      animated
      ? #", "animation": { "fps": 10, "steps": [ { "duration": 0.2, "changes": { "p": { "alpha": 0 } } } ] }"#
      : ""
    return """
      { "canvas": { "width": 40, "height": 40, "scale": 1 },
        "views": [ { "id": "p", "type": "image", "image": "\(image)", "frame": [0, 0, 40, 40] } ]\(animation) }
      """
  }

  private func contents(_ folder: TemporaryFolder) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in folder.files() where !name.hasPrefix(".build") {
      files[name] = try Data(contentsOf: folder.path(name))
    }
    return files
  }

  @Test(
    "an output that is a reference, an expected file or an image a spec reads is refused; nothing changes",
    arguments: [
      (
        ["test", "specs", "--junit", "Snapshots/a/spec.image.png"],
        "pinframe test: --junit Snapshots/a/spec.image.png: the file must end in .xml"
      ),
      (
        ["test", "specs", "--junit", "specs/a.expected.txt"],
        "pinframe test: --junit specs/a.expected.txt: the file must end in .xml"
      ),
      (
        ["test", "specs", "--junit", "Snapshots/a/junit.xml"],
        "pinframe test: --junit Snapshots/a/junit.xml is inside the references folder Snapshots: choose a file outside it"
      ),
      (
        ["render", "card.json", "-o", "photo.png"],
        "pinframe render: --output photo.png is the image photo.png that the spec card.json draws: writing it would destroy the input; choose another file"
      ),
      (
        ["render", "catalog.json", "-o", "Icons.xcassets/pin.imageset/pin@1x.png"],
        "pinframe render: --output Icons.xcassets/pin.imageset/pin@1x.png is the image Icons.xcassets/pin.imageset/pin@1x.png that the spec catalog.json draws: writing it would destroy the input; choose another file"
      ),
      (
        ["render", "named.json", "-o", "Icons.xcassets/new.png"],
        "pinframe render: --output Icons.xcassets/new.png is inside the asset catalog Icons.xcassets that the spec named.json reads: choose a place outside it"
      ),
      (
        ["animate", "anim.json", "-o", "frames/frame_999.png"],
        "pinframe animate: --output frames/frame_999.png is the image frames/frame_999.png that the spec anim.json draws: writing it would destroy the input; choose another file"
      ),
      (
        ["animate", "anim.json", "-o", "x.apng", "--filmstrip", "frames/frame_999.png"],
        "pinframe animate: --filmstrip frames/frame_999.png is the image frames/frame_999.png that the spec anim.json draws: writing it would destroy the input; choose another file"
      ),
      (
        ["animate", "early.json", "-o", "x.apng", "--frames", "frames"],
        "pinframe animate: frame file frame_001.png of --frames frames is the image frames/frame_001.png that the spec early.json draws: writing it would destroy the input; choose another file"
      ),
    ])
  func refused(arguments: [String], message: String) throws {
    let folder = try project()
    defer { folder.remove() }
    let before = try contents(folder)
    let run = try pinframe(arguments, in: folder.url)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix(message + "\n"))
    #expect(try contents(folder) == before)
  }

  @Test("a spec whose image is inside the references folder is an error; recording keeps the image")
  func imageInsideReferences() throws {
    let folder = try project()
    defer { folder.remove() }
    try folder.write(Self.spec(image: "Snapshots/a/spec.image.png"), to: "b.json")
    let reference = try Data(contentsOf: folder.path("Snapshots/a/spec.image.png"))
    let run = try pinframe(["test", "b.json", "--record", "all"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.stderr.contains(
        "b.json: the image Snapshots/a/spec.image.png is inside the references folder, which pinframe test writes: keep the spec's images elsewhere"
      ))
    #expect(try Data(contentsOf: folder.path("Snapshots/a/spec.image.png")) == reference)
  }

  @Test("--frames keeps an image the spec draws from that folder, named like a frame")
  func framesKeepInputs() throws {
    let folder = try project()
    defer { folder.remove() }
    let image = try Data(contentsOf: folder.path("frames/frame_999.png"))
    let run = try pinframe(
      ["animate", "anim.json", "-o", "x.apng", "--frames", "frames"], in: folder.url)
    #expect(run.status == 0)
    #expect(try Data(contentsOf: folder.path("frames/frame_999.png")) == image)
    #expect(folder.exists("frames/frame_000.png") && folder.exists("frames/frame_002.png"))
  }

  @Test(
    "a shorter run removes only the frames the earlier run listed and nobody changed since")
  func framesRemovedOnlyWhenListed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/dock.json", to: "dock.json")
    try folder.write("mine", to: "frames/frame_900.png")
    #expect(
      try pinframe(["animate", "dock.json", "-o", "x.apng", "--frames", "frames"], in: folder.url)
        .status == 0)
    let long = folder.files().filter { $0.hasPrefix("frames/frame_") }
    #expect(long.count == 68)  // 67 frames at 60 fps and the user's own frame_900.png
    try folder.write("changed by hand", to: "frames/frame_050.png")
    let short = try pinframe(
      ["animate", "dock.json", "-o", "x.apng", "--frames", "frames", "--fps", "10"], in: folder.url)
    #expect(short.status == 0)
    let kept = folder.files().filter { $0.hasPrefix("frames/frame_") }
    #expect(
      kept == (0...11).map { String(format: "frames/frame_%03d.png", $0) }
        + ["frames/frame_050.png", "frames/frame_900.png"])
  }

  @Test("a folder of frames without Pinframe's list loses nothing")
  func framesWithoutListKept() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.copyFixture("specs/dock.json", to: "dock.json")
    for index in 0..<80 {
      try folder.write("old", to: String(format: "frames/frame_%03d.png", index))
    }
    let run = try pinframe(
      ["animate", "dock.json", "-o", "x.apng", "--frames", "frames", "--fps", "10"], in: folder.url)
    #expect(run.status == 0)
    #expect(folder.files().filter { $0.hasPrefix("frames/frame_") }.count == 80)
  }
}
