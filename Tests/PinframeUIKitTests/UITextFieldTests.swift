import Foundation
import Pinframe
import Testing

/// A delegate that refuses digits and records what it was told.
@MainActor
private final class NoDigits: UITextFieldDelegate {
  var events: [String] = []

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    !string.contains { $0.isNumber }
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    events.append("began")
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    events.append("ended")
  }
}

@MainActor
@Suite("UITextField")
struct UITextFieldTests {
  @Test("UIKit's defaults: no border, 17 pt, empty text is \"\"")
  func defaults() {
    let field = UITextField()
    #expect(field.borderStyle == .none)
    #expect(field.font == .systemFont(ofSize: 17))
    #expect(field.text == "")
    #expect(field.textColor == .label)
    field.text = nil
    #expect(field.text == "")
    #expect(!field.hasText)
  }

  // 17 pt: a line is 20.287 pt; "Hello" 38.386 pt.
  @Test("a rounded field is 34 tall at every scale; without a border one line tall")
  func sizes() {
    let expected: [(CGFloat, CGSize, CGSize)] = [
      (1, CGSize(width: 53, height: 34), CGSize(width: 39, height: 21)),
      (2, CGSize(width: 52.5, height: 34), CGSize(width: 38.5, height: 20.5)),
      (3, CGSize(width: 14 + 116.0 / 3, height: 34), CGSize(width: 116.0 / 3, height: 61.0 / 3)),
    ]
    for (scale, rounded, plain) in expected {
      atScale(scale) {
        let field = UITextField()
        field.text = "Hello"
        #expect(field.sizeThatFits(.zero) == plain, "scale \(scale)")
        field.borderStyle = .roundedRect
        #expect(field.sizeThatFits(.zero) == rounded, "scale \(scale)")
        #expect(field.intrinsicContentSize == rounded)
      }
    }
  }

  @Test("the placeholder sizes an empty field and is drawn in placeholderText")
  func placeholder() throws {
    atScale(1) {
      let field = UITextField()
      field.placeholder = "Hello"
      field.borderStyle = .line
      #expect(field.sizeThatFits(.zero) == CGSize(width: 43, height: 25))
      let label = field.subviews.compactMap { $0 as? UILabel }.first
      #expect(
        label?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
          == .placeholderText)
      field.text = "Hi"
      #expect(label?.text == "Hi")
      field.isSecureTextEntry = true
      #expect(label?.text == "••")
    }
  }

  @Test("text sits 7 pt in from a rounded field's sides, after a left view that shows")
  func textRects() {
    atScale(1) {
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
      field.borderStyle = .roundedRect
      #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
      let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
      field.leftView = icon
      #expect(field.textRect(forBounds: field.bounds).minX == 7)
      field.leftViewMode = .always
      field.layoutIfNeeded()
      #expect(icon.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
      #expect(field.leftViewRect(forBounds: field.bounds) == icon.frame)
      #expect(
        field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 163, height: 34))
      field.leftViewMode = .whileEditing
      field.layoutIfNeeded()
      #expect(icon.isHidden)
    }
  }

  @Test("the clear button shows with text, as its mode says, and takes room from the text")
  func clearButton() {
    atScale(1) {
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
      field.borderStyle = .roundedRect
      field.clearButtonMode = .always
      #expect(field.textRect(forBounds: field.bounds).width == 186)
      field.text = "Hi"
      #expect(
        field.clearButtonRect(forBounds: field.bounds)
          == CGRect(x: 176, y: 7.5, width: 19, height: 19))
      #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 169, height: 34))
      field.clearButtonMode = .whileEditing
      #expect(field.textRect(forBounds: field.bounds).width == 186)
      field.becomeFirstResponder()
      #expect(field.textRect(forBounds: field.bounds).width == 169)
    }
  }

  @Test("editing sends UIKit's events and asks the delegate before each change")
  func editing() {
    var events: [String] = []
    let delegate = NoDigits()
    let field = UITextField()
    field.delegate = delegate
    field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
    field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
    field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
    field.addAction(UIAction { _ in events.append("return") }, for: .editingDidEndOnExit)
    #expect(field.becomeFirstResponder())
    #expect(field.isEditing && field.isFirstResponder)
    field.insertText("ab")
    field.insertText("1")
    field.insertText("c")
    field.deleteBackward()
    #expect(field.text == "ab")
    field.pressReturn()
    field.clear()
    #expect(field.text == "")
    #expect(field.resignFirstResponder())
    #expect(!field.isEditing)
    #expect(events == ["begin", "changed", "changed", "changed", "return", "changed", "end"])
    #expect(delegate.events == ["began", "ended"])
    field.isEnabled = false
    #expect(!field.becomeFirstResponder())
  }

  @Test(
    "a rounded field: white fill, a hairline border, the caret in the tint while editing (scale 2)")
  func pixels() throws {
    try atScale(2) {
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
      field.borderStyle = .roundedRect
      let image = try renderOnWhite(field, scale: 2)
      // separator (60, 60, 67, 0.29) over white, one pixel wide, on every side.
      let border = RGBA8(red: 198, green: 198, blue: 200)
      #expect(image[100, 0] == border)
      #expect(image[0, 34] == border)
      #expect(image[199, 34] == border)
      #expect(image[100, 1] == whitePixel)
      field.becomeFirstResponder()
      let editing = try renderOnWhite(field, scale: 2)
      // The caret: 2 pt at x = 7, as tall as the 17 pt line (20.5 pt, from y = 7).
      #expect(editing[14, 34] == RGBA8(red: 0, green: 122, blue: 255))
      #expect(editing[17, 34] == RGBA8(red: 0, green: 122, blue: 255))
      #expect(editing[18, 34] == whitePixel)
    }
  }
}

extension UITextFieldTests {
  @Test("a text field can become the first responder; endEditing on an ancestor resigns it")
  func endEditingFromAncestor() {
    let form = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
    form.addSubview(field)
    #expect(field.canBecomeFirstResponder)
    #expect(form.endEditing(true))
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    #expect(form.endEditing(true))
    #expect(!field.isFirstResponder)
    #expect(!field.isEditing)
  }
}
