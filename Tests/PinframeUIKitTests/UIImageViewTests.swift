import Foundation
import Pinframe
import Testing

/// The smallest rectangle holding every pixel that satisfies `matches` (zero when none).
func boundingBox(_ bitmap: Bitmap, where matches: (RGBA8) -> Bool) -> CGRect {
  var box = CGRect.null
  for y in 0..<bitmap.height {
    for x in 0..<bitmap.width where matches(bitmap[x, y]) {
      box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
    }
  }
  return box.isNull ? .zero : box
}

private let red = RGBA8(red: 255, green: 0, blue: 0)

@MainActor
@Suite("UIImageView")
struct UIImageViewTests {
  @Test("init(image:) sizes the view to the image; sizeThatFits is the image's size")
  func sizing() {
    let image = solidImage(.red, width: 30, height: 12, scale: 3)
    let view = UIImageView(image: image)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 4))
    #expect(view.sizeThatFits(CGSize(width: 500, height: 1)) == CGSize(width: 10, height: 4))
    #expect(view.intrinsicContentSize == CGSize(width: 10, height: 4))
    #expect(!view.isUserInteractionEnabled)
    let empty = UIImageView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    #expect(empty.sizeThatFits(.zero) == .zero)
    #expect(empty.intrinsicContentSize == CGSize(width: -1, height: -1))
    view.highlightedImage = solidImage(.blue, width: 6, height: 6)
    view.isHighlighted = true
    #expect(view.sizeThatFits(.zero) == CGSize(width: 6, height: 6))
  }

  @Test(
    "every content mode places a 20 × 10 image in a 40 × 40 view as UIKit does",
    arguments: [
      (View.ContentMode.scaleToFill, CGRect(x: 20, y: 20, width: 40, height: 40)),
      (.redraw, CGRect(x: 20, y: 20, width: 40, height: 40)),
      (.scaleAspectFit, CGRect(x: 20, y: 30, width: 40, height: 20)),
      (.scaleAspectFill, CGRect(x: 0, y: 20, width: 80, height: 40)),
      (.center, CGRect(x: 30, y: 35, width: 20, height: 10)),
      (.top, CGRect(x: 30, y: 20, width: 20, height: 10)),
      (.bottom, CGRect(x: 30, y: 50, width: 20, height: 10)),
      (.left, CGRect(x: 20, y: 35, width: 20, height: 10)),
      (.right, CGRect(x: 40, y: 35, width: 20, height: 10)),
      (.topLeft, CGRect(x: 20, y: 20, width: 20, height: 10)),
      (.topRight, CGRect(x: 40, y: 20, width: 20, height: 10)),
      (.bottomLeft, CGRect(x: 20, y: 50, width: 20, height: 10)),
      (.bottomRight, CGRect(x: 40, y: 50, width: 20, height: 10)),
    ])
  func contentModes(mode: View.ContentMode, expected: CGRect) throws {
    let canvas = View(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    let view = UIImageView(image: solidImage(.red, width: 20, height: 10))
    view.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
    view.contentMode = mode
    canvas.addSubview(view)
    let bitmap = try canvas.renderImage(scale: 1)
    #expect(boundingBox(bitmap, where: { $0 == red }) == expected)
    view.clipsToBounds = true
    let clipped = try canvas.renderImage(scale: 1)
    #expect(boundingBox(clipped, where: { $0 == red }) == expected.intersection(view.frame))
  }

  @Test("an image scaled to its pixels' size on a 2x canvas is copied pixel for pixel")
  func exactAtScale() throws {
    let image = UIGraphicsImageRenderer(
      size: CGSize(width: 2, height: 1), format: UIGraphicsImageRendererFormat(scale: 2)
    ).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      UIColor.blue.setFill()
      context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    }
    let view = UIImageView(image: image)
    let bitmap = try view.renderImage(scale: 2)
    #expect(bitmap.width == 4)
    #expect(
      (0..<4).map { bitmap[$0, 0] } == [
        red, red, RGBA8(red: 0, green: 0, blue: 255), RGBA8(red: 0, green: 0, blue: 255),
      ])
  }

  @Test("template images take the view's tint colour; .automatic draws the image as it is")
  func templates() throws {
    let image = solidImage(.red, width: 4, height: 4)
    let view = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
    view.tintColor = .green
    #expect(try view.renderImage(scale: 1)[1, 1] == RGBA8(red: 0, green: 255, blue: 0))
    view.image = image
    #expect(try view.renderImage(scale: 1)[1, 1] == red)
    view.image = image.withTintColor(.blue)
    #expect(view.image?.renderingMode == .automatic)
    #expect(try view.renderImage(scale: 1)[1, 1] == RGBA8(red: 0, green: 0, blue: 255))
    view.image = image.withRenderingMode(.alwaysOriginal).withTintColor(.blue)
    #expect(try view.renderImage(scale: 1)[1, 1] == RGBA8(red: 0, green: 0, blue: 255))
    view.image = UIImage(systemName: "heart")
    view.frame.size = CGSize(width: 20, height: 20)
    #expect(try view.renderImage(scale: 3)[30, 30] == RGBA8(red: 0, green: 255, blue: 0))
  }

  @Test("a resizable image keeps its caps and tiles or stretches its middle")
  func nineSlice() throws {
    // 4 × 4 px: a red 1-px frame around a 2 × 2 blue middle.
    let image = UIGraphicsImageRenderer(
      size: CGSize(width: 4, height: 4), format: UIGraphicsImageRendererFormat(scale: 1)
    ).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      UIColor.blue.setFill()
      context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
    }
    let caps = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
    for mode in [UIImage.ResizingMode.stretch, .tile] {
      let view = UIImageView(image: image.resizableImage(withCapInsets: caps, resizingMode: mode))
      view.frame.size = CGSize(width: 10, height: 6)
      let bitmap = try view.renderImage(scale: 1)
      let blue = RGBA8(red: 0, green: 0, blue: 255)
      #expect(
        boundingBox(bitmap, where: { $0 == blue }) == CGRect(x: 1, y: 1, width: 8, height: 4),
        "\(mode)")
      #expect(bitmap[0, 3] == red)
      #expect(bitmap[9, 5] == red)
    }
  }

  @Test("descriptions show the image's size and mode")
  func description() {
    let view = UIImageView(image: UIImage(systemName: "star"))
    #expect(view.contentAttributes.map(\.value) == ["20×20 template symbol star"])
  }
}
