import Foundation
import PinframeAnimation
import PinframeGraphics
import PinframeViews

/// How a presented controller is shown, as UIKit's `UIModalPresentationStyle` (raw values
/// included).
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
  /// The whole window; the presenter disappears.
  case fullScreen = 0
  /// A sheet from 10 pt below the top safe area to the bottom, its top corners rounded by
  /// 10 pt, over the dimmed presenter.
  case pageSheet = 1
  /// As ``pageSheet``.
  case formSheet = 2
  /// As ``fullScreen``.
  case currentContext = 3
  /// As ``fullScreen``.
  case custom = 4
  /// The whole window over the presenter, which stays shown.
  case overFullScreen = 5
  /// As ``overFullScreen``.
  case overCurrentContext = 6
  /// As ``pageSheet``.
  case popover = 7
  /// No presentation style (treated as ``fullScreen``).
  case none = -1
  /// iOS 13's default: ``pageSheet``.
  case automatic = -2
}

/// What presenting a controller added to the window.
@MainActor
struct Presentation {
  /// The view dimming the presenter under a sheet.
  let dimming: View?
  /// Whether the presenter disappeared (full screen).
  let coversPresenter: Bool
}

extension UIViewController {
  /// The duration of an animated presentation or dismissal.
  static let presentationDuration: TimeInterval = 0.35

  /// Presents `viewController` over this controller's window, as UIKit's
  /// `present(_:animated:completion:)`: full screen, or as a page sheet (the default) over the
  /// presenter dimmed by black at 20 %.
  ///
  /// Animated, the view slides up from the bottom over 0.35 s on the virtual clock; `completion`
  /// runs when it is shown.
  ///
  /// As in UIKit, a controller whose view is not in a window, or that already presents one,
  /// presents nothing (with a warning).
  public func present(
    _ viewControllerToPresent: UIViewController, animated: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard let window = viewIfLoaded?.window else {
      return ViewRuntime.current.warn(
        "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)) whose view is not in the window hierarchy"
      )
    }
    if let current = presentedViewController {
      return ViewRuntime.current.warn(
        "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)), which is already presenting \(type(of: current))"
      )
    }
    let style = viewControllerToPresent.modalPresentationStyle
    let isSheet = [.automatic, .pageSheet, .formSheet, .popover].contains(style)
    let covers = [.fullScreen, .currentContext, .custom, .none].contains(style)
    if covers { disappear(animated: animated) }
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    let dimming = isSheet ? Self.dimmingView(in: window) : nil
    let presented: View = viewControllerToPresent.view
    let frame = Self.presentedFrame(isSheet: isSheet, in: window)
    presented.frame = frame
    if isSheet {
      presented.layer.cornerRadius = 10
      presented.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      presented.clipsToBounds = true
    }
    window.addSubview(presented)
    viewControllerToPresent.presentation = Presentation(dimming: dimming, coversPresenter: covers)
    viewControllerToPresent.appear(animated: animated)
    window.layoutIfNeeded()
    Self.slide(
      presented, dimming: dimming, from: window.bounds.height, to: frame.minY, animated: animated,
      completion: completion)
  }

  /// Dismisses the controller this one presented (or, when it presents none, this controller
  /// from its presenter), as UIKit's `dismiss(animated:completion:)`: the view slides down
  /// when animated, then leaves the window, and the presenter appears again.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    guard let presented = presentedViewController else {
      presentingViewController?.dismiss(animated: animated, completion: completion)
      return
    }
    presented.presentedViewController.map { _ in presented.dismiss(animated: false) }
    let presentation = presented.presentation
    presented.disappear(animated: animated)
    let finish = { [weak self] in
      presented.viewIfLoaded?.removeFromSuperview()
      presentation?.dimming?.removeFromSuperview()
      presented.presentation = nil
      presented.presentingViewController = nil
      self?.presentedViewController = nil
      if presentation?.coversPresenter == true { self?.appear(animated: animated) }
      completion?()
    }
    guard animated, let view = presented.viewIfLoaded, let window = view.window else {
      return finish()
    }
    View.animate(
      withDuration: Self.presentationDuration, delay: 0, options: .curveEaseInOut,
      animations: {
        view.frame.origin.y = window.bounds.height
        presentation?.dimming?.alpha = 0
      }, completion: { _ in finish() })
  }

  /// The frame of a presented view: the window, or a sheet 10 pt below its top safe area.
  private static func presentedFrame(isSheet: Bool, in window: UIWindow) -> CGRect {
    guard isSheet else { return window.bounds }
    let top = window.safeAreaInsets.top + 10
    return CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top)
  }

  /// The dimming view over the window's views: black at 20 %.
  private static func dimmingView(in window: UIWindow) -> View {
    let dimming = View(frame: window.bounds)
    dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
    window.addSubview(dimming)
    return dimming
  }

  /// Slides `view` up from `start` to `end` (fading the dimming view in) when animated.
  ///
  /// Never inlined: inlined into ``present(_:animated:completion:)``, Swift 6.3.1's optimizer
  /// (CopyPropagation) crashes with an ownership error in release builds.
  @inline(never)
  private static func slide(
    _ view: View, dimming: View?, from start: CGFloat, to end: CGFloat, animated: Bool,
    completion: (() -> Void)?
  ) {
    guard animated else {
      completion?()
      return
    }
    view.frame.origin.y = start
    dimming?.alpha = 0
    View.animate(
      withDuration: presentationDuration, delay: 0, options: .curveEaseInOut,
      animations: {
        view.frame.origin.y = end
        dimming?.alpha = 1
      }, completion: { _ in completion?() })
  }
}
