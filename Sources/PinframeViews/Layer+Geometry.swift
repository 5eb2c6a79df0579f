import Foundation
import PinframeGraphics

// Core Animation's geometry, forwarded to the view's values, as a view's layer does: a view's
// `center` is its layer's `position`, its `bounds` the layer's, its transform the affine part of
// the layer's. A layer whose view is gone reads zero and ignores writes.
extension Layer {
  /// The view the layer belongs to, while it is alive.
  package var view: View? { owner?.takeUnretainedValue() }

  /// Where the anchor point lies in the superlayer: the view's `center`.
  public var position: CGPoint {
    get { view?.center ?? .zero }
    set { view?.center = newValue }
  }

  /// The layer's own coordinate space: the view's `bounds`.
  public var bounds: CGRect {
    get { view?.bounds ?? .zero }
    set { view?.bounds = newValue }
  }

  /// The layer's rectangle in the superlayer: the view's `frame` (the bounding box of the
  /// transformed bounds).
  public var frame: CGRect {
    get { view?.frame ?? .zero }
    set { view?.frame = newValue }
  }

  /// Where ``position`` lies in the bounds, in unit coordinates ((0.5, 0.5) by default).
  ///
  /// Transforms apply around it. Changing it keeps the position and moves the frame, as in Core
  /// Animation. A non-finite value is ignored with a warning.
  public var anchorPoint: CGPoint {
    get { view?.animatableValues.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }
    set {
      guard let view else { return }
      guard newValue.x.isFinite, newValue.y.isFinite else {
        return view.warnIgnored(
          "layer.anchorPoint", "(\(newValue.x), \(newValue.y))", because: "it is not finite")
      }
      view.modelValues.anchorPoint = newValue
    }
  }

  /// The layer's transform: the view's `transform` in 3-D form.
  ///
  /// Only the affine part is drawn;
  /// setting a transform with depth or perspective keeps its affine part and warns.
  public var transform: CATransform3D {
    get { CATransform3D(view?.transform ?? .identity) }
    set {
      guard let view else { return }
      if !newValue.isAffine {
        view.warnIgnored(
          "layer.transform", "a 3-D transform",
          because: "Pinframe draws in 2-D; its affine part (m11 m12 m21 m22 m41 m42) is kept")
      }
      view.transform = newValue.affineTransform
    }
  }

  /// The view's `transform`, as Core Animation's `affineTransform()`.
  public func affineTransform() -> CGAffineTransform {
    view?.transform ?? .identity
  }

  /// Sets the view's `transform`, as Core Animation's `setAffineTransform(_:)`.
  public func setAffineTransform(_ transform: CGAffineTransform) {
    view?.transform = transform
  }

  /// The opacity of the layer and its sublayers: the view's `alpha` (as `Float`, as in Core
  /// Animation).
  public var opacity: Float {
    get { Float(view?.alpha ?? 1) }
    set { view?.alpha = CGFloat(newValue) }
  }

  /// Whether the layer is hidden: the view's `isHidden`.
  public var isHidden: Bool {
    get { view?.isHidden ?? false }
    set { view?.isHidden = newValue }
  }
}
