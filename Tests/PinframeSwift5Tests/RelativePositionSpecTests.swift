import Pinframe
import XCTest

/// The facts of PinLayout's RelativePositionSpec (Tests/Common, 32 examples, all ported):
/// `above`, `below`, `left(of:)` and `right(of:)` one view, with each alignment, for a sibling
/// and for a view in another superview.
///
/// root (400 × 400, in a container view) holds aView (100, 100, 200 × 160), which holds
/// aViewChild (45, 50, 80 × 80), and bView (160, 200, 40 × 40). No display scale is set:
/// ``simulatorScale``.
final class RelativePositionSpecTests: XCTestCase {
  func testSpec() {
    var container: BasicView!
    var rootView: BasicView!
    var aView: BasicView!
    var aViewChild: BasicView!
    var bView: BasicView!

    let run = runPinLayoutSpec {
      beforeEach {
        container = BasicView()
        rootView = BasicView()
        rootView.frame = rect(0, 0, 400, 400)
        container.addSubview(rootView)
        aView = BasicView()
        aView.frame = rect(100, 100, 200, 160)
        rootView.addSubview(aView)
        aViewChild = BasicView()
        aViewChild.frame = rect(45, 50, 80, 80)
        aView.addSubview(aViewChild)
        bView = BasicView()
        bView.frame = rect(160, 200, 40, 40)
        rootView.addSubview(bView)
      }

      describe("above(of:)") {
        itPlaces(bView, at: rect(160, 60, 40, 40), "above(of: aView)") {
          bView.pin.above(of: aView)
        }
        itPlaces(bView, at: rect(160, 110, 40, 40), "above(of: aViewChild)") {
          bView.pin.above(of: aViewChild)
        }
      }
      describe("above(of:aligned: .left)") {
        itPlaces(
          bView, at: rect(100, 60, 40, 40),
          "above(of: [aView, aViewChild]); above(of: [aView, aViewChild], aligned: .left)"
        ) {
          bView.pin.above(of: [aView, aViewChild])
          bView.pin.above(of: [aView, aViewChild], aligned: .left)
        }
        itPlaces(bView, at: rect(145, 110, 40, 40), "above(of: aViewChild, aligned: .left)") {
          bView.pin.above(of: aViewChild, aligned: .left)
        }
      }
      describe("above(of:aligned: .center)") {
        itPlaces(bView, at: rect(180, 60, 40, 40), "above(of: aView, aligned: .center)") {
          bView.pin.above(of: aView, aligned: .center)
        }
        itPlaces(bView, at: rect(165, 110, 40, 40), "above(of: aViewChild, aligned: .center)") {
          bView.pin.above(of: aViewChild, aligned: .center)
        }
      }
      describe("above(of:aligned: .right)") {
        itPlaces(bView, at: rect(260, 60, 40, 40), "above(of: aView, aligned: .right)") {
          bView.pin.above(of: aView, aligned: .right)
        }
        itPlaces(bView, at: rect(185, 110, 40, 40), "above(of: aViewChild, aligned: .right)") {
          bView.pin.above(of: aViewChild, aligned: .right)
        }
      }
      describe("left(of:)") {
        itPlaces(bView, at: rect(60, 200, 40, 40), "left(of: aView)") { bView.pin.left(of: aView) }
        itPlaces(bView, at: rect(105, 200, 40, 40), "left(of: aViewChild)") {
          bView.pin.left(of: aViewChild)
        }
      }
      describe("left(of:aligned: .top)") {
        itPlaces(bView, at: rect(60, 100, 40, 40), "left(of: aView, aligned: .top)") {
          bView.pin.left(of: aView, aligned: .top)
        }
        itPlaces(bView, at: rect(105, 150, 40, 40), "left(of: aViewChild, aligned: .top)") {
          bView.pin.left(of: aViewChild, aligned: .top)
        }
      }
      describe("left(of:aligned: .center)") {
        itPlaces(bView, at: rect(60, 160, 40, 40), "left(of: aView, aligned: .center)") {
          bView.pin.left(of: aView, aligned: .center)
        }
        itPlaces(bView, at: rect(105, 170, 40, 40), "left(of: aViewChild, aligned: .center)") {
          bView.pin.left(of: aViewChild, aligned: .center)
        }
      }
      describe("left(of:aligned: .bottom)") {
        itPlaces(bView, at: rect(60, 220, 40, 40), "left(of: aView, aligned: .bottom)") {
          bView.pin.left(of: aView, aligned: .bottom)
        }
        itPlaces(bView, at: rect(105, 190, 40, 40), "left(of: aViewChild, aligned: .bottom)") {
          bView.pin.left(of: aViewChild, aligned: .bottom)
        }
      }
      describe("below(of:)") {
        itPlaces(bView, at: rect(160, 260, 40, 40), "below(of: aView)") {
          bView.pin.below(of: aView)
        }
        itPlaces(bView, at: rect(160, 230, 40, 40), "below(of: aViewChild)") {
          bView.pin.below(of: aViewChild)
        }
      }
      describe("below(of:aligned: .left)") {
        itPlaces(bView, at: rect(100, 260, 40, 40), "below(of: aView, aligned: .left)") {
          bView.pin.below(of: aView, aligned: .left)
        }
        itPlaces(bView, at: rect(145, 230, 40, 40), "below(of: aViewChild, aligned: .left)") {
          bView.pin.below(of: aViewChild, aligned: .left)
        }
      }
      describe("below(of:aligned: .center)") {
        itPlaces(bView, at: rect(180, 260, 40, 40), "below(of: aView, aligned: .center)") {
          bView.pin.below(of: aView, aligned: .center)
        }
        itPlaces(bView, at: rect(165, 230, 40, 40), "below(of: aViewChild, aligned: .center)") {
          bView.pin.below(of: aViewChild, aligned: .center)
        }
      }
      describe("below(of:aligned: .right)") {
        itPlaces(bView, at: rect(260, 260, 40, 40), "below(of: aView, aligned: .right)") {
          bView.pin.below(of: aView, aligned: .right)
        }
        itPlaces(bView, at: rect(185, 230, 40, 40), "below(of: aViewChild, aligned: .right)") {
          bView.pin.below(of: aViewChild, aligned: .right)
        }
      }
      describe("right(of:)") {
        itPlaces(bView, at: rect(300, 200, 40, 40), "right(of: aView)") {
          bView.pin.right(of: aView)
        }
        itPlaces(bView, at: rect(225, 200, 40, 40), "right(of: aViewChild)") {
          bView.pin.right(of: aViewChild)
        }
      }
      describe("right(of:aligned: .top)") {
        itPlaces(bView, at: rect(300, 100, 40, 40), "right(of: aView, aligned: .top)") {
          bView.pin.right(of: aView, aligned: .top)
        }
        itPlaces(bView, at: rect(225, 150, 40, 40), "right(of: aViewChild, aligned: .top)") {
          bView.pin.right(of: aViewChild, aligned: .top)
        }
      }
      describe("right(of:aligned: .center)") {
        itPlaces(bView, at: rect(300, 160, 40, 40), "right(of: aView, aligned: .center)") {
          bView.pin.right(of: aView, aligned: .center)
        }
        itPlaces(bView, at: rect(225, 170, 40, 40), "right(of: aViewChild, aligned: .center)") {
          bView.pin.right(of: aViewChild, aligned: .center)
        }
      }
      describe("right(of:aligned: .bottom)") {
        itPlaces(bView, at: rect(300, 220, 40, 40), "right(of: aView, aligned: .bottom)") {
          bView.pin.right(of: aView, aligned: .bottom)
        }
        itPlaces(bView, at: rect(225, 190, 40, 40), "right(of: aViewChild, aligned: .bottom)") {
          bView.pin.right(of: aViewChild, aligned: .bottom)
        }
      }
    }
    XCTAssertEqual(run.ran.count, 32)
  }
}
