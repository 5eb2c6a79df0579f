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
    #expect(folder.files().count == 67 + 2 + 1)  // and frames/.pinframe-frames, the list
    #expect(folder.exists("frames/.pinframe-frames"))
    // 67 frames in rows of 10: 7 rows of 200-px frames over 8-unit labels, 1-px lines.
    let strip = try Bitmap(pngData: Data(contentsOf: folder.path("strip.png")))
    #expect(strip.height == 7 * (200 + 28) + 6)
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

  /// A tiny spec whose animation lasts `seconds`: 60 × seconds + 1 frames at 60 fps.
  private static func tinyAnimation(seconds: Int) -> String {
    """
    {"canvas": {"width": 12, "height": 12},
     "views": [{"id": "box", "color": "red", "pin": "top().left().size(4)"}],
     "animation": {"steps": [{"duration": \(seconds), "curve": "linear",
                              "changes": {"box": {"pin": "bottom().right().size(4)"}}}]}}
    """
  }

  @Test(
    "--frames numbers with as many digits as the count has and leaves exactly this run's frames")
  func frameNamesAndCleanup() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(Self.tinyAnimation(seconds: 17), to: "tiny.json")
    try folder.write("mine", to: "frames/notes.txt")
    try folder.write("mine", to: "frames/frame_x.png")
    let short = try pinframe(
      ["animate", "tiny.json", "-o", "tiny.apng", "--frames", "frames", "--fps", "10"],
      in: folder.url)
    #expect(short.status == 0)
    #expect(short.stdout.hasPrefix("frames/frame_000.png … frame_170.png (171 frames)\n"))

    let long = try pinframe(
      ["animate", "tiny.json", "-o", "tiny.apng", "--frames", "frames"], in: folder.url)
    #expect(long.status == 0)
    #expect(long.stdout.hasPrefix("frames/frame_0000.png … frame_1020.png (1021 frames)\n"))
    let frames = folder.files().filter { $0.hasPrefix("frames/") }
    #expect(frames.count == 1021 + 2 + 1)  // and the list of frames written
    #expect(frames.contains("frames/notes.txt") && frames.contains("frames/frame_x.png"))
    #expect(!frames.contains("frames/frame_000.png"))

    let again = try pinframe(
      ["animate", "tiny.json", "-o", "tiny.apng", "--frames", "frames", "--fps", "10", "-v"],
      in: folder.url)
    #expect(again.status == 0)
    #expect(again.stdout.contains("removed frames/frame_1020.png\n"))
    #expect(folder.files().filter { $0.hasPrefix("frames/") }.count == 171 + 2 + 1)
  }

  @Test("filmstrips wrap into rows; --filmstrip-columns, --filmstrip-scale, --filmstrip-every")
  func filmstripOptions() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dock = fixtureURL("specs/dock.json").path
    let run = try pinframe(
      [
        "animate", dock, "-o", "dock.apng", "--filmstrip", "strip.png", "--filmstrip-columns",
        "3", "--filmstrip-scale", "0.5", "--filmstrip-every", "20",
      ], in: folder.url)
    #expect(run.status == 0)
    // Frames 0, 20, 40, 60 and the last, 66: two rows of three 390×300 slots over 42-px labels.
    let strip = try Bitmap(pngData: Data(contentsOf: folder.path("strip.png")))
    #expect(strip.width == 3 * 390 + 2)
    #expect(strip.height == 2 * (300 + 42) + 1)

    try folder.write(Self.tinyAnimation(seconds: 16), to: "long.json")
    let long = try pinframe(
      ["animate", "long.json", "-o", "long.apng", "--filmstrip", "long.png"], in: folder.url)
    #expect(long.status == 0)
    #expect(long.stdout.hasSuffix("961 frames at 60 fps\n"))
    // 961 frames: every 10th and the last, 97 frames in 10 rows of at most 10.
    let longStrip = try Bitmap(pngData: Data(contentsOf: folder.path("long.png")))
    #expect(longStrip.width == 10 * 12 + 9)
    #expect(longStrip.height == 10 * (12 + 14) + 9)
  }

  @Test("bad filmstrip options are usage errors")
  func badFilmstripOptions() throws {
    let dock = fixtureURL("specs/dock.json").path
    for (option, value, message) in [
      (
        "--filmstrip-columns", "0",
        "--filmstrip-columns expects a whole number from 1 to 1000, got '0'"
      ),
      ("--filmstrip-scale", "2", "--filmstrip-scale expects a number from 0.01 to 1, got '2'"),
      (
        "--filmstrip-every", "x",
        "--filmstrip-every expects a whole number from 1 to 28801, got 'x'"
      ),
    ] {
      let run = try pinframe(["animate", dock, "-o", "/tmp/never.apng", option, value])
      #expect(run.status == 2)
      #expect(run.stderr.hasPrefix("pinframe animate: \(message)"), "\(run.stderr)")
    }
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
    while process.isRunning, !folder.exists("frames/frame_0003.png") { usleep(20_000) }
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

  @Test("Ctrl-C (SIGINT) on a terminal ends the progress line, exits 130 and keeps outputs whole")
  func controlC() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(Self.longAnimation, to: "long.json")
    try folder.write("previous", to: "out/long.apng")
    let terminal = try PseudoTerminal()
    let process = Process()
    process.executableURL = pinframeExecutable
    process.arguments = [
      "animate", "long.json", "-o", "out/long.apng", "--frames", "frames", "-j", "1",
    ]
    process.currentDirectoryURL = folder.url
    process.environment = cleanEnvironment(["COLUMNS": "60"])
    process.standardOutput = FileHandle.nullDevice
    process.standardError = terminal.follower
    try process.run()
    try terminal.closeFollower()
    // Signal once frames are being written and the bar is on the terminal's last line.
    let deadline = Date(timeIntervalSinceNow: 120)
    while process.isRunning, Date() < deadline,
      !folder.exists("frames/frame_0003.png") || !terminal.text.contains("/7201 frames")
    {
      usleep(20_000)
    }
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 128 + SIGINT)
    let text = try #require(terminal.allText(waiting: 30))
    // The last thing written is the bar, then the newline that ends its line.
    let lastBar = try #require(text.components(separatedBy: "\r\u{1B}[2K").last)
    #expect(lastBar.hasPrefix("long.json: "))
    #expect(lastBar.contains("/7201 frames"))
    #expect(lastBar.hasSuffix("\r\n"))
    #expect(lastBar.filter { $0 == "\n" || $0 == "\r\n" }.count == 1)
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
