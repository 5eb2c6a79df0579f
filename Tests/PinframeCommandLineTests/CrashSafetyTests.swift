import Foundation
import Pinframe
import PinframeTestSupport
import Testing

/// Kills `pinframe` with SIGKILL at random points while it records references and writes
/// outputs, and runs many recording and verifying processes on one Snapshots folder.
///
/// The light versions run on every build; `PINFRAME_STRESS=1` runs many more iterations.
@Suite("pinframe under SIGKILL and concurrent runs")
struct CrashSafetyTests {
  private static let isStress = ProcessInfo.processInfo.environment["PINFRAME_STRESS"] != nil

  /// A still spec and an animated one, on a background that tells the two versions apart.
  private static func specs(background: String) -> [String: String] {
    [
      "specs/still.json": """
      {"canvas": {"width": 300, "height": 200, "scale": 2, "background": "\(background)"},
       "views": [{"id": "box", "color": "systemBlue", "pin": "top(10).left(10).size(60)"}]}
      """,
      "specs/moving.json": """
      {"canvas": {"width": 400, "height": 300, "background": "\(background)"},
       "views": [{"id": "box", "color": "systemBlue", "pin": "top().left().size(40)"}],
       "animation": {"steps": [{"duration": 1.5, "curve": "linear",
                                "changes": {"box": {"pin": "bottom().right().size(40)"}}}]}}
      """,
    ]
  }

  private static let versions = ["white", "systemYellow"]

  /// The commands whose outputs must survive a kill, and the files each writes.
  private static let commands: [(arguments: [String], outputs: [String])] = [
    (
      ["test", "specs", "--record", "all"],
      ["Snapshots/still/spec.image.png", "Snapshots/moving/spec.animation.png"]
    ),
    (["render", "specs/still.json", "-o", "out/still.png"], ["out/still.png"]),
    (["animate", "specs/moving.json", "-o", "out/moving.png", "-j", "1"], ["out/moving.png"]),
  ]

  /// Every frame of a PNG or APNG, or nil when the file does not decode whole.
  private static func frames(_ url: URL) -> [Bitmap]? {
    guard let data = try? Data(contentsOf: url), var reader = try? APNGReader(data: data) else {
      return nil
    }
    var frames: [Bitmap] = []
    while let frame = try? reader.nextFrame() { frames.append(frame.bitmap) }
    return frames.count == reader.frameCount ? frames : nil
  }

  /// Writes version `index` of the specs into `folder`.
  private static func writeSpecs(version index: Int, in folder: TemporaryFolder) throws {
    for (path, text) in specs(background: versions[index]) { try folder.write(text, to: path) }
  }

  /// Runs every command to the end on version `index` and returns the decoded outputs.
  private static func completeOutputs(version index: Int) throws -> [String: [Bitmap]] {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try writeSpecs(version: index, in: folder)
    var outputs: [String: [Bitmap]] = [:]
    for command in commands {
      _ = try pinframe(command.arguments, in: folder.url)
      for output in command.outputs { outputs[output] = frames(folder.path(output)) }
    }
    return outputs
  }

