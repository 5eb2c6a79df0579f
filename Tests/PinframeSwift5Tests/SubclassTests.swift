import Pinframe
import XCTest

/// A UIView subclass as iOS code writes it: a plain deinit, overridden hooks and sizes.
private final class BadgeView: UIView {
  static var deinitCount = 0
  var events: [String] = []

  override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 20) }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    events.append("didMoveToSuperview")
  }

  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    events.append("safeAreaInsetsDidChange")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    events.append("layoutSubviews")
  }

  deinit {
    BadgeView.deinitCount += 1
  }
}

/// A nonisolated helper that builds views, as test helpers in iOS projects do.
private func makeScreen() -> (root: UIView, badge: BadgeView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  root.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  let badge = BadgeView()
  root.addSubview(badge)
  return (root, badge)
}

final class SubclassTests: XCTestCase {
  func testSubclassHooksAndSizingFromSwift5Code() {
    let (root, badge) = makeScreen()
    badge.pin.top().right(16).sizeToFit()
    root.layoutIfNeeded()
    XCTAssertEqual(badge.frame, CGRect(x: 330, y: 0, width: 44, height: 20))
    XCTAssertEqual(
      badge.events, ["didMoveToSuperview", "safeAreaInsetsDidChange", "layoutSubviews"])
    XCTAssertEqual(badge.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    badge.pin.top(root.pin.safeArea.top).right(16).sizeToFit()
    root.layoutIfNeeded()
    XCTAssertEqual(badge.frame, CGRect(x: 330, y: 47, width: 44, height: 20))
    XCTAssertEqual(badge.safeAreaInsets, .zero)
    XCTAssertEqual(badge.events.suffix(2), ["safeAreaInsetsDidChange", "layoutSubviews"])
  }

  func testPlainDeinitRunsWhenTheLastReferenceGoes() {
    BadgeView.deinitCount = 0
    var root: UIView? = makeScreen().root
    XCTAssertEqual(root?.subviews.count, 1)
    root = nil
    XCTAssertEqual(BadgeView.deinitCount, 1)
  }

  func testSizeToFitUsesTheOverriddenSizeThatFits() {
    let badge = BadgeView(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
    badge.sizeToFit()
    XCTAssertEqual(badge.frame, CGRect(x: 10, y: 10, width: 44, height: 20))
  }
}
