import Foundation
import PinframeGraphics
import PinframeViews
import Testing

@MainActor
@Suite("View geometry")
struct ViewGeometryTests {
  @Test("frame is derived from center and bounds size, and sets both")
  func frameCenterBounds() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.center = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
  }

  @Test("a scale transform scales the frame around the centre; frame setter inverts it")
  func transformedFrame() {
    let view = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: 50, y: 75, width: 200, height: 100))
    view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    #expect(view.bounds.size == CGSize(width: 20, height: 10))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test("convert maps points and rects through superviews, bounds origins and transforms")
  func convertThroughHierarchy() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let parent = View(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    let child = View(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
    root.addSubview(parent)
    parent.addSubview(child)
    #expect(child.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 16, y: 27))
    #expect(root.convert(CGPoint(x: 16, y: 27), to: child) == CGPoint(x: 1, y: 2))
    parent.bounds.origin = CGPoint(x: 0, y: 100)
    #expect(
      child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root)
        == CGRect(x: 15, y: -75, width: 10, height: 10))
    parent.bounds.origin = .zero
    parent.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: -80, y: -70))
  }

  @Test("detached roots convert through a shared window space holding their frames")
  func detachedRoots() {
    let detachedParent = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let reference = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    detachedParent.addSubview(reference)
    let otherRoot = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(reference.convert(CGPoint.zero, to: otherRoot) == CGPoint(x: 20, y: 20))
    #expect(reference.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 20))
  }

  @Test("a subview's safe area is the part of it overlapping its superview's unsafe area")
  func safeAreaPropagates() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let header = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    let middle = View(frame: CGRect(x: 10, y: 200, width: 100, height: 100))
    root.addSubview(header)
    root.addSubview(middle)
    #expect(header.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
  }

  @Test("readable content frame is the margins area capped at 672 pt and centred")
  func readableContent() {
    let wide = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 100))
    #expect(wide.readableContentFrame == CGRect(x: 176, y: 8, width: 672, height: 84))
    let narrow = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    #expect(narrow.readableContentFrame == CGRect(x: 8, y: 8, width: 374, height: 84))
  }
}
