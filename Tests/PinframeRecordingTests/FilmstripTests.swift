import Foundation
import Pinframe
import Testing

@MainActor
@Suite("Filmstrips")
struct FilmstripTests {
  @Test("frames fill rows of 10, clipped to their slots, each over a labelled band")
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
      #expect(strip.displayList.width == 10 * 385 - 10)
      #expect(strip.displayList.height == 2 * 221 + 10)
      #expect(strip.size(frameCount: 19) == (3840, 452))
      let commands = strip.displayList.commands
      for (frame, x, y) in [(2, 770, 0), (12, 770, 231)] {
        let slot = Shape(rect: CGRect(x: x, y: y, width: 375, height: 200))
        let start = try #require(commands.firstIndex(of: .beginClip(slot)))
        guard case .fill(let shape, .red) = commands[start + 1],
          case .fill(let original, .red) = lists[frame].commands.first
        else {
          Issue.record("expected the square of frame \(frame)")
          return
        }
        #expect(abs(shape.transform.tx - (original.transform.tx + Double(x))) < 1e-9)
        #expect(abs(shape.transform.ty - (original.transform.ty + Double(y))) < 1e-9)
      }
    }
  }

  @Test("1-px grey lines separate frames and rows; a partial last row has none past its frames")
  func separators() {
    var strip = Filmstrip(frameWidth: 10, frameHeight: 10, columns: 2, digitUnit: 2)
    for index in 0..<3 {
      strip.append(
        RecordedFrame(index: index, time: 0, displayList: DisplayList(width: 10, height: 10)))
    }
    let lines = strip.displayList.commands.compactMap { command -> CGRect? in
      guard case .fill(let shape, Filmstrip.separatorColor) = command else { return nil }
      return shape.rect
    }
    #expect(
      lines == [
        CGRect(x: 10, y: 0, width: 1, height: 24), CGRect(x: 0, y: 24, width: 10, height: 1),
      ])
    #expect(strip.displayList.width == 21 && strip.displayList.height == 49)
  }

  @Test("a strip of every k-th frame holds frames 0, k, 2k, … and the last one")
  func every() {
    #expect(Filmstrip.includedCount(of: 10, every: 4) == 4)
    #expect(Filmstrip.includedCount(of: 9, every: 4) == 3)
    #expect(Filmstrip.includedCount(of: 961, every: 10) == 97)
    #expect(Filmstrip.includedCount(of: 1, every: 10) == 1)
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

  @Test("the index is drawn as dark seven-segment digits centred in a neutral band")
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
        + [.fill(band, Filmstrip.labelBackground)]
        + (one + eight).map {
          .fill(Shape(rect: $0, transform: placement), Filmstrip.labelColor)
        })
  }
}
