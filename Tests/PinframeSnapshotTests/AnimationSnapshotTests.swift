import Foundation
import Pinframe
import PinframeSnapshot
import Testing

@MainActor
@Suite("Animation snapshots")
struct AnimationSnapshotTests {
  private let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-animation-\(UUID().uuidString)")
  private var snapshots: URL { root.appendingPathComponent("Snapshots") }
  private var artifacts: URL { root.appendingPathComponent("artifacts") }
  private var folder: URL { artifacts.appendingPathComponent("MoveTests/move.square") }

  private func scene(color: UIColor = .systemBlue) -> View {
    let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.backgroundColor = .white
    let square = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    square.backgroundColor = color
    view.addSubview(square)
    return view
  }

  private func check(
    duration: Double = 0.3, fps: Int = 60, color: UIColor = .systemBlue,
    record: SnapshotTestingConfiguration.Record
  ) -> String? {
    ViewRuntime.isolated {
      let strategy = Snapshotting<View, RecordedAnimation>.animation(fps: fps, scale: 1) { view in
        UIView.animate(withDuration: duration) { view.subviews[0].frame.origin.x = 30 }
      }
      return withSnapshotTesting(artifactsDirectory: artifacts) {
        verifySnapshot(
          of: scene(color: color), as: strategy, named: "square", record: record,
          snapshotDirectory: snapshots.path, file: "/r/MoveTests.swift", testName: "move")
      }
    }
  }

  @Test("the reference is one APNG of every frame at the frame rate; the same animation passes")
  func recordsEveryFrame() throws {
    _ = check(record: .missing)
    let url = snapshots.appendingPathComponent("MoveTests/move.square.png")
    var reader = try APNGReader(data: try Data(contentsOf: url))
    #expect(reader.frameCount == 19)
    var xs: [Int] = []
    while let frame = try reader.nextFrame() {
      #expect(frame.delay == FrameDelay(framesPerSecond: 60))
      xs.append((0..<40).first { frame.bitmap[$0, 5] == Color.systemBlue.rgba8 } ?? -1)
    }
    #expect(xs.first == 0)
    #expect(xs[9] == 15)
    #expect(xs.last == 30)
    #expect(check(record: .never) == nil)
  }

  @Test("a different frame count or frame rate is reported as such")
  func timingChanges() throws {
    _ = check(record: .missing)
    let longer = try #require(check(duration: 0.4, record: .never))
    #expect(longer.contains("Frame count changed: reference 19 frames, actual 25 frames."))
    let slower = try #require(check(fps: 30, record: .never))
    #expect(slower.contains("Frame count changed: reference 19 frames, actual 10 frames."))
    #expect(slower.contains("Frame rate changed: reference 60 fps, actual 30 fps."))
  }

  @Test("changed frames are listed, with per-frame artifacts, the actual APNG and a filmstrip")
  func changedFrames() throws {
    _ = check(record: .missing)
    let message = try #require(check(color: .systemRed, record: .never))
    #expect(message.contains("19 frame(s) differ (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13"))
    #expect(message.contains(": 1900 of 15200 pixels (12.5 %)"))
    let actual = try APNGReader(
      data: try Data(contentsOf: folder.appendingPathComponent("actual.png")))
    #expect(actual.frameCount == 19)
    for name in ["frames/000-expected.png", "frames/018-actual.png", "frames/009-diff.png"] {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
    }
    let strip = try PNGDecoder().decode(
      try Data(contentsOf: folder.appendingPathComponent("filmstrip.png")))
    #expect(strip.bitmap.width == 10 * 40 + 9)
    let records = try SnapshotReport(artifactsDirectory: artifacts).records()
    #expect(records.first?.metrics?.animation?.differingFrames.count == 19)
  }
}
