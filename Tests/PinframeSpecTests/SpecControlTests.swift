import Foundation
import PinframeGraphics
import PinframeSpec
import PinframeText
import Testing

/// A canvas spec with the view objects `views`.
private func spec(_ views: String) -> String {
  #"{"canvas": {"width": 100, "height": 100}, "views": [\#(views)]}"#
}

@Suite("Spec controls")
struct SpecControlTests {
  @Test("each control type decodes its own keys and the common enabled and tintColor")
  func decodesControls() throws {
    let decoded = try decodeSpec(
      spec(
        #"""
        {"id": "b", "type": "button", "title": "Save", "systemImage": "checkmark",
         "style": "borderedProminent", "selected": true, "enabled": false, "tintColor": "systemRed"},
        {"id": "s", "type": "switch", "isOn": true, "onTintColor": "#FF0000"},
        {"id": "g", "type": "segmented", "items": ["A", "B"], "selectedSegmentIndex": 1,
         "apportionsSegmentWidthsByContent": true},
        {"id": "t", "type": "textField", "text": "Hi", "placeholder": "Name",
         "borderStyle": "roundedRect", "font": "body", "textColor": "secondaryLabel",
         "textAlignment": "center"}
        """#))
    let controls = decoded.views.map(\.control)
    #expect(
      controls[0]
        == ControlSpec(
          kind: .button(
            ButtonSpec(
              title: "Save", systemImage: "checkmark", style: .borderedProminent,
              isSelected: true)),
          isEnabled: false, tintColor: .systemRed))
    #expect(
      controls[1]
        == ControlSpec(
          kind: .switch(
            SwitchSpec(isOn: true, onTintColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)))))
    #expect(
      controls[2]
        == ControlSpec(
          kind: .segmented(
            SegmentedSpec(
              items: ["A", "B"], selectedSegmentIndex: 1, apportionsSegmentWidthsByContent: true))
        ))
    guard case .textField(let field) = controls[3]?.kind else {
      Issue.record("not a text field")
      return
    }
    #expect(field.text == "Hi" && field.placeholder == "Name")
    #expect(field.borderStyle == .roundedRect)
    #expect(field.font?.shorthand == "body 17")
    #expect(field.textColor == .secondaryLabel && field.textAlignment == .center)
    #expect(decoded.views.allSatisfy { $0.label == nil })
  }

  @Test("keys left out keep UIKit's defaults; plain views and labels have no control")
  func defaults() throws {
    let decoded = try decodeSpec(
      spec(
        #"""
        {"id": "b", "type": "button"}, {"id": "s", "type": "switch"},
        {"id": "g", "type": "segmented", "items": ["A"]}, {"id": "t", "type": "textField"},
        {"id": "v"}, {"id": "l", "type": "label", "text": "x"}
        """#))
    let controls = decoded.views.map(\.control)
    #expect(controls[0] == ControlSpec(kind: .button(ButtonSpec())))
    #expect(controls[1] == ControlSpec(kind: .switch(SwitchSpec())))
    #expect(controls[2] == ControlSpec(kind: .segmented(SegmentedSpec(items: ["A"]))))
    #expect(controls[3] == ControlSpec(kind: .textField(TextFieldSpec())))
    #expect(controls[4] == nil && controls[5] == nil)
  }

  @Test(
    "control mistakes name the key and say what to write",
    arguments: [
      (
        #"{"id": "a", "title": "Hi"}"#,
        "'title' is a button property; add \"type\": \"button\" to this view"
      ),
      (
        #"{"id": "a", "type": "button", "isOn": true}"#,
        "'isOn' is a switch property, not a button property"
      ),
      (
        #"{"id": "a", "type": "switch", "text": "x"}"#,
        "'text' is a label or textField property, not a switch property"
      ),
      (
        #"{"id": "a", "type": "label", "text": "x", "enabled": true}"#,
        "'enabled' is a button or switch or segmented or textField property, not a label property"
      ),
      (
        #"{"id": "a", "type": "buton"}"#,
        "unknown view type 'buton'; did you mean 'button'?"
      ),
      (
        #"{"id": "a", "type": "button", "style": "fill"}"#,
        "unknown value 'fill'; expected system, close, detailDisclosure, contactAdd, plain, gray, tinted, filled"
      ),
      (#"{"id": "a", "type": "button", "systemImage": ""}"#, "an SF Symbol name such as"),
      (#"{"id": "a", "type": "switch", "isOn": "yes"}"#, "expected true or false, got"),
      (#"{"id": "a", "type": "segmented"}"#, "missing key 'items'"),
      (
        #"{"id": "a", "type": "segmented", "items": []}"#,
        "a segmented control needs 1 to 100 items, got 0"
      ),
      (
        #"{"id": "a", "type": "segmented", "items": ["A", 2]}"#,
        "$.views[0].items[1]: line 1, column 101: expected a segment title (a string), got 2"
      ),
      (
        #"{"id": "a", "type": "segmented", "items": ["A", "B"], "selectedSegmentIndex": 2}"#,
        "selectedSegmentIndex 2 is past the last segment: the control has 2 items, so use 0 to 1, or -1 for none"
      ),
      (
        #"{"id": "a", "type": "segmented", "items": ["A"], "selectedSegmentIndex": -2}"#,
        "expected a whole number from -1 to 100, got -2"
      ),
      (
        #"{"id": "a", "type": "textField", "borderStyle": "rounded"}"#,
        "unknown value 'rounded'; expected none, line, bezel or roundedRect"
      ),
      (
        #"{"id": "a", "type": "textField", "font": "huge 17"}"#,
        "font 'huge 17': 'huge' is not a weight, style or face"
      ),
    ])
  func mistakes(view: String, message: String) {
    let error = specError(spec(view)) ?? ""
    #expect(error.contains(message), "\(error)")
  }
}
