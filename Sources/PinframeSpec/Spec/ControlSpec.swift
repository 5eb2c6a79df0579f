import PinframeGraphics
import PinframeText

/// What a spec view of a control type (`button`, `switch`, `segmented`, `textField`) shows,
/// and the control properties every type takes (`nil`: UIKit's default).
public struct ControlSpec: Sendable, Hashable {
  /// The control and its own properties.
  public enum Kind: Sendable, Hashable {
    /// A `UIButton`.
    case button(ButtonSpec)
    /// A `UISwitch`.
    case `switch`(SwitchSpec)
    /// A `UISegmentedControl`.
    case segmented(SegmentedSpec)
    /// A `UITextField`.
    case textField(TextFieldSpec)
  }

  /// The control.
  public var kind: Kind
  /// Whether it is enabled (`"enabled"`).
  public var isEnabled: Bool?
  /// Its tint colour (`"tintColor"`).
  public var tintColor: UIColor?

  /// Creates a control's properties; every property left out keeps UIKit's default.
  public init(kind: Kind, isEnabled: Bool? = nil, tintColor: UIColor? = nil) {
    self.kind = kind
    self.isEnabled = isEnabled
    self.tintColor = tintColor
  }
}
