import Foundation
import Pinframe
import Testing

@MainActor
@Suite("UISwitch")
struct UISwitchTests {
  @Test("a switch is 51 × 31 whatever frame it is given, keeping the frame's origin")
  func fixedSize() {
    atScale(3) {
      let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
      #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
      #expect(toggle.sizeThatFits(CGSize(width: 5, height: 5)) == CGSize(width: 51, height: 31))
      #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
      toggle.frame = CGRect(x: 4, y: 6, width: 80, height: 40)
      #expect(toggle.frame == CGRect(x: 4, y: 6, width: 51, height: 31))
      toggle.bounds = CGRect(x: 0, y: 0, width: 1e6, height: 1e6)
      #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
    }
  }

  @Test("PinLayout's size(100) leaves the switch 51 × 31, and a view below it follows that frame")
  func pinnedSwitch() {
    atScale(3) {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      let toggle = UISwitch()
      let below = UIView()
      root.addSubview(toggle)
      root.addSubview(below)
      toggle.pin.top(10).left(10).size(100)
      below.pin.below(of: toggle).left().size(20)
      #expect(toggle.frame == CGRect(x: 10, y: 10, width: 51, height: 31))
      #expect(below.frame == CGRect(x: 0, y: 41, width: 20, height: 20))
      toggle.pin.top(10).left(10).size(1e6)
      #expect(toggle.frame == CGRect(x: 10, y: 10, width: 51, height: 31))
    }
  }

  @Test("setting isOn sends nothing; valueChanged is the tap and also the primary action")
  func events() {
    var calls: [String] = []
    let toggle = UISwitch()
    toggle.addAction(UIAction { _ in calls.append("changed") }, for: .valueChanged)
    toggle.addAction(UIAction { _ in calls.append("primary") }, for: .primaryActionTriggered)
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)
    #expect(calls.isEmpty)
    toggle.sendActions(for: .valueChanged)
    #expect(calls == ["changed", "primary"])
  }

  @Test("on: a green track with the thumb at the right; off: grey with it at the left (scale 2)")
  func pixels() throws {
    try atScale(2) {
      let toggle = UISwitch()
      toggle.isOn = true
      let on = try renderOnWhite(toggle, scale: 2)
      #expect(on.width == 102 && on.height == 62)
      #expect(on[0, 0] == whitePixel)
      #expect(on[8, 31] == RGBA8(red: 52, green: 199, blue: 89))
      #expect(on[71, 31] == whitePixel)
      #expect(on[31, 31] == RGBA8(red: 52, green: 199, blue: 89))
      toggle.isOn = false
      let off = try renderOnWhite(toggle, scale: 2)
      // secondarySystemFill (120, 120, 128, 0.16) over white.
      #expect(off[90, 31] == RGBA8(red: 233, green: 233, blue: 235))
      #expect(off[31, 31] == whitePixel)
      toggle.isOn = true
      toggle.isEnabled = false
      let disabled = try renderOnWhite(toggle, scale: 2)
      // The green track at half alpha over white; the thumb stays white.
      #expect(disabled[8, 31] == RGBA8(red: 153, green: 227, blue: 172))
      #expect(disabled[71, 31] == whitePixel)
      toggle.onTintColor = .systemBlue
      toggle.isEnabled = true
      #expect(try renderOnWhite(toggle, scale: 2)[8, 31] == RGBA8(red: 0, green: 122, blue: 255))
    }
  }
}
