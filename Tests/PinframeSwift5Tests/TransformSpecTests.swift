import Pinframe
import XCTest

/// PinLayout's transform examples (facts of its TransformSpec), with anchor points and rotations
/// added, run through the Quick-style harness from plain synchronous XCTest methods.
final class TransformSpecTests: XCTestCase {
  func testTransformsAnchorPointsAndRotations() {
    var rootView: UIView!
    var aView: UIView!
    var bView: UIView!

    let names = runSpec {
      beforeEach {
        rootView = UIView()
        aView = UIView()
        bView = UIView()
        rootView.addSubview(aView)
        rootView.addSubview(bView)
        rootView.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        aView.frame = CGRect(x: 140, y: 100, width: 200, height: 120)
        bView.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
      }

      describe("pin keeps the transform") {
        it("scales the pinned rectangle around its centre") {
          aView.transform = CGAffineTransform(scaleX: 2, y: 2)
          aView.pin.top(100).left(100).width(100).height(50)
          XCTAssertEqual(aView.frame, CGRect(x: 50, y: 75, width: 200, height: 100))
          aView.transform = .identity
          XCTAssertEqual(aView.frame, CGRect(x: 100, y: 100, width: 100, height: 50))
        }
        it("a scaled parent lays its children out in its own space") {
          rootView.transform = CGAffineTransform(scaleX: 2, y: 2)
          aView.pin.top().bottom().left().right()
          XCTAssertEqual(aView.frame, CGRect(x: 0, y: 0, width: 400, height: 400))
          XCTAssertEqual(rootView.frame, CGRect(x: -200, y: -200, width: 800, height: 800))
        }
        it("an anchor on a scaled sibling uses its untransformed rectangle") {
          bView.transform = CGAffineTransform(scaleX: 2, y: 2)
          aView.pin.top().left().bottomRight(to: bView.anchor.bottomRight)
          XCTAssertEqual(aView.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
          XCTAssertEqual(bView.frame, CGRect(x: -50, y: -25, width: 200, height: 100))
        }
      }

      describe("anchor points") {
        it("a top-left anchor point scales the view away from its top-left corner") {
          aView.layer.anchorPoint = CGPoint(x: 0, y: 0)
          aView.transform = CGAffineTransform(scaleX: 2, y: 2)
          aView.pin.top(100).left(100).width(100).height(50)
          XCTAssertEqual(aView.center, CGPoint(x: 100, y: 100))
          XCTAssertEqual(aView.frame, CGRect(x: 100, y: 100, width: 200, height: 100))
        }
        it("pinFrame places the transformed frame") {
          aView.layer.anchorPoint = CGPoint(x: 1, y: 1)
          aView.transform = CGAffineTransform(scaleX: 2, y: 2)
          aView.pinFrame.top(10).left(10).width(200).height(100)
          XCTAssertEqual(aView.frame, CGRect(x: 10, y: 10, width: 200, height: 100))
          XCTAssertEqual(aView.bounds.size, CGSize(width: 100, height: 50))
          XCTAssertEqual(aView.center, CGPoint(x: 210, y: 110))
        }
      }

      describe("rotations") {
        it("the frame of a view rotated a quarter turn is its bounding box") {
          aView.pin.top(100).left(100).width(100).height(50)
          aView.transform = CGAffineTransform(rotationAngle: .pi / 2)
          XCTAssertEqual(aView.frame.minX, 125, accuracy: 1e-9)
          XCTAssertEqual(aView.frame.minY, 75, accuracy: 1e-9)
          XCTAssertEqual(aView.frame.width, 50, accuracy: 1e-9)
          XCTAssertEqual(aView.frame.height, 100, accuracy: 1e-9)
          XCTAssertEqual(aView.bounds.size, CGSize(width: 100, height: 50))
        }
        it("pin keeps a rotation and places the untransformed rectangle") {
          aView.transform = CGAffineTransform(rotationAngle: .pi / 2)
          aView.pin.top(10).left(10).width(100).height(50)
          XCTAssertEqual(aView.center, CGPoint(x: 60, y: 35))
          XCTAssertEqual(aView.bounds.size, CGSize(width: 100, height: 50))
        }
      }
    }
    XCTAssertEqual(names.count, 7)
  }
}
