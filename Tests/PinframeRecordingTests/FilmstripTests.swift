import Foundation
import Pinframe
import Testing

@MainActor
@Suite("Filmstrips")
struct FilmstripTests {
  @Test("frames sit side by side, clipped to their slots, each over a labelled band")
  func layout() throws {
    try ViewRuntime.isolated {
      let scene = MovingSquareScene()
      var strip = Filmstrip(frameWidth: 375, frameHeight: 200, spacing: 10, digitUnit: 3)
      var lists: [DisplayList] = []
      try AnimationRecorder(view: scene.root, scale: 1).record(scene.move) {
        lists.append($0.displayList)
        strip.append($0)
      }
      #expect(strip.frameCount == 19)
      #expect(strip.displayList.width == 19 * 385 - 10)
      #expect(strip.displayList.height == 221)
      let commands = strip.displayList.commands
      let slot = Shape(rect: CGRect(x: 770, y: 0, width: 375, height: 200))
      let start = try #require(commands.firstIndex(of: .beginClip(slot)))
      guard case .fill(let shape, .red) = commands[start + 1] else {
        Issue.record("expected the square of frame 2")
        return
      }
      guard case .fill(let original, .red) = lists[2].commands.first else {
        Issue.record("expected the square in frame 2's own list")
        return
      }
      #expect(shape.transform.tx == original.transform.tx + 770)
    }
  }

  @Test("a scale below 1 shrinks the slots and the frames in them")
  func scaled() {
    var strip = Filmstrip(frameWidth: 375, frameHeight: 201, scale: 0.5, spacing: 4)
    let square = Shape(rect: CGRect(x: 0, y: 0, width: 150, height: 150))
    let frame = DisplayList(width: 375, height: 201, commands: [.fill(square, .red)])
    strip.append(RecordedFrame(index: 0, time: 0, displayList: frame))
    strip.append(RecordedFrame(index: 1, time: 0, displayList: frame))
    #expect(strip.frameWidth == 188)
    #expect(strip.frameHeight == 101)
    #expect(strip.displayList.width == 2 * 188 + 4)
    let placed = Shape(
      rect: square.rect,
      transform: CGAffineTransform(scaleX: 0.5, y: 0.5)
        .concatenating(CGAffineTransform(translationX: 192, y: 0)))
    #expect(strip.displayList.commands.contains(.fill(placed, .red)))
  }

  @Test("the index is drawn as seven-segment digits centred in the band")
  func label() throws {
    var strip = Filmstrip(frameWidth: 100, frameHeight: 50, spacing: 0, digitUnit: 2)
    strip.append(
      RecordedFrame(index: 18, time: 0.3, displayList: DisplayList(width: 100, height: 50)))
    let band = Shape(rect: CGRect(x: 0, y: 50, width: 100, height: 14))
    let placement = CGAffineTransform(scaleX: 2, y: 2)
      .concatenating(CGAffineTransform(translationX: 43, y: 52))
    let one = [CGRect(x: 2, y: 0, width: 1, height: 3), CGRect(x: 2, y: 2, width: 1, height: 3)]
    let eight = [
      CGRect(x: 0, y: 0, width: 3, height: 1), CGRect(x: 2, y: 0, width: 1, height: 3),
      CGRect(x: 2, y: 2, width: 1, height: 3), CGRect(x: 0, y: 4, width: 3, height: 1),
      CGRect(x: 0, y: 2, width: 1, height: 3), CGRect(x: 0, y: 0, width: 1, height: 3),
      CGRect(x: 0, y: 2, width: 3, height: 1),
    ].map { $0.offsetBy(dx: 4, dy: 0) }
    #expect(
      strip.displayList.commands
        == [.beginClip(Shape(rect: CGRect(x: 0, y: 0, width: 100, height: 50))), .endClip]
        + [.fill(band, .white)]
        + (one + eight).map { .fill(Shape(rect: $0, transform: placement), .black) })
  }
}
