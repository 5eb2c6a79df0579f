import Foundation
import Pinframe
import PinframeSnapshot
import Testing

@MainActor
@Suite("References that cannot be used fail and say why")
struct BadReferenceTests {
  let folder = SnapshotFolder()

  private func card() -> View {
    let view = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    view.backgroundColor = .systemTeal
    return view
  }

  @Test("a text file where an image reference should be is a failure naming the file")
  func wrongFormat() throws {
    try folder.write(Data("<UIView; frame = (0 0; 4 4)>".utf8))
    let message = try #require(folder.verify(card(), as: .image(scale: 1), record: .never))
    #expect(message.hasPrefix("The reference \(folder.reference().path) cannot be read: "))
  }

  @Test("a truncated PNG is a failure, never a crash")
  func truncated() throws {
    let png = try card().pngData(scale: 1)
    try folder.write(png.prefix(png.count / 2))
    let message = try #require(
      folder.verify(card(), as: .image(perceptualPrecision: 0.98, scale: 1), record: .never))
    #expect(message.hasPrefix("The reference \(folder.reference().path) cannot be read: "))
  }

  @Test("a reference from a newer renderer with other pixels says so")
  func newerRenderer() throws {
    var other = try card().renderImage(scale: 1)
    other[0, 0] = RGBA8(red: 0, green: 0, blue: 0)
    var metadata = SnapshotMetadata(scale: 1, edges: "snapped").textChunks
    metadata["pinframe.renderer"] = String(PinframeVersion.renderer + 1)
    try folder.write(try other.pngData(text: metadata))
    let message = try #require(folder.verify(card(), as: .image(scale: 1), record: .never))
    #expect(
      message.contains(
        "Environment changed: the reference was made by a newer Pinframe renderer "
          + "(\(PinframeVersion.renderer + 1)) than this one (\(PinframeVersion.renderer))"))
  }

  @Test(
    "a reference from renderer 1 (silhouette text) says the renderer changed and how to re-record")
  func olderRenderer() throws {
    var other = try card().renderImage(scale: 1)
    other[0, 0] = RGBA8(red: 0, green: 0, blue: 0)
    var metadata = SnapshotMetadata(scale: 1, edges: "snapped").textChunks
    metadata["pinframe.renderer"] = "1"
    try folder.write(try other.pngData(text: metadata))
    let message = try #require(folder.verify(card(), as: .image(scale: 1), record: .never))
    #expect(
      message.contains(
        "Environment changed: the Pinframe renderer changed since the reference was made "
          + "(1 → \(PinframeVersion.renderer)) (text is now drawn from glyph outlines; "
          + "text: .silhouettes or --text silhouettes keeps the old look): record the reference "
          + "again (SNAPSHOT_TESTING_RECORD=failed, or pinframe test --record failed); "
          + "reference made with renderer 1, scale 1, snapped edges"))
  }

  @Test("references record silhouette text, and a change of text drawing is an environment change")
  func textDrawingChange() throws {
    let silhouettes = SnapshotMetadata(scale: 1, edges: "snapped", text: .silhouettes)
    #expect(silhouettes.textChunks["pinframe.text"] == "silhouettes")
    #expect(SnapshotMetadata(scale: 1, edges: "snapped").textChunks["pinframe.text"] == nil)
    #expect(SnapshotMetadata(textChunks: silhouettes.textChunks)?.text == .silhouettes)
    let glyphs = SnapshotMetadata(scale: 1, edges: "snapped")
    #expect(
      glyphs.environmentChange(from: silhouettes)
        == "reference made with renderer \(PinframeVersion.renderer), scale 1, snapped edges, "
        + "silhouette text (Pinframe \(PinframeVersion.package)); this run: renderer "
        + "\(PinframeVersion.renderer), scale 1, snapped edges (Pinframe \(PinframeVersion.package))"
    )
  }

  @Test("text that is not UTF-8 where a text reference should be is a failure")
  func binaryText() throws {
    try folder.write(Data([0xFF, 0xFE, 0x00]), "card", "txt")
    let message = try #require(folder.verify("text", as: .lines, record: .never))
    #expect(message.contains("the reference is not UTF-8 text"))
  }
}
