import Foundation

extension NSLayoutConstraint {
  /// A direction of layout, as UIKit's `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable, Hashable {
    case horizontal = 0
    case vertical = 1
  }
}

extension View {
  /// How strongly the view resists growing past its intrinsic size along `axis` (250 by
  /// default).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    existingAutoLayout?.hugging[axis.rawValue] ?? defaultContentHugging(for: axis)
  }

  /// Sets how strongly the view resists growing past its intrinsic size along `axis`.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    autoLayout.hugging[axis.rawValue] = priority
    LayoutEngine.existingEngine(for: self)?.intrinsicSizeDidChange(of: self)
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by
  /// default).
  public func contentCompressionResistancePriority(
    for axis: NSLayoutConstraint.Axis
  ) -> UILayoutPriority {
    existingAutoLayout?.compressionResistance[axis.rawValue] ?? .defaultHigh
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    autoLayout.compressionResistance[axis.rawValue] = priority
    LayoutEngine.existingEngine(for: self)?.intrinsicSizeDidChange(of: self)
  }

  /// The hugging priority a view has before one is set: 250, as UIKit's views (a label's is
  /// also 250 in code; 251 only comes from Interface Builder).
  func defaultContentHugging(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    .defaultLow
  }
}
