import Pinframe
import XCTest

/// The facts of PinLayout's AdjustSizeSpec (Tests/Common): `width`, `height` and `size` by
/// value, percentage and other views, their validation, and `sizeToFit` in all its forms with
/// edges, margins, `pinEdges()`, justify/align, min/max and aspect-ratio conflicts.
///
/// All 150 of its examples are ported, the two that compare `pin.sizeToFit()` with
/// `UILabel.sizeToFit()` included. root (400 × 400, in a container view) holds aView
/// (140, 100, 100 × 60), which holds aViewChild (10, 20, 50 × 30), and bView
/// (160, 200, 110 × 80), which holds bViewChild (40, 10, 60 × 20). Display scale 2, as the spec
/// sets. Names ending in "#2" or "#3" are examples the spec repeats word for word.
final class AdjustSizeSpecTests: XCTestCase {
  func testSpec() {
    var container: BasicView!
    var rootView: BasicView!
    var aView: BasicView!
    var aViewChild: BasicView!
    var bView: BasicView!
    var bViewChild: BasicView!

    let run = runPinLayoutSpec {
      beforeEach {
        _pinlayoutSetUnitTest(scale: 2)
        Pin.lastWarningText = nil
        container = BasicView()
        rootView = BasicView()
        container.addSubview(rootView)
        aView = BasicView()
        aView.sizeThatFitsExpectedArea = 40 * 40
        rootView.addSubview(aView)
        aViewChild = BasicView()
        aView.addSubview(aViewChild)
        bView = BasicView()
        rootView.addSubview(bView)
        bViewChild = BasicView()
        bView.addSubview(bViewChild)
        rootView.frame = rect(0, 0, 400, 400)
        aView.frame = rect(140, 100, 100, 60)
        aViewChild.frame = rect(10, 20, 50, 30)
        bView.frame = rect(160, 200, 110, 80)
        bViewChild.frame = rect(40, 10, 60, 20)
      }
      afterEach {
        _pinlayoutSetUnitTest(scale: nil)
      }

      describe("width") {
        itPlaces(aView, at: rect(140, 100, 35, 60), "width(35)") { aView.pin.width(35) }
        itPlaces(aView, at: rect(140, 100, 100, 60), "width(-20)") { aView.pin.width(-20) }
        itPlaces(aView, at: rect(140, 100, 200, 60), "width(50%)") { aView.pin.width(50%) }
        itPlaces(aView, at: rect(140, 100, 800, 60), "width(200%)") { aView.pin.width(200%) }
        itPlaces(aView, at: rect(140, 100, 100, 60), "width(-20%)") { aView.pin.width(-20%) }
        it("width(50%) leaves a view without a superview as it is") {
          let detached = UIView(frame: rect(10, 10, 20, 30))
          detached.pin.width(50%)
          expect(detached.frame).to(equal(rect(10, 10, 20, 30)))
        }
        itPlaces(aView, at: rect(140, 100, 50, 60), "width(of: aViewChild)") {
          aView.pin.width(of: aViewChild)
        }
        it("width(0)") {
          aView.pin.width(0)
          expect(Pin.lastWarningText).to(beNil())
          expect(aView.frame).to(equal(rect(140, 100, 0, 60)))
        }
        it("width(-2)") {
          aView.pin.width(-2)
          expect(Pin.lastWarningText).to(
            contain([
              "width", "won't be applied", "the width", "must be greater than or equal to zero",
            ]))
          expect(aView.frame).to(equal(rect(140, 100, 100, 60)))
        }
        it("width(CGFloat.nan)") {
          aView.pin.width(CGFloat.nan)
          expect(Pin.lastWarningText).to(
            contain([
              "width", "nan", "won't be applied", "the width",
              "must be greater than or equal to zero",
            ]))
          expect(aView.frame).to(equal(rect(140, 100, 100, 60)))
        }
        it("width(-CGFloat.nan)") {
          aView.pin.width(-CGFloat.nan)
          expect(Pin.lastWarningText).to(
            contain([
              "width", "nan", "won't be applied", "the width",
              "must be greater than or equal to zero",
            ]))
          expect(aView.frame).to(equal(rect(140, 100, 100, 60)))
        }
        it("width(CGFloat.infinity)") {
          aView.pin.width(CGFloat.infinity)
          expect(Pin.lastWarningText).to(
            contain([
              "width", "inf", "won't be applied", "the width",
              "must be greater than or equal to zero",
            ]))
          expect(aView.frame).to(equal(rect(140, 100, 100, 60)))
        }
        it("width(-CGFloat.infinity)") {
          aView.pin.width(-CGFloat.infinity)
          expect(Pin.lastWarningText).to(
            contain([
              "width", "inf", "won't be applied", "the width",
              "must be greater than or equal to zero",
            ]))
          expect(aView.frame).to(equal(rect(140, 100, 100, 60)))
        }
      }
      describe("height") {
        itPlaces(aView, at: rect(140, 100, 100, 35), "height(35)") { aView.pin.height(35) }
        itPlaces(aView, at: rect(140, 100, 100, 60), "height(-20)") { aView.pin.height(-20) }
        itPlaces(aView, at: rect(140, 100, 100, 200), "height(50%)") { aView.pin.height(50%) }
        itPlaces(aView, at: rect(140, 100, 100, 800), "height(200%)") { aView.pin.height(200%) }
        it("height(50%) leaves a view without a superview as it is") {
          let detached = UIView(frame: rect(10, 10, 20, 30))
          detached.pin.height(50%)
          expect(detached.frame).to(equal(rect(10, 10, 20, 30)))
        }
        itPlaces(aView, at: rect(140, 100, 100, 30), "height(of: aViewChild)") {
          aView.pin.height(of: aViewChild)
        }
        it("height(0)") {
          aView.pin.height(0)
          expect(Pin.lastWarningText).to(beNil())
          expect(aView.frame).to(equal(rect(140, 100, 100, 0)))
        }
        it("height(-2)") {
          aView.pin.height(-2)
          expect(Pin.lastWarningText).to(
            contain([
              "height", "won't be applied", "the height", "must be greater than or equal to zero",
            ]))
          expect(aView.frame).to(equal(rect(140, 100, 100, 60)))
        }
        it("height(CGFloat.nan)") {
          aView.pin.height(CGFloat.nan)
          expect(Pin.lastWarningText).to(
            contain([
              "height", "nan", "won't be applied", "the height",
              "must be greater than or equal to zero",
            ]))
          expect(aView.frame).to(equal(rect(140, 100, 100, 60)))
        }
        it("height(-CGFloat.nan)") {
          aView.pin.height(-CGFloat.nan)
          expect(Pin.lastWarningText).to(
            contain([
              "height", "nan", "won't be applied", "the height",
              "must be greater than or equal to zero",
            ]))
          expect(aView.frame).to(equal(rect(140, 100, 100, 60)))
        }
        it("height(CGFloat.infinity)") {
          aView.pin.height(CGFloat.infinity)
          expect(Pin.lastWarningText).to(
            contain([
              "height", "inf", "won't be applied", "the height",
              "must be greater than or equal to zero",
            ]))
          expect(aView.frame).to(equal(rect(140, 100, 100, 60)))
        }
        it("height(-CGFloat.infinity)") {
          aView.pin.height(-CGFloat.infinity)
          expect(Pin.lastWarningText).to(
            contain([
              "height", "inf", "won't be applied", "the height",
              "must be greater than or equal to zero",
            ]))
          expect(aView.frame).to(equal(rect(140, 100, 100, 60)))
        }
      }
      describe("size") {
        itPlaces(aView, at: rect(140, 100, 25, 25), "size(CGSize(width: 25, height: 25))") {
          aView.pin.size(CGSize(width: 25, height: 25))
        }
        itPlaces(aView, at: rect(140, 100, 100, 100), "size(100)") { aView.pin.size(100) }
        itPlaces(aView, at: rect(140, 100, 200, 200), "size(50%)") { aView.pin.size(50%) }
        it("width(90).size(CGSize(width: 25, height: 25))") {
          aView.pin.width(90).size(CGSize(width: 25, height: 25))
          expect(aView.frame).to(equal(rect(140, 100, 90, 25)))
          expect(Pin.lastWarningText).to(
            contain(["size", "width", "won't be applied", "value has already been set"]))
        }
        it("height(90).size(CGSize(width: 25, height: 25))") {
          aView.pin.height(90).size(CGSize(width: 25, height: 25))
          expect(aView.frame).to(equal(rect(140, 100, 25, 90)))
          expect(Pin.lastWarningText).to(
            contain(["size", "height", "won't be applied", "value has already been set"]))
        }
        itPlaces(aView, at: rect(140, 100, 50, 30), "size(of: aViewChild)") {
          aView.pin.size(of: aViewChild)
        }
        it("width(90).size(of: aViewChild)") {
          aView.pin.width(90).size(of: aViewChild)
          expect(aView.frame).to(equal(rect(140, 100, 90, 30)))
          expect(Pin.lastWarningText).to(
            contain(["size", "width", "won't be applied", "value has already been set"]))
        }
        it("width(90).size(20)") {
          aView.pin.width(90).size(20)
          expect(aView.frame).to(equal(rect(140, 100, 90, 20)))
          expect(Pin.lastWarningText).to(
            contain(["size", "width", "won't be applied", "value has already been set"]))
        }
        it("width(90).size(50%)") {
          aView.pin.width(90).size(50%)
          expect(aView.frame).to(equal(rect(140, 100, 90, 200)))
          expect(Pin.lastWarningText).to(
            contain(["size", "width", "won't be applied", "value has already been set"]))
        }
      }
      describe("sizeToFit(.width / .height) with a size") {
        itPlaces(
          aView, at: rect(140, 100, 20, 80),
          "size(CGSize(width: 20, height: 100)).sizeToFit(.width)"
        ) { aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(140, 100, 16, 100),
          "size(CGSize(width: 20, height: 100)).sizeToFit(.height)"
        ) { aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.height) }
        itPlaces(
          aView, at: rect(140, 100, 20, 80),
          "size(CGSize(width: 20, height: 100)).sizeToFit(.width) #2"
        ) { aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(140, 100, 20, 80),
          "size(CGSize(width: 20, height: 100)).sizeToFit(.width) #3"
        ) { aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.width) }
        itPlaces(
          aViewChild, at: rect(30, 10, 40, 40),
          "center(to: aView.anchor.center).height(40).sizeToFit(.height)"
        ) { aViewChild.pin.center(to: aView.anchor.center).height(40).sizeToFit(.height) }
        itPlaces(
          aViewChild, at: rect(40, -10, 20, 80),
          "center(to: aView.anchor.center).width(20).sizeToFit(.width)"
        ) { aViewChild.pin.center(to: aView.anchor.center).width(20).sizeToFit(.width) }
      }
      describe("sizeToFit between left and right") {
        itPlaces(aView, at: rect(20, 100, 300, 5.5), "left(20).right(80).sizeToFit(.width)") {
          aView.pin.left(20).right(80).sizeToFit(.width)
        }
        itPlaces(
          aView, at: rect(30, 100, 290, 6), "left(20).right(80).marginLeft(10).sizeToFit(.width)"
        ) { aView.pin.left(20).right(80).marginLeft(10).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(20, 100, 290, 6), "left(20).right(80).marginRight(10).sizeToFit(.width)"
        ) { aView.pin.left(20).right(80).marginRight(10).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(30, 100, 280, 6),
          "left(20).right(80).marginLeft(10).marginRight(10).sizeToFit(.width)"
        ) { aView.pin.left(20).right(80).marginLeft(10).marginRight(10).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(30, 100, 280, 6),
          "left(20).right(80).marginLeft(10).marginRight(10).sizeToFit(.width).justify(.center)"
        ) {
          aView.pin.left(20).right(80).marginLeft(10).marginRight(10).sizeToFit(.width).justify(
            .center)
        }
        itPlaces(
          aView, at: rect(30, 100, 280, 6),
          "left(20).right(80).marginLeft(10).marginRight(10).sizeToFit(.width).justify(.right)"
        ) {
          aView.pin.left(20).right(80).marginLeft(10).marginRight(10).sizeToFit(.width).justify(
            .right)
        }
      }
      describe("sizeToFit between top and bottom") {
        itPlaces(aView, at: rect(140, 20, 5.5, 300), "top(20).bottom(80).sizeToFit(.height)") {
          aView.pin.top(20).bottom(80).sizeToFit(.height)
        }
        itPlaces(
          aView, at: rect(140, 30, 6, 290), "top(20).bottom(80).marginTop(10).sizeToFit(.height)"
        ) { aView.pin.top(20).bottom(80).marginTop(10).sizeToFit(.height) }
        itPlaces(
          aView, at: rect(140, 20, 6, 290), "top(20).bottom(80).marginBottom(10).sizeToFit(.height)"
        ) { aView.pin.top(20).bottom(80).marginBottom(10).sizeToFit(.height) }
        itPlaces(
          aView, at: rect(140, 30, 6, 280),
          "top(20).bottom(80).marginTop(10).marginBottom(10).sizeToFit(.height)"
        ) { aView.pin.top(20).bottom(80).marginTop(10).marginBottom(10).sizeToFit(.height) }
      }
      describe("sizeToFit with right and width") {
        itPlaces(aView, at: rect(100, 100, 200, 8), "right(100).width(200).sizeToFit(.width)") {
          aView.pin.right(100).width(200).sizeToFit(.width)
        }
        itPlaces(
          aView, at: rect(100, 100, 200, 8),
          "right(100).width(200).marginLeft(10).sizeToFit(.width)"
        ) { aView.pin.right(100).width(200).marginLeft(10).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(90, 100, 200, 8),
          "right(100).width(200).marginRight(10).sizeToFit(.width)"
        ) { aView.pin.right(100).width(200).marginRight(10).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(90, 100, 200, 8),
          "right(100).width(200).marginLeft(10).marginRight(10).sizeToFit(.width)"
        ) { aView.pin.right(100).width(200).marginLeft(10).marginRight(10).sizeToFit(.width) }
      }
      describe("sizeToFit with right, width and pinEdges()") {
        itPlaces(
          aView, at: rect(100, 100, 200, 8), "right(100).width(200).pinEdges().sizeToFit(.width)"
        ) { aView.pin.right(100).width(200).pinEdges().sizeToFit(.width) }
        itPlaces(
          aView, at: rect(110, 100, 190, 8.5),
          "right(100).width(200).pinEdges().marginLeft(10).sizeToFit(.width)"
        ) { aView.pin.right(100).width(200).pinEdges().marginLeft(10).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(100, 100, 190, 8.5),
          "right(100).width(200).pinEdges().marginRight(10).sizeToFit(.width)"
        ) { aView.pin.right(100).width(200).pinEdges().marginRight(10).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(110, 100, 180, 9),
          "right(100).width(200).pinEdges().marginLeft(10).marginRight(10).sizeToFit(.width)"
        ) {
          aView.pin.right(100).width(200).pinEdges().marginLeft(10).marginRight(10).sizeToFit(
            .width)
        }
        itPlaces(
          aView, at: rect(110, 100, 180, 9),
          "right(100).width(200).pinEdges().marginLeft(10).marginRight(10).sizeToFit(.width).justify(.left)"
        ) {
          aView.pin.right(100).width(200).pinEdges().marginLeft(10).marginRight(10).sizeToFit(
            .width
          ).justify(.left)
        }
        itPlaces(
          aView, at: rect(140, 110, 9, 180),
          "bottom(100).height(200).pinEdges().marginTop(10).marginBottom(10).sizeToFit(.height).justify(.left)"
        ) {
          aView.pin.bottom(100).height(200).pinEdges().marginTop(10).marginBottom(10).sizeToFit(
            .height
          ).justify(.left)
        }
        itPlaces(
          aView, at: rect(140, 110, 9, 180),
          "bottom(100).height(200).pinEdges().marginTop(10).marginBottom(10).sizeToFit(.height).justify(.left) #2"
        ) {
          aView.pin.bottom(100).height(200).pinEdges().marginTop(10).marginBottom(10).sizeToFit(
            .height
          ).justify(.left)
        }
      }
      describe("sizeToFit with bottom and height") {
        itPlaces(aView, at: rect(140, 100, 8, 200), "bottom(100).height(200).sizeToFit(.height)") {
          aView.pin.bottom(100).height(200).sizeToFit(.height)
        }
        itPlaces(
          aView, at: rect(140, 100, 8, 200),
          "bottom(100).height(200).marginTop(10).sizeToFit(.height)"
        ) { aView.pin.bottom(100).height(200).marginTop(10).sizeToFit(.height) }
        itPlaces(
          aView, at: rect(140, 90, 8, 200),
          "bottom(100).height(200).marginBottom(10).sizeToFit(.height)"
        ) { aView.pin.bottom(100).height(200).marginBottom(10).sizeToFit(.height) }
        itPlaces(
          aView, at: rect(140, 90, 8, 200),
          "bottom(100).height(200).marginTop(10).marginBottom(10).sizeToFit(.height)"
        ) { aView.pin.bottom(100).height(200).marginTop(10).marginBottom(10).sizeToFit(.height) }
      }
      describe("sizeToFit with bottom, height and pinEdges()") {
        itPlaces(
          aView, at: rect(140, 100, 8, 200), "bottom(100).height(200).pinEdges().sizeToFit(.height)"
        ) { aView.pin.bottom(100).height(200).pinEdges().sizeToFit(.height) }
        itPlaces(
          aView, at: rect(140, 110, 8.5, 190),
          "bottom(100).height(200).pinEdges().marginTop(10).sizeToFit(.height)"
        ) { aView.pin.bottom(100).height(200).pinEdges().marginTop(10).sizeToFit(.height) }
        itPlaces(
          aView, at: rect(140, 100, 8.5, 190),
          "bottom(100).height(200).pinEdges().marginBottom(10).sizeToFit(.height)"
        ) { aView.pin.bottom(100).height(200).pinEdges().marginBottom(10).sizeToFit(.height) }
        itPlaces(
          aView, at: rect(140, 110, 9, 180),
          "bottom(100).height(200).pinEdges().marginTop(10).marginBottom(10).sizeToFit(.height)"
        ) {
          aView.pin.bottom(100).height(200).pinEdges().marginTop(10).marginBottom(10).sizeToFit(
            .height)
        }
      }
      describe("sizeToFit with four edges") {
        itPlaces(
          aView, at: rect(20, 20, 200, 8),
          "top(20).left(20).bottom(180).right(180).sizeToFit(.width)"
        ) { aView.pin.top(20).left(20).bottom(180).right(180).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(30, 20, 190, 8.5),
          "top(20).left(20).bottom(180).right(180).marginLeft(10).sizeToFit(.width)"
        ) { aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(20, 20, 190, 8.5),
          "top(20).left(20).bottom(180).right(180).marginRight(10).sizeToFit(.width)"
        ) { aView.pin.top(20).left(20).bottom(180).right(180).marginRight(10).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(30, 20, 180, 9),
          "top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).sizeToFit(.width)"
        ) {
          aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10)
            .sizeToFit(.width)
        }
        itPlaces(
          aView, at: rect(20, 30, 200, 8),
          "top(20).left(20).bottom(180).right(180).marginTop(10).sizeToFit(.width)"
        ) { aView.pin.top(20).left(20).bottom(180).right(180).marginTop(10).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(20, 20, 200, 8),
          "top(20).left(20).bottom(180).right(180).marginBottom(10).sizeToFit(.width)"
        ) { aView.pin.top(20).left(20).bottom(180).right(180).marginBottom(10).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(30, 20, 190, 8.5),
          "top(20).left(20).bottom(180).right(180).marginLeft(10).marginBottom(10).sizeToFit(.width)"
        ) {
          aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginBottom(10)
            .sizeToFit(.width)
        }
        itPlaces(
          aView, at: rect(30, 30, 190, 8.5),
          "top(20).left(20).bottom(180).right(180).marginLeft(10).marginTop(10).sizeToFit(.width)"
        ) {
          aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginTop(10).sizeToFit(
            .width)
        }
        itPlaces(
          aView, at: rect(30, 20, 190, 8.5),
          "top(20).left(20).bottom(180).right(180).marginLeft(10).marginBottom(10).sizeToFit(.width) #2"
        ) {
          aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginBottom(10)
            .sizeToFit(.width)
        }
        itPlaces(
          aView, at: rect(30, 30, 190, 8.5),
          "top(20).left(20).bottom(180).right(180).marginLeft(10).marginTop(10).marginBottom(10).sizeToFit(.width)"
        ) {
          aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginTop(10)
            .marginBottom(10).sizeToFit(.width)
        }
        itPlaces(
          aView, at: rect(30, 30, 190, 8.5),
          "top(20).left(20).bottom(180).right(180).marginLeft(10).marginTop(10).marginBottom(10).sizeToFit(.width) #2"
        ) {
          aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginTop(10)
            .marginBottom(10).sizeToFit(.width)
        }
        itPlaces(
          aView, at: rect(30, 30, 180, 9),
          "top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10).sizeToFit(.width)"
        ) {
          aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10)
            .marginTop(10).sizeToFit(.width)
        }
        itPlaces(
          aView, at: rect(30, 20, 180, 9),
          "top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginBottom(10).sizeToFit(.width)"
        ) {
          aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10)
            .marginBottom(10).sizeToFit(.width)
        }
        itPlaces(
          aView, at: rect(30, 30, 180, 9),
          "top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10).marginBottom(10).sizeToFit(.width)"
        ) {
          aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10)
            .marginTop(10).marginBottom(10).sizeToFit(.width)
        }
      }
      describe("sizeToFit with justify or align") {
        itPlaces(
          aView, at: rect(30, 30, 180, 9),
          "top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10).sizeToFit(.width).justify(.left)"
        ) {
          aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10)
            .marginTop(10).sizeToFit(.width).justify(.left)
        }
        itPlaces(
          aView, at: rect(30, 30, 180, 9),
          "top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10).sizeToFit(.width).justify(.center)"
        ) {
          aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10)
            .marginTop(10).sizeToFit(.width).justify(.center)
        }
        itPlaces(
          aView, at: rect(35, 30, 180, 9),
          "top(20).left(20).bottom(180).right(180).marginLeft(15).marginRight(5).marginTop(10).sizeToFit(.width).justify(.right)"
        ) {
          aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(15).marginRight(5).marginTop(
            10
          ).sizeToFit(.width).justify(.right)
        }
        itPlaces(
          aView, at: rect(30, 30, 180, 9),
          "top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10).sizeToFit(.width).align(.top)"
        ) {
          aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10)
            .marginTop(10).sizeToFit(.width).align(.top)
        }
        it(
          "top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10).marginTop(10).sizeToFit(.width).align(.center)"
        ) {
          aView.pin.top(20).left(20).bottom(180).right(180).marginLeft(10).marginRight(10)
            .marginTop(10).sizeToFit(.width).align(.center)
          expect(aView.frame).to(beCloseTo(rect(30, 120.5, 180, 9), within: 0.5))
        }
        itPlaces(
          aView, at: rect(35, 311, 180, 9),
          "top(20).left(20).bottom(80).right(180).marginLeft(15).marginRight(5).marginTop(10).sizeToFit(.width).align(.bottom)"
        ) {
          aView.pin.top(20).left(20).bottom(80).right(180).marginLeft(15).marginRight(5).marginTop(
            10
          ).sizeToFit(.width).align(.bottom)
        }
        itPlaces(
          aView, at: rect(140, 30, 6, 280),
          "top(20).bottom(80).marginTop(10).marginBottom(10).sizeToFit(.height).align(.center)"
        ) {
          aView.pin.top(20).bottom(80).marginTop(10).marginBottom(10).sizeToFit(.height).align(
            .center)
        }
        itPlaces(
          aView, at: rect(140, 30, 6, 280),
          "top(20).bottom(80).marginTop(10).marginBottom(10).sizeToFit(.height).align(.bottom)"
        ) {
          aView.pin.top(20).bottom(80).marginTop(10).marginBottom(10).sizeToFit(.height).align(
            .bottom)
        }
      }
      describe("sizeToFit with the size of another view") {
        itPlaces(aView, at: rect(140, 100, 100, 16), "width(100).sizeToFit(.width)") {
          aView.pin.width(100).sizeToFit(.width)
        }
        itPlaces(aView, at: rect(140, 100, 16, 100), "height(100).sizeToFit(.height)") {
          aView.pin.height(100).sizeToFit(.height)
        }
        itPlaces(aView, at: rect(140, 0, 100, 16), "top(0).height(70).width(100).sizeToFit(.width)")
        { aView.pin.top(0).height(70).width(100).sizeToFit(.width) }
        itPlaces(aView, at: rect(140, 100, 100, 16), "width(100).sizeToFit(.width) #2") {
          aView.pin.width(100).sizeToFit(.width)
        }
        itPlaces(aView, at: rect(140, 100, 100, 16), "height(90).width(100).sizeToFit(.width)") {
          aView.pin.height(90).width(100).sizeToFit(.width)
        }
        itPlaces(aView, at: rect(140, 100, 50, 32), "width(of: aViewChild).sizeToFit(.width)") {
          aView.pin.width(of: aViewChild).sizeToFit(.width)
        }
        itPlaces(
          aView, at: rect(140, 100, 80, 20), "width(80).width(of: aViewChild).sizeToFit(.width)"
        ) { aView.pin.width(80).width(of: aViewChild).sizeToFit(.width) }
        itPlaces(aView, at: rect(140, 100, 16, 100), "height(100).sizeToFit(.height) #2") {
          aView.pin.height(100).sizeToFit(.height)
        }
        it("height(of: aViewChild).sizeToFit(.height)") {
          aView.pin.height(of: aViewChild).sizeToFit(.height)
          expect(aView.frame).to(beCloseTo(rect(140, 100, 53.3333333333333, 30), within: 0.4))
        }
        it("width(90).height(of: aViewChild).sizeToFit(.width)") {
          aView.pin.width(90).height(of: aViewChild).sizeToFit(.width)
          expect(aView.frame).to(beCloseTo(rect(140, 100, 90, 17.6), within: 0.4))
        }
        it("size(of: aViewChild)") {
          aView.pin.size(of: aViewChild)
          expect(aView.frame).to(beCloseTo(rect(140, 100, 50, 30)))
        }
        it("size(of: aViewChild).sizeToFit(.width)") {
          aView.pin.size(of: aViewChild).sizeToFit(.width)
          expect(aView.frame).to(beCloseTo(rect(140, 100, 50, 32)))
        }
        it("size(of: aViewChild).sizeToFit(.width).maxHeight(30)") {
          aView.pin.size(of: aViewChild).sizeToFit(.width).maxHeight(30)
          expect(aView.frame).to(beCloseTo(rect(140, 100, 50, 30)))
        }
        it("width(90).size(of: aViewChild).sizeToFit(.width)") {
          aView.pin.width(90).size(of: aViewChild).sizeToFit(.width)
          expect(aView.frame).to(beCloseTo(rect(140, 100, 90, 17.6), within: 0.4))
        }
      }
      describe("sizeToFit with min and max") {
        itPlaces(aView, at: rect(140, 100, 100, 20), "width(100).minHeight(20).sizeToFit(.width)") {
          aView.pin.width(100).minHeight(20).sizeToFit(.width)
        }
        itPlaces(aView, at: rect(140, 100, 100, 10), "width(100).maxHeight(10).sizeToFit(.width)") {
          aView.pin.width(100).maxHeight(10).sizeToFit(.width)
        }
        itPlaces(aView, at: rect(140, 100, 10, 100), "height(100).maxWidth(10).sizeToFit(.height)")
        { aView.pin.height(100).maxWidth(10).sizeToFit(.height) }
        itPlaces(aView, at: rect(140, 100, 20, 100), "height(100).minWidth(20).sizeToFit(.height)")
        { aView.pin.height(100).minWidth(20).sizeToFit(.height) }
        itPlaces(
          aView, at: rect(140, 100, 20, 100), "height(100).minWidth(20).sizeToFit(.height) #2"
        ) { aView.pin.height(100).minWidth(20).sizeToFit(.height) }
      }
      describe("sizeToFit and aspectRatio conflicts") {
        it("width(100).sizeToFit(.height).sizeToFit(.height)") {
          aView.pin.width(100).sizeToFit(.height).sizeToFit(.height)
          expect(Pin.lastWarningText).to(
            contain(["sizeToFit(.height)", "won't be applied", "conflicts with sizeToFit(.height)"])
          )
        }
        it("width(100).aspectRatio(2).sizeToFit(.width)") {
          aView.pin.width(100).aspectRatio(2).sizeToFit(.width)
          expect(Pin.lastWarningText).to(
            contain(["sizeToFit(.width)", "won't be applied", "aspectRatio(2.0)"]))
        }
        it("sizeToFit(.width).aspectRatio(2)") {
          aView.pin.sizeToFit(.width).aspectRatio(2)
          expect(Pin.lastWarningText).to(
            contain([" aspectRatio(2.0)", "won't be applied", "conflicts with sizeToFit(.width)"]))
        }
        it("width(100).sizeToFit(.width).aspectRatio(2)") {
          aView.pin.width(100).sizeToFit(.width).aspectRatio(2)
          expect(Pin.lastWarningText).to(
            contain([" aspectRatio(2.0)", "won't be applied", "conflicts with sizeToFit(.width)"]))
        }
      }
      describe("sizeToFit(.width)") {
        itPlaces(aView, at: rect(140, 100, 100, 16), "sizeToFit(.width)") {
          aView.pin.sizeToFit(.width)
        }
        itPlaces(aView, at: rect(140, 100, 50, 32), "width(50).sizeToFit(.width)") {
          aView.pin.width(50).sizeToFit(.width)
        }
        itPlaces(aView, at: rect(140, 100, 160, 10), "minWidth(160).sizeToFit(.width)") {
          aView.pin.minWidth(160).sizeToFit(.width)
        }
        itPlaces(aView, at: rect(140, 100, 50, 32), "maxWidth(50).sizeToFit(.width)") {
          aView.pin.maxWidth(50).sizeToFit(.width)
        }
        itPlaces(
          aView, at: rect(140, 100, 20, 80),
          "size(CGSize(width: 20, height: 100)).sizeToFit(.width)"
        ) { aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.width) }
        itPlaces(
          aView, at: rect(140, 100, 16, 100),
          "size(CGSize(width: 20, height: 100)).sizeToFit(.height)"
        ) { aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.height) }
      }
      describe("sizeToFit(.height)") {
        it("sizeToFit(.height)") {
          aView.pin.sizeToFit(.height)
          expect(aView.frame).to(beCloseTo(rect(140, 100, 27, 60), within: 0.5))
        }
        itPlaces(aView, at: rect(140, 100, 32, 50), "height(50).sizeToFit(.height)") {
          aView.pin.height(50).sizeToFit(.height)
        }
        itPlaces(aView, at: rect(140, 100, 10, 160), "minHeight(160).sizeToFit(.height)") {
          aView.pin.minHeight(160).sizeToFit(.height)
        }
        itPlaces(aView, at: rect(140, 100, 32, 50), "maxHeight(50).sizeToFit(.height)") {
          aView.pin.maxHeight(50).sizeToFit(.height)
        }
      }
      describe("sizeToFit(.width) when the fitting width is smaller") {
        itPlaces(aView, at: rect(140, 100, 100, 16), "sizeToFit(.width)") {
          aView.pin.sizeToFit(.width)
        }
        it("fitting offset -10: width(50).sizeToFit(.width)") {
          aView.sizeThatFitSizeOffset = -10
          aView.pin.width(50).sizeToFit(.width)
          expect(aView.frame).to(equal(rect(140, 100, 50, 40)))
        }
        it("fitting offset -10: width(50).sizeToFit(.widthFlexible)") {
          aView.sizeThatFitSizeOffset = -10
          aView.pin.width(50).sizeToFit(.widthFlexible)
          expect(aView.frame).to(equal(rect(140, 100, 40, 40)))
        }
        it("fitting offset -10: width(50).sizeToFit(.width) #2") {
          aView.sizeThatFitSizeOffset = -10
          aView.pin.width(50).sizeToFit(.width)
          expect(aView.frame).to(equal(rect(140, 100, 50, 40)))
        }
        it("fitting offset -10: size(CGSize(width: 20, height: 100)).sizeToFit(.width)") {
          aView.sizeThatFitSizeOffset = -10
          aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.width)
          expect(aView.frame).to(equal(rect(140, 100, 20, 160)))
        }
        it("fitting offset -10: size(CGSize(width: 20, height: 100)).sizeToFit(.widthFlexible)") {
          aView.sizeThatFitSizeOffset = -10
          aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.widthFlexible)
          expect(aView.frame).to(equal(rect(140, 100, 10, 160)))
        }
        it("fitting offset -10: size(CGSize(width: 20, height: 100)).sizeToFit(.width) #2") {
          aView.sizeThatFitSizeOffset = -10
          aView.pin.size(CGSize(width: 20, height: 100)).sizeToFit(.width)
          expect(aView.frame).to(equal(rect(140, 100, 20, 160)))
        }
      }
      describe("sizeToFit(.height) when the fitting height is smaller") {
        it("fitting offset -10: sizeToFit(.height)") {
          aView.sizeThatFitSizeOffset = -10
          aView.pin.sizeToFit(.height)
          expect(aView.frame).to(equal(rect(140, 100, 32, 60)))
        }
        it("fitting offset -10: sizeToFit(.heightFlexible)") {
          aView.sizeThatFitSizeOffset = -10
          aView.pin.sizeToFit(.heightFlexible)
          expect(aView.frame).to(equal(rect(140, 100, 32, 50)))
        }
        it("fitting offset -10: sizeToFit(.height) #2") {
          aView.sizeThatFitSizeOffset = -10
          aView.pin.sizeToFit(.height)
          expect(aView.frame).to(equal(rect(140, 100, 32, 60)))
        }
        it("fitting offset -10: sizeToFit(.heightFlexible) #2") {
          aView.sizeThatFitSizeOffset = -10
          aView.pin.sizeToFit(.heightFlexible)
          expect(aView.frame).to(equal(rect(140, 100, 32, 50)))
        }
      }
      describe("sizeToFit with a fitting offset") {
        it("fitting offset -10: width(50).sizeToFit(.width)") {
          aView.sizeThatFitSizeOffset = -10
          aView.pin.width(50).sizeToFit(.width)
          expect(aView.frame).to(equal(rect(140, 100, 50, 40)))
        }
        it("fitting offset -10: width(50).sizeToFit(.width) #2") {
          aView.sizeThatFitSizeOffset = -10
          aView.pin.width(50).sizeToFit(.width)
          expect(aView.frame).to(equal(rect(140, 100, 50, 40)))
        }
        it("fitting offset 10: width(50).sizeToFit(.width)") {
          aView.sizeThatFitSizeOffset = 10
          aView.pin.width(50).sizeToFit(.width)
          expect(aView.frame).to(beCloseTo(rect(140, 100, 50, 26.6), within: 0.5))
        }
        it("fitting offset 10: width(50).sizeToFit(.width) #2") {
          aView.sizeThatFitSizeOffset = 10
          aView.pin.width(50).sizeToFit(.width)
          expect(aView.frame).to(beCloseTo(rect(140, 100, 50, 26.6), within: 0.5))
        }
        itPlaces(aView, at: rect(140, 100, 32, 50), "height(50).sizeToFit(.height)") {
          aView.pin.height(50).sizeToFit(.height)
        }
        it("fitting offset -10: height(50).sizeToFit(.height)") {
          aView.sizeThatFitSizeOffset = -10
          aView.pin.height(50).sizeToFit(.height)
          expect(aView.frame).to(equal(rect(140, 100, 40, 50)))
        }
        itPlaces(aView, at: rect(140, 100, 32, 50), "height(50).sizeToFit(.height) #2") {
          aView.pin.height(50).sizeToFit(.height)
        }
        it("fitting offset -10: height(50).sizeToFit(.height) #2") {
          aView.sizeThatFitSizeOffset = -10
          aView.pin.height(50).sizeToFit(.height)
          expect(aView.frame).to(equal(rect(140, 100, 40, 50)))
        }
        it("fitting offset 10: height(30).sizeToFit(.height)") {
          aView.sizeThatFitSizeOffset = 10
          aView.pin.height(30).sizeToFit(.height)
          expect(aView.frame).to(equal(rect(140, 100, 40, 30)))
        }
        it("fitting offset 10: height(30).sizeToFit(.height) #2") {
          aView.sizeThatFitSizeOffset = 10
          aView.pin.height(30).sizeToFit(.height)
          expect(aView.frame).to(equal(rect(140, 100, 40, 30)))
        }
        it("width(50).sizeToFit(.width)") {
          aView.pin.width(50).sizeToFit(.width)
          expect(aView.frame).to(beCloseTo(rect(140, 100, 50, 32), within: 0.5))
        }
        it("sizeToFit(.width) of a view 50 wide and 0 high") {
          aView.frame.size = CGSize(width: 50, height: 0)
          aView.pin.sizeToFit(.width)
          expect(aView.frame).to(beCloseTo(rect(140, 100, 50, 32), within: 0.5))
        }
      }
      describe("sizeToFit()") {
        it("sizeToFit().center() at scale 3") {
          _pinlayoutSetUnitTest(scale: 3)
          aView.pin.sizeToFit().center()
          expect(aView.frame).to(beCloseTo(rect(182.6667, 177.6667, 35, 45), within: 0.1))
        }
        it("pin.sizeToFit() on a label gives UILabel.sizeToFit()'s size") {
          _pinlayoutSetUnitTest(scale: nil)
          let label = UILabel(frame: .zero)
          label.text = "Lorem ipsum dolor sit amet"
          label.pin.sizeToFit()
          let size = label.bounds.size
          label.bounds.size = .zero
          label.sizeToFit()
          expect(size).to(equal(label.bounds.size))
          // 205.870 pt of text at 17 pt (Pinframe's metric), one 20.287 pt line, at scale 1.
          expect(size).to(equal(CGSize(width: 206, height: 21)))
        }
        it("pin.sizeToFit() on a scaled label gives UILabel.sizeToFit()'s bounds size") {
          _pinlayoutSetUnitTest(scale: nil)
          let label = UILabel(frame: .zero)
          label.text = "Lorem ipsum dolor sit amet"
          label.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
          label.pin.sizeToFit()
          let size = label.bounds.size
          label.bounds.size = .zero
          label.sizeToFit()
          expect(size).to(equal(label.bounds.size))
        }
      }
    }
    XCTAssertEqual(run.ran.count, 150)
  }
}
