import Foundation
import PinframeConstraints

extension View {
  /// The smallest size, as UIKit's `layoutFittingCompressedSize`: (0, 0).
  public static let layoutFittingCompressedSize = CGSize.zero
  /// A size larger than any layout, as UIKit's `layoutFittingExpandedSize`.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The size the view's constraints give it closest to `targetSize`, at the lowest priority
  /// (`fittingSizeLevel`) in both directions, as UIKit's `systemLayoutSizeFitting(_:)`.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it near `targetSize`, as UIKit's.
  ///
  /// The constraints are those installed in the view's subtree; its width is
  /// held to `targetSize.width` at `horizontalFittingPriority` and its height to
  /// `targetSize.height` at `verticalFittingPriority`, as UIKit's: a required priority fixes the
  /// dimension; `fittingSizeLevel` lets the content decide. Sides are rounded up to pixels.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let engine = LayoutEngine(root: self)
    engine.fitting = (targetSize, horizontalFittingPriority, verticalFittingPriority)
    engine.rebuildIfNeeded()
    engine.resolveWidthDependentSizes()
    let size = engine.solvedSize(of: self)
    let scale = ViewRuntime.current.scale
    return CGSize(
      width: (size.width * scale - 1e-6).rounded(.up) / scale,
      height: (size.height * scale - 1e-6).rounded(.up) / scale)
  }
}

extension View {
  /// Whether constraints place any of the view's subviews (or its descendants), so that Auto
  /// Layout, not `sizeThatFits`, sizes it in a self-sizing cell, as UIKit decides.
  package var constrainsSubviews: Bool {
    guard LayoutEngine.wasUsed else { return false }
    return !installedConstraintsInSubtree().isEmpty
  }
}

extension LayoutEngine {
  /// The solved width and height of `item`.
  func solvedSize(of item: AnyObject) -> CGSize {
    guard let v = variables[ObjectIdentifier(item)] else { return .zero }
    return CGSize(width: solver.value(of: v.width), height: solver.value(of: v.height))
  }
}
