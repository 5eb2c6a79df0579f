import Foundation
import PinframeGraphics

// UIKit's layout-margins model: a view's own margins, the minimum a view controller gives its
// root view, the safe area the margins are measured from and the superview margins a view may
// preserve.
extension View {
  /// The own margins of a view that was given none and is no controller's root view.
  static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  /// The spacing around the view's content, as UIKit's `layoutMargins`.
  ///
  /// Reading gives the margins in effect, edge by edge:
  /// 1. the view's own margins: the ones set, else 8 points, or for a view controller's root
  ///    view its controller's `systemMinimumLayoutMargins` (0 at the top and bottom, 16 or 20 at
  ///    the sides);
  /// 2. for a root view whose controller's `viewRespectsSystemMinimumLayoutMargins` is true, at
  ///    least that minimum;
  /// 3. plus the safe-area inset, when ``insetsLayoutMarginsFromSafeArea`` is true;
  /// 4. at least the part of the superview's margins that reaches into the view, when
  ///    ``preservesSuperviewLayoutMargins`` is true.
  ///
  /// Setting gives the view's own margins (step 1), and calls ``layoutMarginsDidChange()`` when
  /// they change.
  public var layoutMargins: EdgeInsets {
    get { effectiveLayoutMargins }
    set {
      let old = ownLayoutMargins
      storedLayoutMargins = newValue
      if newValue != old { layoutMarginsDidChange() }
    }
  }

  /// The layout margins with leading and trailing resolved for the layout direction: reading
  /// gives the margins in effect (see ``layoutMargins``), setting gives the view's own.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      let isLeftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
      return DirectionalEdgeInsets(
        top: margins.top, leading: isLeftToRight ? margins.left : margins.right,
        bottom: margins.bottom, trailing: isLeftToRight ? margins.right : margins.left)
    }
    set {
      layoutMargins = newValue.resolved(
        leftToRight: effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
  }

  /// The view's own margins: the ones set, else its controller's default for a root view, else
  /// 8 points on every edge.
  var ownLayoutMargins: EdgeInsets {
    if let storedLayoutMargins { return storedLayoutMargins }
    guard let controller = controllerHooks else { return Self.defaultLayoutMargins }
    return resolvedForDirection(controller.defaultRootLayoutMargins)
  }

  /// Steps 2 to 4 of ``layoutMargins`` applied to the own margins.
  private var effectiveLayoutMargins: EdgeInsets {
    var margins = ownLayoutMargins
    if let minimum = controllerHooks?.minimumRootLayoutMargins {
      margins = margins.largest(with: resolvedForDirection(minimum))
    }
    if layoutMarginsFollowSafeArea {
      margins = margins.adding(safeAreaInsets)
    }
    if preservesSuperviewLayoutMargins, let parent = superview {
      margins = margins.largest(with: insets(overlapping: parent.layoutMargins, of: parent))
    }
    return margins
  }

  /// Whether the safe area is added to the margins: ``insetsLayoutMarginsFromSafeArea``, unless
  /// a container's margins already include it.
  package var layoutMarginsFollowSafeArea: Bool {
    insetsLayoutMarginsFromSafeArea && !(self is any SafeAreaInclusiveLayoutMargins)
  }

  private func resolvedForDirection(_ insets: DirectionalEdgeInsets) -> EdgeInsets {
    insets.resolved(leftToRight: effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  /// Calls ``layoutMarginsDidChange()`` when a rule of the margins changed, as UIKit does.
  func marginRuleDidChange(_ changed: Bool) {
    if changed { layoutMarginsDidChange() }
  }
}

/// A view whose container gives it layout margins that already include the safe area, so that
/// ``View/layoutMargins`` does not add it again: the cells and header and footer views a table
/// places, whose margins the table makes from its own safe area.
package protocol SafeAreaInclusiveLayoutMargins: View {}

extension EdgeInsets {
  /// The larger of these insets and `other`, edge by edge.
  fileprivate func largest(with other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom),
      right: max(right, other.right))
  }
}
