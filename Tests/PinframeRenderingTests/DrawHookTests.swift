import Foundation
import Pinframe
import Testing

/// A view whose content is whatever `drawing` draws.
@MainActor
private final class DrawingView: View {
  var drawing: (CGRect) -> Void = { _ in }
  var rects: [CGRect] = []

  override func draw(_ rect: CGRect) {
    rects.append(rect)
    drawing(rect)
  }
}

private let red = RGBA8(red: 255, green: 0, blue: 0)
private let blue = RGBA8(red: 0, green: 0, blue: 255)
private let white = RGBA8(red: 255, green: 255, blue: 255)
private let green = RGBA8(red: 0, green: 255, blue: 0)

@MainActor
@Suite("draw(_:) and the current graphics context")
struct DrawHookTests {
  /// A white 20 × 20 canvas holding `view` at (5, 5).
  private func render(_ view: View) throws -> Bitmap {
    let canvas = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    canvas.backgroundColor = .white
    view.frame.origin = CGPoint(x: 5, y: 5)
    canvas.addSubview(view)
    return try canvas.renderImage(scale: 1)
  }

  @Test("what draw(_:) fills appears in the view's bounds space, above its background")
  func fillsInBoundsSpace() throws {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .green
    view.drawing = { _ in
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 2, y: 3, width: 4, height: 2))
    }
    let bitmap = try render(view)
    #expect(view.rects == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    #expect(bitmap[7, 8] == red)
    #expect(bitmap[10, 9] == red)
    #expect(bitmap[11, 8] == green)
    #expect(bitmap[6, 8] == green)
    #expect(bitmap[3, 3] == white)
  }

  @Test("subviews are drawn over the content")
  func subviewsOnTop() throws {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.drawing = { rect in
      UIColor.red.setFill()
      UIRectFill(rect)
    }
    let child = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    child.backgroundColor = .blue
    view.addSubview(child)
    let bitmap = try render(view)
    #expect(bitmap[6, 6] == blue)
    #expect(bitmap[12, 12] == red)
  }

  @Test("content is clipped to the bounds, and to the rounded outline with clipsToBounds")
  func clippedToBounds() throws {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.drawing = { _ in
      UIColor.red.setFill()
      UIRectFill(CGRect(x: -5, y: -5, width: 30, height: 30))
    }
    let bitmap = try render(view)
    #expect(bitmap[4, 10] == white)
    #expect(bitmap[5, 10] == red)
    #expect(bitmap[14, 10] == red)
    #expect(bitmap[15, 10] == white)
    view.layer.cornerRadius = 5
    view.clipsToBounds = true
    let rounded = try render(view)
    #expect(rounded[5, 5] == white)
    #expect(rounded[10, 10] == red)
  }

  @Test("the state stack: transforms, save and restore, clips ended by restore")
  func stateStack() throws {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.drawing = { _ in
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.saveGState()
      context.translateBy(x: 5, y: 5)
      context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
      context.restoreGState()
      context.setFillColor(UIColor.blue.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    let bitmap = try render(view)
    #expect(bitmap[10, 10] == red)
    #expect(bitmap[11, 11] == red)
    #expect(bitmap[12, 12] == white)
    #expect(bitmap[5, 5] == blue)
    #expect(bitmap[7, 7] == white)
  }

  @Test("UIBezierPath fills and strokes; ovals are drawn as ellipses")
  func bezierPaths() throws {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.drawing = { _ in
      UIColor.red.setFill()
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
      UIColor.blue.setStroke()
      UIBezierPath(rect: CGRect(x: 4, y: 4, width: 2, height: 2)).stroke(lineWidth: 2)
    }
    let bitmap = try render(view)
    #expect(bitmap[5, 5] == white)
    #expect(bitmap[7, 10] == red)
    #expect(bitmap[9, 9] == blue)
    #expect(bitmap[10, 10] == blue)
  }

  @Test("dynamic colours resolve with the view's traits while it draws")
  func traitsAreCurrent() throws {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.overrideUserInterfaceStyle = .dark
    view.drawing = { rect in
      UIColor.label.setFill()
      UIRectFill(rect)
    }
    let bitmap = try render(view)
    #expect(bitmap[10, 10] == white)
  }

  @Test("an animation frame draws with the presentation bounds")
  func presentationBounds() throws {
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    _ = try render(view)
    let list = try DisplayList(
      view: view, scale: 1,
      values: { v in
        var values = v.animatableValues
        values.bounds.size = CGSize(width: 4, height: 6)
        return values
      })
    #expect(list.width == 4)
    #expect(view.rects.last == CGRect(x: 0, y: 0, width: 4, height: 6))
  }

  @Test("outside drawing there is no current context and the UIKit calls do nothing")
  func noContextOutsideDrawing() {
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let context = GraphicsContext(bounds: CGRect(x: 0, y: 0, width: 5, height: 5), scale: 2)
    context.performAsCurrent {
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 1, y: 1, width: 2, height: 2))
      UIRectFill(CGRect(x: 0, y: 0, width: 0, height: 2))
      UIRectFill(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 2))
      UIColor.clear.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(
      context.steps == [
        .fill(
          Path.Subpath(rect: CGRect(x: 1, y: 1, width: 2, height: 2)),
          Color(red: 1, green: 0, blue: 0))
      ])
    #expect(UIGraphicsGetCurrentContext() == nil)
  }
}
