import Foundation
import PinframeGraphics
import PinframeViews
import Testing

@MainActor
@Suite("Layer geometry")
struct LayerGeometryTests {
  private func rounded(_ rect: CGRect) -> CGRect {
    func r(_ value: CGFloat) -> CGFloat { (value * 1e9).rounded() / 1e9 }
    return CGRect(x: r(rect.minX), y: r(rect.minY), width: r(rect.width), height: r(rect.height))
  }

  @Test("a view's layer forwards position, bounds, frame, opacity and isHidden to the view")
  func forwarding() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.layer.position == CGPoint(x: 60, y: 45))
    #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.layer.position = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    view.layer.opacity = 0.5
    view.layer.isHidden = true
    #expect(view.alpha == 0.5)
    #expect(view.isHidden)
  }

  @Test("changing the anchor point keeps the position and moves the frame, as Core Animation")
  func anchorPointMovesFrame() {
    let view = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    view.layer.anchorPoint = CGPoint(x: 0, y: 0)
    #expect(view.center == CGPoint(x: 150, y: 125))
    #expect(view.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
    view.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
    #expect(view.center == CGPoint(x: 100, y: 100))
  }

  @Test("transforms apply around the anchor point")
  func transformAroundAnchor() {
    let view = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    view.layer.anchorPoint = CGPoint(x: 0, y: 0)
    view.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: 100, y: 100, width: 200, height: 100))
    view.layer.anchorPoint = CGPoint(x: 1, y: 1)
    #expect(view.frame == CGRect(x: -100, y: 0, width: 200, height: 100))
    let toSuperview = view.animatableValues.boundsToSuperview
    #expect(CGPoint(x: 100, y: 50).applying(toSuperview) == CGPoint(x: 100, y: 100))
  }

  @Test("a rotated view's frame is the bounding box of its rotated bounds")
  func rotatedFrame() {
    let view = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(rounded(view.frame) == CGRect(x: 125, y: 75, width: 50, height: 100))
    view.transform = CGAffineTransform(rotationAngle: .pi / 4)
    let side = 150 / 2.0.squareRoot()
    #expect(
      rounded(view.frame)
        == rounded(CGRect(x: 150 - side / 2, y: 125 - side / 2, width: side, height: side)))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test("layer.transform is the view's transform in 3-D; a z rotation equals the affine rotation")
  func transform3D() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
    let affine = CGAffineTransform(rotationAngle: .pi / 6)
    let t = view.transform
    #expect(abs(t.a - affine.a) < 1e-12 && abs(t.b - affine.b) < 1e-12)
    #expect(abs(t.c - affine.c) < 1e-12 && abs(t.d - affine.d) < 1e-12)
    view.layer.transform = CATransform3DConcat(
      CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(5, 7, 0))
    #expect(view.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7))
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(view.layer.affineTransform() == view.transform)
  }

  @Test("a 3-D transform keeps its affine part and warns")
  func transform3DWarns() {
    ViewRuntime.isolated {
      ViewRuntime.current.printsWarnings = false
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.debugName = "card"
      var perspective = CATransform3DIdentity
      perspective.m34 = -1 / 500
      view.layer.transform = perspective
      #expect(view.transform == .identity)
      #expect(
        ViewRuntime.current.warnings == [
          "card.layer.transform = a 3-D transform ignored: Pinframe draws in 2-D; its affine part (m11 m12 m21 m22 m41 m42) is kept"
        ])
    }
  }

  @Test("a non-finite anchor point is ignored with a warning")
  func nonFiniteAnchor() {
    ViewRuntime.isolated {
      ViewRuntime.current.printsWarnings = false
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.debugName = "card"
      view.layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
      #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
      #expect(
        ViewRuntime.current.warnings == [
          "card.layer.anchorPoint = (nan, 0.0) ignored: it is not finite"
        ])
    }
  }

  @Test("a layer that outlives its view reads zero and ignores writes")
  func layerOutlivesView() {
    var view: View? = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let layer = view!.layer
    view = nil
    layer.position = CGPoint(x: 5, y: 5)
    #expect(layer.position == .zero)
    #expect(layer.bounds == .zero)
    #expect(view == nil)
  }
}
