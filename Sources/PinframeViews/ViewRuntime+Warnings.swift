import Foundation

extension ViewRuntime {
  /// Records a warning about a value a view ignored, and prints it unless ``printsWarnings`` is
  /// off.
  public func warn(_ text: String) {
    warnings.append(text)
    guard printsWarnings else { return }
    FileHandle.standardError.write(Data("👉 Pinframe warning: \(text)\n".utf8))
  }
}

extension View {
  /// Warns through the current runtime that `value` was ignored for `property` of this view.
  func warnIgnored(_ property: String, _ value: String, because reason: String) {
    ViewRuntime.current.warn("\(displayName).\(property) = \(value) ignored: \(reason)")
  }
}
