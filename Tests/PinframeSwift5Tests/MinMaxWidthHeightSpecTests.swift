import Pinframe
import XCTest

/// The facts of PinLayout's MinMaxWidthHeightSpec (Tests/Common, 95 examples, all ported):
/// min and max widths and heights with edges, centres, margins, justify/align (and their
/// warnings) and sizeToFit.
///
/// root (400 × 400, in a container view) holds aView (40, 100, 100 × 60). Display scale 2, as
/// the spec sets. Names ending in "#2" are examples the spec repeats word for word.
final class MinMaxWidthHeightSpecTests: XCTestCase {
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

      describe("minWidth") {
        itPlaces(aView, at: rect(0, 100, 100, 60), "left().minWidth(50)") {
          aView.pin.left().minWidth(50)
        }
        it("left().minWidth(50) from a 25 × 60 view") {
          aView.frame = rect(40, 100, 25, 60)
          aView.pin.left().minWidth(50)
          expect(aView.frame).to(equal(rect(0, 100, 50, 60)))
        }
        it("left().minWidth(25%) from a 25 × 60 view") {
          aView.frame = rect(40, 100, 25, 60)
          aView.pin.left().minWidth(25%)
          expect(aView.frame).to(equal(rect(0, 100, 100, 60)))
        }
        itPlaces(aView, at: rect(0, 100, 150, 60), "left().width(100).minWidth(150)") {
          aView.pin.left().width(100).minWidth(150)
        }
        itPlaces(aView, at: rect(0, 100, 100, 60), "left().width(100).minWidth(50)") {
          aView.pin.left().width(100).minWidth(50)
        }
        itPlaces(aView, at: rect(100, 100, 200, 60), "left(100).right(100)") {
          aView.pin.left(100).right(100)
        }
        itPlaces(aView, at: rect(100, 100, 250, 60), "left(100).right(100).minWidth(250)") {
          aView.pin.left(100).right(100).minWidth(250)
        }
        itPlaces(
          aView, at: rect(200, 100, 250, 60), "left(100).right(100).marginLeft(100).minWidth(250)"
        ) { aView.pin.left(100).right(100).marginLeft(100).minWidth(250) }
        itPlaces(
          aView, at: rect(100, 100, 250, 60), "left(100).right(100).marginRight(100).minWidth(250)"
        ) { aView.pin.left(100).right(100).marginRight(100).minWidth(250) }
        itPlaces(aView, at: rect(0, 100, 300, 60), "right(100).minWidth(300)") {
          aView.pin.right(100).minWidth(300)
        }
        itPlaces(aView, at: rect(0, 100, 500, 60), "left().right().minWidth(500)") {
          aView.pin.left().right().minWidth(500)
        }
        itPlaces(aView, at: rect(75, 100, 250, 60), "hCenter().width(20).minWidth(250)") {
          aView.pin.hCenter().width(20).minWidth(250)
        }
        it("hCenter().width(20).minWidth(250).justify(.left)") {
          aView.pin.hCenter().width(20).minWidth(250).justify(.left)
          expect(aView.frame).to(equal(rect(75, 100, 250, 60)))
          expect(Pin.lastWarningText).to(
            contain([
              "justify(.left)", "won't be applied",
              "justification is not applied when hCenter has been set",
            ]))
        }
      }
      describe("maxWidth") {
        itPlaces(aView, at: rect(0, 100, 100, 60), "left().maxWidth(150)") {
          aView.pin.left().maxWidth(150)
        }
        it("left().maxWidth(150) from a 200 × 60 view") {
          aView.frame = rect(40, 100, 200, 60)
          aView.pin.left().maxWidth(150)
          expect(aView.frame).to(equal(rect(0, 100, 150, 60)))
        }
        it("left().maxWidth(25%) from a 200 × 60 view") {
          aView.frame = rect(40, 100, 200, 60)
          aView.pin.left().maxWidth(25%)
          expect(aView.frame).to(equal(rect(0, 100, 100, 60)))
        }
        itPlaces(aView, at: rect(50, 100, 100, 60), "left().maxWidth(150).marginLeft(50)") {
          aView.pin.left().maxWidth(150).marginLeft(50)
        }
        itPlaces(aView, at: rect(0, 100, 150, 60), "left().right().maxWidth(150)") {
          aView.pin.left().right().maxWidth(150)
        }
        itPlaces(aView, at: rect(0, 100, 150, 60), "left().width(200).maxWidth(150)") {
          aView.pin.left().width(200).maxWidth(150)
        }
        itPlaces(aView, at: rect(250, 100, 150, 60), "right().width(200).maxWidth(150)") {
          aView.pin.right().width(200).maxWidth(150)
        }
        itPlaces(
          aView, at: rect(100, 100, 250, 60), "left(0).right(0).maxWidth(250).marginLeft(100)"
        ) { aView.pin.left(0).right(0).maxWidth(250).marginLeft(100) }
        itPlaces(aView, at: rect(100, 100, 100, 60), "left(0).maxWidth(250).marginLeft(100)") {
          aView.pin.left(0).maxWidth(250).marginLeft(100)
        }
        it("left(0).maxWidth(250).marginLeft(100) from a 300 × 60 view") {
          aView.frame = rect(40, 100, 300, 60)
          aView.pin.left(0).maxWidth(250).marginLeft(100)
          expect(aView.frame).to(equal(rect(100, 100, 250, 60)))
        }
        itPlaces(
          aView, at: rect(100, 100, 250, 60), "left(0).width(100%).maxWidth(250).marginLeft(100)"
        ) { aView.pin.left(0).width(100%).maxWidth(250).marginLeft(100) }
        itPlaces(
          aView, at: rect(0, 100, 250, 60), "left(0).right(0).marginRight(100).maxWidth(250)"
        ) { aView.pin.left(0).right(0).marginRight(100).maxWidth(250) }
        itPlaces(
          aView, at: rect(0, 100, 250, 60), "left().width(100%).maxWidth(250).justify(.left)"
        ) { aView.pin.left().width(100%).maxWidth(250).justify(.left) }
        it("left().width(100%).maxWidth(250).justify(.center)") {
          aView.pin.left().width(100%).maxWidth(250).justify(.center)
          expect(aView.frame).to(equal(rect(0, 100, 250, 60)))
          expect(Pin.lastWarningText).to(
            contain(["justify(.center)", "won't be applied", "left and right coordinates"]))
        }
        it("left().width(100%).maxWidth(250).justify(.right)") {
          aView.pin.left().width(100%).maxWidth(250).justify(.right)
          expect(aView.frame).to(equal(rect(0, 100, 250, 60)))
          expect(Pin.lastWarningText).to(
            contain(["justify(.right)", "won't be applied", "left and right coordinates"]))
        }
        it("right().width(100%).maxWidth(250).justify(.left)") {
          aView.pin.right().width(100%).maxWidth(250).justify(.left)
          expect(aView.frame).to(equal(rect(150, 100, 250, 60)))
          expect(Pin.lastWarningText).to(
            contain(["justify(.left)", "won't be applied", "left and right coordinates"]))
        }
        it("right().width(100%).maxWidth(250).justify(.center)") {
          aView.pin.right().width(100%).maxWidth(250).justify(.center)
          expect(aView.frame).to(equal(rect(150, 100, 250, 60)))
          expect(Pin.lastWarningText).to(
            contain(["justify(.center)", "won't be applied", "left and right coordinates"]))
        }
        itPlaces(
          aView, at: rect(150, 100, 250, 60), "right().width(100%).maxWidth(250).justify(.right)"
        ) { aView.pin.right().width(100%).maxWidth(250).justify(.right) }
        itPlaces(
          aView, at: rect(20, 100, 250, 60),
          "left().right().marginLeft(20).maxWidth(250).justify(.left)"
        ) { aView.pin.left().right().marginLeft(20).maxWidth(250).justify(.left) }
        itPlaces(aView, at: rect(75, 100, 250, 60), "left().right().maxWidth(250).justify(.center)")
        { aView.pin.left().right().maxWidth(250).justify(.center) }
        itPlaces(
          aView, at: rect(85, 100, 250, 60),
          "left().right().marginLeft(20).maxWidth(250).justify(.center)"
        ) { aView.pin.left().right().marginLeft(20).maxWidth(250).justify(.center) }
        itPlaces(
          aView, at: rect(150, 100, 250, 60),
          "left().right().marginLeft(20).maxWidth(250).justify(.right)"
        ) { aView.pin.left().right().marginLeft(20).maxWidth(250).justify(.right) }
        itPlaces(
          aView, at: rect(130, 100, 250, 60),
          "left().right().marginLeft(20).marginRight(20).maxWidth(250).justify(.right)"
        ) { aView.pin.left().right().marginLeft(20).marginRight(20).maxWidth(250).justify(.right) }
        itPlaces(aView, at: rect(75, 100, 250, 60), "hCenter().width(100%).maxWidth(250)") {
          aView.pin.hCenter().width(100%).maxWidth(250)
        }
      }
      describe("minWidth and maxWidth with sizeToFit") {
        it("left().width(100%).maxWidth(250).maxHeight(20).sizeToFit(.width)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().width(100%).maxWidth(250).maxHeight(20).sizeToFit(.width)
          expect(aView.frame).to(equal(rect(0, 100, 250, 6.5)))
        }
        it("left().width(100%).maxWidth(250).maxHeight(20).sizeToFit(.width) #2") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().width(100%).maxWidth(250).maxHeight(20).sizeToFit(.width)
          expect(aView.frame).to(equal(rect(0, 100, 250, 6.5)))
        }
        it("left().width(100%).maxWidth(250).maxHeight(20).minHeight(14).sizeToFit(.width)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().width(100%).maxWidth(250).maxHeight(20).minHeight(14).sizeToFit(.width)
          expect(aView.frame).to(equal(rect(0, 100, 250, 14)))
        }
        it("left().width(100%).maxWidth(250).height(14).maxHeight(20).sizeToFit(.width)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().width(100%).maxWidth(250).height(14).maxHeight(20).sizeToFit(.width)
          expect(aView.frame).to(equal(rect(0, 100, 250, 6.5)))
        }
        it("left().width(100%).maxWidth(250).height(14).maxHeight(20).sizeToFit(.width) #2") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().width(100%).maxWidth(250).height(14).maxHeight(20).sizeToFit(.width)
          expect(aView.frame).to(equal(rect(0, 100, 250, 6.5)))
        }
        it("left().width(100%).maxWidth(250).height(14).maxHeight(5).sizeToFit(.width)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().width(100%).maxWidth(250).height(14).maxHeight(5).sizeToFit(.width)
          expect(aView.frame).to(equal(rect(0, 100, 250, 5)))
        }
        it("left().width(100%).maxWidth(250).sizeToFit(.width).justify(.left)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().width(100%).maxWidth(250).sizeToFit(.width).justify(.left)
          expect(aView.frame).to(equal(rect(0, 100, 250, 6.5)))
        }
        it("left().right().width(100%).maxWidth(250).sizeToFit(.width).justify(.right)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().right().width(100%).maxWidth(250).sizeToFit(.width).justify(.right)
          expect(aView.frame).to(equal(rect(150, 100, 250, 6.5)))
        }
        it("left().right().maxWidth(250).sizeToFit(.width).justify(.center)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().right().maxWidth(250).sizeToFit(.width).justify(.center)
          expect(aView.frame).to(equal(rect(75, 100, 250, 6.5)))
        }
        it("left().width(10).minWidth(250).sizeToFit(.width)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().width(10).minWidth(250).sizeToFit(.width)
          expect(aView.frame).to(equal(rect(0, 100, 250, 6.5)))
        }
        it("left().right().width(10).minWidth(250).sizeToFit(.width).justify(.center)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().right().width(10).minWidth(250).sizeToFit(.width).justify(.center)
          expect(aView.frame).to(equal(rect(75, 100, 250, 6.5)))
        }
        it(
          "left().right().width(10).minWidth(250).marginLeft(10).sizeToFit(.width).justify(.center)"
        ) {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().right().width(10).minWidth(250).marginLeft(10).sizeToFit(.width).justify(
            .center)
          expect(aView.frame).to(equal(rect(80, 100, 250, 6.5)))
        }
        it("left().right().width(250).marginLeft(10).justify(.center)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.left().right().width(250).marginLeft(10).justify(.center)
          expect(aView.frame).to(equal(rect(80, 100, 250, 60)))
        }
      }
      describe("minHeight") {
        itPlaces(aView, at: rect(40, 0, 100, 60), "top().minHeight(50)") {
          aView.pin.top().minHeight(50)
        }
        it("top().minHeight(50) from a 25 × 30 view") {
          aView.frame = rect(40, 100, 25, 30)
          aView.pin.top().minHeight(50)
          expect(aView.frame).to(equal(rect(40, 0, 25, 50)))
        }
        it("top().minHeight(25%) from a 25 × 30 view") {
          aView.frame = rect(40, 100, 25, 30)
          aView.pin.top().minHeight(25%)
          expect(aView.frame).to(equal(rect(40, 0, 25, 100)))
        }
        itPlaces(aView, at: rect(40, 0, 100, 150), "top().height(100).minHeight(150)") {
          aView.pin.top().height(100).minHeight(150)
        }
        itPlaces(aView, at: rect(40, 0, 100, 100), "top().height(100).minHeight(50)") {
          aView.pin.top().height(100).minHeight(50)
        }
        itPlaces(aView, at: rect(40, 100, 100, 200), "top(100).bottom(100)") {
          aView.pin.top(100).bottom(100)
        }
        itPlaces(aView, at: rect(40, 100, 100, 250), "top(100).bottom(100).minHeight(250)") {
          aView.pin.top(100).bottom(100).minHeight(250)
        }
        itPlaces(
          aView, at: rect(40, 200, 100, 250), "top(100).bottom(100).marginTop(100).minHeight(250)"
        ) { aView.pin.top(100).bottom(100).marginTop(100).minHeight(250) }
        itPlaces(
          aView, at: rect(40, 100, 100, 250),
          "top(100).bottom(100).marginBottom(100).minHeight(250)"
        ) { aView.pin.top(100).bottom(100).marginBottom(100).minHeight(250) }
        itPlaces(aView, at: rect(40, 0, 100, 300), "bottom(100).minHeight(300)") {
          aView.pin.bottom(100).minHeight(300)
        }
        itPlaces(aView, at: rect(40, 0, 100, 500), "top().bottom().minHeight(500)") {
          aView.pin.top().bottom().minHeight(500)
        }
        itPlaces(aView, at: rect(40, 75, 100, 250), "vCenter().height(20).minHeight(250)") {
          aView.pin.vCenter().height(20).minHeight(250)
        }
        it("vCenter().height(20).minHeight(250).align(.top)") {
          aView.pin.vCenter().height(20).minHeight(250).align(.top)
          expect(aView.frame).to(equal(rect(40, 75, 100, 250)))
          expect(Pin.lastWarningText).to(
            contain([
              "align(.top)", "won't be applied",
              "alignment is not applied when vCenter has been set",
            ]))
        }
      }
      describe("maxHeight") {
        itPlaces(aView, at: rect(40, 0, 100, 60), "top().maxHeight(150)") {
          aView.pin.top().maxHeight(150)
        }
        it("top().maxHeight(150) from a 100 × 200 view") {
          aView.frame = rect(40, 100, 100, 200)
          aView.pin.top().maxHeight(150)
          expect(aView.frame).to(equal(rect(40, 0, 100, 150)))
        }
        it("top().maxHeight(25%) from a 100 × 200 view") {
          aView.frame = rect(40, 100, 100, 200)
          aView.pin.top().maxHeight(25%)
          expect(aView.frame).to(equal(rect(40, 0, 100, 100)))
        }
        itPlaces(aView, at: rect(40, 50, 100, 60), "top().maxHeight(150).marginTop(50)") {
          aView.pin.top().maxHeight(150).marginTop(50)
        }
        itPlaces(aView, at: rect(40, 0, 100, 150), "top().bottom().maxHeight(150)") {
          aView.pin.top().bottom().maxHeight(150)
        }
        itPlaces(aView, at: rect(40, 0, 100, 150), "top().height(200).maxHeight(150)") {
          aView.pin.top().height(200).maxHeight(150)
        }
        itPlaces(aView, at: rect(40, 250, 100, 150), "bottom().height(200).maxHeight(150)") {
          aView.pin.bottom().height(200).maxHeight(150)
        }
        itPlaces(
          aView, at: rect(40, 100, 100, 250), "top(0).bottom(0).maxHeight(250).marginTop(100)"
        ) { aView.pin.top(0).bottom(0).maxHeight(250).marginTop(100) }
        itPlaces(aView, at: rect(40, 100, 100, 60), "top(0).maxHeight(250).marginTop(100)") {
          aView.pin.top(0).maxHeight(250).marginTop(100)
        }
        it("top(0).maxHeight(250).marginTop(100) from a 100 × 300 view") {
          aView.frame = rect(40, 100, 100, 300)
          aView.pin.top(0).maxHeight(250).marginTop(100)
          expect(aView.frame).to(equal(rect(40, 100, 100, 250)))
        }
        itPlaces(
          aView, at: rect(40, 100, 100, 250), "top(0).height(100%).maxHeight(250).marginTop(100)"
        ) { aView.pin.top(0).height(100%).maxHeight(250).marginTop(100) }
        itPlaces(
          aView, at: rect(40, 0, 100, 250), "top(0).bottom(0).marginBottom(100).maxHeight(250)"
        ) { aView.pin.top(0).bottom(0).marginBottom(100).maxHeight(250) }
        it("top().height(100%).maxHeight(250).align(.top)") {
          aView.pin.top().height(100%).maxHeight(250).align(.top)
          expect(aView.frame).to(equal(rect(40, 0, 100, 250)))
          expect(Pin.lastWarningText).to(
            contain(["align(.top)", "won't be applied", "top and bottom coordinates"]))
        }
        it("top().height(100%).maxHeight(250).align(.center)") {
          aView.pin.top().height(100%).maxHeight(250).align(.center)
          expect(aView.frame).to(equal(rect(40, 0, 100, 250)))
          expect(Pin.lastWarningText).to(
            contain(["align(.center)", "won't be applied", "top and bottom coordinates"]))
        }
        it("top().height(100%).maxHeight(250).align(.bottom)") {
          aView.pin.top().height(100%).maxHeight(250).align(.bottom)
          expect(aView.frame).to(equal(rect(40, 0, 100, 250)))
          expect(Pin.lastWarningText).to(
            contain(["align(.bottom)", "won't be applied", "top and bottom coordinates"]))
        }
        it("bottom().height(100%).maxHeight(250).align(.top)") {
          aView.pin.bottom().height(100%).maxHeight(250).align(.top)
          expect(aView.frame).to(equal(rect(40, 150, 100, 250)))
          expect(Pin.lastWarningText).to(
            contain(["align(.top)", "won't be applied", "top and bottom coordinates"]))
        }
        it("bottom().height(100%).maxHeight(250).align(.center)") {
          aView.pin.bottom().height(100%).maxHeight(250).align(.center)
          expect(aView.frame).to(equal(rect(40, 150, 100, 250)))
          expect(Pin.lastWarningText).to(
            contain(["align(.center)", "won't be applied", "top and bottom coordinates"]))
        }
        it("bottom().height(100%).maxHeight(250).align(.bottom)") {
          aView.pin.bottom().height(100%).maxHeight(250).align(.bottom)
          expect(aView.frame).to(equal(rect(40, 150, 100, 250)))
          expect(Pin.lastWarningText).to(
            contain(["align(.bottom)", "won't be applied", "top and bottom coordinates"]))
        }
        itPlaces(
          aView, at: rect(40, 20, 100, 250),
          "top().bottom().marginTop(20).maxHeight(250).align(.top)"
        ) { aView.pin.top().bottom().marginTop(20).maxHeight(250).align(.top) }
        itPlaces(aView, at: rect(40, 75, 100, 250), "top().bottom().maxHeight(250).align(.center)")
        { aView.pin.top().bottom().maxHeight(250).align(.center) }
        itPlaces(
          aView, at: rect(40, 85, 100, 250),
          "top().bottom().marginTop(20).maxHeight(250).align(.center)"
        ) { aView.pin.top().bottom().marginTop(20).maxHeight(250).align(.center) }
        itPlaces(
          aView, at: rect(40, 150, 100, 250),
          "top().bottom().marginTop(20).maxHeight(250).align(.bottom)"
        ) { aView.pin.top().bottom().marginTop(20).maxHeight(250).align(.bottom) }
        itPlaces(
          aView, at: rect(40, 130, 100, 250),
          "top().bottom().marginTop(20).marginBottom(20).maxHeight(250).align(.bottom)"
        ) { aView.pin.top().bottom().marginTop(20).marginBottom(20).maxHeight(250).align(.bottom) }
        itPlaces(aView, at: rect(40, 75, 100, 250), "vCenter().height(100%).maxHeight(250)") {
          aView.pin.vCenter().height(100%).maxHeight(250)
        }
      }
      describe("minHeight and maxHeight with sizeToFit") {
        it("top().height(100%).maxHeight(200).sizeToFit(.height)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.top().height(100%).maxHeight(200).sizeToFit(.height)
          expect(aView.frame).to(equal(rect(40, 0, 8, 200)))
        }
        it("top().height(100%).maxHeight(200).sizeToFit(.height).align(.top)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.top().height(100%).maxHeight(200).sizeToFit(.height).align(.top)
          expect(aView.frame).to(equal(rect(40, 0, 8, 200)))
        }
        it("top().bottom().height(100%).maxHeight(200).sizeToFit(.height).align(.bottom)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.top().bottom().height(100%).maxHeight(200).sizeToFit(.height).align(.bottom)
          expect(aView.frame).to(equal(rect(40, 200, 8, 200)))
        }
        it("top().bottom().maxHeight(200).sizeToFit(.height).align(.center)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.top().bottom().maxHeight(200).sizeToFit(.height).align(.center)
          expect(aView.frame).to(equal(rect(40, 100, 8, 200)))
        }
        it("top().height(10).minHeight(200).sizeToFit(.height)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.top().height(10).minHeight(200).sizeToFit(.height)
          expect(aView.frame).to(equal(rect(40, 0, 8, 200)))
        }
        it("top().bottom().height(10).minHeight(200).sizeToFit(.height).align(.center)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.top().bottom().height(10).minHeight(200).sizeToFit(.height).align(.center)
          expect(aView.frame).to(equal(rect(40, 100, 8, 200)))
        }
        it(
          "top().bottom().height(10).minHeight(200).marginTop(10).sizeToFit(.height).align(.center)"
        ) {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.top().bottom().height(10).minHeight(200).marginTop(10).sizeToFit(.height).align(
            .center)
          expect(aView.frame).to(equal(rect(40, 105, 8, 200)))
        }
        it("top().bottom().height(200).marginTop(10).align(.center)") {
          aView.sizeThatFitsExpectedArea = 40 * 40
          aView.pin.top().bottom().height(200).marginTop(10).align(.center)
          expect(aView.frame).to(equal(rect(40, 105, 100, 200)))
        }
      }
    }
    XCTAssertEqual(run.ran.count, 95)
  }
}
