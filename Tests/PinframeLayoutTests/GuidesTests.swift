import Foundation
import PinframeGraphics
import PinframeLayout
import PinframeViews
import Testing

@MainActor
@Suite("Safe area, layout margins, readable margins and small types")
struct GuidesTests {
  @Test("pin.safeArea is the view's safe area; all(pin.safeArea) fits inside it")
  func safeArea() {
    let (frames, _) = inPinRuntime { () -> (EdgeInsets, CGRect) in
      let root = View(frame: rect(0, 0, 390, 844))
      root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
      let content = View(frame: .zero)
      root.addSubview(content)
      let insets = root.pin.safeArea
      content.pin.all(root.pin.safeArea)
      return (insets, content.frame)
    }
    #expect(frames.0 == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(frames.1 == rect(0, 47, 390, 763))
  }

  @Test("pin.layoutMargins and pin.readableMargins")
  func margins() {
    let (insets, _) = inPinRuntime { () -> (EdgeInsets, EdgeInsets, EdgeInsets, EdgeInsets) in
      let wide = View(frame: rect(0, 0, 1024, 768))
      let narrow = View(frame: rect(0, 0, 320, 480))
      let empty = View(frame: .zero)
      empty.layoutMargins = .zero
      narrow.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      return (
        narrow.pin.layoutMargins, wide.pin.readableMargins, narrow.pin.readableMargins,
        empty.pin.readableMargins
      )
    }
    #expect(insets.0 == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(insets.1 == EdgeInsets(top: 8, left: 176, bottom: 8, right: 176))
    #expect(insets.2 == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(insets.3 == .zero)
  }

  @Test("pin.layoutMargins and pin.readableMargins are measured from the safe area")
  func marginsFromSafeArea() {
    let (insets, _) = inPinRuntime { () -> (EdgeInsets, EdgeInsets, CGRect) in
      let root = View(frame: rect(0, 0, 1024, 768))
      root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
      let content = View(frame: .zero)
      root.addSubview(content)
      content.pin.all(root.pin.layoutMargins)
      return (root.pin.layoutMargins, root.pin.readableMargins, content.frame)
    }
    #expect(insets.0 == EdgeInsets(top: 28, left: 8, bottom: 18, right: 8))
    #expect(insets.1 == EdgeInsets(top: 28, left: 176, bottom: 18, right: 176))
    #expect(insets.2 == rect(8, 28, 1008, 722))
  }

  @Test("Insets operators: + adds to every side, minInsets keeps the larger side")
  func insetsOperators() {
    let insets = PEdgeInsets(top: 1, left: 20, bottom: 3, right: 40)
    #expect(insets + 10 == PEdgeInsets(top: 11, left: 30, bottom: 13, right: 50))
    #expect(insets + CGFloat(0.5) == PEdgeInsets(top: 1.5, left: 20.5, bottom: 3.5, right: 40.5))
    #expect(
      insets.minInsets(PEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        == PEdgeInsets(top: 10, left: 20, bottom: 10, right: 40))
    #expect(insets.minInsets(dx: 30, dy: 2) == PEdgeInsets(top: 2, left: 30, bottom: 3, right: 40))
  }

  @Test("Percent: postfix % on every number type, prefix -, description")
  func percent() {
    #expect((20%).value == 20)
    #expect((2.5%).value == 2.5)
    #expect((Float(3)%).value == 3)
    #expect((CGFloat(4)%).value == 4)
    #expect((-20%).value == -20)
    #expect((20%).description == "20%")
    #expect((2.5%).description == "2.5%")
    #expect((50%).of(400) == 200)
  }

  @Test("visible() keeps views that are neither hidden nor transparent")
  func visibleFilter() {
    let (names, _) = inPinRuntime { () -> [String] in
      let views = ["a", "b", "c", "d"].map { BasicView($0, .zero) }
      views[1].isHidden = true
      views[2].alpha = 0
      views[3].alpha = 0.01
      return visible(views).compactMap(\.debugName)
    }
    #expect(names == ["a", "d"])
  }
}
