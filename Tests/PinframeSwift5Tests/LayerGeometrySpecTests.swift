import Pinframe
import XCTest

/// Layer geometry beyond PinLayout's TransformSpec: `pinFrame` with a moved anchor point, and
/// rotations, whose frame is the bounding box of the rotated rectangle, as in UIKit.
final class LayerGeometrySpecTests: XCTestCase {
  func testSpec() {
    var rootView: UIView!
    var aView: UIView!

    let run = runPinLayoutSpec {
      beforeEach {
        rootView = UIView(frame: rect(0, 0, 400, 400))
        aView = UIView(frame: rect(140, 100, 200, 120))
        rootView.addSubview(aView)
      }

      describe("anchor points") {
        it("pinFrame places the transformed frame of a view anchored at its bottom-right") {
          aView.layer.anchorPoint = CGPoint(x: 1, y: 1)
          aView.transform = CGAffineTransform(scaleX: 2, y: 2)
          aView.pinFrame.top(10).left(10).width(200).height(100)
          expect(aView.frame).to(equal(rect(10, 10, 200, 100)))
          expect(aView.bounds.size).to(equal(CGSize(width: 100, height: 50)))
          expect(aView.center).to(equal(CGPoint(x: 210, y: 110)))
        }
      }

      describe("rotations") {
        it("the frame of a view rotated a quarter turn is its bounding box") {
          aView.pin.top(100).left(100).width(100).height(50)
          aView.transform = CGAffineTransform(rotationAngle: .pi / 2)
          expect(aView.frame).to(beCloseTo(rect(125, 75, 50, 100), within: 1e-9))
          expect(aView.bounds.size).to(equal(CGSize(width: 100, height: 50)))
        }
        it("pin keeps a rotation and places the untransformed rectangle") {
          aView.transform = CGAffineTransform(rotationAngle: .pi / 2)
          aView.pin.top(10).left(10).width(100).height(50)
          expect(aView.center).to(equal(CGPoint(x: 60, y: 35)))
          expect(aView.bounds.size).to(equal(CGSize(width: 100, height: 50)))
        }
      }
    }
    XCTAssertEqual(run.ran.count, 3)
  }
}
