extension UIControl {
  /// The states a control can be in, as UIKit's `UIControl.State`, with its raw values; a
  /// control's ``UIControl/state`` combines them.
  public struct State: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt

    /// A state from its raw bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Enabled, not highlighted, not selected (0).
    public static let normal = State([])
    /// Being touched (1 << 0).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled (1 << 1).
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected (1 << 2).
    public static let selected = State(rawValue: 1 << 2)
    /// Focused by a focus engine (1 << 3); Pinframe never sets it.
    public static let focused = State(rawValue: 1 << 3)
    /// Bits an app may use for states of its own (0x00FF0000).
    public static let application = State(rawValue: 0x00FF_0000)
    /// Bits UIKit keeps for itself (0xFF000000).
    public static let reserved = State(rawValue: 0xFF00_0000)
  }
}
