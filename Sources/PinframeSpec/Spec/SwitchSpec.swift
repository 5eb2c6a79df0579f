import PinframeGraphics

/// A switch of a spec (`"type": "switch"`).
public struct SwitchSpec: Sendable, Hashable {
  /// Whether it is on (`"isOn"`, off by default).
  public var isOn: Bool
  /// The track's colour when on (`"onTintColor"`).
  public var onTintColor: UIColor?

  /// Creates a switch's properties.
  public init(isOn: Bool = false, onTintColor: UIColor? = nil) {
    self.isOn = isOn
    self.onTintColor = onTintColor
  }
}
