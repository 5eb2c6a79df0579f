import Foundation
import PinframeGraphics
import PinframeSpec
import PinframeText
import Testing

/// A canvas spec with one view object `view`.
private func spec(_ view: String) -> String {
  #"{"canvas": {"width": 100, "height": 100}, "views": [\#(view)]}"#
}

@Suite("Spec labels")
struct SpecLabelTests {
  @Test("a label view decodes its text and the label properties it sets")
  func decodesLabel() throws {
    let decoded = try decodeSpec(
      spec(
        #"""
        {"id": "title", "type": "label", "text": "Hello", "font": "semibold italic 15",
         "textColor": "secondaryLabel", "textAlignment": "center", "numberOfLines": 0,
         "lineBreakMode": "byTruncatingMiddle", "pin": "top().left().sizeToFit()"}
        """#))
    var label = try #require(decoded.views.first?.label)
    #expect(label.font?.shorthand == "semibold italic 15")
    #expect(label.font?.weight == .semibold)
    #expect(label.font?.isItalic == true)
    label.font = nil
    #expect(
      label
        == LabelSpec(
          text: "Hello", textColor: .secondaryLabel, textAlignment: .center, numberOfLines: 0,
          lineBreakMode: .byTruncatingMiddle))
    #expect(decoded.views.first?.properties.pin != nil)
  }

  @Test("a label sets only the properties given; a plain view has no label")
  func defaults() throws {
    let decoded = try decodeSpec(
      spec(#"{"id": "a", "type": "label", "text": ""}, {"id": "b", "type": "view"}, {"id": "c"}"#))
    #expect(decoded.views[0].label == LabelSpec(text: ""))
    #expect(decoded.views[1].label == nil)
    #expect(decoded.views[2].label == nil)
  }

  @Test(
    "label mistakes name the key and say what to write",
    arguments: [
      (
        #"{"id": "a", "text": "Hi"}"#,
        "'text' is a label or textField property; add \"type\": \"label\" or \"type\": \"textField\" to this view"
      ),
      (
        #"{"id": "a", "type": "lable", "text": "Hi"}"#,
        "unknown view type 'lable'; did you mean 'label'?"
      ),
      (#"{"id": "a", "type": "label"}"#, "missing key 'text'"),
      (
        #"{"id": "a", "type": "label", "text": "Hi", "font": "huge 17"}"#,
        "font 'huge 17': 'huge' is not a weight, style or face; write a size after a weight"
      ),
      (
        #"{"id": "a", "type": "label", "text": "Hi", "font": "bold"}"#,
        "font 'bold': the size is missing"
      ),
      (
        #"{"id": "a", "type": "label", "text": "Hi", "textAlignment": "centre"}"#,
        "unknown value 'centre'; did you mean 'center'?"
      ),
      (
        #"{"id": "a", "type": "label", "text": "Hi", "numberOfLines": -1}"#,
        "expected a whole number from 0 to 10000, got -1"
      ),
      (
        #"{"id": "a", "type": "label", "text": "Hi", "lineBreakMode": "tail"}"#,
        "unknown value 'tail'"
      ),
      (#"{"id": "a", "type": "label", "text": 12}"#, "expected a string, got"),
    ])
  func mistakes(view: String, message: String) {
    let error = specError(spec(view)) ?? ""
    #expect(error.contains(message), "\(error)")
  }
}
