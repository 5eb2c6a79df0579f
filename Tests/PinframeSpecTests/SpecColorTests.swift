import Foundation
import PinframeGraphics
import PinframeSpec
import Testing

@Suite("Spec colours and appearance")
struct SpecColorTests {
  @Test("every UIKit colour name is accepted, as the same dynamic or fixed colour")
  func everyName() throws {
    for (name, color) in UIColor.named {
      let spec = try decodeSpec(
        #"{"canvas": {"width": 1, "height": 1, "background": "\#(name)"}, "views": []}"#)
      #expect(spec.canvas.background == color, "\(name)")
    }
  }

  @Test("the canvas appearance is light by default, or the one given")
  func appearance() throws {
    let light = try decodeSpec(#"{"canvas": {"width": 1, "height": 1}, "views": []}"#)
    #expect(light.canvas.appearance == .light)
    let dark = try decodeSpec(
      #"{"canvas": {"width": 1, "height": 1, "appearance": "dark"}, "views": []}"#)
    #expect(dark.canvas.appearance == .dark)
  }

  @Test("an unknown appearance or colour name is an error that points at it")
  func errors() {
    #expect(
      specError(#"{"canvas": {"width": 1, "height": 1, "appearance": "night"}, "views": []}"#)
        == """
        test.json:$.canvas.appearance: line 1, column 52: expected an appearance ("light" or \
        "dark"), got "night"
        {"canvas": {"width": 1, "height": 1, "appearance": "night"}, "views": []}
                                                           ^
        """)
    #expect(
      specError(#"{"canvas": {"width": 1, "height": 1}, "views": [{"id": "a", "color": "lable"}]}"#)
        == """
        test.json:$.views[0].color: line 1, column 70: unknown colour 'lable'; did you mean \
        'label'?
        {"canvas": {"width": 1, "height": 1}, "views": [{"id": "a", "color": "lable"}]}
                                                                             ^
        """)
  }
}
