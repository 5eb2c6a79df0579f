import PinframeSpec

/// A PinLayout warning emitted while a spec's chain ran, with the view and chain it came from.
public struct LayoutWarning: Sendable, Hashable, CustomStringConvertible {
  /// The spec file, as named to the decoder.
  public var file: String
  /// The JSON path of the chain that warned.
  public var path: JSONPath
  /// The id of the view being laid out.
  public var viewID: String
  /// PinLayout's warning text.
  public var text: String

  /// Creates a warning.
  public init(file: String, path: JSONPath, viewID: String, text: String) {
    self.file = file
    self.path = path
    self.viewID = viewID
    self.text = text
  }

  /// `<file>:<path>: warning: view '<id>': <text>`.
  public var description: String {
    "\(file):\(path): warning: view '\(viewID)': \(text)"
  }
}
