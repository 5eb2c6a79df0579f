import Foundation
import Pinframe
import Testing

@MainActor
@Suite("Writing recordings: frame PNGs, animated PNG, filmstrip")
struct RecordingWriterTests {
  private let red = RGBA8(red: 255, green: 0, blue: 0)
  private let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)

  private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "pinframe-recording-\(UUID().uuidString)")
  }

  private func record(into directory: URL, workers: Int) async throws -> RecordingResult {
    try await ViewRuntime.isolated {
      let scene = MovingSquareScene()
      var frames = try AnimationRecorder(view: scene.root, scale: 1).frames(after: scene.move)
      let outputs = RecordingOutputs(directory: directory, name: "move")
      return try await RecordingWriter(outputs: outputs, workerCount: workers).write(&frames)
    }
  }

  @Test("19 numbered PNGs, an APNG of the same 19 frames, and a labelled filmstrip")
  func allOutputs() async throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try await record(into: directory, workers: 2)
    #expect(result.frameCount == 19)
    #expect(
      result.files.map(\.lastPathComponent)
        == (0...18).map { "move_\(String(format: "%03d", $0)).png" }
        + ["move.apng", "move_filmstrip.png"])

    let frame9 = try Bitmap(pngData: Data(contentsOf: result.files[9]))
    #expect(frame9.width == 375)
    #expect(frame9[112, 10] == clear)
    #expect(frame9[113, 10] == red)
    #expect(frame9[262, 149] == red)
    #expect(frame9[263, 149] == clear)

    var reader = try APNGReader(data: Data(contentsOf: result.files[19]))
    #expect(reader.frameCount == 19)
    var index = 0
    while let frame = try reader.nextFrame() {
      let png = try Bitmap(pngData: Data(contentsOf: result.files[index]))
      #expect(frame.bitmap == png, "APNG frame \(index)")
      index += 1
    }

    // Two rows of 10 and 9 frames, 1-px grey lines between frames and rows.
    let strip = try Bitmap(pngData: Data(contentsOf: result.files[20]))
    #expect(strip.width == 10 * 375 + 9)
    #expect(strip.height == 2 * (200 + 28) + 1)
    #expect(strip[376 * 9 + 113, 10] == red)
    #expect(strip[376 * 9 + 100, 210] == Filmstrip.labelBackground.rgba8)
    #expect(strip[376 * 9 - 1, 10] == Filmstrip.separatorColor.rgba8)
    #expect(strip[10, 228] == Filmstrip.separatorColor.rgba8)
    let frame12 = try Bitmap(pngData: Data(contentsOf: result.files[12]))
    for (x, y) in [(0, 0), (150, 100), (374, 199)] {
      #expect(strip[376 * 2 + x, 229 + y] == frame12[x, y], "frame 12 at \(x), \(y)")
    }
    #expect(strip[376 * 9 + 100, 300] == clear)
  }

  @Test("one worker and two workers write the same pixels")
  func parallelMatchesSequential() async throws {
    let (one, two) = (temporaryDirectory(), temporaryDirectory())
    defer {
      try? FileManager.default.removeItem(at: one)
      try? FileManager.default.removeItem(at: two)
    }
    let sequential = try await record(into: one, workers: 1)
    let parallel = try await record(into: two, workers: 2)
    for (a, b) in zip(sequential.files, parallel.files) where a.pathExtension == "png" {
      #expect(try Bitmap(pngData: Data(contentsOf: a)) == Bitmap(pngData: Data(contentsOf: b)))
    }
  }

  @Test("the animated PNG and the filmstrip go where asked; progress comes in frame order")
  func ownLocations() async throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var delivered: [Int] = []
    let result = try await ViewRuntime.isolated {
      let scene = MovingSquareScene()
      var frames = try AnimationRecorder(view: scene.root, scale: 1).frames(after: scene.move)
      var outputs = RecordingOutputs(
        directory: directory.appendingPathComponent("frames"), name: "frame",
        filmstripScale: 0.25)
      outputs.animatedPNGFile = directory.appendingPathComponent("out/move.png")
      outputs.filmstripFile = directory.appendingPathComponent("strip.png")
      return try await RecordingWriter(outputs: outputs, workerCount: 2).write(&frames) {
        delivered.append($0)
      }
    }
    #expect(delivered == Array(0...18))
    #expect(
      result.files.suffix(2).map(\.path)
        == ["out/move.png", "strip.png"].map {
          directory.appendingPathComponent($0).path
        })
    #expect(
      result.files.first?.path == directory.appendingPathComponent("frames/frame_000.png").path)
  }

  @Test("filmstrip options: 4 columns of every 4th frame (0, 4, 8, 12, 16) and the last, 18")
  func filmstripOptions() async throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (result, expected) = try await ViewRuntime.isolated {
      let scene = MovingSquareScene()
      var all: [RecordedFrame] = []
      var frames = try AnimationRecorder(view: scene.root, scale: 1).frames(after: scene.move)
      var outputs = RecordingOutputs(
        directory: directory, name: "move", writesFramePNGs: false, writesAnimatedPNG: false,
        filmstripScale: 0.5)
      outputs.filmstripColumns = 4
      outputs.filmstripEvery = 4
      let result = try await RecordingWriter(outputs: outputs, workerCount: 2).write(&frames)
      let again = MovingSquareScene()
      try AnimationRecorder(view: again.root, scale: 1).record(again.move) { all.append($0) }
      var strip = Filmstrip(frameWidth: 375, frameHeight: 200, scale: 0.5, columns: 4)
      for index in [0, 4, 8, 12, 16, 18] { strip.append(all[index]) }
      return (result, try Bitmap(rendering: strip.displayList))
    }
    #expect(result.files.map(\.lastPathComponent) == ["move_filmstrip.png"])
    let strip = try Bitmap(pngData: Data(contentsOf: result.files[0]))
    #expect(strip.width == 4 * 188 + 3)
    #expect(strip.height == 2 * (100 + 14) + 1)
    #expect(strip == expected)
  }

  @Test("a bad name fails before anything is written", arguments: ["", "a/b"])
  func invalidName(name: String) async throws {
    let directory = temporaryDirectory()
    try await ViewRuntime.isolated {
      let scene = MovingSquareScene()
      var frames = try AnimationRecorder(view: scene.root, scale: 1).frames(after: scene.move)
      let writer = RecordingWriter(outputs: RecordingOutputs(directory: directory, name: name))
      await #expect(throws: RecordingError.invalidName(name)) { try await writer.write(&frames) }
    }
    #expect(!FileManager.default.fileExists(atPath: directory.path))
  }
}

@Suite("Recording memory budget")
struct RecordingMemoryBudgetTests {
  @Test("frames in flight fit the memory budget: 2 of an 8190² canvas in 1 GiB, at least 1")
  func framesInFlight() {
    var writer = RecordingWriter(
      outputs: RecordingOutputs(directory: URL(fileURLWithPath: "/tmp"), name: "x"),
      workerCount: 6)
    #expect(writer.memoryBudget == 1 << 30)
    #expect(writer.framesInFlight(canvas: 8_190 * 8_190) == 2)
    #expect(writer.framesInFlight(canvas: 1_000 * 1_000) == 12)
    writer.memoryBudget = 1
    #expect(writer.framesInFlight(canvas: 1_000 * 1_000) == 1)
  }
}
