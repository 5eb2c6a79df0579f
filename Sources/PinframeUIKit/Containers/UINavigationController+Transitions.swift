import Foundation
import PinframeAnimation
import PinframeGraphics
import PinframeViews

extension UINavigationController {
  /// The duration of an animated push or pop.
  static let transitionDuration: TimeInterval = 0.35

  /// Adds `controller` on top: it becomes a child, its view goes under the bar, the old top
  /// disappears and the new one appears; animated, the views slide.
  func push(_ controller: UIViewController, animated: Bool) {
    guard !children.contains(where: { $0 === controller }) else { return }
    let old = topViewController
    let shown = isShown
    addChild(controller)
    controller.didMove(toParent: self)
    guard isViewLoaded else { return }
    if shown { old?.disappear(animated: animated) }
    let width = view.bounds.width
    let newView: View = controller.view
    view.insertSubview(newView, belowSubview: navigationBar)
    newView.frame = view.bounds
    view.setNeedsLayout()
    view.layoutIfNeeded()
    slide(in: newView, out: old?.viewIfLoaded, from: width, to: -width / 3, animated: animated)
    if shown { controller.appear(animated: animated) }
  }

  /// Pops every controller above `target`: the top one's view slides out to the trailing edge
  /// when animated; the popped controllers leave.
  func pop(to target: UIViewController, animated: Bool) {
    guard let index = children.firstIndex(where: { $0 === target }), let old = topViewController
    else { return }
    let popped = Array(children[(index + 1)...])
    let shown = isShown
    if shown { old.disappear(animated: animated) }
    for controller in popped { controller.willMove(toParent: nil) }
    children.removeSubrange((index + 1)...)
    let width = view.bounds.width
    let newView: View = target.view
    view.insertSubview(newView, belowSubview: old.viewIfLoaded ?? navigationBar)
    newView.frame = view.bounds
    view.setNeedsLayout()
    view.layoutIfNeeded()
    let leaving = old.viewIfLoaded
    let finish = {
      for controller in popped {
        controller.viewIfLoaded?.removeFromSuperview()
        controller.parent = nil
        controller.didMove(toParent: nil)
      }
    }
    if animated, let leaving {
      newView.frame.origin.x = -width / 3
      transition = target
      View.animate(
        withDuration: Self.transitionDuration, delay: 0, options: .curveEaseInOut,
        animations: {
          newView.frame.origin.x = 0
          leaving.frame.origin.x = width
        },
        completion: { [weak self] _ in
          self?.transition = nil
          finish()
        })
    } else {
      finish()
    }
    if shown { target.appear(animated: animated) }
  }

  /// Shows the top controller's view alone under the bar.
  func installTopView() {
    guard isViewLoaded, let top = topViewController else { return }
    for child in children where child !== top { child.viewIfLoaded?.removeFromSuperview() }
    let topView: View = top.view
    if topView.superview !== view { view.insertSubview(topView, belowSubview: navigationBar) }
    topView.frame = view.bounds
    view.setNeedsLayout()
  }

  /// Moves `incoming` from `start` to 0 and `outgoing` from 0 to `end` (animated), then removes
  /// the outgoing view.
  private func slide(
    in incoming: View, out outgoing: View?, from start: CGFloat, to end: CGFloat, animated: Bool
  ) {
    guard animated, let outgoing else {
      outgoing?.removeFromSuperview()
      return
    }
    incoming.frame.origin.x = start
    transition = topViewController
    View.animate(
      withDuration: Self.transitionDuration, delay: 0, options: .curveEaseInOut,
      animations: {
        incoming.frame.origin.x = 0
        outgoing.frame.origin.x = end
      },
      completion: { [weak self] _ in
        self?.transition = nil
        outgoing.removeFromSuperview()
        outgoing.frame.origin.x = 0
      })
  }
}
