import Pinframe
import XCTest

/// The facts of PinLayout's MarginsSpec (Tests/Common, 186 examples, all ported): how margins
/// move or shrink a view depending on the edges, centres and sizes the chain sets, in points
/// and in percent of the superview, with and without `pinEdges()`, and insets.
///
/// root (400 × 400, in a container view) holds aView (140, 100, 200 × 120). No display scale is
/// set: ``simulatorScale``. Names ending in "#2" are examples the spec repeats word for word.
final class MarginsSpecTests: XCTestCase {
  func testSpec() {
    var container: BasicView!
    var rootView: BasicView!
    var aView: BasicView!
    let insets = PEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let directionalInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)

    let run = runPinLayoutSpec {
      beforeEach {
        container = BasicView()
        rootView = BasicView()
        rootView.frame = rect(0, 0, 400, 400)
        container.addSubview(rootView)
        aView = BasicView()
        aView.frame = rect(140, 100, 200, 120)
        rootView.addSubview(aView)
      }

      describe("horizontal margins, width only") {
        itPlaces(aView, at: rect(140, 100, 100, 120), "width(100).margin(10)") {
          aView.pin.width(100).margin(10)
        }
      }
      describe("horizontal margins in percent, width only") {
        itPlaces(aView, at: rect(140, 100, 100, 120), "width(100).margin(2.5%)") {
          aView.pin.width(100).margin(2.5%)
        }
      }
      describe("horizontal margins, left and width") {
        itPlaces(aView, at: rect(150, 100, 100, 120), "left(140).width(100).margin(10)") {
          aView.pin.left(140).width(100).margin(10)
        }
        itPlaces(aView, at: rect(150, 100, 80, 120), "left(140).width(100).pinEdges().margin(10)") {
          aView.pin.left(140).width(100).pinEdges().margin(10)
        }
        itPlaces(
          aView, at: rect(150, 100, 90, 120), "left(140).width(100).pinEdges().marginLeft(10)"
        ) { aView.pin.left(140).width(100).pinEdges().marginLeft(10) }
        itPlaces(
          aView, at: rect(140, 100, 90, 120), "left(140).width(100).pinEdges().marginRight(10)"
        ) { aView.pin.left(140).width(100).pinEdges().marginRight(10) }
        itPlaces(
          aView, at: rect(150, 100, 80, 120),
          "left(140).width(100).pinEdges().marginLeft(10).marginRight(10)"
        ) { aView.pin.left(140).width(100).pinEdges().marginLeft(10).marginRight(10) }
        itPlaces(
          aView, at: rect(150, 100, 80, 120), "left(140).width(100).pinEdges().marginHorizontal(10)"
        ) { aView.pin.left(140).width(100).pinEdges().marginHorizontal(10) }
        itPlaces(aView, at: rect(150, 100, 100, 120), "left(140).width(100).marginLeft(10)") {
          aView.pin.left(140).width(100).marginLeft(10)
        }
        itPlaces(aView, at: rect(140, 100, 100, 120), "left(140).width(100).marginRight(10)") {
          aView.pin.left(140).width(100).marginRight(10)
        }
        itPlaces(aView, at: rect(150, 100, 100, 120), "left(140).width(100).marginHorizontal(10)") {
          aView.pin.left(140).width(100).marginHorizontal(10)
        }
      }
      describe("horizontal margins in percent, left and width") {
        itPlaces(aView, at: rect(150, 100, 100, 120), "left(140).width(100).margin(2.5%)") {
          aView.pin.left(140).width(100).margin(2.5%)
        }
        itPlaces(aView, at: rect(150, 100, 80, 120), "left(140).width(100).pinEdges().margin(2.5%)")
        { aView.pin.left(140).width(100).pinEdges().margin(2.5%) }
        itPlaces(
          aView, at: rect(150, 100, 90, 120), "left(140).width(100).pinEdges().marginLeft(2.5%)"
        ) { aView.pin.left(140).width(100).pinEdges().marginLeft(2.5%) }
        itPlaces(
          aView, at: rect(140, 100, 90, 120), "left(140).width(100).pinEdges().marginRight(2.5%)"
        ) { aView.pin.left(140).width(100).pinEdges().marginRight(2.5%) }
        itPlaces(
          aView, at: rect(150, 100, 80, 120),
          "left(140).width(100).pinEdges().marginLeft(2.5%).marginRight(2.5%)"
        ) { aView.pin.left(140).width(100).pinEdges().marginLeft(2.5%).marginRight(2.5%) }
        itPlaces(
          aView, at: rect(150, 100, 80, 120),
          "left(140).width(100).pinEdges().marginHorizontal(2.5%)"
        ) { aView.pin.left(140).width(100).pinEdges().marginHorizontal(2.5%) }
        itPlaces(aView, at: rect(150, 100, 100, 120), "left(140).width(100).marginLeft(2.5%)") {
          aView.pin.left(140).width(100).marginLeft(2.5%)
        }
        itPlaces(aView, at: rect(140, 100, 100, 120), "left(140).width(100).marginRight(2.5%)") {
          aView.pin.left(140).width(100).marginRight(2.5%)
        }
        itPlaces(aView, at: rect(150, 100, 100, 120), "left(140).width(100).marginHorizontal(2.5%)")
        { aView.pin.left(140).width(100).marginHorizontal(2.5%) }
      }
      describe("horizontal margins, right and width") {
        itPlaces(aView, at: rect(150, 100, 100, 120), "right(140).width(100).margin(10)") {
          aView.pin.right(140).width(100).margin(10)
        }
        itPlaces(aView, at: rect(170, 100, 80, 120), "right(140).width(100).pinEdges().margin(10)")
        { aView.pin.right(140).width(100).pinEdges().margin(10) }
        itPlaces(
          aView, at: rect(170, 100, 90, 120), "right(140).width(100).pinEdges().marginLeft(10)"
        ) { aView.pin.right(140).width(100).pinEdges().marginLeft(10) }
        itPlaces(
          aView, at: rect(160, 100, 80, 120), "right(140).width(100).pinEdges().marginRight(20)"
        ) { aView.pin.right(140).width(100).pinEdges().marginRight(20) }
        itPlaces(
          aView, at: rect(160, 100, 90, 120), "right(140).width(100).pinEdges().marginRight(10)"
        ) { aView.pin.right(140).width(100).pinEdges().marginRight(10) }
        itPlaces(
          aView, at: rect(170, 100, 80, 120),
          "right(140).width(100).pinEdges().marginLeft(10).marginRight(10)"
        ) { aView.pin.right(140).width(100).pinEdges().marginLeft(10).marginRight(10) }
        itPlaces(
          aView, at: rect(170, 100, 80, 120),
          "right(140).width(100).pinEdges().marginHorizontal(10)"
        ) { aView.pin.right(140).width(100).pinEdges().marginHorizontal(10) }
        itPlaces(aView, at: rect(160, 100, 100, 120), "right(140).width(100).marginLeft(10)") {
          aView.pin.right(140).width(100).marginLeft(10)
        }
        itPlaces(aView, at: rect(150, 100, 100, 120), "right(140).width(100).marginRight(10)") {
          aView.pin.right(140).width(100).marginRight(10)
        }
        itPlaces(aView, at: rect(150, 100, 100, 120), "right(140).width(100).marginHorizontal(10)")
        { aView.pin.right(140).width(100).marginHorizontal(10) }
      }
      describe("horizontal margins in percent, right and width") {
        itPlaces(aView, at: rect(150, 100, 100, 120), "right(140).width(100).margin(2.5%)") {
          aView.pin.right(140).width(100).margin(2.5%)
        }
        itPlaces(
          aView, at: rect(170, 100, 80, 120), "right(140).width(100).pinEdges().margin(2.5%)"
        ) { aView.pin.right(140).width(100).pinEdges().margin(2.5%) }
        itPlaces(
          aView, at: rect(170, 100, 90, 120), "right(140).width(100).pinEdges().marginLeft(2.5%)"
        ) { aView.pin.right(140).width(100).pinEdges().marginLeft(2.5%) }
        itPlaces(
          aView, at: rect(160, 100, 80, 120), "right(140).width(100).pinEdges().marginRight(5%)"
        ) { aView.pin.right(140).width(100).pinEdges().marginRight(5%) }
        itPlaces(
          aView, at: rect(160, 100, 90, 120), "right(140).width(100).pinEdges().marginRight(2.5%)"
        ) { aView.pin.right(140).width(100).pinEdges().marginRight(2.5%) }
        itPlaces(
          aView, at: rect(170, 100, 80, 120),
          "right(140).width(100).pinEdges().marginLeft(2.5%).marginRight(2.5%)"
        ) { aView.pin.right(140).width(100).pinEdges().marginLeft(2.5%).marginRight(2.5%) }
        itPlaces(
          aView, at: rect(170, 100, 80, 120),
          "right(140).width(100).pinEdges().marginHorizontal(2.5%)"
        ) { aView.pin.right(140).width(100).pinEdges().marginHorizontal(2.5%) }
        itPlaces(aView, at: rect(160, 100, 100, 120), "right(140).width(100).marginLeft(2.5%)") {
          aView.pin.right(140).width(100).marginLeft(2.5%)
        }
        itPlaces(aView, at: rect(150, 100, 100, 120), "right(140).width(100).marginRight(2.5%)") {
          aView.pin.right(140).width(100).marginRight(2.5%)
        }
        itPlaces(
          aView, at: rect(150, 100, 100, 120), "right(140).width(100).marginHorizontal(2.5%)"
        ) { aView.pin.right(140).width(100).marginHorizontal(2.5%) }
      }
      describe("horizontal margins, left and right") {
        itPlaces(aView, at: rect(150, 100, 80, 120), "left(140).right(160).margin(10)") {
          aView.pin.left(140).right(160).margin(10)
        }
        itPlaces(aView, at: rect(150, 100, 80, 120), "left(140).right(160).margin(10) #2") {
          aView.pin.left(140).right(160).margin(10)
        }
        itPlaces(aView, at: rect(150, 100, 90, 120), "left(140).right(160).marginLeft(10)") {
          aView.pin.left(140).right(160).marginLeft(10)
        }
        itPlaces(aView, at: rect(140, 100, 90, 120), "left(140).right(160).marginRight(10)") {
          aView.pin.left(140).right(160).marginRight(10)
        }
        itPlaces(
          aView, at: rect(150, 100, 80, 120), "left(140).right(160).marginLeft(10).marginRight(10)"
        ) { aView.pin.left(140).right(160).marginLeft(10).marginRight(10) }
        itPlaces(aView, at: rect(150, 100, 80, 120), "left(140).right(160).marginHorizontal(10)") {
          aView.pin.left(140).right(160).marginHorizontal(10)
        }
        itPlaces(aView, at: rect(160, 100, 60, 120), "left(140).right(160).margin(20)") {
          aView.pin.left(140).right(160).margin(20)
        }
        itPlaces(aView, at: rect(150, 100, 90, 120), "left(140).right(160).marginLeft(10) #2") {
          aView.pin.left(140).right(160).marginLeft(10)
        }
        itPlaces(aView, at: rect(140, 100, 90, 120), "left(140).right(160).marginRight(10) #2") {
          aView.pin.left(140).right(160).marginRight(10)
        }
        itPlaces(
          aView, at: rect(150, 100, 80, 120),
          "left(140).right(160).marginLeft(10).marginRight(10) #2"
        ) { aView.pin.left(140).right(160).marginLeft(10).marginRight(10) }
        itPlaces(aView, at: rect(150, 100, 80, 120), "left(140).right(160).marginHorizontal(10) #2")
        { aView.pin.left(140).right(160).marginHorizontal(10) }
      }
      describe("horizontal margins in percent, left and right") {
        itPlaces(aView, at: rect(150, 100, 80, 120), "left(140).right(160).margin(2.5%)") {
          aView.pin.left(140).right(160).margin(2.5%)
        }
        itPlaces(aView, at: rect(150, 100, 80, 120), "left(140).right(160).margin(2.5%) #2") {
          aView.pin.left(140).right(160).margin(2.5%)
        }
        itPlaces(aView, at: rect(150, 100, 90, 120), "left(140).right(160).marginLeft(2.5%)") {
          aView.pin.left(140).right(160).marginLeft(2.5%)
        }
        itPlaces(aView, at: rect(140, 100, 90, 120), "left(140).right(160).marginRight(2.5%)") {
          aView.pin.left(140).right(160).marginRight(2.5%)
        }
        itPlaces(
          aView, at: rect(150, 100, 80, 120),
          "left(140).right(160).marginLeft(2.5%).marginRight(2.5%)"
        ) { aView.pin.left(140).right(160).marginLeft(2.5%).marginRight(2.5%) }
        itPlaces(aView, at: rect(150, 100, 80, 120), "left(140).right(160).marginHorizontal(2.5%)")
        { aView.pin.left(140).right(160).marginHorizontal(2.5%) }
        itPlaces(aView, at: rect(160, 100, 60, 120), "left(140).right(160).margin(5%)") {
          aView.pin.left(140).right(160).margin(5%)
        }
        itPlaces(aView, at: rect(150, 100, 90, 120), "left(140).right(160).marginLeft(2.5%) #2") {
          aView.pin.left(140).right(160).marginLeft(2.5%)
        }
        itPlaces(aView, at: rect(140, 100, 90, 120), "left(140).right(160).marginRight(2.5%) #2") {
          aView.pin.left(140).right(160).marginRight(2.5%)
        }
        itPlaces(
          aView, at: rect(150, 100, 80, 120),
          "left(140).right(160).marginLeft(2.5%).marginRight(2.5%) #2"
        ) { aView.pin.left(140).right(160).marginLeft(2.5%).marginRight(2.5%) }
        itPlaces(
          aView, at: rect(150, 100, 80, 120), "left(140).right(160).marginHorizontal(2.5%) #2"
        ) { aView.pin.left(140).right(160).marginHorizontal(2.5%) }
      }
      describe("vertical margins, height only") {
        itPlaces(aView, at: rect(140, 100, 200, 100), "height(100).margin(10)") {
          aView.pin.height(100).margin(10)
        }
        itPlaces(aView, at: rect(140, 100, 200, 80), "height(100 - 20)") {
          aView.pin.height(100 - 20)
        }
      }
      describe("vertical margins in percent, height only") {
        itPlaces(aView, at: rect(140, 100, 200, 100), "height(100).margin(2.5%)") {
          aView.pin.height(100).margin(2.5%)
        }
        itPlaces(aView, at: rect(140, 100, 200, 80), "height(100 - 20)") {
          aView.pin.height(100 - 20)
        }
      }
      describe("vertical margins, top and height") {
        itPlaces(aView, at: rect(140, 150, 200, 100), "top(140).height(100).margin(10)") {
          aView.pin.top(140).height(100).margin(10)
        }
        itPlaces(aView, at: rect(140, 150, 200, 80), "top(140).height(100).pinEdges().margin(10)") {
          aView.pin.top(140).height(100).pinEdges().margin(10)
        }
        itPlaces(
          aView, at: rect(140, 150, 200, 90), "top(140).height(100).pinEdges().marginTop(10)"
        ) { aView.pin.top(140).height(100).pinEdges().marginTop(10) }
        itPlaces(
          aView, at: rect(140, 140, 200, 90), "top(140).height(100).pinEdges().marginBottom(10)"
        ) { aView.pin.top(140).height(100).pinEdges().marginBottom(10) }
        itPlaces(
          aView, at: rect(140, 150, 200, 80),
          "top(140).height(100).pinEdges().marginTop(10).marginBottom(10)"
        ) { aView.pin.top(140).height(100).pinEdges().marginTop(10).marginBottom(10) }
        itPlaces(
          aView, at: rect(140, 150, 200, 80), "top(140).height(100).pinEdges().marginVertical(10)"
        ) { aView.pin.top(140).height(100).pinEdges().marginVertical(10) }
        itPlaces(
          aView, at: rect(140, 160, 200, 80), "top(140).height(100).pinEdges().marginTop(20)"
        ) { aView.pin.top(140).height(100).pinEdges().marginTop(20) }
        itPlaces(aView, at: rect(140, 150, 200, 100), "top(140).height(100).marginTop(10)") {
          aView.pin.top(140).height(100).marginTop(10)
        }
        itPlaces(aView, at: rect(140, 140, 200, 100), "top(140).height(100).marginBottom(10)") {
          aView.pin.top(140).height(100).marginBottom(10)
        }
        itPlaces(aView, at: rect(140, 150, 200, 100), "top(140).height(100).marginVertical(10)") {
          aView.pin.top(140).height(100).marginVertical(10)
        }
      }
      describe("vertical margins in percent, top and height") {
        itPlaces(aView, at: rect(140, 150, 200, 100), "top(140).height(100).margin(2.5%)") {
          aView.pin.top(140).height(100).margin(2.5%)
        }
        itPlaces(aView, at: rect(140, 150, 200, 80), "top(140).height(100).pinEdges().margin(2.5%)")
        { aView.pin.top(140).height(100).pinEdges().margin(2.5%) }
        itPlaces(
          aView, at: rect(140, 150, 200, 90), "top(140).height(100).pinEdges().marginTop(2.5%)"
        ) { aView.pin.top(140).height(100).pinEdges().marginTop(2.5%) }
        itPlaces(
          aView, at: rect(140, 140, 200, 90), "top(140).height(100).pinEdges().marginBottom(2.5%)"
        ) { aView.pin.top(140).height(100).pinEdges().marginBottom(2.5%) }
        itPlaces(
          aView, at: rect(140, 150, 200, 80),
          "top(140).height(100).pinEdges().marginTop(2.5%).marginBottom(2.5%)"
        ) { aView.pin.top(140).height(100).pinEdges().marginTop(2.5%).marginBottom(2.5%) }
        itPlaces(
          aView, at: rect(140, 150, 200, 80), "top(140).height(100).pinEdges().marginVertical(2.5%)"
        ) { aView.pin.top(140).height(100).pinEdges().marginVertical(2.5%) }
        itPlaces(
          aView, at: rect(140, 160, 200, 80), "top(140).height(100).pinEdges().marginTop(5%)"
        ) { aView.pin.top(140).height(100).pinEdges().marginTop(5%) }
        itPlaces(aView, at: rect(140, 150, 200, 100), "top(140).height(100).marginTop(2.5%)") {
          aView.pin.top(140).height(100).marginTop(2.5%)
        }
        itPlaces(aView, at: rect(140, 140, 200, 100), "top(140).height(100).marginBottom(2.5%)") {
          aView.pin.top(140).height(100).marginBottom(2.5%)
        }
        itPlaces(aView, at: rect(140, 150, 200, 100), "top(140).height(100).marginVertical(2.5%)") {
          aView.pin.top(140).height(100).marginVertical(2.5%)
        }
      }
      describe("vertical margins, bottom and height") {
        itPlaces(aView, at: rect(140, 30, 200, 100), "bottom(260).height(100).margin(10)") {
          aView.pin.bottom(260).height(100).margin(10)
        }
        itPlaces(aView, at: rect(140, 50, 200, 80), "bottom(260).height(100).pinEdges().margin(10)")
        { aView.pin.bottom(260).height(100).pinEdges().margin(10) }
        itPlaces(
          aView, at: rect(140, 50, 200, 90), "bottom(260).height(100).pinEdges().marginTop(10)"
        ) { aView.pin.bottom(260).height(100).pinEdges().marginTop(10) }
        itPlaces(
          aView, at: rect(140, 40, 200, 80), "bottom(260).height(100).pinEdges().marginBottom(20)"
        ) { aView.pin.bottom(260).height(100).pinEdges().marginBottom(20) }
        itPlaces(
          aView, at: rect(140, 40, 200, 90), "bottom(260).height(100).pinEdges().marginBottom(10)"
        ) { aView.pin.bottom(260).height(100).pinEdges().marginBottom(10) }
        itPlaces(
          aView, at: rect(140, 50, 200, 80),
          "bottom(260).height(100).pinEdges().marginTop(10).marginBottom(10)"
        ) { aView.pin.bottom(260).height(100).pinEdges().marginTop(10).marginBottom(10) }
        itPlaces(
          aView, at: rect(140, 50, 200, 80), "bottom(260).height(100).pinEdges().marginVertical(10)"
        ) { aView.pin.bottom(260).height(100).pinEdges().marginVertical(10) }
        itPlaces(aView, at: rect(140, 40, 200, 100), "bottom(260).height(100).marginTop(10)") {
          aView.pin.bottom(260).height(100).marginTop(10)
        }
        itPlaces(aView, at: rect(140, 30, 200, 100), "bottom(260).height(100).marginBottom(10)") {
          aView.pin.bottom(260).height(100).marginBottom(10)
        }
        itPlaces(aView, at: rect(140, 30, 200, 100), "bottom(260).height(100).marginVertical(10)") {
          aView.pin.bottom(260).height(100).marginVertical(10)
        }
      }
      describe("vertical margins in percent, bottom and height") {
        itPlaces(aView, at: rect(140, 30, 200, 100), "bottom(260).height(100).margin(2.5%)") {
          aView.pin.bottom(260).height(100).margin(2.5%)
        }
        itPlaces(
          aView, at: rect(140, 50, 200, 80), "bottom(260).height(100).pinEdges().margin(2.5%)"
        ) { aView.pin.bottom(260).height(100).pinEdges().margin(2.5%) }
        itPlaces(
          aView, at: rect(140, 50, 200, 90), "bottom(260).height(100).pinEdges().marginTop(2.5%)"
        ) { aView.pin.bottom(260).height(100).pinEdges().marginTop(2.5%) }
        itPlaces(
          aView, at: rect(140, 40, 200, 80), "bottom(260).height(100).pinEdges().marginBottom(5%)"
        ) { aView.pin.bottom(260).height(100).pinEdges().marginBottom(5%) }
        itPlaces(
          aView, at: rect(140, 40, 200, 90), "bottom(260).height(100).pinEdges().marginBottom(2.5%)"
        ) { aView.pin.bottom(260).height(100).pinEdges().marginBottom(2.5%) }
        itPlaces(
          aView, at: rect(140, 50, 200, 80),
          "bottom(260).height(100).pinEdges().marginTop(2.5%).marginBottom(2.5%)"
        ) { aView.pin.bottom(260).height(100).pinEdges().marginTop(2.5%).marginBottom(2.5%) }
        itPlaces(
          aView, at: rect(140, 50, 200, 80),
          "bottom(260).height(100).pinEdges().marginVertical(2.5%)"
        ) { aView.pin.bottom(260).height(100).pinEdges().marginVertical(2.5%) }
        itPlaces(aView, at: rect(140, 40, 200, 100), "bottom(260).height(100).marginTop(2.5%)") {
          aView.pin.bottom(260).height(100).marginTop(2.5%)
        }
        itPlaces(aView, at: rect(140, 30, 200, 100), "bottom(260).height(100).marginBottom(2.5%)") {
          aView.pin.bottom(260).height(100).marginBottom(2.5%)
        }
        itPlaces(aView, at: rect(140, 30, 200, 100), "bottom(260).height(100).marginVertical(2.5%)")
        { aView.pin.bottom(260).height(100).marginVertical(2.5%) }
      }
      describe("vertical margins, top and bottom") {
        itPlaces(aView, at: rect(140, 150, 200, 80), "top(140).bottom(160).margin(10)") {
          aView.pin.top(140).bottom(160).margin(10)
        }
        itPlaces(aView, at: rect(140, 150, 200, 80), "top(140).bottom(160).margin(10) #2") {
          aView.pin.top(140).bottom(160).margin(10)
        }
        it(
          "top(140).bottom(160).margin(10) and top(140).bottom(160).pinEdges().margin(10) give the same frame"
        ) {
          aView.pin.top(140).bottom(160).margin(10)
          let withoutPinEdges = aView.frame
          aView.pin.top(140).bottom(160).pinEdges().margin(10)
          expect(aView.frame).to(equal(withoutPinEdges))
        }
        itPlaces(aView, at: rect(140, 150, 200, 90), "top(140).bottom(160).marginTop(10)") {
          aView.pin.top(140).bottom(160).marginTop(10)
        }
        itPlaces(aView, at: rect(140, 140, 200, 90), "top(140).bottom(160).marginBottom(10)") {
          aView.pin.top(140).bottom(160).marginBottom(10)
        }
        itPlaces(
          aView, at: rect(140, 150, 200, 80), "top(140).bottom(160).marginTop(10).marginBottom(10)"
        ) { aView.pin.top(140).bottom(160).marginTop(10).marginBottom(10) }
        itPlaces(
          aView, at: rect(140, 150, 200, 80), "top(140).bottom(160).pinEdges().marginVertical(10)"
        ) { aView.pin.top(140).bottom(160).pinEdges().marginVertical(10) }
        itPlaces(
          aView, at: rect(140, 160, 200, 60),
          "top(140).bottom(160).pinEdges().marginTop(20).marginBottom(20)"
        ) { aView.pin.top(140).bottom(160).pinEdges().marginTop(20).marginBottom(20) }
        itPlaces(aView, at: rect(140, 150, 200, 90), "top(140).bottom(160).marginTop(10) #2") {
          aView.pin.top(140).bottom(160).marginTop(10)
        }
        itPlaces(aView, at: rect(140, 140, 200, 90), "top(140).bottom(160).marginBottom(10) #2") {
          aView.pin.top(140).bottom(160).marginBottom(10)
        }
        itPlaces(
          aView, at: rect(140, 150, 200, 80),
          "top(140).bottom(160).marginTop(10).marginBottom(10) #2"
        ) { aView.pin.top(140).bottom(160).marginTop(10).marginBottom(10) }
        itPlaces(aView, at: rect(140, 150, 200, 80), "top(140).bottom(160).marginVertical(10)") {
          aView.pin.top(140).bottom(160).marginVertical(10)
        }
      }
      describe("vertical margins in percent, top and bottom") {
        itPlaces(aView, at: rect(140, 150, 200, 80), "top(140).bottom(160).margin(2.5%)") {
          aView.pin.top(140).bottom(160).margin(2.5%)
        }
        itPlaces(aView, at: rect(140, 150, 200, 80), "top(140).bottom(160).margin(2.5%) #2") {
          aView.pin.top(140).bottom(160).margin(2.5%)
        }
        it(
          "top(140).bottom(160).margin(2.5%) and top(140).bottom(160).pinEdges().margin(2.5%) give the same frame"
        ) {
          aView.pin.top(140).bottom(160).margin(2.5%)
          let withoutPinEdges = aView.frame
          aView.pin.top(140).bottom(160).pinEdges().margin(2.5%)
          expect(aView.frame).to(equal(withoutPinEdges))
        }
        itPlaces(aView, at: rect(140, 150, 200, 90), "top(140).bottom(160).marginTop(2.5%)") {
          aView.pin.top(140).bottom(160).marginTop(2.5%)
        }
        itPlaces(aView, at: rect(140, 140, 200, 90), "top(140).bottom(160).marginBottom(2.5%)") {
          aView.pin.top(140).bottom(160).marginBottom(2.5%)
        }
        itPlaces(
          aView, at: rect(140, 150, 200, 80),
          "top(140).bottom(160).marginTop(10).marginBottom(2.5%)"
        ) { aView.pin.top(140).bottom(160).marginTop(10).marginBottom(2.5%) }
        itPlaces(
          aView, at: rect(140, 150, 200, 80), "top(140).bottom(160).pinEdges().marginVertical(2.5%)"
        ) { aView.pin.top(140).bottom(160).pinEdges().marginVertical(2.5%) }
        itPlaces(
          aView, at: rect(140, 160, 200, 60),
          "top(140).bottom(160).pinEdges().marginTop(5%).marginBottom(5%)"
        ) { aView.pin.top(140).bottom(160).pinEdges().marginTop(5%).marginBottom(5%) }
        itPlaces(aView, at: rect(140, 150, 200, 90), "top(140).bottom(160).marginTop(2.5%) #2") {
          aView.pin.top(140).bottom(160).marginTop(2.5%)
        }
        itPlaces(aView, at: rect(140, 140, 200, 90), "top(140).bottom(160).marginBottom(2.5%) #2") {
          aView.pin.top(140).bottom(160).marginBottom(2.5%)
        }
        itPlaces(
          aView, at: rect(140, 150, 200, 80),
          "top(140).bottom(160).marginTop(2.5%).marginBottom(2.5%)"
        ) { aView.pin.top(140).bottom(160).marginTop(2.5%).marginBottom(2.5%) }
        itPlaces(aView, at: rect(140, 150, 200, 80), "top(140).bottom(160).marginVertical(2.5%)") {
          aView.pin.top(140).bottom(160).marginVertical(2.5%)
        }
      }
      describe("horizontal margins, hCenter") {
        itPlaces(aView, at: rect(200, 100, 200, 120), "hCenter(100).margin(10)") {
          aView.pin.hCenter(100).margin(10)
        }
        itPlaces(aView, at: rect(210, 100, 200, 120), "hCenter(100).marginLeft(10)") {
          aView.pin.hCenter(100).marginLeft(10)
        }
        itPlaces(aView, at: rect(190, 100, 200, 120), "hCenter(100).marginRight(10)") {
          aView.pin.hCenter(100).marginRight(10)
        }
        itPlaces(aView, at: rect(0, 100, 200, 120), "hCenter(-100).margin(10)") {
          aView.pin.hCenter(-100).margin(10)
        }
        itPlaces(
          aView, at: rect(260, 100, 80, 120), "hCenter(100).width(100).pinEdges().margin(10)"
        ) { aView.pin.hCenter(100).width(100).pinEdges().margin(10) }
        it("hCenter(100).margin(10) and hCenter(100).pinEdges().margin(10) give the same frame") {
          aView.pin.hCenter(100).margin(10)
          let withoutPinEdges = aView.frame
          aView.pin.hCenter(100).pinEdges().margin(10)
          expect(aView.frame).to(equal(withoutPinEdges))
        }
        itPlaces(
          aView, at: rect(260, 100, 90, 120), "hCenter(100).width(100).pinEdges().marginLeft(10)"
        ) { aView.pin.hCenter(100).width(100).pinEdges().marginLeft(10) }
        itPlaces(
          aView, at: rect(250, 100, 90, 120), "hCenter(100).width(100).pinEdges().marginRight(10)"
        ) { aView.pin.hCenter(100).width(100).pinEdges().marginRight(10) }
        itPlaces(
          aView, at: rect(260, 100, 80, 120),
          "hCenter(100).width(100).pinEdges().marginLeft(10).marginRight(10)"
        ) { aView.pin.hCenter(100).width(100).pinEdges().marginLeft(10).marginRight(10) }
        itPlaces(
          aView, at: rect(275, 100, 50, 100), "hCenter(100).width(50).height(100).margin(10)"
        ) { aView.pin.hCenter(100).width(50).height(100).margin(10) }
        itPlaces(aView, at: rect(275, 100, 50, 100), "hCenter(100).width(50).height(100)") {
          aView.pin.hCenter(100).width(50).height(100)
        }
        itPlaces(aView, at: rect(200, 100, 200, 120), "hCenter(25%)") { aView.pin.hCenter(25%) }
        itPlaces(aView, at: rect(0, 100, 200, 120), "hCenter(-25%)") { aView.pin.hCenter(-25%) }
      }
      describe("horizontal margins in percent, hCenter") {
        itPlaces(aView, at: rect(200, 100, 200, 120), "hCenter(100).margin(2.5%)") {
          aView.pin.hCenter(100).margin(2.5%)
        }
        itPlaces(aView, at: rect(210, 100, 200, 120), "hCenter(100).marginLeft(2.5%)") {
          aView.pin.hCenter(100).marginLeft(2.5%)
        }
        itPlaces(aView, at: rect(190, 100, 200, 120), "hCenter(100).marginRight(2.5%)") {
          aView.pin.hCenter(100).marginRight(2.5%)
        }
        itPlaces(aView, at: rect(0, 100, 200, 120), "hCenter(-100).margin(2.5%)") {
          aView.pin.hCenter(-100).margin(2.5%)
        }
        itPlaces(
          aView, at: rect(260, 100, 80, 120), "hCenter(100).width(100).pinEdges().margin(2.5%)"
        ) { aView.pin.hCenter(100).width(100).pinEdges().margin(2.5%) }
        it("hCenter(100).margin(2.5%) and hCenter(100).pinEdges().margin(2.5%) give the same frame")
        {
          aView.pin.hCenter(100).margin(2.5%)
          let withoutPinEdges = aView.frame
          aView.pin.hCenter(100).pinEdges().margin(2.5%)
          expect(aView.frame).to(equal(withoutPinEdges))
        }
        itPlaces(
          aView, at: rect(260, 100, 90, 120), "hCenter(100).width(100).pinEdges().marginLeft(2.5%)"
        ) { aView.pin.hCenter(100).width(100).pinEdges().marginLeft(2.5%) }
        itPlaces(
          aView, at: rect(250, 100, 90, 120), "hCenter(100).width(100).pinEdges().marginRight(2.5%)"
        ) { aView.pin.hCenter(100).width(100).pinEdges().marginRight(2.5%) }
        itPlaces(
          aView, at: rect(260, 100, 80, 120),
          "hCenter(100).width(100).pinEdges().marginLeft(2.5%).marginRight(2.5%)"
        ) { aView.pin.hCenter(100).width(100).pinEdges().marginLeft(2.5%).marginRight(2.5%) }
        itPlaces(
          aView, at: rect(275, 100, 50, 100), "hCenter(100).width(50).height(100).margin(2.5%)"
        ) { aView.pin.hCenter(100).width(50).height(100).margin(2.5%) }
        itPlaces(aView, at: rect(275, 100, 50, 100), "hCenter(100).width(50).height(100)") {
          aView.pin.hCenter(100).width(50).height(100)
        }
        itPlaces(aView, at: rect(200, 100, 200, 120), "hCenter(25%)") { aView.pin.hCenter(25%) }
        itPlaces(aView, at: rect(0, 100, 200, 120), "hCenter(-25%)") { aView.pin.hCenter(-25%) }
      }
      describe("vertical margins, vCenter") {
        itPlaces(aView, at: rect(140, 240, 200, 120), "vCenter(100).margin(10)") {
          aView.pin.vCenter(100).margin(10)
        }
        itPlaces(aView, at: rect(140, 250, 200, 120), "vCenter(100).marginTop(10)") {
          aView.pin.vCenter(100).marginTop(10)
        }
        itPlaces(aView, at: rect(140, 230, 200, 120), "vCenter(100).marginBottom(10)") {
          aView.pin.vCenter(100).marginBottom(10)
        }
        itPlaces(
          aView, at: rect(140, 260, 200, 80), "vCenter(100).height(100).pinEdges().margin(10)"
        ) { aView.pin.vCenter(100).height(100).pinEdges().margin(10) }
        itPlaces(
          aView, at: rect(140, 260, 200, 80),
          "vCenter(100).height(100).pinEdges().marginVertical(10)"
        ) { aView.pin.vCenter(100).height(100).pinEdges().marginVertical(10) }
        itPlaces(
          aView, at: rect(140, 270, 200, 60),
          "vCenter(100).height(100).pinEdges().marginTop(20).marginBottom(20)"
        ) { aView.pin.vCenter(100).height(100).pinEdges().marginTop(20).marginBottom(20) }
        itPlaces(
          aView, at: rect(140, 260, 200, 90), "vCenter(100).height(100).pinEdges().marginTop(10)"
        ) { aView.pin.vCenter(100).height(100).pinEdges().marginTop(10) }
        itPlaces(
          aView, at: rect(140, 250, 200, 90), "vCenter(100).height(100).pinEdges().marginBottom(10)"
        ) { aView.pin.vCenter(100).height(100).pinEdges().marginBottom(10) }
        itPlaces(aView, at: rect(140, 340, 200, 120), "vCenter(50%).margin(10)") {
          aView.pin.vCenter(50%).margin(10)
        }
        itPlaces(aView, at: rect(140, 40, 200, 120), "vCenter(-25%)") { aView.pin.vCenter(-25%) }
      }
      describe("vertical margins in percent, vCenter") {
        itPlaces(aView, at: rect(140, 240, 200, 120), "vCenter(100).margin(2.5%)") {
          aView.pin.vCenter(100).margin(2.5%)
        }
        itPlaces(aView, at: rect(140, 250, 200, 120), "vCenter(100).marginTop(2.5%)") {
          aView.pin.vCenter(100).marginTop(2.5%)
        }
        itPlaces(aView, at: rect(140, 230, 200, 120), "vCenter(100).marginBottom(2.5%)") {
          aView.pin.vCenter(100).marginBottom(2.5%)
        }
        itPlaces(
          aView, at: rect(140, 260, 200, 80), "vCenter(100).height(100).pinEdges().margin(2.5%)"
        ) { aView.pin.vCenter(100).height(100).pinEdges().margin(2.5%) }
        itPlaces(
          aView, at: rect(140, 260, 200, 80),
          "vCenter(100).height(100).pinEdges().marginVertical(2.5%)"
        ) { aView.pin.vCenter(100).height(100).pinEdges().marginVertical(2.5%) }
        itPlaces(
          aView, at: rect(140, 270, 200, 60),
          "vCenter(100).height(100).pinEdges().marginTop(5%).marginBottom(5%)"
        ) { aView.pin.vCenter(100).height(100).pinEdges().marginTop(5%).marginBottom(5%) }
        itPlaces(
          aView, at: rect(140, 260, 200, 90), "vCenter(100).height(100).pinEdges().marginTop(2.5%)"
        ) { aView.pin.vCenter(100).height(100).pinEdges().marginTop(2.5%) }
        itPlaces(
          aView, at: rect(140, 250, 200, 90),
          "vCenter(100).height(100).pinEdges().marginBottom(2.5%)"
        ) { aView.pin.vCenter(100).height(100).pinEdges().marginBottom(2.5%) }
        itPlaces(aView, at: rect(140, 340, 200, 120), "vCenter(50%).margin(2.5%)") {
          aView.pin.vCenter(50%).margin(2.5%)
        }
        itPlaces(aView, at: rect(140, 40, 200, 120), "vCenter(-25%)") { aView.pin.vCenter(-25%) }
      }
      describe("margins, hCenter and vCenter") {
        itPlaces(aView, at: rect(200, 240, 200, 120), "hCenter(100).vCenter(100).margin(10)") {
          aView.pin.hCenter(100).vCenter(100).margin(10)
        }
        itPlaces(
          aView, at: rect(250, 250, 100, 120),
          "hCenter(100).vCenter(100).width(100).pinEdges().marginTop(10)"
        ) { aView.pin.hCenter(100).vCenter(100).width(100).pinEdges().marginTop(10) }
        itPlaces(aView, at: rect(300, 340, 200, 120), "hCenter(50%).vCenter(50%)") {
          aView.pin.hCenter(50%).vCenter(50%)
        }
      }
      describe("margins in percent, hCenter and vCenter") {
        itPlaces(aView, at: rect(200, 240, 200, 120), "hCenter(100).vCenter(100).margin(2.5%)") {
          aView.pin.hCenter(100).vCenter(100).margin(2.5%)
        }
        itPlaces(
          aView, at: rect(250, 250, 100, 120),
          "hCenter(100).vCenter(100).width(100).pinEdges().marginTop(2.5%)"
        ) { aView.pin.hCenter(100).vCenter(100).width(100).pinEdges().marginTop(2.5%) }
        itPlaces(aView, at: rect(300, 340, 200, 120), "hCenter(50%).vCenter(50%)") {
          aView.pin.hCenter(50%).vCenter(50%)
        }
      }
      describe("insets and directional insets") {
        itPlaces(aView, at: rect(20, 10, 340, 360), "top().bottom().left().right().margin(insets)")
        {
          aView.pin.top().bottom().left().right().margin(insets)
        }
        it("start().end().margin(directional insets) left to right") {
          Pin.layoutDirection(.ltr)
          aView.pin.top().bottom().start().end().margin(directionalInsets)
          expect(aView.frame).to(equal(rect(20, 10, 340, 360)))
        }
        it("start().end().margin(directional insets) right to left") {
          Pin.layoutDirection(.rtl)
          aView.pin.top().bottom().start().end().margin(directionalInsets)
          expect(aView.frame).to(equal(rect(40, 10, 340, 360)))
        }
        it("start().end().margin(directional insets) in the automatic direction") {
          Pin.layoutDirection(.auto)
          aView.pin.top().bottom().start().end().margin(directionalInsets)
          expect(aView.frame).to(equal(rect(20, 10, 340, 360)))
        }
      }
    }
    XCTAssertEqual(run.ran.count, 186)
  }
}
