/// A view's layout: PinLayout chain text and the calls it resolved to.
public struct PinChain: Sendable, Hashable {
  /// The chain text as written in the spec.
  public var text: String
  /// Whether the text starts with `pinFrame.` (lay out the transformed frame) rather than
  /// `pin.` or nothing (keep the transform).
  public var usesFrame: Bool
  /// The calls, in order, each resolved to a ``PinVocabulary`` overload.
  public var calls: [PinCall]
  /// Where the text is in the spec.
  public var path: JSONPath

  /// Creates a chain.
  public init(text: String, usesFrame: Bool, calls: [PinCall], path: JSONPath) {
    self.text = text
    self.usesFrame = usesFrame
    self.calls = calls
    self.path = path
  }
}
