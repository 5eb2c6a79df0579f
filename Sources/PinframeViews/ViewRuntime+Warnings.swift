import Foundation

extension ViewRuntime {
  /// Records a warning about a value a view ignored or corrected, and prints it unless
  /// ``printsWarnings`` is off.
  ///
  /// Each text is reported once per runtime, so that the frames of an animation, which draw the
  /// same views again and again, do not repeat it.
  public func warn(_ text: String) {
    guard reportedWarnings.insert(text).inserted else { return }
    warnings.append(text)
    guard printsWarnings else { return }
    FileHandle.standardError.write(Data("👉 Pinframe warning: \(text)\n".utf8))
  }
}

extension ViewRuntime {
  /// Forgets the warnings, so that they are reported again.
  public func removeAllWarnings() {
    warnings.removeAll()
    reportedWarnings.removeAll()
  }
}

extension View {
  /// Warns through the current runtime that `value` was ignored for `property` of this view.
  func warnIgnored(_ property: String, _ value: String, because reason: String) {
    ViewRuntime.current.warn("\(displayName).\(property) = \(value) ignored: \(reason)")
  }
}
