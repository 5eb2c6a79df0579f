import Pinframe
import XCTest

/// The facts of PinLayout's UIScrollViewSpec (Tests/iOS, 2 examples, both ported): `pin` sets
/// a view's center and bounds size and keeps its bounds origin, which is a scroll view's
/// content offset.
///
/// Pinframe has no `UIScrollView` yet: a plain view stands in for it and `bounds.origin` for
/// `contentOffset` (UIKit's scroll view keeps the offset there). root (400 × 400, in a
/// container view) holds scrollView (0, 0, 400 × 400). No display scale is set:
/// ``simulatorScale``.
final class UIScrollViewSpecTests: XCTestCase {
  func testSpec() {
    var container: BasicView!
    var rootView: BasicView!
    var scrollView: UIView!
    let square = rect(0, 0, 400, 400)

    let run = runPinLayoutSpec {
      beforeEach {
        container = BasicView()
        rootView = BasicView()
        container.addSubview(rootView)
        scrollView = UIView()
        rootView.addSubview(scrollView)
        rootView.frame = square
        scrollView.frame = square
      }

      describe("laying out a scroll view") {
        it("all() with no content offset") {
          scrollView.pin.all()
          expect(scrollView.frame).to(equal(square))
          expect(scrollView.bounds).to(equal(square))
          expect(scrollView.bounds.origin).to(equal(CGPoint(x: 0, y: 0)))
        }
        it("all() keeps the content offset") {
          scrollView.bounds.origin = CGPoint(x: 30, y: 30)
          scrollView.pin.all()
          expect(scrollView.frame).to(equal(square))
          expect(scrollView.bounds).to(equal(rect(30, 30, 400, 400)))
          expect(scrollView.bounds.origin).to(equal(CGPoint(x: 30, y: 30)))
        }
      }
    }
    XCTAssertEqual(run.ran.count, 2)
  }
}
