import Pinframe
import XCTest

/// The facts of PinLayout's PinEdgesSpec (Tests/Common, 107 examples, all ported): the edges
/// and centres of the superview, by value, percentage and insets, `all`, `horizontally` and
/// `vertically`, their conflicts, and views without a superview.
///
/// root (400 × 400, in a container view) holds aView (140, 100, 200 × 100) and bView
/// (160, 120, 110 × 80), which holds bViewChild (40, 10, 60 × 20). No display scale is set:
/// ``simulatorScale``.
final class PinEdgesSpecTests: XCTestCase {
  func testSpec() {
    var container: BasicView!
    var rootView: BasicView!
    var aView: BasicView!
    var bView: BasicView!
    var bViewChild: BasicView!
    var unattached: UIView!
    let insets = PEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let unattachedFrame = rect(10, 10, 10, 10)

    let run = runPinLayoutSpec {
      beforeEach {
        Pin.lastWarningText = nil
        container = BasicView()
        rootView = BasicView()
        aView = BasicView()
        bView = BasicView()
        bViewChild = BasicView()
        container.addSubview(rootView)
        rootView.addSubview(aView)
        rootView.addSubview(bView)
        bView.addSubview(bViewChild)
        rootView.frame = rect(0, 0, 400, 400)
        aView.frame = rect(140, 100, 200, 100)
        bView.frame = rect(160, 120, 110, 80)
        bViewChild.frame = rect(40, 10, 60, 20)
        unattached = UIView(frame: unattachedFrame)
      }

      describe("top") {
        it("top()") {
          aView.pin.top()
          expect(aView.frame).to(equal(rect(140, 0, 200, 100)))
        }
        it("top(0)") {
          aView.pin.top(0)
          expect(aView.frame).to(equal(rect(140, 0, 200, 100)))
        }
        it("top() and top(0) give the same frame") {
          aView.pin.top()
          let withoutValue = aView.frame
          aView.pin.top(0)
          expect(aView.frame).to(equal(withoutValue))
        }
        it("top(20)") {
          aView.pin.top(20)
          expect(aView.frame).to(equal(rect(140, 20, 200, 100)))
        }
        it("top(20).bottom()") {
          aView.pin.top(20).bottom()
          expect(aView.frame).to(equal(rect(140, 20, 200, 380)))
        }
        it("top(-20)") {
          aView.pin.top(-20)
          expect(aView.frame).to(equal(rect(140, -20, 200, 100)))
        }
        it("top(-20).bottom()") {
          aView.pin.top(-20).bottom()
          expect(aView.frame).to(equal(rect(140, -20, 200, 420)))
        }
        it("top(20%) leaves a view without a superview where it is") {
          unattached.pin.top(20%)
          expect(unattached.frame).to(equal(unattachedFrame))
        }
        it("top(20%)") {
          aView.pin.top(20%)
          expect(aView.frame).to(equal(rect(140, 80, 200, 100)))
        }
        it("top(-20%)") {
          aView.pin.top(-20%)
          expect(aView.frame).to(equal(rect(140, -80, 200, 100)))
        }
        it("top(insets) uses insets.top") {
          aView.pin.top(insets)
          expect(aView.frame).to(equal(rect(140, 10, 200, 100)))
        }
      }

      describe("left") {
        it("left()") {
          aView.pin.left()
          expect(aView.frame).to(equal(rect(0, 100, 200, 100)))
        }
        it("left(0)") {
          aView.pin.left(0)
          expect(aView.frame).to(equal(rect(0, 100, 200, 100)))
        }
        it("left() and left(0) give the same frame") {
          aView.pin.left()
          let withoutValue = aView.frame
          aView.pin.left(0)
          expect(aView.frame).to(equal(withoutValue))
        }
        it("left(-20)") {
          aView.pin.left(-20)
          expect(aView.frame).to(equal(rect(-20, 100, 200, 100)))
        }
        it("left(-20).right()") {
          aView.pin.left(-20).right()
          expect(aView.frame).to(equal(rect(-20, 100, 420, 100)))
        }
        it("left(20.0%) leaves a view without a superview where it is") {
          unattached.pin.left(20.0%)
          expect(unattached.frame).to(equal(unattachedFrame))
        }
        it("left(20%) leaves a view without a superview where it is") {
          unattached.pin.left(20%)
          expect(unattached.frame).to(equal(unattachedFrame))
        }
        it("left(20%)") {
          aView.pin.left(20%)
          expect(aView.frame).to(equal(rect(80, 100, 200, 100)))
        }
        it("left(20%).right()") {
          aView.pin.left(20%).right()
          expect(aView.frame).to(equal(rect(80, 100, 320, 100)))
        }
        it("left(-20%)") {
          aView.pin.left(-20%)
          expect(aView.frame).to(equal(rect(-80, 100, 200, 100)))
        }
        it("left(-20%).right()") {
          aView.pin.left(-20%).right()
          expect(aView.frame).to(equal(rect(-80, 100, 480, 100)))
        }
        it("left(insets) uses insets.left") {
          aView.pin.left(insets)
          expect(aView.frame).to(equal(rect(20, 100, 200, 100)))
        }
      }

      describe("bottom") {
        it("bottom()") {
          aView.pin.bottom()
          expect(aView.frame).to(equal(rect(140, 300, 200, 100)))
        }
        it("bottom(0)") {
          aView.pin.bottom(0)
          expect(aView.frame).to(equal(rect(140, 300, 200, 100)))
        }
        it("bottom() and bottom(0) give the same frame") {
          aView.pin.bottom()
          let withoutValue = aView.frame
          aView.pin.bottom(0)
          expect(aView.frame).to(equal(withoutValue))
        }
        it("bottom(-20)") {
          aView.pin.bottom(-20)
          expect(aView.frame).to(equal(rect(140, 320, 200, 100)))
        }
        it("top().bottom(-20)") {
          aView.pin.top().bottom(-20)
          expect(aView.frame).to(equal(rect(140, 0, 200, 420)))
        }
        it("bottom(20%) leaves a view without a superview where it is") {
          unattached.pin.bottom(20%)
          expect(unattached.frame).to(equal(unattachedFrame))
        }
        it("bottom(20%)") {
          aView.pin.bottom(20%)
          expect(aView.frame).to(equal(rect(140, 220, 200, 100)))
        }
        it("top().bottom(20%)") {
          aView.pin.top().bottom(20%)
          expect(aView.frame).to(equal(rect(140, 0, 200, 320)))
        }
        it("bottom(-20%)") {
          aView.pin.bottom(-20%)
          expect(aView.frame).to(equal(rect(140, 380, 200, 100)))
        }
        it("top().bottom(-20%)") {
          aView.pin.top().bottom(-20%)
          expect(aView.frame).to(equal(rect(140, 0, 200, 480)))
        }
        it("bottom(insets) uses insets.bottom") {
          aView.pin.bottom(insets)
          expect(aView.frame).to(equal(rect(140, 270, 200, 100)))
        }
      }

      describe("right") {
        it("right()") {
          aView.pin.right()
          expect(aView.frame).to(equal(rect(200, 100, 200, 100)))
        }
        it("right(0)") {
          aView.pin.right(0)
          expect(aView.frame).to(equal(rect(200, 100, 200, 100)))
        }
        it("right() and right(0) give the same frame") {
          aView.pin.right()
          let withoutValue = aView.frame
          aView.pin.right(0)
          expect(aView.frame).to(equal(withoutValue))
        }
        it("right(-20)") {
          aView.pin.right(-20)
          expect(aView.frame).to(equal(rect(220, 100, 200, 100)))
        }
        it("left().right(-20)") {
          aView.pin.left().right(-20)
          expect(aView.frame).to(equal(rect(0, 100, 420, 100)))
        }
        it("right(20%) leaves a view without a superview where it is") {
          unattached.pin.right(20%)
          expect(unattached.frame).to(equal(unattachedFrame))
        }
        it("right(20%)") {
          aView.pin.right(20%)
          expect(aView.frame).to(equal(rect(120, 100, 200, 100)))
        }
        it("left().right(20%)") {
          aView.pin.left().right(20%)
          expect(aView.frame).to(equal(rect(0, 100, 320, 100)))
        }
        it("right(-20%)") {
          aView.pin.right(-20%)
          expect(aView.frame).to(equal(rect(280, 100, 200, 100)))
        }
        it("left().right(-20%)") {
          aView.pin.left().right(-20%)
          expect(aView.frame).to(equal(rect(0, 100, 480, 100)))
        }
        it("right(insets) uses insets.right") {
          aView.pin.right(insets)
          expect(aView.frame).to(equal(rect(160, 100, 200, 100)))
        }
      }

      describe("hCenter") {
        it("hCenter()") {
          aView.pin.hCenter()
          expect(aView.frame).to(equal(rect(100, 100, 200, 100)))
        }
        it("hCenter(0)") {
          aView.pin.hCenter(0)
          expect(aView.frame).to(equal(rect(100, 100, 200, 100)))
        }
        it("hCenter() and hCenter(0) give the same frame") {
          aView.pin.hCenter()
          let withoutValue = aView.frame
          aView.pin.hCenter(0)
          expect(aView.frame).to(equal(withoutValue))
        }
        it("hCenter(-20)") {
          aView.pin.hCenter(-20)
          expect(aView.frame).to(equal(rect(80, 100, 200, 100)))
        }
        it("left().hCenter(-20) keeps left and warns") {
          aView.pin.left().hCenter(-20)
          expect(aView.frame).to(equal(rect(0, 100, 200, 100)))
          expect(Pin.lastWarningText).to(contain(["hCenter", "won't be applied", "left"]))
        }
        it("hCenter(20%) leaves a view without a superview where it is") {
          unattached.pin.hCenter(20%)
          expect(unattached.frame).to(equal(unattachedFrame))
        }
        it("hCenter(40%)") {
          aView.pin.hCenter(40%)
          expect(aView.frame).to(equal(rect(260, 100, 200, 100)))
        }
        it("hCenter(-20%)") {
          aView.pin.hCenter(-20%)
          expect(aView.frame).to(equal(rect(20, 100, 200, 100)))
        }
        it("hCenter(to: aView.edge.left)") {
          bView.pin.hCenter(to: aView.edge.left)
          expect(bView.frame).to(equal(rect(85, 120, 110, 80)))
        }
        it("hCenter(to: aView.edge.hCenter)") {
          bView.pin.hCenter(to: aView.edge.hCenter)
          expect(bView.frame).to(equal(rect(185, 120, 110, 80)))
        }
        it("hCenter(to: aView.edge.right)") {
          bView.pin.hCenter(to: aView.edge.right)
          expect(bView.frame).to(equal(rect(285, 120, 110, 80)))
        }
      }

      describe("vCenter") {
        it("vCenter()") {
          aView.pin.vCenter()
          expect(aView.frame).to(equal(rect(140, 150, 200, 100)))
        }
        it("vCenter(0)") {
          aView.pin.vCenter(0)
          expect(aView.frame).to(equal(rect(140, 150, 200, 100)))
        }
        it("vCenter() and vCenter(0) give the same frame") {
          aView.pin.vCenter()
          let withoutValue = aView.frame
          aView.pin.vCenter(0)
          expect(aView.frame).to(equal(withoutValue))
        }
        it("vCenter(-20)") {
          aView.pin.vCenter(-20)
          expect(aView.frame).to(equal(rect(140, 130, 200, 100)))
        }
        it("top().vCenter(-20) keeps top and warns") {
          aView.pin.top().vCenter(-20)
          expect(aView.frame).to(equal(rect(140, 0, 200, 100)))
          expect(Pin.lastWarningText).to(contain(["vCenter", "won't be applied", "top"]))
        }
        it("vCenter(20%)") {
          aView.pin.vCenter(20%)
          expect(aView.frame).to(equal(rect(140, 230, 200, 100)))
        }
        it("vCenter(-20%)") {
          aView.pin.vCenter(-20%)
          expect(aView.frame).to(equal(rect(140, 70, 200, 100)))
        }
        it("top().vCenter(-20%) keeps top and warns") {
          aView.pin.top().vCenter(-20%)
          expect(aView.frame).to(equal(rect(140, 0, 200, 100)))
          expect(Pin.lastWarningText).to(contain(["vCenter", "won't be applied", "top"]))
        }
        it("vCenter(to: aView.edge.top)") {
          bView.pin.vCenter(to: aView.edge.top)
          expect(bView.frame).to(equal(rect(160, 60, 110, 80)))
        }
        it("vCenter(to: aView.edge.vCenter)") {
          bView.pin.vCenter(to: aView.edge.vCenter)
          expect(bView.frame).to(equal(rect(160, 110, 110, 80)))
        }
        it("vCenter(to: aView.edge.bottom)") {
          bView.pin.vCenter(to: aView.edge.bottom)
          expect(bView.frame).to(equal(rect(160, 160, 110, 80)))
        }
        it("vCenter(to:) the edge of a view in another superview") {
          bViewChild.pin.vCenter(to: aView.edge.vCenter)
          expect(bViewChild.frame).to(equal(rect(40, 20, 60, 20)))
        }
      }

      describe("all") {
        it("all()") {
          aView.pin.all()
          expect(aView.frame).to(equal(rect(0, 0, 400, 400)))
        }
        it("all().margin(10)") {
          aView.pin.all().margin(10)
          expect(aView.frame).to(equal(rect(10, 10, 380, 380)))
        }
        it("all(10)") {
          aView.pin.all(10)
          expect(aView.frame).to(equal(rect(10, 10, 380, 380)))
        }
        it("all() of a child of bView") {
          bViewChild.pin.all()
          expect(bViewChild.frame).to(equal(rect(0, 0, 110, 80)))
        }
        it("all().margin(10) of a child of bView") {
          bViewChild.pin.all().margin(10)
          expect(bViewChild.frame).to(equal(rect(10, 10, 90, 60)))
        }
        it("all(10) of a child of bView") {
          bViewChild.pin.all(10)
          expect(bViewChild.frame).to(equal(rect(10, 10, 90, 60)))
        }
        it("all(insets)") {
          aView.pin.all(insets)
          expect(aView.frame).to(equal(rect(20, 10, 340, 360)))
        }
        it("top(20).all() warns about its top") {
          aView.pin.top(20).all()
          expect(Pin.lastWarningText).to(
            contain(["all() top coordinate", "won't be applied", "already been set to 20"]))
        }
        it("left(20).all() warns about its left") {
          aView.pin.left(20).all()
          expect(Pin.lastWarningText).to(
            contain(["all() left coordinate", "won't be applied", "already been set to 20"]))
        }
        it("right(20).all() warns about its right") {
          aView.pin.right(20).all()
          expect(Pin.lastWarningText).to(
            contain(["all() right coordinate", "won't be applied", "already been set to 20"]))
        }
        it("bottom(20).all() warns about its bottom") {
          aView.pin.bottom(20).all()
          expect(Pin.lastWarningText).to(
            contain(["all() bottom coordinate", "won't be applied", "already been set to 20"]))
        }
      }

      describe("horizontally") {
        it("horizontally()") {
          aView.pin.horizontally()
          expect(aView.frame).to(equal(rect(0, 100, 400, 100)))
        }
        it("horizontally().margin(10)") {
          aView.pin.horizontally().margin(10)
          expect(aView.frame).to(equal(rect(10, 100, 380, 100)))
        }
        it("horizontally(10)") {
          aView.pin.horizontally(10)
          expect(aView.frame).to(equal(rect(10, 100, 380, 100)))
        }
        it("horizontally(10%)") {
          aView.pin.horizontally(10%)
          expect(aView.frame).to(equal(rect(40, 100, 320, 100)))
        }
        it("horizontally() of a child of bView") {
          bViewChild.pin.horizontally()
          expect(bViewChild.frame).to(equal(rect(0, 10, 110, 20)))
        }
        it("horizontally().margin(10) of a child of bView") {
          bViewChild.pin.horizontally().margin(10)
          expect(bViewChild.frame).to(equal(rect(10, 10, 90, 20)))
        }
        it("horizontally(10) of a child of bView") {
          bViewChild.pin.horizontally(10)
          expect(bViewChild.frame).to(equal(rect(10, 10, 90, 20)))
        }
        it("horizontally(10%) of a child of bView") {
          bViewChild.pin.horizontally(10%)
          expect(bViewChild.frame).to(equal(rect(11, 10, 88, 20)))
        }
        it("horizontally(insets)") {
          aView.pin.horizontally(insets)
          expect(aView.frame).to(equal(rect(20, 100, 340, 100)))
        }
        it("left(20).horizontally() warns about its left") {
          aView.pin.left(20).horizontally()
          expect(Pin.lastWarningText).to(
            contain([
              "horizontally() left coordinate", "won't be applied", "already been set to 20",
            ])
          )
        }
        it("right(20).horizontally() warns about its right") {
          aView.pin.right(20).horizontally()
          expect(Pin.lastWarningText).to(
            contain([
              "horizontally() right coordinate", "won't be applied", "already been set to 20",
            ]))
        }
        it("left(10).horizontally(20) warns about its left") {
          aView.pin.left(10).horizontally(20)
          expect(Pin.lastWarningText).to(
            contain([
              "horizontally(20) left coordinate", "won't be applied", "already been set to 10",
            ]))
        }
        it("right(10).horizontally(20) warns about its right") {
          aView.pin.right(10).horizontally(20)
          expect(Pin.lastWarningText).to(
            contain([
              "horizontally(20) right coordinate", "won't be applied", "already been set to 10",
            ]))
        }
        it("left(10).horizontally(10%) warns about its left") {
          aView.pin.left(10).horizontally(10%)
          expect(Pin.lastWarningText).to(
            contain([
              "horizontally(10%) left coordinate", "won't be applied", "already been set to 10",
            ]))
        }
        it("right(10).horizontally(10%) warns about its right") {
          aView.pin.right(10).horizontally(10%)
          expect(Pin.lastWarningText).to(
            contain([
              "horizontally(10%) right coordinate", "won't be applied", "already been set to 10",
            ]))
        }
      }

      describe("vertically") {
        it("vertically()") {
          aView.pin.vertically()
          expect(aView.frame).to(equal(rect(140, 0, 200, 400)))
        }
        it("vertically().margin(10)") {
          aView.pin.vertically().margin(10)
          expect(aView.frame).to(equal(rect(140, 10, 200, 380)))
        }
        it("vertically(10)") {
          aView.pin.vertically(10)
          expect(aView.frame).to(equal(rect(140, 10, 200, 380)))
        }
        it("vertically(10%)") {
          aView.pin.vertically(10%)
          expect(aView.frame).to(equal(rect(140, 40, 200, 320)))
        }
        it("vertically() of a child of bView") {
          bViewChild.pin.vertically()
          expect(bViewChild.frame).to(equal(rect(40, 0, 60, 80)))
        }
        it("vertically().margin(10) of a child of bView") {
          bViewChild.pin.vertically().margin(10)
          expect(bViewChild.frame).to(equal(rect(40, 10, 60, 60)))
        }
        it("vertically(insets)") {
          aView.pin.vertically(insets)
          expect(aView.frame).to(equal(rect(140, 10, 200, 360)))
        }
        it("top(20).vertically() warns about its top") {
          aView.pin.top(20).vertically()
          expect(Pin.lastWarningText).to(
            contain(["vertically() top coordinate", "won't be applied", "already been set to 20"]))
        }
        it("bottom(20).vertically() warns about its bottom") {
          aView.pin.bottom(20).vertically()
          expect(Pin.lastWarningText).to(
            contain([
              "vertically() bottom coordinate", "won't be applied", "already been set to 20",
            ])
          )
        }
        it("top(10).vertically(20) warns about its top") {
          aView.pin.top(10).vertically(20)
          expect(Pin.lastWarningText).to(
            contain(["vertically(20) top coordinate", "won't be applied", "already been set to 10"])
          )
        }
        it("bottom(10).vertically(20) warns about its bottom") {
          aView.pin.bottom(10).vertically(20)
          expect(Pin.lastWarningText).to(
            contain([
              "vertically(20) bottom coordinate", "won't be applied", "already been set to 10",
            ]))
        }
        it("top(10).vertically(10%) warns about its top") {
          aView.pin.top(10).vertically(10%)
          expect(Pin.lastWarningText).to(
            contain([
              "vertically(10%) top coordinate", "won't be applied", "already been set to 10",
            ])
          )
        }
        it("bottom(10).vertically(10%) warns about its bottom") {
          aView.pin.bottom(10).vertically(10%)
          expect(Pin.lastWarningText).to(
            contain([
              "vertically(10%) bottom coordinate", "won't be applied", "already been set to 10",
            ]))
        }
      }
    }
    XCTAssertEqual(run.ran.count, 107)
    XCTAssertEqual(run.skipped.count, 0)
  }
}
