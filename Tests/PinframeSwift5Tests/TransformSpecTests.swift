import Pinframe
import XCTest

/// The facts of PinLayout's TransformSpec (Tests/iOS, 46 examples, all ported): `pin` keeps a
/// view's transform and lays out its untransformed rectangle (center and bounds), references
/// count with their untransformed rectangles, and `pinFrame` works on the transformed frame.
///
/// root (400 × 400, in a container view) holds aView (140, 100, 200 × 120) and bView
/// (0, 0, 100 × 50), which holds bViewChild. The spec sets no display scale: it ran on the
/// simulator, at ``simulatorScale``.
final class TransformSpecTests: XCTestCase {

  func testSpec() {
    var container: BasicView!
    var rootView: BasicView!
    var aView: BasicView!
    var bView: BasicView!
    var bViewChild: BasicView!
    let double = CGAffineTransform(scaleX: 2, y: 2)
    let square = rect(0, 0, 400, 400)
    let doubledSquare = rect(-200, -200, 800, 800)
    let doubledB = rect(-50, -25, 200, 100)
    let bBounds = rect(0, 0, 100, 50)

    let run = runPinLayoutSpec {
      beforeEach {
        container = BasicView()
        rootView = BasicView()
        aView = BasicView()
        bView = BasicView()
        bViewChild = BasicView()
        container.addSubview(rootView)
        rootView.addSubview(aView)
        rootView.addSubview(bView)
        bView.addSubview(bViewChild)
        rootView.frame = square
        aView.frame = rect(140, 100, 200, 120)
        bView.frame = rect(0, 0, 100, 50)
        bViewChild.frame = rect(40, 10, 60, 20)
      }

      describe("top, left, bottom, right, width and height") {
        it("without transforms") {
          aView.pin.top(100).left(100).width(100).height(50)
          expect(aView.frame).to(equal(rect(100, 100, 100, 50)))
        }
        it("a child scaled before the layout keeps its scale") {
          aView.transform = double
          aView.pin.top(100).left(100).width(100).height(50)
          expect(aView.frame).to(equal(rect(50, 75, 200, 100)))
          aView.transform = .identity
          expect(aView.frame).to(equal(rect(100, 100, 100, 50)))
        }
        it("a child scaled after the layout scales around its centre") {
          aView.pin.top(100).left(100).width(100).height(50)
          aView.transform = double
          expect(aView.frame).to(equal(rect(50, 75, 200, 100)))
          aView.transform = .identity
          expect(aView.frame).to(equal(rect(100, 100, 100, 50)))
        }
        it("all four edges without transforms") {
          aView.pin.top().bottom().left().right()
          expect(aView.frame).to(equal(square))
          expect(rootView.frame).to(equal(square))
          expect(rootView.bounds).to(equal(square))
        }
        it("all four edges of a scaled parent use its bounds") {
          rootView.transform = double
          aView.pin.top().bottom().left().right()
          expect(aView.frame).to(equal(square))
          expect(rootView.frame).to(equal(doubledSquare))
          expect(rootView.bounds).to(equal(square))
        }
        it("percentages of a scaled parent use its bounds") {
          rootView.transform = double
          aView.pin.top().left().width(100%).height(100%)
          expect(aView.frame).to(equal(square))
          expect(rootView.frame).to(equal(doubledSquare))
          expect(rootView.bounds).to(equal(square))
        }
      }

      describe("topLeft() and bottomRight()") {
        it("without transforms") {
          aView.pin.topLeft().bottomRight()
          expect(aView.frame).to(equal(square))
          expect(rootView.frame).to(equal(square))
          expect(rootView.bounds).to(equal(square))
        }
        it("in a scaled parent") {
          rootView.transform = double
          aView.pin.topLeft().bottomRight()
          expect(aView.frame).to(equal(square))
          expect(rootView.frame).to(equal(doubledSquare))
          expect(rootView.bounds).to(equal(square))
        }
      }

      describe("anchors") {
        it("the parent's corners without transforms") {
          aView.pin.topLeft(to: rootView.anchor.topLeft).bottomRight(
            to: rootView.anchor.bottomRight)
          expect(aView.frame).to(equal(square))
          expect(rootView.frame).to(equal(square))
          expect(rootView.bounds).to(equal(square))
        }
        it("the superview's corners of a scaled parent") {
          rootView.transform = double
          aView.pin.topLeft().bottomRight()
          expect(aView.frame).to(equal(square))
          expect(aView.bounds).to(equal(square))
        }
        it("the top-left of a scaled sibling is its untransformed corner") {
          bView.transform = double
          aView.pin.topLeft(to: bView.anchor.topLeft)
          expect(aView.frame).to(equal(rect(0, 0, 200, 120)))
          expect(aView.bounds).to(equal(rect(0, 0, 200, 120)))
          expect(bView.frame).to(equal(doubledB))
          expect(bView.bounds).to(equal(bBounds))
        }
        it("the bottom-right of a scaled sibling is its untransformed corner") {
          bView.transform = double
          aView.pin.top().left().bottomRight(to: bView.anchor.bottomRight)
          expect(aView.frame).to(equal(rect(0, 0, 100, 50)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 50)))
          expect(bView.frame).to(equal(doubledB))
          expect(bView.bounds).to(equal(bBounds))
        }
        it("a scaled child pinned to its parent's corners keeps its scale") {
          aView.transform = double
          aView.pin.topLeft(to: rootView.anchor.topLeft).bottomRight(
            to: rootView.anchor.bottomRight)
          expect(aView.frame).to(equal(doubledSquare))
          expect(rootView.frame).to(equal(square))
          expect(rootView.bounds).to(equal(square))
        }
        it("a scaled child in a scaled parent") {
          rootView.transform = double
          aView.transform = double
          aView.pin.topLeft().bottomRight()
          expect(aView.frame).to(equal(doubledSquare))
          expect(aView.bounds).to(equal(square))
          expect(rootView.frame).to(equal(doubledSquare))
          expect(rootView.bounds).to(equal(square))
        }
        it("a scaled parent's own corners are in its bounds space") {
          rootView.transform = double
          aView.pin.topLeft(to: rootView.anchor.topLeft).bottomRight(
            to: rootView.anchor.bottomRight)
          expect(aView.frame).to(equal(square))
          expect(aView.bounds).to(equal(square))
          expect(rootView.frame).to(equal(doubledSquare))
          expect(rootView.bounds).to(equal(square))
        }
        it("a scaled parent's own corners ignore its position") {
          rootView.frame = rect(100, 100, 400, 400)
          rootView.transform = double
          aView.pin.topLeft(to: rootView.anchor.topLeft).bottomRight(
            to: rootView.anchor.bottomRight)
          expect(aView.frame).to(equal(square))
          expect(aView.bounds).to(equal(square))
          expect(rootView.frame).to(equal(rect(-100, -100, 800, 800)))
          expect(rootView.bounds).to(equal(square))
        }
      }

      describe("edges") {
        it("the parent's top and bottom without transforms") {
          aView.pin.top(to: rootView.edge.top).bottom(to: rootView.edge.bottom)
          expect(aView.frame).to(equal(rect(140, 0, 200, 400)))
          expect(aView.bounds).to(equal(rect(0, 0, 200, 400)))
          expect(rootView.frame).to(equal(square))
          expect(rootView.bounds).to(equal(square))
        }
        it("a scaled child between its parent's top and bottom keeps its scale") {
          aView.transform = double
          aView.pin.top(to: rootView.edge.top).bottom(to: rootView.edge.bottom)
          expect(aView.frame).to(equal(rect(40, -200, 400, 800)))
          expect(aView.bounds).to(equal(rect(0, 0, 200, 400)))
          expect(rootView.frame).to(equal(square))
          expect(rootView.bounds).to(equal(square))
        }
        it("a scaled parent's top and bottom are in its bounds space") {
          rootView.transform = double
          aView.pin.top(to: rootView.edge.top).bottom(to: rootView.edge.bottom)
          expect(aView.frame).to(equal(rect(140, 0, 200, 400)))
          expect(aView.bounds).to(equal(rect(0, 0, 200, 400)))
          expect(rootView.frame).to(equal(doubledSquare))
          expect(rootView.bounds).to(equal(square))
        }
        it("a scaled child between a scaled parent's top and bottom") {
          rootView.transform = double
          aView.transform = double
          aView.pin.top(to: rootView.edge.top).bottom(to: rootView.edge.bottom)
          expect(aView.frame).to(equal(rect(40, -200, 400, 800)))
          expect(aView.bounds).to(equal(rect(0, 0, 200, 400)))
          expect(rootView.frame).to(equal(doubledSquare))
          expect(rootView.bounds).to(equal(square))
        }
      }

      describe("width(of:), height(of:) and size(of:)") {
        it("width(of:) without transforms") {
          aView.pin.width(of: bView)
          expect(aView.frame).to(equal(rect(140, 100, 100, 120)))
          expect(rootView.frame).to(equal(square))
          expect(rootView.bounds).to(equal(square))
        }
        it("width(of:) a scaled view is its untransformed width") {
          bView.transform = double
          aView.pin.width(of: bView)
          expect(aView.frame).to(equal(rect(140, 100, 100, 120)))
          expect(bView.frame).to(equal(doubledB))
          expect(bView.bounds).to(equal(bBounds))
        }
        it("width(of:) sets the bounds width of a scaled view") {
          aView.transform = double
          bView.transform = double
          aView.pin.width(of: bView)
          expect(aView.bounds).to(equal(rect(0, 0, 100, 120)))
          expect(aView.frame).to(equal(rect(90, 40, 200, 240)))
          expect(bView.bounds).to(equal(bBounds))
          expect(bView.frame).to(equal(doubledB))
        }
        it("height(of:) without transforms") {
          aView.pin.height(of: bView)
          expect(aView.frame).to(equal(rect(140, 100, 200, 50)))
          expect(rootView.frame).to(equal(square))
          expect(rootView.bounds).to(equal(square))
        }
        it("height(of:) a scaled view is its untransformed height") {
          bView.transform = double
          aView.pin.height(of: bView)
          expect(aView.frame).to(equal(rect(140, 100, 200, 50)))
          expect(bView.frame).to(equal(doubledB))
          expect(bView.bounds).to(equal(bBounds))
        }
        it("height(of:) sets the bounds height of a scaled view") {
          aView.transform = double
          bView.transform = double
          aView.pin.height(of: bView)
          expect(aView.frame).to(equal(rect(40, 75, 400, 100)))
          expect(aView.bounds).to(equal(rect(0, 0, 200, 50)))
          expect(bView.bounds).to(equal(bBounds))
          expect(bView.frame).to(equal(doubledB))
        }
        it("size(of:) without transforms") {
          aView.pin.size(of: bView)
          expect(aView.frame).to(equal(rect(140, 100, 100, 50)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 50)))
          expect(rootView.frame).to(equal(square))
          expect(rootView.bounds).to(equal(square))
        }
        it("size(of:) a scaled view is its untransformed size") {
          bView.transform = double
          aView.pin.size(of: bView)
          expect(aView.frame).to(equal(rect(140, 100, 100, 50)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 50)))
          expect(bView.frame).to(equal(doubledB))
          expect(bView.bounds).to(equal(bBounds))
        }
        it("size(of:) sets the bounds size of a scaled view") {
          aView.transform = double
          bView.transform = double
          aView.pin.size(of: bView)
          expect(aView.frame).to(equal(rect(90, 75, 200, 100)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 50)))
          expect(bView.frame).to(equal(doubledB))
          expect(bView.bounds).to(equal(bBounds))
        }
      }

      describe("right()") {
        it("without transforms") {
          aView.pin.right().width(100)
          expect(aView.frame).to(equal(rect(300, 100, 100, 120)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 120)))
          expect(aView.center).to(equal(CGPoint(x: 350, y: 160)))
          expect(rootView.frame).to(equal(square))
          expect(rootView.bounds).to(equal(square))
        }
        it("a scaled child keeps its centre on the untransformed rectangle's") {
          aView.transform = double
          aView.pin.right().width(100)
          expect(aView.frame).to(equal(rect(250, 40, 200, 240)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 120)))
          expect(aView.center).to(equal(CGPoint(x: 350, y: 160)))
          expect(rootView.frame).to(equal(square))
          expect(rootView.bounds).to(equal(square))
        }
        it("in a scaled parent") {
          rootView.transform = double
          aView.pin.right().width(100)
          expect(aView.frame).to(equal(rect(300, 100, 100, 120)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 120)))
          expect(aView.center).to(equal(CGPoint(x: 350, y: 160)))
          expect(rootView.frame).to(equal(doubledSquare))
          expect(rootView.bounds).to(equal(square))
        }
      }

      describe("layer.anchorPoint decides where the centre is") {
        it("the default anchor point (0.5, 0.5)") {
          aView.pin.top(100).left(100).width(100).height(100)
          expect(aView.frame).to(equal(rect(100, 100, 100, 100)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 100)))
          expect(aView.center).to(equal(CGPoint(x: 150, y: 150)))
        }
        it("anchor point (0.25, 0.25)") {
          aView.layer.anchorPoint = CGPoint(x: 0.25, y: 0.25)
          aView.pin.top(100).left(100).width(100).height(100)
          expect(aView.frame).to(equal(rect(100, 100, 100, 100)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 100)))
          expect(aView.center).to(equal(CGPoint(x: 125, y: 125)))
        }
        it("anchor point (1, 1)") {
          aView.layer.anchorPoint = CGPoint(x: 1, y: 1)
          aView.pin.top(100).left(100).width(100).height(100)
          expect(aView.frame).to(equal(rect(100, 100, 100, 100)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 100)))
          expect(aView.center).to(equal(CGPoint(x: 200, y: 200)))
        }
        it("anchor point (0, 0) with a scale of 2 grows from the top-left corner") {
          aView.layer.anchorPoint = CGPoint(x: 0, y: 0)
          aView.transform = double
          aView.pin.top(100).left(100).width(100).height(100)
          expect(aView.frame).to(equal(rect(100, 100, 200, 200)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 100)))
          expect(aView.center).to(equal(CGPoint(x: 100, y: 100)))
        }
      }

      describe("below(of:) a view with a moved anchor point or a scale") {
        let bBelow = rect(100, 200, 100, 50)
        it("anchor point (0.5, 0.5)") {
          aView.pin.top(100).left(100).width(100).height(100)
          bView.pin.below(of: aView, aligned: .left)
          expect(aView.frame).to(equal(rect(100, 100, 100, 100)))
          expect(bView.frame).to(equal(bBelow))
          expect(bView.bounds).to(equal(bBounds))
          expect(bView.center).to(equal(CGPoint(x: 150, y: 225)))
        }
        it("anchor point (0.25, 0.25)") {
          aView.layer.anchorPoint = CGPoint(x: 0.25, y: 0.25)
          aView.pin.top(100).left(100).width(100).height(100)
          bView.pin.below(of: aView, aligned: .left)
          expect(aView.frame).to(equal(rect(100, 100, 100, 100)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 100)))
          expect(aView.center).to(equal(CGPoint(x: 125, y: 125)))
          expect(bView.frame).to(equal(bBelow))
          expect(bView.bounds).to(equal(bBounds))
          expect(bView.center).to(equal(CGPoint(x: 150, y: 225)))
        }
        it("anchor point (0, 1) and a scale of 2: below the untransformed rectangle") {
          aView.layer.anchorPoint = CGPoint(x: 0, y: 1)
          aView.transform = double
          aView.pin.top(100).left(100).width(100).height(100)
          bView.pin.below(of: aView, aligned: .left)
          expect(aView.frame).to(equal(rect(100, 0, 200, 200)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 100)))
          expect(aView.center).to(equal(CGPoint(x: 100, y: 200)))
          expect(bView.frame).to(equal(bBelow))
          expect(bView.bounds).to(equal(bBounds))
          expect(bView.center).to(equal(CGPoint(x: 150, y: 225)))
        }
        it("both views with moved anchor points and scales") {
          aView.layer.anchorPoint = CGPoint(x: 0, y: 1)
          aView.transform = double
          aView.pin.top(100).left(100).width(100).height(100)
          bView.layer.anchorPoint = CGPoint(x: 0, y: 0)
          bView.transform = CGAffineTransform(scaleX: 4, y: 2)
          bView.pin.below(of: aView, aligned: .left)
          expect(aView.frame).to(equal(rect(100, 0, 200, 200)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 100)))
          expect(aView.center).to(equal(CGPoint(x: 100, y: 200)))
          expect(bView.frame).to(equal(rect(100, 200, 400, 100)))
          expect(bView.bounds).to(equal(bBounds))
          expect(bView.center).to(equal(CGPoint(x: 100, y: 200)))
        }
      }

      describe("pinFrame") {
        let quarterTurn = CGAffineTransform(rotationAngle: .pi / 2)
        let oneAndAHalf = CGAffineTransform(scaleX: 1.5, y: 1.5)
        it("without transforms") {
          aView.pinFrame.top(100).left(100).width(100).height(50)
          expect(aView.frame).to(equal(rect(100, 100, 100, 50)))
        }
        it("places a scaled view's frame and shrinks its bounds") {
          bView.frame = aView.frame
          aView.transform = double
          bView.transform = double
          aView.pin.top(100).left(100).width(100).height(50)
          bView.pinFrame.top(100).left(100).width(100).height(50)
          expect(aView.frame).to(equal(rect(50, 75, 200, 100)))
          expect(aView.bounds).to(equal(rect(0, 0, 100, 50)))
          expect(bView.frame).to(equal(rect(100, 100, 100, 50)))
          expect(bView.bounds).to(equal(rect(0, 0, 50, 25)))
        }
        it("places a rotated view's frame") {
          aView.transform = quarterTurn
          bView.transform = quarterTurn
          aView.pin.top(100).left(100).width(100).height(50)
          bView.pinFrame.top(100).left(100).width(100).height(50)
          expect(aView.frame).to(equal(rect(125, 75, 50, 100)))
          expect(bView.frame).to(equal(rect(100, 100, 100, 50)))
        }
        it("places a rotated view's frame after pin laid out another") {
          aView.transform = quarterTurn
          bView.transform = quarterTurn
          aView.pin.top(100).left(100).width(100).height(50)
          expect(aView.frame).to(equal(rect(125, 75, 50, 100)))
          bView.pinFrame.top(100).left(100).width(100).height(50)
          expect(bView.frame).to(equal(rect(100, 100, 100, 50)))
        }
        it("below(of:) a view placed with pinFrame") {
          aView.transform = oneAndAHalf
          bView.transform = oneAndAHalf
          aView.pinFrame.center().width(100).height(50)
          bView.pinFrame.below(of: aView, aligned: .left).width(100).height(50)
          expect(aView.frame).to(equal(rect(150, 175, 100, 50)))
          expect(bView.frame).to(equal(rect(150, 225, 100, 50)))
        }
        it("below(of:) a view placed with pin uses its transformed frame") {
          aView.transform = oneAndAHalf
          bView.transform = oneAndAHalf
          aView.pin.center().width(100).height(50)
          bView.pinFrame.below(of: aView, aligned: .left).width(100).height(50)
          expect(aView.frame).to(equal(rect(125, 162.5, 150, 75)))
          expect(bView.frame).to(beCloseTo(rect(125, 237.6667, 100, 50), within: 0.5))
        }
      }
    }
    XCTAssertEqual(run.ran.count, 46)
    XCTAssertEqual(run.skipped.count, 0)
  }
}
