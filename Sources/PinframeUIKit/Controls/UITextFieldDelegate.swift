import Foundation

/// What a text field asks and tells its delegate, as UIKit's `UITextFieldDelegate`; every
/// method has a default (allow, do nothing), as UIKit's optional methods.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether the field may begin editing.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// The field began editing.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether the field may end editing.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// The field ended editing.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether the characters in `range` may be replaced by `string`.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The text changed selection; Pinframe never calls it (there is no selection).
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may empty the field.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the return key may do its default (end editing is up to the delegate).
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Allows it.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Allows it.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Allows it.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Allows it.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Allows it.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
