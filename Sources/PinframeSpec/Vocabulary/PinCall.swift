/// One checked call of a chain: the overload it resolved to and a value for every parameter.
///
/// Left-out arguments hold their defaults, so `top()` is `top` with `[.number(0)]` and
/// `below(of: red)` is `below` with `[.view("red"), .horizontalAlign(.none)]`. A layout
/// interpreter switches on ``name`` and ``arguments``.
public struct PinCall: Sendable, Hashable {
  /// The overload the call resolved to.
  public var signature: PinSignature
  /// One value per parameter of ``signature``, in order.
  public var arguments: [PinValue]
  /// Where the method name stands in the chain text.
  public var position: SourcePosition

  /// Creates a call.
  public init(signature: PinSignature, arguments: [PinValue], position: SourcePosition) {
    self.signature = signature
    self.arguments = arguments
    self.position = position
  }

  /// The method's name.
  public var name: String { signature.name }
}
