import Foundation

extension UITextField {
  /// Types `text` at the end, as the keyboard would.
  ///
  /// The delegate is asked, then the text changes and `.editingChanged` is sent. It works
  /// whether or not the field is editing.
  public func insertText(_ text: String) {
    let current = storedText ?? ""
    let range = NSRange(location: (current as NSString).length, length: 0)
    replace(range, with: text)
  }

  /// Deletes the last character, as the delete key would (asking the delegate, sending
  /// `.editingChanged`); nothing happens on empty text.
  public func deleteBackward() {
    let current = storedText ?? ""
    guard let last = current.indices.last else { return }
    let range = NSRange(last..<current.endIndex, in: current)
    replace(range, with: "")
  }

  /// Whether the field has text, as UIKit's `hasText`.
  public var hasText: Bool { !(storedText ?? "").isEmpty }

  /// Empties the field as its clear button does, when the delegate allows: `.editingChanged`
  /// is sent.
  public func clear() {
    guard hasText, delegate?.textFieldShouldClear(self) ?? true else { return }
    storedText = ""
    contentDidChange()
    sendActions(for: .editingChanged)
  }

  /// Presses return: the delegate's `textFieldShouldReturn(_:)`, then `.editingDidEndOnExit`.
  public func pressReturn() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    sendActions(for: .editingDidEndOnExit)
  }

  private func replace(_ range: NSRange, with replacement: String) {
    if let delegate,
      !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
    {
      return
    }
    let current = (storedText ?? "") as NSString
    storedText = current.replacingCharacters(in: range, with: replacement)
    contentDidChange()
    sendActions(for: .editingChanged)
  }
}
