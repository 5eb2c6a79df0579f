import Foundation
import PinframeConstraints

extension View {
  /// Whether the constraints leave the view's frame undetermined, as UIKit's.
  ///
  /// Some side of an ambiguous view could move without any constraint of the tree (intrinsic
  /// sizes included) holding less well. A view placed by its frame is never ambiguous; one placed by constraints that no
  /// constraint names is.
  public var hasAmbiguousLayout: Bool {
    guard !translatesAutoresizingMaskIntoConstraints else { return false }
    return LayoutEngine(probing: rootView).isAmbiguous(self)
  }

  /// The active constraints that name the view with an attribute of `axis`, as UIKit's.
  ///
  /// They come in the order their views are found (parents first). The engine's own
  /// frame, guide and content-size constraints are not listed.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    rootView.installedConstraintsInSubtree().filter { $0.names(self, on: axis) }
  }
}

extension NSLayoutConstraint {
  /// Whether one of the constraint's sides is an attribute of `item` on `axis`.
  fileprivate func names(_ item: AnyObject, on axis: NSLayoutConstraint.Axis) -> Bool {
    let sides: [(AnyObject?, Attribute)] = [
      (firstItem, firstAttribute), (secondItem, secondAttribute),
      (firstOffsetEnd?.item, firstOffsetEnd?.attribute ?? .notAnAttribute),
      (secondOffsetEnd?.item, secondOffsetEnd?.attribute ?? .notAnAttribute),
    ]
    return sides.contains { $0.0 === item && $0.1.axis == axis }
  }
}

extension NSLayoutConstraint.Attribute {
  /// The axis the attribute measures along, `nil` for ``notAnAttribute``.
  var axis: NSLayoutConstraint.Axis? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      .vertical
    case .notAnAttribute: nil
    }
  }
}

extension LayoutEngine {
  /// A probing engine over the constraints of `root`'s tree, built now.
  convenience init(probing root: View) {
    self.init(root: root)
    isProbe = true
    rebuildIfNeeded()
    resolveWidthDependentSizes()
  }

  /// The priority of probes: below every UIKit priority, so a probe moves only what no
  /// constraint decides.
  private static let probePriority = Priority(0.001) ?? .fittingSizeLevel

  /// Whether any of `view`'s four variables moves when pulled a point either way at the probe
  /// priority.
  func isAmbiguous(_ view: View) -> Bool {
    guard let v = variables[ObjectIdentifier(view)] else { return true }
    for variable in [v.x, v.y, v.width, v.height] {
      let value = solver.value(of: variable)
      for pull in [1.0, -1.0] {
        let probe = LinearConstraint(
          variable, .equal, value + pull, priority: Self.probePriority)
        guard let id = try? solver.add(probe) else { continue }
        let moved = abs(solver.value(of: variable) - value) > 1e-6
        try? solver.remove(id)
        if moved { return true }
      }
    }
    return false
  }
}
