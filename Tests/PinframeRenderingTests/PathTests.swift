import Foundation
import Pinframe
import Testing

@Suite("Shadow paths: CGPath and UIBezierPath shapes as values")
struct PathTests {
  private static let rect = CGRect(x: 10, y: 20, width: 40, height: 30)

  @Test("CGPath(rect:transform:) holds the rectangle; its bounding box follows the transform")
  func rectPath() {
    var move = CGAffineTransform(translationX: 5, y: -5)
    let path = CGPath(rect: Self.rect, transform: &move)
    #expect(path.subpaths == [Path.Subpath(rect: Self.rect, transform: move)])
    #expect(path.boundingBox == CGRect(x: 15, y: 15, width: 40, height: 30))
    #expect(CGPath(rect: Self.rect, transform: nil).boundingBox == Self.rect)
  }

  @Test("CGPath(roundedRect:cornerWidth:cornerHeight:) has elliptical corners")
  func roundedRectPath() {
    let path = CGPath(roundedRect: Self.rect, cornerWidth: 6, cornerHeight: 4, transform: nil)
    let corner = CGSize(width: 6, height: 4)
    #expect(
      path.subpaths.map(\.cornerRadii) == [
        CornerRadii(topLeft: corner, topRight: corner, bottomLeft: corner, bottomRight: corner)
      ])
    #expect(path.subpaths.map(\.cornerCurve) == [.circular])
  }

  @Test("CGPath(ellipseIn:) is the rectangle with radii of half its sides")
  func ellipsePath() {
    let half = CGSize(width: 20, height: 15)
    #expect(
      CGPath(ellipseIn: Self.rect, transform: nil).subpaths == [
        Path.Subpath(
          rect: Self.rect,
          cornerRadii: CornerRadii(
            topLeft: half, topRight: half, bottomLeft: half, bottomRight: half))
      ])
    #expect(UIBezierPath(ovalIn: Self.rect).cgPath == CGPath(ellipseIn: Self.rect, transform: nil))
  }

  @Test("an empty path has a null bounding box; two subpaths, the union of their boxes")
  func boundingBoxes() {
    #expect(Path().boundingBox.isNull)
    #expect(Path().isEmpty)
    let two = Path(subpaths: [
      Path.Subpath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)),
      Path.Subpath(rect: CGRect(x: 4, y: 5, width: -2, height: 2)),
    ])
    #expect(two.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 7))
  }

  @Test("UIBezierPath rounded rectangles: continuous corners, radius at most half the short side")
  func bezierRoundedRects() {
    let capped = UIBezierPath(roundedRect: Self.rect, cornerRadius: 100).cgPath.subpaths
    #expect(capped.map(\.cornerRadii) == [CornerRadii(15)])
    #expect(capped.map(\.cornerCurve) == [.continuous])
    let top = UIBezierPath(
      roundedRect: Self.rect, byRoundingCorners: [.topLeft, .topRight],
      cornerRadii: CGSize(width: 8, height: 2))
    #expect(top.cgPath.subpaths.map(\.cornerRadii) == [CornerRadii(8, at: [.topLeft, .topRight])])
    #expect(top.bounds == Self.rect)
    #expect(UIBezierPath(rect: Self.rect).cgPath == CGPath(rect: Self.rect, transform: nil))
    #expect(UIRectCorner.allCorners.contains([.topLeft, .bottomRight]))
    #expect(
      [UIRectCorner.topLeft, .topRight, .bottomLeft, .bottomRight].map(\.rawValue) == [1, 2, 4, 8])
    #expect(
      [
        CACornerMask.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
        .layerMaxXMaxYCorner,
      ].map(\.rawValue) == [1, 2, 4, 8])
  }
}
