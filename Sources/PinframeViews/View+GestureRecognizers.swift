import Foundation

extension View {
  /// The view's gesture recognizers in the order added, or `nil` when it has none, as UIKit's;
  /// setting it replaces them.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get {
      guard let recognizers = attachments?.gestureRecognizers, !recognizers.isEmpty else {
        return nil
      }
      return recognizers
    }
    set {
      for recognizer in attachments?.gestureRecognizers ?? [] { recognizer.view = nil }
      attachments?.gestureRecognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `recognizer` to the view, moving it from the view it was attached to; adding it
  /// again does nothing.
  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    if recognizer.view === self { return }
    recognizer.view?.removeGestureRecognizer(recognizer)
    ensuredAttachments.gestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches `recognizer` from the view; a recognizer of another view is left alone.
  public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    guard recognizer.view === self else { return }
    attachments?.gestureRecognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }
}
