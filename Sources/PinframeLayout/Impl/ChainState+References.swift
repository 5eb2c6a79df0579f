import Foundation
import PinframeViews

// Points and lines of other views, converted into the layouted view's superview space.
extension ChainState {
  /// `point`, given in `referenceSuperview`'s space, in the layouted view's superview space.
  ///
  /// As PinLayout: no conversion for siblings, a subtraction of the superview's origin when the
  /// reference lives in the superview's superview, and a full conversion otherwise (any depth,
  /// other hierarchies and detached roots through the shared window space). The superviews are
  /// compared without reference counting.
  mutating func convert(
    _ point: CGPoint, from referenceSuperview: Unmanaged<View>,
    to layoutSuperview: Unmanaged<View>
  ) -> CGPoint {
    if referenceSuperview.isSame(as: layoutSuperview) { return point }
    if referenceSuperview.isSame(as: layoutSuperview.takeUnretainedValue().unretainedSuperview) {
      let origin: CGPoint
      if AutoSizing.depth > 0 {
        origin = layoutSuperview.takeUnretainedValue().pinRect(keepTransform: keepTransform).origin
      } else {
        let values = layoutSuperview.takeUnretainedValue().animatableValues
        origin = values.pinRect(keepTransform: keepTransform).origin
      }
      return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
    let layoutView = layoutSuperview.takeUnretainedValue()
    return referenceSuperview.takeUnretainedValue().convert(point, to: layoutView)
  }

  /// Whether `reference` shares the layouted view's superview: its coordinates need no
  /// conversion (the common case, which rules store quietly).
  func isSibling(_ reference: View) -> Bool {
    guard let superview = view.unretainedSuperview else { return false }
    return superview.isSame(as: reference.unretainedSuperview)
  }

  /// The superview of a reference view, or `nil` with PinLayout's warning when it has none.
  mutating func referenceSuperview(of reference: View, _ context: Context) -> Unmanaged<View>? {
    guard let superview = reference.unretainedSuperview else {
      let description = reference.pinDescription(keepTransform: keepTransform)
      warnWontBeApplied(
        "the reference view \(description) must be added as a sub-view before being used as a "
          + "reference.", context)
      return nil
    }
    return superview
  }

  /// The extremes and the average of one anchor of every view, in the layouted view's
  /// superview space.
  ///
  /// Views without a superview are skipped with a warning. `nil` when none is left or the
  /// layouted view has no superview.
  mutating func summary(
    of views: UnsafeBufferPointer<View>, at kind: Anchor.Kind, _ context: Context
  ) -> PointSummary? {
    guard let layoutSuperview else { return nil }
    var summary: PointSummary?
    for reference in views {
      guard let point = point(of: reference, at: kind, in: layoutSuperview, context) else {
        continue
      }
      if summary == nil {
        summary = PointSummary(point)
      } else {
        summary?.add(point)
      }
    }
    return summary
  }

  /// A reference view's anchor in the layouted view's superview space, or `nil` with
  /// PinLayout's warning when the reference has no superview.
  mutating func point(
    of reference: View, at kind: Anchor.Kind, in layoutSuperview: Unmanaged<View>,
    _ context: Context
  ) -> CGPoint? {
    guard let superview = referenceSuperview(of: reference, context) else { return nil }
    let point = kind.point(in: reference.pinRect(keepTransform: keepTransform))
    return convert(point, from: superview, to: layoutSuperview)
  }

  /// One anchor's point in the layouted view's superview space, or `nil` (see `points(of:_:)`).
  mutating func point(of anchor: Anchor, _ context: Context) -> CGPoint? {
    guard let layoutSuperview,
      let superview = referenceSuperview(of: anchor.view, context)
    else { return nil }
    return convert(anchor.point(keepTransform: keepTransform), from: superview, to: layoutSuperview)
  }

  /// A vertical edge's y in the layouted view's superview space.
  mutating func coordinate(of edge: VerticalEdge, _ context: Context) -> CGFloat? {
    guard let layoutSuperview,
      let superview = referenceSuperview(of: edge.view, context)
    else { return nil }
    let point = CGPoint(x: 0, y: edge.coordinate(keepTransform: keepTransform))
    return convert(point, from: superview, to: layoutSuperview).y
  }

  /// A horizontal edge's x in the layouted view's superview space.
  mutating func coordinate(of edge: HorizontalEdge, _ context: Context) -> CGFloat? {
    guard let layoutSuperview,
      let superview = referenceSuperview(of: edge.view, context)
    else { return nil }
    let point = CGPoint(x: edge.coordinate(keepTransform: keepTransform), y: 0)
    return convert(point, from: superview, to: layoutSuperview).x
  }
}

/// The smallest, largest and average coordinates of a set of points.
struct PointSummary {
  var minX: CGFloat
  var maxX: CGFloat
  var minY: CGFloat
  var maxY: CGFloat
  private var sumX: CGFloat
  private var sumY: CGFloat
  private var count: CGFloat = 1

  init(_ point: CGPoint) {
    (minX, maxX, sumX) = (point.x, point.x, point.x)
    (minY, maxY, sumY) = (point.y, point.y, point.y)
  }

  var averageX: CGFloat { sumX / count }
  var averageY: CGFloat { sumY / count }

  mutating func add(_ point: CGPoint) {
    minX = Swift.min(minX, point.x)
    maxX = Swift.max(maxX, point.x)
    minY = Swift.min(minY, point.y)
    maxY = Swift.max(maxY, point.y)
    sumX += point.x
    sumY += point.y
    count += 1
  }
}
