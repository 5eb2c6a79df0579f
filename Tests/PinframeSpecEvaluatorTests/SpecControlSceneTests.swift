import Foundation
import Pinframe
import PinframeSpec
import PinframeSpecEvaluator
import Testing

@MainActor
@Suite("Spec controls in a scene")
struct SpecControlSceneTests {
  @Test("each control type is the UIKit control, sized by its chain's sizeToFit")
  func controlsSizeToFit() throws {
    let scene = try laidOutScene(
      canvasSpec(
        #"""
        {"id": "ok", "type": "button", "title": "Button", "pin": "top(10).left(10).sizeToFit()"},
        {"id": "filled", "type": "button", "title": "Button", "style": "filled",
         "pin": "below(of: ok, aligned: .left).marginTop(4).sizeToFit()"},
        {"id": "on", "type": "switch", "isOn": true, "pin": "top(10).right(10).size(100)"},
        {"id": "plan", "type": "segmented", "items": ["One", "Two", "Three"],
         "selectedSegmentIndex": 2, "pin": "below(of: filled, aligned: .left).marginTop(4).sizeToFit()"},
        {"id": "name", "type": "textField", "placeholder": "Name", "borderStyle": "roundedRect",
         "pin": "below(of: plan, aligned: .left).right(10).marginTop(4).sizeToFit(.width)"}
        """#))
    // Scale 1: "Button" at 15 pt is 45 wide; at 17 pt (body) 51.
    #expect(scene.frame("ok") == CGRect(x: 10, y: 10, width: 45, height: 30))
    #expect(scene.frame("filled") == CGRect(x: 10, y: 44, width: 75, height: 35))
    // The switch keeps 51 × 31 whatever its chain asks, at the chain's origin.
    #expect(scene.frame("on") == CGRect(x: 290, y: 10, width: 51, height: 31))
    #expect(scene.frame("plan") == CGRect(x: 10, y: 83, width: 177, height: 32))
    #expect(scene.frame("name") == CGRect(x: 10, y: 119, width: 380, height: 34))
    let filled = try #require(scene.views["filled"] as? UIButton)
    #expect(filled.configuration?.title == "Button")
    #expect((scene.views["on"] as? UISwitch)?.isOn == true)
    #expect((scene.views["plan"] as? UISegmentedControl)?.selectedSegmentIndex == 2)
    #expect((scene.views["name"] as? UITextField)?.placeholder == "Name")
  }

  @Test("type styles, images, enabled, selected and tint reach the control")
  func properties() throws {
    let scene = try laidOutScene(
      canvasSpec(
        #"""
        {"id": "close", "type": "button", "style": "close"},
        {"id": "star", "type": "button", "title": "Star", "systemImage": "star", "selected": true,
         "enabled": false, "tintColor": "systemRed"},
        {"id": "t", "type": "textField", "text": "Hi", "borderStyle": "line", "font": "bold 20",
         "textAlignment": "right", "textColor": "systemBlue"}
        """#))
    let close = try #require(scene.views["close"] as? UIButton)
    #expect(close.buttonType == .close)
    let star = try #require(scene.views["star"] as? UIButton)
    #expect(star.buttonType == .system)
    #expect(star.currentImage?.symbolName == "star")
    #expect(star.state == [.disabled, .selected])
    #expect(star.tintColor == .systemRed)
    let field = try #require(scene.views["t"] as? UITextField)
    #expect(field.text == "Hi" && field.borderStyle == .line)
    #expect(field.font == .boldSystemFont(ofSize: 20))
    #expect(field.textAlignment == .right && field.textColor == .systemBlue)
  }

  @Test("a control's own subviews stay put; spec children are laid out by their chains")
  func children() throws {
    let scene = try laidOutScene(
      canvasSpec(
        #"""
        {"id": "b", "type": "button", "title": "Button", "pin": "top(10).left(10).sizeToFit()",
         "children": [{"id": "badge", "color": "red", "pin": "top(-4).right(-4).size(8)"}]}
        """#))
    #expect(scene.frame("badge") == CGRect(x: 41, y: -4, width: 8, height: 8))
    let button = try #require(scene.views["b"] as? UIButton)
    #expect(button.titleLabel?.frame == CGRect(x: 0, y: 6, width: 45, height: 18))
  }

  @Test("the controls fixture lays out and its tree dump names each control's content")
  func fixture() throws {
    let scene = try laidOutFixture("controls")
    // In the 358 pt form: 16 pt from its right; centred on the label's 114 + 20.5 / 2, rounded
    // to the pixel of scale 2.
    #expect(scene.frame("notify") == CGRect(x: 291, y: 109, width: 51, height: 31))
    let dump = scene.root.recursiveDescription
    #expect(dump.contains("segments = ['Day', 'Week', 'Month']; selected = 1"))
    #expect(dump.contains("on = YES"))
    #expect(dump.contains("type = system; title = 'Cancel'"))
  }
}
