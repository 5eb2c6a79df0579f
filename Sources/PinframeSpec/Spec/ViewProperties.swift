import Foundation
import PinframeGraphics

/// The view properties a spec can set, on a view or in an animation step's change; `nil`
/// means "not set here".
public struct ViewProperties: Sendable, Hashable {
  /// The background colour (`backgroundColor`, or its short name `color`).
  public var backgroundColor: UIColor?
  /// The opacity, 0 to 1.
  public var alpha: Double?
  /// Whether the view is hidden.
  public var isHidden: Bool?
  /// Whether subviews are clipped to the bounds.
  public var clipsToBounds: Bool?
  /// The corner radius, in points.
  public var cornerRadius: Double?
  /// The border width, in points.
  public var borderWidth: Double?
  /// The border colour.
  public var borderColor: UIColor?
  /// The frame set before the chain runs (for a view without a chain, its frame).
  public var frame: CGRect?
  /// The layout chain.
  public var pin: PinChain?
  /// The transform (scale, rotation, translation).
  public var transform: SpecTransform?

  /// Creates properties; every property left out is not set.
  public init(
    backgroundColor: UIColor? = nil, alpha: Double? = nil, isHidden: Bool? = nil,
    clipsToBounds: Bool? = nil, cornerRadius: Double? = nil, borderWidth: Double? = nil,
    borderColor: UIColor? = nil, frame: CGRect? = nil, pin: PinChain? = nil,
    transform: SpecTransform? = nil
  ) {
    self.backgroundColor = backgroundColor
    self.alpha = alpha
    self.isHidden = isHidden
    self.clipsToBounds = clipsToBounds
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.frame = frame
    self.pin = pin
    self.transform = transform
  }
}
