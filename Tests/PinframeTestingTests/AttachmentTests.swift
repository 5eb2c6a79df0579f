import Foundation
import Pinframe
import PinframeTesting
import Testing

/// The environment variable that turns ``AttachmentProbe`` on, naming its snapshots folder.
private let probeVariable = "PINFRAME_ATTACHMENT_PROBE"

@MainActor
@Suite("Attachments probe (runs only in the child process of the attachments test)")
struct AttachmentProbe {
  @Test("a failing image snapshot")
  func failingImageSnapshot() throws {
    guard let folder = ProcessInfo.processInfo.environment[probeVariable] else { return }
    let red = try Bitmap(width: 3, height: 2, fill: RGBA8(red: 255, green: 0, blue: 0))
    let blue = try Bitmap(width: 3, height: 2, fill: RGBA8(red: 0, green: 0, blue: 255))
    withSnapshotTesting(artifactsDirectory: URL(fileURLWithPath: folder + "/artifacts")) {
      _ = verifySnapshot(
        of: red, as: .image, named: "probe", record: .all, snapshotDirectory: folder)
      assertSnapshot(
        of: blue, as: .image, named: "probe", record: .never, snapshotDirectory: folder)
    }
  }
}

@Suite("Swift Testing attachments")
struct AttachmentTests {
  @Test("a failure's expected, actual and diff images reach swift test --attachments-path")
  func attachmentsPath() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("pinframe-attachments-\(UUID().uuidString)")
    let attachments = root.appendingPathComponent("attachments")
    try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = [
      "--testing-library", "swift-testing", "--filter", "AttachmentProbe",
      "--attachments-path", attachments.path,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment[probeVariable] = root.path
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus != 0)  // the probe's snapshot fails, as it should
    let names = try FileManager.default.contentsOfDirectory(atPath: attachments.path)
    for role in ["expected", "actual", "diff"] {
      let name = try #require(
        names.first { $0.hasSuffix("failingImageSnapshot.probe.\(role).png") })
      let image = try PNGDecoder().decode(
        try Data(contentsOf: attachments.appendingPathComponent(name))
      ).bitmap
      #expect(image.size == PixelSize(width: 3, height: 2))
      if role == "actual" { #expect(image[0, 0] == RGBA8(red: 0, green: 0, blue: 255)) }
      if role == "expected" { #expect(image[0, 0] == RGBA8(red: 255, green: 0, blue: 0)) }
    }
  }
}
