import Foundation
import PinframeLayout
import PinframeViews
import Testing

@MainActor
final class SmokeFixture {
  let root = BasicView("root", CGRect(x: 0, y: 0, width: 400, height: 400))
  let aView = BasicView("a", CGRect(x: 140, y: 100, width: 200, height: 100))
  init() { root.addSubview(aView) }
}

@MainActor
@Suite struct SmokeTests {
  @Test func basics() {
    check(
      [
        LayoutCase(\.aView, CGRect(x: 140, y: 0, width: 200, height: 100)) { $0.aView.pin.top() },
        LayoutCase(\.aView, CGRect(x: 10, y: 10, width: 380, height: 380)) { $0.aView.pin.all(10) },
        LayoutCase(
          \.aView, CGRect(x: 0, y: 100, width: 200, height: 100),
          warning: ["hCenter", "won't be applied", "left"]
        ) { $0.aView.pin.left().hCenter(-20) },
      ], in: SmokeFixture.init)
  }
}
