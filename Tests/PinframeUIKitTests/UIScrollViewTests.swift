import Foundation
import Pinframe
import Testing

/// Records what a scroll view tells its delegate.
@MainActor
private final class ScrollLog: UIScrollViewDelegate {
  var events: [String] = []
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    events.append("scroll \(scrollView.contentOffset.x),\(scrollView.contentOffset.y)")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    events.append("end")
  }
}

/// A scroll view whose adjustedContentInsetDidChange calls are counted.
@MainActor
private final class CountingScrollView: UIScrollView {
  var changes = 0
  override func adjustedContentInsetDidChange() {
    changes += 1
  }
}

private let red = RGBA8(red: 255, green: 0, blue: 0)
private let white = RGBA8(red: 255, green: 255, blue: 255)

/// A 100 × 100 white scroll view with 100 × 300 pt of content: a red 100 × 20 band at y 150.
@MainActor
private func scrollScene() -> UIScrollView {
  let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  scroll.backgroundColor = .white
  scroll.contentSize = CGSize(width: 100, height: 300)
  let band = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 20))
  band.backgroundColor = .red
  scroll.addSubview(band)
  return scroll
}

@MainActor
@Suite("UIScrollView")
struct UIScrollViewTests {
  @Test("contentOffset is the bounds' origin: subviews are drawn moved up by it; it clips")
  func offsetMovesContent() throws {
    let scroll = scrollScene()
    #expect(scroll.clipsToBounds)
    #expect(boundingBox(try scroll.renderImage(scale: 1), where: { $0 == red }) == .zero)
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    #expect(scroll.bounds == CGRect(x: 0, y: 100, width: 100, height: 100))
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    let bitmap = try scroll.renderImage(scale: 1)
    #expect(
      boundingBox(bitmap, where: { $0 == red }) == CGRect(x: 0, y: 50, width: 100, height: 20))
  }

  @Test("a scroll view inside another view draws its content at the offset")
  func nested() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let scroll = scrollScene()
    scroll.frame.origin = CGPoint(x: 50, y: 50)
    root.addSubview(scroll)
    scroll.contentOffset = CGPoint(x: 0, y: 140)
    let bitmap = try root.renderImage(scale: 1)
    #expect(
      boundingBox(bitmap, where: { $0 == red }) == CGRect(x: 50, y: 60, width: 100, height: 20))
  }

  @Test("the delegate hears every offset change; unchanged offsets are not reported")
  func delegate() {
    let scroll = scrollScene()
    let log = ScrollLog()
    scroll.delegate = log
    scroll.contentOffset = CGPoint(x: 0, y: 10)
    scroll.contentOffset = CGPoint(x: 0, y: 10)
    scroll.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
    #expect(log.events == ["scroll 0.0,10.0", "scroll 0.0,20.0"])
  }

  @Test(
    "adjustedContentInset adds the safe area as the behaviour says",
    arguments: [
      (
        UIScrollView.ContentInsetAdjustmentBehavior.never,
        EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      ),
      (.always, EdgeInsets(top: 21, left: 12, bottom: 33, right: 4)),
      (.scrollableAxes, EdgeInsets(top: 21, left: 2, bottom: 33, right: 4)),
      (.automatic, EdgeInsets(top: 21, left: 2, bottom: 33, right: 4)),
    ])
  func adjustedInsets(behavior: UIScrollView.ContentInsetAdjustmentBehavior, expected: EdgeInsets) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.safeAreaInsets = EdgeInsets(top: 20, left: 10, bottom: 30, right: 0)
    let scroll = scrollScene()
    root.addSubview(scroll)
    scroll.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    scroll.contentInsetAdjustmentBehavior = behavior
    #expect(scroll.adjustedContentInset == expected)
  }

  @Test("scrollableAxes takes the safe area on an axis when it bounces or its content is larger")
  func scrollableAxes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.safeAreaInsets = EdgeInsets(top: 20, left: 10, bottom: 30, right: 5)
    let scroll = UIScrollView(frame: root.bounds)
    root.addSubview(scroll)
    scroll.contentSize = CGSize(width: 50, height: 50)
    #expect(scroll.adjustedContentInset == .zero)
    scroll.alwaysBounceHorizontal = true
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 0, left: 10, bottom: 0, right: 5))
  }

  @Test("adjustedContentInsetDidChange is called when the adjusted inset changes")
  func insetChanges() {
    let scroll = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentInset = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    scroll.contentInset = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    scroll.contentSize = CGSize(width: 10, height: 10)
    #expect(scroll.changes == 1)
  }

  @Test("scrollRectToVisible scrolls the least that shows the rectangle, within the content")
  func scrollToRect() {
    let scroll = scrollScene()
    scroll.scrollRectToVisible(CGRect(x: 0, y: 150, width: 10, height: 20), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 70))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 80, width: 10, height: 20), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 70))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 290, width: 10, height: 40), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
  }

  @Test("an animated scroll runs 0.3 s on the virtual clock, draws its indicator, then ends")
  func animatedScroll() throws {
    try ViewRuntime.isolated {
      let scroll = scrollScene()
      let log = ScrollLog()
      scroll.delegate = log
      scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
      #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
      let clock = AnimationClock.current
      try clock.advance(to: 0.15)
      let middle = scroll.presentationValues.bounds.origin.y
      #expect(middle == 100)
      let list = try DisplayList(view: scroll, scale: 1) { $0.presentationValues }
      let frame = try Bitmap(rendering: list)
      // The vertical indicator: 3 pt wide, 3 pt from the right edge, its track 94 pt long, its
      // length 94 × 100 / 300 = 31.3, raised to 36, halfway down the track (29 pt from its top).
      let grey = frame[95, 40]
      #expect(grey.red < 255 && grey.red == grey.green)
      #expect(frame[95, 20] == white)
      try clock.finishAnimations()
      #expect(log.events == ["scroll 0.0,200.0", "end"])
      let settled = try scroll.renderImage(scale: 1)
      #expect(settled[95, 40] == white)
    }
  }

  @Test("flashScrollIndicators shows the indicators until the offset changes")
  func flash() throws {
    let scroll = scrollScene()
    scroll.flashScrollIndicators()
    let shown = try scroll.renderImage(scale: 1)
    #expect(shown[95, 20] != white)
    scroll.contentOffset = CGPoint(x: 0, y: 5)
    #expect(try scroll.renderImage(scale: 1)[95, 20] == white)
    scroll.flashScrollIndicators()
    scroll.showsVerticalScrollIndicator = false
    #expect(try scroll.renderImage(scale: 1)[95, 20] == white)
  }
}
