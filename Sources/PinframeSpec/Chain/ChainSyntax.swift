/// Parsed PinLayout chain text: `pin.top(10).below(of: red, aligned: .center).size(100)`.
///
/// The tree mirrors the Swift it was written as, so applying a chain is a small interpreter:
/// one ``MethodCallSyntax`` per chained call, each with labelled ``ArgumentSyntax`` values.
public struct ChainSyntax: Sendable, Hashable {
  /// The optional receiver the text starts with.
  public enum Receiver: String, Sendable, Hashable {
    /// No receiver: the text starts with the first call.
    case none = ""
    /// `pin.`: layout that keeps the view's transform (PinLayout's `view.pin`).
    case pin
    /// `pinFrame.`: layout of the transformed frame (PinLayout's `view.pinFrame`).
    case pinFrame
  }

  /// The receiver written before the first call.
  public var receiver: Receiver
  /// The calls, in the order written.
  public var calls: [MethodCallSyntax]

  /// Creates a chain.
  public init(receiver: Receiver, calls: [MethodCallSyntax]) {
    self.receiver = receiver
    self.calls = calls
  }
}

/// One call of a chain, such as `below(of: red, aligned: .center)`.
public struct MethodCallSyntax: Sendable, Hashable {
  /// The method's name, such as `below`.
  public var name: String
  /// The arguments, in the order written.
  public var arguments: [ArgumentSyntax]
  /// Where the method's name starts.
  public var position: SourcePosition

  /// Creates a call.
  public init(name: String, arguments: [ArgumentSyntax], position: SourcePosition) {
    self.name = name
    self.arguments = arguments
    self.position = position
  }

  /// The labels as Swift writes a selector: `below(of:aligned:)`, `size(_:)`, `top()`.
  public var selector: String {
    swiftSelector(name, labels: arguments.map(\.label))
  }
}

/// One argument of a call, such as `aligned: .center` or `100`.
public struct ArgumentSyntax: Sendable, Hashable {
  /// The label, or `nil` for an unlabelled argument.
  public var label: String?
  /// Where the label starts, when there is one.
  public var labelPosition: SourcePosition?
  /// The argument's value.
  public var value: ExpressionSyntax

  /// Creates an argument.
  public init(label: String?, labelPosition: SourcePosition?, value: ExpressionSyntax) {
    self.label = label
    self.labelPosition = labelPosition
    self.value = value
  }

  /// Where a message about the argument should point: its label, or its value.
  public var position: SourcePosition { labelPosition ?? value.start }
}
