import Foundation
import PinframeGraphics
import PinframeLayout
import PinframeViews
import Testing

/// A container that lays out two spec views with one method, used both by `layoutSubviews()`
/// and, through `autoSizeThatFits`, by `sizeThatFits(_:)`: a sizes to the width, b is 20 high
/// below it, both with 10 pt margins.
@MainActor
private final class AutoSizedContainer: View {
  let a = BasicView("a", .zero)
  let b = BasicView("b", .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(a)
    addSubview(b)
  }

  required init?(coder: NSCoder) { nil }

  func layout() {
    a.pin.top().horizontally().sizeToFit(.width).margin(10)
    b.pin.below(of: a).horizontally().height(20).margin(10)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layout()
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    autoSizeThatFits(size, layoutClosure: layout)
  }
}

@MainActor
@Suite("autoSizeThatFits")
struct AutoSizeThatFitsTests {
  @Test("the bounding box of the subviews' rectangles grown by their margins; nothing moves")
  func boundingBoxWithMargins() {
    let (result, warnings) = inPinRuntime(scale: 2) { () -> (CGSize, CGRect, CGRect, CGRect) in
      let container = AutoSizedContainer(frame: rect(5, 5, 10, 10))
      let size = container.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
      return (size, container.frame, container.a.frame, container.b.frame)
    }
    // a: 280 wide, 1600 / 280 = 5.71 high, rounded up to 6 at scale 2, at (10, 10): with its
    // margins (0, 0, 300, 26). b: below a's stored rectangle, (10, 26, 280, 20): with its
    // margins (0, 16, 300, 40). The union with CGRect.zero is 300 × 56.
    #expect(result.0 == CGSize(width: 300, height: 56))
    #expect(result.1 == rect(5, 5, 10, 10))
    #expect(result.2 == .zero)
    #expect(result.3 == .zero)
    #expect(warnings.isEmpty)
  }

  @Test("sizeToFit of a container sized by autoSizeThatFits, then its layout pass")
  func sizeToFitThenLayout() {
    let (frames, _) = inPinRuntime(scale: 2) { () -> [CGRect] in
      let root = View(frame: rect(0, 0, 300, 500))
      let container = AutoSizedContainer(frame: .zero)
      root.addSubview(container)
      container.pin.top(20).horizontally().sizeToFit(.width)
      let before = [container.frame, container.a.frame, container.b.frame]
      container.layoutIfNeeded()
      return before + [container.a.frame, container.b.frame]
    }
    #expect(frames[0] == rect(0, 20, 300, 56))
    #expect(frames[1] == .zero)
    #expect(frames[2] == .zero)
    #expect(frames[3] == rect(10, 10, 280, 6))
    #expect(frames[4] == rect(10, 26, 280, 20))
  }

  @Test("a view never placed by the closure adds nothing; the box always holds the origin")
  func unplacedViewsAndOrigin() {
    let (size, _) = inPinRuntime { () -> CGSize in
      let container = View(frame: .zero)
      let placed = BasicView("placed", .zero)
      let unplaced = BasicView("unplaced", rect(0, 0, 500, 500))
      container.addSubview(placed)
      container.addSubview(unplaced)
      return container.autoSizeThatFits(CGSize(width: 100, height: 100)) {
        placed.pin.top(30).left(40).size(20)
      }
    }
    #expect(size == CGSize(width: 60, height: 50))
  }

  @Test("pin.keyboardArea is the keyboard guide's frame: the bottom safe-area strip")
  func keyboardArea() {
    let (area, _) = inPinRuntime { () -> CGRect in
      let root = View(frame: rect(0, 0, 390, 844))
      root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
      return root.pin.keyboardArea
    }
    #expect(area == rect(0, 810, 390, 34))
  }
}
