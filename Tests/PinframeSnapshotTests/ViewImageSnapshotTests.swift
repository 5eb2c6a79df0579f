import Foundation
import Pinframe
import PinframeSnapshot
import Testing

@MainActor
@Suite("Image snapshots of views")
struct ViewImageSnapshotTests {
  private let snapshots = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-view-image-\(UUID().uuidString)")

  private func card(color: UIColor = .systemBlue) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    root.backgroundColor = .white
    let box = View(frame: CGRect(x: 2, y: 2, width: 5, height: 5))
    box.backgroundColor = color
    root.addSubview(box)
    return root
  }

  private func check(
    _ view: View, _ strategy: Snapshotting<View, Bitmap>,
    record: SnapshotTestingConfiguration.Record
  ) -> String? {
    withSnapshotTesting(artifactsDirectory: snapshots.appendingPathComponent("artifacts")) {
      verifySnapshot(
        of: view, as: strategy, named: "card", record: record, snapshotDirectory: snapshots.path,
        file: "/r/CardTests.swift", testName: "card")
    }
  }

  @Test("the reference holds the rendered pixels and the scale and edge mode")
  func recordsPixelsAndMetadata() throws {
    _ = check(card(), .image(scale: 2), record: .missing)
    let url = snapshots.appendingPathComponent("CardTests/card.card.png")
    let reference = try PNGDecoder().decode(try Data(contentsOf: url))
    #expect(reference.bitmap.width == 40)
    #expect(reference.bitmap[4, 4] == Color.systemBlue.rgba8)
    #expect(reference.bitmap[3, 3] == Color.white.rgba8)
    #expect(reference.text["pinframe.scale"] == "2")
    #expect(reference.text["pinframe.edges"] == "snapped")
    #expect(check(card(), .image(scale: 2), record: .never) == nil)
  }

  @Test("a failure says which views moved, from the view tree stored in the reference")
  func viewChanges() throws {
    _ = check(card(), .image(scale: 2), record: .missing)
    let url = snapshots.appendingPathComponent("CardTests/card.card.png")
    let reference = try PNGDecoder().decode(try Data(contentsOf: url))
    #expect(reference.text["pinframe.views"] == "UIView (0, 0, 20, 10)\n  UIView (2, 2, 5, 5)\n")
    let moved = card()
    moved.subviews[0].debugName = nil
    moved.subviews[0].frame.origin.x = 8
    let message = try #require(check(moved, .image(scale: 2), record: .never))
    #expect(
      message.contains("\nViews that changed:\n  UIView moved from (2, 2, 5, 5) to (8, 2, 5, 5)"))
  }

  @Test("a controller's failure lists the views that changed, as a view's does")
  func controllerViewChanges() throws {
    final class CardController: UIViewController {
      let box = View()
      var x: CGFloat = 2
      override func viewDidLoad() {
        view.backgroundColor = .white
        box.backgroundColor = .systemBlue
        view.addSubview(box)
      }
      override func viewDidLayoutSubviews() {
        box.frame = CGRect(x: x, y: 2, width: 5, height: 5)
      }
    }
    let size = CGSize(width: 20, height: 10)
    let recorded = withSnapshotTesting(artifactsDirectory: snapshots.appendingPathComponent("a")) {
      verifySnapshot(
        of: CardController(), as: .image(size: size), named: "card", record: .missing,
        snapshotDirectory: snapshots.path, file: "/r/CardTests.swift", testName: "controller")
    }
    #expect(recorded?.hasPrefix("No reference was found on disk. Automatically recorded") == true)
    let url = snapshots.appendingPathComponent("CardTests/controller.card.png")
    let reference = try PNGDecoder().decode(try Data(contentsOf: url))
    #expect(reference.text["pinframe.views"] == "UIView (0, 0, 20, 10)\n  box (2, 2, 5, 5)\n")
    let moved = CardController()
    moved.x = 8
    let message = try #require(
      withSnapshotTesting(artifactsDirectory: snapshots.appendingPathComponent("a")) {
        verifySnapshot(
          of: moved, as: .image(size: size), named: "card", record: .never,
          snapshotDirectory: snapshots.path, file: "/r/CardTests.swift", testName: "controller")
      })
    #expect(
      message.contains("\nViews that changed:\n  box moved from (2, 2, 5, 5) to (8, 2, 5, 5)"))
  }

  @Test("pixels that change fail; a scale the test changed is a scale change, not the environment")
  func changes() throws {
    _ = check(card(), .image(scale: 2), record: .missing)
    let recoloured = try #require(check(card(color: .systemRed), .image(scale: 2), record: .never))
    #expect(recoloured.contains("100 of 800 pixels differ (12.5 %)"))
    #expect(!recoloured.contains("Environment changed"))
    let rescaled = try #require(check(card(), .image(scale: 3), record: .never))
    #expect(
      rescaled.hasPrefix(
        "Snapshot does not match reference.\n\nScale changed: the reference was drawn at scale 2, this run at scale 3.\nSize changed: reference 40×20 px, actual 60×30 px."
      ))
    #expect(!rescaled.contains("Environment changed"))
    let records = try SnapshotReport(
      artifactsDirectory: snapshots.appendingPathComponent("artifacts")
    ).records()
    #expect(records.map(\.status) == [.changed])
    #expect(records.first?.environmentChanges == [])
  }
}
