import Foundation
import PinframeGraphics
import Testing

@Suite("Geometry")
struct GeometryTests {
  @Test("scale and translation transforms map points and rectangles")
  func transformsMapRects() {
    let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(.init(translationX: 10, y: 20))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    #expect(
      CGRect(x: 0, y: 0, width: 10, height: 10).applying(t)
        == CGRect(x: 10, y: 20, width: 20, height: 30))
    #expect(t.inverted().concatenating(t) == .identity)
  }

  @Test("a quarter turn maps the x axis onto the y axis")
  func rotation() {
    let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(p.x) < 1e-12)
    #expect(p.y == 1)
  }

  @Test("a singular transform inverts to itself, as Core Graphics")
  func singularInverse() {
    let t = CGAffineTransform(scaleX: 0, y: 1)
    #expect(t.inverted() == t)
  }

  @Test("insets shrink rectangles; directional insets resolve by direction")
  func insets() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets)
        == CGRect(x: 2, y: 1, width: 94, height: 46))
    let directional = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(directional.resolved(leftToRight: true) == insets)
    #expect(
      directional.resolved(leftToRight: false)
        == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    #expect(insets.description == "UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)")
  }
}
