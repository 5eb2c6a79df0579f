import Foundation
import Pinframe
import PinframeTestSupport
import Testing

@Suite("pinframe animate")
struct AnimateCommandTests {
  @Test("writes the animated PNG, the frames and the filmstrip, and says what it wrote")
  func animate() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try pinframe(
      [
        "animate", fixtureURL("specs/dock.json").path, "-o", "out/dock.apng", "--frames",
        "frames", "--filmstrip", "strip.png",
      ], in: folder.url)
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        frames/frame_000.png … frame_066.png (67 frames)
        strip.png
        out/dock.apng
        67 frames at 60 fps

        """)
    #expect(run.stderr.hasSuffix("dock.json: 67/67 frames\n"))
    var reader = try APNGReader(data: Data(contentsOf: folder.path("out/dock.apng")))
    #expect(reader.frameCount == 67)
    var index = 0
    while let frame = try reader.nextFrame() {
      if index == 9 {
        #expect(frame.bitmap[239, 10] == RGBA8(red: 255, green: 255, blue: 255))
        #expect(frame.bitmap[240, 10] == RGBA8(red: 0, green: 122, blue: 255))
        let png = try Bitmap(pngData: Data(contentsOf: folder.path("frames/frame_009.png")))
        #expect(png == frame.bitmap)
      }
      index += 1
    }
    #expect(folder.files().count == 67 + 2)
    let strip = try Bitmap(pngData: Data(contentsOf: folder.path("strip.png")))
    #expect(strip.height == 200 + 28)
  }

  @Test("--fps samples at another rate; --quiet prints nothing")
  func fps() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try pinframe(
      ["animate", fixtureURL("specs/dock.json").path, "-o", "dock.apng", "--fps", "10", "-q"],
      in: folder.url)
    #expect(run.status == 0)
    #expect(run.stdout.isEmpty && run.stderr.isEmpty)
    let reader = try APNGReader(data: Data(contentsOf: folder.path("dock.apng")))
    #expect(reader.frameCount == 12)
  }

  @Test("a spec without an animation is an error, and nothing is written")
  func noAnimation() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try pinframe(
      ["animate", fixtureURL("specs/card.json").path, "-o", "card.apng"], in: folder.url)
    #expect(run.status == 2)
    #expect(
      run.stderr.hasSuffix("card.json: the spec has no animation; use pinframe render\n"))
    #expect(folder.files().isEmpty)
  }

  /// A spec whose animation runs for two minutes: 7,201 frames at 60 fps.
  private static let longAnimation = """
    {"canvas": {"width": 600, "height": 600, "background": "white"},
     "views": [{"id": "box", "color": "systemBlue", "pin": "top().left().size(100)"}],
     "animation": {"steps": [{"duration": 60, "curve": "linear",
                              "changes": {"box": {"pin": "bottom().right().size(100)"}}},
                             {"duration": 60, "curve": "linear",
                              "changes": {"box": {"pin": "top().left().size(100)"}}}]}}
    """

  /// Starts a long animation, waits until it has written frames, and stops it with `signal`.
  private func interruptedRun(in folder: TemporaryFolder, signal: Int32) throws -> Process {
    try folder.write(Self.longAnimation, to: "long.json")
    try folder.write("previous", to: "out/long.apng")
    let process = try startPinframe(
      ["animate", "long.json", "-o", "out/long.apng", "--frames", "frames", "-j", "1"],
      in: folder.url, outputs: folder.path("logs"))
    while process.isRunning, !folder.exists("frames/frame_003.png") { usleep(20_000) }
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return process
  }

  @Test("an interrupted run (SIGTERM) removes its temporary files and keeps the old output")
  func interrupted() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let process = try interruptedRun(in: folder, signal: SIGTERM)
    #expect(process.terminationStatus == 128 + SIGTERM)
    #expect(try String(contentsOf: folder.path("out/long.apng"), encoding: .utf8) == "previous")
    #expect(!folder.files().contains { $0.hasSuffix(".pinframe-tmp") })
    for frame in folder.files().filter({ $0.hasPrefix("frames/") }) {
      #expect((try? Bitmap(pngData: Data(contentsOf: folder.path(frame)))) != nil, "\(frame)")
    }
  }

  @Test("a killed run (SIGKILL) leaves no partial output; the next run removes its leftovers")
  func killed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let process = try interruptedRun(in: folder, signal: SIGKILL)
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(try String(contentsOf: folder.path("out/long.apng"), encoding: .utf8) == "previous")
    for frame in folder.files().filter({ $0.hasPrefix("frames/") && $0.hasSuffix(".png") }) {
      #expect((try? Bitmap(pngData: Data(contentsOf: folder.path(frame)))) != nil, "\(frame)")
    }
    let next = try pinframe(
      ["animate", fixtureURL("specs/dock.json").path, "-o", "out/long.apng", "--frames", "frames"],
      in: folder.url)
    #expect(next.status == 0)
    #expect(!folder.files().contains { $0.hasSuffix(".pinframe-tmp") })
  }
}