  /// Waits until a temporary file that is not in `known` appears in an output folder (a write
  /// has begun), or `process` ends.
  private static func waitForTemporaryFile(
    in folder: TemporaryFolder, besides known: Set<String>, while process: Process
  ) {
    let places = ["Snapshots/still", "Snapshots/moving", "out"]
    while process.isRunning {
      for place in places {
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path(place).path)
        let fresh = (names ?? []).filter { $0.hasSuffix(".pinframe-tmp") }.map { place + "/" + $0 }
        if fresh.contains(where: { !known.contains($0) }) { return }
      }
      usleep(100)
    }
  }

  /// The `.pinframe-tmp` files anywhere under `folder`.
  private static func temporaryFiles(_ folder: TemporaryFolder) -> [String] {
    folder.files().filter { $0.hasSuffix(".pinframe-tmp") }
  }

  @Test("killed at random points, every output is the old or the new complete file")
  func killedAtRandomPoints() throws {
    let expected = try (0..<2).map(Self.completeOutputs)
    for output in Self.commands.flatMap(\.outputs) {
      #expect(expected[0][output] != nil && expected[0][output] != expected[1][output], "\(output)")
    }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.writeSpecs(version: 0, in: folder)
    let clock = ContinuousClock()
    let durations = try Self.commands.map { command in
      try clock.measure { _ = try pinframe(command.arguments, in: folder.url) }
    }
    var random = SplitMix64(seed: 0x5EED)
    let iterations = Self.isStress ? 60 : 4
    var midWriteKills = 0
    for iteration in 0..<iterations {
      try Self.writeSpecs(version: (iteration + 1) % 2, in: folder)
      for (command, duration) in zip(Self.commands, durations) {
        let before = Set(Self.temporaryFiles(folder))
        let process = try startPinframe(
          command.arguments, in: folder.url, outputs: folder.path("logs"))
        if iteration % 2 == 0 {
          // A kill point anywhere in the command's run, or just after it
          let microseconds =
            duration.components.seconds * 1_200_000
            + duration.components.attoseconds / 833_333_333_333
          usleep(UInt32(random.next() % UInt64(max(microseconds, 1))))
        } else {
          Self.waitForTemporaryFile(in: folder, besides: before, while: process)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        if !Set(Self.temporaryFiles(folder)).isSubset(of: before) { midWriteKills += 1 }
        for output in command.outputs {
          let found = Self.frames(folder.path(output))
          #expect(
            found != nil && (found == expected[0][output] || found == expected[1][output]),
            "iteration \(iteration): \(output) is neither complete version")
        }
      }
    }
    if Self.isStress {
      #expect(midWriteKills > 0, "no kill landed while a file was being written")
      print("\(midWriteKills) of \(iterations * Self.commands.count) kills landed mid-write")
    }
    for command in Self.commands { _ = try pinframe(command.arguments, in: folder.url) }
    #expect(Self.temporaryFiles(folder) == [])
  }

  @Test("temporary files a killed run left in Snapshots and artifact subfolders go next run")
  func staleTemporaryFilesInSubfolders() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.writeSpecs(version: 0, in: folder)
    _ = try pinframe(["test", "specs"], in: folder.url)
    let leftovers = [
      "Snapshots/still/.spec.image.png.2147483646.1.pinframe-tmp",
      ".build/snapshot-artifacts/still/.actual.png.2147483646.2.pinframe-tmp",
    ]
    for leftover in leftovers { try folder.write("partial", to: leftover) }
    #expect(try pinframe(["test", "specs"], in: folder.url).status == 0)
    #expect(Self.temporaryFiles(folder) == [])
  }

  @Test("parallel processes recording and verifying into one Snapshots folder lose nothing")
  func concurrentRuns() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let names = (0..<6).map { "specs/s\($0).json" }
    for (index, name) in names.enumerated() {
      let text = """
        {"canvas": {"width": 80, "height": 60, "background": "white"},
         "views": [{"id": "box", "color": "systemRed", "pin": "top(\(index)).left().size(20)"}]}
        """
      try folder.write(text, to: name)
    }
    let rounds = Self.isStress ? 4 : 1
    for _ in 0..<rounds {
      try await withThrowingTaskGroup(of: PinframeRun.self) { group in
        for index in 0..<6 {
          let record = index % 2 == 0 ? ["--record", "all"] : ["--record", "missing"]
          group.addTask {
            try pinframe(["test", "specs", "--jobs", "3"] + record, in: folder.url)
          }
        }
        for try await run in group { #expect(run.status <= 1, "\(run.stderr)") }
      }
    }
    let verify = try pinframe(["test", "specs", "--record", "never"], in: folder.url)
    #expect(verify.status == 0, "\(verify.stdout)")
    #expect(verify.stdout.contains("6 passed (6 specs)"))
    for index in 0..<6 {
      let reference = folder.path("Snapshots/s\(index)/spec.image.png")
      #expect(Self.frames(reference)?.count == 1, "s\(index)")
    }
    #expect(Self.temporaryFiles(folder) == [])
  }
}

/// A small deterministic random number generator (SplitMix64), so kill points repeat.
private struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
