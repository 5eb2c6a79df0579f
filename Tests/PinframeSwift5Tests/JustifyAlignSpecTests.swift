import Pinframe
import XCTest

/// The facts of PinLayout's JustifyAlignSpec (Tests/Common, 26 examples, all ported): where
/// `justify` and `align` place a view between two edges, with edges or margins and with
/// `pinEdges()`, and their warnings when the edges they need are missing.
///
/// root (400 × 400, in a container view) holds aView (40, 100, 100 × 60). Display scale 2, as
/// the spec sets.
final class JustifyAlignSpecTests: XCTestCase {
  func testSpec() {
    var container: BasicView!
    var rootView: BasicView!
    var aView: BasicView!

    let run = runPinLayoutSpec {
      beforeEach {
        _pinlayoutSetUnitTest(scale: 2)
        Pin.lastWarningText = nil
        container = BasicView()
        rootView = BasicView()
        rootView.frame = rect(0, 0, 400, 400)
        container.addSubview(rootView)
        aView = BasicView()
        aView.frame = rect(40, 100, 100, 60)
        aView.sizeThatFitsExpectedArea = 40 * 40
        rootView.addSubview(aView)
      }
      afterEach {
        _pinlayoutSetUnitTest(scale: nil)
      }

      describe("justify() warns when it cannot apply") {
        it("justify(.center)") {
          aView.pin.justify(.center)
          expect(aView.frame).to(equal(rect(40, 100, 100, 60)))
          expect(Pin.lastWarningText).to(
            contain(["justify", "center", "won't be applied", "left and right"]))
        }
        it("width(100).justify(.center)") {
          aView.pin.width(100).justify(.center)
          expect(aView.frame).to(equal(rect(40, 100, 100, 60)))
          expect(Pin.lastWarningText).to(
            contain(["justify", "center", "won't be applied", "left and right"]))
        }
        it("left().pinEdges().justify(.center)") {
          aView.pin.left().pinEdges().justify(.center)
          expect(aView.frame).to(equal(rect(0, 100, 100, 60)))
          expect(Pin.lastWarningText).to(
            contain(["justify", "center", "won't be applied", "left and right"]))
        }
        it("left().width(250).justify(.center)") {
          aView.pin.left().width(250).justify(.center)
          expect(aView.frame).to(equal(rect(0, 100, 250, 60)))
          expect(Pin.lastWarningText).to(
            contain(["justify", "center", "won't be applied", "left and right"]))
        }
        it("hCenter(60).justify(.center)") {
          aView.pin.hCenter(60).justify(.center)
          expect(aView.frame).to(equal(rect(210, 100, 100, 60)))
          expect(Pin.lastWarningText).to(
            contain(["justify", "center", "won't be applied", "hCenter"]))
        }
      }
      describe("align() warns when it cannot apply") {
        it("align(.center)") {
          aView.pin.align(.center)
          expect(aView.frame).to(equal(rect(40, 100, 100, 60)))
          expect(Pin.lastWarningText).to(
            contain(["align(.center)", "won't be applied", "top and bottom"]))
        }
        it("width(100).align(.center)") {
          aView.pin.width(100).align(.center)
          expect(aView.frame).to(equal(rect(40, 100, 100, 60)))
          expect(Pin.lastWarningText).to(
            contain(["align(.center)", "won't be applied", "top and bottom"]))
        }
        it("left().pinEdges().align(.center)") {
          aView.pin.left().pinEdges().align(.center)
          expect(aView.frame).to(equal(rect(0, 100, 100, 60)))
          expect(Pin.lastWarningText).to(
            contain(["align(.center)", "won't be applied", "top and bottom"]))
        }
        it("left().width(250).align(.center)") {
          aView.pin.left().width(250).align(.center)
          expect(aView.frame).to(equal(rect(0, 100, 250, 60)))
          expect(Pin.lastWarningText).to(
            contain(["align(.center)", "won't be applied", "top and bottom"]))
        }
        it("hCenter(60).align(.center)") {
          aView.pin.hCenter(60).align(.center)
          expect(aView.frame).to(equal(rect(210, 100, 100, 60)))
          expect(Pin.lastWarningText).to(
            contain(["align(.center)", "won't be applied", "top and bottom"]))
        }
      }
      describe("width with justify") {
        itPlaces(aView, at: rect(0, 100, 250, 60), "left().right().width(250)") {
          aView.pin.left().right().width(250)
        }
        itPlaces(aView, at: rect(0, 100, 250, 60), "left().right().width(250).justify(.left)") {
          aView.pin.left().right().width(250).justify(.left)
        }
        itPlaces(aView, at: rect(75, 100, 250, 60), "left().right().width(250).justify(.center)") {
          aView.pin.left().right().width(250).justify(.center)
        }
        itPlaces(aView, at: rect(150, 100, 250, 60), "left().right().width(250).justify(.right)") {
          aView.pin.left().right().width(250).justify(.right)
        }
        it(
          "left(50).right(50).width(200).justify(.left), as left().right().marginHorizontal(50).width(200).justify(.left)"
        ) {
          aView.pin.left(50).right(50).width(200).justify(.left)
          let rect1 = aView.frame
          expect(aView.frame).to(equal(rect(50, 100, 200, 60)))
          aView.pin.left().right().marginHorizontal(50).width(200).justify(.left)
          let rect2 = aView.frame
          expect(aView.frame).to(equal(rect(50, 100, 200, 60)))
          expect(rect1).to(equal(rect2))
        }
        it(
          "left(50).right(50).width(200).justify(.center), as left().right().marginHorizontal(50).width(200).justify(.center)"
        ) {
          aView.pin.left(50).right(50).width(200).justify(.center)
          let rect1 = aView.frame
          expect(aView.frame).to(equal(rect(100, 100, 200, 60)))
          aView.pin.left().right().marginHorizontal(50).width(200).justify(.center)
          let rect2 = aView.frame
          expect(aView.frame).to(equal(rect(100, 100, 200, 60)))
          expect(rect1).to(equal(rect2))
        }
        it(
          "left(50).right(50).width(200).justify(.right), as left().right().marginHorizontal(50).width(200).justify(.right)"
        ) {
          aView.pin.left(50).right(50).width(200).justify(.right)
          let rect1 = aView.frame
          expect(aView.frame).to(equal(rect(150, 100, 200, 60)))
          aView.pin.left().right().marginHorizontal(50).width(200).justify(.right)
          let rect2 = aView.frame
          expect(aView.frame).to(equal(rect(150, 100, 200, 60)))
          expect(rect1).to(equal(rect2))
        }
      }
      describe("height with align") {
        itPlaces(aView, at: rect(40, 0, 100, 250), "top().bottom().height(250)") {
          aView.pin.top().bottom().height(250)
        }
        itPlaces(aView, at: rect(40, 0, 100, 250), "top().bottom().height(250).align(.top)") {
          aView.pin.top().bottom().height(250).align(.top)
        }
        itPlaces(aView, at: rect(40, 75, 100, 250), "top().bottom().height(250).align(.center)") {
          aView.pin.top().bottom().height(250).align(.center)
        }
        itPlaces(aView, at: rect(40, 150, 100, 250), "top().bottom().height(250).align(.bottom)") {
          aView.pin.top().bottom().height(250).align(.bottom)
        }
        it(
          "top(50).bottom(50).height(200).align(.top), as top().bottom().marginVertical(50).height(200).align(.top)"
        ) {
          aView.pin.top(50).bottom(50).height(200).align(.top)
          let rect1 = aView.frame
          expect(aView.frame).to(equal(rect(40, 50, 100, 200)))
          aView.pin.top().bottom().marginVertical(50).height(200).align(.top)
          let rect2 = aView.frame
          expect(aView.frame).to(equal(rect(40, 50, 100, 200)))
          expect(rect1).to(equal(rect2))
        }
        it(
          "top(50).bottom(50).height(200).align(.center), as top().bottom().marginVertical(50).height(200).align(.center)"
        ) {
          aView.pin.top(50).bottom(50).height(200).align(.center)
          let rect1 = aView.frame
          expect(aView.frame).to(equal(rect(40, 100, 100, 200)))
          aView.pin.top().bottom().marginVertical(50).height(200).align(.center)
          let rect2 = aView.frame
          expect(aView.frame).to(equal(rect(40, 100, 100, 200)))
          expect(rect1).to(equal(rect2))
        }
        it(
          "top(50).bottom(50).height(200).align(.bottom), as top().bottom().marginVertical(50).height(200).align(.bottom)"
        ) {
          aView.pin.top(50).bottom(50).height(200).align(.bottom)
          let rect1 = aView.frame
          expect(aView.frame).to(equal(rect(40, 150, 100, 200)))
          aView.pin.top().bottom().marginVertical(50).height(200).align(.bottom)
          let rect2 = aView.frame
          expect(aView.frame).to(equal(rect(40, 150, 100, 200)))
          expect(rect1).to(equal(rect2))
        }
      }
      describe("pinEdges with justify") {
        itPlaces(aView, at: rect(0, 100, 100, 60), "left().width(100).pinEdges().justify(.center)")
        { aView.pin.left().width(100).pinEdges().justify(.center) }
      }
      describe("pinEdges with align") {
        itPlaces(aView, at: rect(40, 0, 100, 100), "top().height(100).pinEdges().align(.center)") {
          aView.pin.top().height(100).pinEdges().align(.center)
        }
      }
    }
    XCTAssertEqual(run.ran.count, 26)
  }
}
