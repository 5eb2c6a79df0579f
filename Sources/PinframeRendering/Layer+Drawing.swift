import Foundation
import PinframeGraphics
import PinframeRaster
import PinframeViews

extension Layer {
  /// The largest shadow radius drawn, in points; larger radii are drawn with it, with a warning.
  static let maximumShadowRadius: CGFloat = 250

  /// The layer's outline: `bounds` with the corner radius (at most half the shorter side) on
  /// the masked corners, bent by the corner curve, mapped by `transform`.
  func shape(bounds: CGRect, transform: CGAffineTransform) -> Shape {
    let limit = min(bounds.width, bounds.height) / 2
    let radius = cornerRadius.isFinite && cornerRadius > 0 ? min(cornerRadius, limit) : 0
    return Shape(
      rect: bounds,
      cornerRadii: CornerRadii(radius, at: RectCorner(rawValue: maskedCorners.rawValue)),
      cornerCurve: cornerCurve, transform: transform)
  }

  /// The shadow `view`'s layer casts, in the layer's space mapped by `transform` and clipped to
  /// `clip`, or `nil` when it casts none: no colour, an opacity of 0, or a NaN or infinite
  /// opacity, radius or offset (ignored with a warning naming the view and the property).
  ///
  /// An opacity outside `0...1` is clamped, a negative radius counts as 0 and a radius over
  /// ``maximumShadowRadius`` as that cap, each with a warning.
  func shadow(of view: View, transform: CGAffineTransform, clip: Shape?) -> Shadow? {
    guard shadowOpacity != 0, let color = shadowColor else { return nil }
    func warn(_ property: String, _ value: Any, _ problem: String) {
      ViewRuntime.current.warn(
        "view '\(view.displayName)': layer.\(property) \(value) \(problem)")
    }
    let notFinite = "is not a finite number; the shadow is not drawn"
    guard shadowOpacity.isFinite else {
      warn("shadowOpacity", shadowOpacity, notFinite)
      return nil
    }
    guard shadowRadius.isFinite else {
      warn("shadowRadius", shadowRadius, notFinite)
      return nil
    }
    guard shadowOffset.width.isFinite, shadowOffset.height.isFinite else {
      warn("shadowOffset", "(\(shadowOffset.width), \(shadowOffset.height))", notFinite)
      return nil
    }
    let opacity = Double(min(max(shadowOpacity, 0), 1))
    if opacity != Double(shadowOpacity) {
      warn("shadowOpacity", shadowOpacity, "is outside 0...1; using \(opacity)")
    }
    let radius = min(max(shadowRadius, 0), Self.maximumShadowRadius)
    if radius != shadowRadius {
      let problem =
        shadowRadius < 0
        ? "is negative; using 0" : "is over the cap of \(Self.maximumShadowRadius) pt; using it"
      warn("shadowRadius", shadowRadius, problem)
    }
    guard opacity > 0 else { return nil }
    return Shadow(
      color: color.withAlphaComponent(color.alpha * opacity), offset: shadowOffset,
      radius: radius, transform: transform, clip: clip)
  }
}

extension Path {
  /// The subpaths as shapes, their transforms followed by `transform`.
  func shapes(transform: CGAffineTransform) -> [Shape] {
    subpaths.map {
      Shape(
        rect: $0.rect, cornerRadii: $0.cornerRadii, cornerCurve: $0.cornerCurve,
        transform: $0.transform.concatenating(transform))
    }
  }
}

extension View {
  /// The subviews in drawing order: by ``Layer/zPosition``, equal values in subview order.
  ///
  /// A NaN `zPosition` counts as 0, with a warning naming the view.
  var subviewsInDrawingOrder: [View] {
    guard subviews.contains(where: { $0.layer.zPosition != 0 }) else { return subviews }
    let keys = subviews.map { subview in
      let z = subview.layer.zPosition
      guard z.isNaN else { return z }
      ViewRuntime.current.warn(
        "view '\(subview.displayName)': layer.zPosition nan is not a number; using 0")
      return 0
    }
    return subviews.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { subviews[$0] }
  }
}
