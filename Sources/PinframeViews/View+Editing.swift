import Foundation

extension View {
  /// Ends editing in the view's subtree, as UIKit's `endEditing(_:)`.
  ///
  /// The first responder found (the view itself, then its subviews depth first) is asked to
  /// resign. Returns whether it did, or `true` when nothing in the subtree was editing.
  ///
  /// `force` is accepted for source compatibility; the responder is asked as usual, so a text
  /// field's delegate can still keep it editing.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let responder = firstResponderInSubtree() else { return true }
    return responder.resignFirstResponder()
  }

  /// The first responder in the subtree, depth first, if any.
  private func firstResponderInSubtree() -> View? {
    if isFirstResponder { return self }
    for subview in subviews {
      if let found = subview.firstResponderInSubtree() { return found }
    }
    return nil
  }
}
